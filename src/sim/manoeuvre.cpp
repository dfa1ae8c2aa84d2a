// turn_by and move_by: drive until the heading or distance asked for, closing
// the loop on what the robot actually did.
//
// The wheels lag their power, so a robot told to stop carries on a little: after
// the power is cut a wheel's speed falls by (1 - alpha) a step, and the body
// goes on by (1 - alpha) / alpha of one step's motion. The manoeuvre cuts the
// power at the step that lands nearest the goal once that coast is added, waits
// until the coast left is negligible, and nudges at low power should it still be
// off (a short turn the motors never got up to speed for, a jolt). Each turn
// measures from where the last one really ended, so the error of a square or of
// twelve turns of 30 degrees stays that of one turn.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "sim/simulator.h"

namespace bugbot::sim {

namespace {
constexpr double kTurnTolerance = 0.1 * std::numbers::pi / 180;  // radians
constexpr double kMoveTolerance = 0.1;                             // cm
constexpr double kNudgePower = 20;                                 // percent
constexpr int kAttempts = 4;
constexpr double kTieSlack = 1e-9;                                 // cm or radians
}  // namespace

void Simulator::manoeuvre(int robot, Goal goal, double amount, double power_pct, std::int64_t limit_ms) {
    Body& b = body(robot);
    const bool turning = goal == Goal::heading;
    if (power_pct == 0) {
        // No power, no progress: return at once rather than at the time limit.
        drive_wheels(robot, 0, 0);
        return;
    }
    const RobotSpec& spec = world_.robot;
    // Progress so far and progress a step, in radians or cm.
    auto progress = [&] { return turning ? b.turned_rad : b.travelled; };
    auto per_step = [&] {
        const StepMotion m = step_motion(b, spec);
        return turning ? m.dtheta : m.ds;
    };
    const double coast_steps = (1 - lag_alpha_) / lag_alpha_;
    const double tolerance = turning ? kTurnTolerance : kMoveTolerance;
    // A turn right after a turn (or a straight move) counts from where the last
    // one was asked to end, so its small error does not add up turn after turn.
    const double from = turning && b.heading_goal_valid ? b.heading_goal : progress();
    const double target = from + amount;
    const std::int64_t end = time_ms_ + limit_ms;
    // Moving, it stops when a step toward the goal is blocked; a step blocked while
    // the wheels still run the other way (backing off a wall) does not count.
    std::int64_t blocked_seen = b.blocked_steps;
    bool ran_into_something = false;
    auto check_blocked = [&](double direction) {
        if (b.blocked_steps != blocked_seen && !turning && direction * per_step() > 0) ran_into_something = true;
        blocked_seen = b.blocked_steps;
        return ran_into_something;
    };

    for (int attempt = 0; attempt < kAttempts && time_ms_ < end && !ran_into_something; ++attempt) {
        const double off = target - progress() - per_step() * coast_steps;
        if (std::abs(off) <= tolerance) break;
        const double direction = off > 0 ? 1 : -1;
        const double power = (attempt == 0 ? std::abs(power_pct) : std::min(std::abs(power_pct), kNudgePower)) * direction;
        if (turning) {
            drive_wheels(robot, power, -power);
        } else {
            drive_wheels(robot, power, power);
        }
        while (time_ms_ < end && !check_blocked(direction)) {
            const double rate = per_step();
            // How far past the goal the body would end were the power cut now;
            // cut it at the step that ends nearest the goal.
            const double short_of = direction * (target - progress() - rate * coast_steps);
            const double stride = std::abs(rate);
            // Round goals at round speeds tie exactly; the slack settles a tie the
            // same way however the rounding of a jump fell.
            if (short_of <= stride / 2 + kTieSlack) break;
            // At a constant rate the cut is this many steps away; advance_up_to
            // takes one step at a time unless the speeds are constant.
            // Touching something, the next step may be the blocked one that ends a move.
            // While the motors come up to speed the rate grows and the cut comes sooner.
            const bool may_block = !turning && b.touching;
            const bool constant_rate = speeds_settled(b, spec, lag_alpha_);
            const double steps_to_cut = direction * rate > 0 && constant_rate && !may_block
                                            ? std::floor((short_of - stride / 2) / stride) - 1
                                            : 1;
            advance_up_to(std::min<std::int64_t>(end - time_ms_, static_cast<std::int64_t>(std::max(1.0, steps_to_cut))),
                          /*stop_at_contact=*/!turning);
        }
        drive_wheels(robot, 0, 0);
        // Wait for the wheels to all but stop, so the manoeuvre ends where it is.
        while (time_ms_ < end && std::abs(per_step() * coast_steps) > tolerance / 10 && !check_blocked(direction))
            advance_up_to(1);
    }
    drive_wheels(robot, 0, 0);
    if (turning) {
        // A turn cut short (the time limit) starts the next one afresh.
        b.heading_goal = target;
        b.heading_goal_valid = std::abs(target - progress() - per_step() * coast_steps) <= 2 * tolerance;
    }
}

}  // namespace bugbot::sim
