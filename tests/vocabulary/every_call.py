# Every name bugbot.__all__ gives, called on each robot of the world (two in
# worlds/two-robots.json, one elsewhere), with every plot and draw form: the
# round trip of tests/vocabulary/round_trip_test.py records it in-process and
# over the channel and reads the record everywhere it is read.
import bugbot
from bugbot import *

bot = connect()
go()
robots = [Robot(0)]
try:
    robots.append(Robot(1, port="/dev/ttyUSB0", transport=Dongle(), connect=True))
except RobotConnectError as e:
    print("one robot:", str(e)[:40])
with Dongle("/dev/ttyACM0", baud=115200) as dongle:
    dongle.add_recv_callback(print)
    dongle.remove_recv_callback(print)
try:
    raise RobotBusyError("never raised by the simulator")
except RobotBusyError:
    pass

drive(130, 30)     # clamped: a warning
drive(30, 30)
drive(20, 40, turn=10)
print(wheels())    # (30.0, 30.0): the turn mixed in
wait(0.3)
stop()
print(distance(), position(), heading(), battery(), wheels())
forward()
wait(0.2)
forward(40, 3)
backward()
wait(0.2)
backward(40, distance=3)
left()
wait(0.2)
right(30)
wait(0.2)
stop()
turn(30)
turn(-30, speed=60)
led("green")
led(255, 128, 0)
led(r=0, g=0, b=255)
beep(440)
beep(880, ms=50)
beep(0)
servo(0, 90)
servo(index=2, angle=45)
plot("reading", distance())
plot("weights", 0.25, kind="strip")
plot("chart", 3, "chart")
draw("seen", [(50, 50), (60, 60)])
draw("path", [[10, 10], [20, 20], [30, 10]], color="#3366ff", shape="line", size=2)
draw("marks", [(40, 40)], "red", "squares", 6)
draw("crosses", [], shape="crosses")
for shape in ("dots", "squares", "crosses", "line"):
    draw("shape-" + shape, [(5, 5), (6, 6)], color="orange", shape=shape, size=3)

for i, robot in enumerate(robots):
    with robot as r:
        r.drive(40, 40)
        r.drive(30, 50, 5)
        r.wait(0.3)
        r.stop()
        print(i, r.distance(), r.position(), r.heading(), r.battery(), r.wheels())
        r.forward(30)
        r.wait(0.1)
        r.forward(30, 2)
        r.backward(30)
        r.wait(0.1)
        r.backward(30, 2)
        r.left(20)
        r.wait(0.1)
        r.right(20)
        r.wait(0.1)
        r.turn(20)
        r.turn(-20, 50)
        r.led("purple")
        r.led(10, 20, 30)
        r.beep(660, 30)
        r.beep(0)
        r.servo(1, 120)
        r.plot("robot %d" % i, r.distance())
        r.draw("robot %d" % i, [(1, 2)], "blue", "dots", 4)
    robot.disconnect()  # a second time is safe
    robot.connect()
    robot.stop()

drive(100, 100)
wait(4)        # into a wall (or the other robot): a bump
stop()
print("the end")
raise ValueError("every call made")   # an error event, then the end
