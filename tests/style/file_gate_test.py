"""Every file the trusted side opens comes through the one gate, src/files/gate.h
(issue 42): a student, a run, a club member or a lesson passed round may have
made it a link, a FIFO, a device or huge. This lists every open in src/ (a bare
or ::open, fopen, std::ifstream/ofstream/fstream, a QFile object, QFile::copy,
QSaveFile) and fails on one that is neither in the gate nor on the short list
below of files only the program itself writes or that are not files, each with
its reason. It fails too on an entry of that list that no longer matches, so
the list only shrinks."""
import os
import re
import subprocess
import unittest

SOURCE = os.environ.get("BUGBOT_SOURCE", os.path.join(os.path.dirname(__file__), "..", ".."))
GATE = "src/files/gate.cpp"
# A call of open(2): bare or ::open, never a method (x.open, x->open, Class::open) or a declaration.
OPENS = re.compile(r"(?<![\w>*&] )(?<![\w.>:])open\(|(?<![\w:])::open\(|\bfopen\(|\bstd::[io]?fstream\b|\bQFile\s+\w+\s*[({]|"
                   r"\bQFile::copy\b|\bQSaveFile\b")

# (file, a piece of the line) -> why it may open without the gate.
ALLOWED = {
    # Not files: devices, the kernel's, Qt's resources.
    ("src/robot/dongle.cpp", "::open(path.c_str(), O_RDWR | O_NOCTTY"): "the dongle's serial device",
    ("src/robot/dongle.cpp", "if (!open(port, why))"): "Dongle::open, the serial device",
    ("src/robot/dongle.cpp", 'std::ifstream id(at / "idVendor")'): "sysfs, the kernel's",
    ("src/robot/dongle.cpp", 'std::ifstream locks("/proc/locks")'): "/proc, the kernel's",
    ("src/robot/dongle.cpp", 'std::ifstream("/proc/" + pid + "/comm")'): "/proc, the kernel's",
    ("src/cli/sandboxed_run.cpp", "std::ifstream in(path)"): "a /proc/sys file, the kernel's",
    ("src/cli/sandboxed_run.cpp", 'open("/dev/null"'): "/dev/null",
    ("src/marking/run_start.cpp", 'open("/dev/null"'): "/dev/null",
    ("src/robot/emulator/uploaded_script.cpp", '::open("/dev/null"'): "/dev/null",
    ("src/studio/run/engine_process.cpp", "QFile children("): "/proc/PID/task/PID/children, the kernel's",
    ("src/studio/editor/editor.cpp", 'QFile api(QStringLiteral(":/bugbot.api"))'): "a Qt resource built into the program",
    ("src/marking/sandbox.cpp", "open(path.c_str(), O_PATH"): "an O_PATH handle for a Landlock rule: never read",
    ("src/marking/sandbox.cpp", 'open("/dev/tty", O_RDWR)'): "the sandbox's self-test, inside the sandbox",
    ("src/studio/window/submit_controller.cpp", 'compile(open(path, encoding="utf-8")'): "Python run in the sandbox",
    # Written only by the program, in a folder it made for itself (mkdtemp), O_NOFOLLOW.
    ("src/engine/record_file.cpp", "::open(path.c_str(), O_RDWR | O_CREAT"): "the record, written as the run goes",
    ("src/engine/record_file.cpp", "::open(fresh.c_str(), O_RDWR | O_CREAT"): "the record, thinned",
    ("src/marking/checker_process.cpp", "open(stderr_path.c_str()"): "the checker's stderr, the marker's folder",
    ("src/marking/kept_files.cpp", "open(kept_path(host_folder)"): "the kept files' pipe, the marker's folder",
    ("src/marking/kept_files.cpp", "open(path.c_str(), O_RDONLY | O_NOFOLLOW"): "read inside the sandbox (its init)",
    ("src/marking/run_notes.cpp", "open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL"): "a run's notes, O_EXCL",
    ("src/marking/run_start.cpp", "open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL"): "a run's file, O_EXCL",
    ("src/marking/run_start.cpp", "open(stderr_path.c_str()"): "a run's stderr, the marker's folder",
    ("src/robot/emulator/dongle_emulator.cpp", "::open(device_.c_str()"): "the emulator's own pseudo-terminal",
    ("src/robot/emulator/uploaded_script.cpp", "std::ofstream(script"): "the emulator's own temporary folder",
    ("src/cli/robots_emulate.cpp", "std::fopen(log_path.c_str()"): "the emulator's log, a test tool's",
    # Not yet through the gate: outside this change's files (issue 42 names them).
    # NOT YET: issue 44's class server, merged after the gate; its files' owner routes them.
    ("src/classroom/client.cpp", "QFile file(path)"): "NOT YET: the class client's file",
    ("src/classroom/client.cpp", "QSaveFile file(path)"): "NOT YET: the class client's save",
    ("src/classroom/identity.cpp", "QFile file(path)"): "NOT YET: the class identity's file",
    ("src/classroom/marking_queue.cpp", "QFile file(path)"): "NOT YET: a queued hand-in",
    ("src/classroom/roster.cpp", "QFile file(path)"): "NOT YET: the class roster",
    ("src/classroom/server.cpp", 'QFile file(options_.data_dir + "/teacher.key")'): "NOT YET: the teacher's key",
    ("src/cli/class_main.cpp", "QFile file(parser.positionalArguments()[1])"): "NOT YET: a file named to bugbot class",
}


def opens():
    out = subprocess.run(["git", "grep", "-n", "-E", "open\\(|fstream|QFile|QSaveFile", "--", "src/*.cpp", "src/*.h"],
                         cwd=SOURCE, capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        path, number, text = line.split(":", 2)
        code = text.split("//", 1)[0] if not text.lstrip().startswith(("//", "#include")) else ""
        if OPENS.search(code):
            yield path, int(number), text.strip()


class FileGate(unittest.TestCase):
    def test_every_open_on_the_trusted_side_comes_through_the_gate(self):
        found = list(opens())
        self.assertGreater(len(found), 10)  # the pattern still finds opens
        bypasses, used = [], set()
        for path, number, text in found:
            if path == GATE:
                continue
            allowed = [key for key in ALLOWED if key[0] == path and key[1] in text]
            if allowed:
                used.update(allowed)
            else:
                bypasses.append(f"{path}:{number}: {text}")
        self.assertEqual(bypasses, [], "opens that bypass src/files/gate.h (route them through read_file/save_file, "
                                       "or add them to ALLOWED with the reason)")
        self.assertEqual(sorted(set(ALLOWED) - used), [], "entries of ALLOWED that match no open any more")

    def test_the_pattern_catches_each_kind_of_open(self):
        for line in ("int fd = ::open(p, O_RDONLY);", "std::FILE* f = std::fopen(p, \"r\");",
                     "std::ifstream in(p);", "std::ofstream(p) << x;", "QFile f(path);", "QFile::copy(a, b);",
                     "QSaveFile out(path);", "const int fd = open(p.c_str(), O_RDONLY);"):
            self.assertTrue(OPENS.search(line), line)
        for line in ("dialog->open();", "if (!db.open()) {", "emulator.open(error)", "bool open(const std::string& p);",
                     "bool Dongle::open(const std::string& port) {", "void open(bool replace);",
                     "static std::unique_ptr<Db> open(const QString& where);"):
            self.assertFalse(OPENS.search(line), line)


if __name__ == "__main__":
    unittest.main()
