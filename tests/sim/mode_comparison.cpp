#include "mode_comparison.h"

#include <cmath>
#include <sstream>

#include "sim/rng.h"
#include "sim/simulator.h"

namespace bugbot::sim {

namespace {

double heading_gap(double a, double b) { return std::abs(std::fmod(b - a + 540.0, 360.0) - 180.0); }

// Keeps every frame's pose of robot 0, to compare the frames both modes report.
class FramePoses : public FrameObserver {
public:
    void on_frame(const Simulator& sim) override { poses.push_back({sim.time_ms(), sim.pose()}); }
    std::vector<std::pair<std::int64_t, Pose>> poses;
};

std::string describe(const Command& c, std::size_t index) {
    static const char* names[] = {"power", "advance", "distance", "position", "heading", "turn", "move", "tick", "away"};
    std::ostringstream s;
    s << "command " << index << " (" << names[c.kind] << " robot " << c.robot << " " << c.a << " " << c.b << ")";
    return s.str();
}

}  // namespace

WorldSpec comparison_world(int which) {
    WorldSpec world = default_world();
    switch (which) {
        case 1:
            add_obstacle(world, {{45, 55}, {55, 55}, {55, 65}, {45, 65}});
            break;
        case 2:
            world.more_robots.push_back({{50, 80, 180}, {}});
            world.more_robots.push_back({{20, 50, 90}, {}});
            break;
        case 3:
            world.walls.push_back({{0, 40}, {60, 40}});
            world.walls.push_back({{40, 70}, {100, 70}});
            add_obstacle(world, {{75, 10}, {85, 15}, {80, 25}});
            world.start = {20, 20, 45};
            world.more_robots.push_back({{80, 85, 270}, {}});
            break;
        case 4:
            world.start = {8, 50, 250};  // 3 cm from the left wall, turned 20 degrees into it
            break;
        case 5:
            world.start = {9, 9, 215};  // facing into the bottom-left corner
            break;
        default:
            break;
    }
    return world;
}

std::vector<Command> random_program(std::uint64_t seed, int length, int robots) {
    Rng rng(seed);
    auto pick = [&](int n) { return static_cast<int>(rng.uniform() * n); };
    // Powers students use: round numbers, equal pairs (straight), opposite (spin), zero.
    auto power = [&]() -> double {
        static const double common[] = {0, 20, 30, 50, 60, 100, -30, -60, -100};
        return rng.uniform() < 0.6 ? common[pick(9)] : std::round(rng.uniform() * 200 - 100);
    };
    std::vector<Command> program;
    for (int i = 0; i < length; ++i) {
        Command c{};
        c.robot = pick(robots);
        switch (pick(10)) {
            case 0:
            case 1: {
                c.kind = Command::power;
                c.a = power();
                const int shape = pick(4);
                c.b = shape == 0 ? c.a : shape == 1 ? -c.a : power();
                break;
            }
            case 2:
            case 3:
                c.kind = Command::advance;
                c.a = rng.uniform() < 0.5 ? 1 + pick(60) : 1 + pick(5000);
                break;
            case 4:
            case 5:
                c.kind = Command::distance;
                break;
            case 6:
                c.kind = Command::position;
                break;
            case 7:
                c.kind = Command::heading;
                break;
            case 8:
                c.kind = Command::turn;
                c.a = std::round(rng.uniform() * 360 - 180);
                c.b = 10 + pick(91);
                break;
            default:
                c.kind = Command::move;
                c.a = std::round(rng.uniform() * 80 - 40);
                c.b = 10 + pick(91);
                break;
        }
        program.push_back(c);
    }
    return program;
}

std::vector<Command> pressed_program(std::uint64_t seed, int length, int robots) {
    Rng rng(seed);
    auto pick = [&](int n) { return static_cast<int>(rng.uniform() * n); };
    std::vector<Command> program;
    // Into the nearest wall along a curve (either way round), for long enough to reach it.
    const double fast = 50 + pick(51), slow = fast - 5 - pick(20);
    program.push_back(pick(2) ? Command{Command::power, 0, fast, slow} : Command{Command::power, 0, slow, fast});
    program.push_back({Command::advance, 0, static_cast<double>(1500 + pick(3000)), 0});
    const double threshold = 15 + pick(21);
    for (int i = 0; i < length; ++i) {
        Command c{};
        c.robot = pick(robots);
        const int kind = pick(40);
        if (kind < 30) {
            c = {Command::tick, c.robot, threshold, static_cast<double>(kind < 24 ? 25 : 5 + pick(60))};
        } else if (kind < 33) {
            // Settled powers pressing into the wall: a long wait lets the motors settle.
            static const double powers[][2] = {{60, 55}, {55, 60}, {100, 90}, {30, 20}, {-60, -50}, {60, 60}};
            const auto& p = powers[pick(6)];
            c = {Command::power, c.robot, p[0], p[1]};
        } else if (kind < 36) {
            c = {Command::advance, c.robot, static_cast<double>(rng.uniform() < 0.5 ? 100 + pick(900) : 1000 + pick(20000)), 0};
        } else if (kind < 38) {
            c.kind = pick(2) ? Command::position : Command::heading;
        } else if (kind < 39) {
            c = {Command::turn, c.robot, std::round(rng.uniform() * 120 - 60), 30.0 + pick(71)};
        } else {
            c = {Command::move, c.robot, std::round(rng.uniform() * 20 - 5), 30.0 + pick(71)};
        }
        program.push_back(c);
    }
    return program;
}

std::vector<Command> wall_loop_program(std::uint64_t seed, int length, int robots) {
    Rng rng(seed);
    auto pick = [&](int n) { return static_cast<int>(rng.uniform() * n); };
    std::vector<Command> program;
    const double fast = 50 + pick(51), slow = fast - 5 - pick(20);
    program.push_back(pick(2) ? Command{Command::power, 0, fast, slow} : Command{Command::power, 0, slow, fast});
    program.push_back({Command::advance, 0, static_cast<double>(1500 + pick(3000)), 0});
    const double threshold = 15 + pick(21);
    const int drive = pick(3);
    int turn = pick(4);
    for (int i = 0; i < length; ++i) {
        if (pick(40) == 0) turn = pick(4);  // the seeded stream picks another way to turn
        const int robot = pick(robots);
        const int kind = pick(100);
        Command c{Command::away, robot, threshold, 25, turn * 3 + drive};
        if (kind < 3) {
            c = {Command::advance, robot, static_cast<double>(100 + pick(3000)), 0};
        } else if (kind < 5) {
            c.kind = pick(2) ? Command::position : Command::heading;
        } else if (kind < 6) {
            c = {Command::turn, robot, std::round(rng.uniform() * 120 - 60), 30.0 + pick(71)};
        } else if (kind < 7) {
            c = {Command::move, robot, std::round(rng.uniform() * 20 - 5), 30.0 + pick(71)};
        } else if (kind < 12) {
            c.b = 5 + pick(60);
        }
        program.push_back(c);
    }
    return program;
}

Divergence compare_modes(const WorldSpec& world, std::uint64_t seed, const std::vector<Command>& program,
                         bool observe, double cm, double deg) {
    Simulator reference(world, seed, Simulator::Stepping::fixed_1ms);
    Simulator fast(world, seed, Simulator::Stepping::event_driven);
    FramePoses reference_frames, fast_frames;
    if (observe) {
        reference.set_observer(&reference_frames);
        fast.set_observer(&fast_frames);
    }
    Divergence d;
    auto problem = [&](const std::string& what) {
        if (d.first_problem.empty()) d.first_problem = what;
    };
    for (std::size_t i = 0; i < program.size() && d.first_problem.empty(); ++i) {
        const Command& c = program[i];
        const int r = c.robot;
        switch (c.kind) {
            case Command::power:
                reference.set_wheel_power(r, c.a, c.b);
                fast.set_wheel_power(r, c.a, c.b);
                break;
            case Command::advance:
                reference.advance_ms(static_cast<std::int64_t>(c.a));
                fast.advance_ms(static_cast<std::int64_t>(c.a));
                break;
            case Command::distance: {
                const int a = reference.read_distance(r), b = fast.read_distance(r);
                ++d.readings_compared;
                if (a != b) problem(describe(c, i) + ": distance " + std::to_string(a) + " vs " + std::to_string(b));
                break;
            }
            case Command::position: {
                const Pose a = reference.read_position(r), b = fast.read_position(r);
                ++d.readings_compared;
                // Readings are rounded to 0.1: a hair's difference may round either way.
                if (std::abs(a.x - b.x) > cm + 1e-9 || std::abs(a.y - b.y) > cm + 1e-9)
                    problem(describe(c, i) + ": position differs");
                break;
            }
            case Command::heading: {
                const double a = reference.read_heading(r), b = fast.read_heading(r);
                ++d.readings_compared;
                if (heading_gap(a, b) > deg + 1e-9) problem(describe(c, i) + ": heading differs");
                break;
            }
            case Command::turn:
                reference.turn_by(r, c.a, c.b, 20000);
                fast.turn_by(r, c.a, c.b, 20000);
                break;
            case Command::move:
                reference.move_by(r, c.a, c.b, 20000);
                fast.move_by(r, c.a, c.b, 20000);
                break;
            case Command::tick: {
                const int a = reference.read_distance(r), b = fast.read_distance(r);
                ++d.readings_compared;
                if (a != b) problem(describe(c, i) + ": distance " + std::to_string(a) + " vs " + std::to_string(b));
                for (auto [sim, reading] : {std::pair{&reference, a}, {&fast, b}}) {
                    if (reading < c.a) {
                        sim->set_wheel_power(r, -40, 40);
                    } else {
                        sim->set_wheel_power(r, 60, 55);
                    }
                    sim->advance_ms(static_cast<std::int64_t>(c.b));
                }
                break;
            }
            case Command::away: {
                const int a = reference.read_distance(r), b = fast.read_distance(r);
                ++d.readings_compared;
                if (a != b) problem(describe(c, i) + ": distance " + std::to_string(a) + " vs " + std::to_string(b));
                const auto& turn = kAwayTurns[c.variant / 3];
                const auto& drive = kAwayDrives[c.variant % 3];
                for (auto [sim, cm] : {std::pair{&reference, a}, {&fast, b}}) {
                    const auto& p = cm < c.a ? turn : drive;
                    sim->set_wheel_power(r, p[0], p[1]);
                    sim->advance_ms(static_cast<std::int64_t>(c.b));
                }
                break;
            }
        }
        if (reference.touching_wall(0)) ++d.commands_touching;
        if (reference.time_ms() != fast.time_ms()) problem(describe(c, i) + ": the clocks differ");
        for (int k = 0; k < reference.robot_count(); ++k) {
            const Pose a = reference.pose(k), b = fast.pose(k);
            d.max_cm = std::max(d.max_cm, std::hypot(a.x - b.x, a.y - b.y));
            d.max_deg = std::max(d.max_deg, heading_gap(a.heading_deg, b.heading_deg));
            if (reference.bump_count(k) != fast.bump_count(k)) problem(describe(c, i) + ": bump counts differ");
        }
        if (d.max_cm > cm || d.max_deg > deg) problem(describe(c, i) + ": poses drifted apart");
    }
    d.bumps = reference.bump_count(0);
    if (observe) {
        if (reference_frames.poses.size() != fast_frames.poses.size()) problem("different numbers of frames");
        for (std::size_t i = 0; i < std::min(reference_frames.poses.size(), fast_frames.poses.size()); ++i) {
            const auto& [ta, a] = reference_frames.poses[i];
            const auto& [tb, b] = fast_frames.poses[i];
            ++d.frames_compared;
            if (ta != tb || std::hypot(a.x - b.x, a.y - b.y) > cm || heading_gap(a.heading_deg, b.heading_deg) > deg) {
                problem("frame " + std::to_string(i) + " differs");
                break;
            }
        }
    }
    return d;
}

}  // namespace bugbot::sim
