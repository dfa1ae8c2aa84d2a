#pragma once
// Real BugBots (over the dongle, robot/fleet.h) as a run's body: the same
// Body as the simulator's, so the script, the channel, the record and every
// front end are as in a simulated run. It lives on the trusted side of the
// channel only: the script's process opens no device. What each fault of the
// radio does is docs/robot.md's fault table.
//
// What differs (docs/robot.md): time is the wall clock's (wait() sleeps, and
// every event is stamped with the seconds since the run began); the calls
// become packets as robot/motion.h converts them; distance() that sees
// nothing is the simulator's out-of-range value; position() stays (0, 0) on
// today's firmware (said once a run); heading() counts from the heading at
// connect; frames come from each robot's polled heading (every 100 ms while
// a call waits) and its last distance, on the world's start point. Speeds
// are the world's (sim::RobotSpec), as the simulator's.
//
// Robot 0 is the one `--robot` names; Robot(i) in the script attaches the
// roster's robot i (attach) as the next index. A read that gets no answer
// in time (robot::Timing::reply) is a CallFailure the script raises as
// TimeoutError and may catch; a robot lost otherwise (re-paired) ends the run
// (SessionFailure). go(upload=True) sends the script to robot 0 and relays
// what it prints (upload). end() sends STOP, then RELEASE, to every robot
// before the run's end is written.
#include <atomic>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "engine/body.h"
#include "engine/session.h"
#include "robot/fleet.h"
#include "robot/motion.h"

namespace bugbot::engine {

// What a run on real robots shares with its session.
struct RobotRun {
    robot::Fleet& fleet;               // robot 0 attached already
    std::string script;                // the file go(upload=True) sends
    std::optional<int> uploaded_exit;  // the exit code SCRIPT_DONE gave, once an upload ran
};

class RadioBody final : public Body {
public:
    // Robot 0 is run.fleet's first, attached already. Throws SessionFailure
    // (or CallFailure, interrupted) when its first heading read fails.
    RadioBody(const sim::WorldSpec& world, RobotRun& run, BodyEvents& events);

    int robot_count() const override { return run_.fleet.size(); }
    std::int64_t time_ms() const override;
    double time_s() const override { return static_cast<double>(time_ms()) / 1000.0; }
    bool real_time() const override { return true; }
    bool on_roster() const override { return true; }
    void watch_frames() override {}  // every frame is made as a read or a poll comes in
    void limit_time(std::int64_t) override {}  // real time: the wall clock's deadline is the limit
    void limit_wall_clock(std::chrono::steady_clock::time_point deadline) override { deadline_ = deadline; }

    void on(const channel::Drive& m) override;
    int on(const channel::Distance& m) override;
    sim::Pose on(const channel::Position& m) override;
    double on(const channel::Heading& m) override;
    double on(const channel::Battery& m) override;
    void on(const channel::Wait& m) override;
    void on(const channel::Led& m) override;
    void on(const channel::Beep& m) override;
    void on(const channel::Servo& m) override;
    void on(const channel::Turn& m) override;
    void on(const channel::Move& m) override;
    AttachedRobot on(const channel::Attach& m) override;
    void on(const channel::Hold& m) override;
    int on(const channel::Upload&) override { return upload(); }

    FrameValues frame(int robot) const override;
    void script_over() override { run_.fleet.close_all(); }
    int end(int exit_code) override;

    // Ctrl-C or SIGTERM came (async-signal-safe): a call waiting in real time
    // (wait, beep, turn, forward with a distance, an uploaded script) ends
    // now, so the script's process gets its answer and the signal, and the
    // run ends at once; a sensor read waiting for its answer fails as
    // KeyboardInterrupt (bugbot_module.cpp lets the script's own SIGINT
    // handling have its say first).
    static void stop_waiting() { stop_waiting_ = true; }

    // Upload mode's pace: one CHUNK every this long (the robot's mailbox holds 8 packets, and no CHUNK is answered).
    static constexpr std::chrono::milliseconds kChunkEvery{10};
    static constexpr int kLowBatteryPercent = 15;

private:
    // One robot the run drives, and what the host knows of it.
    struct Driven {
        robot::Connection* link = nullptr;
        double zero_ccw = 0;   // the heading at connect
        double raw_ccw = 0;    // the last one read
        double beam = 0;
        double left = 0, right = 0;
        robot::BodyMotion motion;
        bool polling = true;   // false once a heading poll went unanswered, until the robot is claimed again
        int claims = 0;        // link->claims() when polling stopped
    };
    // Runs a call on a robot: any RobotError a CallFailure, raised at the script's line.
    template <class F>
    auto on_robot(F&& call) -> decltype(call());
    // Runs a call the script does not wait for: its CallFailure ends the run (SessionFailure).
    template <class F>
    void unanswered(F&& call);
    void drive_now(int robot, double left, double right);  // drive(), failing as a CallFailure
    // Every robot still held: lost for good (the dongle gone, DENIED, re-paired) raises; a low battery is said.
    void check_robots();
    void note_battery(int robot);  // under kLowBatteryPercent: said once a run
    Driven& at(int robot) { return robots_.at(static_cast<std::size_t>(robot)); }
    void add_robot(int index);
    // Robot d's READ of `sensor`, ended at once by stop_waiting (RobotError interrupted).
    robot::Bytes read(Driven& d, robot::Sensor sensor);
    void stop_polling(Driven& d);  // a heading poll went unanswered: said once a run
    bool polled(Driven& d);        // whether a wait polls d's heading now
    double read_raw_heading(Driven& d);  // CCW degrees as the robot counts them (from boot)
    void send_motion(Driven& d);         // d.motion, turned into the boot frame
    void sleep_polling(double seconds);
    static inline std::atomic<bool> stop_waiting_{false};
    void write_frame(int robot);
    FrameValues frame_now(int robot) const;
    int upload();  // go(upload=True): the script's file to robot 0, its prints relayed
    void send_script(robot::Connection& link, const std::string& bytes);
    int relay_script(robot::Connection& link);

    RobotRun& run_;
    BodyEvents& events_;
    const sim::RobotSpec spec_;      // speeds: the world's, as the simulator's
    const sim::RangerSpec ranger_;   // the out-of-range value and beam
    const sim::Pose start_pose_;
    std::chrono::steady_clock::time_point start_;
    std::chrono::steady_clock::time_point deadline_ = std::chrono::steady_clock::time_point::max();
    std::vector<Driven> robots_;
};

}  // namespace bugbot::engine
