#include <gtest/gtest.h>

#include "studio/editor/number_literal.h"

using namespace bugbot::studio;

TEST(NumberLiteral, FindsTheNumberUnderTheCursor) {
    const QString line = "DIVISOR = 0.5  # how sharp 2.0 is";
    auto lit = literal_at(line, 11);
    ASSERT_TRUE(lit);
    EXPECT_EQ(lit->start, 10);
    EXPECT_EQ(lit->length, 3);
    EXPECT_DOUBLE_EQ(lit->value, 0.5);
    EXPECT_FALSE(lit->is_int);
    EXPECT_TRUE(literal_at(line, 13));   // just after it
    EXPECT_FALSE(literal_at(line, 3));   // a name
    EXPECT_FALSE(literal_at(line, 28));  // inside the comment
    EXPECT_FALSE(literal_at("print(\"5 apples\")", 8));
    EXPECT_FALSE(literal_at("x2 = 1", 1));  // part of a name
    auto neg = literal_at("drive(0, -100, 5)", 11);
    ASSERT_TRUE(neg);
    EXPECT_DOUBLE_EQ(neg->value, -100);
    EXPECT_TRUE(neg->is_int);
    auto in_tuple = literal_at("for divisor in (2.24, 0.5, 0.12):", 28);
    ASSERT_TRUE(in_tuple);
    EXPECT_DOUBLE_EQ(in_tuple->value, 0.12);
    auto sub = literal_at("n = a-1", 6);
    ASSERT_TRUE(sub);
    EXPECT_DOUBLE_EQ(sub->value, 1);  // a minus between operands stays an operator
}

TEST(NumberLiteral, ScrubRangesAndFormatting) {
    auto lit = literal_at("DIVISOR = 2.24", 11);
    ASSERT_TRUE(lit);
    const ScrubRange r = scrub_range(*lit);
    EXPECT_TRUE(r.log_scale);
    // The divisor's sweep from the page: 2.24 down to 0.12 is inside the range.
    EXPECT_LT(r.lo, 0.12);
    EXPECT_NEAR(r.value_at(r.position_of(2.24)), 2.24, 1e-9);
    EXPECT_NEAR(r.value_at(r.position_of(0.12)), 0.12, 1e-9);
    auto patch = literal_at("PATCH = 5", 8);
    const ScrubRange ir = scrub_range(*patch);
    EXPECT_FALSE(ir.log_scale);
    EXPECT_EQ(ir.value_at(0.5), std::round(ir.value_at(0.5)));
    EXPECT_GE(ir.lo, 1);
    EXPECT_EQ(format_number(7, true), "7");
    EXPECT_EQ(format_number(0.487123, false), "0.487");
    EXPECT_EQ(format_number(2.3149, false), "2.31");
    EXPECT_EQ(format_number(0.5, false), "0.5");
    EXPECT_EQ(format_number(2.0, false), "2.0");
    EXPECT_EQ(format_number(12.34, false), "12.3");
}
