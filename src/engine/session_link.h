#pragma once
// What the script's calls reach: the run's session, wherever it is. The
// Python-facing calls (robot_calls.cpp, bugbot_module.cpp, script_watch.cpp)
// check their arguments, keep their messages, and then call this, never the
// simulator. Two implementations: Session (session.h), the recorder and the
// robots' Body (body.h) in this process; ChannelClient (channel_client.h), a channel to a
// Session in a trusted process the script cannot reach (channel_protocol.h).
#include <cmath>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/event_writer.h"
#include "engine/output.h"
#include "sim/world.h"

namespace bugbot::engine {

// A variable's name and its short form (script_watch.h).
using VarForms = std::vector<std::pair<std::string, std::string>>;

// The whole milliseconds wait(seconds) lets pass: both sides of a channel
// compute it, so the script knows the time without asking. std::llround's
// half away from zero; for the waits a script makes (0 to a day) without the
// call, as a club loop makes one a tick: a double less its whole part is exact.
inline std::int64_t wait_ms(double seconds) {
    const double ms = seconds * 1000;
    if (!(ms >= 0 && ms < 0x1p52)) return std::llround(ms);
    const auto whole = static_cast<std::int64_t>(ms);
    return whole + (ms - static_cast<double>(whole) >= 0.5 ? 1 : 0);
}

// A call that failed on a real robot in a way the script can catch and go on
// from: raised in the script as the Python exception `kind` names
// (TimeoutError: a sensor read got no answer; RobotConnectError,
// RobotBusyError: Robot(i) could not claim the roster's robot i). The
// simulator never throws it.
struct CallFailure : std::runtime_error {
    CallFailure(std::string python_kind, const std::string& message)
        : std::runtime_error(message), kind(std::move(python_kind)) {}
    std::string kind;
};

// A robot the run drives, as Robot(i) names it on real robots (attach()).
struct AttachedRobot {
    int index = 0;     // its index in the run: RobotCalls(index)
    std::string id;    // the roster's 16-hex id
    std::string name;  // the roster's name ("" if none)
};

class SessionLink {
public:
    virtual ~SessionLink() = default;

    virtual int robot_count() const = 0;  // at least 1 (Body::robot_count)
    virtual std::string world_name() const = 0;
    virtual std::pair<double, double> world_size() const = 0;  // width, height in cm
    virtual std::int64_t time_ms() const = 0;
    // Someone records or streams the run: the script's line and variables are worth noting.
    virtual bool watched() const = 0;
    // The run's stdout is the event stream (the studio's --stream).
    virtual bool streams() const = 0;
    // input() reads lines typed in the studio's console (--stream --control).
    virtual bool reads_console() const = 0;
    // The robots are real ones from a roster (`bugbot run --robot`): Robot(i)
    // attaches the roster's robot i (attach), and go(upload=True) uploads.
    virtual bool on_roster() const = 0;
    // The roster's robot `which` (an index, a 16-hex id), connected once; throws CallFailure.
    virtual AttachedRobot attach(const std::string& which) = 0;
    // Robot.connect() (on) and disconnect() (off) on real robots: off sends
    // STOP, then RELEASE; on claims the robot again (PROBE, CLAIM) if it was
    // let go. Throws CallFailure.
    virtual void hold(int robot, bool on) = 0;
    // go(upload=True): the run's script runs on robot 0 itself; its printed
    // lines are the run's; the exit code SCRIPT_DONE gave. Throws CallFailure.
    virtual int upload() = 0;
    double now() const { return static_cast<double>(time_ms()) / 1000.0; }
    // The script's clocks (time.time() and the rest): now(), except that every
    // kClockReadsPerMs reads at one instant let 1 ms pass, so a loop polling the clock ends.
    static constexpr int kClockReadsPerMs = 64;
    double read_clock();

    // The bugbot calls, with arguments already checked (robot_calls.cpp).
    // `robot` is an index the caller has checked against robot_count().
    virtual void drive(int robot, double left, double right, double turn) = 0;
    virtual int distance(int robot) = 0;
    virtual sim::Pose position(int robot) = 0;
    virtual double heading(int robot) = 0;
    virtual double battery(int robot) = 0;
    virtual void wait(double seconds) = 0;
    virtual void plot(const std::string& name, double value, const std::string& kind) = 0;
    virtual void draw(const std::string& name, const std::vector<DrawPoint>& points, const std::string& color,
                      const std::string& shape, double size) = 0;
    virtual void led(int robot, int r, int g, int b) = 0;
    // Sounds for `ms` of simulated time (the call blocks, as on the robot); 0 Hz silences at once.
    virtual void beep(int robot, double frequency, double ms) = 0;
    virtual void servo(int robot, int index, double angle) = 0;
    virtual void turn(int robot, double degrees, double power) = 0;
    virtual void move(int robot, double cm, double power) = 0;

    // A warning is shown once per run, however often its cause recurs.
    virtual void warn_once(const std::string& key, const std::string& text) = 0;
    virtual void warn(const std::string& text) = 0;

    // What the script prints (its Output, which hands whole lines to print_line).
    virtual Output& output() = 0;
    virtual void print_line(std::string_view stream, std::string_view line) = 0;
    // The script's line and the variables that changed (script_watch.h), at the current time.
    virtual void line(int line) = 0;
    // `gone`: the names the script deleted since (written as null).
    virtual void vars(const VarForms& changed, const std::vector<std::string>& gone) = 0;
    // input(prompt) in the studio: writes an `input` event, waits for a line
    // typed in the console; nothing once nobody can type any more.
    virtual std::optional<std::string> typed_line(std::string_view prompt) = 0;
    virtual void error(std::string_view kind, std::string_view message, std::string_view file, int line,
                       std::string_view traceback) = 0;
    // How the script ended (interpreter.cpp): the last frames and the `end` event.
    virtual void end(std::string_view status, int exit_code) = 0;

private:
    std::int64_t clock_read_at_ms_ = -1;
    int clock_reads_here_ = 0;
};

inline double SessionLink::read_clock() {
    // A script that only polls the clock (while time.time() - t0 < 2: pass) must
    // see time pass, as on the robot, where the loop's own running time moves it.
    // A few reads in a row at one instant (printing the time) all give that instant.
    if (time_ms() != clock_read_at_ms_) {
        clock_read_at_ms_ = time_ms();
        clock_reads_here_ = 0;
    }
    if (++clock_reads_here_ > kClockReadsPerMs) {
        wait(0.001);
        clock_read_at_ms_ = time_ms();
        clock_reads_here_ = 1;
    }
    return now();
}

}  // namespace bugbot::engine
