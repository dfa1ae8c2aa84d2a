"""The student's copy of a lesson's lesson.json: the teacher's without the
answers (issue 27).

    student_lesson.py SOURCE/lesson.json OUT/lesson.json

Dropped: "solution" (the reference solution is the teacher package's) and the
hidden "variations" (seeds and start poses a program could aim at). In their
place, practice variations: each world the hidden ones use, from the world's
own start, with seeds of their own (1001, 1002, ...), at least three runs. The
studio's Submit marks on these; the teacher's `bugbot mark` on the hidden
ones, from bugbot-studio-teacher.
"""
import json
import sys


def practice(variations):
    worlds = []
    for v in variations or [{}]:
        if v.get("world") not in worlds:
            worlds.append(v.get("world"))
    runs = []
    for k in range(max(3, len(worlds))):
        run = {"seed": 1001 + k}
        if worlds[k % len(worlds)] is not None:
            run["world"] = worlds[k % len(worlds)]
        runs.append(run)
    return runs


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        lesson = json.load(f)
    lesson.pop("solution", None)
    lesson["variations"] = practice(lesson.get("variations"))
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        json.dump(lesson, f, indent=2, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main()
