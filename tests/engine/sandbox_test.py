"""`bugbot run --sandbox`: what a script may and may not do inside it."""

import os
import socket
import subprocess
import tempfile
import unittest

from bugbot_cli import BIN

ATTEMPTS = """
import os, socket, sys
def attempt(what, action):
    try:
        action()
        print(what, 'done')
    except OSError as e:
        print(what, 'refused')
attempt('gradebook', lambda: open(sys.argv[1], 'a').write('all A'))
attempt('root', lambda: os.listdir('/root'))
attempt('socket', lambda: socket.create_connection(('127.0.0.1', int(sys.argv[2])), timeout=2))
def fork():
    if os.fork() == 0:
        os._exit(0)
attempt('fork', fork)
attempt('beside', lambda: open('beside.txt', 'w').write('mine'))
from bugbot import *
connect()
plot('speed', 3)
print('plain print')
"""


class SandboxedRun(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.addCleanup(self.dir.cleanup)
        self.data = os.path.join(self.dir.name, "data")
        self.gradebook = os.path.join(self.data, "bugbot-studio", "gradebook.sqlite")
        os.makedirs(os.path.dirname(self.gradebook))
        with open(self.gradebook, "w") as f:
            f.write("the grades")
        self.folder = os.path.join(self.dir.name, "student")
        os.makedirs(self.folder)
        self.script = os.path.join(self.folder, "demo.py")
        with open(self.script, "w") as f:
            f.write(ATTEMPTS)
        # Something listening on the host's loopback: reachable from outside the sandbox.
        self.server = socket.socket()
        self.server.bind(("127.0.0.1", 0))
        self.server.listen()
        self.addCleanup(self.server.close)
        self.port = str(self.server.getsockname()[1])

    def run_script(self, *options):
        env = dict(os.environ, XDG_DATA_HOME=self.data)
        return subprocess.run([BIN, "run", self.script, *options, "--", self.gradebook, self.port],
                              capture_output=True, text=True, timeout=60, cwd=self.folder, env=env)

    def test_without_the_sandbox_everything_is_allowed(self):
        # The same script unsandboxed: proves each attempt can succeed, so the refusals below mean something.
        result = self.run_script()
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("gradebook done", result.stdout)
        self.assertIn("socket done", result.stdout)
        self.assertIn("fork done", result.stdout)

    def test_the_sandbox_refuses_the_gradebook_root_network_and_fork(self):
        result = self.run_script("--sandbox")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout.splitlines(),
                         ["gradebook refused", "root refused", "socket refused", "fork refused", "beside done",
                          "plain print"])
        with open(self.gradebook) as f:
            self.assertEqual(f.read(), "the grades")
        with open(os.path.join(self.folder, "beside.txt")) as f:
            self.assertEqual(f.read(), "mine")

    def test_streams_and_records_through_the_sandbox(self):
        records = [os.path.join(self.dir.name, name) for name in ("plain.jsonl", "sandboxed.jsonl")]
        outputs = []
        for record, options in zip(records, ([], ["--sandbox"])):
            result = self.run_script("--stream", "--control", "--seed", "4", "--record", record, *options)
            outputs.append(result.stdout)
        self.assertIn('"ev":"plot"', outputs[1])
        with open(records[1]) as f:
            self.assertIn('"ev":"plot"', f.read())

    def test_the_record_is_written_outside_where_the_script_cannot_reach(self):
        # The record beside the script's folder (as the studio's, in a folder of
        # its own): the trusted side writes it, the script cannot see it, hold
        # it, or write it.
        record = os.path.join(self.dir.name, "run.jsonl")
        with open(self.script, "w") as f:
            f.write("import os\nfrom bugbot import *\nplot('real', 1)\nwait(0.1)\n"
                    "def attempt(what, action):\n"
                    "    try:\n        action()\n        print(what, 'done')\n"
                    "    except OSError:\n        print(what, 'refused')\n"
                    f"attempt('record', lambda: open({record!r}, 'w').write('forged'))\n"
                    "held = []\n"
                    "for n in os.listdir('/proc/self/fd'):\n"
                    "    try:\n        held.append(os.readlink(f'/proc/self/fd/{n}'))\n"
                    "    except OSError:\n        pass\n"
                    "print('holds the record' if any('run.jsonl' in h for h in held) else 'holds no record')\n")
        result = subprocess.run([BIN, "run", self.script, "--sandbox", "--record", record], capture_output=True,
                                text=True, timeout=60, cwd=self.folder)
        self.assertEqual(result.returncode, 0, result.stderr)
        # Its path may be writable inside (the sandbox's own /tmp), but that is not the record.
        self.assertIn("record ", result.stdout)
        self.assertIn("holds no record", result.stdout)
        with open(record) as f:
            text = f.read()
        self.assertIn('"name":"real"', text)
        self.assertNotIn("forged", text)
        self.assertTrue(text.rstrip().endswith('"status":"done","exit":0}'))

    def test_a_script_saved_in_the_home_folder_cannot_touch_its_dotfiles(self):
        # The home folder holds the shell's start-up files, keys, the desktop's
        # autostart: a script saved there gets a scratch folder, not the home.
        home = os.path.join(self.dir.name, "home")
        os.makedirs(os.path.join(home, ".ssh"))
        with open(os.path.join(home, ".bashrc"), "w") as f:
            f.write("the real one\n")
        with open(os.path.join(home, ".ssh", "id_rsa"), "w") as f:
            f.write("SECRET KEY")
        script = os.path.join(home, "demo.py")
        with open(script, "w") as f:
            f.write("import os\nprint(sorted(os.listdir('.')))\n"
                    "open('.bashrc', 'a').write('echo pwned')\n"
                    "os.makedirs('.config/autostart', exist_ok=True)\n"
                    "open('.config/autostart/x.desktop', 'w').write('x')\n"
                    "try:\n    print(open('.ssh/id_rsa').read())\nexcept OSError:\n    print('no key')\n")
        env = dict(os.environ, XDG_DATA_HOME=self.data, HOME=home)
        result = subprocess.run([BIN, "run", script, "--sandbox"], capture_output=True, text=True, timeout=60,
                                cwd=home, env=env)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stdout, "['demo.py']\nno key\n")
        with open(os.path.join(home, ".bashrc")) as f:
            self.assertEqual(f.read(), "the real one\n")
        self.assertFalse(os.path.exists(os.path.join(home, ".config")))

    def test_missing_bubblewrap_is_a_clear_refusal(self):
        env = dict(os.environ, BUGBOT_BWRAP="/no/such/bwrap")
        result = subprocess.run([BIN, "run", self.script, "--sandbox"], capture_output=True, text=True,
                                timeout=60, env=env)
        self.assertEqual(result.returncode, 2)
        self.assertIn("--sandbox cannot be used here: bubblewrap is not installed", result.stderr)
        self.assertEqual(result.stdout, "")

    def unix_server(self, path):
        server = socket.socket(socket.AF_UNIX)
        server.bind(path)
        server.listen()
        server.setblocking(False)
        self.addCleanup(server.close)
        self.addCleanup(lambda: os.path.exists(path) and os.unlink(path))
        return server

    def assert_nothing_connected(self, server):
        with self.assertRaises(BlockingIOError):
            server.accept()

    def test_a_script_saved_in_tmp_cannot_reach_a_unix_socket_there(self):
        # /tmp holds tmux's, X11's and ssh-agent's sockets (tmux send-keys runs
        # commands as the user): a script saved there (a browser's download)
        # runs from a private scratch folder, and no UNIX socket can be made.
        tag = "bugbot-trust-%d" % os.getpid()
        listening = "/tmp/%s.sock" % tag
        server = self.unix_server(listening)
        script = "/tmp/%s.py" % tag
        with open(script, "w") as f:
            f.write(UNIX_ATTEMPTS)
        self.addCleanup(os.unlink, script)
        left = "/tmp/%s-left.txt" % tag
        result = subprocess.run([BIN, "run", script, "--sandbox", "--", listening, left], capture_output=True,
                                text=True, timeout=60, cwd="/tmp")
        self.assertEqual(result.returncode, 0, result.stderr)
        # A checkout or build that itself lies in /tmp is bound read-only (the binary, the
        # package): its top folder shows as a mount point, never the real /tmp's files.
        ours = {os.path.realpath(BIN).split("/")[2]} if os.path.realpath(BIN).startswith("/tmp/") else set()
        listing = sorted({"%s.py" % tag} | ours)
        self.assertEqual(result.stdout, "socket visible False\nconnect refused\nsocketpair refused\n"
                                        "listing %s\nwrite done\n" % listing)
        self.assert_nothing_connected(server)
        self.assertFalse(os.path.exists(left), "the scratch folder's file reached the real /tmp")

    def test_a_folder_holding_a_socket_is_shared_and_sockets_are_refused_anyway(self):
        listening = os.path.join(self.folder, "agent.sock")
        server = self.unix_server(listening)
        with open(self.script, "w") as f:
            f.write(UNIX_ATTEMPTS)
        result = subprocess.run([BIN, "run", self.script, "--sandbox", "--", listening, "left.txt"],
                                capture_output=True, text=True, timeout=60, cwd=self.folder)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("socket visible False\nconnect refused\nsocketpair refused\n", result.stdout)
        self.assert_nothing_connected(server)
        self.assertFalse(os.path.exists(os.path.join(self.folder, "left.txt")))
        # In the user's own folder (no socket, no other user's file) the script
        # writes beside itself, and still makes no UNIX socket.
        os.unlink(listening)
        result = subprocess.run([BIN, "run", self.script, "--sandbox", "--", listening, "left.txt"],
                                capture_output=True, text=True, timeout=60, cwd=self.folder)
        self.assertIn("connect refused\nsocketpair refused\n", result.stdout)
        self.assertTrue(os.path.exists(os.path.join(self.folder, "left.txt")))

    def test_a_run_gets_the_process_limit_of_marking(self):
        # One studio run made 19,723 threads: threads count as processes
        # (RLIMIT_NPROC in the sandbox's user namespace). The kernel exempts
        # root from it, so as root the run is made as a student's, uid 65534.
        folder = tempfile.mkdtemp()
        self.addCleanup(lambda: subprocess.run(["rm", "-rf", folder]))
        os.chmod(folder, 0o755)
        script = os.path.join(folder, "threads.py")
        with open(script, "w") as f:
            # Small stacks, so that the memory limit is not what stops them.
            f.write("import threading, time\nthreading.stack_size(65536)\nn = 0\ntry:\n    for i in range(500):\n"
                    "        threading.Thread(target=time.sleep, args=(5,), daemon=True).start()\n        n += 1\n"
                    "except RuntimeError:\n    pass\nprint(n)\n")
        os.chmod(script, 0o644)
        command = [BIN, "run", script, "--sandbox"]
        if os.geteuid() == 0:
            command = ["setpriv", "--reuid", "65534", "--regid", "65534", "--clear-groups"] + command
        result = subprocess.run(command, capture_output=True, text=True, timeout=60, cwd="/",
                                env=dict(os.environ, HOME="/tmp"))
        self.assertGreater(int(result.stdout), 5, result.stderr)
        self.assertLess(int(result.stdout), 30, result.stderr)

UNIX_ATTEMPTS = """
import os, socket, sys
print('socket visible', os.path.exists(sys.argv[1]))
def attempt(what, action):
    try:
        action()
        print(what, 'done')
    except OSError:
        print(what, 'refused')
attempt('connect', lambda: socket.socket(socket.AF_UNIX).connect(sys.argv[1]))
attempt('socketpair', lambda: socket.socketpair())
print('listing', sorted(os.listdir('.')))
attempt('write', lambda: open(os.path.basename(sys.argv[2]), 'w').write('x'))
"""


if __name__ == "__main__":
    unittest.main()
