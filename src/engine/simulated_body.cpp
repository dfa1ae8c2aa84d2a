#include "engine/simulated_body.h"

#include <algorithm>
#include <cmath>

namespace bugbot::engine {

SimulatedBody::SimulatedBody(sim::WorldSpec world, std::uint64_t seed, BodyEvents& events)
    : sim_(std::move(world), seed), events_(events) {
    const auto robots = static_cast<std::size_t>(sim_.robot_count());
    bumps_seen_.assign(robots, 0);
    last_frame_pose_.assign(robots, sim::Pose{-1e9, -1e9, 0});
    last_frame_time_.assign(robots, -1);
}

std::int64_t SimulatedBody::within_time_limit(std::int64_t ms) const {
    if (time_limit_ms_ <= 0 || ms <= 0) return ms;
    return std::clamp<std::int64_t>(time_limit_ms_ - sim_.time_ms(), 0, ms);
}

void SimulatedBody::wait(double seconds) { sim_.advance_ms(within_time_limit(wait_ms(seconds))); }

// A turn or a move is given twice the time it should take, and a second, so one that cannot finish still ends.
void SimulatedBody::on(const channel::Turn& m) {
    const double seconds = sim_.world().robot.turn_s(m.degrees, m.power) * 2 + 1;
    sim_.turn_by(m.robot, m.degrees, m.power, within_time_limit(static_cast<std::int64_t>(seconds * 1000)));
}

void SimulatedBody::on(const channel::Move& m) {
    const double seconds = sim_.world().robot.move_s(m.cm, m.power) * 2 + 1;
    sim_.move_by(m.robot, m.cm, m.power, within_time_limit(static_cast<std::int64_t>(seconds * 1000)));
    check_bump();
}

AttachedRobot SimulatedBody::on(const channel::Attach&) {
    throw CallFailure("RuntimeError", "Robot(): this run has no roster of real robots");
}

void SimulatedBody::on(const channel::Hold&) {
    throw CallFailure("RuntimeError", "connect(): this run has no roster of real robots");
}

int SimulatedBody::on(const channel::Upload&) {
    throw CallFailure("RuntimeError", "go(upload=True): this run has no real robot to upload to");
}

void SimulatedBody::check_bump() {
    for (int i = 0; i < sim_.robot_count(); ++i) {
        auto& seen = bumps_seen_[static_cast<std::size_t>(i)];
        if (sim_.bump_count(i) == seen) continue;
        seen = sim_.bump_count(i);
        const sim::Pose p = sim_.pose(i);
        events_.bump(p.x, p.y, i);
    }
}

void SimulatedBody::on_frame(const sim::Simulator& sim) {
    check_bump();
    if (events_.watched()) {
        // A robot standing still reports a frame a second, not a hundred.
        for (int i = 0; i < sim.robot_count(); ++i) {
            const auto k = static_cast<std::size_t>(i);
            const sim::Pose p = sim.pose(i);
            auto& last = last_frame_pose_[k];
            const bool moved = p.x != last.x || p.y != last.y || p.heading_deg != last.heading_deg;
            if (!moved && sim.time_s() - last_frame_time_[k] < 1.0) continue;
            events_.frame(frame_values(sim, i), i);
            last = p;
            last_frame_time_[k] = sim.time_s();
        }
    }
    events_.frame_passed();
}

}  // namespace bugbot::engine
