from bugbot import *
connect()
while True:
    pass
