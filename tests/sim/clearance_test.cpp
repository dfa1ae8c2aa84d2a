// steps_clear_of_line against the steps themselves: every centre it promises
// is clear of the wall's line by the margin, and it promises all but a few of
// the steps that are.
#include <gtest/gtest.h>

#include <cmath>

#include "sim/clearance.h"
#include "sim/rng.h"

using namespace bugbot::sim;

namespace {

// The centres as the reference moves them (chord at the mid-step heading),
// measured from the line through `wall`.
struct Walk {
    std::int64_t first_close = -1;        // the first step that comes too close, or -1
};

Walk walk(Body b, const StepMotion& m, const Segment& wall, double radius, std::int64_t steps) {
    const double ex = wall.b.x - wall.a.x, ey = wall.b.y - wall.a.y, length = std::hypot(ex, ey);
    auto line_distance = [&](double x, double y) { return std::abs(ex * (y - wall.a.y) - ey * (x - wall.a.x)) / length; };
    Walk w;
    for (std::int64_t k = 1; k <= steps; ++k) {
        const double mid = b.heading_rad + m.dtheta / 2;
        b.heading_rad += m.dtheta;
        b.x += m.ds * std::sin(mid);
        b.y += m.ds * std::cos(mid);
        if (line_distance(b.x, b.y) < radius + kContactMargin && w.first_close < 0) w.first_close = k;
    }
    return w;
}

}  // namespace

TEST(Clearance, TheRingsBoundKeepsEveryPromisedCentreClearAndIsTight) {
    Rng rng(7);
    const double radius = 5;
    int finite = 0, long_ones = 0;
    for (int trial = 0; trial < 3000; ++trial) {
        Body b;
        b.x = 10 + 80 * rng.uniform();
        b.y = 10 + 80 * rng.uniform();
        b.heading_rad = 2 * 3.14159265358979 * rng.uniform() + 100 * (rng.uniform() - 0.5);
        const double left = 20 * (2 * rng.uniform() - 1), right = trial % 5 == 0 ? left : 20 * (2 * rng.uniform() - 1);
        b.left_speed = left;
        b.right_speed = right;
        const StepMotion m = step_motion(b, RobotSpec{});
        const Segment wall = trial % 2 ? Segment{{0, 100}, {100, 100}} : Segment{{100 * rng.uniform(), 0}, {100, 100 * rng.uniform()}};
        const double promised = steps_clear_of_line(b, m, wall, radius);
        if (promised <= 0 || (std::isfinite(promised) && promised > 100000)) continue;
        const std::int64_t horizon = std::isfinite(promised) ? static_cast<std::int64_t>(promised) + 20 : 20000;
        const Walk w = walk(b, m, wall, radius, horizon);
        if (!std::isfinite(promised)) {
            EXPECT_EQ(w.first_close, -1) << "trial " << trial << ": never close, it said";
            continue;
        }
        ++finite;
        if (promised > 500) ++long_ones;
        // Every promised centre is clear; the bound stops at most three steps short.
        EXPECT_TRUE(w.first_close < 0 || w.first_close > promised) << "trial " << trial << ": close at step "
                                                                      << w.first_close << " of " << promised;
        EXPECT_TRUE(w.first_close > 0 && w.first_close <= promised + 3)
            << "trial " << trial << ": first close at " << w.first_close << ", promised " << promised;
    }
    EXPECT_GT(finite, 500);
    EXPECT_GT(long_ones, 100);
}
