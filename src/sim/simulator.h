#pragma once
// The BugBot simulator: a differential-drive robot with a time-of-flight ranger
// in a world, advanced in fixed steps of 1 ms. Plain C++: no Qt, no Python.
//
// Each step has two phases, in order: motors (each wheel's speed lags toward
// its power), then motion (the body moves unless a wall is in the way). The
// sensors are sampled on demand and follow the robot's clock: the ranger makes
// a fresh measurement `rate_hz` times a second, odometry 100 times; a read that
// asks for a frame it already had waits, in simulated time, for the next one.
#include <cstdint>

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

    Simulator(WorldSpec world, std::uint64_t seed);

    const WorldSpec& world() const { return world_; }
    void set_observer(FrameObserver* observer) { observer_ = observer; }

    // Wheel powers in percent; clamped to -100..100 here as well.
    void set_wheel_power(double left_pct, double right_pct);
    double left_power() const { return left_power_; }
    double right_power() const { return right_power_; }

    void step();                          // one 1 ms step
    void advance_ms(std::int64_t ms);     // `ms` steps, telling the observer of each frame
    std::int64_t time_ms() const { return time_ms_; }
    double time_s() const { return time_ms_ / 1000.0; }

    // The true pose in mat coordinates.
    Pose pose() const;
    // Pose relative to the start: +x to the right of the start heading, +y forward.
    Pose pose_from_start() const;
    bool touching_wall() const { return touching_; }
    std::int64_t bump_count() const { return bumps_; }

    // Beam length from the robot's centre to the first wall or obstacle ahead,
    // without noise; max_range_cm when nothing is in range.
    double beam_length() const;

    // Sensor reads with frame semantics (see the file comment).
    int read_distance();                  // whole cm with noise, or out_of_range_cm
    Pose read_position();                 // from start; waits for a fresh odometry frame
    double read_heading();                // degrees 0..360 from start heading, clockwise

    // Battery charge in percent: falls with the work the motors do.
    double battery_percent() const;

    // Blocking manoeuvres used by the robot library's turn() and forward(d):
    // drive until the robot has turned `degrees` (clockwise positive) or moved
    // `cm` (signed), or `limit_ms` passes; then stop the wheels.
    void turn_by(double degrees, double power_pct, std::int64_t limit_ms);
    void move_by(double cm, double power_pct, std::int64_t limit_ms);

private:
    void motion();
    bool blocked_at(Vec2 p) const;
    std::int64_t frame_of(std::int64_t period_ms) const { return time_ms_ / period_ms; }

    WorldSpec world_;
    Rng rng_;
    FrameObserver* observer_ = nullptr;

    std::int64_t time_ms_ = 0;
    double x_, y_, heading_rad_;   // mat frame
    double left_power_ = 0, right_power_ = 0;
    double left_speed_ = 0, right_speed_ = 0;  // cm/s after the motor lag
    double lag_alpha_;                          // per-step approach toward the target speed
    bool touching_ = false;
    std::int64_t bumps_ = 0;
    double work_ = 0;                           // power-seconds spent, for the battery
    double travelled_ = 0;                      // signed cm along the heading
    double turned_rad_ = 0;                     // signed, clockwise

    std::int64_t ranger_period_ms_;
    std::int64_t odometry_period_ms_;
    std::int64_t last_range_frame_ = -1;
    std::int64_t last_position_frame_ = -1;
    std::int64_t last_heading_frame_ = -1;
};

}  // namespace bugbot::sim
