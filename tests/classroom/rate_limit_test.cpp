// The token bucket behind each connection's and each student's limits (rate_limit.h).
#include <gtest/gtest.h>

#include "classroom/rate_limit.h"

using bugbot::classroom::RateLimit;

TEST(RateLimit, ABurstThenOneEachRefill) {
    RateLimit limit(3, 1000);
    EXPECT_TRUE(limit.take(0));
    EXPECT_TRUE(limit.take(0));
    EXPECT_TRUE(limit.take(0));
    EXPECT_FALSE(limit.take(0));  // the burst is spent
    EXPECT_FALSE(limit.take(999));  // not yet a whole token back
    EXPECT_TRUE(limit.take(1001));
    EXPECT_FALSE(limit.take(1001));
    EXPECT_TRUE(limit.take(100000));  // a long quiet fills the bucket, no more
    EXPECT_TRUE(limit.take(100000));
    EXPECT_TRUE(limit.take(100000));
    EXPECT_FALSE(limit.take(100000));
}
