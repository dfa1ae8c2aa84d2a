#pragma once
// One run of one script: the simulator, the robot's non-physical parts (LED,
// beeper), warnings, pacing and the event writers. The script's calls reach
// it as a SessionLink, in this process (`bugbot run`) or over a channel from a
// sandboxed one (channel_host.h); they never touch the simulator directly.
#include <chrono>
#include <cstdint>
#include <deque>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/event_writer.h"
#include "engine/output.h"
#include "engine/session_link.h"
#include "sim/simulator.h"

namespace bugbot::engine {

struct SessionOptions {
    std::uint64_t seed = 1;
    double pace = 0;           // 0: as fast as possible; 1: real time; 2: twice real time...
    bool read_control = false; // stream mode: read "pace X" lines from stdin while pacing
    bool stream = false;       // events on stdout: warnings go there, not to stderr
};

// A failure of the robot itself that the run cannot go on from (a real
// robot that stopped answering): ends the run with this error (hosted_run.h).
struct SessionFailure : std::runtime_error {
    SessionFailure(std::string python_kind, const std::string& message)
        : std::runtime_error(message), kind(std::move(python_kind)) {}
    std::string kind;  // the Python exception's name: TimeoutError, RobotConnectError...
};

class Session : public SessionLink, public sim::FrameObserver {
public:
    Session(sim::WorldSpec world, SessionOptions options, Output& output);

    void add_writer(EventWriter* writer);
    sim::Simulator& sim() { return sim_; }

    int robot_count() const override { return sim_.robot_count(); }
    std::string world_name() const override { return sim_.world().name; }
    std::pair<double, double> world_size() const override { return {sim_.world().width_cm, sim_.world().height_cm}; }
    std::int64_t time_ms() const override { return sim_.time_ms(); }
    bool watched() const override { return !writers_.empty(); }
    bool streams() const override { return options_.stream; }
    // Time is the wall clock's (a real robot's session): a channel answers wait() too.
    virtual bool real_time() const { return false; }

    void drive(int robot, double left, double right, double turn) override;
    int distance(int robot) override;
    sim::Pose position(int robot) override;
    double heading(int robot) override;
    double battery(int robot) override { return sim_.battery_percent(robot); }
    void wait(double seconds) override;
    void plot(const std::string& name, double value, const std::string& kind) override;
    void draw(const std::string& name, const std::vector<DrawPoint>& points, const std::string& color,
              const std::string& shape, double size) override;
    void led(int robot, int r, int g, int b) override;
    void beep(int robot, double frequency, double ms) override;
    void servo(int robot, int index, double angle) override;
    void turn(int robot, double degrees, double power) override;
    void move(int robot, double cm, double power) override;

    void warn_once(const std::string& key, const std::string& text) override;
    void warn(const std::string& text) override;
    // The warning event alone (the script's side of a channel printed the text).
    void record_warning(std::string_view text);

    Output& output() override { return output_; }
    void print_line(std::string_view stream, std::string_view line) override;
    void line(int line) override;
    void vars(const VarForms& changed, const std::vector<std::string>& gone) override;
    void error(std::string_view kind, std::string_view message, std::string_view file, int line,
               std::string_view traceback) override;
    void end(std::string_view status, int exit_code) override;
    // The script has made its last call (its process ended, or closed the
    // channel): a body that moves on its own (a real robot) stops now, before
    // anything waits for the process.
    virtual void script_over() {}

    // No wait, turn or move goes past this simulated time (ms, 0 = no limit):
    // a run's time limit (ChannelHost::limit_robot_time) is never overrun by one long call.
    void limit_time(std::int64_t ms) { time_limit_ms_ = ms; }
    // When the run's wall-clock limit ends it (ChannelHost::serve's deadline):
    // a real robot's wait, turn or uploaded script does not run past it.
    void limit_wall_clock(std::chrono::steady_clock::time_point deadline) { wall_deadline_ = deadline; }

    void on_frame(const sim::Simulator& sim) override;

    // input() in the studio (--control): writes an `input` event with the
    // prompt, then waits for an "input TEXT" line on stdin (taking "pace X"
    // lines meanwhile); the prompt and the line go to the console as one
    // printed line. Nothing once stdin is closed.
    static constexpr std::size_t kMaxTypedChars = 1000;
    std::optional<std::string> typed_line(std::string_view prompt) override;
    bool reads_console() const override { return options_.read_control; }

protected:
    // The time an event is stamped with: the simulator's (a real robot's session: the wall clock's).
    virtual double stamp() const { return sim_.time_s(); }
    // The frames an `end` follows, one a robot.
    virtual void last_frames(EventWriter& writer);
    const std::vector<EventWriter*>& writers() const { return writers_; }
    std::chrono::steady_clock::time_point wall_deadline() const { return wall_deadline_; }

private:
    void pace_to_wall_clock();
    // Reads what stdin has (waiting up to timeout_ms, -1: until something
    // comes) and takes its complete lines: "pace X", "input TEXT".
    void take_control(int timeout_ms);
    void check_bump();
    std::int64_t within_time_limit(std::int64_t ms) const;

    sim::Simulator sim_;
    SessionOptions options_;
    Output& output_;
    std::vector<EventWriter*> writers_;
    std::set<std::string> warned_;
    std::vector<std::int64_t> bumps_seen_;      // one a robot
    std::vector<sim::Pose> last_frame_pose_;    // one a robot
    std::vector<double> last_frame_time_;      // one a robot
    std::chrono::steady_clock::time_point pace_origin_wall_;
    double pace_origin_sim_ = 0;
    std::string control_carry_;       // a control line not complete yet
    std::deque<std::string> typed_;   // lines typed in the console, not read by input() yet
    std::int64_t time_limit_ms_ = 0;
    std::chrono::steady_clock::time_point wall_deadline_ = std::chrono::steady_clock::time_point::max();
};

}  // namespace bugbot::engine
