# expect: full marks
# outside tester, from the lesson text: go-mode, a while loop of 30 readings, the heading unrounded
# to one decimal, tab-separated f-strings, the count with sum()
import bugbot

bugbot.go()

table = []
while len(table) < 30:
    drive(0, 0, 50)
    table.append((heading(), distance()))
    wait(0.2)
stop()

for h, cm in table:
    print(f"{h:.1f}\t{cm}\t{'near' if cm < 40 else 'far'}")
print("near:", sum(1 for _, cm in table if cm < 40))
