#pragma once
// `bugbot run SCRIPT.py --robot ROBOT [--dongle PORT] [--roster FILE]`: the
// script on a real BugBot. This process opens the dongle, connects (PROBE,
// CLAIM) and holds the robots' body (engine/radio_body.h); the script
// runs in a second process over the channel, as --channel runs it (inside
// bubblewrap with `sandbox`, as the studio runs it), and never sees the
// serial port. However the run ends (done, an exception, the time
// limit, Ctrl-C, SIGTERM), STOP and then RELEASE go out before this exits.
#include <string>

#include "engine/run.h"
#include "robot/target.h"

namespace bugbot::cli {

using robot::RobotTarget;  // --robot, --dongle, --roster

int run_on_robot(engine::RunRequest request, const RobotTarget& target, bool sandbox = false);

}  // namespace bugbot::cli
