#pragma once
// The robots one run drives: the roster's entries, each connected (PROBE,
// CLAIM, heartbeat, keep-alive: connection.h) the first time the run names
// it, and every one stopped and released at the end. Index 0 is the robot
// `--robot` names; Robot(i) in the script attaches the roster's robot i.
#include <memory>
#include <string>
#include <vector>

#include "robot/connection.h"
#include "robot/roster.h"
#include "sim/world.h"

namespace bugbot::robot {

class Fleet {
public:
    // As many robots as a world holds (the studio shows as many).
    static constexpr int kMaxRobots = sim::kMaxRobots;

    // `roster` is written when a robot connects (last_seen) or is purged.
    Fleet(Radio& radio, Roster& roster, ConnectionTiming timing = {});
    ~Fleet();
    Fleet(const Fleet&) = delete;
    Fleet& operator=(const Fleet&) = delete;

    // The roster's robot `which` (an index into the roster as it was when the
    // run began, a 16-hex id or a name), connected the first time; its index
    // in the fleet. Throws RobotError (connect: not in the roster, no answer,
    // re-paired; busy: another computer holds it; runtime: more than kMaxRobots).
    int attach(const std::string& which);
    int size() const { return static_cast<int>(robots_.size()); }
    Connection& at(int index) { return *robots_.at(static_cast<std::size_t>(index)); }
    // STOP, then RELEASE, for each robot connected, in the order they were; safe to call twice.
    void close_all();

private:
    Radio& radio_;
    Roster& roster_;
    const Roster lookup_;  // the roster as the run began: Robot(i)'s index does not move when one is purged
    ConnectionTiming timing_;
    std::vector<std::unique_ptr<Connection>> robots_;
};

}  // namespace bugbot::robot
