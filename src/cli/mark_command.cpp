// bugbot mark LESSON SUBMISSION... [--json] [--csv FILE] [--jobs N] [--timeout S] [--max-memory MB]
//            [--explain FILE] [--quiet] [--weak-sandbox];  bugbot mark --check-sandbox
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/number_option.h"
#include "lessons/lesson.h"
#include "marking/marker.h"
#include "marking/safe_text.h"
#include "marking/untrusted.h"

namespace bugbot::cli {

namespace {

const char* kHelp =
    "usage: bugbot mark LESSON SUBMISSION... [--json] [--csv FILE] [--jobs N] [--timeout S]\n"
    "                   [--max-memory MB] [--quiet] [--weak-sandbox]\n"
    "       bugbot mark LESSON --explain SUBMISSION\n"
    "       bugbot mark --check-sandbox\n"
    "\n"
    "Marks each SUBMISSION (a student's .py file) on the tasks of LESSON (a lesson id\n"
    "from 'bugbot lessons', or a lesson's folder). Each submission runs once for each\n"
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
    "  --jobs N        runs at a time (default: the number of processors)\n"
    "  --timeout S     wall-time limit of each run in seconds (default: the lesson's, often 10)\n"
    "  --max-memory MB memory limit of each run (default: the lesson's, often 512)\n"
    "  --explain FILE  mark FILE (once, even if it is also given as a SUBMISSION) and say, for\n"
    "                  each task and run, what the check looked at\n"
    "  --quiet         no progress bar\n"
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
    "2 bad usage, 3 some submissions were not marked, 130 interrupted (Ctrl-C).\n";

int usage_error(const std::string& message) {
    std::fprintf(stderr, "bugbot mark: %s\n(bugbot mark --help for the options)\n", message.c_str());
    return 2;
}

std::string number_text(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g", value);
    return buffer;
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
    std::printf(report.full ? "The sandbox is complete: marking runs with every layer.\n"
                            : "The sandbox is incomplete: bugbot mark refuses to mark (--weak-sandbox marks anyway,"
                              " with a warning in the sheet).\n");
    return report.full ? 0 : 1;
}

// The sheet in the three forms, written a submission at a time.
class SheetWriter {
public:
    bool as_json = false, explain = false;
    std::FILE* csv = nullptr;
    std::string warning;

    void begin(const marking::Lesson& lesson) {
        if (csv) {
            if (!warning.empty()) std::fprintf(csv, "%s\n", marking::csv_cell(warning).c_str());
            std::fputs("file,score,max", csv);
            for (const auto& t : lesson.tasks) std::fprintf(csv, ",%s", marking::csv_cell(t.id).c_str());
            std::fputs(",status,notes\n", csv);
        }
        if (as_json) {
            nlohmann::ordered_json head;
            head["lesson"] = lesson.id;
            head["title"] = lesson.title;
            head["max"] = lesson.max_score();
            if (!warning.empty()) head["warning"] = warning;
            std::string text = marking::dump_utf8(head);
            text.pop_back();  // the closing brace: the submissions follow
            std::printf("%s,\"submissions\":[\n", text.c_str());
        } else if (!warning.empty()) {
            std::printf("%s\n\n", marking::terminal_safe(warning).c_str());
        }
        std::fflush(stdout);
    }

    void add(const marking::SubmissionMark& s) {
        if (csv) {
            std::fprintf(csv, "%s,%s,%s", marking::csv_cell(s.file).c_str(), number_text(s.score).c_str(),
                         number_text(s.max).c_str());
            for (const auto& t : s.tasks) std::fprintf(csv, ",%s", number_text(t.score).c_str());
            std::string notes;
            for (const auto& n : s.notes) notes += (notes.empty() ? "" : " ") + n;
            std::fprintf(csv, ",%s,%s\n", s.status.c_str(), marking::csv_cell(notes).c_str());
            std::fflush(csv);
        }
        if (as_json) {
            nlohmann::ordered_json tasks = nlohmann::ordered_json::array(), runs = nlohmann::ordered_json::array();
            for (const auto& t : s.tasks) {
                nlohmann::ordered_json task{{"id", t.id},       {"title", t.title}, {"passed", t.passed},
                                            {"score", t.score}, {"max", t.max},     {"feedback", t.feedback}};
                if (explain) task["explain"] = t.explain;
                tasks.push_back(task);
            }
            for (const auto& r : s.runs)
                runs.push_back({{"variation", r.variation}, {"outcome", r.outcome}, {"note", r.note},
                                {"seconds", std::round(r.seconds * 1000) / 1000}});
            nlohmann::ordered_json sub{{"file", s.file},   {"score", s.score}, {"max", s.max}, {"status", s.status},
                                       {"tasks", tasks},   {"notes", s.notes}, {"runs", runs}};
            std::printf("%s%s", count_ ? ",\n" : "", marking::dump_utf8(sub).c_str());
        } else {
            using marking::terminal_safe;
            std::printf("%s: %s/%s (%s)\n", terminal_safe(s.file).c_str(), number_text(s.score).c_str(),
                        number_text(s.max).c_str(), s.status.c_str());
            for (const auto& t : s.tasks) {
                std::printf("  %s %-10s %s/%s  %s\n", t.passed ? "[x]" : "[ ]", terminal_safe(t.id).c_str(),
                            number_text(t.score).c_str(), number_text(t.max).c_str(),
                            explain && !t.explain.empty() ? "" : terminal_safe(t.feedback).c_str());
                if (explain)
                    for (std::size_t i = 0; i < t.explain.size(); ++i)
                        std::printf("      run %zu: %s\n", i + 1, terminal_safe(t.explain[i]).c_str());
            }
            for (const auto& n : s.notes) std::printf("  note: %s\n", terminal_safe(n).c_str());
        }
        std::fflush(stdout);
        ++count_;
    }

    void end(const marking::MarkResult& result) {
        if (as_json)
            std::printf("\n],\"not_marked\":%d,\"interrupted\":%s}\n", result.not_marked,
                        result.interrupted ? "true" : "false");
        else if (result.not_marked > 0)
            std::printf("%d submission%s NOT marked%s: see their notes, and mark them again.\n", result.not_marked,
                        result.not_marked == 1 ? " was" : "s were", result.interrupted ? " (interrupted)" : "");
        std::fflush(stdout);
    }

private:
    int count_ = 0;
};

}  // namespace

int mark_command(int argc, char** argv) {
    // The inside of a sandboxed run (marking::start_run execs it).
    if (argc >= 1 && std::strcmp(argv[0], "--sandboxed-run") == 0) return marking::sandboxed_run_main(argc - 1, argv + 1);
    if (argc >= 1 && std::strcmp(argv[0], "--sandboxed-probe") == 0) return marking::sandboxed_probe_main();

    bool as_json = false, quiet = false, explain = false, weak = false;
    std::string csv_path, lesson_name;
    std::vector<std::string> files, explained;
    marking::MarkOptions options;
    const unsigned cores = std::thread::hardware_concurrency();
    options.jobs = cores > 0 ? static_cast<int>(cores) : 2;
    for (int i = 0; i < argc; ++i) {
        const std::string arg = argv[i];
        const char* next = i + 1 < argc ? argv[i + 1] : nullptr;
        double number = 0;
        if (arg == "--help" || arg == "-h") {
            std::fputs(kHelp, stdout);
            return 0;
        } else if (arg == "--check-sandbox") {
            return check_sandbox_command();
        } else if (arg == "--weak-sandbox") {
            weak = true;
        } else if (arg == "--json") {
            as_json = true;
        } else if (arg == "--quiet") {
            quiet = true;
        } else if (arg == "--explain") {
            if (!next) return usage_error("--explain needs a submission");
            explain = true;
            explained.push_back(argv[++i]);
            files.push_back(argv[i]);
        } else if (arg == "--csv") {
            if (!next) return usage_error("--csv needs a file name");
            csv_path = argv[++i];
        } else if (arg == "--jobs" || arg == "-j") {
            if (!parse_number(next, 1, 256, number) || number != std::floor(number))
                return usage_error("--jobs needs a whole number from 1 to 256");
            options.jobs = static_cast<int>(number);
            ++i;
        } else if (arg == "--timeout") {
            if (!parse_number(next, 0.1, 600, number)) return usage_error("--timeout needs seconds, from 0.1 to 600");
            options.timeout_s = number;
            ++i;
        } else if (arg == "--max-memory") {
            if (!parse_number(next, 128, 16384, number)) return usage_error("--max-memory needs megabytes, from 128 to 16384");
            options.memory_mb = number;
            ++i;
        } else if (arg.starts_with("--")) {
            return usage_error("unknown option " + arg);
        } else if (lesson_name.empty()) {
            lesson_name = arg;
        } else {
            files.push_back(arg);
        }
    }
    if (lesson_name.empty()) return usage_error("which lesson? 'bugbot lessons' lists them");
    if (files.empty()) return usage_error("which submissions? give one or more .py files");
    // `mark L FILE --explain FILE` names FILE twice: one submission, marked once.
    // (A file given twice as a SUBMISSION is marked twice, as asked.)
    for (const auto& file : explained) {
        auto first = std::find(files.begin(), files.end(), file);
        files.erase(std::remove(first + 1, files.end(), file), files.end());
    }

    auto found = marking::find_lesson(lesson_name);
    if (!found.lesson) {
        for (const auto& p : found.problems) std::fprintf(stderr, "bugbot mark: %s: %s\n", p.where().c_str(), p.message.c_str());
        return 1;
    }
    const marking::Lesson& lesson = *found.lesson;

    SheetWriter sheet;
    sheet.as_json = as_json;
    sheet.explain = explain;
    const auto sandbox = marking::check_sandbox();
    if (!sandbox.full) {
        std::string missing;
        for (const auto& m : sandbox.missing) missing += (missing.empty() ? "" : "; ") + m;
        if (!weak) {
            std::fprintf(stderr,
                         "bugbot mark: the sandbox is incomplete on this machine (missing: %s).\n"
                         "Submissions are not marked unprotected; 'bugbot mark --check-sandbox' says more,\n"
                         "--weak-sandbox marks anyway with a warning in the sheet.\n",
                         missing.c_str());
            return 1;
        }
        if (geteuid() == 0) {
            std::fprintf(stderr, "bugbot mark: --weak-sandbox is refused as root (missing: %s)\n", missing.c_str());
            return 1;
        }
        options.sandbox = sandbox.missing.size() == 1 && sandbox.missing[0].starts_with("Landlock")
                              ? marking::SandboxMode::full
                              : marking::SandboxMode::weak;
        sheet.warning = "WARNING: marked without the full sandbox (missing: " + missing +
                        "). A submission may have read files or reached programs it should not have.";
    }

    std::FILE* csv = nullptr;
    if (!csv_path.empty()) {
        csv = std::fopen(csv_path.c_str(), "wb");
        if (!csv) {
            std::fprintf(stderr, "bugbot mark: cannot write %s: %s\n", csv_path.c_str(), std::strerror(errno));
            return 1;
        }
        sheet.csv = csv;
    }

    const bool show_progress = !quiet && isatty(2);
    if (show_progress) {
        options.progress = [](int done, int total) {
            const int width = 30;
            const int filled = total > 0 ? done * width / total : width;
            std::fprintf(stderr, "\rmarking [%s%s] %d/%d runs", std::string(static_cast<std::size_t>(filled), '#').c_str(),
                         std::string(static_cast<std::size_t>(width - filled), '.').c_str(), done, total);
            std::fflush(stderr);
        };
    }
    catch_interrupts();
    options.interrupted = &g_interrupted;
    bool begun = false;
    options.marked = [&](const marking::SubmissionMark& s) {
        if (!begun) sheet.begin(lesson), begun = true;
        if (show_progress) std::fputs("\r\033[K", stderr);
        sheet.add(s);
    };
    marking::MarkResult result = marking::mark_submissions(lesson, files, options);
    if (show_progress) std::fputs("\r\033[K", stderr);
    if (!result.ok) {
        if (csv) std::fclose(csv);
        std::fprintf(stderr, "bugbot mark: %s\n", result.error.c_str());
        return 1;
    }
    if (!begun) sheet.begin(lesson);
    sheet.end(result);
    if (csv) std::fclose(csv);
    if (result.interrupted) {
        std::fprintf(stderr, "bugbot mark: interrupted; %d submission(s) not marked\n", result.not_marked);
        return 130;
    }
    return result.not_marked > 0 ? 3 : 0;
}

}  // namespace bugbot::cli
