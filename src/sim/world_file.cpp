#include "sim/world_file.h"

#include "files/gate.h"
#include "sim/json_lines.h"

#include <cmath>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

namespace bugbot::sim {

namespace {

using Json = nlohmann::json;

// Thrown inside this file only; turned into a WorldError at the boundary.
struct Invalid {
    std::string what;
    std::string path;  // the key it is about, e.g. "robots[1].led", to find its line
};

// `where` is the object's path, or "the top level".
void only_keys(const Json& object, const std::string& where, std::set<std::string> allowed) {
    for (const auto& [key, value] : object.items()) {
        if (!allowed.count(key)) {
            std::string list;
            for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
            throw Invalid{where + ": unknown key '" + key + "' (expected one of: " + list + ")",
                          where == "the top level" ? key : where + "." + key};
        }
    }
}

const Json& object_at(const Json& parent, const std::string& key, const std::string& where) {
    const Json& value = parent.at(key);
    if (!value.is_object()) throw Invalid{where + key + " must be an object, got " + value.dump(), key};
    return value;
}

double number(const Json& value, const std::string& where, double low, double high) {
    if (!value.is_number()) throw Invalid{where + " must be a number, got " + value.dump(), where};
    const double x = value.get<double>();
    if (!std::isfinite(x) || x < low || x > high) {
        std::ostringstream s;
        s << where << " must be between " << low << " and " << high << ", got " << value.dump();
        throw Invalid{s.str(), where};
    }
    return x;
}

void read_number(const Json& object, const char* key, const std::string& where, double& out, double low,
                 double high) {
    if (object.contains(key)) out = number(object.at(key), where + "." + key, low, high);
}

Vec2 point(const Json& value, const std::string& where) {
    if (!value.is_array() || value.size() != 2) throw Invalid{where + " must be a point [x, y], got " + value.dump(), where};
    return {number(value[0], where + "[0]", -1e4, 1e4), number(value[1], where + "[1]", -1e4, 1e4)};
}

Color led_colour(const Json& value, const std::string& where) {
    if (!value.is_array() || value.size() != 3) throw Invalid{where + " must be [r, g, b], got " + value.dump(), where};
    auto channel = [&](int i) { return static_cast<int>(number(value[i], where + "[" + std::to_string(i) + "]", 0, 255)); };
    return {channel(0), channel(1), channel(2)};
}

// "robots": [{"x": .., "y": .., "heading": .., "led": [r, g, b]}, ...]: robot 0
// first. Replaces "start", which places one robot.
void read_robots(const Json& root, WorldSpec& world) {
    const Json& robots = root["robots"];
    if (root.contains("start")) throw Invalid{"give either start or robots, not both (robots[0] is where robot 0 starts)", "robots"};
    if (!robots.is_array() || robots.empty() || robots.size() > kMaxRobots)
        throw Invalid{"robots must be a list of 1 to " + std::to_string(kMaxRobots) +
                      " robots, each {\"x\", \"y\", \"heading\", \"led\"}, got " + robots.dump(),
                      "robots"};
    std::vector<RobotPlacement> placed;
    for (std::size_t i = 0; i < robots.size(); ++i) {
        const std::string where = "robots[" + std::to_string(i) + "]";
        const Json& r = robots[i];
        if (!r.is_object()) throw Invalid{where + " must be an object {\"x\", \"y\", \"heading\", \"led\"}, got " + r.dump(), where};
        only_keys(r, where, {"x", "y", "heading", "led"});
        for (const char* key : {"x", "y"})
            if (!r.contains(key)) throw Invalid{where + "." + key + " is missing: each robot needs x and y", where};
        RobotPlacement p;
        read_number(r, "x", where, p.start.x, -1e4, 1e4);
        read_number(r, "y", where, p.start.y, -1e4, 1e4);
        read_number(r, "heading", where, p.start.heading_deg, -360, 360);
        if (const std::string why = start_problem(world, p.start, where); !why.empty()) throw Invalid{why, where};
        if (r.contains("led")) p.led = led_colour(r["led"], where + ".led");
        placed.push_back(p);
    }
    world.start = placed[0].start;
    world.led = placed[0].led;
    world.more_robots.assign(placed.begin() + 1, placed.end());
}

// Robots may not start inside one another (the robot's radius is known only now).
void check_robots_apart(const WorldSpec& world) {
    const double r = world.robot.radius_cm;
    for (int i = 0; i < robot_count(world); ++i)
        for (int j = i + 1; j < robot_count(world); ++j) {
            const Pose a = placement(world, i).start, b = placement(world, j).start;
            if (std::hypot(a.x - b.x, a.y - b.y) < 2 * r) {
                std::ostringstream s;
                s << "robots[" << j << "] starts inside robots[" << i << "]: their centres are "
                  << std::hypot(a.x - b.x, a.y - b.y) << " cm apart, less than two radii (" << 2 * r << " cm)";
                throw Invalid{s.str(), "robots[" + std::to_string(j) + "]"};
            }
        }
}

WorldSpec build(const Json& root) {
    if (!root.is_object()) throw Invalid{"the top level must be an object", ""};
    only_keys(root, "the top level", {"name", "mat", "walls", "obstacles", "start", "robots", "robot", "ranger"});
    WorldSpec world;
    if (root.contains("name")) {
        if (!root["name"].is_string()) throw Invalid{"name must be a string, got " + root["name"].dump(), "name"};
        world.name = root["name"].get<std::string>();
    }
    bool mat_walls = true;
    if (root.contains("mat")) {
        const Json& mat = object_at(root, "mat", "");
        only_keys(mat, "mat", {"width", "height", "walls"});
        read_number(mat, "width", "mat", world.width_cm, 10, 10000);
        read_number(mat, "height", "mat", world.height_cm, 10, 10000);
        if (mat.contains("walls")) {
            if (!mat["walls"].is_boolean()) throw Invalid{"mat.walls must be true or false, got " + mat["walls"].dump(), "mat.walls"};
            mat_walls = mat["walls"].get<bool>();
        }
    }
    if (mat_walls) add_mat_walls(world);
    if (root.contains("walls")) {
        const Json& walls = root["walls"];
        if (!walls.is_array()) throw Invalid{"walls must be a list of [x1, y1, x2, y2], got " + walls.dump(), "walls"};
        for (std::size_t i = 0; i < walls.size(); ++i) {
            const std::string where = "walls[" + std::to_string(i) + "]";
            const Json& w = walls[i];
            if (!w.is_array() || w.size() != 4) throw Invalid{where + " must be [x1, y1, x2, y2], got " + w.dump(), where};
            world.walls.push_back({{number(w[0], where + "[0]", -1e4, 1e4), number(w[1], where + "[1]", -1e4, 1e4)},
                                   {number(w[2], where + "[2]", -1e4, 1e4), number(w[3], where + "[3]", -1e4, 1e4)}});
        }
    }
    if (root.contains("obstacles")) {
        const Json& obstacles = root["obstacles"];
        if (!obstacles.is_array()) throw Invalid{"obstacles must be a list of polygons, got " + obstacles.dump(), "obstacles"};
        for (std::size_t i = 0; i < obstacles.size(); ++i) {
            const std::string where = "obstacles[" + std::to_string(i) + "]";
            const Json& o = obstacles[i];
            if (!o.is_array() || o.size() < 3) throw Invalid{where + " must be a list of at least 3 points, got " + o.dump(), where};
            std::vector<Vec2> polygon;
            for (std::size_t k = 0; k < o.size(); ++k) polygon.push_back(point(o[k], where + "[" + std::to_string(k) + "]"));
            add_obstacle(world, std::move(polygon));
        }
    }
    if (root.contains("start")) {
        const Json& start = object_at(root, "start", "");
        only_keys(start, "start", {"x", "y", "heading"});
        read_number(start, "x", "start", world.start.x, -1e4, 1e4);
        read_number(start, "y", "start", world.start.y, -1e4, 1e4);
        read_number(start, "heading", "start", world.start.heading_deg, -360, 360);
    }
    if (!root.contains("robots"))  // the default start too: an obstacle may cover (50, 20)
        if (const std::string why = start_problem(world, world.start, "start"); !why.empty()) throw Invalid{why, "start"};
    if (root.contains("robots")) read_robots(root, world);
    if (root.contains("robot")) {
        const Json& robot = object_at(root, "robot", "");
        only_keys(robot, "robot", {"radius", "track", "max_speed", "motor_lag"});
        read_number(robot, "radius", "robot", world.robot.radius_cm, 0.5, 50);
        read_number(robot, "track", "robot", world.robot.track_cm, 1, 100);
        read_number(robot, "max_speed", "robot", world.robot.max_speed_cm_s, 1, 500);
        read_number(robot, "motor_lag", "robot", world.robot.motor_lag_s, 0, 2);
    }
    if (root.contains("ranger")) {
        const Json& ranger = object_at(root, "ranger", "");
        only_keys(ranger, "ranger", {"noise", "max_range", "out_of_range", "rate"});
        read_number(ranger, "noise", "ranger", world.ranger.noise_cm, 0, 50);
        read_number(ranger, "max_range", "ranger", world.ranger.max_range_cm, 1, 10000);
        double out = world.ranger.out_of_range_cm;
        read_number(ranger, "out_of_range", "ranger", out, -1, 100000);
        world.ranger.out_of_range_cm = static_cast<int>(out);
        read_number(ranger, "rate", "ranger", world.ranger.rate_hz, 1, 1000);
    }
    check_robots_apart(world);
    return world;
}

// Even-odd rule: a ray from `p` to the right crosses the polygon's edges an odd number of times.
bool inside(const std::vector<Vec2>& polygon, Vec2 p) {
    bool in = false;
    for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
        const Vec2 a = polygon[i], b = polygon[j];
        if ((a.y > p.y) != (b.y > p.y) && p.x < a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)) in = !in;
    }
    return in;
}

}  // namespace

std::string start_problem(const WorldSpec& world, const Pose& start, const std::string& where) {
    std::ostringstream s;
    if (!(start.x >= 0 && start.x <= world.width_cm))
        s << where << ".x must be between 0 and " << world.width_cm << " (the mat's width), got " << start.x;
    else if (!(start.y >= 0 && start.y <= world.height_cm))
        s << where << ".y must be between 0 and " << world.height_cm << " (the mat's height), got " << start.y;
    else
        for (std::size_t i = 0; i < world.obstacles.size(); ++i)
            if (inside(world.obstacles[i], {start.x, start.y})) {
                s << where << " (" << start.x << ", " << start.y << ") is inside obstacles[" << i
                  << "]: the robot cannot start inside a solid obstacle";
                break;
            }
    return s.str();
}

std::variant<WorldSpec, WorldError> parse_world(const std::string& json_text, const std::string& source) {
    JsonSyntaxError syntax;
    const std::optional<Json> parsed = parse_json(json_text, syntax);
    if (!parsed) return WorldError{"world file " + source + ", line " + std::to_string(syntax.line) + ": " + syntax.message};
    const Json& root = *parsed;
    try {
        return build(root);
    } catch (const Invalid& e) {
        const int line = line_of_key(json_text, e.path);
        return WorldError{"world file " + source + (line > 0 ? ", line " + std::to_string(line) : "") + ": " + e.what};
    } catch (const Json::exception& e) {
        return WorldError{"world file " + source + ": " + e.what()};
    }
}

std::variant<WorldSpec, WorldError> load_world_file(const std::string& path) {
    // A world may come with a lesson passed round or a student's folder: through
    // the gate (no link, FIFO or device; a world is small, so 4 MB is plenty).
    std::string text, error;
    files::ReadRule rule;
    rule.cap = std::size_t{4} << 20;
    if (files::read_file(path, text, error, rule) != files::Read::ok)
        return WorldError{"world file " + path + ": cannot be read: " + error};
    return parse_world(text, path);
}

}  // namespace bugbot::sim
