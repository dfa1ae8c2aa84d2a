#include "engine/session.h"

#include "engine/simulated_body.h"

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <type_traits>
#include <variant>

namespace bugbot::engine {

Session::Session(sim::WorldSpec world, SessionOptions options, Output& output, const MakeBody& make_body)
    : options_(options),
      output_(output),
      world_name_(world.name),
      world_size_{world.width_cm, world.height_cm},
      body_(make_body ? make_body(*this) : std::make_unique<SimulatedBody>(std::move(world), options.seed, *this)) {
    // The simulator only jumps between events when no one asks for every frame:
    // frames are watched only to record them or to pace the run.
    if (options_.pace > 0 || options_.read_control) body_->watch_frames();
    pace_origin_wall_ = std::chrono::steady_clock::now();
}

void Session::add_writer(EventWriter* writer) {
    writers_.push_back(writer);
    body_->watch_frames();
}

void Session::writers_ready() {
    writers_ready_ = true;
    for (const auto& [text, battery] : early_warnings_)
        for (auto* w : writers_) w->warning(stamp(), text, battery);
    early_warnings_.clear();
}

Answer Session::call(const channel::Message& message) {
    return std::visit(
        [this](const auto& m) -> Answer {
            if constexpr (std::is_void_v<decltype(on(m))>) {
                on(m);
                return {};
            } else {
                return on(m);
            }
        },
        message);
}

void Session::on(const channel::Drive& m) {
    const double left = m.left, right = m.right, turn = m.turn;
    // One warning a run, naming every power that was out of range in the call that first had one
    // (the message built only then: a club loop calls drive() every tick).
    const auto in_range = [](double v) { return v >= -100 && v <= 100; };
    if (!(in_range(left) && in_range(right) && in_range(turn))) {
        std::string out_of_range;
        for (const auto& [name, v] : {std::pair{"left", left}, {"right", right}, {"turn", turn}}) {
            if (in_range(v)) continue;
            out_of_range += out_of_range.empty() ? "" : " and ";
            out_of_range += std::string(name) + " power " + std::to_string(static_cast<long long>(std::lround(v)));
        }
        warn_once("drive-clamped", "drive(): " + out_of_range +
                                       " outside -100..100, so clamped to it (this warning is shown once per run)");
    }
    // turn spins on the spot: added to the left wheel, taken from the right, each wheel kept within its range.
    body_->on(channel::Drive{m.robot, std::clamp(left + turn, -100.0, 100.0), std::clamp(right - turn, -100.0, 100.0),
                             /*turn=*/0});
}

Answer Session::on(const channel::Distance& m) {
    const int cm = body_->on(m);
    for (auto* w : writers_) w->read(stamp(), "distance", cm, m.robot);
    return {static_cast<double>(cm)};
}

Answer Session::on(const channel::Position& m) {
    const sim::Pose p = body_->on(m);
    return {p.x, p.y};
}

void Session::on(const channel::Plot& m) {
    for (auto* w : writers_) w->plot(stamp(), m.name, m.value, m.kind);
}

void Session::on(const channel::Draw& m) {
    std::vector<DrawPoint> points;
    points.reserve(m.points.size());
    for (const auto& p : m.points) points.push_back({p.x, p.y});
    for (auto* w : writers_) w->draw(stamp(), m.name, points, m.color, m.shape, m.size);
}

void Session::on(const channel::Led& m) {
    body_->on(m);
    for (auto* w : writers_) w->led(stamp(), m.r, m.g, m.b, m.robot);
}

void Session::on(const channel::Beep& m) {
    const channel::Beep beep{m.robot, m.frequency, m.frequency == 0 ? 0 : m.ms};  // 0 Hz: silence at once
    for (auto* w : writers_) w->beep(stamp(), beep.frequency, beep.ms, beep.robot);
    body_->on(beep);
}

void Session::on(const channel::Servo& m) {
    body_->on(m);
    for (auto* w : writers_) w->servo(stamp(), m.index, m.angle, m.robot);
}

Answer Session::on(const channel::Attach& m) {
    const AttachedRobot robot = body_->on(m);
    return {static_cast<double>(robot.index), 0, robot.id + "\n" + robot.name};
}

Answer Session::on(const channel::Input& m) {
    const std::optional<std::string> typed = typed_line(m.prompt);
    return typed ? Answer{static_cast<double>(typed->size()), 0, *typed} : Answer{-1};
}

void Session::warn_once(const std::string& key, const std::string& text) {
    if (warned_.insert(key).second) warn(text);
}

void Session::warn(const std::string& text) { say_warning(text, -1); }

void Session::say_warning(const std::string& text, int battery) {
    if (!options_.stream) output_.write("stderr", "warning: " + text + "\n", /*capped=*/false);
    record_warning(text, battery);
}

void Session::record_warning(std::string_view text, int battery) {
    if (!writers_ready_) {
        early_warnings_.emplace_back(text, battery);
        return;
    }
    for (auto* w : writers_) w->warning(stamp(), text, battery);
}

void Session::print_line(std::string_view stream, std::string_view line) {
    for (auto* w : writers_) w->print(stamp(), stream, line);
}

void Session::on(const channel::Line& m) {
    for (auto* w : writers_) w->line(stamp(), m.line);
}

void Session::on(const channel::Vars& m) {
    VarForms changed;
    changed.reserve(m.changed.size());
    for (const auto& v : m.changed) changed.emplace_back(std::string(v.name), std::string(v.form));
    std::vector<std::string> gone;
    gone.reserve(m.gone.size());
    for (const auto& v : m.gone) gone.emplace_back(v.name);
    for (auto* w : writers_) w->vars(stamp(), changed, gone);
}

void Session::on(const channel::Error& m) {
    for (auto* w : writers_) w->error(stamp(), m.kind, m.message, m.file, m.line, m.traceback);
}

void Session::end(std::string_view status, int exit_code) {
    // Every robot stopped and let go before anything is written.
    exit_code = body_->end(exit_code);
    for (auto* w : writers_) {
        for (int i = 0; i < body_->robot_count(); ++i) w->frame(body_->frame(i), i);
        w->end(stamp(), status, exit_code);
    }
}

void Session::frame(const FrameValues& values, int robot) {
    for (auto* w : writers_) w->frame(values, robot);
}

void Session::bump(double x, double y, int robot) {
    for (auto* w : writers_) w->bump(stamp(), x, y, robot);
}

void Session::battery_low(int robot, int percent, const std::string& text) {
    // Once a robot, as warn_once; the battery field lets the studio's banner say it too.
    if (warned_.insert("battery-low-" + std::to_string(robot)).second) say_warning(text, percent);
}

void Session::frame_passed() {
    if (options_.pace > 0 || options_.read_control) pace_to_wall_clock();
}

void Session::flush() {
    for (auto* w : writers_) w->flush();
}

void Session::take_control(int timeout_ms) {
    pollfd fd{0, POLLIN, 0};
    if (::poll(&fd, 1, timeout_ms) <= 0 || !(fd.revents & (POLLIN | POLLHUP))) return;
    char buffer[4096];
    const ssize_t n = ::read(0, buffer, sizeof buffer);
    if (n <= 0) {
        options_.read_control = false;  // stdin closed
        return;
    }
    control_carry_.append(buffer, static_cast<std::size_t>(n));
    std::size_t start = 0;
    for (std::size_t nl; (nl = control_carry_.find('\n', start)) != std::string::npos; start = nl + 1) {
        const std::string line = control_carry_.substr(start, nl - start);
        double pace = 0;
        if (line.rfind("input ", 0) == 0) {
            typed_.push_back(line.substr(6, kMaxTypedChars));
        } else if (std::sscanf(line.c_str(), "pace %lf", &pace) == 1 && pace >= 0) {
            // The studio may change the speed mid-run.
            options_.pace = pace;
            pace_origin_wall_ = std::chrono::steady_clock::now();
            pace_origin_sim_ = stamp();
        }
    }
    control_carry_.erase(0, start);
    if (control_carry_.size() > 2 * kMaxTypedChars) control_carry_.clear();  // not our lines
}

std::optional<std::string> Session::typed_line(std::string_view prompt) {
    output_.flush();  // what the script printed before asking comes first
    for (auto* w : writers_) {
        w->input(stamp(), prompt);
        w->flush();
    }
    while (typed_.empty() && options_.read_control) take_control(-1);
    if (typed_.empty()) return std::nullopt;
    std::string line = std::move(typed_.front());
    typed_.pop_front();
    // As a terminal shows it: the prompt and what was typed, one line.
    print_line("stdout", std::string(prompt) + line);
    return line;
}

void Session::pace_to_wall_clock() {
    using namespace std::chrono;
    if (options_.read_control) {
        take_control(0);
        if (options_.pace <= 0) return;
    }
    for (auto* w : writers_) w->flush();
    const auto target = pace_origin_wall_ + duration_cast<steady_clock::duration>(
                                                duration<double>((stamp() - pace_origin_sim_) / options_.pace));
    const auto now = steady_clock::now();
    if (now < target) {
        std::this_thread::sleep_until(target);
    } else if (now - target > milliseconds(200)) {
        // Far behind (the process was paused, or the script computed for a while):
        // carry on from here rather than rushing to catch up.
        pace_origin_wall_ = now;
        pace_origin_sim_ = stamp();
    }
}

}  // namespace bugbot::engine
