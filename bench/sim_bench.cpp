// Simulator speed: the 1 ms reference step against the event-driven advance, one
// robot with its sensor in the default world unless the name says otherwise.
// Figures and what they mean: docs/simulator.md.
#include <benchmark/benchmark.h>

#include "sim/rng.h"
#include "sim/simulator.h"

using namespace bugbot::sim;

namespace {

using Stepping = Simulator::Stepping;

WorldSpec two_robot_world() {
    WorldSpec world = default_world();
    world.more_robots.push_back({{50, 80, 180}, {}});
    return world;
}

// Stands for a recorder: told of every frame, does next to nothing with it.
class CountFrames : public FrameObserver {
public:
    void on_frame(const Simulator& sim) override { benchmark::DoNotOptimize(sim.pose().x); }
};

const char* mode_name(Stepping s) { return s == Stepping::fixed_1ms ? "reference 1 ms steps" : "event-driven"; }

}  // namespace

// --- one 1 ms reference step ---------------------------------------------

static void BM_StepSpinning(benchmark::State& state) {
    Simulator sim(default_world(), 1, Stepping::fixed_1ms);
    sim.set_wheel_power(100, -100);
    for (auto _ : state) sim.step();
    state.SetItemsProcessed(state.iterations());
    benchmark::DoNotOptimize(sim.pose());
}
BENCHMARK(BM_StepSpinning);

static void BM_StepDrivingInCircles(benchmark::State& state) {
    // Translating and turning: the wall check runs every step.
    Simulator sim(default_world(), 1, Stepping::fixed_1ms);
    sim.set_wheel_power(100, 60);
    for (auto _ : state) sim.step();
    state.SetItemsProcessed(state.iterations());
    benchmark::DoNotOptimize(sim.pose());
}
BENCHMARK(BM_StepDrivingInCircles);

static void BM_StepWithObstacles(benchmark::State& state) {
    WorldSpec world = default_world();
    for (int i = 0; i < 10; ++i) {
        const double x = 5 + 9 * i;
        add_obstacle(world, {{x, 80}, {x + 4, 80}, {x + 4, 84}, {x, 84}});
    }
    Simulator sim(world, 1, Stepping::fixed_1ms);
    sim.set_wheel_power(100, 60);
    for (auto _ : state) sim.step();
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_StepWithObstacles);

static void BM_StepTwoRobots(benchmark::State& state) {
    // Both robots driving in circles: each also checks the other's body every step.
    Simulator sim(two_robot_world(), 1, Stepping::fixed_1ms);
    sim.set_wheel_power(0, 100, 20);
    sim.set_wheel_power(1, 100, 20);
    for (auto _ : state) sim.step();
    state.SetItemsProcessed(state.iterations());
    benchmark::DoNotOptimize(sim.pose(1));
}
BENCHMARK(BM_StepTwoRobots);

// --- one closed-form jump against the steps it replaces --------------------

static void BM_OneSecondDrivingInCircles(benchmark::State& state) {
    // advance_ms(1000) at constant wheel speeds, on a circle clear of the walls:
    // 1,000 reference steps, or one jump.
    const auto stepping = static_cast<Stepping>(state.range(0));
    Simulator sim(default_world(), 1, stepping);
    sim.set_wheel_power(100, 20);  // a 13.4 cm circle around (63.4, 20)
    sim.advance_ms(2000);          // the motors up to speed
    for (auto _ : state) sim.advance_ms(1000);
    state.SetLabel(mode_name(stepping));
    benchmark::DoNotOptimize(sim.pose());
}
BENCHMARK(BM_OneSecondDrivingInCircles)->Arg(int(Stepping::fixed_1ms))->Arg(int(Stepping::event_driven));

// --- the figures ----------------------------------------------------

static void BM_Wait60DrivingInCircles(benchmark::State& state) {
    // One wait(60) while driving in circles on the default mat, nothing recorded.
    const auto stepping = static_cast<Stepping>(state.range(0));
    Simulator sim(default_world(), 1, stepping);
    sim.set_wheel_power(100, 20);
    sim.advance_ms(2000);
    for (auto _ : state) sim.advance_ms(60000);
    state.SetLabel(mode_name(stepping));
    benchmark::DoNotOptimize(sim.pose());
}
BENCHMARK(BM_Wait60DrivingInCircles)->Arg(int(Stepping::fixed_1ms))->Arg(int(Stepping::event_driven))
    ->Unit(benchmark::kMicrosecond);

static void BM_Wait60CirclesIntoTheWalls(benchmark::State& state) {
    // drive(100, 95) curves on a circle 7 m across: the robot keeps running into
    // the walls and scraping along them. Near contact the event-driven mode takes
    // fine steps, so this is its slow case.
    const auto stepping = static_cast<Stepping>(state.range(0));
    Simulator sim(default_world(), 1, stepping);
    sim.set_wheel_power(100, 95);
    sim.advance_ms(2000);
    for (auto _ : state) sim.advance_ms(60000);
    state.SetLabel(mode_name(stepping));
    state.counters["bumps"] = static_cast<double>(sim.bump_count());
}
BENCHMARK(BM_Wait60CirclesIntoTheWalls)->Arg(int(Stepping::fixed_1ms))->Arg(int(Stepping::event_driven))
    ->Unit(benchmark::kMicrosecond);

static void BM_Wait60DrivingInCirclesRecorded(benchmark::State& state) {
    // The same with an observer told of every frame (as the recorder is): 6,000
    // frames a minute, each reached by a jump of 10 steps.
    const auto stepping = static_cast<Stepping>(state.range(0));
    Simulator sim(default_world(), 1, stepping);
    CountFrames frames;
    sim.set_observer(&frames);
    sim.set_wheel_power(100, 20);
    sim.advance_ms(2000);
    for (auto _ : state) sim.advance_ms(60000);
    state.SetLabel(mode_name(stepping));
}
BENCHMARK(BM_Wait60DrivingInCirclesRecorded)->Arg(int(Stepping::fixed_1ms))->Arg(int(Stepping::event_driven))
    ->Unit(benchmark::kMicrosecond);

static void BM_ClubTickWhileDriving(benchmark::State& state) {
    // One tick of a club loop, every 25 ms: distance(), drive(...), wait(0.025).
    // Wall ahead: spin away; else straight on. Most ticks repeat the last powers.
    const auto stepping = static_cast<Stepping>(state.range(0));
    Simulator sim(default_world(), 1, stepping);
    for (auto _ : state) {
        const int cm = sim.read_distance();
        if (cm < 20) {
            sim.set_wheel_power(60, -60);
        } else {
            sim.set_wheel_power(60, 60);
        }
        sim.advance_ms(25);
    }
    state.SetLabel(mode_name(stepping));
    state.counters["sim_x_real"] =
        benchmark::Counter(0.025 * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ClubTickWhileDriving)->Arg(int(Stepping::fixed_1ms))->Arg(int(Stepping::event_driven));

static void BM_ClubTickPressedToAWall(benchmark::State& state) {
    // bench/programs/club_loop.py's tick: distance(), drive(-40, 40) under 25 cm
    // else drive(60, 55), wait(0.025). Within a minute the robot is pressed
    // against a wall at a grazing angle, its motors forever between the two
    // commands: nearly every step a fine one, each against the wall.
    const auto stepping = static_cast<Stepping>(state.range(0));
    Simulator sim(default_world(), 1, stepping);
    auto tick = [&] {
        if (sim.read_distance() < 25) {
            sim.set_wheel_power(-40, 40);
        } else {
            sim.set_wheel_power(60, 55);
        }
        sim.advance_ms(25);
    };
    for (int i = 0; i < 2400; ++i) tick();  // the first simulated minute
    const std::int64_t bumps = sim.bump_count();
    for (auto _ : state) tick();
    if (!sim.touching_wall() || sim.bump_count() != bumps) state.SkipWithError("the robot left the wall: not the case measured");
    state.SetLabel(mode_name(stepping));
    state.counters["sim_x_real"] =
        benchmark::Counter(0.025 * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ClubTickPressedToAWall)->Arg(int(Stepping::fixed_1ms))->Arg(int(Stepping::event_driven));

static void BM_ClubTickTurningAwayFromWalls(benchmark::State& state) {
    // bench/programs/wall_loop.py's tick: distance(), under 25 cm a turn on the
    // spot (its way from a seeded stream, picked as each turn begins) else
    // drive(60, 55), wait(0.025). The robot comes to walls, slides along them
    // and leaves them, its motors mostly changing. Measured after the first minute.
    const auto stepping = static_cast<Stepping>(state.range(0));
    Simulator sim(default_world(), 1, stepping);
    Rng ways(2);
    bool turning = false;
    double spin = 50;
    auto tick = [&] {
        if (sim.read_distance() < 25) {
            if (!turning) spin = ways.uniform() < 0.5 ? 50 : -50;
            sim.set_wheel_power(spin, -spin);
            turning = true;
        } else {
            sim.set_wheel_power(60, 55);
            turning = false;
        }
        sim.advance_ms(25);
    };
    for (int i = 0; i < 2400; ++i) tick();
    const std::int64_t bumps = sim.bump_count();
    for (auto _ : state) tick();
    state.SetLabel(mode_name(stepping));
    state.counters["bumps"] = static_cast<double>(sim.bump_count() - bumps);
    state.counters["sim_x_real"] =
        benchmark::Counter(0.025 * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ClubTickTurningAwayFromWalls)->Arg(int(Stepping::fixed_1ms))->Arg(int(Stepping::event_driven));

static void BM_ReadDistanceDrivingNearWalls(benchmark::State& state) {
    // distance() over and over at drive(60, 40): a 90 cm circle on a 100 cm mat,
    // so the robot comes to the walls, scrapes along them and leaves them. Each
    // read waits for the next ranger frame (25 ms).
    const auto stepping = static_cast<Stepping>(state.range(0));
    Simulator sim(default_world(), 1, stepping);
    sim.set_wheel_power(60, 40);
    for (int i = 0; i < 2400; ++i) sim.read_distance();
    for (auto _ : state) benchmark::DoNotOptimize(sim.read_distance());
    state.SetLabel(mode_name(stepping));
    state.counters["bumps"] = static_cast<double>(sim.bump_count());
}
BENCHMARK(BM_ReadDistanceDrivingNearWalls)->Arg(int(Stepping::fixed_1ms))->Arg(int(Stepping::event_driven));

static void BM_Wait60TwoRobotsInCircles(benchmark::State& state) {
    // Two robots, each on its own clear circle: the pair bound between moving
    // robots keeps the jumps short while they might meet.
    const auto stepping = static_cast<Stepping>(state.range(0));
    Simulator sim(two_robot_world(), 1, stepping);
    sim.set_wheel_power(0, 100, 20);
    sim.set_wheel_power(1, 100, 20);
    sim.advance_ms(2000);
    for (auto _ : state) sim.advance_ms(60000);
    state.SetLabel(mode_name(stepping));
}
BENCHMARK(BM_Wait60TwoRobotsInCircles)->Arg(int(Stepping::fixed_1ms))->Arg(int(Stepping::event_driven))
    ->Unit(benchmark::kMicrosecond);

static void BM_ReadDistanceFreshFrame(benchmark::State& state) {
    // A read that waits for the next ranger frame: 25 ms of spinning plus the ray cast and noise.
    const auto stepping = static_cast<Stepping>(state.range(0));
    Simulator sim(default_world(), 1, stepping);
    sim.set_wheel_power(100, -100);
    for (auto _ : state) benchmark::DoNotOptimize(sim.read_distance());
    state.SetLabel(mode_name(stepping));
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ReadDistanceFreshFrame)->Arg(int(Stepping::fixed_1ms))->Arg(int(Stepping::event_driven));
