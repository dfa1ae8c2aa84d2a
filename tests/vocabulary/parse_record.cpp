// The studio's event parser (src/studio/run_events.h) over a whole record:
// prints how many events of each kind it read, in the vocabulary's order, and
// "LINE: PROBLEM" for every line it could not read (then exits 1).
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <string>

#include "studio/run/run_events.h"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: parse_record RECORD\n");
        return 2;
    }
    std::ifstream in(argv[1]);
    std::map<std::string, int> counts;
    std::string line, problem;
    int number = 0, bad = 0;
    while (std::getline(in, line)) {
        ++number;
        problem.clear();
        const auto event = bugbot::studio::parse_event(line, &problem);
        if (!event) {
            std::printf("%d: %s\n", number, problem.c_str());
            ++bad;
            continue;
        }
        ++counts[std::string(std::visit([](const auto& e) { return e.ev; }, *event))];
    }
    for (const auto& [kind, n] : counts) std::printf("%s %d\n", kind.c_str(), n);
    return bad ? 1 : 0;
}
