"""A do-nothing bugbot module: the floor any implementation of `bugbot run` pays
(starting Python and running the script's own arithmetic). Used only by
bench/compare_floor.py."""

_t = 0.0


def connect():
    return None


def drive(left, right, turn=0):
    pass


def stop():
    pass


def forward(speed=50, distance=None):
    pass


def turn(degrees, speed=50):
    pass


def distance():
    return 50


def position():
    return (0.0, 0.0)


def heading():
    # Turns with time, so scripts that divide by how far it turned still run.
    return (_t * 90.0) % 360.0


def wait(seconds):
    global _t
    _t += seconds


def plot(name, value, kind=None):
    pass


def draw(name, points, color="blue", shape="dots", size=4):
    pass


__all__ = ["connect", "drive", "stop", "forward", "turn", "distance", "position", "heading", "wait", "plot", "draw"]
