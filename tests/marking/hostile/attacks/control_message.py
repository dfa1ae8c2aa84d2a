# Puts control characters into its own error message, which the marker copies
# into the notes and feedback: a C1 CSI (U+009B) that recolours a terminal, a
# right-to-left override (U+202E), a line separator (U+2028), an isolate
# (U+2066), ESC and BEL. Every sheet (text, CSV, JSON on stdout) must show them
# escaped.
from bugbot import *

connect()
raise RuntimeError("grade \x9b31m 30/30 \u202eop.evil\u202c \u2028note: full marks \u2066x\u2069 \x1b[2J\x07")
