#pragma once
// Writes the engine's event stream as JSON lines (one object a line), the
// format documented in docs/events.md. The studio, `--record` and the marker
// all read this one format.
#include <cstdio>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/record_file.h"
#include "sim/simulator.h"

namespace bugbot::engine {

struct DrawPoint {
    double x;
    double y;
};

// A frame number's text, kept to reuse while the number repeats (a robot held
// against a wall, the wheel powers between commands): formatting is most of a
// frame's cost.
struct RepeatedNumber {
    double value = 0;
    int decimals = -1;  // none kept
    std::size_t size = 0;
    char text[24];
};

// One robot's frame: where it is on the mat, its beam and wheel powers. The
// simulator's come from the Simulator; a real robot's from its reads and commands.
struct FrameValues {
    double t = 0;
    sim::Pose pose;    // mat cm, clockwise heading
    double beam = 0;   // cm
    double left = 0, right = 0;  // wheel powers, %
};
FrameValues frame_values(const sim::Simulator& sim, int robot);

// Appends `text` to `out` as a JSON string literal, quotes included.
void append_json_string(std::string& out, std::string_view text);

class EventWriter {
public:
    // `flush_prints`: write each print event at once (for a live watcher).
    explicit EventWriter(std::FILE* file, bool flush_prints = false) : file_(file), flush_prints_(flush_prints) {}
    // Into a record file: each event is in the file as soon as it is written.
    explicit EventWriter(RecordFile* record) : record_(record) {}
    ~EventWriter() { flush(); }
    EventWriter(const EventWriter&) = delete;
    EventWriter& operator=(const EventWriter&) = delete;

    void world(const sim::WorldSpec& world, std::uint64_t seed, std::string_view script);
    // `robot`: which robot (0 = the first); written as "robot" only when not 0.
    void frame(const sim::Simulator& sim, int robot = 0);
    void frame(const FrameValues& values, int robot = 0);
    void read(double t, std::string_view sensor, double value, int robot = 0);
    void print(double t, std::string_view stream, std::string_view text);
    void plot(double t, std::string_view name, double value, std::string_view kind);
    void draw(double t, std::string_view name, const std::vector<DrawPoint>& points, std::string_view color,
              std::string_view shape, double size);
    void led(double t, int r, int g, int b, int robot = 0);
    void beep(double t, double frequency, double ms, int robot = 0);
    void servo(double t, int index, double angle, int robot = 0);
    void bump(double t, double x, double y, int robot = 0);
    // `battery` (0..100): the warning is that a real robot's battery runs low; -1: any other.
    void warning(double t, std::string_view text, int battery = -1);
    // input(prompt) waits for a line typed in the studio's console.
    void input(double t, std::string_view prompt);
    // The script's line, from `t` on (script_watch.h).
    void line(double t, int line);
    // The script's module-level variables whose short form changed: name, short
    // form; and the names the script deleted (written as null).
    void vars(double t, const std::vector<std::pair<std::string, std::string>>& changed,
              const std::vector<std::string>& gone = {});
    void error(double t, std::string_view kind, std::string_view message, std::string_view file, int line,
               std::string_view traceback);
    void end(double t, std::string_view status, int exit_code);
    void flush();
    // From a signal handler, with the script's thread stopped: writes the
    // whole lines still pending with write(2), not stdio.
    void flush_after_crash();
    // From a signal handler, with the script's thread stopped: the pending
    // lines, then a last frame and an `end` saying why the run ended. Formats
    // into a buffer on the stack: no allocation.
    void last_words(const FrameValues& frame, const char* status, int exit_code) noexcept;

private:
    void begin(const char* kind, double t);
    void finish();                                     // ends the event being built in line_
    void whole_line(const char* data, std::size_t size);  // an event built elsewhere, newline included
    void finished_line();
    std::FILE* file_ = nullptr;
    RecordFile* record_ = nullptr;
    bool flush_prints_ = false;
    std::string line_;
    std::size_t whole_ = 0;  // bytes of line_ that are whole lines (the rest is an event being built)
    RepeatedNumber last_frame_[6];  // x, y, heading, beam, left, right
};

}  // namespace bugbot::engine
