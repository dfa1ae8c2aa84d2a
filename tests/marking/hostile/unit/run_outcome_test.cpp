// How a run ended, from what the marker saw: no processes, no files.
#include <signal.h>

#include <gtest/gtest.h>

#include "marking/run_notes.h"
#include "marking/run_outcome.h"

namespace bugbot::marking {
namespace {

const OutcomeLimits kLimits{10, 5, 512, 32};

RunEnd ended_with(std::string record_tail, int exit_code = 0) {
    RunEnd end;
    end.variation = 2;
    end.exit_code = exit_code;
    end.record_tail = std::move(record_tail);
    return end;
}

TEST(RunOutcome, AnEndEventDoneIsDone) {
    const auto out = classify_run(ended_with("{\"ev\":\"frame\"}\n{\"ev\":\"end\",\"status\":\"done\"}\n"), kLimits);
    EXPECT_EQ(out.outcome, "done");
    EXPECT_EQ(out.note, "");
    EXPECT_EQ(out.variation, 2);
}

TEST(RunOutcome, SysExitNamesItsCode) {
    const auto out = classify_run(ended_with("{\"ev\":\"end\",\"status\":\"exit\",\"exit\":4}\n"), kLimits);
    EXPECT_EQ(out.outcome, "exit");
    EXPECT_NE(out.note.find("sys.exit(4)"), std::string::npos) << out.note;
}

TEST(RunOutcome, AChannelTheTrustedSideRefusedIsTamperedWhateverTheExit) {
    // The trusted side wrote the end (engine/hosted_run.cpp) and exited 1.
    const auto out = classify_run(
        ended_with("{\"ev\":\"warning\"}\n{\"ev\":\"frame\"}\n{\"ev\":\"end\",\"status\":\"tampered\",\"exit\":1}\n", 1),
        kLimits);
    EXPECT_EQ(out.outcome, "tampered");
    EXPECT_NE(out.note.find("Run 2"), std::string::npos) << out.note;
    EXPECT_NE(out.note.find("own record"), std::string::npos) << out.note;
}

TEST(RunOutcome, VanishedWithoutSayingHowIsAnAbruptExit) {
    const auto out = classify_run(ended_with("{\"ev\":\"end\",\"status\":\"vanished\",\"exit\":0}\n"), kLimits);
    EXPECT_EQ(out.outcome, "exit");
    EXPECT_NE(out.note.find("os._exit"), std::string::npos) << out.note;
}

TEST(RunOutcome, NoEndIsAnAbruptExit) {
    EXPECT_EQ(classify_run(ended_with("{\"ev\":\"frame\"}\n"), kLimits).outcome, "exit");
}

TEST(RunOutcome, WrongTypesInTheRecordAreNotTrustedNorFatal) {
    // A number where a string belongs, an array where a number belongs.
    auto out = classify_run(ended_with("{\"ev\":\"end\",\"status\":3,\"exit\":\"x\"}\n"), kLimits);
    EXPECT_EQ(out.outcome, "exit");
    out = classify_run(ended_with("{\"ev\":\"error\",\"kind\":7,\"message\":[1],\"line\":\"x\"}\n", 1), kLimits);
    EXPECT_EQ(out.outcome, "error");
    EXPECT_NE(out.note.find("Exception"), std::string::npos) << out.note;
}

TEST(RunOutcome, DeepNestingIsIgnored) {
    const std::string deep = "{\"ev\":\"end\",\"status\":" + std::string(100000, '[') + std::string(100000, ']') + "}\n";
    EXPECT_EQ(classify_run(ended_with(deep), kLimits).outcome, "exit");
}

TEST(RunOutcome, BytesThatAreNotUtf8AreHandled) {
    const auto out = classify_run(ended_with("{\"ev\":\"error\",\"kind\":\"ValueError\",\"message\":\"\xff\xfe\",\"line\":3}\n", 1),
                                  kLimits);
    EXPECT_EQ(out.outcome, "error");
    EXPECT_NE(out.note.find("on line 3"), std::string::npos);
}

// Issue 46: a message whose only varying part is a memory address is shown, the address masked.
TEST(RunOutcome, AnAddressInTheMessageIsMaskedAndTheMessageShown) {
    auto raised_at = [](const char* address) {
        return classify_run(ended_with(std::string("{\"ev\":\"error\",\"kind\":\"ValueError\",\"line\":7,"
                                                   "\"message\":\"cannot use <object at ") +
                                       address + ">\"}\n", 1),
                            kLimits);
    };
    std::vector<RunOutcome> runs{raised_at("0x7f3a2b1c9d40"), raised_at("0x7f88e0a41f10")};
    withhold_varying_words(runs);
    for (const auto& run : runs) {
        EXPECT_NE(run.note.find("cannot use <object at 0x\u2026>"), std::string::npos) << run.note;
        EXPECT_EQ(run.note.find("7f3a"), std::string::npos) << run.note;
    }
    // A message that really differs is still withheld.
    std::vector<RunOutcome> other{raised_at("0x7f3a2b1c9d40"), classify_run(ended_with(
        "{\"ev\":\"error\",\"kind\":\"ValueError\",\"line\":7,\"message\":\"reading 83\"}\n", 1), kLimits)};
    withhold_varying_words(other);
    EXPECT_EQ(other[1].note.find("reading 83"), std::string::npos) << other[1].note;
}

TEST(RunOutcome, MemoryErrorIsMemory) {
    const auto out = classify_run(ended_with("{\"ev\":\"error\",\"kind\":\"MemoryError\",\"line\":5}\n", 1), kLimits);
    EXPECT_EQ(out.outcome, "memory");
    EXPECT_NE(out.note.find("512 MB"), std::string::npos);
}

TEST(RunOutcome, AFailedForkIsForbidden) {
    const auto out = classify_run(
        ended_with("{\"ev\":\"error\",\"kind\":\"PermissionError\",\"message\":\"[Errno 1] Operation not permitted\","
                   "\"traceback\":\"os.fork()\",\"line\":8}\n",
                   1),
        kLimits);
    EXPECT_EQ(out.outcome, "forbidden");
}

TEST(RunOutcome, SignalsSayWhatStoppedIt) {
    RunEnd end = ended_with("");
    end.signal = SIGXCPU;
    EXPECT_EQ(classify_run(end, kLimits).outcome, "cpu");
    end.signal = SIGXFSZ;
    EXPECT_EQ(classify_run(end, kLimits).outcome, "output");
    end.signal = SIGSEGV;
    EXPECT_EQ(classify_run(end, kLimits).outcome, "crashed");
    end.signal = SIGKILL;
    end.cpu_s = 5.0;
    EXPECT_EQ(classify_run(end, kLimits).outcome, "cpu");
    end.cpu_s = 0.1;
    EXPECT_EQ(classify_run(end, kLimits).outcome, "crashed");
    end.signal = SIGSYS;
    EXPECT_EQ(classify_run(end, kLimits).outcome, "forbidden");
}

TEST(RunOutcome, KilledForTimeIsATimeoutWhateverTheRecordSays) {
    RunEnd end = ended_with("{\"ev\":\"end\",\"status\":\"done\"}\n");
    end.killed_for_time = true;
    EXPECT_EQ(classify_run(end, kLimits).outcome, "timeout");
}

TEST(RunOutcome, TheEnginesTimeoutIsCpuWhenTheCpuWasUsed) {
    RunEnd end = ended_with("", 3);
    end.cpu_s = 4.8;
    EXPECT_EQ(classify_run(end, kLimits).outcome, "cpu");
    end.cpu_s = 0.2;
    EXPECT_EQ(classify_run(end, kLimits).outcome, "timeout");
}

TEST(RunOutcome, AProgramsOwnExitThreeIsNotATimeout) {
    // The trusted side saw sys.exit(3) (or a forged end claiming a timeout): its end says so.
    RunEnd end = ended_with("{\"ev\":\"end\",\"status\":\"exit\",\"exit\":3}\n", 3);
    EXPECT_EQ(classify_run(end, kLimits).outcome, "exit");
    end.record_tail = "{\"ev\":\"end\",\"status\":\"vanished\",\"exit\":3}\n";
    EXPECT_EQ(classify_run(end, kLimits).outcome, "exit");
    end.record_tail = "{\"ev\":\"end\",\"status\":\"timeout\",\"exit\":3}\n";
    EXPECT_EQ(classify_run(end, kLimits).outcome, "timeout");
}

TEST(RunOutcome, ASandboxThatCouldNotStartIsNotAMark) {
    RunEnd end = ended_with("", kExitSandboxFailed);
    end.stderr_tail = "bwrap: no user namespaces";
    const auto out = classify_run(end, kLimits);
    EXPECT_EQ(out.outcome, "not-marked");
    EXPECT_NE(out.note.find("bwrap"), std::string::npos);
}

}  // namespace
}  // namespace bugbot::marking
