#include <gtest/gtest.h>

#include "studio/run/run_model.h"

using namespace bugbot::studio;

namespace {
RunModel spin_model() {
    RunModel m;
    WorldEvent w;
    w.start_x = 50;
    w.start_y = 20;
    m.add(w);
    for (int i = 1; i <= 100; ++i) m.add(FrameEvent{i * 0.01, 50, 20, i * 1.28, 40, 100, -100});
    m.add(PrintEvent{0.5, false, "half way"});
    m.add(DrawEvent{0.3, "dots", "blue", Shape::Dots, 4, {{1, 1}}});
    m.add(DrawEvent{0.7, "dots", "blue", Shape::Dots, 4, {{2, 2}, {3, 3}}});
    m.add(PlotEvent{0.25, "w", 0.5, PlotKind::Unspecified});
    m.add(PlotEvent{0.75, "w", 0.25, PlotKind::Unspecified});
    m.add(LedEvent{0.6, 255, 0, 0});
    m.add(PrintEvent{0.9, false, "nearly"});
    m.add(EndEvent{1.0, "done", 0});
    return m;
}
}  // namespace

TEST(RunModel, StateAtATime) {
    const RunModel m = spin_model();
    EXPECT_DOUBLE_EQ(m.end_time(), 1.0);
    // The pose is the last frame at or before t.
    EXPECT_NEAR(m.pose_at(0.505).heading, 50 * 1.28, 1e-9);
    EXPECT_NEAR(m.pose_at(2).heading, 100 * 1.28, 1e-9);
    // Before the first frame: the world's start.
    EXPECT_DOUBLE_EQ(m.pose_at(0).heading, 0);
    EXPECT_DOUBLE_EQ(m.pose_at(0).y, 20);
    // Draw layers replace themselves.
    const Layer& dots = m.layers().at(0);
    EXPECT_EQ(m.layer_at(dots, 0.2), nullptr);
    EXPECT_EQ(m.layer_at(dots, 0.5)->points.size(), 1u);
    EXPECT_EQ(m.layer_at(dots, 0.8)->points.size(), 2u);
    // Console, series and LED up to t.
    EXPECT_EQ(m.console_until(0.6), 1u);
    EXPECT_EQ(m.console_until(1.0), 2u);
    EXPECT_EQ(m.series().at(0).count_until(0.5), 1u);
    EXPECT_FALSE(m.led_at(0.5));
    EXPECT_EQ(m.led_at(0.61)->r, 255);
    ASSERT_TRUE(m.end());
}

TEST(RunModel, WarningsShowOnceErrorsGoToTheConsole) {
    RunModel m;
    m.add(WarningEvent{0.1, "drive(): left clamped to 100"});
    m.add(WarningEvent{0.2, "drive(): left clamped to 100"});
    m.add(ErrorEvent{0.3, "ZeroDivisionError", "division by zero", "x.py", "Traceback...\nZeroDivisionError: division by zero\n", 4});
    ASSERT_EQ(m.console().size(), 2u);
    EXPECT_EQ(m.console()[0].kind, LineKind::Warning);
    EXPECT_EQ(m.console()[1].kind, LineKind::Error);
    EXPECT_EQ(m.console()[1].line, 4);
    EXPECT_EQ(m.error()->kind, "ZeroDivisionError");
}

// Issue 22: a traceback the script's stderr carried and the error event repeats is in the console once.
TEST(RunModel, ATracebackPrintedAndReportedShowsOnce) {
    RunModel m;
    m.add(PrintEvent{0.1, false, "hi"});
    m.add(PrintEvent{0.2, true, "Traceback (most recent call last):"});
    m.add(PrintEvent{0.2, true, "  File \"x.py\", line 2, in <module>"});
    m.add(PrintEvent{0.2, true, "ZeroDivisionError: division by zero"});
    m.add(ErrorEvent{0.2, "ZeroDivisionError", "division by zero", "x.py",
                     "Traceback (most recent call last):\n  File \"x.py\", line 2, in <module>\nZeroDivisionError: division by zero\n", 2});
    ASSERT_EQ(m.console().size(), 2u);
    EXPECT_EQ(m.console()[0].text, "hi");
    EXPECT_EQ(m.console()[1].kind, LineKind::Error);
    // Stderr that is not the traceback stays.
    RunModel other;
    other.add(PrintEvent{0.1, true, "a warning of the script's own"});
    other.add(ErrorEvent{0.2, "ValueError", "bad", "x.py", "Traceback...\nValueError: bad\n", 3});
    EXPECT_EQ(other.console().size(), 2u);
}

// Issue 29: a sandboxed run prints the traceback on stderr after the error event: once, still.
TEST(RunModel, ATracebackPrintedAfterTheErrorShowsOnce) {
    RunModel m;
    const std::string tb = "Traceback (most recent call last):\n  File \"x.py\", line 2, in <module>\nZeroDivisionError: division by zero\n";
    m.add(ErrorEvent{0.2, "ZeroDivisionError", "division by zero", "x.py", tb, 2});
    m.add(PrintEvent{0.2, true, "Traceback (most recent call last):"});
    m.add(PrintEvent{0.2, true, "  File \"x.py\", line 2, in <module>"});
    m.add(PrintEvent{0.2, true, "ZeroDivisionError: division by zero"});
    m.add(PrintEvent{0.2, true, "something else on stderr"});
    ASSERT_EQ(m.console().size(), 2u);
    EXPECT_EQ(m.console()[0].kind, LineKind::Error);
    EXPECT_EQ(m.console()[1].text, "something else on stderr");
}

TEST(RunModel, MemoryStaysBoundedHoweverLongARunGoes) {
    RunModel m;
    const std::size_t n = RunModel::kMaxFrames * 3;
    for (std::size_t i = 0; i < n; ++i) m.add(FrameEvent{i * 0.01, 1, 2, 3, 4, 0, 0});
    EXPECT_LE(m.frames().size(), RunModel::kMaxFrames);
    // The newest frame is always kept, and time order survives the thinning.
    EXPECT_DOUBLE_EQ(m.frames().back().t, (n - 1) * 0.01);
    for (std::size_t i = 1; i < m.frames().size(); ++i) ASSERT_LT(m.frames()[i - 1].t, m.frames()[i].t);
    for (std::size_t i = 0; i < RunModel::kMaxConsoleLines * 2; ++i) m.add(PrintEvent{n * 0.01, false, "flood"});
    EXPECT_LE(m.console().size(), RunModel::kMaxConsoleLines);
    EXPECT_GT(m.console_dropped(), 0u);
}

TEST(Series, CompactionKeepsTheEnvelopeAndBoundsMemory) {
    Series s("x", 1024);
    for (int i = 0; i < 100000; ++i) s.append(i * 0.001, (i % 1000 == 500) ? 100.0 : (i % 2 ? 1.0 : -1.0));
    EXPECT_LE(s.size(), 1024u);
    EXPECT_TRUE(s.compacted());
    EXPECT_EQ(s.appended(), 100000u);
    EXPECT_DOUBLE_EQ(s.max_value(), 100);
    // The spikes survive: the drawn envelope is the same.
    const auto cols = decimate(s.points(), s.size(), 0, 100, 100);
    int spikes = 0;
    for (const auto& c : cols) spikes += (!c.empty && c.max == 100);
    EXPECT_EQ(spikes, 100);
}

TEST(Series, DecimatePerPixelColumn) {
    std::vector<SeriesPoint> pts;
    for (int i = 0; i < 1000; ++i) pts.push_back({i * 0.01, static_cast<double>(i % 10)});
    const auto cols = decimate(pts, pts.size(), 0, 10, 10);
    ASSERT_EQ(cols.size(), 10u);
    for (const auto& c : cols) {
        EXPECT_FALSE(c.empty);
        EXPECT_DOUBLE_EQ(c.min, 0);
        EXPECT_DOUBLE_EQ(c.max, 9);
    }
    // Only the first `count` points (the view's time) are used.
    const auto half = decimate(pts, 500, 0, 10, 10);
    EXPECT_FALSE(half[4].empty);
    EXPECT_TRUE(half[5].empty);
}

TEST(RunModel, KeepsEachRobotsFramesLedAndServos) {
    // Lines as the engine writes them on a two-robot world (docs/events.md):
    // robot 0's events carry no "robot".
    const char* stream[] = {
        R"({"ev":"world","t":0,"version":1,"name":"two robots","width":100,"height":100,"walls":[],"obstacles":[],"start":[50,20,0],"robots":[[50,20,0],[50,80,180]],"radius":5,"max_range":200})",
        R"({"ev":"led","t":0,"robot":1,"rgb":[0,0,255]})",
        R"({"ev":"servo","t":0.5,"robot":1,"index":0,"angle":45})",
        R"({"ev":"frame","t":0.01,"x":50,"y":20.2,"heading":0,"beam":55,"left":50,"right":50})",
        R"({"ev":"frame","t":0.01,"robot":1,"x":50,"y":79.8,"heading":180,"beam":55,"left":50,"right":50})",
        R"({"ev":"servo","t":1,"robot":1,"index":2,"angle":170})",
        R"({"ev":"servo","t":1.5,"robot":1,"index":0,"angle":90})",
        R"({"ev":"frame","t":2,"robot":1,"x":50,"y":70,"heading":180,"beam":45,"left":0,"right":0})",
    };
    RunModel m;
    for (const char* line : stream) {
        std::string problem;
        auto e = parse_event(line, &problem);
        ASSERT_TRUE(e) << problem;
        m.add(*e);
    }
    ASSERT_EQ(m.robot_count(), 2);
    EXPECT_EQ(m.frames(0).size(), 1u);
    EXPECT_EQ(m.frames(1).size(), 2u);
    EXPECT_DOUBLE_EQ(m.pose_at(5).y, 20.2);     // robot 0 by default
    EXPECT_DOUBLE_EQ(m.pose_at(5, 1).y, 70);
    EXPECT_DOUBLE_EQ(m.pose_at(0, 1).y, 80);    // before its first frame: its own start
    EXPECT_DOUBLE_EQ(m.pose_at(0, 1).heading, 180);
    EXPECT_FALSE(m.led_at(1));                  // robot 0 set none
    EXPECT_EQ(m.led_at(1, 1)->b, 255);
    // Servos: each channel's last angle by then, per robot.
    EXPECT_FALSE(m.servos_at(0.4, 1)[0]);
    EXPECT_DOUBLE_EQ(*m.servos_at(0.5, 1)[0], 45);
    const auto later = m.servos_at(2, 1);
    EXPECT_DOUBLE_EQ(*later[0], 90);
    EXPECT_FALSE(later[1]);
    EXPECT_DOUBLE_EQ(*later[2], 170);
    EXPECT_FALSE(m.servos_at(2, 0)[0]);
}

TEST(RunModel, AOneRobotStreamHasOneRobot) {
    RunModel m = spin_model();
    EXPECT_EQ(m.robot_count(), 1);
    EXPECT_EQ(m.frames().size(), m.frames(0).size());
    EXPECT_TRUE(m.frames(1).empty());
}

TEST(RunEvents, ARobotIndexOutsideTheWorldIsNotAnEvent) {
    std::string problem;
    EXPECT_FALSE(parse_event(R"({"ev":"frame","t":0,"robot":8,"x":1,"y":1})", &problem));
    EXPECT_NE(problem.find("robot"), std::string::npos) << problem;
}

TEST(RunModel, TheScriptsLineAndVariablesAtATime) {
    RunModel m;
    m.add(*parse_event(R"({"ev":"line","t":0,"line":5})"));
    m.add(*parse_event(R"({"ev":"vars","t":0,"vars":{"x":"1","name":"'a'"}})"));
    m.add(*parse_event(R"({"ev":"line","t":1,"line":8})"));
    m.add(*parse_event(R"({"ev":"vars","t":1,"vars":{"x":"2"}})"));
    EXPECT_EQ(m.line_at(0.5), 5);
    EXPECT_EQ(m.line_at(1.5), 8);
    EXPECT_EQ(m.vars_at(0.5), (Variables{{"x", "1"}, {"name", "'a'"}}));
    EXPECT_EQ(m.vars_at(1), (Variables{{"x", "2"}, {"name", "'a'"}}));
}

TEST(RunModel, VariablesKeepTheScriptsOrderAndDeletedOnesGo) {
    RunModel m;
    // The engine lists names in the script's dict order: first assignment first.
    m.add(*parse_event(R"({"ev":"vars","t":0,"vars":{"zebra":"1","apple":"2"}})"));
    m.add(*parse_event(R"({"ev":"vars","t":1,"vars":{"mango":"3","apple":"4"}})"));
    m.add(*parse_event(R"({"ev":"vars","t":2,"vars":{"zebra":null}})"));
    EXPECT_EQ(m.vars_at(1.5), (Variables{{"zebra", "1"}, {"apple", "4"}, {"mango", "3"}}));
    EXPECT_EQ(m.vars_at(2), (Variables{{"apple", "4"}, {"mango", "3"}}));
    // Assigned again after del: back in its first place.
    m.add(*parse_event(R"({"ev":"vars","t":3,"vars":{"zebra":"5"}})"));
    EXPECT_EQ(m.vars_at(3), (Variables{{"zebra", "5"}, {"apple", "4"}, {"mango", "3"}}));
}

TEST(RunModel, RobotCallsStepTheTimelineOneByOne) {
    RunModel m;
    m.add(*parse_event(R"({"ev":"read","t":0.5,"sensor":"distance","value":40})"));
    m.add(*parse_event(R"({"ev":"line","t":0.75,"line":4})"));
    m.add(*parse_event(R"({"ev":"frame","t":0.8,"x":1,"y":1})"));
    m.add(*parse_event(R"({"ev":"read","t":1,"sensor":"distance","value":41})"));
    EXPECT_EQ(m.next_call_time(0), 0.5);
    EXPECT_EQ(m.next_call_time(0.5), 0.75);
    EXPECT_EQ(m.next_call_time(0.75), 1.0);  // the frame is no call
    EXPECT_FALSE(m.next_call_time(1));
    EXPECT_EQ(m.previous_call_time(1), 0.75);
    EXPECT_EQ(m.previous_call_time(0.7), 0.5);
    EXPECT_FALSE(m.previous_call_time(0.5));
    // The reads are a series too, for a chart of them.
    ASSERT_EQ(m.read_series().size(), 2u);
    EXPECT_EQ(m.read_series().points()[1].v, 41);
}

TEST(RunModel, VariablesStayBoundedAndRecentOnesExact) {
    RunModel m;
    m.add(VarsEvent{0, {{"first", "1"}}, {}});
    const int n = static_cast<int>(RunModel::kMaxVarsHistory) * 3;
    for (int i = 1; i <= n; ++i) m.add(VarsEvent{i * 0.25, {{"i", std::to_string(i)}}, {}});
    // What was folded away still shows; the recent past is exact.
    EXPECT_EQ(m.vars_at(n * 0.25), (Variables{{"first", "1"}, {"i", std::to_string(n)}}));
    EXPECT_EQ(m.vars_at((n - 10) * 0.25), (Variables{{"first", "1"}, {"i", std::to_string(n - 10)}}));
}

TEST(RunModel, AFloodOfAnyKindStaysWithinTheMemoryBudget) {
    // The studio's budget is engine::RunLimits::model_mb; 2 MB here, so the
    // test floods in a moment what a real run floods in minutes.
    RunModel m;
    const std::size_t budget = std::size_t{2} << 20;
    m.set_budget_bytes(budget);
    std::size_t peak = 0;
    for (int i = 0; i < 400000; ++i) {
        const double t = i * 0.001;
        m.add(PlotEvent{t, "x", static_cast<double>(i), PlotKind::Unspecified});
        m.add(PlotEvent{t, "y" + std::to_string(i % 50), 1.0, PlotKind::Unspecified});
        m.add(FrameEvent{t, 50, 20, 0, 40, 0, 0});
        if (i % 10 == 0) m.add(DrawEvent{t, "trail" + std::to_string(i % 7), "blue", Shape::Dots, 4, std::vector<Point>(40)});
        if (i % 20000 == 0) peak = std::max(peak, m.approximate_bytes());
    }
    peak = std::max(peak, m.approximate_bytes());
    EXPECT_LT(peak, budget) << peak << " bytes, " << m.series().size() << " series";
    EXPECT_GT(m.thinnings(), 0u);
    const Series* x = m.find_series("x");
    ASSERT_NE(x, nullptr);
    EXPECT_EQ(x->appended(), 400000u);
    EXPECT_TRUE(x->compacted());  // the legend says so (StripChart::shown_name)
    EXPECT_DOUBLE_EQ(x->max_value(), 399999);
    // The newest moment is still there, exactly.
    EXPECT_DOUBLE_EQ(m.frames().back().t, 399.999);
}
