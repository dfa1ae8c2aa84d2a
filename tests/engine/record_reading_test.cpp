// The first step of every reader of a record (docs/events.md, "Reading a
// record"), on the shapes a run's death leaves in the file.
#include <gtest/gtest.h>

#include <string>

#include "engine/record_reading.h"

using bugbot::engine::whole_record_lines;

namespace {
const std::string kWorld = "{\"ev\":\"world\",\"t\":0}\n";
const std::string kPlot = "{\"ev\":\"plot\",\"t\":0,\"name\":\"weight\",\"value\":0.5}\n";
const std::string kEnd = "{\"ev\":\"frame\",\"t\":1}\n{\"ev\":\"end\",\"t\":1,\"status\":\"timeout\",\"exit\":3}\n";
}  // namespace

TEST(RecordReading, ARecordTheEngineEndedIsWholeAndSaysSo) {
    const auto r = whole_record_lines(kWorld + kPlot + kEnd);
    EXPECT_EQ(r.lines, kWorld + kPlot + kEnd);
    EXPECT_FALSE(r.torn);
    EXPECT_TRUE(r.ended);
}

TEST(RecordReading, AKilledRunsZeroBytesAreLeftOut) {
    const std::string file = kWorld + kPlot + std::string(4096, '\0');
    const auto r = whole_record_lines(file);
    EXPECT_EQ(r.lines, kWorld + kPlot);
    EXPECT_FALSE(r.torn);
    EXPECT_FALSE(r.ended);
}

TEST(RecordReading, ALastLineCutShortIsLeftOut) {
    const std::string file = kWorld + kPlot + "{\"ev\":\"plot\",\"t\":0,\"na" + std::string(100, '\0');
    const auto r = whole_record_lines(file);
    EXPECT_EQ(r.lines, kWorld + kPlot);
    EXPECT_TRUE(r.torn);
    EXPECT_FALSE(r.ended);
}

TEST(RecordReading, AnEndCutShortIsNoEnd) {
    const std::string file = kWorld + "{\"ev\":\"frame\",\"t\":1}\n{\"ev\":\"end\",\"t\":1,\"sta";
    const auto r = whole_record_lines(file);
    EXPECT_TRUE(r.torn);
    EXPECT_FALSE(r.ended);
}

TEST(RecordReading, ZeroBytesAfterAWholeRecordStopIt) {
    // Bytes after the first zero are never events, whatever they look like.
    const std::string file = kWorld + std::string(1, '\0') + kPlot;
    EXPECT_EQ(whole_record_lines(file).lines, kWorld);
}

TEST(RecordReading, AnEmptyFileHasNothing) {
    const auto r = whole_record_lines("");
    EXPECT_TRUE(r.lines.empty());
    EXPECT_FALSE(r.torn);
    EXPECT_FALSE(r.ended);
}
