// The emulated robot's upload mode, as the firmware's ScriptService takes the
// SCRIPT_* packets: the chunk rules and the refusals, without running a script.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "robot/emulator/uploaded_script.h"

namespace bugbot::robot::emulator {
namespace {

struct Heard {
    int started = 0;
    std::vector<std::string> logs, notes;
    std::vector<int> done;
    UploadedScript::Sink sink() {
        return {[this] { ++started; }, [this](std::string_view line) { logs.emplace_back(line); },
                [this](std::uint8_t code) { done.push_back(code); }, [this](const std::string& e) { notes.push_back(e); }};
    }
};

std::string bytes(std::size_t n, char c) { return std::string(n, c); }

void chunk(UploadedScript& s, std::uint16_t index, const std::string& data) {
    s.chunk(index, reinterpret_cast<const std::uint8_t*>(data.data()), data.size());
}

TEST(UploadedScript, AChunkOutOfOrderIsDroppedSoTheScriptIsNotWhole) {
    Heard heard;
    UploadedScript script(heard.sink());
    script.begin(500, 7);
    chunk(script, 1, bytes(220, 'b'));  // before 0: dropped
    chunk(script, 0, bytes(220, 'a'));
    chunk(script, 2, bytes(60, 'c'));   // 1 never came: dropped too
    script.run(7);
    EXPECT_EQ(heard.notes, (std::vector<std::string>{"\"chunk-dropped\",\"index\":1", "\"chunk-dropped\",\"index\":2"}));
    EXPECT_EQ(heard.started, 1);
    EXPECT_EQ(heard.logs, std::vector<std::string>{"no script: its upload was not whole"});
    EXPECT_EQ(heard.done, std::vector<int>{1});
}

TEST(UploadedScript, AChunkPastTheSizeIsDropped) {
    Heard heard;
    UploadedScript script(heard.sink());
    script.begin(300, 1);
    chunk(script, 0, bytes(220, 'a'));
    chunk(script, 1, bytes(100, 'b'));  // 320 > 300
    EXPECT_EQ(heard.notes, std::vector<std::string>{"\"chunk-dropped\",\"index\":1"});
}

TEST(UploadedScript, ASizeOver64KiBIsRefusedAndRunSaysNoScript) {
    Heard heard;
    UploadedScript script(heard.sink());
    script.begin(kMaxScriptBytes + 1, 1);
    chunk(script, 0, bytes(220, 'a'));
    script.run(1);
    EXPECT_EQ(heard.notes.front(), "\"script-refused\",\"size\":65537");
    EXPECT_EQ(heard.done, std::vector<int>{1});
}

TEST(UploadedScript, RunWithAnotherIdThanBeginsIsNoScript) {
    Heard heard;
    UploadedScript script(heard.sink());
    script.begin(10, 1);
    chunk(script, 0, bytes(10, 'a'));
    script.run(2);
    EXPECT_EQ(heard.done, std::vector<int>{1});
}

TEST(UploadedScript, StopWithNothingRunningSaysNothing) {
    Heard heard;
    UploadedScript script(heard.sink());
    script.stop();
    script.poll();
    EXPECT_TRUE(heard.done.empty());
    EXPECT_EQ(heard.started, 0);
}

}  // namespace
}  // namespace bugbot::robot::emulator
