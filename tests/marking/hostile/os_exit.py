from bugbot import *
import os
connect()
drive(0, 0, 100)
wait(1)
os._exit(0)
