#pragma once
// A run's session on a real BugBot (over its dongle, robot/connection.h)
// instead of the simulator: the same seam, so the script, the channel, the
// record and every front end are as in a simulated run. It lives on the
// trusted side of the channel only: the script's process opens no device.
//
// What differs (docs/robot.md): time is the wall clock's (wait() sleeps, and
// every event is stamped with the seconds since the run began); the calls
// become packets as robot/motion.h converts them; distance() that sees
// nothing is the simulator's out-of-range value; position() stays (0, 0) on
// today's firmware (said once a run); heading() counts from the heading at
// connect; frames come from the robot's polled heading (every 100 ms while
// a call waits) and its last distance, on the world's start point. A robot
// that stops answering ends the run with SessionFailure (TimeoutError...).
// end() sends STOP, then RELEASE, before the run's end is written.
#include <atomic>
#include <chrono>

#include "engine/session.h"
#include "robot/connection.h"
#include "robot/motion.h"

namespace bugbot::engine {

class RobotSession : public Session {
public:
    RobotSession(sim::WorldSpec world, SessionOptions options, Output& output, robot::Connection& robot);

    int robot_count() const override { return 1; }
    std::int64_t time_ms() const override;
    bool real_time() const override { return true; }

    void drive(int robot, double left, double right, double turn) override;
    int distance(int robot) override;
    sim::Pose position(int robot) override;
    double heading(int robot) override;
    double battery(int robot) override;
    void wait(double seconds) override;
    void led(int robot, int r, int g, int b) override;
    void beep(int robot, double frequency, double ms) override;
    void servo(int robot, int index, double angle) override;
    void turn(int robot, double degrees, double power) override;
    void move(int robot, double cm, double power) override;
    void end(std::string_view status, int exit_code) override;

    // Ctrl-C or SIGTERM came (async-signal-safe): a call waiting in real time
    // (wait, beep, turn, forward with a distance) ends now, so the script's
    // process gets its answer and the signal, and the run ends at once.
    static void stop_waiting() { stop_waiting_ = true; }

protected:
    double stamp() const override { return static_cast<double>(time_ms()) / 1000.0; }
    void last_frames(EventWriter& writer) override;

private:
    // Runs a call on the robot, its RobotError made a SessionFailure.
    template <class F>
    auto on_robot(F&& call) -> decltype(call());
    double read_raw_heading();        // CCW degrees as the robot counts them (from boot)
    void send_motion();               // motion_, turned into the boot frame
    void sleep_polling(double seconds);
    static inline std::atomic<bool> stop_waiting_{false};
    void write_frame();
    FrameValues frame_now() const;

    robot::Connection& robot_;
    std::chrono::steady_clock::time_point start_;
    sim::Pose start_pose_;
    double zero_ccw_ = 0;        // the heading at connect
    double raw_ccw_ = 0;         // the last one read
    double beam_ = 0;
    double left_ = 0, right_ = 0;
    robot::BodyMotion motion_;
    bool polling_ = true;        // false once a heading poll went unanswered
};

}  // namespace bugbot::engine
