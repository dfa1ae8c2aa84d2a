from bugbot import *

connect()

# auf der Stelle drehen und viermal pro Sekunde den Abstand messen
readings = []
headings = []
for tick in range(49):
    drive(0, 0, 100)
    cm = distance()
    readings.append(cm)
    headings.append(heading())
    plot("reading, cm", cm)
    wait(0.25)
stop()

print("die ersten 25 Messwerte:", *readings[:25])

# wie weit dreht sich der Roboter zwischen zwei Messwerten?
turned = sum((b - a) % 360 for a, b in zip(headings, headings[1:]))
step = turned / (len(headings) - 1)
print("er dreht sich um", round(step, 1), "Grad pro Messwert, eine Umdrehung dauert also",
      round(360 / step, 1), "Messwerte")

# Schätzung 1: der nächste Messwert ist derselbe wie dieser
same = [abs(readings[i + 1] - readings[i]) for i in range(len(readings) - 1)]
print("nächster = dieser: im Schnitt", round(sum(same) / len(same), 1), "cm daneben")

# Schätzung 2: der nächste Messwert ist der Mittelwert der letzten drei
average = [abs(readings[i + 1] - sum(readings[i - 2:i + 1]) / 3) for i in range(2, len(readings) - 1)]
print("Mittelwert der letzten drei: im Schnitt", round(sum(average) / len(average), 1), "cm daneben")
