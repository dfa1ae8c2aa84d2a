"""The command line speaks the user's language (issue 29): LANG and LANGUAGE
as gettext reads them, English for the C locale and for what is not translated."""

import os
import re
import subprocess
import unittest

from bugbot_cli import BIN


def bugbot(*args, **env):
    clean = {k: v for k, v in os.environ.items() if k not in ("LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    clean.update(env)
    return subprocess.run([BIN, *args], capture_output=True, text=True, env=clean, timeout=60)


class CommandLineLanguage(unittest.TestCase):
    def test_german_help_with_a_german_locale(self):
        r = bugbot("--help", LANG="de_DE.UTF-8")
        self.assertEqual(r.returncode, 0)
        self.assertIn("Aufruf:", r.stdout)
        self.assertIn("bewertet Lektionen", r.stdout)
        # The commands are typed the same in every language.
        self.assertIn("bugbot mark LESSON", r.stdout)

    def test_english_without_a_locale_and_in_the_c_locale(self):
        for env in ({}, {"LANG": "C.UTF-8"}, {"LC_ALL": "C", "LANGUAGE": "de", "LANG": "de_DE.UTF-8"}):
            r = bugbot("--help", **env)
            self.assertIn("usage:", r.stdout, env)
            self.assertIn("marks lessons", r.stdout, env)

    def test_language_list_picks_the_first_with_a_catalogue(self):
        r = bugbot("--help", LANG="fr_FR.UTF-8", LANGUAGE="fr:de")
        self.assertIn("Aufruf:", r.stdout)

    def test_an_error_keeps_its_placeholders_in_german(self):
        r = bugbot("frobnicate", LANG="de_AT.UTF-8")
        self.assertEqual(r.returncode, 2)
        self.assertIn("unbekannter Befehl 'frobnicate'", r.stderr)


OPTION = re.compile(r"(?<![\w-])--[a-z][a-z-]*")


class EveryCommandInGerman(unittest.TestCase):
    """`bugbot COMMAND --help` and the commands' errors, German from end to end (issue 29); the
    options, file names and code as they are typed, in either language."""

    def help(self, command, **env):
        r = bugbot(command, "--help", **env)
        self.assertEqual(r.returncode, 0, r.stderr)
        return r.stdout

    def test_each_commands_help_is_german_and_keeps_its_options(self):
        for command, words in (("run", ["Führt ein Python-Skript", "Optionen:", "Exit-Status:"]),
                               ("mark", ["Bewertet jede Abgabe", "Optionen:", "Exit-Status:"]),
                               ("lessons", ["Listet die Lektionen", "Optionen:", "Exit-Status:"])):
            with self.subTest(command=command):
                german, english = self.help(command, LANG="de_DE.UTF-8"), self.help(command)
                self.assertNotEqual(german, english)
                self.assertTrue(german.startswith(f"Aufruf: bugbot {command} "), german[:80])
                self.assertTrue(english.startswith(f"usage: bugbot {command} "), english[:80])
                for w in words:
                    self.assertIn(w, german)
                for w in ("options:", "exit status:", " the "):
                    self.assertNotIn(w, german)
                # Every option the English names, the German names too, typed the same.
                self.assertEqual(set(OPTION.findall(german)), set(OPTION.findall(english)))

    def test_robots_help_is_german_and_keeps_its_options(self):
        german, english = self.help("robots", LANG="de_DE.UTF-8"), self.help("robots")
        self.assertTrue(german.startswith("Aufruf:\n  bugbot robots "), german[:80])
        self.assertTrue(english.startswith("usage:\n  bugbot robots "), english[:80])
        for w in ("Der echte BugBot", "die Roboterliste", "Exit-Status:", "Strg+C"):
            self.assertIn(w, german)
        for w in ("exit status:", " the ", "Ctrl-C"):
            self.assertNotIn(w, german)
        self.assertEqual(set(OPTION.findall(german)), set(OPTION.findall(english)))
        # The subcommands, the fault modes and the emulator's first line, typed the same.
        for w in ("bugbot robots init", "bugbot robots emulate", "re-paired, wrong-version", "'dongle: /dev/pts/N'"):
            self.assertIn(w, german)

    def test_robots_messages_are_german(self):
        import tempfile
        with tempfile.TemporaryDirectory() as folder:
            roster = os.path.join(folder, "robots.json")
            for args, status, german, english in (
                    (["robots", "frob"], 2, "unbekannter Unterbefehl 'frob'", "unknown subcommand 'frob'"),
                    (["robots", "forget"], 2, "bugbot robots forget: Welcher Roboter?", "bugbot robots forget: which robot?"),
                    (["robots", "--roster"], 2, "(bugbot robots --help zeigt die Optionen)",
                     "(bugbot robots --help for the options)"),
                    (["robots", "emulate", "--robots", "9"], 2, "--robots braucht eine ganze Zahl von 1 bis 8, nicht 9",
                     "--robots needs a whole number from 1 to 8, got 9"),
                    (["robots", "--roster", roster], 0, "keine Roboter in " + roster, "no robots in " + roster)):
                with self.subTest(args=args):
                    de, en = bugbot(*args, LANG="de_DE.UTF-8"), bugbot(*args)
                    self.assertEqual(de.returncode, status, de.stderr)
                    self.assertEqual(en.returncode, status, en.stderr)
                    self.assertIn(german, de.stdout + de.stderr)
                    self.assertIn(english, en.stdout + en.stderr)

    def test_run_help_fills_in_the_same_defaults(self):
        numbers = re.compile(r"\(Standard (\d+)|default (\d+)")
        german, english = self.help("run", LANG="de_DE.UTF-8"), self.help("run")
        self.assertEqual([a or b for a, b in numbers.findall(german)], [a or b for a, b in numbers.findall(english)])
        self.assertIn("MiB)", german)

    def test_usage_errors_are_german(self):
        for args, german, english in (
                (["run", "--bogus"], "unbekannte Option --bogus", "unknown option --bogus"),
                (["run", "--seed", "x", "a.py"], "--seed braucht eine ganze Zahl", "--seed needs a whole number"),
                (["run"], "Welches Skript?", "which script?"),
                (["mark"], "Welche Lektion?", "which lesson?"),
                (["mark", "8.1"], "Welche Abgaben?", "which submissions?"),
                (["mark", "--jobs", "0", "8.1", "a.py"], "--jobs braucht eine ganze Zahl", "--jobs needs a whole number"),
                (["lessons", "--force"], "--force gehört zu --new ID", "--force goes with --new ID"),
                (["lessons", "extra"], "unerwartetes Argument extra", "unexpected argument extra")):
            with self.subTest(args=args):
                de, en = bugbot(*args, LANG="de_DE.UTF-8"), bugbot(*args)
                self.assertEqual(de.returncode, 2)
                self.assertEqual(en.returncode, 2)
                self.assertIn(german, de.stderr)
                self.assertIn(english, en.stderr)
                if args[0] != "lessons":
                    self.assertIn(f"(bugbot {args[0]} --help zeigt die Optionen)", de.stderr)

    def test_the_engines_own_words_are_german(self):
        import tempfile
        with tempfile.TemporaryDirectory() as folder:
            loop = os.path.join(folder, "loop.py")
            with open(loop, "w") as f:
                f.write("while True:\n    pass\n")
            r = bugbot("run", loop, "--timeout", "0.5", LANG="de_DE.UTF-8")
            self.assertEqual(r.returncode, 3)
            self.assertIn("bugbot run: das Skript wurde nach 0.5 s angehalten (--timeout 0.5)", r.stderr)
            r = bugbot("run", os.path.join(folder, "missing.py"), LANG="de_DE.UTF-8")
            self.assertEqual(r.returncode, 2)
            self.assertIn("bugbot run: das Skript", r.stderr)
            self.assertIn("kann nicht gelesen werden", r.stderr)

    def test_the_lesson_list_is_german(self):
        r = bugbot("lessons", LANG="de_DE.UTF-8")
        self.assertEqual(r.returncode, 0, r.stderr)
        head = r.stdout.splitlines()[0].split()
        self.assertEqual(head, ["ID", "Titel", "Reihe", "Aufgaben", "aus"])
        self.assertIn("der Lektionspfad", r.stdout)
        self.assertIn("Sehen in Zahlen", r.stdout)      # lesson 8.1's German title
        self.assertIn("installiert", r.stdout)


if __name__ == "__main__":
    unittest.main()
