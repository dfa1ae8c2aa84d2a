// bugbot: the command-line front end of the engine.
#include <cstdio>
#include <cstring>
#include <string>

#include "cli/commands.h"

namespace {
const char* kUsage =
    "usage:\n"
    "  bugbot run SCRIPT.py [--seed N] [--world NAME|FILE] [--realtime] [--timeout S] [--record TRACE]\n"
    "  bugbot mark LESSON SUBMISSION... [--json] [--csv FILE] [--jobs N] [--timeout S]\n"
    "  bugbot lessons [--json] [--check]\n"
    "\n"
    "Runs Python scripts against the simulated BugBot robot, marks lessons, lists them.\n"
    "'bugbot COMMAND --help' says more about each.\n";
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
    if (command == "run") return bugbot::cli::run_command(argc - 2, argv + 2);
    if (command == "mark") return bugbot::cli::mark_command(argc - 2, argv + 2);
    if (command == "lessons") return bugbot::cli::lessons_command(argc - 2, argv + 2);
    std::fprintf(stderr, "bugbot: unknown command '%s'\n\n%s", command.c_str(), kUsage);
    return 2;
}
