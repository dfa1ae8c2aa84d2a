# Your turn: collect and label.
# Take at least 20 readings while turning. For each one print a row:
#     heading distance label
# where label is "near" if the distance is under 40 cm, else "far".
# At the end print "near:" and how many readings were near.
from bugbot import *

connect()

rows = []
for tick in range(24):
    drive(0, 0, 60)
    rows.append((round(heading()), distance()))
    wait(0.25)
stop()

# print the table here: one row per reading, heading, distance, label
