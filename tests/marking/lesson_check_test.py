"""`bugbot lessons --check`, `--new` and the list, as a teacher writing a lesson
uses them: each mistake in a lesson.json is named at its own line, and what
would make every student's run fail is refused before any student is marked.

usage: lesson_check_test.py BUGBOT
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

BUGBOT = sys.argv.pop(1) if len(sys.argv) > 1 else "build/bin/bugbot"
SOURCE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class LessonCheck(unittest.TestCase):
    def setUp(self):
        self.home = tempfile.mkdtemp(prefix="bugbot-lesson-check-")
        self.env = dict(os.environ, XDG_DATA_HOME=os.path.join(self.home, "data"))
        self.env.pop("BUGBOT_LESSONS", None)
        self.teach = os.path.join(self.home, "teach")
        os.makedirs(self.teach)

    def tearDown(self):
        shutil.rmtree(self.home, ignore_errors=True)

    def bugbot(self, *args):
        return subprocess.run([BUGBOT, *args], capture_output=True, text=True, timeout=120, env=self.env,
                              cwd=self.home)

    def new_lesson(self, lesson_id, change=None, text=None):
        """A lesson made by --new in self.teach, its lesson.json changed by `change` (a function of the dict)
        or replaced by `text`; returns the path of its lesson.json."""
        made = self.bugbot("lessons", "--new", lesson_id, "--lessons", self.teach)
        self.assertEqual(made.returncode, 0, made.stderr)
        path = os.path.join(self.teach, lesson_id, "lesson.json")
        if change:
            with open(path) as f:
                lesson = json.load(f)
            change(lesson)
            text = json.dumps(lesson, indent=2)
        if text is not None:
            with open(path, "w") as f:
                f.write(text)
        return path

    def check(self):
        return self.bugbot("lessons", "--check", "--lessons", self.teach)

    def line_of(self, path, needle, nth=0):
        with open(path) as f:
            lines = [i + 1 for i, line in enumerate(f) if needle in line]
        return lines[nth]

    def test_a_start_off_the_mat_or_inside_an_obstacle_is_refused_naming_its_line(self):
        def starts(lesson):
            lesson["variations"] = [{"seed": 1}, {"seed": 2, "world": "box", "start": {"x": 50, "y": 65}},
                                    {"seed": 3, "start": {"x": 150, "y": 20}}]
        path = self.new_lesson("bad-start", starts)
        worlds = os.path.join(self.teach, "bad-start", "worlds")
        os.makedirs(worlds)
        with open(os.path.join(worlds, "box.json"), "w") as f:
            json.dump({"obstacles": [[[40, 55], [60, 55], [60, 75], [40, 75]]]}, f)
        done = self.check()
        self.assertEqual(done.returncode, 1, done.stdout)
        box_start, mat_start = self.line_of(path, '"start"', 0), self.line_of(path, '"start"', 1)
        inside = f"{path}:{box_start}: variation 2 (on the world \"box\"): start (50, 65) is inside obstacles[0]"
        self.assertIn(inside, done.stdout)
        off = f"{path}:{mat_start}: variation 3 (on the default mat): start.x must be between 0 and 100"
        self.assertIn(off, done.stdout)
        # A lesson that would fail every student is not offered for marking.
        self.assertNotIn("bad-start", self.bugbot("lessons", "--lessons", self.teach).stdout.split("the lesson path")[0])

    def test_the_readmes_empty_world_is_the_default_mat(self):
        self.new_lesson("empty-world", lambda l: l.update(world="") or l["variations"][0].update(world=""))
        done = self.check()
        self.assertEqual(done.returncode, 0, done.stdout)
        self.assertIn("0 problems", done.stdout)

    def test_an_unknown_key_in_each_task_is_named_at_each_tasks_line(self):
        def typos(lesson):
            lesson["tasks"] = [dict(t, point=5) for t in lesson["tasks"]] + [{"id": "third", "title": "T", "point": 1}]
        path = self.new_lesson("typos", typos)
        done = self.check()
        key = '"point"'
        lines = [f"{path}:{self.line_of(path, key, n)}: unknown key {key} in a task" for n in range(3)]
        for line in lines:
            self.assertIn(line, done.stdout)
        self.assertEqual(len(set(lines)), 3)

    def test_a_world_not_found_names_the_lessons_own_worlds_folder_first(self):
        path = self.new_lesson("no-world", lambda l: l["variations"].append({"seed": 4, "world": "boxx"}))
        done = self.check()
        own = os.path.join(self.teach, "no-world", "worlds", "boxx.json")
        self.assertIn(f"the world \"boxx\" was not found (looked for {own}, then ", done.stdout)
        self.assertIn(f"{path}:{self.line_of(path, 'boxx')}:", done.stdout)

    def test_the_lessons_world_is_checked_when_it_gives_no_variations(self):
        def no_variations(lesson):
            del lesson["variations"]
            lesson["world"] = "atlantis"
        path = self.new_lesson("no-variations", no_variations)
        done = self.check()
        self.assertIn(f"{path}:{self.line_of(path, 'atlantis')}: the world \"atlantis\" was not found", done.stdout)

    def test_the_task_count_the_readme_asks_for_is_checked(self):
        self.new_lesson("one-task", lambda l: l.update(tasks=l["tasks"][:1]))
        done = self.check()
        self.assertEqual(done.returncode, 1)
        self.assertIn("a lesson has 2 to 4 tasks; this one has 1", done.stdout)

    def test_a_reference_solution_without_full_marks_is_named(self):
        self.new_lesson("weak-ref")
        reference = os.path.join(self.teach, "weak-ref", "solution", "reference.py")
        with open(reference, "w") as f:
            f.write("from bugbot import *\n")
        done = self.check()
        self.assertEqual(done.returncode, 1, done.stdout)
        self.assertIn(f"{reference}: the reference solution gets 0/10 (", done.stdout)
        self.assertIn("1 reference solution marked", done.stdout)

    def test_the_readmes_example_lesson_passes_as_written(self):
        with open(os.path.join(SOURCE, "lessons", "README.md")) as f:
            readme = f.read()
        example = readme.split("## lesson.json", 1)[1].split("\n\n", 2)[1]
        example = "\n".join(line[4:] for line in example.splitlines())
        lesson = json.loads(example)
        shutil.copytree(os.path.join(SOURCE, "lessons", lesson["id"]), os.path.join(self.teach, lesson["id"]))
        with open(os.path.join(self.teach, lesson["id"], "lesson.json"), "w") as f:
            f.write(example)
        done = self.check()
        self.assertEqual(done.returncode, 0, done.stdout)
        self.assertIn("1 reference solution marked; 0 problems", done.stdout)

    def test_new_refuses_an_installed_lessons_id_without_force(self):
        refused = self.bugbot("lessons", "--new", "8.1", "--lessons", self.teach)
        self.assertEqual(refused.returncode, 1)
        self.assertIn("already has the id 8.1", refused.stderr)
        self.assertIn("--force", refused.stderr)
        self.assertFalse(os.path.exists(os.path.join(self.teach, "8.1")))
        forced = self.bugbot("lessons", "--new", "8.1", "--force", "--lessons", self.teach)
        self.assertEqual(forced.returncode, 0, forced.stderr)
        self.assertIn("replaces", forced.stdout)

    def test_new_says_which_letters_an_id_may_hold(self):
        done = self.bugbot("lessons", "--new", "Zoé", "--lessons", self.teach)
        self.assertEqual(done.returncode, 2)
        self.assertIn("ASCII letters", done.stderr)

    def test_the_list_keeps_its_columns_apart_for_long_ids(self):
        self.new_lesson("stop-at-wall-with-a-long-name")
        table = self.bugbot("lessons", "--lessons", self.teach).stdout.split("\n\n")[0].splitlines()
        title_at = table[0].index("title")
        row = next(line for line in table if line.startswith("stop-at-wall-with-a-long-name"))
        self.assertEqual(row[title_at - 2:title_at], "  ", row)
        self.assertTrue(row[title_at:].startswith("New lesson"), (table[0], row))


class SheetOfAProgramThatDidNotStart(unittest.TestCase):
    def test_a_syntax_error_is_what_each_task_says_not_the_checks_advice(self):
        with tempfile.TemporaryDirectory() as folder:
            broken = os.path.join(folder, "broken.py")
            with open(broken, "w") as f:
                f.write("from bugbot import *\nconnect()\nforward(40)\nwhile distance() > 15\n    wait(0.05)\n")
            done = subprocess.run([BUGBOT, "mark", "8.1", broken, "--json", "--quiet"], capture_output=True,
                                  text=True, timeout=300)
            self.assertEqual(done.returncode, 0, done.stderr)
            sheet = json.loads(done.stdout)["submissions"][0]
            self.assertEqual(sheet["status"], "error")
            for task in sheet["tasks"]:
                self.assertEqual(task["feedback"], "Your program did not start, so nothing could be checked.")
            # The error and its line, said once, under the tasks.
            self.assertEqual(len(sheet["notes"]), 1, sheet["notes"])
            self.assertIn("SyntaxError on line 4", sheet["notes"][0])


if __name__ == "__main__":
    unittest.main()
