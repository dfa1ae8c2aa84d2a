// bugbot mark LESSON SUBMISSION... [--json] [--csv FILE] [--jobs N] [--timeout S]
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <thread>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/number_option.h"
#include "marking/lesson.h"
#include "marking/marker.h"

namespace bugbot::cli {

namespace {

const char* kHelp =
    "usage: bugbot mark LESSON SUBMISSION... [--json] [--csv FILE] [--jobs N] [--timeout S]\n"
    "\n"
    "Marks each SUBMISSION (a student's .py file) on the tasks of LESSON (a lesson id\n"
    "from 'bugbot lessons', or a lesson's folder). Each submission runs once for each\n"
    "of the lesson's hidden variations (seeds, worlds, start poses), each run in its\n"
    "own sandboxed process and temporary folder with limits on CPU, memory, wall time,\n"
    "processes and file size. The tasks are checked against what the engine recorded\n"
    "of each run, never against what the program printed about itself.\n"
    "\n"
    "options:\n"
    "  --json          print {\"lesson\", \"submissions\": [{\"file\", \"score\", \"max\", \"status\",\n"
    "                  \"tasks\": [{\"id\", \"passed\", \"score\", \"feedback\"}]}]} on stdout\n"
    "  --csv FILE      write a mark sheet: file, score, max, one column per task, status\n"
    "  --jobs N        runs at a time (default: the number of processors)\n"
    "  --timeout S     wall-time limit of each run in seconds (default: the lesson's, often 10)\n"
    "  --max-memory MB memory limit of each run (default: the lesson's, often 512)\n"
    "  --quiet         no progress bar\n"
    "  --lessons DIR   read lessons from DIR too (bugbot lessons --help says where lessons are)\n"
    "\n"
    "A progress bar is shown on stderr when it is a terminal. Without --json the marks\n"
    "are printed as text. Statuses: marked (every run ended normally), error, timeout,\n"
    "cpu, memory, forbidden (tried to start a process), exit (ended early), output (wrote\n"
    "too much), crashed, tampered (wrote into its own record: no marks), empty,\n"
    "unreadable. docs/marking.md says more.\n"
    "\n"
    "exit status: 0 marking ran (whatever the marks), 1 marking could not run, 2 bad usage.\n";

int usage_error(const std::string& message) {
    std::fprintf(stderr, "bugbot mark: %s\n(bugbot mark --help for the options)\n", message.c_str());
    return 2;
}

std::string csv_field(const std::string& text) {
    if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
    std::string out = "\"";
    for (char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

std::string number_text(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g", value);
    return buffer;
}

}  // namespace

int mark_command(int argc, char** argv) {
    bool as_json = false, quiet = false;
    std::string csv_path, lesson_name;
    std::vector<std::string> files;
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
        } else if (arg == "--json") {
            as_json = true;
        } else if (arg == "--quiet") {
            quiet = true;
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

    auto found = marking::find_lesson(lesson_name);
    if (!found.lesson) {
        for (const auto& p : found.problems) std::fprintf(stderr, "bugbot mark: %s: %s\n", p.where().c_str(), p.message.c_str());
        return 1;
    }
    const marking::Lesson& lesson = *found.lesson;

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
    marking::MarkResult result = marking::mark_submissions(lesson, files, options);
    if (show_progress) std::fputs("\r\033[K", stderr);
    if (!result.ok) {
        std::fprintf(stderr, "bugbot mark: %s\n", result.error.c_str());
        return 1;
    }

    if (!csv_path.empty()) {
        std::ofstream csv(csv_path, std::ios::binary | std::ios::trunc);
        if (!csv) {
            std::fprintf(stderr, "bugbot mark: cannot write %s\n", csv_path.c_str());
            return 1;
        }
        csv << "file,score,max";
        for (const auto& t : lesson.tasks) csv << "," << csv_field(t.id);
        csv << ",status,notes\n";
        for (const auto& s : result.submissions) {
            csv << csv_field(s.file) << "," << number_text(s.score) << "," << number_text(s.max);
            for (const auto& t : s.tasks) csv << "," << number_text(t.score);
            std::string notes;
            for (const auto& n : s.notes) notes += (notes.empty() ? "" : " ") + n;
            csv << "," << s.status << "," << csv_field(notes) << "\n";
        }
    }

    if (as_json) {
        nlohmann::ordered_json out;
        out["lesson"] = lesson.id;
        out["title"] = lesson.title;
        out["max"] = lesson.max_score();
        nlohmann::ordered_json subs = nlohmann::ordered_json::array();
        for (const auto& s : result.submissions) {
            nlohmann::ordered_json tasks = nlohmann::ordered_json::array(), runs = nlohmann::ordered_json::array();
            for (const auto& t : s.tasks)
                tasks.push_back({{"id", t.id}, {"title", t.title}, {"passed", t.passed}, {"score", t.score},
                                 {"max", t.max}, {"feedback", t.feedback}});
            for (const auto& r : s.runs)
                runs.push_back({{"variation", r.variation}, {"outcome", r.outcome}, {"note", r.note},
                                {"seconds", std::round(r.seconds * 1000) / 1000}});
            subs.push_back({{"file", s.file}, {"score", s.score}, {"max", s.max}, {"status", s.status},
                            {"tasks", tasks}, {"notes", s.notes}, {"runs", runs}});
        }
        out["submissions"] = subs;
        std::fputs((out.dump(1) + "\n").c_str(), stdout);
        return 0;
    }

    for (const auto& s : result.submissions) {
        std::printf("%s: %s/%s (%s)\n", s.file.c_str(), number_text(s.score).c_str(), number_text(s.max).c_str(),
                    s.status.c_str());
        for (const auto& t : s.tasks)
            std::printf("  %s %-10s %s/%s  %s\n", t.passed ? "[x]" : "[ ]", t.id.c_str(), number_text(t.score).c_str(),
                        number_text(t.max).c_str(), t.feedback.c_str());
        for (const auto& n : s.notes) std::printf("  note: %s\n", n.c_str());
    }
    return 0;
}

}  // namespace bugbot::cli
