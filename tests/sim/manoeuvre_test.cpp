// turn_by and move_by end where they were asked to, in both stepping modes.
#include <gtest/gtest.h>

#include <cmath>

#include "sim/simulator.h"
#include "turned.h"

using namespace bugbot::sim;
using bugbot::sim::test::turned;

namespace {

class Manoeuvre : public testing::TestWithParam<Simulator::Stepping> {};

}  // namespace

TEST_P(Manoeuvre, EachTurnEndsWithinADegreeOfTheHeadingAsked) {
    for (double power : {10.0, 30.0, 100.0}) {
        for (double degrees : {1.0, 5.0, 30.0, 90.0, -45.0, 180.0, 400.0}) {
            Simulator sim(default_world(), 1, GetParam());
            sim.turn_by(degrees, power, 60000);
            sim.advance_ms(1000);  // whatever coast is left
            EXPECT_NEAR(turned(std::fmod(degrees + 720, 360), sim.pose().heading_deg), 0, 1.0)
                << degrees << " degrees at " << power << " %";
            EXPECT_NEAR(sim.pose().x, 50, 1e-9);  // on the spot
        }
    }
}

TEST_P(Manoeuvre, TwelveTurnsOfThirtyDegreesEndWhereTheyStarted) {
    Simulator sim(default_world(), 1, GetParam());
    for (int i = 0; i < 12; ++i) {
        sim.turn_by(30, 30, 10000);
        EXPECT_NEAR(turned(30.0 * (i + 1), sim.read_heading()), 0, 1.0) << "after turn " << i + 1;
    }
    EXPECT_NEAR(turned(0, sim.read_heading()), 0, 1.0);
    // A hundred more: the error does not grow turn after turn.
    for (int i = 0; i < 120; ++i) sim.turn_by(30, 30, 10000);
    EXPECT_NEAR(turned(0, sim.read_heading()), 0, 1.0);
}

TEST_P(Manoeuvre, ASquareReturnsToTheStartPoseAndHeading) {
    Simulator sim(default_world(), 1, GetParam());
    const double start_heading = sim.read_heading();
    for (int side = 0; side < 4; ++side) {
        sim.move_by(30, 60, 10000);
        sim.turn_by(90, 30, 10000);
        EXPECT_NEAR(turned(90.0 * (side + 1), sim.read_heading()), 0, 1.0) << "after side " << side + 1;
    }
    EXPECT_NEAR(turned(start_heading, sim.read_heading()), 0, 1.0);
    const Pose p = sim.read_position();
    EXPECT_NEAR(p.x, 0, 0.5);
    EXPECT_NEAR(p.y, 0, 0.5);
}

TEST_P(Manoeuvre, MoveByEndsWithinAMillimetreOfTheDistanceAsked) {
    for (double cm : {0.5, 3.0, 30.0, -12.0}) {
        Simulator sim(default_world(), 1, GetParam());
        sim.move_by(cm, 60, 10000);
        sim.advance_ms(1000);
        EXPECT_NEAR(sim.pose().y, 20 + cm, 0.1) << cm << " cm";
    }
}

TEST_P(Manoeuvre, BacksOffAWallItIsTouching) {
    // forward(100, 90) reaches the wall 75 cm ahead and stops there; backward(50, 10)
    // then leads away from the wall, so touching it must not stop the manoeuvre.
    Simulator sim(default_world(), 1, GetParam());
    sim.move_by(90, 100, 20000);
    const double at_wall = sim.pose().y;
    EXPECT_NEAR(at_wall, 100 - sim.world().robot.radius_cm, 0.5);
    EXPECT_TRUE(sim.touching_wall());
    sim.move_by(-10, 50, 20000);
    EXPECT_NEAR(sim.pose().y, at_wall - 10, 0.2);
    EXPECT_FALSE(sim.touching_wall());
}

TEST_P(Manoeuvre, AMoveIntoAWallStopsThere) {
    Simulator sim(default_world(), 1, GetParam());
    const std::int64_t before = sim.time_ms();
    sim.move_by(200, 100, 60000);
    EXPECT_LT(sim.time_ms() - before, 6000);  // stopped at the wall, not at the time limit
    EXPECT_TRUE(sim.touching_wall());
    sim.move_by(5, 100, 60000);              // still facing the wall: nothing to do
    EXPECT_NEAR(sim.pose().y, 100 - sim.world().robot.radius_cm, 0.5);
}

TEST_P(Manoeuvre, AtZeroPowerItReturnsAtOnce) {
    Simulator sim(default_world(), 1, GetParam());
    sim.move_by(30, 0, 10000);
    sim.turn_by(90, 0, 10000);
    EXPECT_EQ(sim.time_ms(), 0);
    EXPECT_EQ(sim.pose().y, 20);
    EXPECT_EQ(sim.pose().heading_deg, 0);
}

INSTANTIATE_TEST_SUITE_P(BothModes, Manoeuvre,
                         testing::Values(Simulator::Stepping::fixed_1ms, Simulator::Stepping::event_driven),
                         [](const auto& stepping) {
                             return stepping.param == Simulator::Stepping::fixed_1ms ? "Fixed1ms" : "EventDriven";
                         });
