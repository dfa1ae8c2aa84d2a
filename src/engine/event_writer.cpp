#include "engine/event_writer.h"

#include "engine/fixed_number.h"

#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cstring>
#include <cmath>
#include <cstdio>

namespace bugbot::engine {

FrameValues frame_values(const sim::Simulator& sim, int robot) {
    return {sim.time_s(), sim.pose(robot), sim.beam_length(robot), sim.left_power(robot), sim.right_power(robot)};
}

namespace {
// A line built on the stack: for the last words a signal handler writes (no
// allocation), and for frames, the commonest event (100 a simulated second),
// built whole and then copied once.
template <std::size_t Capacity>
struct FixedLine {
    char data[Capacity];
    std::size_t size = 0;
    void append(const char* text, std::size_t n) {
        n = std::min(n, sizeof data - size);
        std::memcpy(data + size, text, n);
        size += n;
    }
    FixedLine& operator+=(char c) { return append(&c, 1), *this; }
    // Literals only: their length is known when compiled, so the copy is too.
    template <std::size_t N>
    FixedLine& operator+=(const char (&text)[N]) {
        if (size + (N - 1) > Capacity) return append(text, N - 1), *this;
        std::memcpy(data + size, text, N - 1);
        size += N - 1;
        return *this;
    }
};
// A frame's line: six numbers of at most kFixedNumberMax bytes, keys and a robot.
using FrameLine = FixedLine<8 * kFixedNumberMax>;

template <class Out>
void append_number(Out& out, double value, int decimals = 3) {
    char buffer[kFixedNumberMax];
    out.append(buffer, format_fixed(buffer, value, decimals));
}
template <std::size_t Capacity>
void append_number(FixedLine<Capacity>& out, double value, int decimals = 3) {
    if (out.size + kFixedNumberMax > Capacity) {
        char buffer[kFixedNumberMax];
        out.append(buffer, format_fixed(buffer, value, decimals));
        return;
    }
    out.size += format_fixed(out.data + out.size, value, decimals);  // in place
}
template <class Out, std::size_t N>
void append_key(Out& out, const char (&key)[N]) {
    out += ",\"";
    out += key;  // a literal: its length is known when compiled
    out += "\":";
}

template <class Out>
void append_json(Out& out, std::string_view text) {
    out += '"';
    for (unsigned char c : text) {
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default:
                if (c < 0x20) {
                    char buffer[8];
                    const int n = std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
                    out.append(buffer, static_cast<std::size_t>(n));
                } else {
                    out += static_cast<char>(c);
                }
        }
    }
    out += '"';
}

template <class Out>
void begin_line(Out& out, const char* kind, double t) {
    out += "{\"ev\":\"";
    out.append(kind, std::strlen(kind));
    out += "\",\"t\":";
    append_number(out, t);
}

// Robot 0 is the default: one-robot streams keep their bytes.
template <class Out>
void append_robot(Out& out, int robot) {
    if (robot == 0) return;
    append_key(out, "robot");
    char digits[16];
    out.append(digits, static_cast<std::size_t>(std::to_chars(digits, digits + sizeof digits, robot).ptr - digits));
}

// append_number, reusing the text `last` kept when the value is the same (bit for bit).
template <class Out>
void append_number(Out& out, double value, int decimals, RepeatedNumber* last) {
    if (!last) return append_number(out, value, decimals);
    if (last->decimals == decimals && std::memcmp(&last->value, &value, sizeof value) == 0) {
        out.append(last->text, last->size);
        return;
    }
    char buffer[kFixedNumberMax];
    const std::size_t n = format_fixed(buffer, value, decimals);
    out.append(buffer, n);
    if (n > sizeof last->text) {
        last->decimals = -1;
        return;
    }
    std::memcpy(last->text, buffer, n);
    last->value = value;
    last->decimals = decimals;
    last->size = n;
}

// `last`: six numbers kept from the last frame, or nullptr (a signal handler's last words).
template <class Out>
void frame_line(Out& out, const FrameValues& v, int robot, RepeatedNumber* last = nullptr) {
    auto kept = [last](int i) { return last ? last + i : nullptr; };
    begin_line(out, "frame", v.t);
    append_robot(out, robot);
    append_key(out, "x");
    append_number(out, v.pose.x, 2, kept(0));
    append_key(out, "y");
    append_number(out, v.pose.y, 2, kept(1));
    append_key(out, "heading");
    append_number(out, v.pose.heading_deg, 2, kept(2));
    append_key(out, "beam");
    append_number(out, v.beam, 1, kept(3));
    append_key(out, "left");
    append_number(out, v.left, 1, kept(4));
    append_key(out, "right");
    append_number(out, v.right, 1, kept(5));
}

template <class Out>
void frame_line(Out& out, const sim::Simulator& sim, int robot, RepeatedNumber* last = nullptr) {
    frame_line(out, frame_values(sim, robot), robot, last);
}

template <class Out>
void end_line(Out& out, double t, std::string_view status, int exit_code) {
    begin_line(out, "end", t);
    append_key(out, "status");
    append_json(out, status);
    append_key(out, "exit");
    char digits[16];
    out.append(digits, static_cast<std::size_t>(std::to_chars(digits, digits + sizeof digits, exit_code).ptr - digits));
}

void write_all(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t n = ::write(fd, data, size);
        if (n <= 0) return;
        data += n;
        size -= static_cast<std::size_t>(n);
    }
}
}  // namespace

void append_json_string(std::string& out, std::string_view text) { append_json(out, text); }

void EventWriter::begin(const char* kind, double t) { begin_line(line_, kind, t); }

void EventWriter::finish() {
    line_ += "}\n";
    finished_line();
}

void EventWriter::whole_line(const char* data, std::size_t size) {
    // Only whole lines are ever held between events: this one follows them.
    line_.append(data, size);
    finished_line();
}

void EventWriter::finished_line() {
    if (record_) {
        // In the file at once: nothing is held back for a death to lose.
        record_->append(line_.data(), line_.size());
        line_.clear();
        return;
    }
    whole_ = line_.size();
    if (line_.size() > 1 << 16) flush();
}

void EventWriter::flush() {
    if (record_) return;
    if (!line_.empty()) {
        std::fwrite(line_.data(), 1, line_.size(), file_);
        line_.clear();
        whole_ = 0;
    }
    std::fflush(file_);
}

void EventWriter::flush_after_crash() {
    if (record_) return;  // already in the file
    // stdio holds nothing: flush() passes what it writes straight through.
    write_all(fileno(file_), line_.data(), whole_);
    whole_ = 0;
    line_.clear();
}

void EventWriter::last_words(const FrameValues& frame, const char* status, int exit_code) noexcept {
    FixedLine<1024> last;
    frame_line(last, frame, 0);
    last += "}\n";
    end_line(last, frame.t, status, exit_code);
    last += "}\n";
    if (record_) {
        record_->append_last(last.data, last.size);
        return;
    }
    flush_after_crash();
    write_all(fileno(file_), last.data, last.size);
}

void EventWriter::world(const sim::WorldSpec& world, std::uint64_t seed, std::string_view script) {
    begin("world", 0);
    append_key(line_, "version");
    line_ += "1";
    append_key(line_, "name");
    append_json(line_, world.name);
    append_key(line_, "script");
    append_json(line_, script);
    append_key(line_, "seed");
    line_ += std::to_string(seed);
    append_key(line_, "width");
    append_number(line_, world.width_cm);
    append_key(line_, "height");
    append_number(line_, world.height_cm);
    append_key(line_, "walls");
    line_ += '[';
    for (std::size_t i = 0; i < world.walls.size(); ++i) {
        const auto& s = world.walls[i];
        line_ += i ? ",[" : "[";
        for (double v : {s.a.x, s.a.y, s.b.x, s.b.y}) {
            append_number(line_, v);
            line_ += ',';
        }
        line_.back() = ']';
    }
    line_ += ']';
    append_key(line_, "obstacles");
    line_ += '[';
    for (std::size_t i = 0; i < world.obstacles.size(); ++i) {
        line_ += i ? ",[" : "[";
        for (std::size_t k = 0; k < world.obstacles[i].size(); ++k) {
            line_ += k ? ",[" : "[";
            append_number(line_, world.obstacles[i][k].x);
            line_ += ',';
            append_number(line_, world.obstacles[i][k].y);
            line_ += ']';
        }
        line_ += ']';
    }
    line_ += ']';
    append_key(line_, "start");
    line_ += '[';
    append_number(line_, world.start.x);
    line_ += ',';
    append_number(line_, world.start.y);
    line_ += ',';
    append_number(line_, world.start.heading_deg);
    line_ += ']';
    if (sim::robot_count(world) > 1) {
        append_key(line_, "robots");
        line_ += '[';
        for (int i = 0; i < sim::robot_count(world); ++i) {
            const sim::Pose start = sim::placement(world, i).start;
            line_ += i ? ",[" : "[";
            append_number(line_, start.x);
            line_ += ',';
            append_number(line_, start.y);
            line_ += ',';
            append_number(line_, start.heading_deg);
            line_ += ']';
        }
        line_ += ']';
    }
    append_key(line_, "radius");
    append_number(line_, world.robot.radius_cm);
    append_key(line_, "max_range");
    append_number(line_, world.ranger.max_range_cm);
    finish();
    // On disk before the script runs: whatever else is in the file comes after it.
    flush();
}

void EventWriter::frame(const sim::Simulator& sim, int robot) { frame(frame_values(sim, robot), robot); }

void EventWriter::frame(const FrameValues& values, int robot) {
    FrameLine text;
    frame_line(text, values, robot, last_frame_);
    text += "}\n";
    whole_line(text.data, text.size);
}

void EventWriter::read(double t, std::string_view sensor, double value, int robot) {
    begin("read", t);
    append_robot(line_, robot);
    append_key(line_, "sensor");
    append_json(line_, sensor);
    append_key(line_, "value");
    append_number(line_, value);
    finish();
}

void EventWriter::print(double t, std::string_view stream, std::string_view text) {
    begin("print", t);
    append_key(line_, "stream");
    append_json(line_, stream);
    append_key(line_, "text");
    append_json(line_, text);
    finish();
    // A watcher should see a line as soon as it is printed, even if the script
    // then computes for a long time without another event.
    if (flush_prints_) flush();
}

void EventWriter::plot(double t, std::string_view name, double value, std::string_view kind) {
    begin("plot", t);
    append_key(line_, "name");
    append_json(line_, name);
    append_key(line_, "value");
    append_number(line_, value, 6);
    if (!kind.empty()) {
        append_key(line_, "kind");
        append_json(line_, kind);
    }
    finish();
}

void EventWriter::draw(double t, std::string_view name, const std::vector<DrawPoint>& points, std::string_view color,
                       std::string_view shape, double size) {
    begin("draw", t);
    append_key(line_, "name");
    append_json(line_, name);
    append_key(line_, "color");
    append_json(line_, color);
    append_key(line_, "shape");
    append_json(line_, shape);
    append_key(line_, "size");
    append_number(line_, size);
    append_key(line_, "points");
    line_ += '[';
    for (std::size_t i = 0; i < points.size(); ++i) {
        line_ += i ? ",[" : "[";
        append_number(line_, points[i].x, 2);
        line_ += ',';
        append_number(line_, points[i].y, 2);
        line_ += ']';
    }
    line_ += ']';
    finish();
}

void EventWriter::led(double t, int r, int g, int b, int robot) {
    begin("led", t);
    append_robot(line_, robot);
    append_key(line_, "rgb");
    line_ += '[' + std::to_string(r) + ',' + std::to_string(g) + ',' + std::to_string(b) + ']';
    finish();
}

void EventWriter::beep(double t, double frequency, double ms, int robot) {
    begin("beep", t);
    append_robot(line_, robot);
    append_key(line_, "frequency");
    append_number(line_, frequency);
    append_key(line_, "ms");
    append_number(line_, ms);
    finish();
}

void EventWriter::servo(double t, int index, double angle, int robot) {
    begin("servo", t);
    append_robot(line_, robot);
    append_key(line_, "index");
    line_ += std::to_string(index);
    append_key(line_, "angle");
    append_number(line_, angle);
    finish();
}

void EventWriter::bump(double t, double x, double y, int robot) {
    begin("bump", t);
    append_robot(line_, robot);
    append_key(line_, "x");
    append_number(line_, x, 2);
    append_key(line_, "y");
    append_number(line_, y, 2);
    finish();
}

void EventWriter::warning(double t, std::string_view text, int battery) {
    begin("warning", t);
    append_key(line_, "text");
    append_json(line_, text);
    if (battery >= 0) {
        append_key(line_, "battery");
        line_ += std::to_string(battery);
    }
    finish();
}

void EventWriter::input(double t, std::string_view prompt) {
    begin("input", t);
    append_key(line_, "prompt");
    append_json(line_, prompt);
    finish();
}

void EventWriter::line(double t, int line) {
    begin("line", t);
    append_key(line_, "line");
    append_number(line_, line, 0);
    finish();
}

void EventWriter::vars(double t, const std::vector<std::pair<std::string, std::string>>& changed,
                       const std::vector<std::string>& gone) {
    begin("vars", t);
    append_key(line_, "vars");
    char sep = '{';
    for (const auto& [name, form] : changed) {
        line_ += sep;
        sep = ',';
        append_json(line_, name);
        line_ += ':';
        append_json(line_, form);
    }
    for (const auto& name : gone) {
        line_ += sep;
        sep = ',';
        append_json(line_, name);
        line_ += ":null";
    }
    if (sep == '{') line_ += sep;
    line_ += '}';
    finish();
}

void EventWriter::error(double t, std::string_view kind, std::string_view message, std::string_view file, int line,
                        std::string_view traceback) {
    begin("error", t);
    append_key(line_, "kind");
    append_json(line_, kind);
    append_key(line_, "message");
    append_json(line_, message);
    append_key(line_, "file");
    append_json(line_, file);
    append_key(line_, "line");
    line_ += std::to_string(line);
    append_key(line_, "traceback");
    append_json(line_, traceback);
    finish();
}

void EventWriter::end(double t, std::string_view status, int exit_code) {
    end_line(line_, t, status, exit_code);
    finish();
    flush();
}

}  // namespace bugbot::engine
