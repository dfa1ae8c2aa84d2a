#include "studio/run_events.h"

#include <nlohmann/json.hpp>

#include "sim/world.h"

namespace bugbot::studio {

namespace {
// Ordered: a vars event lists names in the script's order of first assignment.
using json = nlohmann::ordered_json;

double num(const json& o, const char* key, double fallback = 0) {
    auto it = o.find(key);
    if (it == o.end() || !it->is_number()) return fallback;
    return it->get<double>();
}
std::string str(const json& o, const char* key, const char* fallback = "") {
    auto it = o.find(key);
    if (it == o.end() || !it->is_string()) return fallback;
    return it->get<std::string>();
}
Point point(const json& p) {
    if (!p.is_array() || p.size() < 2 || !p[0].is_number() || !p[1].is_number()) throw std::runtime_error("a point is not [x, y]");
    return {p[0].get<double>(), p[1].get<double>()};
}
std::vector<Point> points(const json& o, const char* key) {
    std::vector<Point> out;
    auto it = o.find(key);
    if (it == o.end() || !it->is_array()) return out;
    out.reserve(it->size());
    for (const auto& p : *it) out.push_back(point(p));
    return out;
}
Shape shape_of(const std::string& s) {
    if (s == "squares") return Shape::Squares;
    if (s == "crosses") return Shape::Crosses;
    if (s == "line") return Shape::Line;
    return Shape::Dots;
}
}  // namespace

std::optional<Event> parse_event(std::string_view line, std::string* problem) {
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
    if (line.empty()) return std::nullopt;
    try {
        const json o = json::parse(line);
        if (!o.is_object()) throw std::runtime_error("not a JSON object");
        const std::string ev = str(o, "ev");
        const double t = num(o, "t");
        const int robot = static_cast<int>(num(o, "robot"));
        if (robot < 0 || robot >= kMaxRobots) throw std::runtime_error("\"robot\" is not a robot's index (0.." + std::to_string(kMaxRobots - 1) + ")");
        if (ev == "frame") {
            return FrameEvent{t, num(o, "x"), num(o, "y"), num(o, "heading"), num(o, "beam"), num(o, "left"), num(o, "right"), robot};
        }
        if (ev == "plot") {
            PlotEvent e{t, str(o, "name"), num(o, "value"), PlotKind::Unspecified};
            const std::string kind = str(o, "kind");
            if (kind == "strip") e.kind = PlotKind::Strip;
            else if (kind == "chart") e.kind = PlotKind::Chart;
            return e;
        }
        if (ev == "read") return ReadEvent{t, str(o, "sensor"), num(o, "value"), robot};
        if (ev == "print") return PrintEvent{t, str(o, "stream") == "stderr", str(o, "text")};
        if (ev == "draw") {
            DrawEvent e;
            e.t = t;
            e.name = str(o, "name");
            e.color = str(o, "color", "blue");
            e.shape = shape_of(str(o, "shape", "dots"));
            e.size = num(o, "size", 4);
            e.points = points(o, "points");
            return e;
        }
        if (ev == "world") {
            WorldEvent w = default_world_event();  // what the event leaves out; its walls and robots are its own
            w.walls.clear(), w.robots.clear(), w.t = t;
            w.name = str(o, "name");
            w.script = str(o, "script");
            w.seed = static_cast<long long>(num(o, "seed"));
            w.width = num(o, "width", w.width);
            w.height = num(o, "height", w.height);
            if (auto it = o.find("walls"); it != o.end() && it->is_array()) {
                for (const auto& wall : *it) {
                    if (!wall.is_array() || wall.size() != 4) throw std::runtime_error("a wall is not [x1, y1, x2, y2]");
                    w.walls.push_back({wall[0].get<double>(), wall[1].get<double>(), wall[2].get<double>(), wall[3].get<double>()});
                }
            }
            if (auto it = o.find("obstacles"); it != o.end() && it->is_array()) {
                for (const auto& poly : *it) {
                    std::vector<Point> pts;
                    for (const auto& p : poly) pts.push_back(point(p));
                    w.obstacles.push_back(std::move(pts));
                }
            }
            if (auto it = o.find("start"); it != o.end() && it->is_array() && it->size() == 3) {
                w.start_x = (*it)[0].get<double>();
                w.start_y = (*it)[1].get<double>();
                w.start_heading = (*it)[2].get<double>();
            }
            if (auto it = o.find("robots"); it != o.end() && it->is_array()) {
                for (const auto& pose : *it) {
                    if (!pose.is_array() || pose.size() != 3) throw std::runtime_error("a robot's start is not [x, y, heading]");
                    w.robots.push_back({pose[0].get<double>(), pose[1].get<double>(), pose[2].get<double>()});
                }
                if (w.robots.size() > static_cast<std::size_t>(kMaxRobots)) throw std::runtime_error("more robots than a world holds");
            }
            if (w.robots.empty()) w.robots.push_back({w.start_x, w.start_y, w.start_heading});
            w.radius = num(o, "radius", w.radius);
            w.max_range = num(o, "max_range", w.max_range);
            return w;
        }
        if (ev == "led") {
            LedEvent e{t};
            e.robot = robot;
            if (auto it = o.find("rgb"); it != o.end() && it->is_array() && it->size() == 3) {
                e.r = (*it)[0].get<int>();
                e.g = (*it)[1].get<int>();
                e.b = (*it)[2].get<int>();
            }
            return e;
        }
        if (ev == "beep") return BeepEvent{t, num(o, "frequency"), num(o, "ms"), robot};
        if (ev == "servo") return ServoEvent{t, static_cast<int>(num(o, "index")), num(o, "angle"), robot};
        if (ev == "bump") return BumpEvent{t, num(o, "x"), num(o, "y"), robot};
        if (ev == "warning") return WarningEvent{t, str(o, "text")};
        if (ev == "error") {
            return ErrorEvent{t, str(o, "kind"), str(o, "message"), str(o, "file"), str(o, "traceback"),
                              static_cast<int>(num(o, "line"))};
        }
        if (ev == "line") return LineEvent{t, static_cast<int>(num(o, "line"))};
        if (ev == "vars") {
            VarsEvent e{t, {}, {}};
            auto it = o.find("vars");
            if (it == o.end() || !it->is_object()) throw std::runtime_error("\"vars\" is not an object");
            for (const auto& [name, form] : it->items()) {
                if (form.is_null()) e.gone.push_back(name);
                else if (!form.is_string()) throw std::runtime_error("a variable's form is not text");
                else e.vars.emplace_back(name, form.get<std::string>());
            }
            return e;
        }
        if (ev == "input") return InputEvent{t, str(o, "prompt")};
        if (ev == "end") return EndEvent{t, str(o, "status"), static_cast<int>(num(o, "exit"))};
        if (problem) *problem = ev.empty() ? "a line with no \"ev\"" : "an unknown event \"" + ev + "\"";
        return std::nullopt;
    } catch (const std::exception& e) {
        if (problem) *problem = std::string("not an event line: ") + e.what();
        return std::nullopt;
    }
}

double event_time(const Event& event) {
    return std::visit([](const auto& e) { return e.t; }, event);
}

const WorldEvent& default_world_event() {
    static const WorldEvent world = [] {
        const sim::WorldSpec spec = sim::default_world();
        WorldEvent w;
        w.name = spec.name;
        w.width = spec.width_cm;
        w.height = spec.height_cm;
        for (const auto& wall : spec.walls) w.walls.push_back({wall.a.x, wall.a.y, wall.b.x, wall.b.y});
        w.start_x = spec.start.x, w.start_y = spec.start.y, w.start_heading = spec.start.heading_deg;
        w.robots.push_back({w.start_x, w.start_y, w.start_heading});
        w.radius = spec.robot.radius_cm;
        w.max_range = spec.ranger.max_range_cm;
        return w;
    }();
    return world;
}

}  // namespace bugbot::studio
