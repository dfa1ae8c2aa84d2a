#include <gtest/gtest.h>

#include "studio/run/run_events.h"

using namespace bugbot::studio;

TEST(RunEvents, ParsesTheExampleFromEventsMd) {
    auto world = parse_event(R"({"ev":"world","t":0,"version":1,"name":"empty","script":"2-values.py","seed":1,"width":100,"height":100,"walls":[[0,0,100,0],[100,0,100,100]],"obstacles":[[[70,70],[90,70],[90,90]]],"start":[50,20,0],"radius":5,"max_range":200})");
    ASSERT_TRUE(world);
    const auto& w = std::get<WorldEvent>(*world);
    EXPECT_EQ(w.name, "empty");
    EXPECT_EQ(w.walls.size(), 2u);
    EXPECT_EQ(w.obstacles.at(0).size(), 3u);
    EXPECT_DOUBLE_EQ(w.start_y, 20);

    auto frame = parse_event(R"({"ev":"frame","t":0.01,"x":50,"y":20,"heading":0.21,"beam":80,"left":100,"right":-100})");
    ASSERT_TRUE(frame);
    EXPECT_DOUBLE_EQ(std::get<FrameEvent>(*frame).heading, 0.21);
    EXPECT_DOUBLE_EQ(std::get<FrameEvent>(*frame).right, -100);

    auto plot = parse_event(R"({"ev":"plot","t":6.25,"name":"reading","value":49,"kind":"strip"})");
    ASSERT_TRUE(plot);
    EXPECT_EQ(std::get<PlotEvent>(*plot).kind, PlotKind::Strip);
    EXPECT_EQ(std::get<PlotEvent>(*plot).name, "reading");

    auto end = parse_event(R"({"ev":"end","t":17.5,"status":"done","exit":0})");
    ASSERT_TRUE(end);
    EXPECT_EQ(std::get<EndEvent>(*end).status, "done");
    EXPECT_DOUBLE_EQ(event_time(*end), 17.5);
}

TEST(RunEvents, DrawErrorPrintLedBeepBump) {
    auto draw = parse_event(R"({"ev":"draw","t":1,"name":"dots","color":"green","shape":"squares","size":8,"points":[[1,2],[3,4]]})");
    ASSERT_TRUE(draw);
    const auto& d = std::get<DrawEvent>(*draw);
    EXPECT_EQ(d.shape, Shape::Squares);
    EXPECT_EQ(d.points.size(), 2u);
    EXPECT_DOUBLE_EQ(d.points[1].y, 4);

    auto err = parse_event(R"({"ev":"error","t":2,"kind":"TypeError","message":"bad","file":"x.py","line":7,"traceback":"Traceback..."})");
    ASSERT_TRUE(err);
    EXPECT_EQ(std::get<ErrorEvent>(*err).line, 7);

    auto print = parse_event(R"({"ev":"print","t":0,"stream":"stderr","text":"a \"quoted\" line"})");
    ASSERT_TRUE(print);
    EXPECT_TRUE(std::get<PrintEvent>(*print).is_stderr);
    EXPECT_EQ(std::get<PrintEvent>(*print).text, "a \"quoted\" line");

    auto led = parse_event(R"({"ev":"led","t":0,"rgb":[255,0,10]})");
    ASSERT_TRUE(led);
    EXPECT_EQ(std::get<LedEvent>(*led).b, 10);
    EXPECT_TRUE(parse_event(R"({"ev":"beep","t":0,"frequency":440,"ms":200})"));
    EXPECT_TRUE(parse_event(R"({"ev":"bump","t":0,"x":1,"y":2})"));
}

TEST(RunEvents, BadLinesSayWhy) {
    std::string problem;
    EXPECT_FALSE(parse_event("not json", &problem));
    EXPECT_NE(problem.find("not an event line"), std::string::npos);
    problem.clear();
    EXPECT_FALSE(parse_event(R"({"ev":"teleport","t":0})", &problem));
    EXPECT_NE(problem.find("teleport"), std::string::npos);
    problem.clear();
    EXPECT_FALSE(parse_event(R"({"ev":"draw","t":0,"name":"x","points":[[1]]})", &problem));
    EXPECT_FALSE(problem.empty());
    problem.clear();
    EXPECT_FALSE(parse_event("", &problem));
    EXPECT_TRUE(problem.empty());
}

TEST(RunEvents, VarsMustBeAnObjectOfText) {
    std::string problem;
    EXPECT_FALSE(parse_event(R"({"ev":"vars","t":0,"vars":[1]})", &problem));
    EXPECT_NE(problem.find("vars"), std::string::npos);
    EXPECT_FALSE(parse_event(R"({"ev":"vars","t":0,"vars":{"x":1}})", &problem));
    const auto e = parse_event(R"({"ev":"vars","t":2,"vars":{"x":"1"}})");
    ASSERT_TRUE(e && std::holds_alternative<VarsEvent>(*e));
    EXPECT_EQ(std::get<VarsEvent>(*e).vars.at(0).second, "1");
}
