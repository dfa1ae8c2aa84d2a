#pragma once
// What the script's calls reach: the run's session, wherever it is. The
// Python-facing calls (robot_calls.cpp, bugbot_module.cpp, script_watch.cpp)
// check their arguments, keep their messages, and then make the call a value,
// the vocabulary's message, and hand it to call(), never to the simulator.
// Two implementations: Session (session.h), the recorder and the robots'
// Body (body.h) in this process; ChannelClient (channel_client.h), which
// encodes the message onto a channel to a Session in a trusted process the
// script cannot reach (channel_protocol.h).
#include <algorithm>
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
#include "vocabulary/channel_messages.h"

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

// A robot the run drives, as Robot(i) names it on real robots (channel::Attach).
struct AttachedRobot {
    int index = 0;     // its index in the run: RobotCalls(index)
    std::string id;    // the roster's 16-hex id
    std::string name;  // the roster's name ("" if none)
};

// What a call answers, as a channel's Reply carries it: a read's value (a),
// position()'s x and y (a, b), Attach's index and "id\nname", Input's line
// (a: its size, -1 for none), Upload's exit code.
struct Answer {
    double a = 0, b = 0;
    std::string text = {};
};

// An answer's text in two parts, before and after its first newline (the
// second "" without one): Attach's "id\nname", a failure's "Kind\nmessage".
inline std::pair<std::string, std::string> two_lines(const std::string& text) {
    const std::size_t cut = std::min(text.find('\n'), text.size());
    return {text.substr(0, cut), text.substr(std::min(cut + 1, text.size()))};
}

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
    // attaches the roster's robot i (channel::Attach), and go(upload=True) uploads.
    virtual bool on_roster() const = 0;
    double now() const { return static_cast<double>(time_ms()) / 1000.0; }
    // The script's clocks (time.time() and the rest): now(), except that every
    // kClockReadsPerMs reads at one instant let 1 ms pass, so a loop polling the clock ends.
    static constexpr int kClockReadsPerMs = 64;
    double read_clock();

    // Every call a script makes is the vocabulary's message for it
    // (vocabulary/vocabulary.json "ops", channel_messages.h), its arguments
    // checked and `robot` checked against robot_count() (robot_calls.cpp,
    // bugbot_module.cpp): the Session carries it out with its on() for that
    // message (session.h), or the ChannelClient sends it to one. What a call
    // answers is channel::answered's; a real robot's failure the script may
    // catch is a CallFailure.
    virtual Answer call(const channel::Message& message) = 0;

    // A warning is shown once per run, however often its cause recurs.
    virtual void warn_once(const std::string& key, const std::string& text) = 0;
    virtual void warn(const std::string& text) = 0;

    // What the script prints (its Output, which hands whole lines on as Print calls).
    virtual Output& output() = 0;

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
        call(channel::Wait{0.001});
        clock_read_at_ms_ = time_ms();
        clock_reads_here_ = 1;
    }
    return now();
}

}  // namespace bugbot::engine
