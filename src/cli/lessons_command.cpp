// bugbot lessons [--json] [--check]
#include <cstdio>
#include <string>

#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "marking/lesson.h"
#include "marking/checks.h"

namespace bugbot::cli {

namespace {

const char* kHelp =
    "usage: bugbot lessons [--json] [--check]\n"
    "\n"
    "Lists the lessons in the lessons folder ($BUGBOT_LESSONS, else lessons/ beside\n"
    "python/ and worlds/). A lesson that cannot be loaded is reported on stderr and\n"
    "left out; the others are listed regardless.\n"
    "\n"
    "options:\n"
    "  --json    print the lessons as JSON: [{\"id\", \"title\", \"track\", \"folder\", \"text\",\n"
    "            \"programs\": [{\"file\", \"title\"}], \"tasks\": [{\"id\", \"title\"}]}, ...]\n"
    "  --check   validate every lesson (lesson.json, the files it names, marking.py) and\n"
    "            name the file and line of anything wrong; exit 1 if anything is\n"
    "\n"
    "exit status: 0 listed (or all lessons valid with --check), 1 problems found with --check,\n"
    "2 bad usage.\n";

std::string utf8_pad(const std::string& text, std::size_t width) {
    std::size_t chars = 0;
    for (unsigned char c : text) chars += (c & 0xC0) != 0x80;
    return chars >= width ? text : text + std::string(width - chars, ' ');
}

}  // namespace

int lessons_command(int argc, char** argv) {
    bool as_json = false, check = false;
    for (int i = 0; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--help" || arg == "-h") {
            std::fputs(kHelp, stdout);
            return 0;
        } else if (arg == "--json") {
            as_json = true;
        } else if (arg == "--check") {
            check = true;
        } else {
            std::fprintf(stderr, "bugbot lessons: unknown option %s\n(bugbot lessons --help for the options)\n", arg.c_str());
            return 2;
        }
    }
    const std::string dir = marking::lessons_dir();
    std::vector<marking::Problem> problems;
    auto lessons = marking::load_lessons(dir, &problems);
    if (check) {
        for (const auto& lesson : lessons) {
            auto more = marking::check_marking_module(lesson);
            problems.insert(problems.end(), more.begin(), more.end());
        }
        for (const auto& p : problems) std::fprintf(stdout, "%s: %s\n", p.where().c_str(), p.message.c_str());
        std::fprintf(stdout, "%zu lesson%s loaded from %s; %zu problem%s\n", lessons.size(),
                     lessons.size() == 1 ? "" : "s", dir.c_str(), problems.size(), problems.size() == 1 ? "" : "s");
        return problems.empty() ? 0 : 1;
    }
    for (const auto& p : problems) std::fprintf(stderr, "bugbot lessons: %s: %s\n", p.where().c_str(), p.message.c_str());
    if (as_json) {
        nlohmann::ordered_json out = nlohmann::ordered_json::array();
        for (const auto& lesson : lessons) {
            nlohmann::ordered_json programs = nlohmann::ordered_json::array(), tasks = nlohmann::ordered_json::array();
            for (const auto& p : lesson.programs) programs.push_back({{"file", p.file}, {"title", p.title}});
            for (const auto& t : lesson.tasks)
                tasks.push_back({{"id", t.id}, {"title", t.title}, {"points", t.points}});
            out.push_back({{"id", lesson.id},
                           {"title", lesson.title},
                           {"track", lesson.track},
                           {"folder", lesson.folder},
                           {"text", lesson.text},
                           {"programs", programs},
                           {"tasks", tasks},
                           {"starter", lesson.starter},
                           {"world", marking::world_path(lesson, lesson.world)},
                           {"max", lesson.max_score()}});
        }
        std::fputs((out.dump(1) + "\n").c_str(), stdout);
        return 0;
    }
    std::printf("%s%s%s%s\n", utf8_pad("id", 11).c_str(), utf8_pad("title", 40).c_str(),
                utf8_pad("track", 36).c_str(), "tasks");
    for (const auto& lesson : lessons)
        std::printf("%s%s%s%zu\n", utf8_pad(lesson.id, 11).c_str(), utf8_pad(lesson.title, 40).c_str(),
                    utf8_pad(lesson.track, 36).c_str(), lesson.tasks.size());
    if (lessons.empty()) std::printf("(no lessons in %s)\n", dir.c_str());
    return 0;
}

}  // namespace bugbot::cli
