// The event-driven mode against the 1 ms reference: same clocks, readings and
// bumps, poses within 0.1 cm and 0.1 degrees, over many random programs.
#include <gtest/gtest.h>

#include <cmath>

#include "mode_comparison.h"
#include "sim/simulator.h"

using namespace bugbot::sim;

TEST(EventDriven, AgreesWithTheReferenceOverManyRandomPrograms) {
    double worst_cm = 0, worst_deg = 0;
    int readings = 0, frames = 0;
    for (std::uint64_t seed = 1; seed <= 240; ++seed) {
        const WorldSpec world = comparison_world(static_cast<int>(seed % kOpenWorlds));
        const auto program = random_program(seed, 60, robot_count(world));
        const Divergence d = compare_modes(world, seed, program, /*observe=*/seed % 3 == 0);
        EXPECT_EQ(d.first_problem, "") << "seed " << seed << ", world " << world.name;
        worst_cm = std::max(worst_cm, d.max_cm);
        worst_deg = std::max(worst_deg, d.max_deg);
        readings += d.readings_compared;
        frames += d.frames_compared;
    }
    EXPECT_GT(readings, 5000);
    EXPECT_GT(frames, 100000);
    RecordProperty("worst_cm", std::to_string(worst_cm));
    std::printf("worst gap over the programs: %.3g cm, %.3g degrees; %d readings, %d frames compared\n", worst_cm,
                worst_deg, readings, frames);
}

TEST(EventDriven, AgreesPressedAgainstWallsAndInCorners) {
    // Club loops that end against a wall (rule by rule in src/sim/pinned.h) or
    // in a corner, in every world: the robot spends most of its time blocked.
    double worst_cm = 0, worst_deg = 0;
    int readings = 0, commands = 0, touching = 0;
    static const int worlds[] = {4, 5, 0, 1, 3, 2};
    for (std::uint64_t seed = 1; seed <= 120; ++seed) {
        const WorldSpec world = comparison_world(worlds[seed % 6]);
        const auto program = pressed_program(seed, 300, robot_count(world));
        const Divergence d = compare_modes(world, seed, program, /*observe=*/seed % 4 == 0);
        EXPECT_EQ(d.first_problem, "") << "seed " << seed << ", world " << worlds[seed % 6];
        worst_cm = std::max(worst_cm, d.max_cm);
        worst_deg = std::max(worst_deg, d.max_deg);
        readings += d.readings_compared;
        commands += static_cast<int>(program.size());
        touching += d.commands_touching;
    }
    EXPECT_GT(readings, 25000);
    EXPECT_GT(touching, commands / 2) << "the programs should mostly end pressed against something";
    std::printf("pressed: worst gap %.3g cm, %.3g degrees; %d readings; touching after %d of %d commands\n", worst_cm,
                worst_deg, readings, touching, commands);
}

TEST(EventDriven, AgreesTurningAwayFromWalls) {
    // The loop of bench/programs/wall_loop.py: drive on, turn away under a
    // threshold, each program with its own drive and seeded turns. The robot
    // comes to walls, slides along them and leaves them, the motors mostly
    // changing: the closed forms near walls (clearance.h, pinned.h) at work.
    double worst_cm = 0, worst_deg = 0;
    int readings = 0, commands = 0, touching = 0;
    std::int64_t bumps = 0;
    static const int worlds[] = {0, 1, 4, 5, 3, 2};
    for (std::uint64_t seed = 1; seed <= 120; ++seed) {
        const WorldSpec world = comparison_world(worlds[seed % 6]);
        const auto program = wall_loop_program(seed, 400, robot_count(world));
        const Divergence d = compare_modes(world, seed, program, /*observe=*/seed % 5 == 0);
        EXPECT_EQ(d.first_problem, "") << "seed " << seed << ", world " << worlds[seed % 6];
        worst_cm = std::max(worst_cm, d.max_cm);
        worst_deg = std::max(worst_deg, d.max_deg);
        readings += d.readings_compared;
        commands += static_cast<int>(program.size());
        touching += d.commands_touching;
        bumps += d.bumps;
    }
    EXPECT_GT(readings, 40000);
    // Not pinned for good: touching for a fair share of the commands, and many touches begun and left.
    EXPECT_GT(touching, commands / 10);
    EXPECT_LT(touching, commands * 9 / 10);
    EXPECT_GT(bumps, 240);  // 387 seen: about three a program
    std::printf("turning away: worst gap %.3g cm, %.3g degrees; %d readings; touching after %d of %d commands, %lld bumps\n",
                worst_cm, worst_deg, readings, touching, commands, static_cast<long long>(bumps));
}

TEST(EventDriven, ComparisonCatchesADifferentProgram) {
    // The oracle can fail: a program whose two runs differ (here, different
    // seeds give different noise) is reported.
    const auto program = random_program(5, 40, 1);
    Simulator a(default_world(), 1, Simulator::Stepping::fixed_1ms), b(default_world(), 2);
    int differ = 0;
    for (int i = 0; i < 200; ++i) differ += a.read_distance() != b.read_distance();
    EXPECT_GT(differ, 50);
}

TEST(EventDriven, LandsOnTheReferencePoseToANanometreDrivingInCircles) {
    for (auto [left, right] : {std::pair{100.0, 20.0}, {60.0, 60.0}, {-40.0, -90.0}, {100.0, -100.0}}) {
        Simulator reference(default_world(), 1, Simulator::Stepping::fixed_1ms);
        Simulator fast(default_world(), 1);
        for (Simulator* sim : {&reference, &fast}) {
            sim->set_wheel_power(left, right);
            sim->advance_ms(1500);
        }
        const Pose a = reference.pose(), b = fast.pose();
        EXPECT_NEAR(a.x, b.x, 1e-7) << left << ", " << right;
        EXPECT_NEAR(a.y, b.y, 1e-7) << left << ", " << right;
        EXPECT_NEAR(a.heading_deg, b.heading_deg, 1e-7) << left << ", " << right;
        EXPECT_EQ(reference.bump_count(), fast.bump_count());
    }
}

TEST(EventDriven, AMinuteOfCirclesOnTheMatIsAHandfulOfJumps) {
    // drive(100, 20) circles 13.4 cm around (63.4, 20) and never touches a wall;
    // the reference takes 60,000 steps, the jump lands within a nanometre of it.
    Simulator reference(default_world(), 1, Simulator::Stepping::fixed_1ms);
    Simulator fast(default_world(), 1);
    for (Simulator* sim : {&reference, &fast}) {
        sim->set_wheel_power(100, 20);
        sim->advance_ms(60000);
    }
    EXPECT_NEAR(reference.pose().x, fast.pose().x, 1e-6);
    EXPECT_NEAR(reference.pose().y, fast.pose().y, 1e-6);
    EXPECT_EQ(reference.bump_count(), 0);
    EXPECT_EQ(reference.read_distance(), fast.read_distance());
}
