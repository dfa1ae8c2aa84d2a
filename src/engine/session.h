#pragma once
// One run of one script: its recorder. The robots themselves are a Body
// (body.h): the simulator's or real ones over the radio. The Session checks
// nothing the script's calls checked already; it clamps drive()'s powers
// (the one clamp, where the warning is said once), hands each robot call to
// the body, and writes what happened to the event writers: reads, prints,
// plots, warnings, frames, the end. The script's calls reach it as values
// (SessionLink::call), in this process (`bugbot run`) or over a channel from
// a sandboxed one (channel_host.h).
#include <chrono>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/body.h"
#include "engine/event_writer.h"
#include "engine/output.h"
#include "engine/session_link.h"
#include "sim/world.h"

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

// Makes a run's body, reporting to `events`; none: the simulator's.
using MakeBody = std::function<std::unique_ptr<Body>(BodyEvents& events)>;

class Session final : public SessionLink, public BodyEvents {
public:
    Session(sim::WorldSpec world, SessionOptions options, Output& output, const MakeBody& make_body = {});

    void add_writer(EventWriter* writer);
    // Every writer has its world event: what the body said before any could
    // take it (a low battery at the claim) is written now.
    void writers_ready();

    int robot_count() const override { return body_->robot_count(); }
    std::string world_name() const override { return world_name_; }
    std::pair<double, double> world_size() const override { return world_size_; }
    std::int64_t time_ms() const override { return body_->time_ms(); }
    bool watched() const override { return !writers_.empty(); }
    bool streams() const override { return options_.stream; }
    // Time is the wall clock's (a real robot): a channel answers wait() too.
    bool real_time() const { return body_->real_time(); }
    bool on_roster() const override { return body_->on_roster(); }
    // A call, carried out by its on() below.
    Answer call(const channel::Message& message) override;

    void warn_once(const std::string& key, const std::string& text) override;
    void warn(const std::string& text) override;
    // The warning event alone (the script's side of a channel printed the text);
    // `battery`: as EventWriter::warning's.
    void record_warning(std::string_view text, int battery = -1);

    Output& output() override { return output_; }
    void print_line(std::string_view stream, std::string_view line);
    // How the script ended (interpreter.cpp, hosted_run.cpp): the last frames and the `end` event.
    void end(std::string_view status, int exit_code);
    // The script has made its last call (its process ended, or closed the
    // channel): a body that moves on its own (a real robot) stops now, before
    // anything waits for the process.
    void script_over() { body_->script_over(); }
    // Robot 0's frame now: a signal handler's last words (run_writers.h).
    FrameValues last_frame() const { return body_->frame(0); }

    // No wait, turn or move goes past this simulated time (ms, 0 = no limit):
    // a run's time limit (ChannelHost::limit_robot_time) is never overrun by one long call.
    void limit_time(std::int64_t ms) { body_->limit_time(ms); }
    // When the run's wall-clock limit ends it (ChannelHost::serve's deadline):
    // a real robot's wait, turn or uploaded script does not run past it.
    void limit_wall_clock(std::chrono::steady_clock::time_point deadline) { body_->limit_wall_clock(deadline); }

    // input() in the studio (--control): writes an `input` event with the
    // prompt, then waits for an "input TEXT" line on stdin (taking "pace X"
    // lines meanwhile); the prompt and the line go to the console as one
    // printed line. Nothing once stdin is closed.
    static constexpr std::size_t kMaxTypedChars = 1000;
    std::optional<std::string> typed_line(std::string_view prompt);
    bool reads_console() const override { return options_.read_control; }

    // What the body reports (BodyEvents).
    void frame(const FrameValues& values, int robot) override;
    void bump(double x, double y, int robot) override;
    void battery_low(int robot, int percent, const std::string& text) override;
    void frame_passed() override;
    void flush() override;

private:
    // One a call (channel::Message): a call without its on() does not compile.
    // A robot's call goes on to the body as the same message.
    void on(const channel::Drive& m);
    Answer on(const channel::Distance& m);
    Answer on(const channel::Position& m);
    Answer on(const channel::Heading& m) { return {body_->on(m)}; }
    Answer on(const channel::Battery& m) { return {body_->on(m)}; }
    void on(const channel::Wait& m) { body_->on(m); }
    void on(const channel::Plot& m);
    void on(const channel::Draw& m);
    void on(const channel::Led& m);
    void on(const channel::Beep& m);
    void on(const channel::Servo& m);
    void on(const channel::Turn& m) { body_->on(m); }
    void on(const channel::Move& m) { body_->on(m); }
    void on(const channel::Warning& m) { record_warning(m.text); }  // the script's side printed it
    void on(const channel::Print& m) { print_line(m.stream ? "stderr" : "stdout", m.text); }
    void on(const channel::Line& m);
    void on(const channel::Vars& m);
    void on(const channel::Error& m);
    void on(const channel::End& m) { end(m.status, m.exit_code); }
    Answer on(const channel::Input& m);
    Answer on(const channel::Attach& m);
    Answer on(const channel::Upload& m) { return {static_cast<double>(body_->on(m))}; }
    void on(const channel::Hold& m) { body_->on(m); }
    Answer on(const channel::Wheels& m) {
        const FrameValues now = body_->frame(m.robot);  // what the body last told the wheels
        return {now.left, now.right};
    }

    double stamp() const { return body_->time_s(); }  // an event's time
    void say_warning(const std::string& text, int battery);  // on stderr (unless streaming), and the event
    void pace_to_wall_clock();
    // Reads what stdin has (waiting up to timeout_ms, -1: until something
    // comes) and takes its complete lines: "pace X", "input TEXT".
    void take_control(int timeout_ms);

    SessionOptions options_;
    Output& output_;
    std::string world_name_;
    std::pair<double, double> world_size_;
    std::vector<EventWriter*> writers_;
    std::set<std::string> warned_;
    std::vector<std::pair<std::string, int>> early_warnings_;  // text, battery: said before writers_ready()
    bool writers_ready_ = false;
    std::chrono::steady_clock::time_point pace_origin_wall_;
    double pace_origin_sim_ = 0;
    std::string control_carry_;       // a control line not complete yet
    std::deque<std::string> typed_;   // lines typed in the console, not read by input() yet
    // Last: a body reports to what is above from its constructor on (a robot's low battery, say).
    std::unique_ptr<Body> body_;
};

}  // namespace bugbot::engine
