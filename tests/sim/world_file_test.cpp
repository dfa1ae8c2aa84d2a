#include "sim/world_file.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>

using namespace bugbot::sim;

namespace {
std::string error_of(const std::string& json) {
    auto result = parse_world(json, "test.json");
    if (auto* e = std::get_if<WorldError>(&result)) return e->message;
    return "";
}
}  // namespace

TEST(WorldFile, EmptyObjectIsTheDefaultWorld) {
    auto result = parse_world("{}", "test.json");
    ASSERT_TRUE(std::holds_alternative<WorldSpec>(result));
    const WorldSpec& w = std::get<WorldSpec>(result);
    EXPECT_EQ(w.walls.size(), 4u);
    EXPECT_EQ(w.start.x, 50);
    EXPECT_EQ(w.start.y, 20);
}

TEST(WorldFile, ReadsObstaclesStartAndParameters) {
    auto result = parse_world(R"({"name": "box", "obstacles": [[[10,10],[20,10],[20,20]]],
        "start": {"x": 30, "y": 40, "heading": 90}, "ranger": {"noise": 0}, "mat": {"walls": false}})",
                              "test.json");
    ASSERT_TRUE(std::holds_alternative<WorldSpec>(result)) << std::get<WorldError>(result).message;
    const WorldSpec& w = std::get<WorldSpec>(result);
    EXPECT_EQ(w.name, "box");
    EXPECT_EQ(w.obstacles.size(), 1u);
    EXPECT_EQ(w.walls.size(), 3u);  // the triangle only: no mat walls
    EXPECT_EQ(w.start.heading_deg, 90);
    EXPECT_EQ(w.ranger.noise_cm, 0);
}

TEST(WorldFile, BadJsonNamesTheFileAndLine) {
    const std::string e = error_of("{\n  \"name\": \"x\",\n  oops\n}");
    EXPECT_NE(e.find("test.json"), std::string::npos) << e;
    EXPECT_NE(e.find("line 3"), std::string::npos) << e;
}

TEST(WorldFile, UnknownKeysAreErrorsNamingTheKey) {
    const std::string e = error_of(R"({"start": {"x": 10, "heding": 90}})");
    EXPECT_NE(e.find("'heding'"), std::string::npos) << e;
    EXPECT_NE(e.find("start"), std::string::npos) << e;
}

TEST(WorldFile, WrongTypesAndRangesAreErrorsNamingTheValue) {
    EXPECT_NE(error_of(R"({"start": {"x": "left"}})").find("start.x must be a number, got \"left\""), std::string::npos);
    EXPECT_NE(error_of(R"({"start": {"x": 500}})").find("start.x must be between 0 and 100"), std::string::npos);
    EXPECT_NE(error_of(R"({"obstacles": [[[1,2],[3,4]]]})").find("obstacles[0]"), std::string::npos);
    EXPECT_NE(error_of(R"({"walls": [[1,2,3]]})").find("walls[0]"), std::string::npos);
    EXPECT_NE(error_of("[1, 2]").find("top level"), std::string::npos);
}

TEST(WorldFile, AStartOffTheMatOrInsideAnObstacleIsRefused) {
    const std::string box = R"("obstacles": [[[40, 55], [60, 55], [60, 75], [40, 75]]])";
    std::string e = error_of("{" + box + R"(, "start": {"x": 50, "y": 65}})");
    EXPECT_NE(e.find("start (50, 65) is inside obstacles[0]"), std::string::npos) << e;
    e = error_of("{" + box + R"(, "robots": [{"x": 20, "y": 20}, {"x": 45, "y": 60}]})");
    EXPECT_NE(e.find("robots[1] (45, 60) is inside obstacles[0]"), std::string::npos) << e;
    e = error_of(R"({"obstacles": [[[40, 10], [60, 10], [60, 30], [40, 30]]]})");  // covers the default start
    EXPECT_NE(e.find("start (50, 20) is inside obstacles[0]"), std::string::npos) << e;
    e = error_of(R"({"mat": {"width": 200}, "start": {"x": 150, "y": 120}})");
    EXPECT_NE(e.find("start.y must be between 0 and 100 (the mat's height), got 120"), std::string::npos) << e;
    EXPECT_EQ(start_problem(default_world(), {150, 20, 0}, "start"), "start.x must be between 0 and 100 (the mat's width), got 150");
    EXPECT_EQ(start_problem(default_world(), {50, 20, 0}, "start"), "");
}

TEST(WorldFile, MissingFileIsAnErrorNotACrash) {
    auto result = load_world_file("/nonexistent/world.json");
    ASSERT_TRUE(std::holds_alternative<WorldError>(result));
    EXPECT_NE(std::get<WorldError>(result).message.find("/nonexistent/world.json"), std::string::npos);
}

// A world comes with a lesson passed round: a planted link or FIFO is refused,
// never followed or waited on (the file gate, src/files/gate.h).
TEST(WorldFile, ALinkOrAFifoIsRefusedNotFollowed) {
    char folder[] = "/tmp/bugbot-world-XXXXXX";
    ASSERT_NE(mkdtemp(folder), nullptr);
    const std::string dir = folder, real = dir + "/real.json", link = dir + "/link.json", fifo = dir + "/fifo.json";
    FILE* f = std::fopen(real.c_str(), "w");
    ASSERT_NE(f, nullptr);
    std::fputs("{}", f);
    std::fclose(f);
    ASSERT_EQ(symlink(real.c_str(), link.c_str()), 0);
    ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
    EXPECT_TRUE(std::holds_alternative<WorldSpec>(load_world_file(real)));
    for (const std::string& planted : {link, fifo}) {
        auto result = load_world_file(planted);  // a FIFO would block here if it were opened
        ASSERT_TRUE(std::holds_alternative<WorldError>(result)) << planted;
        EXPECT_NE(std::get<WorldError>(result).message.find("cannot be read"), std::string::npos);
    }
    for (const std::string& p : {real, link, fifo}) std::remove(p.c_str());
    rmdir(folder);
}

TEST(WorldFile, RobotsListPlacesEachRobotWithItsLed) {
    auto result = parse_world(R"({"robots": [{"x": 20, "y": 20, "heading": 90, "led": [0, 0, 255]},
                                            {"x": 80, "y": 80}]})",
                              "test.json");
    ASSERT_TRUE(std::holds_alternative<WorldSpec>(result)) << std::get<WorldError>(result).message;
    const WorldSpec& w = std::get<WorldSpec>(result);
    ASSERT_EQ(robot_count(w), 2);
    EXPECT_EQ(w.start.x, 20);
    EXPECT_EQ(w.start.heading_deg, 90);
    EXPECT_EQ(w.led.b, 255);
    EXPECT_EQ(placement(w, 1).start.x, 80);
    EXPECT_EQ(placement(w, 1).start.heading_deg, 0);
    EXPECT_EQ(placement(w, 1).led.r, 0);
}

TEST(WorldFile, TheSingleRobotFormStaysOneRobot) {
    auto result = parse_world(R"({"start": {"x": 10, "y": 10}})", "test.json");
    ASSERT_TRUE(std::holds_alternative<WorldSpec>(result));
    EXPECT_EQ(robot_count(std::get<WorldSpec>(result)), 1);
}

TEST(WorldFile, BadRobotsNameFileLineAndKey) {
    const std::string nine = R"({"robots": [)" + std::string(R"({"x": 10, "y": 10},)") + R"({"x": 22, "y": 10},)" +
                             R"({"x": 34, "y": 10},{"x": 46, "y": 10},{"x": 58, "y": 10},{"x": 70, "y": 10},)" +
                             R"({"x": 82, "y": 10},{"x": 94, "y": 10},{"x": 10, "y": 50}]})";
    EXPECT_NE(error_of(nine).find("robots must be a list of 1 to 8 robots"), std::string::npos) << error_of(nine);
    const std::string e = error_of("{\n  \"robots\": [\n    {\"x\": 10, \"y\": 10},\n    {\"x\": 80, \"y\": 80,\n     \"led\": [0, 300, 0]}\n  ]\n}");
    EXPECT_NE(e.find("test.json, line 5: robots[1].led[1] must be between 0 and 255, got 300"), std::string::npos) << e;
    const std::string missing = error_of("{\"robots\": [{\"x\": 10, \"y\": 10},\n {\"x\": 10}]}");
    EXPECT_NE(missing.find("line 2: robots[1].y is missing"), std::string::npos) << missing;
    const std::string typo = error_of("{\"robots\": [\n{\"x\": 10, \"y\": 10, \"colour\": [1, 2, 3]}]}");
    EXPECT_NE(typo.find("line 2: robots[0]: unknown key 'colour'"), std::string::npos) << typo;
    const std::string both = error_of("{\"start\": {\"x\": 1},\n\"robots\": [{\"x\": 10, \"y\": 10}]}");
    EXPECT_NE(both.find("line 2: give either start or robots"), std::string::npos) << both;
    const std::string overlap = error_of("{\"robots\": [{\"x\": 10, \"y\": 10},\n\n{\"x\": 15, \"y\": 10}]}");
    EXPECT_NE(overlap.find("line 3: robots[1] starts inside robots[0]"), std::string::npos) << overlap;
}

TEST(WorldFile, ValueErrorsNameTheirLine) {
    const std::string e = error_of("{\n  \"start\": {\n    \"x\": 10,\n    \"heading\": \"north\"\n  }\n}");
    EXPECT_NE(e.find("test.json, line 4: start.heading must be a number"), std::string::npos) << e;
}
