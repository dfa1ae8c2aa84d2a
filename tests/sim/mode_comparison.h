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
    enum Kind { power, advance, distance, position, heading, turn, move } kind;
    int robot = 0;
    double a = 0;  // left power, ms, degrees or cm
    double b = 0;  // right power, or the manoeuvre's power
};

struct Divergence {
    double max_cm = 0;              // largest gap between the two modes' positions
    double max_deg = 0;             // largest gap between their headings
    int readings_compared = 0;
    int frames_compared = 0;
    std::string first_problem;      // empty when every reading and frame agreed
};

// Worlds the programs run in: the default mat, a pillar, two robots, a walled maze.
WorldSpec comparison_world(int which);
constexpr int kComparisonWorlds = 4;

// A random program of `length` commands for a world with `robots` robots.
std::vector<Command> random_program(std::uint64_t seed, int length, int robots);

// Runs `program` in both modes (with an observer counting frames when
// `observe`), comparing after every command; readings must be equal and poses
// within `cm` and `deg`.
Divergence compare_modes(const WorldSpec& world, std::uint64_t seed, const std::vector<Command>& program,
                         bool observe, double cm = 0.1, double deg = 0.1);

}  // namespace bugbot::sim
