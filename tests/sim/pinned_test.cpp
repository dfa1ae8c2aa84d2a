// take_pinned_steps against the reference's own step, bit for bit: it takes
// the steps the reference blocks, leaves the body exactly as they would (at
// constant speeds the work and turn counts to 1e-12, as any jump), and refuses
// what it cannot prove.
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

TEST(Pinned, WhileTheMotorsChangeItTakesTheReferencesBlockedStepsBitForBit) {
    // The club loop's case: curving into the left wall at 10 degrees off
    // parallel, a hair outside contact, motors between two commands.
    const WorldSpec world = default_world();
    const Body start = body_at(5.0004, 61.9, 190, 60, 55, 4.1, 9.7);
    Body pinned = start, reference = start;
    const std::int64_t taken = take_pinned_steps(pinned, world.walls, world.robot, kLagAlpha, false, 25);
    ASSERT_EQ(taken, 25);
    for (int i = 0; i < 25; ++i) ASSERT_TRUE(reference_step(reference, world, kLagAlpha)) << "step " << i;
    EXPECT_TRUE(same(pinned, reference));
    EXPECT_EQ(pinned.x, start.x);
    EXPECT_EQ(pinned.blocked_steps, 25);
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
    const std::int64_t taken = take_pinned_steps(pinned, world.walls, robot, kLagAlpha, true, 100000);
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
    const std::int64_t taken = take_pinned_steps(pinned, world.walls, world.robot, kLagAlpha, true, 200000);
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
        const bool none = take_pinned_steps(b, world.walls, world.robot, kLagAlpha, settled, 25) == 0;
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
    EXPECT_GT(take_pinned_steps(inside, world.walls, world.robot, kLagAlpha, false, 25), 0);
    EXPECT_EQ(take_pinned_steps(at_end, world.walls, world.robot, kLagAlpha, false, 25), 0);
}
