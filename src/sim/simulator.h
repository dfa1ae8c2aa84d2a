#pragma once
// The BugBot simulator: up to kMaxRobots differential-drive robots, each with a
// time-of-flight ranger, in a world. Plain C++: no Qt, no Python.
//
// The reference dynamics are fixed steps of 1 ms, each in two phases: motors
// (each wheel's speed lags toward its power), then motion (each body in robot
// order moves unless a wall, obstacle or another robot is in the way). The
// event-driven mode (the default) lands on the same poses without taking every
// step: while the wheel speeds are constant it jumps many steps in closed form,
// as far as contacts allow, and steps finely near contact and while the motors
// are still coming up to speed (see body.h); a robot pressed against a wall
// takes its blocked steps without a contact test (see pinned.h). The sensors are sampled on demand
// and follow the robot's clock: a ranger makes a fresh measurement `rate_hz`
// times a second, odometry 100 times; a read that asks for a frame it already
// had waits, in simulated time, for the next one.
//
// Every call without a robot index means robot 0, so a one-robot front end needs
// nothing else; the indexed forms take the robot first.
#include <cstdint>
#include <vector>

#include "sim/body.h"
#include "sim/pinned.h"
#include "sim/rng.h"
#include "sim/world.h"

namespace bugbot::sim {

// Told about every odometry frame (100 a second) while time passes, so a front
// end can record or pace the run without the simulator knowing about it.
class FrameObserver {
public:
    virtual ~FrameObserver() = default;
    virtual void on_frame(const class Simulator& sim) = 0;
};

class Simulator {
public:
    static constexpr int kStepMicros = 1000;  // one fixed step: 1 ms

    enum class Stepping {
        event_driven,  // jump between events in closed form (the default)
        fixed_1ms,     // take every 1 ms step: the reference the tests compare against
    };

    Simulator(WorldSpec world, std::uint64_t seed, Stepping stepping = Stepping::event_driven);

    const WorldSpec& world() const { return world_; }
    int robot_count() const { return static_cast<int>(bodies_.size()); }
    Stepping stepping() const { return stepping_; }
    void set_observer(FrameObserver* observer) { observer_ = observer; }

    // Wheel powers in percent; clamped to -100..100 here as well.
    void set_wheel_power(double left_pct, double right_pct) { set_wheel_power(0, left_pct, right_pct); }
    void set_wheel_power(int robot, double left_pct, double right_pct);
    double left_power(int robot = 0) const { return body(robot).left_power; }
    double right_power(int robot = 0) const { return body(robot).right_power; }

    void step();                          // one 1 ms step, whatever the mode
    void advance_ms(std::int64_t ms);     // `ms` ms, telling the observer of each frame
    std::int64_t time_ms() const { return time_ms_; }
    double time_s() const { return time_ms_ / 1000.0; }

    // The true pose in mat coordinates.
    Pose pose(int robot = 0) const;
    // Pose relative to the robot's start: +x to the right of its start heading, +y forward.
    Pose pose_from_start(int robot = 0) const;
    // Against a wall, an obstacle or another robot: blocked, and not yet moved
    // kContactRelease (0.5 mm) from where. A bump is each new touch.
    bool touching_wall(int robot = 0) const { return body(robot).touching; }
    std::int64_t bump_count(int robot = 0) const { return body(robot).bumps; }

    // Beam length from the robot's centre to the first wall, obstacle or other
    // robot ahead, without noise; max_range_cm when nothing is in range.
    double beam_length(int robot = 0) const;

    // Sensor reads with frame semantics (see the file comment). Every robot has
    // its own frames; the noise comes from one stream in the order of the reads.
    int read_distance() { return read_distance(0); }
    int read_distance(int robot);         // whole cm with noise, or out_of_range_cm
    Pose read_position() { return read_position(0); }
    Pose read_position(int robot);        // from start; waits for a fresh odometry frame
    double read_heading() { return read_heading(0); }
    double read_heading(int robot);       // degrees 0..360 from start heading, clockwise

    // Battery charge in percent: falls with the work the motors do.
    double battery_percent(int robot = 0) const;

    // Blocking manoeuvres used by the robot library's turn() and forward(d):
    // drive until the robot has turned `degrees` (clockwise positive) or moved
    // `cm` (signed), and its wheels have all but stopped there, or `limit_ms`
    // passes, or (moving) it runs into something. The wheels are stopped at the
    // end. Other robots keep doing what they were told meanwhile.
    void turn_by(double degrees, double power_pct, std::int64_t limit_ms) { turn_by(0, degrees, power_pct, limit_ms); }
    void turn_by(int robot, double degrees, double power_pct, std::int64_t limit_ms);
    void move_by(double cm, double power_pct, std::int64_t limit_ms) { move_by(0, cm, power_pct, limit_ms); }
    void move_by(int robot, double cm, double power_pct, std::int64_t limit_ms);

private:
    const Body& body(int robot) const { return bodies_.at(static_cast<std::size_t>(robot)); }
    Body& body(int robot) { return bodies_.at(static_cast<std::size_t>(robot)); }

    void drive_wheels(int robot, double left_pct, double right_pct);  // keeps the heading goal
    void motors(Body& b);
    void motion(std::size_t index);
    bool blocked_at(std::size_t index, Vec2 next) const;

    // Advances by at least one step and at most `steps` (never past the next
    // odometry frame while an observer listens), telling the observer of a frame
    // it lands on; returns the steps taken. A jump where one is safe, else a short
    // burst of reference steps, cut at the first blocked step if `stop_at_contact`.
    // Its phases, tried in this order (Box2D's world step, by strategy):
    std::int64_t advance_up_to(std::int64_t steps, bool stop_at_contact = false);
    //  1. every body at rest: only the clock moves;
    std::int64_t pass_time(std::int64_t steps);
    //  2. speeds constant and clear of contact: one closed-form jump (plan_);
    std::int64_t steps_to_jump(std::int64_t steps, std::int64_t wanted);
    std::int64_t jump(std::int64_t steps);
    //  3. one robot pressed against a wall: its provably blocked steps (pinned.h);
    std::int64_t take_pressed_steps(bool settled, std::int64_t steps);
    //  4. else a fine burst of reference steps (fine_steps.cpp).
    std::int64_t fine_burst(std::int64_t steps, bool stop_at_contact);
    // Reference steps taken in a row when a jump is not possible; the same
    // while the motors still change (cheaper to plan for than to look again).
    static constexpr std::int64_t kFineBurst = 16;
    static constexpr std::int64_t kTransientBurst = 64;

    // How many steps from now (at most `wanted`) no body can touch anything new,
    // all speeds constant; fills plan_ with what each body's steps would do.
    std::int64_t steps_clear_of_contact(std::int64_t wanted);
    void after_time_passed();

    // What a fine burst of steps needs of each body, found once for the burst.
    struct NearWall {
        SegmentSpan wall;
        // A wall whose foot stays inside it for the whole burst ("flat"): the
        // distance is the perpendicular one, normal . p - offset, a cheap proof
        // that a step ends clear of it. Otherwise `flat` is false.
        bool flat = false;
        double nx = 0, ny = 0, offset = 0;
    };
    struct FineBody {
        std::vector<NearWall> near;           // the walls it could reach in the burst
        NearbyHeadings headings{0};           // its chords' directions
        double left_target = 0, right_target = 0, work_per_step = 0;
    };
    // Plans a burst of `steps` (fills fine_); false, and reference steps instead,
    // when two robots could reach each other.
    bool plan_fine_burst(std::int64_t steps);
    void motion_near(std::size_t index, FineBody& fine);
    std::int64_t fine_steps_alone(std::int64_t steps, bool stop_at_contact);
    std::int64_t fine_steps_together(std::int64_t steps, bool stop_at_contact);
    std::int64_t reference_steps(std::int64_t steps, bool stop_at_contact);
    std::int64_t blocked_steps() const;  // every body's, to see a burst's first

    enum class Goal { heading, distance };
    void manoeuvre(int robot, Goal goal, double amount, double power_pct, std::int64_t limit_ms);

    // A sensor measures once a period: a second read in the period the last one
    // was taken in waits for the next period's start. Marks the read's period.
    void take_fresh_frame(std::int64_t period_ms, std::int64_t& last_frame);

    WorldSpec world_;
    Stepping stepping_;
    Rng rng_;
    FrameObserver* observer_ = nullptr;

    std::int64_t time_ms_ = 0;
    std::vector<Body> bodies_;
    std::vector<Pose> starts_;
    struct Plan {
        StepMotion motion;
        bool stuck = false;  // pushing straight into a wall: every step blocked
    };
    std::vector<Plan> plan_;                    // what a jump does, one a body...
    std::int64_t clear_until_ms_ = -1;          // ...and until when it is clear of contact,
    std::uint64_t clear_generation_ = 0;        // found while the wheels were told this
    std::uint64_t wheels_generation_ = 1;       // one more at every wheel command
    std::int64_t pinned_until_ms_ = -1;         // a pinned run found at constant speeds lasts until,
    std::uint64_t pinned_generation_ = 0;       // found while the wheels were told this
    PinCandidates pin_candidates_;              // the walls that could pin robot 0 where it is
    std::vector<FineBody> fine_;                // a fine burst's, one a body
    double lag_alpha_;                          // per-step approach toward the target speed
    MotorLag motor_lag_{1.0};                   // the same over a run of steps, in closed form
    std::int64_t ranger_period_ms_;
    std::int64_t odometry_period_ms_;
};
static_assert(Simulator::kStepMicros / 1e6 == kStepSeconds, "body.h's step length is the simulator's");

}  // namespace bugbot::sim
