#pragma once
// The commands that read what a script sends (bugbot mark; bugbot run with
// --sandbox, --channel, --robot or --max-sim-seconds) run in bugbot-host, the
// position-independent build of this program (paths/programs.h).
namespace bugbot::cli {

// Kept by main() before any command takes its arguments apart. In bugbot-host,
// also names the process bugbot (its comm, as ps shows it).
void keep_arguments(int argc, char** argv);

// In bugbot, with bugbot-host beside it: replaces this process with
// bugbot-host given the same arguments. Returns when this is bugbot-host, when
// there is none (a build of bugbot alone: the command goes on here), or when
// it cannot be started (said on stderr). Call it before the command has
// opened anything.
void continue_in_host_program();

}  // namespace bugbot::cli
