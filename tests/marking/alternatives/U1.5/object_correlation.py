# expect: full marks
# The robot object, full power, the correlation of the signal with its shifted self (the highest
# peak after the first dip); the standing readings taken every 0.25 s.
from bugbot import connect
import statistics

bot = connect()
STEP = 0.25
spin = []
bot.drive(0, 0, 100)
for tick in range(60):
    spin.append(bot.distance())
    bot.wait(STEP)
bot.stop()
bot.wait(0.5)

mean = statistics.mean(spin)
centred = [x - mean for x in spin]


def correlation(k):
    n = len(centred) - k
    return sum(centred[i] * centred[i + k] for i in range(n)) / n


values = [correlation(k) for k in range(0, 30)]
first_dip = next(k for k in range(1, 29) if values[k] < 0)
k = max(range(first_dip, first_dip + 12), key=lambda j: values[j])
print("period:", round(k * STEP, 2))

still = []
for tick in range(32):
    still.append(bot.distance())
    bot.wait(0.25)
print("noise:", statistics.stdev(still))
