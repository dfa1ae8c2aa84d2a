// A studio run's record kept within its budget (engine/record_thinning.h), on
// the EventWriter's own lines written through a RecordFile.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <sys/stat.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "engine/event_writer.h"
#include "engine/record_file.h"

using namespace bugbot::engine;
using nlohmann::json;

namespace {

constexpr std::size_t kBudget = 2u << 20;

struct Record {
    std::filesystem::path dir, path;
    RecordFile file;
    Record() {
        char name[] = "/tmp/bugbot-thinning-XXXXXX";
        dir = ::mkdtemp(name);
        path = dir / "record.jsonl";
        EXPECT_TRUE(file.open(path.string()));
        file.thin_within(kBudget);
    }
    ~Record() { std::filesystem::remove_all(dir); }
    // What the folder holds on disk now, every file in it.
    std::size_t disk_bytes() const {
        std::size_t bytes = 0;
        for (const auto& entry : std::filesystem::directory_iterator(dir)) {
            struct stat st{};
            if (::stat(entry.path().c_str(), &st) == 0) bytes += static_cast<std::size_t>(st.st_blocks) * 512;
        }
        return bytes;
    }
    std::vector<json> events() {
        file.close();
        std::vector<json> out;
        std::ifstream in(path);
        for (std::string line; std::getline(in, line);) out.push_back(json::parse(line));
        return out;
    }
};

FrameValues at(double t, double x) {
    FrameValues v;
    v.t = t;
    v.pose = {x, 20, 0};
    v.beam = 80;
    return v;
}

}  // namespace

TEST(RecordThinning, AFloodOfPlotsStaysWithinTheBudgetKeepingPrintsTheEnvelopeAndTheNewestWhole) {
    Record r;
    std::size_t written = 0, most = 0;
    {
        EventWriter w(&r.file);
        w.world(bugbot::sim::default_world(), 1, "flood.py");
        ++written;
        const int plots = 400000;  // about 14 MB of plot lines: seven times the budget
        for (int i = 0; i < plots; ++i) {
            w.plot(0.5, "x", i, "");
            ++written;
            if (i % 10000 == 0) {
                w.print(0.5, "stdout", "at " + std::to_string(i));
                ++written;
            }
            if (i % 4096 == 0) most = std::max(most, r.disk_bytes());
        }
        w.end(0.5, "done", 0);
        ++written;
    }
    EXPECT_LE(most, kBudget) << "the record and its thinned copy passed the budget on disk";
    EXPECT_LE(r.file.size(), kBudget);
    EXPECT_TRUE(r.file.thinned());
    const std::vector<json> events = r.events();
    ASSERT_FALSE(events.empty());
    EXPECT_EQ(events.front()["ev"], "world");
    EXPECT_EQ(events.back()["ev"], "end");
    std::vector<std::string> prints;
    std::vector<double> values;
    long long dropped = -1;
    int markers = 0;
    for (const json& e : events) {
        if (e["ev"] == "print") prints.push_back(e["text"]);
        if (e["ev"] == "plot") values.push_back(e["value"]);
        if (e["ev"] == "thinned") dropped = e["dropped"], ++markers;
    }
    // Every print, in order.
    ASSERT_EQ(prints.size(), 40u);
    for (int k = 0; k < 40; ++k) EXPECT_EQ(prints[k], "at " + std::to_string(k * 10000));
    // One count, and it accounts for every event left out.
    EXPECT_EQ(markers, 1);
    EXPECT_EQ(static_cast<std::size_t>(dropped), written - (events.size() - 1));
    // The envelope (the lowest and highest value) stays; the points stay in order.
    ASSERT_FALSE(values.empty());
    EXPECT_EQ(values.front(), 0);
    EXPECT_EQ(values.back(), 399999);
    EXPECT_TRUE(std::is_sorted(values.begin(), values.end()));
    // The newest points at full rate: the last thousand all there.
    ASSERT_GE(values.size(), 1000u);
    for (int k = 0; k < 1000; ++k) EXPECT_EQ(values[values.size() - 1000 + k], 399000 + k);
}

TEST(RecordThinning, OlderFramesOfEachRobotAreHalvedTheLastSecondsKeptWhole) {
    Record r;
    std::size_t frames[2] = {0, 0};
    {
        EventWriter w(&r.file);
        w.world(bugbot::sim::default_world(), 1, "two.py");
        // Two robots, 100 frames a second each, for a long time: the older part thins.
        for (int k = 0; r.file.thinned() ? k < 20000 : true; ++k) {
            const double t = k / 100.0;
            for (int robot = 0; robot < 2; ++robot) {
                w.frame(at(t, robot * 10 + (k % 50)), robot);
                ++frames[robot];
            }
            if (k % 1000 == 0) w.bump(t, 1, 2);
        }
    }
    const std::vector<json> events = r.events();
    double last_t = events.back()["t"];
    std::size_t kept[2] = {0, 0}, recent[2] = {0, 0}, bumps = 0;
    for (const json& e : events) {
        if (e["ev"] == "bump") ++bumps;
        if (e["ev"] != "frame") continue;
        const int robot = e.value("robot", 0);
        ++kept[robot];
        if (e["t"].get<double>() > last_t - 10) ++recent[robot];
    }
    for (int robot = 0; robot < 2; ++robot) {
        EXPECT_LT(kept[robot], frames[robot]) << "robot " << robot << ": nothing thinned";
        EXPECT_GT(kept[robot], frames[robot] / 16) << "robot " << robot << ": thinned away";
        EXPECT_EQ(recent[robot], 1000u) << "robot " << robot << ": the last 10 s not at full rate";
    }
    EXPECT_EQ(bumps, (frames[0] + 999) / 1000) << "a bump was left out";
}
