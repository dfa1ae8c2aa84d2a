#pragma once
// Lessons: one folder each under lessons/, described by its lesson.json
// (format in lessons/README.md). Loading never throws: whatever is wrong with a
// lesson is reported as a Problem naming the file and line, and the other
// lessons load regardless.
#include <optional>
#include <string>
#include <vector>

#include "engine/run_limits.h"
#include "sim/world.h"

namespace bugbot::marking {

struct Program {
    std::string file;   // relative to the lesson's folder
    std::string title;
};

struct Task {
    std::string id;
    std::string title;
    double points = 1;
};

// One hidden run of a submission: a seed, a world, perhaps a different start.
struct Variation {
    std::uint64_t seed = 1;
    std::string world;                 // "" = the default mat
    std::optional<sim::Pose> start;    // overrides the world's start pose
    std::string label;                 // for teachers: "seed 7, box world"
};

// A lesson's own limits on one run; the defaults are marking's (engine/run_limits.h).
struct Limits {
    double timeout_s = engine::RunLimits{}.wall_s;  // wall time of one run
    double cpu_s = engine::RunLimits{}.cpu_s;       // CPU time of one run
    double memory_mb = engine::RunLimits{}.memory_mb;  // address space of one run
    // Simulated time of one run: a program that loops for ever stops here, at
    // the same moment on every machine, well before the wall-time limit.
    double robot_time_s = engine::RunLimits{}.robot_time_s;
};

// A file the program writes in its own folder that the checks read ("keep" in
// lesson.json): copied out of the sandbox after the run by its trusted init,
// without following links, regular files only, at most max_bytes.
struct KeptFile {
    std::string file;            // a plain name in the program's folder
    std::size_t max_bytes = 65536;
};
inline constexpr std::size_t kMaxKeptFiles = 8;
// The most a lesson's own file (lesson.json, a translation, the reference) may hold.
inline constexpr std::size_t kMaxLessonFileBytes = std::size_t{4} << 20;
inline constexpr double kMaxKeptBytes = 1 << 20;

struct Lesson {
    std::string id;
    std::string title;
    std::string track;
    double order = 0;
    std::string folder;        // absolute path of the lesson's folder
    std::string text;          // the Markdown file, relative to folder
    std::vector<Program> programs;
    std::string starter;       // the program a student submits (relative), may be ""
    std::string solution;      // the reference solution (relative), may be ""
    std::string marking;       // the task checks, Python (relative)
    std::string world;         // the lesson's world for demos and marking, may be ""
    std::vector<Task> tasks;
    std::vector<Variation> variations;
    Limits limits;
    std::vector<KeptFile> keep;

    double max_score() const;
    std::string path(const std::string& relative) const { return folder + "/" + relative; }
};

struct Problem {
    std::string file;   // the file at fault
    int line = 0;       // 1-based, 0 when it is about the whole file
    std::string message;
    std::string where() const;  // "file:line"
};

struct LoadResult {
    std::optional<Lesson> lesson;   // empty when the lesson cannot be used at all
    std::vector<Problem> problems;  // with a lesson present: things --check reports but loading survives
};

// Reads and checks one lesson folder (the files it names must exist).
LoadResult load_lesson(const std::string& folder);

// Every lesson under `lessons_dir` (folders with a lesson.json, not starting
// with '_' or '.'), in order; the problems of all of them in `problems`.
std::vector<Lesson> load_lessons(const std::string& lessons_dir, std::vector<Problem>* problems = nullptr);

// A lesson's or task's id: 1 to 64 letters, digits, '.', '-' and '_'.
bool valid_lesson_id(const std::string& id);

// ---- Where lessons are found: the lesson path (lesson_path.cpp) ----

// The installed lessons: engine::installed_data_dir() + "/lessons". Holds
// _marking/, the library every lesson's checks import.
std::string installed_lessons_dir();

// The teacher package's lessons (bugbot-studio-teacher: each lesson whole, with
// its reference solution and hidden variations), beside the installed data:
// <share>/bugbot-studio-teacher/lessons. On the lesson path only where it is.
std::string teacher_lessons_dir();

// The teacher's own lessons: engine::user_data_dir() + "/lessons".
std::string user_lessons_dir();

struct LessonFolder {
    std::string path;
    std::string source;   // "installed", "teacher", "yours" (user_lessons_dir), "BUGBOT_LESSONS", "--lessons"
};

// Adds a folder after the others on this process's lesson path (--lessons DIR).
void add_lesson_folder(const std::string& dir);

// The lesson path, in order: the installed lessons, the teacher package's
// (when installed), the user's, each folder of
// $BUGBOT_LESSONS (separated by ':'), each --lessons DIR. A lesson in a later
// folder replaces the one with the same id in an earlier folder.
std::vector<LessonFolder> lesson_path();

// One lesson on the path, where it came from, and what it replaced.
struct FoundLesson {
    Lesson lesson;
    LessonFolder from;
    std::string replaced;   // the folder of the lesson with this id it replaced, or ""
};

// Every lesson on the lesson path, in the lessons' order. A folder of the path
// that cannot be listed is a problem (the user's own folder may be missing).
std::vector<FoundLesson> discover_lessons(std::vector<Problem>* problems = nullptr);

// A lesson by id (the one discover_lessons gives) or by the path of its folder
// or lesson.json, which must be a folder of the lesson path: never a folder
// found in the current directory (a class's hand-in folder). Refused (no
// lesson, the reason in problems) when lesson_trust_problem says so.
LoadResult find_lesson(const std::string& id_or_path);

// Why a file or folder the marker would run or obey cannot be trusted ("" when
// it can), as ssh checks its keys: it and every folder above it must belong to
// root or to you and be writable by nobody else (a root-owned sticky folder
// above, like /tmp, is fine).
std::string trust_problem(const std::string& path);
// The same for a lesson: its folder, lesson.json, marking.py, and the checker's
// library (marking_library_dir()).
std::string lesson_trust_problem(const Lesson& lesson);
// The one _marking/ the checker runs from: the installed lessons' (or
// $BUGBOT_HOME's), never one beside a lesson.
std::string marking_library_dir();

// A program given as LESSON_ID/FILE (e.g. attention/1-scores.py) that is not a
// file here: that file of the lesson on the path. Anything else is returned as
// it is.
std::string find_program(const std::string& path);

// Resolves a world name as `bugbot run --world` does, relative to the lesson's folder first.
std::string world_path(const Lesson& lesson, const std::string& world);

}  // namespace bugbot::marking
