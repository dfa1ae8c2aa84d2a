#pragma once
// Where a run's calls go when they go to a real BugBot (`bugbot run --robot
// ROBOT [--dongle PORT] [--roster FILE]`, docs/robot.md): the one
// description the command line and the studio share.
#include <string>

namespace bugbot::robot {

struct RobotTarget {
    std::string robot;   // a roster index, a 16-hex id or a name ("" = the simulator)
    std::string dongle;  // the dongle's serial device ("" = found by its USB vendor id)
    std::string roster;  // the roster file ("" = $BUGBOT_ROSTER, else ~/.bugbot/robots.json)
    std::string name;    // the robot's name in the roster, where it was chosen ("" = not known)
    bool on_robot() const { return !robot.empty(); }
    // How a window names the robot: its roster name, else the robot as given.
    const std::string& label() const { return name.empty() ? robot : name; }
};

}  // namespace bugbot::robot
