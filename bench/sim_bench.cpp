// Simulator speed: fixed 1 ms steps per second of CPU, one robot with its sensor
// in the default world.
#include <benchmark/benchmark.h>

#include "sim/simulator.h"

using namespace bugbot::sim;

static void BM_StepSpinning(benchmark::State& state) {
    Simulator sim(default_world(), 1);
    sim.set_wheel_power(100, -100);
    for (auto _ : state) sim.step();
    state.SetItemsProcessed(state.iterations());
    benchmark::DoNotOptimize(sim.pose());
}
BENCHMARK(BM_StepSpinning);

static void BM_StepDrivingInCircles(benchmark::State& state) {
    // Translating and turning: the wall check runs every step.
    Simulator sim(default_world(), 1);
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
    Simulator sim(world, 1);
    sim.set_wheel_power(100, 60);
    for (auto _ : state) sim.step();
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_StepWithObstacles);

static void BM_ReadDistanceFreshFrame(benchmark::State& state) {
    // A read that waits for the next ranger frame: 25 steps plus the ray cast and noise.
    Simulator sim(default_world(), 1);
    sim.set_wheel_power(100, -100);
    for (auto _ : state) benchmark::DoNotOptimize(sim.read_distance());
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ReadDistanceFreshFrame);
