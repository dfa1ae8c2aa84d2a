#pragma once
// Marking: each submission runs once per variation of its lesson, each run in
// its own sandboxed process and folder (sandbox.h), N at a time. When all of a
// submission's runs have ended, the lesson's checks (marking.py, in a separate
// trusted Python) read their records and score the tasks.
#include <functional>
#include <string>
#include <vector>

#include "marking/lesson.h"
#include "marking/sandbox.h"

namespace bugbot::marking {

struct RunOutcome {
    int variation = 0;         // 1-based
    std::string outcome;       // done, error, exit, timeout, cpu, memory, forbidden, output, crashed
    std::string note;          // for the student: what happened, "" when it simply ended
    double seconds = 0;        // wall time the run took
};

struct TaskMark {
    std::string id;
    std::string title;
    bool passed = false;
    double score = 0;
    double max = 0;
    std::string feedback;
};

struct SubmissionMark {
    std::string file;
    std::string status;        // marked, error, timeout, cpu, memory, forbidden, exit, output, crashed, empty, unreadable
    double score = 0;
    double max = 0;
    std::vector<std::string> notes;
    std::vector<TaskMark> tasks;
    std::vector<RunOutcome> runs;
};

struct MarkOptions {
    int jobs = 2;
    double timeout_s = 0;      // 0: the lesson's own limit
    double memory_mb = 0;      // 0: the lesson's own limit
    std::string work_dir;      // where run folders go ("" = $TMPDIR or /tmp)
    // Called as runs finish: (runs done, runs in all).
    std::function<void(int, int)> progress;
};

struct MarkResult {
    bool ok = false;           // false: marking could not run at all (see error)
    std::string error;
    std::vector<SubmissionMark> submissions;
};

MarkResult mark_submissions(const Lesson& lesson, const std::vector<std::string>& files, const MarkOptions& options);

}  // namespace bugbot::marking
