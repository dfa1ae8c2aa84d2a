#include "engine/event_writer.h"

#include <unistd.h>

#include <charconv>
#include <cmath>
#include <cstdio>

namespace bugbot::engine {

namespace {
void append_number(std::string& out, double value, int decimals = 3) {
    if (!std::isfinite(value)) {
        out += "null";
        return;
    }
    // to_chars gives the bytes "%.*f" gives (correctly rounded), without
    // printf's cost: a run writes thousands of these.
    char buffer[400];
    int n = static_cast<int>(
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals).ptr - buffer);
    // Trim trailing zeros so the stream stays small: 20.500 -> 20.5, 3.000 -> 3.
    if (decimals > 0) {
        while (n > 1 && buffer[n - 1] == '0') --n;
        if (buffer[n - 1] == '.') --n;
    }
    if (n == 2 && buffer[0] == '-' && buffer[1] == '0') {
        buffer[0] = '0';
        n = 1;
    }
    out.append(buffer, n);
}
void append_key(std::string& out, const char* key) {
    out += ",\"";
    out += key;
    out += "\":";
}
}  // namespace

void append_json_string(std::string& out, std::string_view text) {
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
                    std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
                    out += buffer;
                } else {
                    out += static_cast<char>(c);
                }
        }
    }
    out += '"';
}

void EventWriter::begin(const char* kind, double t) {
    line_ += "{\"ev\":\"";
    line_ += kind;
    line_ += "\",\"t\":";
    append_number(line_, t);
}

void EventWriter::append_robot(int robot) {
    if (robot == 0) return;  // robot 0 is the default: one-robot streams keep their bytes
    append_key(line_, "robot");
    line_ += std::to_string(robot);
}

void EventWriter::finish() {
    line_ += "}\n";
    if (line_.size() > 1 << 16) flush();
}

void EventWriter::flush() {
    if (!line_.empty()) {
        std::fwrite(line_.data(), 1, line_.size(), file_);
        line_.clear();
    }
    std::fflush(file_);
}

void EventWriter::flush_after_crash() {
    const char* data = line_.data();
    std::size_t size = line_.size();
    while (size > 0) {
        const ssize_t n = ::write(fileno(file_), data, size);
        if (n <= 0) return;
        data += n;
        size -= static_cast<std::size_t>(n);
    }
    line_.clear();
}

void EventWriter::world(const sim::WorldSpec& world, std::uint64_t seed, std::string_view script) {
    begin("world", 0);
    append_key(line_, "version");
    line_ += "1";
    append_key(line_, "name");
    append_json_string(line_, world.name);
    append_key(line_, "script");
    append_json_string(line_, script);
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

void EventWriter::frame(const sim::Simulator& sim, int robot) {
    const sim::Pose p = sim.pose(robot);
    begin("frame", sim.time_s());
    append_robot(robot);
    append_key(line_, "x");
    append_number(line_, p.x, 2);
    append_key(line_, "y");
    append_number(line_, p.y, 2);
    append_key(line_, "heading");
    append_number(line_, p.heading_deg, 2);
    append_key(line_, "beam");
    append_number(line_, sim.beam_length(robot), 1);
    append_key(line_, "left");
    append_number(line_, sim.left_power(robot), 1);
    append_key(line_, "right");
    append_number(line_, sim.right_power(robot), 1);
    finish();
}

void EventWriter::read(double t, std::string_view sensor, double value, int robot) {
    begin("read", t);
    append_robot(robot);
    append_key(line_, "sensor");
    append_json_string(line_, sensor);
    append_key(line_, "value");
    append_number(line_, value);
    finish();
}

void EventWriter::print(double t, std::string_view stream, std::string_view text) {
    begin("print", t);
    append_key(line_, "stream");
    append_json_string(line_, stream);
    append_key(line_, "text");
    append_json_string(line_, text);
    finish();
    // A watcher should see a line as soon as it is printed, even if the script
    // then computes for a long time without another event.
    if (flush_prints_) flush();
}

void EventWriter::plot(double t, std::string_view name, double value, std::string_view kind) {
    begin("plot", t);
    append_key(line_, "name");
    append_json_string(line_, name);
    append_key(line_, "value");
    append_number(line_, value, 6);
    if (!kind.empty()) {
        append_key(line_, "kind");
        append_json_string(line_, kind);
    }
    finish();
}

void EventWriter::draw(double t, std::string_view name, const std::vector<DrawPoint>& points, std::string_view color,
                       std::string_view shape, double size) {
    begin("draw", t);
    append_key(line_, "name");
    append_json_string(line_, name);
    append_key(line_, "color");
    append_json_string(line_, color);
    append_key(line_, "shape");
    append_json_string(line_, shape);
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
    append_robot(robot);
    append_key(line_, "rgb");
    line_ += '[' + std::to_string(r) + ',' + std::to_string(g) + ',' + std::to_string(b) + ']';
    finish();
}

void EventWriter::beep(double t, double frequency, double ms, int robot) {
    begin("beep", t);
    append_robot(robot);
    append_key(line_, "frequency");
    append_number(line_, frequency);
    append_key(line_, "ms");
    append_number(line_, ms);
    finish();
}

void EventWriter::servo(double t, int index, double angle, int robot) {
    begin("servo", t);
    append_robot(robot);
    append_key(line_, "index");
    line_ += std::to_string(index);
    append_key(line_, "angle");
    append_number(line_, angle);
    finish();
}

void EventWriter::bump(double t, double x, double y, int robot) {
    begin("bump", t);
    append_robot(robot);
    append_key(line_, "x");
    append_number(line_, x, 2);
    append_key(line_, "y");
    append_number(line_, y, 2);
    finish();
}

void EventWriter::warning(double t, std::string_view text) {
    begin("warning", t);
    append_key(line_, "text");
    append_json_string(line_, text);
    finish();
}

void EventWriter::error(double t, std::string_view kind, std::string_view message, std::string_view file, int line,
                        std::string_view traceback) {
    begin("error", t);
    append_key(line_, "kind");
    append_json_string(line_, kind);
    append_key(line_, "message");
    append_json_string(line_, message);
    append_key(line_, "file");
    append_json_string(line_, file);
    append_key(line_, "line");
    line_ += std::to_string(line);
    append_key(line_, "traceback");
    append_json_string(line_, traceback);
    finish();
}

void EventWriter::end(double t, std::string_view status, int exit_code) {
    begin("end", t);
    append_key(line_, "status");
    append_json_string(line_, status);
    append_key(line_, "exit");
    line_ += std::to_string(exit_code);
    finish();
    flush();
}

}  // namespace bugbot::engine
