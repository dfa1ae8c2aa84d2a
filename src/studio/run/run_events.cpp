#include "studio/run/run_events.h"

#include <array>
#include <utility>

#include <nlohmann/json.hpp>

#include "sim/world.h"
#include "vocabulary/event_kinds.h"

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

// What every event has: its time, and the robot it is about (0 when left out).
struct Common {
    double t = 0;
    int robot = 0;
};

// One reader a kind. Each returns the event its line holds, or throws with why
// not; a kind without its reader does not compile (kReaders below).
WorldEvent read(const json& o, Common c, const WorldEvent*) {
    WorldEvent w = default_world_event();  // what the event leaves out; its walls and robots are its own
    w.walls.clear(), w.robots.clear(), w.t = c.t;
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
FrameEvent read(const json& o, Common c, const FrameEvent*) {
    return {c.t, num(o, "x"), num(o, "y"), num(o, "heading"), num(o, "beam"), num(o, "left"), num(o, "right"), c.robot};
}
ReadEvent read(const json& o, Common c, const ReadEvent*) { return {c.t, str(o, "sensor"), num(o, "value"), c.robot}; }
PrintEvent read(const json& o, Common c, const PrintEvent*) { return {c.t, str(o, "stream") == "stderr", str(o, "text")}; }
PlotEvent read(const json& o, Common c, const PlotEvent*) {
    PlotEvent e{c.t, str(o, "name"), num(o, "value"), PlotKind::Unspecified};
    const std::string kind = str(o, "kind");
    if (kind == "strip") e.kind = PlotKind::Strip;
    else if (kind == "chart") e.kind = PlotKind::Chart;
    return e;
}
DrawEvent read(const json& o, Common c, const DrawEvent*) {
    DrawEvent e;
    e.t = c.t;
    e.name = str(o, "name");
    e.color = str(o, "color", "blue");
    e.shape = shape_of(str(o, "shape", "dots"));
    e.size = num(o, "size", 4);
    e.points = points(o, "points");
    return e;
}
LedEvent read(const json& o, Common c, const LedEvent*) {
    LedEvent e{c.t};
    e.robot = c.robot;
    if (auto it = o.find("rgb"); it != o.end() && it->is_array() && it->size() == 3) {
        e.r = (*it)[0].get<int>();
        e.g = (*it)[1].get<int>();
        e.b = (*it)[2].get<int>();
    }
    return e;
}
BeepEvent read(const json& o, Common c, const BeepEvent*) { return {c.t, num(o, "frequency"), num(o, "ms"), c.robot}; }
ServoEvent read(const json& o, Common c, const ServoEvent*) {
    return {c.t, static_cast<int>(num(o, "index")), num(o, "angle"), c.robot};
}
BumpEvent read(const json& o, Common c, const BumpEvent*) { return {c.t, num(o, "x"), num(o, "y"), c.robot}; }
WarningEvent read(const json& o, Common c, const WarningEvent*) {
    WarningEvent e{c.t, str(o, "text")};
    if (o.contains("battery")) e.battery = static_cast<int>(std::clamp(num(o, "battery"), 0.0, 100.0));
    return e;
}
LineEvent read(const json& o, Common c, const LineEvent*) { return {c.t, static_cast<int>(num(o, "line"))}; }
VarsEvent read(const json& o, Common c, const VarsEvent*) {
    VarsEvent e{c.t, {}, {}};
    auto it = o.find("vars");
    if (it == o.end() || !it->is_object()) throw std::runtime_error("\"vars\" is not an object");
    for (const auto& [name, form] : it->items()) {
        if (form.is_null()) e.gone.push_back(name);
        else if (!form.is_string()) throw std::runtime_error("a variable's form is not text");
        else e.vars.emplace_back(name, form.get<std::string>());
    }
    return e;
}
InputEvent read(const json& o, Common c, const InputEvent*) { return {c.t, str(o, "prompt")}; }
ThinnedEvent read(const json& o, Common c, const ThinnedEvent*) {
    return {c.t, static_cast<long long>(num(o, "dropped"))};
}
ErrorEvent read(const json& o, Common c, const ErrorEvent*) {
    return {c.t, str(o, "kind"), str(o, "message"), str(o, "file"), str(o, "traceback"), static_cast<int>(num(o, "line"))};
}
EndEvent read(const json& o, Common c, const EndEvent*) { return {c.t, str(o, "status"), static_cast<int>(num(o, "exit"))}; }

// The readers, in the vocabulary's order of kinds: the Event variant must list
// every declared kind, in that order, or this does not compile.
using Reader = Event (*)(const json&, Common);
template <std::size_t I>
Event read_as(const json& o, Common c) {
    return read(o, c, static_cast<const std::variant_alternative_t<I, Event>*>(nullptr));
}
template <std::size_t... I>
constexpr std::array<Reader, sizeof...(I)> readers(std::index_sequence<I...>) {
    static_assert(sizeof...(I) == vocabulary::kEventKinds.size(), "an event kind the studio does not read");
    static_assert(((std::variant_alternative_t<I, Event>::ev == vocabulary::kEventKinds[I]) && ...),
                  "the Event variant is not in the vocabulary's order");
    return {&read_as<I>...};
}
constexpr auto kReaders = readers(std::make_index_sequence<std::variant_size_v<Event>>());

Common common(const json& o) {
    const Common c{num(o, "t"), static_cast<int>(num(o, "robot"))};
    if (c.robot < 0 || c.robot >= kMaxRobots)
        throw std::runtime_error("\"robot\" is not a robot's index (0.." + std::to_string(kMaxRobots - 1) + ")");
    return c;
}

}  // namespace

std::optional<Event> parse_event(std::string_view line, std::string* problem) {
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
    if (line.empty()) return std::nullopt;
    try {
        const json o = json::parse(line);
        if (!o.is_object()) throw std::runtime_error("not a JSON object");
        const std::string ev = str(o, "ev");
        const Common c = common(o);
        for (std::size_t i = 0; i < kReaders.size(); ++i)
            if (vocabulary::kEventKinds[i] == ev) return kReaders[i](o, c);
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
