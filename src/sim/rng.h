#pragma once
#include <cstdint>

namespace bugbot::sim {

// A seeded generator owned by the world (xoshiro256**, seeded by splitmix64).
// Our own code rather than <random>'s distributions, whose output differs
// between standard libraries: same seed, same numbers, on any machine.
class Rng {
public:
    explicit Rng(std::uint64_t seed = 0);
    std::uint64_t next();
    double uniform();   // [0, 1)
    double gaussian();  // mean 0, standard deviation 1

private:
    std::uint64_t state_[4];
    bool has_spare_ = false;
    double spare_ = 0;
};

}  // namespace bugbot::sim
