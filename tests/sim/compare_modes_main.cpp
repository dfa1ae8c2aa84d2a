// compare_modes: runs a program of simulator calls read from stdin in both
// stepping modes and prints how they compare, for the hypothesis test.
//
// Input: a first line "WORLD SEED OBSERVE" (WORLD 0..5, see comparison_world),
// then one command a line: "KIND ROBOT A B", KIND one of power, advance,
// distance, position, heading, turn, move, tick, or awayV (an away tick of
// variant V, 0..11: its turn and drive, see mode_comparison.h). Output: "ok MAX_CM MAX_DEG" or
// "differ WHAT"; exit status 0, or 2 for input it cannot read.
#include <iostream>
#include <map>
#include <sstream>
#include <string>

#include "mode_comparison.h"

using namespace bugbot::sim;

int main() {
    int world_index = 0, observe = 0;
    std::uint64_t seed = 0;
    if (!(std::cin >> world_index >> seed >> observe) || world_index < 0 || world_index >= kComparisonWorlds) {
        std::cerr << "compare_modes: the first line must be WORLD(0.." << kComparisonWorlds - 1 << ") SEED OBSERVE\n";
        return 2;
    }
    const WorldSpec world = comparison_world(world_index);
    const std::map<std::string, Command::Kind> kinds{
        {"power", Command::power},       {"advance", Command::advance}, {"distance", Command::distance},
        {"position", Command::position}, {"heading", Command::heading}, {"turn", Command::turn},
        {"move", Command::move},         {"tick", Command::tick},       {"away", Command::away}};
    std::vector<Command> program;
    std::string kind;
    int line = 1;
    while (std::cin >> kind) {
        ++line;
        Command c{};
        auto k = kinds.find(kind);
        if (kind.rfind("away", 0) == 0 && kind.size() > 4 && kind.find_first_not_of("0123456789", 4) == std::string::npos) {
            c.variant = std::stoi(kind.substr(4));
            if (c.variant < kAwayVariants) k = kinds.find("away");
        }
        if (k == kinds.end() || !(std::cin >> c.robot >> c.a >> c.b) || c.robot < 0 || c.robot >= robot_count(world)) {
            std::cerr << "compare_modes: line " << line << ": expected KIND ROBOT A B with a robot of this world\n";
            return 2;
        }
        c.kind = k->second;
        program.push_back(c);
    }
    const Divergence d = compare_modes(world, seed, program, observe != 0);
    if (!d.first_problem.empty()) {
        std::cout << "differ " << d.first_problem << "\n";
    } else {
        std::cout << "ok " << d.max_cm << " " << d.max_deg << "\n";
    }
    return 0;
}
