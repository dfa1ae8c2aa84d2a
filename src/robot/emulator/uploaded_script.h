#pragma once
// Upload mode on an emulated robot (SCRIPT_BEGIN, CHUNK, RUN, STOP: shared/
// REAL-ROBOT.md section 6), as the firmware's ScriptService takes them:
// BEGIN stops a running script and takes a size of at most 64 KiB; each CHUNK
// lands at 220 x its index, and one out of order is dropped; RUN answers
// STARTED, then a LOG for each line the script prints (239 bytes at most),
// then DONE with its exit code (0 ok, 1 an error or no whole script, 130
// stopped); STOP ends it with DONE 130.
//
// The robot's own interpreter (pocketpy, with its on-board API) is not
// here: the script runs with this program's engine, in its sandbox, on a
// simulated robot of its own (`bugbot run --sandbox` on a copy in a private
// folder), its stdout and stderr lines becoming LOG lines.
#include <sys/types.h>

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>

#include "robot/protocol.h"

namespace bugbot::robot::emulator {

class UploadedScript {
public:
    // What it sends: a whole packet's payload maker is the robot's (SCRIPT_LOG, SCRIPT_DONE, SCRIPT_STARTED).
    struct Sink {
        std::function<void()> started;
        std::function<void(std::string_view line)> log;
        std::function<void(std::uint8_t exit_code)> done;
        std::function<void(const std::string& event)> note;  // a line for the emulator's log
    };
    explicit UploadedScript(Sink sink) : sink_(std::move(sink)) {}
    ~UploadedScript();
    UploadedScript(const UploadedScript&) = delete;
    UploadedScript& operator=(const UploadedScript&) = delete;

    void begin(std::uint32_t size, std::uint8_t id);
    void chunk(std::uint16_t index, const std::uint8_t* data, std::size_t size);
    void run(std::uint8_t id);
    void stop();
    // Lets the running script's output through (LOG lines) and its end (DONE).
    void poll();

private:
    void start();
    void end_now();  // stops a running script and waits for its DONE
    void end_child(int exit_code);

    Sink sink_;
    bool receiving_ = false;
    std::string bytes_;
    std::uint8_t id_ = 0;
    std::size_t next_chunk_ = 0, received_ = 0;
    pid_t child_ = -1;
    int out_ = -1;
    bool stopping_ = false;
    std::chrono::steady_clock::time_point stopped_at_;
    std::string partial_;
    std::string folder_;
};

}  // namespace bugbot::robot::emulator
