// take_pinned_steps against the reference's own step: it takes only steps the
// reference blocks; a run taken at once in the lag's closed form leaves the
// body as the reference would to 1e-12 (the centre and the counts exactly);
// one taken step by step, bit for bit (at constant speeds the work and turn
// counts to 1e-12, as any jump); and it refuses what it cannot prove.
#include "sim/pinned.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <numbers>

#include "sim/simulator.h"

using namespace bugbot::sim;

namespace {

constexpr double kRad = std::numbers::pi / 180;

// One 1 ms step of a lone body among walls, as Simulator::step() takes it.
// Returns whether the motion was blocked.
bool reference_step(Body& b, const WorldSpec& world, double lag_alpha) {
    b.left_speed = next_wheel_speed(b.left_speed, b.left_power, world.robot, lag_alpha);
    b.right_speed = next_wheel_speed(b.right_speed, b.right_power, world.robot, lag_alpha);
    b.work += work_per_step(b);
    const StepMotion m = step_motion(b, world.robot);
    b.turned_rad += m.dtheta;
    const double mid = b.heading_rad + m.dtheta / 2;
    b.heading_rad += m.dtheta;
    if (!m.translates()) return false;
    const Vec2 next{b.x + m.ds * std::sin(mid), b.y + m.ds * std::cos(mid)};
    for (const Segment& s : world.walls) {
        const double d = distance_to_segment(next, s);
        if (d < world.robot.radius_cm && d < distance_to_segment(b.centre(), s)) {
            if (!b.touching) ++b.bumps;
            b.touching = true;
            b.contact_at = b.centre();
            ++b.blocked_steps;
            return true;
        }
    }
    move_centre(b, next);
    b.travelled += m.ds;
    return false;
}

// Bit for bit; with `counts_multiplied`, the work and the turn (which a jump
// multiplies out rather than adds up, as jump_unblocked does) to 1e-12.
bool same(const Body& a, const Body& b, bool counts_multiplied = false) {
    auto bits = [](double x) {
        std::uint64_t u;
        std::memcpy(&u, &x, sizeof u);
        return u;
    };
    auto close = [&](double x, double y) {
        return counts_multiplied ? std::abs(x - y) <= 1e-12 * std::max(1.0, std::abs(x)) : bits(x) == bits(y);
    };
    return bits(a.x) == bits(b.x) && bits(a.y) == bits(b.y) && bits(a.heading_rad) == bits(b.heading_rad) &&
           bits(a.left_speed) == bits(b.left_speed) && bits(a.right_speed) == bits(b.right_speed) &&
           close(a.work, b.work) && close(a.turned_rad, b.turned_rad) && bits(a.travelled) == bits(b.travelled) &&
           a.touching == b.touching && a.bumps == b.bumps && a.blocked_steps == b.blocked_steps;
}

const double kLagAlpha = 1 - std::exp(-0.001 / RobotSpec{}.motor_lag_s);
MotorLag motor_lag{kLagAlpha};

// The closed form's agreement: speeds, heading, work and turn to 1e-12
// (relative to the larger of 1 and the value), the centre and every count exactly.
bool agrees(const Body& a, const Body& b) {
    auto close = [](double x, double y) { return std::abs(x - y) <= 1e-12 * std::max(1.0, std::abs(x)); };
    return a.x == b.x && a.y == b.y && close(a.heading_rad, b.heading_rad) && close(a.left_speed, b.left_speed) &&
           close(a.right_speed, b.right_speed) && close(a.work, b.work) && close(a.turned_rad, b.turned_rad) &&
           a.travelled == b.travelled && a.touching == b.touching && a.bumps == b.bumps &&
           a.blocked_steps == b.blocked_steps;
}

Body body_at(double x, double y, double heading_deg, double left_power, double right_power, double left_speed,
             double right_speed) {
    Body b;
    b.x = x;
    b.y = y;
    b.heading_rad = heading_deg * kRad;
    b.left_power = left_power;
    b.right_power = right_power;
    b.left_speed = left_speed;
    b.right_speed = right_speed;
    b.touching = true;
    b.contact_at = b.centre();
    return b;
}

// Steps the reference blocks in a row from `b`, at most `limit`.
std::int64_t blocked_in_a_row(Body b, const WorldSpec& world, std::int64_t limit) {
    std::int64_t n = 0;
    while (n < limit && reference_step(b, world, kLagAlpha)) ++n;
    return n;
}

}  // namespace

TEST(Pinned, WhileTheMotorsChangeItTakesTheBlockedRunInClosedForm) {
    // The club loop's case: curving into the left wall at 10 degrees off
    // parallel, a hair outside contact, motors between two commands.
    const WorldSpec world = default_world();
    const Body start = body_at(5.0004, 61.9, 190, 60, 55, 4.1, 9.7);
    for (const std::int64_t steps : {1, 2, 25, 1000}) {
        Body pinned = start, reference = start;
        const std::int64_t taken = take_pinned_steps(pinned, world.walls, world.robot, motor_lag, false, steps);
        ASSERT_EQ(taken, steps);
        for (int i = 0; i < steps; ++i) ASSERT_TRUE(reference_step(reference, world, kLagAlpha)) << "step " << i;
        EXPECT_TRUE(agrees(pinned, reference)) << steps << " steps: heading " << pinned.heading_rad << " against "
                                               << reference.heading_rad;
        if (steps >= 25) {
            EXPECT_FALSE(same(pinned, reference)) << "the closed form, not the reference's steps";
        }
        EXPECT_EQ(pinned.x, start.x);
        EXPECT_EQ(pinned.blocked_steps, steps);
    }
}

TEST(Pinned, WhenTheRunLeavesThePinItTakesTheBlockedStepsOneByOneBitForBit) {
    // Nearly parallel to the left wall and turning away from it: the first few
    // steps are blocked, then one is not. The closed form cannot prove the run;
    // the steps it can prove before the first free one are the reference's to the bit.
    const WorldSpec world = default_world();
    int partial_runs = 0;
    for (double heading = 182; heading < 188; heading += 0.05) {
        const Body start = body_at(5.0004, 61.9, heading, 10, 100, 12, 11);
        const std::int64_t blocked = blocked_in_a_row(start, world, 100);
        if (blocked == 0 || blocked == 100) continue;
        Body pinned = start, reference = start;
        const std::int64_t taken = take_pinned_steps(pinned, world.walls, world.robot, motor_lag, false, 100);
        EXPECT_LE(taken, blocked) << "heading " << heading;
        if (taken > 0) ++partial_runs;
        for (std::int64_t i = 0; i < taken; ++i) reference_step(reference, world, kLagAlpha);
        EXPECT_TRUE(same(pinned, reference)) << "heading " << heading;
    }
    EXPECT_GT(partial_runs, 3);
}

TEST(Pinned, NeverTakesAStepTheReferenceWouldNotBlock) {
    // Seeded states pressed against a wall or into a corner, with every kind
    // of transient: what it takes, the reference blocks, every step of it.
    const WorldSpec world = default_world();
    std::uint64_t state = 12345;
    auto uniform = [&](double lo, double hi) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return lo + (hi - lo) * static_cast<double>(state >> 11) / 9007199254740992.0;
    };
    int closed_runs = 0, refused = 0;
    for (int i = 0; i < 4000; ++i) {
        const double powers[] = {-100, -60, -40, 10, 40, 55, 60, 100};
        const double left = powers[static_cast<int>(uniform(0, 8))], right = powers[static_cast<int>(uniform(0, 8))];
        const bool corner = i % 3 == 0, edge = i % 3 == 1;
        // Every third along the left wall near the edge of its pin, turning
        // toward the edge and back (the heading's swing is what decides).
        const Body start = edge ? body_at(5.0004, 50, uniform(181, 186), 60, 55, uniform(0, 8), uniform(12, 20))
                                : body_at(5 + uniform(0, 2e-3), corner ? 5 + uniform(0, 2e-3) : uniform(20, 80),
                                          uniform(0, 360), left, right, uniform(-20, 20), uniform(-20, 20));
        const std::int64_t steps = static_cast<std::int64_t>(uniform(1, 200));
        Body pinned = start;
        const std::int64_t taken = take_pinned_steps(pinned, world.walls, world.robot, motor_lag, false, steps);
        const std::int64_t blocked = blocked_in_a_row(start, world, steps);
        ASSERT_LE(taken, blocked) << "state " << i;
        if (taken == 0) {
            ++refused;
            continue;
        }
        Body reference = start;
        for (std::int64_t k = 0; k < taken; ++k) reference_step(reference, world, kLagAlpha);
        ASSERT_TRUE(agrees(pinned, reference)) << "state " << i;
        if (taken == steps && !same(pinned, reference)) ++closed_runs;
    }
    EXPECT_GT(closed_runs, 200) << "the closed form took runs";
    EXPECT_GT(refused, 200) << "and refused others";
}

TEST(Pinned, AtConstantSpeedsItJumpsTheWholeBlockedRun) {
    // Settled at drive(60, 40): the heading swings from 100 degrees (into the
    // right wall) round to parallel; every step until then is blocked.
    const WorldSpec world = default_world();
    const RobotSpec& robot = world.robot;
    Body start = body_at(94.9999, 40, 100, 60, 40, 12, 8);
    ASSERT_TRUE(speeds_settled(start, robot, kLagAlpha));
    const std::int64_t run = blocked_in_a_row(start, world, 100000);
    ASSERT_GT(run, 5000);
    ASSERT_LT(run, 100000);
    Body pinned = start;
    const std::int64_t taken = take_pinned_steps(pinned, world.walls, robot, motor_lag, true, 100000);
    // All but the last step or two, whose chords lie within the margin of parallel.
    EXPECT_LE(taken, run);
    EXPECT_GE(taken, run - 2);
    Body reference = start;
    for (std::int64_t i = 0; i < taken; ++i) reference_step(reference, world, kLagAlpha);
    EXPECT_TRUE(same(pinned, reference, /*counts_multiplied=*/true));
}

TEST(Pinned, InACornerEitherWallPinsIt) {
    // Spinning from facing the bottom wall round to facing the left one: no
    // single wall blocks every step, the two together do.
    const WorldSpec world = default_world();
    // drive(40, 35), settled: turning clockwise from the bottom wall to the left.
    const Body start = body_at(5.0001, 5.0001, 185, 40, 35, 8, 7);
    ASSERT_TRUE(speeds_settled(start, world.robot, kLagAlpha));
    const std::int64_t run = blocked_in_a_row(start, world, 200000);
    Body pinned = start;
    const std::int64_t taken = take_pinned_steps(pinned, world.walls, world.robot, motor_lag, true, 200000);
    EXPECT_GE(taken, run - 2);
    EXPECT_GT(pinned.heading_rad, 270 * kRad) << "turned past facing the left wall, still blocked";
    Body reference = start;
    for (std::int64_t i = 0; i < taken; ++i) reference_step(reference, world, kLagAlpha);
    EXPECT_TRUE(same(pinned, reference, /*counts_multiplied=*/true));
}

TEST(Pinned, RefusesWhatItCannotProve) {
    const WorldSpec world = default_world();
    auto refuses = [&](Body b, bool settled) {
        const Body before = b;
        const bool none = take_pinned_steps(b, world.walls, world.robot, motor_lag, settled, 25) == 0;
        return none && same(b, before);
    };
    EXPECT_TRUE(refuses(body_at(5.0004, 50, 10, 60, 55, 12, 11), false)) << "heading away from the wall";
    EXPECT_TRUE(refuses(body_at(5.3, 50, 190, 60, 55, 12, 11), false)) << "a step short of the wall";
    EXPECT_TRUE(refuses(body_at(5.0004, 50, 180.01, 60, 55, 12, 11), false)) << "all but parallel: it creeps";
    EXPECT_TRUE(refuses(body_at(5.0004, 50, 190, 0, 0, 0, 0), true)) << "at rest";
    EXPECT_TRUE(refuses(body_at(5.0004, 50, 190, -40, 40, 0, 0), false)) << "spinning on the spot";
    EXPECT_TRUE(refuses(body_at(5.0004, 50, 190, 60, 55, 12, 11), false) == false) << "the same, pressed: taken";
}

TEST(Pinned, RefusesNearAWallsEndWhereAStepCouldReachRoundIt) {
    WorldSpec world = default_world();
    add_obstacle(world, {{45, 55}, {55, 55}, {55, 65}, {45, 65}});
    // Under the pillar's bottom face, pushing up into it: a millimetre in from
    // its end it pins; a tenth of a millimetre in, a step could reach the corner.
    Body inside = body_at(45.1, 49.9996, 10, 60, 55, 12, 11), at_end = body_at(45.01, 49.9996, 10, 60, 55, 12, 11);
    EXPECT_GT(take_pinned_steps(inside, world.walls, world.robot, motor_lag, false, 25), 0);
    EXPECT_EQ(take_pinned_steps(at_end, world.walls, world.robot, motor_lag, false, 25), 0);
}
