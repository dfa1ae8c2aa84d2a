// Several robots in one world: each drives on its own, sees the others with its
// ranger, and stops against them.
#include <gtest/gtest.h>

#include <cmath>

#include "sim/simulator.h"
#include "sim/world_file.h"
#include "build_paths.h"

using namespace bugbot::sim;

namespace {

// The shipped world: robot 0 at (50, 20) facing up, robot 1 at (50, 80) facing down.
WorldSpec two_robots() {
    auto world = load_world_file(bugbot::build_paths::source_dir() + "/worlds/two-robots.json");
    if (auto* e = std::get_if<WorldError>(&world)) ADD_FAILURE() << e->message;
    return std::get<WorldSpec>(world);
}

}  // namespace

TEST(SeveralRobots, TheShippedWorldPlacesTwoRobotsWithTheirColours) {
    const WorldSpec world = two_robots();
    Simulator sim(world, 1);
    ASSERT_EQ(sim.robot_count(), 2);
    EXPECT_EQ(sim.pose(1).x, 50);
    EXPECT_EQ(sim.pose(1).y, 80);
    EXPECT_EQ(sim.pose(1).heading_deg, 180);
    EXPECT_EQ(placement(world, 1).led.r, 255);
    EXPECT_EQ(placement(world, 1).led.g, 128);
    EXPECT_EQ(placement(world, 0).led.g, 255);
}

TEST(SeveralRobots, EachRangerSeesTheOtherRobotsBody) {
    Simulator sim(two_robots(), 1);
    const double r = sim.world().robot.radius_cm;
    // Centres 60 cm apart, facing each other: each beam ends on the other's near edge.
    EXPECT_NEAR(sim.beam_length(0), 60 - r, 1e-9);
    EXPECT_NEAR(sim.beam_length(1), 60 - r, 1e-9);
}

TEST(SeveralRobots, MeetingHeadOnBothStopAtContactAndSeeEachOther) {
    for (auto stepping : {Simulator::Stepping::fixed_1ms, Simulator::Stepping::event_driven}) {
        Simulator sim(two_robots(), 1, stepping);
        const double r = sim.world().robot.radius_cm;
        sim.set_wheel_power(0, 100, 100);
        sim.set_wheel_power(1, 100, 100);
        sim.advance_ms(4000);  // 20 cm/s each: they would meet after 1.25 s
        const double gap = sim.pose(1).y - sim.pose(0).y;
        EXPECT_GE(gap, 2 * r);
        EXPECT_LT(gap, 2 * r + 0.5);
        EXPECT_NEAR(sim.pose(0).x, 50, 1e-9);
        EXPECT_NEAR(sim.pose(1).x, 50, 1e-9);
        EXPECT_TRUE(sim.touching_wall(0));
        EXPECT_TRUE(sim.touching_wall(1));
        EXPECT_EQ(sim.bump_count(0), 1);
        EXPECT_EQ(sim.bump_count(1), 1);
        // Each ranger sees the other, a body's radius away (about 5 cm, with noise).
        EXPECT_NEAR(sim.beam_length(0), gap - r, 1e-9);
        EXPECT_NEAR(sim.beam_length(1), gap - r, 1e-9);
        EXPECT_NEAR(sim.read_distance(0), r, 5);
        EXPECT_NEAR(sim.read_distance(1), r, 5);
    }
}

TEST(SeveralRobots, EachDrivesOnItsOwnAndRobotZeroIsTheDefault) {
    Simulator sim(two_robots(), 1);
    sim.set_wheel_power(100, -100);  // robot 0 spins
    sim.advance_ms(500);
    EXPECT_NE(sim.pose(0).heading_deg, 0);
    EXPECT_EQ(sim.pose(1).heading_deg, 180);  // robot 1 was told nothing
    EXPECT_EQ(sim.left_power(1), 0);
    sim.turn_by(1, 90, 50, 10000);
    EXPECT_NEAR(sim.pose(1).heading_deg, 270, 1);
    sim.move_by(1, 20, 60, 10000);
    EXPECT_NEAR(sim.pose(1).x, 30, 0.5);  // facing -x now
    // From its start (facing down the mat), -x is to its right.
    EXPECT_NEAR(sim.read_position(1).x, 20, 0.5);
    EXPECT_NEAR(sim.read_position(1).y, 0, 0.5);
    EXPECT_NEAR(sim.pose(0).x, 50, 1e-9);
}

TEST(SeveralRobots, ARobotDrivingAcrossAnotherIsStoppedByIt) {
    WorldSpec world = default_world();
    world.start = {20, 50, 90};                   // robot 0 faces +x
    world.more_robots.push_back({{50, 50, 0}, {}});  // robot 1 stands in its way
    Simulator sim(world, 1);
    sim.set_wheel_power(100, 100);
    sim.advance_ms(3000);
    EXPECT_NEAR(sim.pose(0).x, 50 - 2 * world.robot.radius_cm, 0.5);
    EXPECT_EQ(sim.pose(1).x, 50);  // not pushed
    EXPECT_EQ(sim.bump_count(0), 1);
}
