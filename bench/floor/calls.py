"""The floor for bench/programs/distance_poll.py: as many no-op calls as it made
under `bugbot run` (`calls POLLS TURNS` on its last line), through the same
Python loop shape, under plain python3 with the no-op bugbot."""
import sys

from bugbot import *

polls, turns = int(sys.argv[1]), int(sys.argv[2])
per_turn = polls // max(1, turns)
for t in range(turns):
    drive(60, 60)
    n = 0
    while distance() > 20 and n < per_turn:
        n += 1
    turn(100)
