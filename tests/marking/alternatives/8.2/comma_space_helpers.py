# expect: full marks
# The robot object, helpers, rows joined with ", " and the heading as a float; the count from the labels.
from bugbot import connect

bot = connect()


def label_for(cm):
    return "near" if cm < 40 else "far"


def collect(how_many):
    rows = []
    bot.drive(0, 0, 50)
    for _ in range(how_many):
        cm = bot.distance()
        rows.append({"heading": bot.heading(), "cm": cm, "label": label_for(cm)})
        bot.wait(0.25)
    bot.stop()
    return rows


table = collect(30)
for row in table:
    print(", ".join([str(round(row["heading"], 1)), str(row["cm"]), row["label"]]))
print("near: " + str(sum(1 for row in table if row["label"] == "near")))
