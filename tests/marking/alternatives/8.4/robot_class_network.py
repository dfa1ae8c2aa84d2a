# expect: full marks
# outside tester, from the lesson text: the Robot object, a small Network class holding its
# weights, the loss plotted from inside train() at steps 0, 10, 20, ...; RATE 1.5, 250 steps
from bugbot import Robot, plot
import math


def scaled(cm):
    return (cm - 50) / 25


class Network:
    def __init__(self):
        self.weights = [0.5, 0.0, 0.5, 0.0]          # the starter's a, c, w, b

    def forward(self, x):
        a, c, w, b = self.weights
        h = math.tanh(a * x + c)
        scores = [w * h + b, 0.0]
        top = max(scores)
        e = [math.exp(s - top) for s in scores]
        return e[0] / sum(e), h

    def loss_and_gradient(self, data):
        a, c, w, b = self.weights
        total, g = 0.0, [0.0] * 4
        for x, near in data:
            p, h = self.forward(x)
            total += -math.log(p if near else 1 - p)
            d = p - (1 if near else 0)
            g[0] += d * w * (1 - h * h) * x
            g[1] += d * w * (1 - h * h)
            g[2] += d * h
            g[3] += d
        return total / len(data), [gi / len(data) for gi in g]

    def train(self, data, steps, rate):
        for step in range(steps):
            loss, grad = self.loss_and_gradient(data)
            if step % 10 == 0:
                plot("loss", loss)
            self.weights = [wt - rate * g for wt, g in zip(self.weights, grad)]


with Robot(0) as bot:
    data = []
    for _ in range(40):
        bot.drive(0, 0, 60)
        cm = bot.distance()
        data.append((scaled(cm), cm < 30))
        bot.wait(0.25)
    bot.stop()

    net = Network()
    net.train(data, 250, 1.5)
    print("weights:", [round(v, 2) for v in net.weights])

    for _ in range(30):
        bot.drive(0, 0, 60)
        plot("near", net.forward(scaled(bot.distance()))[0])
        bot.wait(0.25)
    bot.stop()
