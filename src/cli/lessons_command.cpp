// bugbot lessons [--json] [--check] [--new ID [--force]]
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <thread>
#include <utility>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/lesson_skeleton.h"
#include "engine/run.h"
#include "files/gate.h"
#include "i18n/translate.h"
#include "lessons/lesson_translation.h"
#include "marking/checks.h"
#include "lessons/lesson.h"
#include "marking/marker.h"
#include "text/safe_text.h"
#include "marking/untrusted.h"
#include "marking/sandbox.h"

namespace fs = std::filesystem;

namespace bugbot::cli {

using text::for_terminal;

namespace {

using i18n::translate;

// In the user's language (i18n/translate.h).
const char* help_text() {
    return translate("bugbot lessons",
    "usage: bugbot lessons [--json] [--check] [--new ID [--force]] [--lessons DIR]\n"
    "\n"
    "Lists the lessons on the lesson path and the folder each came from. The path,\n"
    "in order: the installed lessons; your own folder ($XDG_DATA_HOME/bugbot-studio/\n"
    "lessons, else ~/.local/share/bugbot-studio/lessons); each folder of\n"
    "$BUGBOT_LESSONS (separated by ':'); each --lessons DIR. A lesson in a later\n"
    "folder replaces one with the same id in an earlier one. A lesson that cannot\n"
    "be loaded is reported on stderr and left out; the others are listed regardless.\n"
    "\n"
    "options:\n"
    "  --json          print the lessons as JSON: [{\"id\", \"title\", \"track\", \"folder\", \"text\",\n"
    "                  \"programs\": [{\"file\", \"title\"}], \"tasks\": [{\"id\", \"title\"}], \"from\",\n"
    "                  \"source\", \"replaced\"}, ...]\n"
    "  --check         validate every lesson (lesson.json, the files it names, its worlds and\n"
    "                  start poses, a check in marking.py for each task) and name the file\n"
    "                  and line of anything wrong; mark the reference solution of each lesson\n"
    "                  that is not installed on its runs, which must give full marks; exit 1\n"
    "                  if anything is wrong\n"
    "  --new ID        make a new lesson, ID, that works as it is (it passes --check and its\n"
    "                  reference solution gets full marks), in the last --lessons DIR, else\n"
    "                  in your own folder; never over an existing folder. An ID a lesson\n"
    "                  on the path already has is refused: the new lesson would replace it\n"
    "  --force         with --new, make it even so (to replace that lesson on purpose)\n"
    "  --lessons DIR   read lessons from DIR too (any command takes it; may be repeated)\n"
    "\n"
    "exit status: 0 listed (or all lessons valid with --check, or the lesson made), 1 problems\n"
    "found with --check (or --new could not write), 2 bad usage.\n");
}

std::size_t utf8_length(const std::string& text) {
    std::size_t chars = 0;
    for (unsigned char c : text) chars += (c & 0xC0) != 0x80;
    return chars;
}

std::string utf8_pad(const std::string& text, std::size_t width) {
    const std::size_t chars = utf8_length(text);
    return chars >= width ? text : text + std::string(width - chars, ' ');
}

// A short name for each folder of the path: its source, numbered when a
// source gives several folders.
std::map<std::string, std::string> folder_names(const std::vector<marking::LessonFolder>& path) {
    std::map<std::string, int> count, seen;
    for (const auto& f : path) ++count[f.source];
    std::map<std::string, std::string> names;
    for (const auto& f : path)
        names[f.path] = count[f.source] > 1 ? f.source + " " + std::to_string(++seen[f.source]) : f.source;
    return names;
}

// A folder's short name as the table shows it: the source in the user's
// language (--json keeps the names as they are).
std::string shown_source(const std::string& name) {
    const std::pair<std::string, const char*> sources[] = {{"installed", translate("bugbot lessons", "installed")},
                                                           {"teacher", translate("bugbot lessons", "teacher")},
                                                           {"yours", translate("bugbot lessons", "yours")}};
    for (const auto& [english, shown] : sources)
        if (name == english || name.starts_with(english + " ")) return shown + name.substr(english.size());
    return name;
}

// A lesson's reference solution must get full marks on the lesson's own runs.
// Only for lessons that are not installed: the project's tests check those, and
// marking takes a few seconds a lesson.
void check_reference(const marking::Lesson& lesson, std::vector<marking::Problem>& problems) {
    if (lesson.solution.empty()) return;
    marking::MarkOptions options;
    const unsigned cores = std::thread::hardware_concurrency();
    options.jobs = cores > 0 ? static_cast<int>(cores) : 2;
    marking::SubmissionMark mark;
    options.marked = [&](const marking::SubmissionMark& s) { mark = s; };
    const std::string file = lesson.path(lesson.solution);
    const auto result = marking::mark_submissions(lesson, {file}, options);
    if (!result.ok) {
        problems.push_back(
            {file, 0, i18n::format(translate("bugbot lessons", "the reference solution could not be marked: %s"), result.error.c_str())});
        return;
    }
    if (mark.max > 0 && mark.score >= mark.max) return;
    std::string lost;
    for (const auto& t : mark.tasks)
        if (t.score < t.max) {
            char scored[64];
            std::snprintf(scored, sizeof scored, " %g/%g", t.score, t.max);
            lost += (lost.empty() ? "" : ", ") + t.id + scored;
        }
    char total[64];
    std::snprintf(total, sizeof total, "%g/%g", mark.score, mark.max);
    const std::string explain = "bugbot mark " + lesson.id + " " + file + " --explain";
    problems.push_back(
        {file, 0,
         lost.empty()
             ? i18n::format(translate("bugbot lessons", "the reference solution gets %s (%s) on the lesson's runs, not full "
                                                        "marks; '%s' says why"),
                            total, mark.status.c_str(), explain.c_str())
             : i18n::format(translate("bugbot lessons", "the reference solution gets %s (%s) on the lesson's runs, not full "
                                                        "marks: %s; '%s' says why"),
                            total, mark.status.c_str(), lost.c_str(), explain.c_str())});
}

int make_lesson(const std::string& id, bool force) {
    if (!marking::valid_lesson_id(id)) {
        std::fprintf(stderr,
                     translate("bugbot lessons", "bugbot lessons: --new: \"%s\" cannot be a lesson id (1 to 64 ASCII letters, "
                                                 "digits, '.', '-', '_': it names a folder and goes on command lines)\n"),
                     id.c_str());
        return engine::kExitUsage;
    }
    const auto path = marking::lesson_path();
    const std::string parent = path.back().source == "--lessons" ? path.back().path : marking::user_lessons_dir();
    const std::string folder = parent + "/" + id;
    std::error_code ec;
    if (fs::exists(folder, ec)) {
        std::fprintf(stderr, translate("bugbot lessons", "bugbot lessons: --new: %s already exists; nothing was written\n"),
                     folder.c_str());
        return 1;
    }
    for (const auto& one : marking::discover_lessons(nullptr)) {
        if (one.lesson.id != id) continue;
        if (!force) {
            std::fprintf(stderr,
                         translate("bugbot lessons",
                         "bugbot lessons: --new: the lesson %s (\"%s\", in %s) already has the id %s; a new lesson\n"
                         "with it would replace that one everywhere (the studio, bugbot mark). Nothing was written.\n"
                         "Pick another id, or add --force to replace it on purpose.\n"),
                         id.c_str(), for_terminal(one.lesson.title).c_str(), for_terminal(one.lesson.folder).c_str(), id.c_str());
            return 1;
        }
        std::printf(translate("bugbot lessons", "note: this lesson replaces %s (\"%s\") wherever the lessons are listed\n"),
                    for_terminal(one.lesson.folder).c_str(), for_terminal(one.lesson.title).c_str());
    }
    for (const auto& file : lesson_skeleton(id)) {
        const fs::path target = fs::path(folder) / file.path;
        fs::create_directories(target.parent_path(), ec);
        std::string why;
        if (!files::save_file(target.string(), file.text, why, 0644)) {
            std::fprintf(stderr, translate("bugbot lessons", "bugbot lessons: --new: cannot write %s%s%s\n"), target.c_str(), ": ",
                         (ec ? ec.message() : why).c_str());
            return 1;
        }
    }
    const std::string also = parent == marking::user_lessons_dir() ? "" : " --lessons " + parent;
    std::printf(translate("bugbot lessons",
                "made the lesson %s in %s\n"
                "  lesson.json, lesson.md, demo.py, starter.py, solution/reference.py, marking.py\n"
                "next:\n"
                "  bugbot lessons --check%s\n"
                "  bugbot mark %s %s/solution/reference.py%s\n"
                "  bugbot-studio %s%s\n"),
                id.c_str(), folder.c_str(), also.c_str(), id.c_str(), folder.c_str(), also.c_str(), id.c_str(),
                also.c_str());
    return 0;
}

// Each problem of a lesson: where and what, escaped (a translation's unknown
// key, a title, a file's name are a lesson's, and a lesson is passed round).
void print_problems(const std::vector<marking::Problem>& problems, std::FILE* out, const char* prefix) {
    for (const auto& p : problems)
        std::fprintf(out, "%s%s: %s\n", prefix, for_terminal(p.where()).c_str(), for_terminal(p.message).c_str());
}

// --check: every lesson's problems, and the reference solutions of those not installed marked.
int check_lessons(const std::vector<marking::FoundLesson>& lessons, std::vector<marking::Problem>& problems) {
    const bool can_mark = marking::check_sandbox().full;
    int references = 0;
    for (const auto& one : lessons) {
        auto more = marking::check_marking_module(one.lesson);
        const bool checks_ok = more.empty();
        problems.insert(problems.end(), more.begin(), more.end());
        for (const std::string& code : marking::lesson_languages(one.lesson)) marking::translated(one.lesson, code, &problems);
        const bool packaged = one.from.source == "installed" || one.from.source == "teacher";
        if (!packaged && checks_ok && can_mark && !one.lesson.solution.empty()) {
            check_reference(one.lesson, problems);
            ++references;
        }
    }
    print_problems(problems, stdout, "");
    if (!can_mark)
        std::fputs(translate("bugbot lessons", "(reference solutions not marked: the sandbox is incomplete here; "
                                               "bugbot mark --check-sandbox says why)\n"),
                   stdout);
    // Each count with its noun in whole messages (a language's plural is its own).
    const std::string loaded = i18n::format(lessons.size() == 1 ? translate("bugbot lessons", "%zu lesson loaded")
                                                                : translate("bugbot lessons", "%zu lessons loaded"),
                                            lessons.size());
    const std::string marked = i18n::format(references == 1 ? translate("bugbot lessons", "%d reference solution marked")
                                                             : translate("bugbot lessons", "%d reference solutions marked"),
                                            references);
    const std::string found = i18n::format(problems.size() == 1 ? translate("bugbot lessons", "%zu problem")
                                                                : translate("bugbot lessons", "%zu problems"),
                                           problems.size());
    std::printf(translate("bugbot lessons", "%s, %s; %s\n"), loaded.c_str(), marked.c_str(), found.c_str());
    return problems.empty() ? 0 : 1;
}

void print_json(const std::vector<marking::FoundLesson>& lessons, std::map<std::string, std::string>& names) {
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const auto& one : lessons) {
        const auto& lesson = one.lesson;
        nlohmann::ordered_json programs = nlohmann::ordered_json::array(), tasks = nlohmann::ordered_json::array();
        for (const auto& p : lesson.programs) programs.push_back({{"file", p.file}, {"title", p.title}});
        for (const auto& t : lesson.tasks) tasks.push_back({{"id", t.id}, {"title", t.title}, {"points", t.points}});
        out.push_back({{"id", lesson.id},
                       {"title", lesson.title},
                       {"track", lesson.track},
                       {"folder", lesson.folder},
                       {"text", lesson.text},
                       {"programs", programs},
                       {"tasks", tasks},
                       {"starter", lesson.starter},
                       {"world", marking::world_path(lesson, lesson.world)},
                       {"max", lesson.max_score()},
                       {"from", one.from.path},
                       {"source", names[one.from.path]},
                       {"replaced", one.replaced.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(one.replaced)}});
    }
    std::fputs((marking::dump_utf8(out, 1) + "\n").c_str(), stdout);  // json_safe: no raw control or bidi character
}

// Each column as wide as its widest cell, and two spaces between columns; then the path.
void print_table(const std::vector<marking::FoundLesson>& lessons, const std::vector<marking::LessonFolder>& path,
                 std::map<std::string, std::string>& names) {
    // The headings in the user's language: each column at least as wide as its heading.
    using text::TerminalText;
    const TerminalText id_head(translate("bugbot lessons", "id")), title_head(translate("bugbot lessons", "title")),
        track_head(translate("bugbot lessons", "track")), tasks_head(translate("bugbot lessons", "tasks"));
    std::size_t id_width = utf8_length(id_head.str()), title_width = utf8_length(title_head.str()),
                track_width = utf8_length(track_head.str());
    const std::size_t tasks_width = utf8_length(tasks_head.str()) + 2;
    // Titles and tracks in the reader's language, as far as each lesson is
    // translated (--json keeps them as written): a translation is a lesson's
    // file like any other, so what it says reaches the terminal escaped.
    struct Shown {
        TerminalText id, title, track;
    };
    std::vector<Shown> shown;
    for (const auto& one : lessons) {
        const auto lesson = marking::translated(one.lesson, marking::reader_language(one.lesson));
        shown.push_back({for_terminal(one.lesson.id), for_terminal(lesson.title), for_terminal(lesson.track)});
        id_width = std::max(id_width, utf8_length(shown.back().id.str()));
        title_width = std::max(title_width, utf8_length(shown.back().title.str()));
        track_width = std::max(track_width, utf8_length(shown.back().track.str()));
    }
    auto row = [&](const TerminalText& id, const TerminalText& title, const TerminalText& track, const TerminalText& tasks,
                   const TerminalText& from) {
        std::printf("%s%s%s%s%s\n", utf8_pad(id.str(), id_width + 2).c_str(), utf8_pad(title.str(), title_width + 2).c_str(),
                    utf8_pad(track.str(), track_width + 2).c_str(), utf8_pad(tasks.str(), tasks_width).c_str(), from.c_str());
    };
    row(id_head, title_head, track_head, tasks_head, TerminalText(translate("bugbot lessons", "from")));
    for (std::size_t i = 0; i < lessons.size(); ++i) {
        const auto& one = lessons[i];
        std::string from = shown_source(names[one.from.path]);
        if (!one.replaced.empty()) from += i18n::format(translate("bugbot lessons", " (replaces %s)"), one.replaced.c_str());
        row(shown[i].id, shown[i].title, shown[i].track, for_terminal(std::to_string(one.lesson.tasks.size())), for_terminal(from));
    }
    if (lessons.empty()) std::fputs(translate("bugbot lessons", "(no lessons)\n"), stdout);
    std::fputs(translate("bugbot lessons", "\nthe lesson path (a later folder's lesson replaces an earlier one's):\n"), stdout);
    for (const auto& folder : path) {
        std::error_code ec;
        std::printf("  %s%s%s\n", utf8_pad(shown_source(names[folder.path]), 18).c_str(), for_terminal(folder.path).c_str(),
                    fs::is_directory(folder.path, ec) ? "" : translate("bugbot lessons", "  (not there yet)"));
    }
}

struct LessonsArgs {
    bool as_json = false, check = false, force = false;
    std::string new_id;
};

// -1 to go on, else the exit status.
int parse_lessons_args(int argc, char** argv, LessonsArgs& a) {
    bool options_ended = false;
    for (int i = 0; i < argc; ++i) {
        const std::string arg = argv[i];
        if (options_ended || !arg.starts_with("-")) {
            std::fprintf(stderr, translate("bugbot lessons", "bugbot lessons: unexpected argument %s (it takes no files)\n"),
                         text::terminal_safe(arg).c_str());
            return engine::kExitUsage;
        } else if (arg == "--") {
            options_ended = true;
        } else if (arg == "--help" || arg == "-h") {
            std::fputs(help_text(), stdout);
            return 0;
        } else if (arg == "--json") {
            a.as_json = true;
        } else if (arg == "--check") {
            a.check = true;
        } else if (arg == "--force") {
            a.force = true;
        } else if (arg == "--new") {
            if (i + 1 >= argc) {
                std::fputs(translate("bugbot lessons", "bugbot lessons: --new needs the new lesson's id\n"), stderr);
                return engine::kExitUsage;
            }
            a.new_id = argv[++i];
        } else {
            std::fprintf(stderr, translate("bugbot lessons", "bugbot lessons: unknown option %s\n(bugbot lessons --help for the options)\n"),
                         text::terminal_safe(arg).c_str());
            return engine::kExitUsage;
        }
    }
    return -1;
}

}  // namespace

int lessons_command(int argc, char** argv) {
    LessonsArgs a;
    if (const int done = parse_lessons_args(argc, argv, a); done >= 0) return done;
    if (!a.new_id.empty()) return make_lesson(a.new_id, a.force);
    if (a.force) {
        std::fputs(translate("bugbot lessons", "bugbot lessons: --force goes with --new ID\n"), stderr);
        return engine::kExitUsage;
    }
    const auto path = marking::lesson_path();
    auto names = folder_names(path);
    std::vector<marking::Problem> problems;
    const auto lessons = marking::discover_lessons(&problems);
    if (a.check) return check_lessons(lessons, problems);
    print_problems(problems, stderr, "bugbot lessons: ");
    if (a.as_json) print_json(lessons, names);
    else print_table(lessons, path, names);
    return 0;
}

}  // namespace bugbot::cli
