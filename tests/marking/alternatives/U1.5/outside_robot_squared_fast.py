# expect: full marks
# outside tester, from the lesson text: the Robot object, 10 readings a second, the mean squared
# difference for each shift from 5 on, the best one; statistics.pstdev of 50 still readings
import statistics
from bugbot import Robot

with Robot() as bot:
    dt = 0.1
    signal = []
    for _ in range(90):
        bot.drive(0, 0, 90)
        signal.append(bot.distance())
        bot.wait(dt)
    bot.stop()
    bot.wait(0.5)

    def msd(k):
        return sum((signal[i] - signal[i + k]) ** 2 for i in range(len(signal) - k)) / (len(signal) - k)

    k = min(range(5, len(signal) // 2), key=msd)
    print(f"period: {k * dt:.2f} s")

    still = []
    for _ in range(50):
        still.append(bot.distance())
        bot.wait(0.1)
    print(f"noise: {statistics.pstdev(still):.2f} cm")
