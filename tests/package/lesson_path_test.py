"""Lessons a teacher adds, through `bugbot` as a teacher uses it: the lesson
path (installed, the user's folder, BUGBOT_LESSONS, --lessons), replacing an
installed lesson by id, and `bugbot lessons --new`.

usage: lesson_path_test.py BUGBOT [BUGBOT_STUDIO]
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

BUGBOT = sys.argv.pop(1) if len(sys.argv) > 1 else "build/bin/bugbot"
STUDIO = sys.argv.pop(1) if len(sys.argv) > 1 else ""


class LessonPath(unittest.TestCase):
    def setUp(self):
        self.home = tempfile.mkdtemp(prefix="bugbot-lesson-path-")
        self.env = dict(os.environ, XDG_DATA_HOME=os.path.join(self.home, "data"))
        self.env.pop("BUGBOT_LESSONS", None)
        self.mine = os.path.join(self.home, "data", "bugbot-studio", "lessons")

    def tearDown(self):
        shutil.rmtree(self.home, ignore_errors=True)

    def bugbot(self, *args, env=None, check=True):
        done = subprocess.run([BUGBOT, *args], capture_output=True, text=True, timeout=120, env=env or self.env,
                              cwd=self.home)
        if check:
            self.assertEqual(done.returncode, 0, f"bugbot {' '.join(args)}:\n{done.stdout}\n{done.stderr}")
        return done

    def listed(self, *args, env=None):
        return {l["id"]: l for l in json.loads(self.bugbot("lessons", "--json", *args, env=env).stdout)}

    def test_a_new_lesson_checks_and_marks_and_shows_where_it_came_from(self):
        made = self.bugbot("lessons", "--new", "my-spin")
        folder = os.path.join(self.mine, "my-spin")
        self.assertIn(folder, made.stdout)
        self.assertTrue(os.path.isfile(os.path.join(folder, "lesson.json")))

        table = self.bugbot("lessons").stdout
        row = next(line for line in table.splitlines() if line.startswith("my-spin "))
        self.assertTrue(row.rstrip().endswith("yours"), row)
        self.assertIn(self.mine, table)  # the path's folders are named
        lesson = self.listed()["my-spin"]
        self.assertEqual((lesson["source"], lesson["from"], lesson["replaced"]), ("yours", self.mine, None))

        checked = self.bugbot("lessons", "--check")
        self.assertIn("0 problems", checked.stdout)

        empty = os.path.join(self.home, "empty.py")
        open(empty, "w").close()
        marks = json.loads(self.bugbot("mark", "my-spin", os.path.join(folder, "solution", "reference.py"),
                                       os.path.join(folder, "starter.py"), empty, "--json", "--jobs", "2").stdout)
        scores = [(s["score"], s["max"]) for s in marks["submissions"]]
        self.assertEqual(scores[0], (10, 10), marks)  # the reference: full marks
        self.assertTrue(0 < scores[1][0] < 10, marks)  # the starter: not yet
        self.assertEqual(scores[2][0], 0, marks)  # nothing: nothing

        # A lesson's program by LESSON/FILE, from anywhere.
        demo = self.bugbot("run", "my-spin/demo.py")
        self.assertIn("degrees:", demo.stdout)

        # Never over an existing lesson.
        again = self.bugbot("lessons", "--new", "my-spin", check=False)
        self.assertEqual(again.returncode, 1)
        self.assertIn("already exists", again.stderr)
        self.assertEqual(self.bugbot("lessons", "--new", "no spaces", check=False).returncode, 2)

    def test_a_teachers_lesson_replaces_the_installed_one_with_its_id(self):
        installed = self.listed()["8.3"]
        self.assertEqual(installed["source"], "installed")
        for how in ("--lessons", "BUGBOT_LESSONS", "yours"):
            with self.subTest(how=how):
                teach = self.mine if how == "yours" else os.path.join(self.home, how)
                shutil.rmtree(teach, ignore_errors=True)
                os.makedirs(teach)
                shutil.copytree(installed["folder"], os.path.join(teach, "8.3"))
                path = os.path.join(teach, "8.3", "lesson.json")
                with open(path) as f:
                    text = f.read()
                with open(path, "w") as f:
                    f.write(text.replace(installed["title"], "Our own nearest neighbour"))
                args, env = ([], dict(self.env))
                if how == "--lessons":
                    args = ["--lessons", teach]
                elif how == "BUGBOT_LESSONS":
                    env["BUGBOT_LESSONS"] = "/nowhere/at/all:" + teach
                lessons = self.listed(*args, env=env)
                ours = lessons["8.3"]
                self.assertEqual(ours["title"], "Our own nearest neighbour")
                self.assertEqual(ours["folder"], os.path.join(teach, "8.3"))
                self.assertEqual(ours["replaced"], installed["folder"])
                self.assertTrue(ours["source"].startswith(how), ours["source"])
                self.assertEqual(len(lessons), len(self.listed()), "the others are all still there")
                # `bugbot mark 8.3` marks the teacher's copy: its task list is theirs.
                with open(path) as f:
                    changed = json.load(f)
                changed["tasks"] = changed["tasks"][:1]
                with open(path, "w") as f:
                    json.dump(changed, f)
                solution = os.path.join(teach, "8.3", changed["solution"])
                marked = json.loads(self.bugbot("mark", "8.3", solution, "--json", "--jobs", "2", *args, env=env).stdout)
                self.assertEqual([t["id"] for t in marked["submissions"][0]["tasks"]], [changed["tasks"][0]["id"]])
                shutil.rmtree(teach)

    def test_a_missing_folder_on_the_path_is_named(self):
        env = dict(self.env, BUGBOT_LESSONS="/nowhere/at/all")
        done = self.bugbot("lessons", env=env)
        self.assertIn("/nowhere/at/all", done.stderr)
        self.assertIn("attention", done.stdout)
        self.assertEqual(self.bugbot("lessons", "--lessons", check=False).returncode, 2)

    @unittest.skipUnless(STUDIO, "give the studio's path to test it")
    def test_the_studio_opens_a_new_lesson_from_the_users_folder(self):
        self.bugbot("lessons", "--new", "studio-spin")
        shot = os.path.join(self.home, "shot.png")
        env = dict(self.env, QT_QPA_PLATFORM="offscreen", BUGBOT_STUDIO_NO_DIALOGS="1")
        done = subprocess.run([STUDIO, "studio-spin", "--screenshot", shot, "--quit"], capture_output=True,
                              text=True, timeout=120, env=env)
        self.assertEqual(done.returncode, 0, done.stderr)  # 1 when the lesson is not found
        self.assertGreater(os.path.getsize(shot), 10000)


if __name__ == "__main__":
    unittest.main(verbosity=2)
