#include <gtest/gtest.h>

#include "studio/run/strip_rule.h"

using namespace bugbot::studio;

namespace {
Series make(const std::string& name, std::vector<double> values, double t0 = 0, double dt = 0.1,
            PlotKind kind = PlotKind::Unspecified) {
    Series s(name);
    s.kind = kind;
    for (std::size_t i = 0; i < values.size(); ++i) s.append(t0 + i * dt, values[i]);
    return s;
}
std::vector<double> softmaxish(int n, int peak) {
    std::vector<double> v(n, 0.1 / (n - 1));
    v[peak] = 0.9;
    return v;
}
}  // namespace

TEST(StripRule, WeightsAreAStripAndReadingsAreNot) {
    EXPECT_TRUE(is_strip(make("weight", softmaxish(20, 9))));
    EXPECT_FALSE(is_strip(make("reading", {83, 69, 49})));
    // In [0, 1] but adding up to more than 1: a chart (a probability over time).
    EXPECT_FALSE(is_strip(make("p", {0.5, 0.6, 0.7})));
    // More cells than a strip can show: a chart.
    EXPECT_FALSE(is_strip(make("tiny", std::vector<double>(kMaxStripCells + 1, 0.001))));
}

TEST(StripRule, KindOverridesTheRule) {
    EXPECT_FALSE(is_strip(make("weight", softmaxish(20, 3), 0, 0.1, PlotKind::Chart)));
    EXPECT_TRUE(is_strip(make("scores", {11.0, 8.9, 7.9}, 0, 0.1, PlotKind::Strip)));
}

TEST(StripRule, TheFirstProgramsLayout) {
    // 1-scores.py: weight and "the reading after it" plotted at the same moments.
    std::vector<Series> s{make("weight", softmaxish(20, 9), 12.25), make("the reading after it, cm", std::vector<double>(20, 50), 12.25)};
    const SeriesLayout l = lay_out(s);
    ASSERT_EQ(l.strips.size(), 1u);
    EXPECT_EQ(l.strips[0].series, 0u);
    ASSERT_TRUE(l.strips[0].labels);
    EXPECT_EQ(*l.strips[0].labels, 1u);
    EXPECT_TRUE(l.charts.empty());
}

TEST(StripRule, LabelsMayBeOneBehindDuringARun) {
    std::vector<Series> s{make("weight", {0.1, 0.2, 0.3}), make("value", {50, 60})};
    const SeriesLayout l = lay_out(s);
    ASSERT_EQ(l.strips.size(), 1u);
    EXPECT_TRUE(l.strips[0].labels);
}

TEST(StripRule, ThreeSharpnessRowsAndTwoPositionRows) {
    std::vector<Series> three{make("divide by 2.24", std::vector<double>(20, 0.05), 12), make("divide by 0.5", softmaxish(20, 9), 14),
                              make("divide by 0.12", softmaxish(20, 9), 16)};
    EXPECT_EQ(lay_out(three).strips.size(), 3u);
    // 4-position.py: two strips plotted at the same moments stay two rows.
    std::vector<Series> two{make("no position", softmaxish(20, 9)), make("with position", softmaxish(20, 19))};
    const SeriesLayout l = lay_out(two);
    ASSERT_EQ(l.strips.size(), 2u);
    EXPECT_FALSE(l.strips[0].labels);
    EXPECT_FALSE(l.strips[1].labels);
}

TEST(StripRule, ChartsInStepShareOneChart) {
    // 2-values.py: the reading and its two guesses, plotted together.
    std::vector<Series> s{make("reading", {50, 60, 70}), make("20 keys", {52, 58, 69}), make("3 keys", {40, 61, 80}),
                          make("elsewhere", {1, 2, 3}, 100)};
    const SeriesLayout l = lay_out(s);
    EXPECT_TRUE(l.strips.empty());
    ASSERT_EQ(l.charts.size(), 2u);
    EXPECT_EQ(l.charts[0].size(), 3u);
    EXPECT_EQ(l.charts[1].size(), 1u);
}

TEST(StripRule, ASeriesThatCountsStepsBackLabelsTheCellsFirst) {
    std::vector<double> back(20);
    for (int i = 0; i < 20; ++i) back[i] = 20 - i;
    std::vector<Series> s{make("weight", softmaxish(20, 9), 12.25), make("the reading after it, cm", std::vector<double>(20, 50), 12.25),
                          make("key: steps back", back, 12.25)};
    const SeriesLayout l = lay_out(s);
    ASSERT_EQ(l.strips.size(), 1u);
    ASSERT_TRUE(l.strips[0].labels);
    EXPECT_EQ(*l.strips[0].labels, 2u);
    EXPECT_TRUE(says_steps_back(s[2]));
    EXPECT_FALSE(says_steps_back(s[1]));
    // The values, no longer labels, are a chart of their own.
    ASSERT_EQ(l.charts.size(), 1u);
    EXPECT_EQ(l.charts[0], std::vector<std::size_t>{1});
}
