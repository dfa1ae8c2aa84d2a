#pragma once
// The engine's event stream (docs/events.md) as plain structs, and the parser
// that turns one JSON line into one of them. No Qt widgets, no window.
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "sim/world.h"

namespace bugbot::studio {

// A world places at most this many robots (docs/worlds.md).
inline constexpr int kMaxRobots = sim::kMaxRobots;

struct Point {
    double x = 0, y = 0;
};

struct WorldEvent {
    static constexpr std::string_view ev = "world";
    double t = 0;
    std::string name, script;
    long long seed = 0;
    // Zero until read: default_world_event() holds the default world's values.
    double width = 0, height = 0;
    std::vector<std::array<double, 4>> walls;
    std::vector<std::vector<Point>> obstacles;
    double start_x = 0, start_y = 0, start_heading = 0;  // robot 0's
    // Every robot's start, [x, y, heading], robot 0 first; a one-robot world's
    // stream has no `robots`, and this holds `start` alone.
    std::vector<std::array<double, 3>> robots;
    double radius = 0, max_range = 0;
};

// sim::default_world() as a world event: what the mat shows before a run says
// its world, and what a world event leaves out. The simulator's values, never
// written again here.
const WorldEvent& default_world_event();

// `robot` (last, so the events still read as {t, ...}) is the robot's index in
// the world; the stream leaves it out for robot 0.

struct FrameEvent {
    static constexpr std::string_view ev = "frame";
    double t = 0;
    double x = 0, y = 0, heading = 0, beam = 0, left = 0, right = 0;
    int robot = 0;
};

struct ReadEvent {
    static constexpr std::string_view ev = "read";
    double t = 0;
    std::string sensor;
    double value = 0;
    int robot = 0;
};

struct PrintEvent {
    static constexpr std::string_view ev = "print";
    double t = 0;
    bool is_stderr = false;
    std::string text;
};

enum class PlotKind { Unspecified, Chart, Strip };

struct PlotEvent {
    static constexpr std::string_view ev = "plot";
    double t = 0;
    std::string name;
    double value = 0;
    PlotKind kind = PlotKind::Unspecified;
};

enum class Shape { Dots, Squares, Crosses, Line };

struct DrawEvent {
    static constexpr std::string_view ev = "draw";
    double t = 0;
    std::string name, color = "blue";
    Shape shape = Shape::Dots;
    double size = 4;
    std::vector<Point> points;
};

struct LedEvent {
    static constexpr std::string_view ev = "led";
    double t = 0;
    int r = 0, g = 0, b = 0;
    int robot = 0;
};

struct BeepEvent {
    static constexpr std::string_view ev = "beep";
    double t = 0;
    double frequency = 0, ms = 0;
    int robot = 0;
};

// servo(index, angle): the arm on channel `index` (0..2) turned to `angle` degrees (0..180).
struct ServoEvent {
    static constexpr std::string_view ev = "servo";
    double t = 0;
    int index = 0;
    double angle = 0;
    int robot = 0;
};

struct BumpEvent {
    static constexpr std::string_view ev = "bump";
    double t = 0;
    double x = 0, y = 0;
    int robot = 0;
};

struct WarningEvent {
    static constexpr std::string_view ev = "warning";
    double t = 0;
    std::string text;
    int battery = -1;  // a real robot's charge in %, when the warning is that it runs low
};

struct ErrorEvent {
    static constexpr std::string_view ev = "error";
    double t = 0;
    std::string kind, message, file, traceback;
    int line = 0;
};

// The script's line from `t` on (docs/events.md, `line`).
struct LineEvent {
    static constexpr std::string_view ev = "line";
    double t = 0;
    int line = 0;
};

// The script's module-level variables whose short form changed at `t`: name,
// short form; and the names the script deleted (`null` in the stream).
struct VarsEvent {
    static constexpr std::string_view ev = "vars";
    double t = 0;
    std::vector<std::pair<std::string, std::string>> vars;
    std::vector<std::string> gone;
};

// input(prompt): the script waits for a line typed in the console.
struct InputEvent {
    static constexpr std::string_view ev = "input";
    double t = 0;
    std::string prompt;
};

// A studio run's record was thinned before `t` (record only: engine/record_thinning.h).
struct ThinnedEvent {
    static constexpr std::string_view ev = "thinned";
    double t = 0;
    long long dropped = 0;  // events left out in all
};

struct EndEvent {
    static constexpr std::string_view ev = "end";
    double t = 0;
    std::string status;
    int exit = 0;
};

// In the order vocabulary/vocabulary.json declares them: run_events.cpp checks
// it when compiled, so an event declared there and not here does not build.
using Event = std::variant<WorldEvent, FrameEvent, ReadEvent, PrintEvent, PlotEvent, DrawEvent, LedEvent,
                           BeepEvent, ServoEvent, BumpEvent, WarningEvent, LineEvent, VarsEvent, InputEvent,
                           ThinnedEvent, ErrorEvent, EndEvent>;

// Parses one line of the stream. Returns nothing and sets *problem for a line
// that is not an event (bad JSON, unknown "ev", a field of the wrong type);
// an empty line gives nothing and no problem.
std::optional<Event> parse_event(std::string_view line, std::string* problem = nullptr);

double event_time(const Event& event);

}  // namespace bugbot::studio
