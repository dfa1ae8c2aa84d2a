# The sheet: an exception message full of terminal escape sequences (clear the
# screen, move the cursor, a fake report) and spreadsheet formulas.
from bugbot import *

connect()
raise ValueError("\x1b[2J\x1b[H\x1b]0;owned\x07nearest.py: 30/30 (marked)\r\n=HYPERLINK(\"http://x\")\x9b31m\u202e")
