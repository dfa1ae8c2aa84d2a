// The one is_beneath (marking/sandbox.h), which both sandboxes' bind rules use.
#include <gtest/gtest.h>

#include "marking/sandbox.h"

using bugbot::marking::is_beneath;

TEST(IsBeneath, AFolderHoldsItselfAndWhatIsInsideIt) {
    EXPECT_TRUE(is_beneath("/usr", "/usr"));
    EXPECT_TRUE(is_beneath("/usr/lib/python3", "/usr"));
    EXPECT_FALSE(is_beneath("/usrx", "/usr"));
    EXPECT_FALSE(is_beneath("/us", "/usr"));
    EXPECT_FALSE(is_beneath("/home/ada", "/home/ad"));
}

TEST(IsBeneath, EveryAbsolutePathIsBeneathTheRoot) {
    // A script saved at / covers the home folder: the sandbox must hide it.
    EXPECT_TRUE(is_beneath("/home/ada", "/"));
    EXPECT_TRUE(is_beneath("/", "/"));
    EXPECT_FALSE(is_beneath("relative", "/"));
}
