#pragma once
// The simulator as a run's body: every robot call acts on sim::Simulator, in
// simulated time. Frames go to the recorder as the simulator makes them (a
// robot standing still: one a second), and so do bumps.
#include <cstdint>
#include <vector>

#include "engine/body.h"
#include "sim/simulator.h"

namespace bugbot::engine {

class SimulatedBody final : public Body, public sim::FrameObserver {
public:
    SimulatedBody(sim::WorldSpec world, std::uint64_t seed, BodyEvents& events);

    int robot_count() const override { return sim_.robot_count(); }
    std::int64_t time_ms() const override { return sim_.time_ms(); }
    double time_s() const override { return sim_.time_s(); }
    bool real_time() const override { return false; }
    bool on_roster() const override { return false; }
    void watch_frames() override { sim_.set_observer(this); }
    void limit_time(std::int64_t ms) override { time_limit_ms_ = ms; }
    void limit_wall_clock(std::chrono::steady_clock::time_point) override {}  // simulated time ends first

    void on(const channel::Drive& m) override { sim_.set_wheel_power(m.robot, m.left, m.right); }
    int on(const channel::Distance& m) override { return sim_.read_distance(m.robot); }
    sim::Pose on(const channel::Position& m) override { return sim_.read_position(m.robot); }
    double on(const channel::Heading& m) override { return sim_.read_heading(m.robot); }
    double on(const channel::Battery& m) override { return sim_.battery_percent(m.robot); }
    void on(const channel::Wait& m) override { wait(m.seconds); }
    void on(const channel::Led&) override {}  // the LED, beeper and servos are the record's alone
    void on(const channel::Beep& m) override {
        if (m.ms > 0) wait(m.ms / 1000);
    }
    void on(const channel::Servo&) override {}
    void on(const channel::Turn& m) override;
    void on(const channel::Move& m) override;
    AttachedRobot on(const channel::Attach& m) override;
    void on(const channel::Hold& m) override;
    int on(const channel::Upload& m) override;

    FrameValues frame(int robot) const override { return frame_values(sim_, robot); }
    void script_over() override {}
    int end(int exit_code) override { return exit_code; }

    void on_frame(const sim::Simulator& sim) override;

private:
    void wait(double seconds);
    std::int64_t within_time_limit(std::int64_t ms) const;
    void check_bump();

    sim::Simulator sim_;
    BodyEvents& events_;
    std::int64_t time_limit_ms_ = 0;
    std::vector<std::int64_t> bumps_seen_;    // one a robot
    std::vector<sim::Pose> last_frame_pose_;  // one a robot
    std::vector<double> last_frame_time_;     // one a robot
};

}  // namespace bugbot::engine
