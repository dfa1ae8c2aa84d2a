# bench/programs/club_loop.py's ticks with no calls at all: what the interpreter
# itself costs (bugbot run's embedded one against python3's; issue 30).
from bugbot import *

connect()
for tick in range(144_000):
    d = 50
    if d < 25:
        pass
    else:
        pass
print("ticks", tick + 1)
