# expect: full marks
# Prints each row as a dict (issue 46: "separate them as you like" takes a dict's keys too).
from bugbot import *

connect()
near = 0
for i in range(24):
    row = {"heading": round(heading()), "distance": distance()}
    row["label"] = "near" if row["distance"] < 40 else "far"
    near += row["label"] == "near"
    print(row)
    turn(15)
print("near:", near)
