# expect: loses guess beat
# issue 17 item 7: a guesser that reads as fast as the sensor allows until the 300 s robot-time
# limit (about 12,000 readings, a guess before each), its guesses a reading from the middle of the
# run: judging every guess against every earlier moment would cost reads x guesses and push the
# checker past its deadline (not-marked at the author's will). The checks judge a bounded sample.
from bugbot import *

connect()
readings = []
drive(0, 0, 100)
while True:
    if len(readings) >= 15:
        plot("guess", readings[len(readings) // 2])
    readings.append(distance())
