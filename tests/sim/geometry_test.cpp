#include "sim/geometry.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <numbers>

using namespace bugbot::sim;

TEST(Geometry, RayHitsAWallStraightAhead) {
    const Segment top{{0, 100}, {100, 100}};
    EXPECT_DOUBLE_EQ(ray_hit({50, 20}, heading_vector(0), top), 80.0);
}

TEST(Geometry, RayAtFortyFiveDegreesHitsTheNearerWall) {
    const Vec2 dir = heading_vector(std::numbers::pi / 4);  // up and to the right
    const Segment right{{100, 0}, {100, 100}};
    const Segment top{{0, 100}, {100, 100}};
    // From (50, 20): the right wall is 50 cm across, so 50 * sqrt(2) along the ray.
    EXPECT_NEAR(ray_hit({50, 20}, dir, right), 50 * std::sqrt(2.0), 1e-9);
    // The top wall's line is 80 * sqrt(2) away, beyond the segment's end: a miss.
    EXPECT_LT(ray_hit({50, 20}, dir, top), 0);
}

TEST(Geometry, RayBehindOrParallelMisses) {
    const Segment top{{0, 100}, {100, 100}};
    EXPECT_LT(ray_hit({50, 20}, heading_vector(std::numbers::pi), top), 0);      // facing away
    EXPECT_LT(ray_hit({50, 20}, heading_vector(std::numbers::pi / 2), top), 0);  // parallel
}

TEST(Geometry, DistanceToSegmentUsesTheNearestPoint) {
    const Segment s{{0, 0}, {10, 0}};
    EXPECT_DOUBLE_EQ(distance_to_segment({5, 3}, s), 3.0);   // above the middle
    EXPECT_DOUBLE_EQ(distance_to_segment({13, 4}, s), 5.0);  // past the end: 3-4-5
}

TEST(Geometry, NearbyHeadingsAgreeWithTheLibraryAsTheyWander) {
    // A fine burst's chords: headings a few milliradians apart, drifting far
    // enough to re-anchor many times, both ways round.
    for (double start : {0.0, 1.0, -2.5, 100.0}) {
        for (double step : {0.0023, -0.0007, 1e-9}) {
            NearbyHeadings headings(start);
            double worst = 0;
            for (int k = 0; k < 5000; ++k) {
                const double h = start + step * k;
                const Vec2 cheap = headings.vector(h), exact = heading_vector(h);
                worst = std::max({worst, std::abs(cheap.x - exact.x), std::abs(cheap.y - exact.y)});
            }
            EXPECT_LT(worst, 1e-15) << start << ", " << step;
        }
    }
}

TEST(Geometry, TheBeamsDirectionIsTheLibrarysToAnUlp) {
    // Every quarter turn and both signs, headings a run reaches after hours of
    // spinning, and the points where the reduction changes quadrant.
    double worst = 0;
    std::uint64_t state = 7;
    for (int i = 0; i < 400000; ++i) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        const double unit = static_cast<double>(state >> 11) / 9007199254740992.0;
        const double h = i % 4 == 0 ? (unit - 0.5) * 2e5 : (unit - 0.5) * 20;
        const Vec2 own = beam_direction(h), library = heading_vector(h);
        worst = std::max({worst, std::abs(own.x - library.x), std::abs(own.y - library.y)});
    }
    for (int k = -8; k <= 8; ++k) {
        for (const double off : {-1e-12, 0.0, 1e-12}) {
            const double h = k * std::numbers::pi / 4 + off;
            const Vec2 own = beam_direction(h), library = heading_vector(h);
            worst = std::max({worst, std::abs(own.x - library.x), std::abs(own.y - library.y)});
        }
    }
    EXPECT_LE(worst, 2.3e-16);
    EXPECT_EQ(beam_direction(0).x, 0.0);
    EXPECT_EQ(beam_direction(0).y, 1.0);
    const Vec2 far = beam_direction(3e6), far_library = heading_vector(3e6);
    EXPECT_EQ(far.x, far_library.x) << "past a million radians, the library's";
}
