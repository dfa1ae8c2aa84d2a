#include "sim/world_file.h"

#include <gtest/gtest.h>

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

TEST(WorldFile, MissingFileIsAnErrorNotACrash) {
    auto result = load_world_file("/nonexistent/world.json");
    ASSERT_TRUE(std::holds_alternative<WorldError>(result));
    EXPECT_NE(std::get<WorldError>(result).message.find("/nonexistent/world.json"), std::string::npos);
}
