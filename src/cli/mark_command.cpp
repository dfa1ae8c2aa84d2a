// bugbot mark LESSON SUBMISSION... [--json] [--csv FILE] [--gradebook FILE] [--jobs N] [--timeout S] [--max-memory MB]
//            [--explain FILE] [--quiet] [--weak-sandbox];  bugbot mark --check-sandbox
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <string>
#include <thread>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/host_program.h"
#include "cli/number_option.h"
#include "files/gate.h"
#include "i18n/translate.h"
#include "lessons/lesson.h"
#include "lessons/lesson_translation.h"
#include "marking/gradebook_csv.h"
#include "marking/marker.h"
#include "text/safe_text.h"
#include "marking/sheet.h"
#include "marking/untrusted.h"

namespace fs = std::filesystem;

namespace bugbot::cli {

namespace {

using i18n::translate;

// In the user's language (i18n/translate.h).
const char* help_text() {
    return translate("bugbot mark",
    "usage: bugbot mark [OPTIONS] LESSON [--] SUBMISSION...\n"
    "       bugbot mark [OPTIONS] LESSON --explain SUBMISSION\n"
    "       bugbot mark [OPTIONS] LESSON --shard K/N --json [--] SUBMISSION... > shard-K.json\n"
    "       bugbot mark --merge SHEET.json... [--csv FILE]\n"
    "       bugbot mark --check-sandbox\n"
    "\n"
    "Marks each SUBMISSION (a student's .py file, or a FOLDER: the *.py files beneath it,\n"
    "sorted; a folder with none is a row with status empty)\n"
    "on the tasks of LESSON (a lesson id from 'bugbot lessons', or the folder of a\n"
    "lesson on the lesson path; never a folder found in the current directory).\n"
    "Everything after -- is a SUBMISSION, even a name starting with '-': write\n"
    "'bugbot mark 8.1 -- *.py' when a hand-in may be named like an option. A\n"
    "submission is opened once and never through a link: a link, folder, FIFO or\n"
    "device gets 0 marks, with what it is in its notes. Each submission runs once for each\n"
    "of the lesson's hidden variations (seeds, worlds, start poses), each run a fresh\n"
    "process in its own sandbox (bubblewrap namespaces: no network, no terminal, no\n"
    "other files, no capabilities; Landlock and seccomp inside) with limits on CPU,\n"
    "memory, wall time, processes and file size. The tasks are checked against what the\n"
    "engine recorded of each run, never against what the program printed about itself.\n"
    "\n"
    "options:\n"
    "  --json          print {\"lesson\", \"submissions\": [{\"file\", \"score\", \"max\", \"status\",\n"
    "                  \"tasks\": [{\"id\", \"passed\", \"score\", \"feedback\"}]}]} on stdout\n"
    "  --csv FILE      write a mark sheet: file, score, max, one column per task, status\n"
    "  --gradebook FILE  write the marks as a gradebook imports them: one row per student,\n"
    "                  keyed by a student id from the student's own folder in a FOLDER\n"
    "                  (Moodle's download makes one), else from the file's name (said on\n"
    "                  stderr); two hand-ins of one student: no grade, both named\n"
    "                  (Moodle's \"Import grades from CSV\" by default; docs/marking.md)\n"
    "  --id-pattern REGEX  the student id in that folder's or file's name: the regex's first\n"
    "                  (group), e.g. '^(\\d+)_' for 1234_scores.py (default: the folder's\n"
    "                  name, or the file's without .py)\n"
    "  --id-column NAME  the gradebook's identifier column: Username (default), ID number,\n"
    "                  Email address (as Moodle maps them)\n"
    "  --gradebook-form moodle|plain  moodle (default): the id, one grade column per task,\n"
    "                  the total; plain: Student ID, Lesson, Score, Out of, Percent, Status\n"
    "  --jobs N        runs at a time (default: the number of processors)\n"
    "  --timeout S     wall-time limit of each run in seconds (default: the lesson's limits.timeout)\n"
    "  --max-memory MB memory limit of each run (default: the lesson's limits.memory)\n"
    "  --explain FILE  mark FILE (once, even if it is also given as a SUBMISSION) and say, for\n"
    "                  each task and run, what the check looked at\n"
    "  --files-from LIST  the SUBMISSIONs named in LIST too, each name ended by a NUL byte\n"
    "                  (as 'find -print0' writes them; '-' reads them from stdin): a class\n"
    "                  of any size, any name\n"
    "  --quiet         no progress bar\n"
    "  --shard K/N     mark only shard K of N of the class (a stable split by file name):\n"
    "                  give every machine the same SUBMISSION list and its own K\n"
    "  --merge SHEET.json...  the shards' --json sheets as one (JSON on stdout, --csv FILE\n"
    "                  too), the same bytes as marking the class on one machine\n"
    "  --lessons DIR   read lessons from DIR too (bugbot lessons --help says where lessons are)\n"
    "  --check-sandbox say what the sandbox can do on this machine (exit 1 if a part is missing)\n"
    "  --weak-sandbox  mark even when a part of the sandbox is missing, with a warning in\n"
    "                  the sheet's header (never as root)\n"
    "\n"
    "Marks are written as each submission is done, in the order of the files. Without\n"
    "--json they are printed as text (control characters escaped). Statuses: marked\n"
    "(every run ended normally), error, timeout, cpu, memory, forbidden (tried to start\n"
    "a process or a refused system call), exit (ended early), output (wrote too much),\n"
    "crashed, tampered (wrote into its own record: no marks), empty, unreadable,\n"
    "not-marked (the marker could not mark it: mark it again). docs/marking.md says more.\n"
    "\n"
    "exit status: 0 every submission marked (whatever the marks), 1 marking could not run,\n"
    "2 bad usage, 3 some submissions were not marked, 130 interrupted (Ctrl-C).\n");
}

int usage_error(const std::string& message) {
    std::fprintf(stderr, translate("bugbot mark", "bugbot mark: %s\n(bugbot mark --help for the options)\n"), message.c_str());
    return 2;
}

volatile std::sig_atomic_t g_interrupted = 0;
void on_interrupt(int) { g_interrupted = 1; }

void catch_interrupts() {
    struct sigaction action {};
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;  // no SA_RESTART: a wait returns at once
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
    sigaction(SIGHUP, &action, nullptr);
}

int check_sandbox_command() {
    const auto report = marking::check_sandbox();
    for (const auto& line : report.lines) std::printf("%s\n", line.c_str());
    std::fputs(report.full ? translate("bugbot mark", "The sandbox is complete: marking runs with every layer.\n")
                           : translate("bugbot mark", "The sandbox is incomplete: bugbot mark refuses to mark (--weak-sandbox marks anyway,"
                                                      " with a warning in the sheet).\n"),
               stdout);
    return report.full ? 0 : 1;
}

}  // namespace

namespace {

// What the command line asked for.
struct MarkArgs {
    bool as_json = false, quiet = false, explain = false, weak = false, merging = false;
    int shard_k = 1, shard_n = 1;  // this machine's part of the class (sheet.h)
    std::string csv_path, lesson_name, gradebook_path;
    marking::GradebookForm gradebook;
    std::vector<std::string> files, explained, merged, lists;
    std::map<std::string, std::string> owners;  // a hand-in in a student's own folder: that folder's name
    marking::MarkOptions options;
};

// A FOLDER argument stands for the *.py files beneath it, at any depth up to
// kFolderDepth, sorted by their path (not those starting with '.', nor any in
// a folder starting with '.', as the shell's globs). A link is not a folder
// here: one beneath is listed (and reported as a link), never followed. A
// folder with none stays one argument: the marker gives it the row `empty`,
// so one student's odd folder never stops the class. False when it is not a folder.
// A file in a folder beneath FOLDER is that folder's student's (Moodle's
// download makes one a student): `owners` says whose.
constexpr int kFolderDepth = 64;

bool expand_folder(const std::string& path, std::vector<std::string>& out, std::map<std::string, std::string>& owners) {
    struct stat st {};
    if (lstat(path.c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || path.ends_with(".py")) return false;
    std::vector<std::string> names;
    std::error_code ec;
    fs::recursive_directory_iterator it(path, fs::directory_options::skip_permission_denied, ec), end;
    for (; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        std::error_code entry_ec;  // one entry's trouble does not end the listing
        const bool folder = it->is_directory(entry_ec) && !it->is_symlink(entry_ec);
        if (name.starts_with('.') || (folder && it.depth() + 1 >= kFolderDepth)) {
            if (folder) it.disable_recursion_pending();
            continue;
        }
        if (!folder && name.ends_with(".py")) names.push_back(it->path().lexically_relative(path).string());
    }
    std::sort(names.begin(), names.end());
    const std::string prefix = path.ends_with('/') ? path : path + "/";
    for (const auto& name : names) {
        out.push_back(prefix + name);
        if (const auto slash = name.find('/'); slash != std::string::npos) owners[out.back()] = name.substr(0, slash);
    }
    if (names.empty()) out.push_back(path);
    return true;
}

// The most a --files-from list may hold (9,000 names of 200 bytes are under 2 MB).
constexpr std::size_t kMaxListBytes = std::size_t{64} << 20;

// The SUBMISSIONs a --files-from list names (NUL-ended: a name may hold a
// line break); -1 to go on, else the exit status.
int take_list(const std::string& list, MarkArgs& a) {
    std::string text, why;
    if (list == "-") {
        char buffer[65536];
        for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, stdin)) > 0 && text.size() <= kMaxListBytes;)
            text.append(buffer, n);
        if (text.size() > kMaxListBytes) why = "it is larger than 64 MB";
    } else {
        files::ReadRule rule;
        rule.cap = kMaxListBytes;
        files::read_file(list, text, why, rule);
    }
    if (!why.empty())
        return usage_error(i18n::format(translate("bugbot mark", "--files-from %s: %s"), text::terminal_safe(list).c_str(),
                                        why.c_str()));
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t end = std::min(text.find('\0', at), text.size());
        const std::string name = text.substr(at, end - at);
        if (!name.empty() && !expand_folder(name, a.files, a.owners)) a.files.push_back(name);
        at = end + 1;
    }
    return -1;
}

// One option (argv[i], perhaps with its value); returns -1 to go on, else the exit status.
int take_option(MarkArgs& a, int& i, int argc, char** argv) {
    const std::string arg = argv[i];
    const char* next = i + 1 < argc ? argv[i + 1] : nullptr;
    double number = 0;
    if (arg == "--help" || arg == "-h") {
        std::fputs(help_text(), stdout);
        return 0;
    }
    if (arg == "--check-sandbox") return check_sandbox_command();
    if (arg == "--weak-sandbox") a.weak = true;
    else if (arg == "--json") a.as_json = true;
    else if (arg == "--quiet") a.quiet = true;
    else if (arg == "--explain") {
        if (!next) return usage_error(translate("bugbot mark", "--explain needs a submission"));
        a.explain = true;
        a.explained.push_back(argv[++i]);
        a.files.push_back(argv[i]);
    } else if (arg == "--merge") {
        a.merging = true;
    } else if (arg == "--shard") {
        if (!next || !marking::parse_shard(next, a.shard_k, a.shard_n))
            return usage_error(translate("bugbot mark", "--shard needs K/N, 1 <= K <= N (shard K of N)"));
        ++i;
    } else if (arg == "--files-from") {
        if (!next) return usage_error(translate("bugbot mark", "--files-from needs a file of names ('-' for stdin)"));
        a.lists.push_back(argv[++i]);
    } else if (arg == "--csv") {
        if (!next) return usage_error(translate("bugbot mark", "--csv needs a file name"));
        a.csv_path = argv[++i];
    } else if (arg == "--gradebook" || arg == "--id-pattern" || arg == "--id-column" || arg == "--gradebook-form") {
        if (!next) return usage_error(i18n::format(translate("bugbot mark", "%s needs a value"), arg.c_str()));
        std::string& into = arg == "--gradebook"    ? a.gradebook_path
                            : arg == "--id-pattern" ? a.gradebook.id_pattern
                            : arg == "--id-column"  ? a.gradebook.id_column
                                                    : a.gradebook.form;
        into = argv[++i];
    } else if (arg == "--jobs" || arg == "-j") {
        if (!parse_number(next, 1, 256, number) || number != std::floor(number))
            return usage_error(translate("bugbot mark", "--jobs needs a whole number from 1 to 256"));
        a.options.jobs = static_cast<int>(number), ++i;
    } else if (arg == "--timeout") {
        if (!parse_number(next, 0.1, 600, number)) return usage_error(translate("bugbot mark", "--timeout needs seconds, from 0.1 to 600"));
        a.options.timeout_s = number, ++i;
    } else if (arg == "--max-memory") {
        if (!parse_number(next, 128, 16384, number)) return usage_error(translate("bugbot mark", "--max-memory needs megabytes, from 128 to 16384"));
        a.options.memory_mb = number, ++i;
    } else {
        struct stat st {};
        if (lstat(arg.c_str(), &st) == 0)
            return usage_error(i18n::format(
                translate("bugbot mark", "unknown option %s (a file of that name? put -- before the files: bugbot mark LESSON -- FILE...)"),
                text::terminal_safe(arg).c_str()));
        return usage_error(i18n::format(translate("bugbot mark", "unknown option %s"), text::terminal_safe(arg).c_str()));
    }
    return -1;
}

// Reads the command line; -1 when marking should go on, else the exit status.
int parse_mark_args(int argc, char** argv, MarkArgs& a) {
    const unsigned cores = std::thread::hardware_concurrency();
    a.options.jobs = cores > 0 ? static_cast<int>(cores) : 2;
    bool options_ended = false;
    for (int i = 0; i < argc; ++i) {
        const std::string arg = argv[i];
        if (!options_ended && arg == "--") {
            options_ended = true;
        } else if (!options_ended && arg.starts_with("-") && arg != "-") {
            if (const int done = take_option(a, i, argc, argv); done >= 0) return done;
        } else if (a.merging) {
            a.merged.push_back(arg);
        } else if (a.lesson_name.empty()) {
            a.lesson_name = arg;
        } else if (!expand_folder(arg, a.files, a.owners)) {
            a.files.push_back(arg);
        }
    }
    for (const auto& list : a.lists)
        if (const int done = take_list(list, a); done >= 0) return done;
    if (a.merging && !a.gradebook_path.empty())
        return usage_error(translate("bugbot mark", "--gradebook is written when marking; mark the class (or each shard) with it"));
    if (a.merging) return -1;
    if (std::string why; !a.gradebook_path.empty() && !marking::GradebookSheet().set(a.gradebook, why)) return usage_error(why);
    if (a.lesson_name.empty()) return usage_error(translate("bugbot mark", "which lesson? 'bugbot lessons' lists them"));
    if (a.files.empty()) return usage_error(translate("bugbot mark", "which submissions? give one or more .py files (or a folder of them)"));
    // `mark L FILE --explain FILE` names FILE twice: one submission, marked once.
    // (A file given twice as a SUBMISSION is marked twice, as asked.)
    for (const auto& file : a.explained) {
        auto first = std::find(a.files.begin(), a.files.end(), file);
        a.files.erase(std::remove(first + 1, a.files.end(), file), a.files.end());
    }
    return -1;
}

// The sandbox this machine gives: -1 to go on (the mode and any warning set), else the exit status.
int choose_sandbox(const MarkArgs& a, marking::MarkOptions& options, std::string& warning) {
    const auto sandbox = marking::check_sandbox();
    if (sandbox.full) return -1;
    std::string missing;
    for (const auto& m : sandbox.missing) missing += (missing.empty() ? "" : "; ") + m;
    if (!a.weak) {
        std::fprintf(stderr,
                     translate("bugbot mark",
                     "bugbot mark: the sandbox is incomplete on this machine (missing: %s).\n"
                     "Submissions are not marked unprotected; 'bugbot mark --check-sandbox' says more,\n"
                     "--weak-sandbox marks anyway with a warning in the sheet.\n"),
                     missing.c_str());
        return 1;
    }
    if (geteuid() == 0) {
        std::fprintf(stderr, translate("bugbot mark", "bugbot mark: --weak-sandbox is refused as root (missing: %s)\n"), missing.c_str());
        return 1;
    }
    options.sandbox = sandbox.missing.size() == 1 && sandbox.missing[0].starts_with("Landlock")
                          ? marking::SandboxMode::full
                          : marking::SandboxMode::weak;
    warning = i18n::format(translate("bugbot mark", "WARNING: marked without the full sandbox (missing: %s). A submission may "
                                                    "have read files or reached programs it should not have."),
                           missing.c_str());
    return -1;
}

void show_progress_bar(int done, int total) {
    const int width = 30;
    const int filled = total > 0 ? done * width / total : width;
    std::fputc('\r', stderr);
    std::fprintf(stderr, translate("bugbot mark", "marking [%s%s] %d/%d runs"), std::string(static_cast<std::size_t>(filled), '#').c_str(),
                 std::string(static_cast<std::size_t>(width - filled), '.').c_str(), done, total);
    std::fflush(stderr);
}

// Marks the class onto the sheet; returns the exit status.
int mark_onto_sheet(const marking::Lesson& lesson, const std::vector<std::string>& files,
                    const std::vector<marking::SheetEntry>& entries, marking::MarkOptions options,
                    marking::SheetWriter& sheet, const std::string& warning, bool show_progress,
                    marking::GradebookSheet* gradebook) {
    if (show_progress) options.progress = show_progress_bar;
    catch_interrupts();
    options.interrupted = &g_interrupted;
    bool begun = false;
    std::size_t marked = 0;
    options.marked = [&](const marking::SubmissionMark& s) {
        if (!begun) sheet.begin(marking::sheet_head(lesson, warning), marking::task_ids(lesson)), begun = true;
        if (show_progress) std::fputs("\r\033[K", stderr);
        const auto& entry = entries.at(std::min(marked++, entries.size() - 1));
        const auto line = marking::submission_entry(s, entry, sheet.explain);
        sheet.add(line);
        if (gradebook) gradebook->add(line, entry.path);
    };
    marking::MarkResult result = marking::mark_submissions(lesson, files, options);
    if (show_progress) std::fputs("\r\033[K", stderr);
    if (!result.ok) {
        std::fprintf(stderr, "bugbot mark: %s\n", result.error.c_str());
        return 1;
    }
    if (!begun) sheet.begin(marking::sheet_head(lesson, warning), marking::task_ids(lesson));
    sheet.end(result.interrupted);
    if (result.interrupted) {
        std::fprintf(stderr, translate("bugbot mark", "bugbot mark: interrupted; %d submission(s) not marked\n"), result.not_marked);
        return 130;
    }
    return result.not_marked > 0 ? 3 : 0;
}

}  // namespace

int mark_command(int argc, char** argv) {
    // The inside of a sandboxed run (marking::start_run execs it).
    if (argc >= 1 && std::strcmp(argv[0], "--sandboxed-run") == 0) return marking::sandboxed_run_main(argc - 1, argv + 1);
    if (argc >= 1 && std::strcmp(argv[0], "--sandboxed-probe") == 0) return marking::sandboxed_probe_main();
    continue_in_host_program();  // the marker reads what each sandboxed run sends
    MarkArgs a;
    if (const int done = parse_mark_args(argc, argv, a); done >= 0) return done;
    if (a.merging) return marking::merge_sheets(a.merged, a.csv_path);

    auto found = marking::find_lesson(a.lesson_name);
    if (!found.lesson) {
        for (const auto& p : found.problems)
            std::fprintf(stderr, "bugbot mark: %s: %s\n", text::terminal_safe(p.where()).c_str(),
                         text::terminal_safe(p.message).c_str());
        return 1;
    }
    // Titles (and, in the checker, feedback) in the reader's language, as far as the lesson is translated.
    *found.lesson = marking::translated(*found.lesson, marking::reader_language(*found.lesson));
    // This machine's part of the class, each file with its place and name on the sheet.
    const auto entries = marking::shard_of_class(a.files, found.lesson->id, a.shard_k, a.shard_n);
    marking::SheetWriter sheet;
    sheet.as_json = a.as_json;
    sheet.explain = a.explain;
    std::string warning;
    if (const int done = choose_sandbox(a, a.options, warning); done >= 0) return done;
    // The sheets are saved through the one gate: a class folder is the
    // students' too, and a link planted at sheet.csv is never written through.
    files::Saving csv;
    std::string why;
    if (!a.csv_path.empty()) {
        if (!csv.begin(a.csv_path, why, 0644)) {
            std::fprintf(stderr, translate("bugbot mark", "bugbot mark: cannot write %s: %s\n"),
                         text::terminal_safe(a.csv_path).c_str(), why.c_str());
            return 1;
        }
        sheet.csv = csv.stream();
    }
    marking::GradebookSheet gradebook;
    gradebook.set(a.gradebook, why);  // checked with the options
    gradebook.set_owner_folders(a.owners);
    const int status = mark_onto_sheet(*found.lesson, a.files, entries, a.options, sheet, warning, !a.quiet && isatty(2),
                                       a.gradebook_path.empty() ? nullptr : &gradebook);
    if (sheet.csv && !csv.finish(why)) {
        std::fprintf(stderr, translate("bugbot mark", "bugbot mark: cannot write %s: %s\n"),
                     text::terminal_safe(a.csv_path).c_str(), why.c_str());
        return 1;
    }
    if (a.gradebook_path.empty() || status == 1) return status;
    std::vector<std::string> problems;
    if (!gradebook.write(a.gradebook_path, *found.lesson, problems, why)) {
        std::fprintf(stderr, translate("bugbot mark", "bugbot mark: cannot write %s: %s\n"),
                     text::terminal_safe(a.gradebook_path).c_str(), why.c_str());
        return 1;
    }
    for (const auto& p : problems) std::fprintf(stderr, translate("bugbot mark", "bugbot mark: gradebook: %s\n"), text::terminal_safe(p).c_str());
    return status;
}

}  // namespace bugbot::cli
