// bugbot: the command-line front end of the engine.
#include <cstdio>
#include <cstring>
#include <string>

#include "cli/commands.h"
#include "lessons/lesson.h"

namespace {
const char* kUsage =
    "usage:\n"
    "  bugbot run SCRIPT.py [--seed N] [--world NAME|FILE] [--realtime] [--timeout S] [--record TRACE]\n"
    "  bugbot mark LESSON SUBMISSION... [--json] [--csv FILE] [--jobs N] [--timeout S] [--max-memory MB]\n"
    "  bugbot mark LESSON --explain SUBMISSION\n"
    "  bugbot mark --check-sandbox\n"
    "  bugbot lessons [--json] [--check] [--new ID [--force]]\n"
    "  bugbot run SCRIPT.py --robot ROBOT [--dongle PORT] [--roster FILE]\n"
    "  bugbot robots [init|scan|blink|forget|emulate] ...\n"
    "\n"
    "Runs Python scripts against the simulated BugBot robot, marks lessons, lists them.\n"
    "Every command takes --lessons DIR: read lessons from DIR too (may be repeated;\n"
    "'bugbot lessons --help' says where lessons are found).\n"
    "'bugbot COMMAND --help' says more about each.\n";

// Takes every --lessons DIR out of the arguments (up to a "--", after which
// they are the script's) and puts DIR on the lesson path. False when one has
// no DIR.
bool take_lesson_folders(int& argc, char** argv) {
    int kept = 0;
    bool script_args = false;
    for (int i = 0; i < argc; ++i) {
        const std::string arg = argv[i];
        script_args = script_args || arg == "--";
        if (!script_args && arg == "--lessons") {
            if (i + 1 >= argc) return false;
            bugbot::marking::add_lesson_folder(argv[++i]);
            continue;
        }
        argv[kept++] = argv[i];
    }
    argc = kept;
    return true;
}
}

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fputs(kUsage, stderr);
        return 2;
    }
    const std::string command = argv[1];
    if (command == "--help" || command == "-h" || command == "help") {
        std::fputs(kUsage, stdout);
        return 0;
    }
    int command_argc = argc - 2;
    if (!take_lesson_folders(command_argc, argv + 2)) {
        std::fprintf(stderr, "bugbot %s: --lessons needs a folder\n", command.c_str());
        return 2;
    }
    if (command == "run") return bugbot::cli::run_command(command_argc, argv + 2);
    if (command == "mark") return bugbot::cli::mark_command(command_argc, argv + 2);
    if (command == "lessons") return bugbot::cli::lessons_command(command_argc, argv + 2);
    if (command == "robots") return bugbot::cli::robots_command(command_argc, argv + 2);
    std::fprintf(stderr, "bugbot: unknown command '%s'\n\n%s", command.c_str(), kUsage);
    return 2;
}
