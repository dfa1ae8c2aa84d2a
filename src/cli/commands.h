#pragma once
// The `bugbot` subcommands. Each takes the arguments after its own name and
// returns the process's exit status.

namespace bugbot::cli {

int run_command(int argc, char** argv);
int mark_command(int argc, char** argv);
int lessons_command(int argc, char** argv);
int robots_command(int argc, char** argv);
int class_command(int argc, char** argv);  // starts bugbot-class

}  // namespace bugbot::cli
