#pragma once
// One run of one script: the simulator, the robot's non-physical parts (LED,
// beeper), warnings, pacing and the event writers. The Python module calls
// into the Session; it never touches the simulator directly.
#include <chrono>
#include <cstdint>
#include <deque>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/event_writer.h"
#include "engine/output.h"
#include "sim/simulator.h"

namespace bugbot::engine {

struct SessionOptions {
    std::uint64_t seed = 1;
    double pace = 0;           // 0: as fast as possible; 1: real time; 2: twice real time...
    bool read_control = false; // stream mode: read "pace X" lines from stdin while pacing
    bool stream = false;       // events on stdout: warnings go there, not to stderr
};

class Session : public sim::FrameObserver {
public:
    Session(sim::WorldSpec world, SessionOptions options, Output& output);

    void add_writer(EventWriter* writer);
    sim::Simulator& sim() { return sim_; }
    Output& output() { return output_; }
    double now() const { return sim_.time_s(); }
    // The script's clocks (time.time() and the rest): now(), except that every
    // kClockReadsPerMs reads at one instant let 1 ms pass, so a loop polling the clock ends.
    static constexpr int kClockReadsPerMs = 64;
    double read_clock();

    // The bugbot calls, with arguments already checked (robot_calls.cpp).
    // `robot` is an index the caller has checked against robot_count().
    int robot_count() const { return sim_.robot_count(); }
    void drive(int robot, double left, double right, double turn);
    int distance(int robot);
    sim::Pose position(int robot);
    double heading(int robot);
    void wait(double seconds);
    void plot(const std::string& name, double value, const std::string& kind);
    void draw(const std::string& name, const std::vector<DrawPoint>& points, const std::string& color,
              const std::string& shape, double size);
    void led(int robot, int r, int g, int b);
    // Sounds for `ms` of simulated time (the call blocks, as on the robot); 0 Hz silences at once.
    void beep(int robot, double frequency, double ms);
    void servo(int robot, int index, double angle);
    double battery(int robot) const { return sim_.battery_percent(robot); }
    void turn(int robot, double degrees, double power);
    void move(int robot, double cm, double power);

    // A warning is shown once per run, however often its cause recurs.
    void warn_once(const std::string& key, const std::string& text);
    void warn(const std::string& text);

    void print_line(std::string_view stream, std::string_view line);
    void error(std::string_view kind, std::string_view message, std::string_view file, int line,
               std::string_view traceback);
    void end(std::string_view status, int exit_code);

    void on_frame(const sim::Simulator& sim) override;

    // input() in the studio (--control): writes an `input` event with the
    // prompt, then waits for an "input TEXT" line on stdin (taking "pace X"
    // lines meanwhile); the prompt and the line go to the console as one
    // printed line. Nothing once stdin is closed.
    static constexpr std::size_t kMaxTypedChars = 1000;
    std::optional<std::string> typed_line(std::string_view prompt);
    bool reads_console() const { return options_.read_control; }

private:
    void pace_to_wall_clock();
    // Reads what stdin has (waiting up to timeout_ms, -1: until something
    // comes) and takes its complete lines: "pace X", "input TEXT".
    void take_control(int timeout_ms);
    void check_bump();

    sim::Simulator sim_;
    std::int64_t clock_read_at_ms_ = -1;
    int clock_reads_here_ = 0;
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
};

}  // namespace bugbot::engine
