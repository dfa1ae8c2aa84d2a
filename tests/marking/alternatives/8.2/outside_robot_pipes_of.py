# expect: full marks
# outside tester, from the lesson text: the Robot object, rows as dicts, " | " between the columns,
# and the count as "near: N of M"
from bugbot import Robot

rows = []
with Robot() as bot:
    for _ in range(25):
        bot.drive(0, 0, 55)
        rows.append({"heading": round(bot.heading(), 1), "cm": bot.distance()})
        bot.wait(0.25)
    bot.stop()

for row in rows:
    row["label"] = "near" if row["cm"] < 40 else "far"
    print(row["heading"], row["cm"], row["label"], sep=" | ")
near = [r for r in rows if r["label"] == "near"]
print(f"near: {len(near)} of {len(rows)}")
