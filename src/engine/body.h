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

    // The robot calls, arguments checked (robot_calls.cpp) and `robot` within robot_count().
    // Wheel powers, each -100..100 already (the Session clamps and warns).
    virtual void drive(int robot, double left, double right) = 0;
    virtual int distance(int robot) = 0;
    virtual sim::Pose position(int robot) = 0;
    virtual double heading(int robot) = 0;
    virtual double battery(int robot) = 0;
    virtual void wait(double seconds) = 0;
    virtual void led(int robot, int r, int g, int b) = 0;
    // Sounds for `ms` (0 when `frequency` is 0), blocking as on the robot.
    virtual void beep(int robot, double frequency, double ms) = 0;
    virtual void servo(int robot, int index, double angle) = 0;
    virtual void turn(int robot, double degrees, double power) = 0;
    virtual void move(int robot, double cm, double power) = 0;
    virtual AttachedRobot attach(const std::string& which) = 0;
    virtual void hold(int robot, bool on) = 0;
    virtual int upload() = 0;

    // Where robot `robot` is now: the frames an `end` follows, and a signal handler's last words.
    virtual FrameValues frame(int robot) const = 0;
    // The script has made its last call: a body that moves on its own stops now.
    virtual void script_over() = 0;
    // The run ends: every motor off, every robot let go; the exit code the
    // run reports (an uploaded script's own, once one ran).
    virtual int end(int exit_code) = 0;
};

}  // namespace bugbot::engine
