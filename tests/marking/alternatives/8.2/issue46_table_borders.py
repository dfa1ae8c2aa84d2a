# expect: full marks
# Prints each row as a Markdown table's row, borders and all (issue 46: "separate them as you like").
from bugbot import *

connect()
near = 0
print("| heading | distance | label |")
print("|---|---|---|")
for i in range(24):
    h = heading()
    cm = distance()
    label = "near" if cm < 40 else "far"
    near += label == "near"
    print(f"| {h:.0f} | {cm} | {label} |")
    turn(15)
print("near:", near)
