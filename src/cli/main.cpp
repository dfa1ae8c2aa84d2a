// bugbot: the command-line front end of the engine.
#include <cstdio>
#include <cstring>
#include <string>

#include "cli/commands.h"
#include "cli/host_program.h"
#include "engine/run.h"
#include "i18n/translate.h"
#include "lessons/lesson.h"

namespace {
using bugbot::i18n::translate;

// The commands as they are typed: the same in every language.
const char* kSynopsis =
    "  bugbot run SCRIPT.py [--seed N] [--world NAME|FILE] [--realtime] [--timeout S] [--record TRACE]\n"
    "  bugbot mark LESSON [--json] [--csv FILE] [--jobs N] [--timeout S] [--max-memory MB] [--] SUBMISSION...\n"
    "  bugbot mark LESSON --explain SUBMISSION\n"
    "  bugbot mark --check-sandbox\n"
    "  bugbot lessons [--json] [--check] [--new ID [--force]]\n"
    "  bugbot run SCRIPT.py --robot ROBOT [--dongle PORT] [--roster FILE]\n"
    "  bugbot robots [init|scan|blink|forget|emulate] ...\n"
    "  bugbot class [serve|join|submit] ...\n"
    "\n";

std::string usage() {
    return std::string(translate("bugbot", "usage:")) + "\n" + kSynopsis + translate("bugbot",
    "Runs Python scripts against the simulated BugBot robot, marks lessons, lists them.\n"
    "In every command '--' ends the options: what follows is never read as one.\n"
    "Every command takes --lessons DIR: read lessons from DIR too (may be repeated;\n"
    "'bugbot lessons --help' says where lessons are found).\n"
    "'bugbot COMMAND --help' says more about each.\n");
}

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
    bugbot::cli::keep_arguments(argc, argv);
    if (argc < 2) {
        std::fputs(usage().c_str(), stderr);
        return bugbot::engine::kExitUsage;
    }
    const std::string command = argv[1];
    if (command == "--help" || command == "-h" || command == "help") {
        std::fputs(usage().c_str(), stdout);
        return 0;
    }
    // Its own program (class_launch.cpp), which reads its own --lessons.
    if (command == "class") return bugbot::cli::class_command(argc - 2, argv + 2);
    int command_argc = argc - 2;
    if (!take_lesson_folders(command_argc, argv + 2)) {
        std::fprintf(stderr, translate("bugbot", "bugbot %s: --lessons needs a folder\n"), command.c_str());
        return bugbot::engine::kExitUsage;
    }
    if (command == "run") return bugbot::cli::run_command(command_argc, argv + 2);
    if (command == "mark") return bugbot::cli::mark_command(command_argc, argv + 2);
    if (command == "lessons") return bugbot::cli::lessons_command(command_argc, argv + 2);
    if (command == "robots") return bugbot::cli::robots_command(command_argc, argv + 2);
    std::fprintf(stderr, translate("bugbot", "bugbot: unknown command '%s'\n\n%s"), command.c_str(), usage().c_str());
    return bugbot::engine::kExitUsage;
}
