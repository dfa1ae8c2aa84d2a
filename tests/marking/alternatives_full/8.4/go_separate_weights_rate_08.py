# expect: full marks
# outside tester, from the lesson text: go-mode, four named weights updated one by one,
# RATE 0.8 for 320 steps, a predict() helper and a while loop for the second spin
import bugbot
from bugbot import plot
import math

bugbot.go()


def scaled(cm):
    return (cm - 50) / 25


def p_near(x, a, c, w, b):
    h = math.tanh(a * x + c)
    s_near, s_far = w * h + b, 0.0
    top = max(s_near, s_far)
    en, ef = math.exp(s_near - top), math.exp(s_far - top)
    return en / (en + ef), h


examples = []
for i in range(40):
    drive(0, 0, 60)
    cm = distance()
    examples.append((scaled(cm), cm < 30))
    wait(0.25)
stop()

a, c, w, b = 0.5, 0.0, 0.5, 0.0
RATE = 0.8
for step in range(320):
    loss, ga, gc, gw, gb = 0.0, 0.0, 0.0, 0.0, 0.0
    for x, near in examples:
        p, h = p_near(x, a, c, w, b)
        loss -= math.log(p) if near else math.log(1 - p)
        d = p - (1.0 if near else 0.0)
        ga += d * w * (1 - h * h) * x
        gc += d * w * (1 - h * h)
        gw += d * h
        gb += d
    n = len(examples)
    if step % 10 == 0:
        plot("loss", loss / n)
    a -= RATE * ga / n
    c -= RATE * gc / n
    w -= RATE * gw / n
    b -= RATE * gb / n
print("trained:", round(a, 2), round(c, 2), round(w, 2), round(b, 2))


def predict(cm):
    return p_near(scaled(cm), a, c, w, b)[0]


count = 0
while count < 36:
    drive(0, 0, 60)
    plot("near", predict(distance()))
    wait(0.25)
    count += 1
stop()
