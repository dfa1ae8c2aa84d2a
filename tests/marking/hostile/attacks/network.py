# Network: UDP, TCP, TCP Fast Open, MPTCP, a pathname UNIX socket and an
# abstract one, all to listeners the test runs on this machine.
import socket

from bugbot import *

connect()
message = b"LEAKED-BY-NETWORK"
def attempt(action):
    try:
        action()
    except OSError:
        pass

def udp():
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    s.sendto(message, ("127.0.0.1", @@UDP_PORT@@))

def tcp():
    s = socket.create_connection(("127.0.0.1", @@TCP_PORT@@), timeout=0.5)
    s.sendall(message)

def fast_open():
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.sendto(message, socket.MSG_FASTOPEN, ("127.0.0.1", @@TCP_PORT@@))

def mptcp():
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM, 262)  # IPPROTO_MPTCP
    s.settimeout(0.5)
    s.connect(("127.0.0.1", @@TCP_PORT@@))
    s.sendall(message)

def unix_path():
    s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    s.sendto(message, "@@UNIX_PATH@@")

def unix_abstract():
    s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    s.sendto(message, "\0@@ABSTRACT@@")

for a in (udp, tcp, fast_open, mptcp, unix_path, unix_abstract):
    attempt(a)
