# Du bist dran: Glätte die Messwerte und halte dann nach ihnen vor der Wand an.
# 1. Nimm im Stillstand mindestens 30 Messwerte auf; plotte jeden als "raw" und den
#    Mittelwert der letzten paar als "smooth".
# 2. Fahr langsam auf die Wand zu, plotte dabei "raw" und "smooth" und halte an, wenn die
#    Vorderseite des Roboters 20 cm von der Wand entfernt ist (plus oder minus 3 cm), nach dem geglätteten
#    Messwert. Denk daran: Der Mittelwert hinkt hinterher.
from bugbot import *

connect()

N = 8
recent = []


def smoothed(cm):
    recent.append(cm)
    return cm   # ersetze das: gib den Mittelwert der letzten N Messwerte zurück


for tick in range(40):
    cm = distance()
    plot("raw", cm)
    plot("smooth", smoothed(cm))
    wait(0.05)

# jetzt fahr auf die Wand zu und halte bei 20 cm an
