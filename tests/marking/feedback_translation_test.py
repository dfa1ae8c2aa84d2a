#!/usr/bin/env python3
"""The marker's feedback in a second language (issue 29).

Every feedback message a lesson's checks write (the strings given to passed(),
failed(), partly(), as feedback_language.templates() finds them) has its
translation in marking.<code>.json for every language the lesson is
translated into, with the same placeholders; the marker's own in
_marking/feedback.<code>.json. And a catalogue really translates what a check
printed, placeholders filled with the student's own numbers.

usage: feedback_translation_test.py LESSONS_DIR
"""
import collections
import json
import os
import re
import sys
import unittest
from pathlib import Path

LESSONS = Path(sys.argv.pop(1)).resolve() if len(sys.argv) > 1 else Path(__file__).resolve().parents[2] / "lessons"
sys.path.insert(0, str(LESSONS / "_marking"))
import feedback_language  # noqa: E402


def placeholders(text):
    return collections.Counter(feedback_language.PLACEHOLDER.findall(text))


def english_grammar(template):
    """Placeholders that only choose an English word ({'was' if n == 1 else 'were'}):
    a translation may leave them out, since its own grammar needs no English word."""
    return collections.Counter(p for p in feedback_language.PLACEHOLDER.findall(template)
                               if " if " in p and " else " in p and "'" in p)


def catalogue_entries(path):
    if not path.is_file():
        return None
    return json.loads(path.read_text(encoding="utf-8"))


class Catalogues(unittest.TestCase):
    def lessons(self):
        return sorted(p for p in LESSONS.iterdir() if (p / "lesson.json").is_file() and not p.name.startswith(("_", ".")))

    def check(self, marking, catalogue_path):
        entries = catalogue_entries(catalogue_path)
        self.assertIsNotNone(entries, f"no {catalogue_path}")
        problems = []
        for template in feedback_language.templates(marking):
            if re.search(r"\{[^{}]*\{", template):
                # A placeholder holding braces (an f-string inside one) cannot be matched: name it first.
                problems.append(f"{marking.name}: a placeholder with braces in it never matches: {template!r}")
            got = entries.get(template)
            if not got:
                problems.append(f"{catalogue_path.name}: no translation of {template!r}")
            elif placeholders(got) not in (placeholders(template), placeholders(template) - english_grammar(template)):
                problems.append(f"{catalogue_path.name}: {template!r}: placeholders {dict(placeholders(template))} "
                                f"became {dict(placeholders(got))}")
        stale = set(entries) - set(feedback_language.templates(marking))
        if catalogue_path.parent.name != "_marking":
            problems += [f"{catalogue_path.name}: marking.py no longer writes {s!r}" for s in sorted(stale)]
        self.assertEqual(problems, [], "\n".join(problems))

    def test_every_translated_lesson_has_all_its_feedback_translated(self):
        checked = 0
        for folder in self.lessons():
            lesson = json.loads((folder / "lesson.json").read_text(encoding="utf-8"))
            marking = folder / lesson["marking"]
            for tr in sorted(folder.glob("lesson.*.json")):
                code = tr.name.split(".")[1]
                with self.subTest(lesson=folder.name, language=code):
                    self.check(marking, marking.with_suffix(f".{code}.json"))
                    checked += 1
        self.assertGreater(checked, 0, "no lesson is translated")

    def test_the_markers_own_feedback_is_translated(self):
        # Every module of _marking a check imports (bugbot_marking's joining words, every_step's
        # phrases, counted()'s forms): their messages share _marking/feedback.<code>.json.
        codes = {tr.name.split(".")[1] for f in self.lessons() for tr in f.glob("lesson.*.json")}
        modules = sorted((LESSONS / "_marking").glob("*.py"))
        self.assertIn(LESSONS / "_marking" / "every_step.py", modules)
        for code in sorted(codes):
            catalogue = LESSONS / "_marking" / f"feedback.{code}.json"
            for module in modules:
                with self.subTest(module=module.name, language=code):
                    self.check(module, catalogue)
            # And nothing in it that no module writes any more.
            written = {t for module in modules for t in feedback_language.templates(module)}
            stale = sorted(set(catalogue_entries(catalogue)) - written)
            self.assertEqual(stale, [], f"{catalogue.name}: no module of _marking writes these any more")


class Translating(unittest.TestCase):
    def catalogue(self, entries):
        import tempfile
        f = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8")
        json.dump(entries, f)
        f.close()
        return feedback_language.Catalogue([f.name])

    def test_placeholders_carry_the_students_numbers(self):
        c = self.catalogue({"the robot took {len(run.reads)} readings; the task asks for at least {N}.":
                            "der Roboter hat {len(run.reads)} Messwerte genommen; die Aufgabe verlangt mindestens {N}."})
        self.assertEqual(c.translate("the robot took 7 readings; the task asks for at least 12."),
                         "der Roboter hat 7 Messwerte genommen; die Aufgabe verlangt mindestens 12.")

    def test_german_numbers_have_a_decimal_comma_and_quoted_output_stays_as_printed(self):
        # Issue 46: "0.1883" in a German sentence; a line the program printed keeps its own point.
        import tempfile
        f = tempfile.NamedTemporaryFile("w", suffix=".de.json", delete=False, encoding="utf-8")
        json.dump({"the loss fell from {a:.4f} to {b:.4f}.": "der Loss ist von {a:.4f} auf {b:.4f} gefallen.",
                   'you printed "{line}", but it is {x:.2f} cm.': 'du hast "{line}" ausgegeben, aber es sind {x:.2f} cm.'}, f)
        f.close()
        german = feedback_language.catalogue_for("de", os.path.dirname(f.name), os.path.basename(f.name)[:-len(".de.json")] + ".py")
        self.assertEqual(german.translate("the loss fell from 0.1883 to 12.0423."), "der Loss ist von 0,1883 auf 12,0423 gefallen.")
        self.assertEqual(german.translate('you printed "noise: 4.5 cm", but it is 2.12 cm.'),
                         'du hast "noise: 4.5 cm" ausgegeben, aber es sind 2,12 cm.')

    def test_a_quoted_text_is_shortened_between_tokens(self):
        # Issue 46: a quoted file cut mid-number ("-3.0933"). shortened() cuts after a whole token.
        import bugbot_marking
        model = '{"a": -3.717340798473954, "c": -3.0933033555566545, "w": 6.405324901897435, "b": -0.62925710007}'
        for limit in range(10, len(model)):
            shown = bugbot_marking.shortened(model, limit)
            if shown == model:
                continue
            kept = shown.rstrip("…")
            self.assertTrue(model.startswith(kept), shown)
            self.assertTrue(shown.endswith("…"), shown)
            # what is kept ends a token: the next character of the text is not inside a number or a word
            self.assertFalse(kept[-1].isalnum() and model[len(kept)].isalnum() or model[len(kept)] == ".", shown)
        self.assertEqual(bugbot_marking.shortened("short", 60), "short")

    def test_the_most_specific_template_wins_and_the_rest_stays_english(self):
        c = self.catalogue({"{what} is wrong": "{what} ist falsch", "the turn {how} is wrong": "die Drehung {how} ist falsch",
                            "not done": "nicht erledigt"})
        self.assertEqual(c.translate("the turn at the end is wrong"), "die Drehung at the end ist falsch")
        self.assertEqual(c.translate("not done"), "nicht erledigt")
        self.assertEqual(c.translate("something else"), "something else")

    def test_a_template_of_placeholders_only_never_takes_a_more_specific_message(self):
        # "{ended}. {advice}" joins pieces already translated; "run {n}" has words of its own.
        c = self.catalogue({"{ended}. {advice}": "{ended}. {advice}", "run {numbers[0]}": "Lauf {numbers[0]}",
                            "{a} {b}": "{a} {b}"})
        self.assertEqual(c.translate("run 1"), "Lauf 1")
        self.assertEqual(c.translate("Er stand schief. Dreh ihn."), "Er stand schief. Dreh ihn.")

    def test_counted_forms_are_messages_of_their_own(self):
        import tempfile
        import bugbot_marking
        with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
            f.write('def c(run):\n    return failed(f"{counted(len(run.reads), \'reading\')} plotted")\n'
                    'def d(run):\n    return said(counted(2, "mouse", "mice"))\n')
        self.assertEqual(sorted(feedback_language.templates(f.name)),
                         sorted(["{counted(len(run.reads), 'reading')} plotted", "{n} reading", "{n} readings", "{n} mouse",
                                 "{n} mice"]))
        c = self.catalogue({"{n} reading": "{n} Messwert", "{n} readings": "{n} Messwerte",
                            "{counted(len(run.reads), 'reading')} plotted": "Geplottet: {counted(len(run.reads), 'reading')}"})
        before = bugbot_marking.translate
        self.addCleanup(setattr, bugbot_marking, "translate", before)
        bugbot_marking.translate = c.translate
        self.assertEqual(bugbot_marking.counted(1, "reading"), "1 Messwert")
        self.assertEqual(c.translate(f"{bugbot_marking.counted(24, 'reading')} plotted"), "Geplottet: 24 Messwerte")
        bugbot_marking.translate = before
        self.assertEqual(bugbot_marking.counted(24, "reading"), "24 readings", "English as it always was")

    def test_missed_steps_are_said_in_the_students_language(self):
        import bugbot_marking
        import every_step
        c = feedback_language.Catalogue([LESSONS / "_marking" / "feedback.de.json"])
        before = bugbot_marking.translate
        self.addCleanup(setattr, bugbot_marking, "translate", before)
        english = every_step.missed_steps_said(list(range(15, 60)), [20, 31, 40], 15)
        self.assertEqual(english, "3 of the 45 steps once there were 15 readings had no guess "
                                  "(the steps after readings 20, 31, 40)")
        bugbot_marking.translate = c.translate
        german = every_step.missed_steps_said(list(range(15, 60)), [20, 31, 40], 15)
        self.assertEqual(german, "bei 3 der 45 Schritte, sobald es 15 Messwerte gab, fehlte eine Schätzung "
                                 "(die Schritte nach den Messwerten 20, 31, 40)")

    def test_templates_are_read_from_the_source_as_written(self):
        import tempfile
        with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
            f.write('def c(run):\n    step = 2\n    return failed(f"only {len(run.reads)} readings, step {step:g}")\n'
                    'def d(run):\n    return partly(0.5, "half")\n')
        self.assertEqual(feedback_language.templates(f.name), ["only {len(run.reads)} readings, step {step:g}", "half"])


class TheStudentReadsTheirLanguage(unittest.TestCase):
    """Through the checker, as a student gets it: a per-run check's messages are capitalised and
    joined across the runs ("On runs 2 and 3: ..."), which no catalogue key is; they must be
    translated before that, and the joining words too."""

    def setUp(self):
        import bugbot_marking
        before = getattr(bugbot_marking, "translate", None)
        self.addCleanup(setattr, bugbot_marking, "translate", before)

    def test_per_run_feedback_over_several_runs_is_translated(self):
        import tempfile
        import checker
        from bugbot_marking import failed, passed
        with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as f:
            json.dump({"the robot never read the distance.": "der Roboter hat den Abstand nie gemessen.",
                       "{n} readings.": "{n} Messwerte."}, f)
        catalogue = feedback_language.Catalogue([f.name, LESSONS / "_marking" / "feedback.de.json"])

        def check(run):
            n = 10 * run.number
            return passed(f"{n} readings.") if run.number == 1 else failed("the robot never read the distance.")

        def marked(runs):
            reply = checker.mark_request({"index": 0, "runs": [{}] * runs}, {"t": (check, True)},
                                         [{"id": "t", "points": 3}], None, catalogue)
            return reply["tasks"][0]

        several = marked(3)
        self.assertIn("Der Roboter hat den Abstand nie gemessen.", several["feedback"])
        for english in ("Done on", "On run", "never read", "The mark is"):
            self.assertNotIn(english, several["feedback"])
        self.assertEqual(several["explain"], ["10 readings.", "the robot never read the distance.",
                                              "the robot never read the distance."], "the teacher's explain stays as written")
        self.assertEqual(marked(1)["feedback"], "10 Messwerte.")


if __name__ == "__main__":
    unittest.main()
