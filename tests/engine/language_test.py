"""The command line speaks the user's language (issue 29): LANG and LANGUAGE
as gettext reads them, English for the C locale and for what is not translated."""

import os
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


if __name__ == "__main__":
    unittest.main()
