#pragma once
// The files a lesson keeps ("keep" in lesson.json: lesson.h's KeptFile), on
// their way out of the sandbox. The program's folder is a tmpfs that goes
// with the run's namespace, so the namespace's init (the runner, bugbot's own
// code) copies them once the program's process has ended: it holds
// descriptor kKeptFd, a file the trusted side opened in the marker's run
// folder (kept.bin); the program's process closes it before anything of the
// submission runs, and the init is not dumpable, so /proc/1/fd cannot reach
// it. Each file is opened with O_NOFOLLOW | O_NONBLOCK, taken only when it is
// a regular file, and at most its max_bytes.
//
// kept.bin, for each kept file in the lesson's order:
//     NAME STATUS LENGTH\n   then LENGTH bytes (0 unless STATUS is "kept")
// STATUS is kept, missing, link, not-a-file, too-big or unreadable. The
// checker reads it (lessons/_marking/checker.py) and gives each run's
// `kept` to the checks.
#include <string>
#include <vector>

#include "lessons/lesson.h"
#include "marking/sandbox_args.h"

namespace bugbot::marking {

// The runner's `--keep NAME:MAX_BYTES` argument, and the list back from argv.
std::string keep_argument(const KeptFile& kept);
std::vector<KeptFile> keep_arguments(int argc, char** argv);


// In the trusted side's child, before it execs the sandbox: kept.bin as kKeptFd.
void open_kept_output(const std::string& host_folder);

// In the init, after the program's process ended: each file of `folder` to `fd`.
void write_kept_files(const std::string& folder, const std::vector<KeptFile>& keep, int fd);

// The init's part, around its fork: the kept files named on its command line
// (the init made not dumpable when there are any); in the child, kKeptFd
// closed and dumpable again; after the child, the files written out.
std::vector<KeptFile> keep_before_fork(int argc, char** argv);
void keep_in_child(const std::vector<KeptFile>& keep);
void keep_after_child(const std::string& folder, const std::vector<KeptFile>& keep);
// The weak mode's trusted side, after the run: the files of its host folder.
void keep_from_host_folder(const std::string& host_folder, const std::vector<KeptFile>& keep);

}  // namespace bugbot::marking
