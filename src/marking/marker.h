#pragma once
// Marking: each submission runs once per variation of its lesson, each run a
// fresh sandboxed process (sandbox.h) in its own folder, N at a time. When all
// of a submission's runs have ended, the checker process (checker_process.h)
// applies the lesson's checks to their records. Marks are handed back in the
// order of the files as soon as they are known, and forgotten: the marker's
// memory does not grow with the class.
#include <csignal>
#include <functional>
#include <string>
#include <vector>

#include "lessons/lesson.h"
#include "marking/run_outcome.h"
#include "marking/sandbox.h"

namespace bugbot::marking {

struct TaskMark {
    std::string id;
    std::string title;
    bool passed = false;
    double score = 0;
    double max = 0;
    std::string feedback;
    std::vector<std::string> explain;  // per run, what the check looked at (when the check says)
};

// The status of a submission the marker could not mark (a crash of the
// checks, an interruption): not a 0 the student earned.
constexpr const char* kNotMarked = "not-marked";
// A hand-in that could not be read (missing, a link, too big): its note says why.
constexpr const char* kUnreadable = "unreadable";

struct SubmissionMark {
    std::string file;
    std::string status;        // marked, error, timeout, cpu, memory, forbidden, exit, output, crashed,
                               // tampered, empty, unreadable, not-marked
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
    SandboxMode sandbox = SandboxMode::full;
    // Called as runs finish: (runs done, runs in all).
    std::function<void(int, int)> progress;
    // Called with each submission's mark, in the order of the files.
    std::function<void(const SubmissionMark&)> marked;
    // Set (by a signal handler) to stop: what is left is reported not marked.
    const volatile std::sig_atomic_t* interrupted = nullptr;
};

struct MarkResult {
    bool ok = false;           // false: marking could not run at all (see error)
    std::string error;
    int submissions = 0;
    int not_marked = 0;
    bool interrupted = false;
};

MarkResult mark_submissions(const Lesson& lesson, const std::vector<std::string>& files, const MarkOptions& options);

}  // namespace bugbot::marking
