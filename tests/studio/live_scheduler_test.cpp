#include <QSignalSpy>
#include <QTest>
#include <gtest/gtest.h>

#include "studio/run/live_scheduler.h"

using namespace bugbot::studio;

TEST(LiveScheduler, ABurstOfEditsGivesOneRun) {
    LiveScheduler live(nullptr, 30, 10000);
    QSignalSpy runs(&live, &LiveScheduler::start_run);
    for (int i = 0; i < 20; ++i) live.poke();  // no event loop between: one burst
    EXPECT_EQ(runs.count(), 0);
    ASSERT_TRUE(runs.wait(5000));
    EXPECT_EQ(runs.count(), 1);
    EXPECT_TRUE(live.in_flight());
}

TEST(LiveScheduler, OneRunInFlightAndTheNewestTextRunsNext) {
    LiveScheduler live(nullptr, 1, 1);
    QSignalSpy runs(&live, &LiveScheduler::start_run);
    live.poke();
    ASSERT_TRUE(runs.wait(5000));
    // Edits while a run is in flight wait for it...
    live.poke();
    live.poke();
    QTest::qWait(50);
    EXPECT_EQ(runs.count(), 1);
    EXPECT_TRUE(live.waiting());
    // ...and get one run, with the newest text, when it ends.
    live.run_finished();
    EXPECT_EQ(runs.count(), 2);
    live.run_finished();
    QTest::qWait(20);
    EXPECT_EQ(runs.count(), 2);
    EXPECT_FALSE(live.in_flight());
}

TEST(LiveScheduler, AKeptUpDragStillRunsBeforeTheMouseStops) {
    // max_wait is 0: the run is due at once even though edits keep coming.
    LiveScheduler live(nullptr, 100000, 0);
    QSignalSpy runs(&live, &LiveScheduler::start_run);
    live.poke();
    ASSERT_TRUE(runs.wait(5000));
    EXPECT_EQ(runs.count(), 1);
}

TEST(LiveScheduler, CancelForgetsWhatIsPending) {
    LiveScheduler live(nullptr, 1, 1);
    QSignalSpy runs(&live, &LiveScheduler::start_run);
    live.poke();
    live.cancel();
    QTest::qWait(30);
    EXPECT_EQ(runs.count(), 0);
    EXPECT_FALSE(live.waiting());
}
