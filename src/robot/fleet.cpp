#include "robot/fleet.h"

#include <cstdio>

namespace bugbot::robot {

Fleet::Fleet(Radio& radio, Roster& roster, ConnectionTiming timing)
    : radio_(radio), roster_(roster), lookup_(roster), timing_(timing) {}

Fleet::~Fleet() { close_all(); }

int Fleet::attach(const std::string& which) {
    std::string error;
    const auto entry = lookup_.find(which, error);
    if (!entry) throw RobotError(ErrorKind::connect, error);
    for (std::size_t i = 0; i < robots_.size(); ++i)
        if (robots_[i]->entry().id == entry->id) return static_cast<int>(i);
    if (size() >= kMaxRobots)
        throw RobotError(ErrorKind::runtime, "a run drives at most " + std::to_string(kMaxRobots) + " robots");
    auto purge = [this](const RosterEntry& gone) {
        std::string why;
        roster_.remove(gone.id);
        if (!roster_.save(why)) std::fprintf(stderr, "bugbot run: %s\n", why.c_str());
    };
    auto connection = std::make_unique<Connection>(radio_, *entry, purge, timing_);
    connection->connect();  // throws RobotError; the connection, never claimed, sends nothing more
    roster_.seen(entry->id, hex(connection->mac()));
    if (!roster_.save(error)) std::fprintf(stderr, "bugbot run: %s\n", error.c_str());
    robots_.push_back(std::move(connection));
    return size() - 1;
}

void Fleet::close_all() {
    for (auto& robot : robots_) robot->close();
}

}  // namespace bugbot::robot
