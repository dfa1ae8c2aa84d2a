#pragma once
// Everything one run reported, kept in time order, and "the state at time t"
// that the views render from. Plain C++: the window only reads it.
#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "studio/run/run_events.h"
#include "studio/run/series.h"

namespace bugbot::studio {

// Explanation: an error's meaning in plain words, under its traceback (error_explainer.h).
enum class LineKind { Stdout, Stderr, Warning, Error, Note, Explanation };

struct ConsoleLine {
    double t = 0;
    LineKind kind = LineKind::Stdout;
    std::string text;
    int line = 0;  // for an error: the script's line
};

// What one robot reported, each list in time order.
struct RobotTrack {
    std::vector<FrameEvent> frames;
    std::vector<LedEvent> leds;
    std::vector<BeepEvent> beeps;
    std::vector<ServoEvent> servos;
};

// The servo channels a script can turn (servo(index, angle), index 0..2).
inline constexpr int kServoChannels = 3;

struct Layer {
    std::string name;
    std::vector<DrawEvent> history;  // every replacement, in time order
};

// Variables as the pane lists them: name, short form, in the script's order
// of first assignment.
using Variables = std::vector<std::pair<std::string, std::string>>;

class RunModel {
public:
    // Memory bounds: a run can go on for hours at 1x, so each history is capped
    // and thinned (older half at half resolution) rather than allowed to grow.
    static constexpr std::size_t kMaxFrames = 1u << 20;
    static constexpr std::size_t kMaxConsoleLines = 20000;
    static constexpr std::size_t kMaxLayerHistory = 20000;
    static constexpr std::size_t kMaxVarsHistory = 4096;  // at 4 a second, the last 17 minutes exact

    // And one budget over all of them: a run's events take at most about
    // engine::RunLimits::model_mb (256 MB) however many series, layers or
    // robots it floods; past it every history is thinned and every series
    // halved (its chart says "older points thinned").
    static std::size_t default_budget_bytes();
    void set_budget_bytes(std::size_t bytes) { budget_bytes_ = bytes; }
    // What the histories take, roughly (the containers' storage and the texts).
    std::size_t approximate_bytes() const;
    std::size_t thinnings() const { return thinnings_; }  // times the budget thinned everything

    void clear();
    void add(Event event);
    // A line the studio itself adds to the console (run stopped, engine crashed).
    void note(std::string text, LineKind kind = LineKind::Note);
    // A line of the stream that was not an event: counted, the first one shown.
    void bad_line(const std::string& problem);

    std::uint64_t revision() const { return revision_; }
    // Different for every run a model holds (a cleared model is another run).
    std::uint64_t run_id() const { return run_id_; }
    double end_time() const { return end_time_; }

    const std::optional<WorldEvent>& world() const { return world_; }
    // Robot 0 is the default everywhere, so a one-robot run reads as before.
    // The robots: as many as the world placed, or as the stream named.
    int robot_count() const { return static_cast<int>(robots_.size()); }
    const std::vector<FrameEvent>& frames(int robot = 0) const { return track(robot).frames; }
    const std::vector<ReadEvent>& reads() const { return reads_; }
    // Robot 0's sensor reads as a series ("distance, as read"), for a chart
    // of the readings a strip's cells stand for (cell_moment.h).
    const Series& read_series() const { return read_series_; }
    const std::vector<Series>& series() const { return series_; }
    const Series* find_series(const std::string& name) const;
    const std::vector<Layer>& layers() const { return layers_; }
    const std::vector<ConsoleLine>& console() const { return console_; }
    std::size_t console_dropped() const { return console_dropped_; }
    const std::vector<BumpEvent>& bumps() const { return bumps_; }
    const std::optional<ErrorEvent>& error() const { return error_; }
    // The run's real robot said its battery runs low: its charge in % (-1: never said).
    int low_battery() const { return low_battery_; }
    const std::optional<EndEvent>& end() const { return end_; }
    std::size_t bad_lines() const { return bad_lines_; }
    // The prompt of an input() the script waits on (its last event), if any.
    const std::optional<std::string>& waiting_for_input() const { return waiting_for_input_; }

    // --- the state at time t ---
    // The robot's pose: the last frame at or before t (else the world's start).
    FrameEvent pose_at(double t, int robot = 0) const;
    // Index one past the last frame at or before t.
    std::size_t frames_until(double t, int robot = 0) const;
    // The draw a layer showed at t, or null if it had not been drawn yet.
    const DrawEvent* layer_at(const Layer& layer, double t) const;
    // The LED colour at t, if the script set one.
    std::optional<LedEvent> led_at(double t, int robot = 0) const;
    // A beep sounding at t (shown as a ring for its length, at least 0.3 s).
    std::optional<BeepEvent> beep_at(double t, int robot = 0) const;
    // Each servo channel's angle at t; nothing for a channel not set yet.
    std::array<std::optional<double>, kServoChannels> servos_at(double t, int robot = 0) const;
    std::size_t console_until(double t) const;
    // The script's line at t (docs/events.md, `line`); 0 before the first.
    int line_at(double t) const;
    // The script's module-level variables at t, built from the vars events up
    // to t, in the order the script first assigned them; a deleted name goes.
    // Before the oldest kept event: what it had folded in (a long run keeps
    // kMaxVarsHistory events, the older folded).
    Variables vars_at(double t) const;
    // How many vars events the run had reported by t (folded ones included):
    // the variables at t changed only if this did.
    std::size_t vars_events_until(double t) const;
    // The robot calls the engine reported (a read, a new line) just after /
    // just before t, for stepping the timeline call by call; nothing at the ends.
    std::optional<double> next_call_time(double t) const;
    std::optional<double> previous_call_time(double t) const;
    std::size_t reads_until(double t) const;

private:
    // What each kind of event adds (add() visits one of these).
    void take(WorldEvent&& e);
    void take(FrameEvent&& e);
    void take(ReadEvent&& e);
    void take(PrintEvent&& e);
    void take(PlotEvent&& e);
    void take(DrawEvent&& e);
    void take(LedEvent&& e);
    void take(BeepEvent&& e);
    void take(ServoEvent&& e);
    void take(BumpEvent&& e);
    void take(WarningEvent&& e);
    void take(ErrorEvent&& e);
    void take(LineEvent&& e);
    void take(VarsEvent&& e);
    void take(InputEvent&& e);
    void take(ThinnedEvent&&) {}  // the stream's warning said it; the record's count is the reader's
    void take(EndEvent&& e);
    void keep_within_budget();
    void push_line(ConsoleLine line);
    void drop_printed_copy(const std::string& traceback);
    RobotTrack& track_for(int robot);  // grows robots_ to hold `robot`
    const RobotTrack& track(int robot) const;

    std::size_t budget_bytes_ = default_budget_bytes();
    std::size_t events_since_budget_check_ = 0;
    std::size_t thinnings_ = 0;
    std::uint64_t revision_ = 0;
    std::uint64_t run_id_ = next_run_id();
    static std::uint64_t next_run_id();
    double end_time_ = 0;
    std::optional<WorldEvent> world_;
    std::vector<RobotTrack> robots_ = std::vector<RobotTrack>(1);
    std::vector<ReadEvent> reads_;
    std::vector<Series> series_;
    std::map<std::string, std::size_t> series_index_;
    std::vector<Layer> layers_;
    std::map<std::string, std::size_t> layer_index_;
    std::vector<ConsoleLine> console_;
    std::size_t console_dropped_ = 0;
    std::vector<BumpEvent> bumps_;
    std::vector<std::string> warnings_seen_;
    int low_battery_ = -1;
    std::optional<ErrorEvent> error_;
    std::string echo_;  // what of the error's traceback a stderr copy after it has not yet repeated
    std::optional<EndEvent> end_;
    std::size_t bad_lines_ = 0;
    std::optional<std::string> waiting_for_input_;
    std::vector<LineEvent> lines_;
    std::vector<VarsEvent> vars_;
    std::map<std::string, std::string> vars_folded_;  // the vars events folded out of vars_
    std::size_t vars_folded_count_ = 0;
    std::vector<std::string> var_order_;               // every name, first assignment first
    std::map<std::string, std::size_t> var_rank_;      // name -> its place in var_order_
    Series read_series_{"distance, as read"};
};

}  // namespace bugbot::studio
