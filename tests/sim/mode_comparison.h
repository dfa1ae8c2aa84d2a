#pragma once
// Runs one program of simulator calls in both stepping modes side by side and
// reports how far they ever drift apart: the event-driven mode's test oracle is
// the 1 ms reference. Shared by the seeded GoogleTest and the hypothesis driver.
#include <cstdint>
#include <string>
#include <vector>

#include "sim/world.h"

namespace bugbot::sim {

struct Command {
    // tick: a club loop's tick, read the distance, then drive(-40, 40) under
    // `a` cm else drive(60, 55), then wait `b` ms (each mode on its own reading).
    // away: the loop that turns away from walls, read the distance, then the
    // turn kAwayTurns[variant / 3] under `a` cm else drive on at
    // kAwayDrives[variant % 3], then wait `b` ms.
    enum Kind { power, advance, distance, position, heading, turn, move, tick, away } kind;
    int robot = 0;
    double a = 0;  // left power, ms, degrees, cm or a tick's threshold
    double b = 0;  // right power, the manoeuvre's power or a tick's wait
    int variant = 0;  // an away tick's turn and drive
};
// An away tick's turns (on the spot either way, or curving away) and drives on
// (a gentle curve either way, or straight).
constexpr double kAwayTurns[][2] = {{50, -50}, {-50, 50}, {60, -20}, {-20, 60}};
constexpr double kAwayDrives[][2] = {{60, 55}, {55, 60}, {60, 60}};
constexpr int kAwayVariants = 12;

struct Divergence {
    double max_cm = 0;              // largest gap between the two modes' positions
    double max_deg = 0;             // largest gap between their headings
    int readings_compared = 0;
    int frames_compared = 0;
    int commands_touching = 0;      // commands after which the reference's robot 0 touched something
    std::int64_t bumps = 0;         // the reference's robot 0's touches, each begun and left
    std::string first_problem;      // empty when every reading and frame agreed
};

// Worlds the programs run in: the default mat, a pillar, two robots, a walled
// maze; then one robot starting close to a wall and turned into it, and one
// facing into a corner (for pressed_program).
WorldSpec comparison_world(int which);
constexpr int kComparisonWorlds = 6;
constexpr int kOpenWorlds = 4;  // the first four: random_program's

// A random program of `length` commands for a world with `robots` robots.
std::vector<Command> random_program(std::uint64_t seed, int length, int robots);

// A club loop that ends pressed against a wall or in a corner: curve into it,
// then `length` commands, mostly ticks (25 ms or so), with long waits, other
// powers, reads and manoeuvres among them.
std::vector<Command> pressed_program(std::uint64_t seed, int length, int robots);

// A club loop that turns away from walls and drives on (bench/programs/
// wall_loop.py): a curve into the nearest wall, then `length` commands, nearly
// all away ticks of 25 ms with one drive for the program and the way of the
// turn changing every few dozen ticks (a club's seeded random choice); a read,
// a long wait or a manoeuvre now and then.
std::vector<Command> wall_loop_program(std::uint64_t seed, int length, int robots);

// Runs `program` in both modes (with an observer counting frames when
// `observe`), comparing after every command; readings must be equal and poses
// within `cm` and `deg`.
Divergence compare_modes(const WorldSpec& world, std::uint64_t seed, const std::vector<Command>& program,
                         bool observe, double cm = 0.1, double deg = 0.1);

}  // namespace bugbot::sim
