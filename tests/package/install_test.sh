#!/usr/bin/env bash
# The package as a school's IT gets it: unpack the .deb into a temporary root,
# move that root somewhere else, hide the source and build trees, and run what
# a user runs from there.
#
# usage: install_test.sh SOURCE_DIR BUILD_DIR
# The .deb must be built (ctest's package.build does it).
set -euo pipefail
source_dir=$(realpath "$1") build_dir=$(realpath "$2")
deb=$(ls "$build_dir"/bugbot-studio_*.deb)
teacher_deb=$(ls "$build_dir"/bugbot-studio-teacher_*.deb)
work=$(mktemp -d /tmp/bugbot-install-test.XXXXXX)
# As installed under /usr: readable by others. (When root marks, bubblewrap
# runs as uid 65534, which must reach the bugbot binary: marking.md.)
chmod 755 "$work"
trap 'rm -rf "$work"' EXIT
fail() { echo "install_test: FAILED: $*" >&2; exit 1; }

dpkg-deb -x "$deb" "$work/unpacked"
dpkg-deb -x "$teacher_deb" "$work/teacher"
mkdir "$work/elsewhere"
mv "$work/unpacked" "$work/elsewhere/root"   # relocatable: not where it was unpacked
root=$work/elsewhere/root

# What the build tree prints for the lesson's first program: the installed copy
# must print the same bytes.
"$build_dir/bin/bugbot" run "$source_dir/lessons/attention/1-scores.py" > "$work/expected.txt"
# A student who copied the reference solution from a classmate's teacher.
cp "$source_dir/lessons/attention/solution/attention.py" "$work/copied_reference.py"
# The source lessons' own lesson.json (the hidden variations), to compare with.
mkdir "$work/source-lessons"
for json in "$source_dir"/lessons/*/lesson.json; do
  lesson=$(basename "$(dirname "$json")")
  mkdir "$work/source-lessons/$lesson" && cp "$json" "$work/source-lessons/$lesson/"
done

# From here on, only the unpacked tree: the source and build trees are hidden
# behind empty folders (a private mount namespace) and nothing in the
# environment points at them.
cat > "$work/as_installed.sh" <<'INNER'
set -euo pipefail
root=$1 work=$2 source_dir=$3
fail() { echo "install_test: FAILED: $*" >&2; exit 1; }
[ ! -e "$source_dir/CMakeLists.txt" ] || fail "the source tree is still in reach"
export HOME=$work/home XDG_DATA_HOME=$work/home/.local/share QT_QPA_PLATFORM=offscreen BUGBOT_STUDIO_NO_DIALOGS=1
export PATH=$root/usr/bin:/usr/bin:/bin
mkdir -p "$HOME"
cd "$work"

echo "== bugbot lessons"
bugbot lessons | tee lessons.txt
grep -q "^attention .*installed$" lessons.txt || fail "the attention lesson is not listed as installed"
grep -q "installed *$root/usr/share/bugbot-studio/lessons" lessons.txt || fail "the lessons are not read from $root/usr/share"

echo "== the documents lessons/README.md names are installed"
for doc in worlds marking events api; do
  [ -f "$root/usr/share/doc/bugbot-studio/$doc.md" ] || fail "lessons/README.md names $doc.md, but /usr/share/doc/bugbot-studio/$doc.md is not installed"
done

echo "== bugbot run attention/1-scores.py"
bugbot run attention/1-scores.py > run.txt
cmp run.txt expected.txt || fail "the installed bugbot printed other bytes than the build tree's"
head -3 run.txt

echo "== the student's package holds no answers (issue 27)"
share=$root/usr/share/bugbot-studio
[ -z "$(find "$share" -path '*/solution*' -print -quit)" ] || fail "the student's package holds a solution: $(find "$share" -path '*/solution*' | head -3)"
[ ! -e "$root/usr/share/bugbot-studio-teacher" ] || fail "the student's package holds the teacher's folder"
/usr/bin/python3 - "$share/lessons" "$work/source-lessons" <<'PY'
import json, os, sys
installed, source = sys.argv[1:]
for lesson in sorted(os.listdir(source)):
    if lesson.startswith(("_", ".")) or not os.path.isfile(os.path.join(source, lesson, "lesson.json")):
        continue
    ours = json.load(open(os.path.join(installed, lesson, "lesson.json")))
    hidden = json.load(open(os.path.join(source, lesson, "lesson.json"))).get("variations", [])
    assert "solution" not in ours, (lesson, "names a solution")
    # No hidden seed or start pose is on the student's machine.
    for v in ours["variations"]:
        assert "start" not in v and all(v["seed"] != h["seed"] for h in hidden), (lesson, v)
print("no solution, no hidden variation in", installed)
PY

echo "== bugbot mark attention on a student's machine: the practice runs"
: > empty.py
bugbot mark attention copied_reference.py empty.py --jobs 2 --json > practice.json
/usr/bin/python3 - practice.json <<'PY'
import json, sys
marks = json.load(open(sys.argv[1]))
(ref, empty) = marks["submissions"]
print(f"copied reference on practice runs {ref['score']}/{ref['max']} ({ref['status']}), {len(ref['runs'])} runs")
assert ref["status"] == "marked" and ref["score"] == ref["max"] > 0, ref
assert empty["score"] == 0, empty
PY

echo "== a teacher's lesson: bugbot lessons --new, then mark it"
bugbot lessons --new ours > /dev/null
mine=$XDG_DATA_HOME/bugbot-studio/lessons/ours
bugbot lessons --check | tail -1 | grep -q "; 0 problems" || fail "a new lesson does not pass --check"
bugbot mark ours "$mine/solution/reference.py" --jobs 2 > ours.txt; head -1 ours.txt
head -1 ours.txt | grep -q ": 10/10 (marked)" || fail "the new lesson's reference did not get full marks"

echo "== bugbot-studio --run --screenshot"
bugbot-studio attention --run --screenshot studio.png --quit 2> studio.err || { cat studio.err; fail "the studio did not open the attention lesson and run it"; }
[ "$(stat -c %s studio.png)" -gt 20000 ] || fail "the studio's screenshot is empty"
bugbot-studio ours --screenshot ours.png --quit 2> /dev/null || fail "the studio did not open the teacher's lesson"

echo "== the teacher's package: the hidden variations, the reference found, a copy flagged"
cp -a "$work/teacher/usr/share/." "$root/usr/share/"
bugbot lessons > teacher-lessons.txt
grep -q "^attention .*teacher (replaces $root/usr/share/bugbot-studio/lessons/attention)$" teacher-lessons.txt ||
  { cat teacher-lessons.txt; fail "the teacher's attention lesson does not replace the student's"; }
solution=$(ls "$root"/usr/share/bugbot-studio-teacher/lessons/attention/solution/*.py | head -1)
bugbot mark attention "$solution" copied_reference.py empty.py --jobs 2 --json > marks.json
/usr/bin/python3 - marks.json <<'PY'
import json, sys
marks = json.load(open(sys.argv[1]))
(ref, copied, empty) = marks["submissions"]
print(f"reference {ref['score']}/{ref['max']} ({ref['status']}, {len(ref['runs'])} runs), empty {empty['score']}/{empty['max']}")
assert ref["status"] == "marked" and ref["score"] == ref["max"] > 0, ref
assert len(ref["runs"]) == 5, ref["runs"]   # the hidden variations, not the practice ones
assert copied["notes"] and copied["notes"][0].startswith("Flagged: this hand-in is the lesson's reference"), copied
assert not any(n.startswith("Flagged") for n in empty["notes"]), empty
assert empty["score"] == 0, empty
PY

echo "== found through XDG_DATA_DIRS when nothing is beside the program"
mkdir -p "$work/lonely/bin" && cp "$root/usr/bin/bugbot" "$work/lonely/bin/"
XDG_DATA_DIRS=/nowhere:$root/usr/share "$work/lonely/bin/bugbot" run attention/1-scores.py > lonely.txt
cmp lonely.txt expected.txt || fail "bugbot did not find its data through XDG_DATA_DIRS"
echo "install_test: all passed"
INNER

# The build tree first: it may be inside the source tree.
hide="mount -t tmpfs none '$build_dir' && mount -t tmpfs none '$source_dir'"
if [ "$(id -u)" -eq 0 ]; then ns=(unshare --mount); else ns=(unshare --mount --map-root-user); fi
if ! "${ns[@]}" true 2>/dev/null; then
  fail "cannot make a private mount namespace here (unshare) to hide the source tree"
fi
env -i "${ns[@]}" /bin/bash -c "$hide && exec /bin/bash '$work/as_installed.sh' '$root' '$work' '$source_dir'"
