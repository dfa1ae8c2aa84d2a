// Which moment a strip cell stands for (cell_moment.h), on models built from
// the engine's own event lines.
#include <gtest/gtest.h>

#include <string>

#include "studio/run/cell_moment.h"

using namespace bugbot::studio;

namespace {
void add(RunModel& m, const std::string& line) { m.add(*parse_event(line)); }

void read(RunModel& m, double t, int value) {
    add(m, R"({"ev":"read","t":)" + std::to_string(t) + R"(,"sensor":"distance","value":)" + std::to_string(value) + "}");
}
void plot(RunModel& m, double t, const std::string& name, double value) {
    add(m, R"({"ev":"plot","t":)" + std::to_string(t) + R"(,"name":")" + name + R"(","value":)" + std::to_string(value) + "}");
}
}  // namespace

TEST(CellMoment, WeightsPlottedAfterTheSpinStandForTheReadingsBack) {
    // 1-scores.py's shape: 30 readings 0.25 s apart, then 20 weights plotted after.
    RunModel m;
    for (int k = 0; k < 30; ++k) read(m, k * 0.25, 100 + k);
    for (int j = 0; j < 20; ++j) plot(m, 8 + j * 0.1, "weight", j == 9 ? 0.81 : 0.01);
    const StripRow row{0, std::nullopt};
    ASSERT_TRUE(stands_for_readings(m, row));
    const auto cell = cell_moment(m, row, 9);
    ASSERT_TRUE(cell);
    EXPECT_EQ(cell->back, 11);
    ASSERT_TRUE(cell->query_read && cell->key_read);
    EXPECT_EQ(*cell->query_read, 29u);  // the newest reading before the weights
    EXPECT_EQ(*cell->key_read, 18u);    // 11 readings before it
    EXPECT_DOUBLE_EQ(cell->t, 18 * 0.25);
    EXPECT_EQ(cell_moment(m, row, 19)->back, 1);  // the newest key: one back
    EXPECT_FALSE(cell_moment(m, row, 20));        // no such cell
    // What a screen reader says of them: "1 step back", not "1 steps back".
    EXPECT_EQ(cell_name(m, row, 9), "key 9, 11 steps back");
    EXPECT_EQ(cell_name(m, row, 19), "key 19, 1 step back");
}

TEST(CellMoment, AStepsBackLabelSaysHowFarBack) {
    RunModel m;
    for (int k = 0; k < 10; ++k) read(m, k * 0.25, 50);
    for (int j = 0; j < 3; ++j) {
        plot(m, 3 + j * 0.1, "weight", j == 0 ? 0.8 : 0.1);
        plot(m, 3 + j * 0.1, "steps back", 7 - 2 * j);  // 7, 5, 3: every other reading
    }
    const StripRow row{0, 1};
    const auto cell = cell_moment(m, row, 1);
    ASSERT_TRUE(cell && cell->key_read);
    EXPECT_EQ(cell->back, 5);
    EXPECT_EQ(*cell->key_read, 4u);  // reading 9, five back
}

TEST(CellMoment, WeightsPlottedAsTheRobotReadsStandForTheirOwnMoment) {
    // Any other series: a cell is one value plotted at a time t, which is its moment.
    RunModel m;
    for (int k = 0; k < 4; ++k) {
        read(m, k * 0.5, 40);
        plot(m, k * 0.5 + 0.25, "share", 0.2);
    }
    const StripRow row{0, std::nullopt};
    EXPECT_FALSE(stands_for_readings(m, row));
    const auto cell = cell_moment(m, row, 2);
    ASSERT_TRUE(cell);
    EXPECT_DOUBLE_EQ(cell->t, 1.25);
    EXPECT_FALSE(cell->key_read);
    // And without any reading at all, the same.
    RunModel bare;
    for (int j = 0; j < 3; ++j) plot(bare, 1 + j, "w", 0.3);
    EXPECT_DOUBLE_EQ(cell_moment(bare, row, 1)->t, 2);
}
