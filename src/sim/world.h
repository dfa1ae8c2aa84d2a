#pragma once
// What a world is: the mat, its walls and obstacles, the robot's start pose and
// the parameters of its motors and sensor. Worlds are data (see world_file.h).
#include <string>
#include <vector>

#include "sim/geometry.h"

namespace bugbot::sim {

struct Pose {
    double x = 0;            // mat cm
    double y = 0;            // mat cm
    double heading_deg = 0;  // clockwise from +y
};

// An LED colour, each channel 0..255.
struct Color {
    int r = 0;
    int g = 0;
    int b = 0;
};

// Where one robot starts and the colour its LED shows at the start.
struct RobotPlacement {
    Pose start;
    Color led;
};

// A world places at most this many robots; a run on real ones drives as many
// (robot/fleet.h), and the studio reads as many (studio/run/run_events.h).
constexpr int kMaxRobots = 8;

struct RobotSpec {
    double radius_cm = 5;         // the body is a disc; it stops against walls
    double track_cm = 17.9;       // wheel separation: 2 x 20 cm/s over it is about 128 deg/s
    double max_speed_cm_s = 20;   // a wheel at 100 % power
    double motor_lag_s = 0.03;    // first-order lag of each wheel's speed

    // drive(0, 0, 100): the wheels at full speed either way, in degrees a second.
    double full_spin_deg_s() const { return 2 * max_speed_cm_s / track_cm * 180.0 / 3.141592653589793; }
    // The time a turn or a move at `power_pct` should take (no lag), in seconds.
    double turn_s(double degrees, double power_pct) const;
    double move_s(double cm, double power_pct) const;
};

struct RangerSpec {
    double noise_cm = 1.5;        // standard deviation of each measurement
    double max_range_cm = 200;    // beyond this the ranger sees nothing...
    int out_of_range_cm = 999;    // ...and reports this
    double rate_hz = 40;          // fresh measurements a second
};

struct WorldSpec {
    std::string name = "empty";
    double width_cm = 100;
    double height_cm = 100;
    std::vector<Segment> walls;                 // every solid edge, mat edges included
    std::vector<std::vector<Vec2>> obstacles;   // closed polygons, also present in `walls`
    Pose start{50, 20, 0};                      // robot 0
    Color led;                                  // robot 0's LED at the start (off)
    std::vector<RobotPlacement> more_robots;    // robots 1, 2, ...: at most kMaxRobots in all
    RobotSpec robot;                            // every robot is built alike
    RangerSpec ranger;
    double odometry_hz = 100;
};

// How many robots the world places: 1 + more_robots.
int robot_count(const WorldSpec& world);

// Where robot `index` (0..robot_count-1) starts, and its LED colour.
RobotPlacement placement(const WorldSpec& world, int index);

// The page's world: an empty 100 x 100 cm mat walled on every edge, the robot
// at (50, 20) facing up the mat.
WorldSpec default_world();

// Adds the four edges of the mat to `world.walls`.
void add_mat_walls(WorldSpec& world);

// Adds a closed polygon to `world.obstacles` and its edges to `world.walls`.
void add_obstacle(WorldSpec& world, std::vector<Vec2> polygon);

}  // namespace bugbot::sim
