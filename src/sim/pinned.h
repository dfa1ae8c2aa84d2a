#pragma once
// A robot pressed against a wall, in closed form. Pushing into a wall at an
// angle (a club loop's usual end: curving into a wall, spinning away a little,
// curving back), every reference step is blocked: the centre stays where it is
// while the wheels' speeds, the heading and the work go on. So these steps need
// no contact test, only a proof that each would be blocked:
//
//  1. A wall pins the body when the centre's foot on it is more than a step's
//     reach from its ends (so the distance is the perpendicular one, before and
//     after any step) and the gap beyond the radius is under a step's length.
//  2. A step of length ds along a chord at angle delta from straight into the
//     wall ends ds cos(delta) nearer it; it is blocked when that exceeds the gap.
//     So with ds >= ds_floor, every chord within acos(gap / ds_floor) of straight
//     in is blocked (less 1e-9 cm and 1e-9 rad for the rounding the reference's
//     own test suffers).
//  3. A step is taken here only if some wall pins it so; the first step that no
//     wall provably blocks is left to the reference's own test.
//
// While the motors change, the wheels' speeds follow the lag's closed form
// (MotorLag below): a run of steps is taken at once when bounds on its speeds
// and chords prove every step of it blocked, else one by one with the
// reference's own arithmetic up to the first step no wall provably blocks. The
// closed form is the reference's arithmetic without its per-step rounding:
// speeds and heading agree with it to about 1e-13 (docs/simulator.md, "Known
// error"). Once the speeds are constant, the heading moves by the same angle a
// step and the run of blocked steps is found and jumped at once (the heading
// added up as the reference does, repeated_sum.h; the work and turn counts
// multiplied out, as every jump does).
#include <cstdint>
#include <vector>

#include "sim/body.h"
#include "sim/geometry.h"
#include "sim/world.h"

namespace bugbot::sim {

// The walls that could pin a body at one centre, moving one way (rule 1, less
// what depends on the step's length and the heading): found once while the
// centre stays where it is, as a pinned body's does, and kept by the caller
// (the Simulator) across calls. Any centre or direction else is found afresh.
struct PinCandidates {
    static constexpr int kMost = 8;
    struct Wall {
        double gap;   // beyond the radius, plus the margin
        double into;  // the heading straight into it
        double ds = -1, half_width = 0;  // the last step length asked for, and its half width (rule 2)
    };
    bool valid = false;
    double x = 0, y = 0, sign = 0;
    int count = 0;
    Wall walls[kMost];
};

// The motors' lag over a run of n steps at fixed powers, in closed form: with
// r = 1 - alpha, a wheel's speed after n steps is target + (speed - target) r^n,
// and its n speeds add up to n target + (speed - target) (r + r^2 + ... + r^n).
struct LagOver {
    double decay = 1;   // r^n
    double summed = 0;  // r + r^2 + ... + r^n
};
class MotorLag {
public:
    explicit MotorLag(double alpha) : alpha_(alpha) {}
    double alpha() const { return alpha_; }
    // Remembers the last run's: a club loop asks for the same every tick.
    const LagOver& over(std::int64_t steps);

private:
    double alpha_;
    std::int64_t steps_ = -1;
    LagOver over_;
};

// Takes at most `steps` reference steps of `body`, all blocked by `walls`
// (robots aside: a blocked step is blocked whatever else is near), with the
// reference's bookkeeping (heading, speeds, work, bumps, blocked steps).
// Returns how many it took: 0 when it cannot prove the first one blocked.
// `settled`: the wheel speeds no longer change (speeds_settled).
// `cache`, if given, keeps the walls found for the body's centre (the same walls
// and robot every call).
std::int64_t take_pinned_steps(Body& body, const std::vector<Segment>& walls, const RobotSpec& robot, MotorLag& lag,
                               bool settled, std::int64_t steps, PinCandidates* cache = nullptr);

// The same at constant speeds, in two halves, so that a run found once serves
// every wait of it: how many of the next `steps` steps are provably blocked
// (changing nothing), and taking `run` such steps.
std::int64_t pinned_run(const Body& body, const std::vector<Segment>& walls, const RobotSpec& robot, std::int64_t steps,
                        PinCandidates* cache = nullptr);
std::int64_t take_blocked_run(Body& body, const RobotSpec& robot, std::int64_t run);

}  // namespace bugbot::sim
