// wait_ms (session_link.h), the whole milliseconds a wait lets pass: its inline
// rounding must be std::llround's for every wait a script can ask for.
#include "engine/session_link.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

using bugbot::engine::wait_ms;

TEST(WaitMs, IsLlroundOfTheMillisecondsForEveryWait) {
    std::mt19937_64 random(11);
    std::uniform_real_distribution<double> day(0, 86400), short_wait(0, 1);
    for (int i = 0; i < 200000; ++i) {
        const double s = i % 2 ? day(random) : short_wait(random);
        ASSERT_EQ(wait_ms(s), std::llround(s * 1000)) << s;
    }
}

TEST(WaitMs, HalvesRoundAwayFromZeroAndTheEdgesAsLlround) {
    for (const double s : {0.0, 0.0005, 0.0015, 0.0025, 0.025, 0.0004999999999999999, 0.49999999999999994e-3,
                           86400.0, 1e20, -0.0015, -1.0, 4503599627370.4966})
        EXPECT_EQ(wait_ms(s), std::llround(s * 1000)) << s;
    EXPECT_EQ(wait_ms(0.0015), 2);  // 1.5 ms: away from zero
    EXPECT_EQ(wait_ms(0.025), 25);
}
