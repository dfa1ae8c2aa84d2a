#include "sim/world.h"

#include <algorithm>
#include <cmath>

namespace bugbot::sim {

void add_mat_walls(WorldSpec& world) {
    const Vec2 a{0, 0}, b{world.width_cm, 0}, c{world.width_cm, world.height_cm}, d{0, world.height_cm};
    world.walls.insert(world.walls.end(), {{a, b}, {b, c}, {c, d}, {d, a}});
}

void add_obstacle(WorldSpec& world, std::vector<Vec2> polygon) {
    for (std::size_t i = 0; i < polygon.size(); ++i)
        world.walls.push_back({polygon[i], polygon[(i + 1) % polygon.size()]});
    world.obstacles.push_back(std::move(polygon));
}

double RobotSpec::turn_s(double degrees, double power_pct) const {
    return std::abs(degrees) / full_spin_deg_s() * 100.0 / std::max(1.0, std::abs(power_pct));
}

double RobotSpec::move_s(double cm, double power_pct) const {
    return std::abs(cm) / max_speed_cm_s * 100.0 / std::max(1.0, std::abs(power_pct));
}

int robot_count(const WorldSpec& world) { return 1 + static_cast<int>(world.more_robots.size()); }

RobotPlacement placement(const WorldSpec& world, int index) {
    if (index == 0) return {world.start, world.led};
    return world.more_robots.at(static_cast<std::size_t>(index - 1));
}

WorldSpec default_world() {
    WorldSpec world;
    add_mat_walls(world);
    return world;
}

}  // namespace bugbot::sim
