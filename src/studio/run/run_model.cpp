#include "studio/run/run_model.h"

#include <algorithm>
#include <atomic>

#include "engine/run_limits.h"

namespace bugbot::studio {

namespace {
template <typename T>
std::size_t count_until(const std::vector<T>& items, double t) {
    auto it = std::upper_bound(items.begin(), items.end(), t, [](double time, const T& e) { return time < e.t; });
    return static_cast<std::size_t>(it - items.begin());
}
// Keeps the newer half as it is and every other item of the older half.
template <typename T>
void thin(std::vector<T>& items) {
    const std::size_t half = items.size() / 2;
    std::vector<T> kept;
    kept.reserve(items.size() * 3 / 4 + 1);
    for (std::size_t i = 0; i < half; i += 2) kept.push_back(std::move(items[i]));
    for (std::size_t i = half; i < items.size(); ++i) kept.push_back(std::move(items[i]));
    items.swap(kept);
}
}  // namespace

std::uint64_t RunModel::next_run_id() {
    static std::atomic<std::uint64_t> next{1};
    return next++;
}

void RunModel::clear() {
    const std::size_t budget = budget_bytes_;
    *this = RunModel{};
    budget_bytes_ = budget;
}

std::size_t RunModel::default_budget_bytes() {
    return static_cast<std::size_t>(engine::interactive_limits().model_mb) << 20;
}

namespace {
template <typename T>
std::size_t storage(const std::vector<T>& items) {
    return items.capacity() * sizeof(T);
}
}  // namespace

std::size_t RunModel::approximate_bytes() const {
    std::size_t bytes = sizeof *this + storage(reads_) + storage(lines_) + storage(bumps_) + storage(console_);
    for (const RobotTrack& r : robots_) bytes += storage(r.frames) + storage(r.leds) + storage(r.beeps) + storage(r.servos);
    for (const Series& s : series_) bytes += s.bytes() + s.name().capacity();
    bytes += read_series_.bytes();
    for (const Layer& layer : layers_) {
        bytes += storage(layer.history) + layer.name.capacity();
        for (const DrawEvent& d : layer.history) bytes += storage(d.points) + d.name.capacity() + d.color.capacity();
    }
    for (const ConsoleLine& line : console_) bytes += line.text.capacity();
    for (const ReadEvent& r : reads_) bytes += r.sensor.capacity();
    for (const VarsEvent& v : vars_) {
        bytes += storage(v.vars) + storage(v.gone);
        for (const auto& [name, form] : v.vars) bytes += name.capacity() + form.capacity();
    }
    return bytes;
}

void RunModel::keep_within_budget() {
    // Measured every so many events: the measure walks the histories.
    if (++events_since_budget_check_ < 4096) return;
    events_since_budget_check_ = 0;
    // Thinned down to half the budget: what the vectors grow by until the next
    // measure (they double) stays inside it.
    for (int round = 0; round < 8 && approximate_bytes() > budget_bytes_ / 2; ++round) {
        ++thinnings_;
        for (RobotTrack& r : robots_) {
            thin(r.frames), thin(r.leds), thin(r.beeps), thin(r.servos);
            r.frames.shrink_to_fit();
        }
        thin(reads_), thin(lines_), thin(bumps_);
        for (Layer& layer : layers_) thin(layer.history);
        for (Series& s : series_) s.thin();
        read_series_.thin();
        if (console_.size() > 16) {
            const std::size_t drop = console_.size() / 2;
            console_.erase(console_.begin(), console_.begin() + static_cast<std::ptrdiff_t>(drop));
            console_dropped_ += drop;
        }
        console_.shrink_to_fit();
    }
}

void RunModel::push_line(ConsoleLine line) {
    if (console_.size() >= kMaxConsoleLines) {
        // Keep the newest lines; say how many went.
        const std::size_t drop = kMaxConsoleLines / 4;
        console_.erase(console_.begin(), console_.begin() + static_cast<std::ptrdiff_t>(drop));
        console_dropped_ += drop;
    }
    console_.push_back(std::move(line));
}

void RunModel::drop_printed_copy(const std::string& traceback) {
    // The same traceback printed on stderr just before: the error's line says it once.
    std::string tail;
    std::size_t first = console_.size();
    while (first > 0 && console_[first - 1].kind == LineKind::Stderr && tail.size() < traceback.size()) {
        --first;
        tail = console_[first].text + (tail.empty() ? "" : "\n" + tail);
    }
    while (!tail.empty() && tail.back() == '\n') tail.pop_back();
    if (first < console_.size() && tail == traceback) console_.erase(console_.begin() + static_cast<std::ptrdiff_t>(first), console_.end());
}

void RunModel::note(std::string text, LineKind kind) {
    push_line({end_time_, kind, std::move(text), 0});
    ++revision_;
}

void RunModel::bad_line(const std::string& problem) {
    if (bad_lines_++ == 0) note("the engine sent a line the studio could not read (" + problem + ")", LineKind::Warning);
}

void RunModel::add(Event event) {
    ++revision_, keep_within_budget();
    const double t = event_time(event);
    if (t > end_time_) end_time_ = t;
    waiting_for_input_.reset();  // any event after an input one: the line was typed
    // One take() per kind: an event kind without one does not compile.
    std::visit([this](auto& e) { take(std::move(e)); }, event);
}

void RunModel::take(WorldEvent&& e) {
    if (!e.robots.empty()) track_for(static_cast<int>(e.robots.size()) - 1);
    world_ = std::move(e);
}

void RunModel::take(FrameEvent&& e) {
    auto& frames = track_for(e.robot).frames;
    if (frames.size() >= kMaxFrames) thin(frames);
    frames.push_back(e);
}

void RunModel::take(ReadEvent&& e) {
    track_for(e.robot);
    if (reads_.size() >= kMaxFrames) thin(reads_);
    if (e.robot == 0) read_series_.append(e.t, e.value);
    reads_.push_back(std::move(e));
}

void RunModel::take(PrintEvent&& e) {
    if (e.is_stderr && !echo_.empty()) {
        // The traceback printed on stderr after the error event (a sandboxed run does): said once already.
        std::string text = e.text;
        while (!text.empty() && text.back() == '\n') text.pop_back();
        if (echo_.starts_with(text) && (echo_.size() == text.size() || echo_[text.size()] == '\n')) {
            echo_.erase(0, std::min(echo_.size(), text.size() + 1));
            return;
        }
        echo_.clear();
    }
    push_line({e.t, e.is_stderr ? LineKind::Stderr : LineKind::Stdout, std::move(e.text), 0});
}

void RunModel::take(PlotEvent&& e) {
    auto [it, fresh] = series_index_.try_emplace(e.name, series_.size());
    if (fresh) series_.emplace_back(e.name);
    Series& s = series_[it->second];
    if (s.kind == PlotKind::Unspecified) s.kind = e.kind;
    s.append(e.t, e.value);
}

void RunModel::take(DrawEvent&& e) {
    auto [it, fresh] = layer_index_.try_emplace(e.name, layers_.size());
    if (fresh) layers_.push_back({e.name, {}});
    auto& history = layers_[it->second].history;
    if (history.size() >= kMaxLayerHistory) thin(history);
    history.push_back(std::move(e));
}

void RunModel::take(LedEvent&& e) {
    auto& leds = track_for(e.robot).leds;
    if (leds.size() >= kMaxLayerHistory) thin(leds);
    leds.push_back(e);
}

void RunModel::take(BeepEvent&& e) {
    auto& beeps = track_for(e.robot).beeps;
    if (beeps.size() >= kMaxLayerHistory) thin(beeps);
    beeps.push_back(e);
}

void RunModel::take(ServoEvent&& e) {
    auto& servos = track_for(e.robot).servos;
    if (servos.size() >= kMaxLayerHistory) thin(servos);
    servos.push_back(e);
}

void RunModel::take(BumpEvent&& e) {
    track_for(e.robot);
    if (bumps_.size() >= kMaxLayerHistory) thin(bumps_);
    bumps_.push_back(e);
}

void RunModel::take(WarningEvent&& e) {
    if (e.battery >= 0) low_battery_ = e.battery;
    // Shown once, plainly.
    if (std::find(warnings_seen_.begin(), warnings_seen_.end(), e.text) != warnings_seen_.end()) return;
    warnings_seen_.push_back(e.text);
    push_line({e.t, LineKind::Warning, "warning: " + e.text, 0});
}

void RunModel::take(ErrorEvent&& e) {
    std::string text = e.traceback.empty() ? e.kind + ": " + e.message : e.traceback;
    while (!text.empty() && text.back() == '\n') text.pop_back();
    drop_printed_copy(text);
    echo_ = text;
    push_line({e.t, LineKind::Error, std::move(text), e.line});
    error_ = std::move(e);
}

void RunModel::take(LineEvent&& e) {
    if (lines_.size() >= kMaxFrames) thin(lines_);
    lines_.push_back(e);
}

void RunModel::take(VarsEvent&& e) {
    if (vars_.size() >= kMaxVarsHistory) {
        // Fold the oldest quarter into one map: the memory stays bounded, the recent past exact.
        const std::size_t fold = kMaxVarsHistory / 4;
        for (std::size_t i = 0; i < fold; ++i) {
            for (auto& [name, form] : vars_[i].vars) vars_folded_[name] = std::move(form);
            for (const auto& name : vars_[i].gone) vars_folded_.erase(name);
        }
        vars_.erase(vars_.begin(), vars_.begin() + static_cast<std::ptrdiff_t>(fold));
        vars_folded_count_ += fold;
    }
    // The engine lists names in the script's dict order: first assignment first.
    for (const auto& [name, form] : e.vars) {
        if (var_rank_.size() >= 4 * kMaxVarsHistory) break;  // names that keep coming: stay bounded
        if (var_rank_.try_emplace(name, var_order_.size()).second) var_order_.push_back(name);
    }
    vars_.push_back(std::move(e));
}

void RunModel::take(InputEvent&& e) { waiting_for_input_ = std::move(e.prompt); }
void RunModel::take(EndEvent&& e) { end_ = e; }

int RunModel::line_at(double t) const {
    const std::size_t n = count_until(lines_, t);
    return n == 0 ? 0 : lines_[n - 1].line;
}

Variables RunModel::vars_at(double t) const {
    std::map<std::string, std::string> held = vars_folded_;
    const std::size_t n = count_until(vars_, t);
    for (std::size_t i = 0; i < n; ++i) {
        for (const auto& [name, form] : vars_[i].vars) held[name] = form;
        for (const auto& name : vars_[i].gone) held.erase(name);
    }
    Variables out;
    out.reserve(held.size());
    for (auto& [name, form] : held) out.emplace_back(name, std::move(form));
    const auto rank = [this](const std::string& name) {
        auto it = var_rank_.find(name);
        return it == var_rank_.end() ? var_order_.size() : it->second;
    };
    std::stable_sort(out.begin(), out.end(), [&](const auto& a, const auto& b) { return rank(a.first) < rank(b.first); });
    return out;
}

std::size_t RunModel::vars_events_until(double t) const { return vars_folded_count_ + count_until(vars_, t); }

std::optional<double> RunModel::next_call_time(double t) const {
    std::optional<double> best;
    const auto after = [&](const auto& items) {
        auto it = std::upper_bound(items.begin(), items.end(), t, [](double time, const auto& e) { return time < e.t; });
        if (it != items.end() && (!best || it->t < *best)) best = it->t;
    };
    after(reads_);
    after(lines_);
    return best;
}

std::optional<double> RunModel::previous_call_time(double t) const {
    std::optional<double> best;
    const auto before = [&](const auto& items) {
        auto it = std::lower_bound(items.begin(), items.end(), t, [](const auto& e, double time) { return e.t < time; });
        if (it != items.begin() && (!best || std::prev(it)->t > *best)) best = std::prev(it)->t;
    };
    before(reads_);
    before(lines_);
    return best;
}

const Series* RunModel::find_series(const std::string& name) const {
    auto it = series_index_.find(name);
    return it == series_index_.end() ? nullptr : &series_[it->second];
}

RobotTrack& RunModel::track_for(int robot) {
    // The parser keeps `robot` within 0..kMaxRobots-1.
    const auto index = static_cast<std::size_t>(std::clamp(robot, 0, kMaxRobots - 1));
    if (robots_.size() <= index) robots_.resize(index + 1);
    return robots_[index];
}

const RobotTrack& RunModel::track(int robot) const {
    static const RobotTrack none;
    return robot >= 0 && robot < robot_count() ? robots_[static_cast<std::size_t>(robot)] : none;
}

std::size_t RunModel::frames_until(double t, int robot) const { return count_until(track(robot).frames, t); }
std::size_t RunModel::console_until(double t) const { return count_until(console_, t); }
std::size_t RunModel::reads_until(double t) const { return count_until(reads_, t); }

FrameEvent RunModel::pose_at(double t, int robot) const {
    const auto& frames = track(robot).frames;
    const std::size_t n = count_until(frames, t);
    if (n > 0) return frames[n - 1];
    FrameEvent f;
    f.robot = robot;
    if (world_ && robot >= 0 && static_cast<std::size_t>(robot) < world_->robots.size()) {
        const auto& start = world_->robots[static_cast<std::size_t>(robot)];
        f.x = start[0];
        f.y = start[1];
        f.heading = start[2];
    } else if (world_) {
        f.x = world_->start_x;
        f.y = world_->start_y;
        f.heading = world_->start_heading;
    } else {
        f.x = default_world_event().start_x;
        f.y = default_world_event().start_y;
        f.heading = default_world_event().start_heading;
    }
    f.beam = -1;  // unknown until the first frame
    return f;
}

const DrawEvent* RunModel::layer_at(const Layer& layer, double t) const {
    const std::size_t n = count_until(layer.history, t);
    return n == 0 ? nullptr : &layer.history[n - 1];
}

std::optional<LedEvent> RunModel::led_at(double t, int robot) const {
    const auto& leds = track(robot).leds;
    const std::size_t n = count_until(leds, t);
    if (n == 0) return std::nullopt;
    return leds[n - 1];
}

std::array<std::optional<double>, kServoChannels> RunModel::servos_at(double t, int robot) const {
    std::array<std::optional<double>, kServoChannels> angles;
    const auto& servos = track(robot).servos;
    const std::size_t n = count_until(servos, t);
    // The newest event of each channel, looking back from t.
    for (std::size_t i = n; i-- > 0;) {
        const ServoEvent& s = servos[i];
        if (s.index >= 0 && s.index < kServoChannels && !angles[static_cast<std::size_t>(s.index)])
            angles[static_cast<std::size_t>(s.index)] = s.angle;
    }
    return angles;
}

std::optional<BeepEvent> RunModel::beep_at(double t, int robot) const {
    const auto& beeps = track(robot).beeps;
    const std::size_t n = count_until(beeps, t);
    if (n == 0) return std::nullopt;
    const BeepEvent& b = beeps[n - 1];
    if (t - b.t <= std::max(0.3, b.ms / 1000.0)) return b;
    return std::nullopt;
}

}  // namespace bugbot::studio
