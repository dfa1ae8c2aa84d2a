#pragma once
// The robots a run drives, behind one interface: the simulator's
// (SimulatedBody, simulated_body.h) or real BugBots over the radio
// (RadioBody, radio_body.h). The run's Session (session.h) records what the
// script asks and what happens; a Body only acts and answers. Every call is
// pure virtual: a call added to the vocabulary does not build until both
// bodies carry it out (vocabulary/README.md, "Adding a call").
#include <chrono>
#include <cstdint>
#include <string>

#include "engine/event_writer.h"
#include "engine/session_link.h"

namespace bugbot::engine {

// What a body tells the run's recorder as it acts (the Session).
class BodyEvents {
public:
    virtual ~BodyEvents() = default;
    // Someone records or streams the run: frames are worth making.
    virtual bool watched() const = 0;
    virtual void frame(const FrameValues& values, int robot) = 0;
    virtual void bump(double x, double y, int robot) = 0;
    virtual void warn_once(const std::string& key, const std::string& text) = 0;
    // Robot `robot`'s battery is at `percent`, under the level worth a warning: said once a run for each.
    virtual void battery_low(int robot, int percent, const std::string& text) = 0;
    // Simulated time moved on a frame: the recorder paces the run and reads the console.
    virtual void frame_passed() = 0;
    // A wait in real time begins: whoever watches sees every event before it.
    virtual void flush() = 0;
    // What the script prints (an uploaded script's lines; a note on stderr).
    virtual Output& output() = 0;
};

class Body {
public:
    virtual ~Body() = default;

    virtual int robot_count() const = 0;  // at least 1: robot 0 is there from the start
    virtual std::int64_t time_ms() const = 0;
    virtual double time_s() const = 0;  // an event's time stamp
    // Time is the wall clock's (a real robot): a channel answers wait() too.
    virtual bool real_time() const = 0;
    // The robots are a roster's (`bugbot run --robot`): attach, hold and upload work.
    virtual bool on_roster() const = 0;
    // Someone watches every frame from now on (a writer, a paced run):
    // the simulator stops jumping between events.
    virtual void watch_frames() = 0;
    // No call runs past this simulated time (ms, 0 = none) or this wall-clock deadline.
    virtual void limit_time(std::int64_t ms) = 0;
    virtual void limit_wall_clock(std::chrono::steady_clock::time_point deadline) = 0;

    // The robot calls, as the script's side made them (the vocabulary's
    // messages, session_link.h), arguments checked and `robot` within robot_count().
    // Drive's wheel powers are each -100..100 and its turn 0: the Session
    // mixed the turn in and clamped (the one clamp, where the script is told).
    virtual void on(const channel::Drive& m) = 0;
    virtual int on(const channel::Distance& m) = 0;
    virtual sim::Pose on(const channel::Position& m) = 0;
    virtual double on(const channel::Heading& m) = 0;
    virtual double on(const channel::Battery& m) = 0;
    virtual void on(const channel::Wait& m) = 0;
    virtual void on(const channel::Led& m) = 0;
    // Sounds for `ms` (0 when `frequency` is 0), blocking as on the robot.
    virtual void on(const channel::Beep& m) = 0;
    virtual void on(const channel::Servo& m) = 0;
    virtual void on(const channel::Turn& m) = 0;
    virtual void on(const channel::Move& m) = 0;
    virtual AttachedRobot on(const channel::Attach& m) = 0;
    virtual void on(const channel::Hold& m) = 0;
    virtual int on(const channel::Upload& m) = 0;

    // Where robot `robot` is now: the frames an `end` follows, and a signal handler's last words.
    virtual FrameValues frame(int robot) const = 0;
    // The script has made its last call: a body that moves on its own stops now.
    virtual void script_over() = 0;
    // The run ends: every motor off, every robot let go; the exit code the
    // run reports (an uploaded script's own, once one ran).
    virtual int end(int exit_code) = 0;
};

}  // namespace bugbot::engine
