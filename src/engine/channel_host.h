#pragma once
// The trusted side of a channel (channel_protocol.h): hands the script's
// calls, decoded as the vocabulary's messages, to a Session (Session::call),
// which alone holds the simulator and writes the record, and answers the
// calls that return something. Nothing the script
// sends is trusted: a command is checked as robot_calls.cpp checks a call's
// arguments (the script side may not be our code any more), and anything
// else ends the serving. Never blocks past its deadline.
#include <chrono>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/channel_protocol.h"
#include "engine/session.h"

namespace bugbot::engine {

class ChannelHost {
public:
    using Clock = std::chrono::steady_clock;

    enum class Stop {
        ended,     // the script side said how it ended (status, exit_code)
        closed,    // the channel closed without an end: the process died or dropped it
        refused,   // it sent something no call sends (why)
        deadline,  // the deadline passed
        too_much,  // the record grew past its limit
        robot_time,  // simulated time passed the limit (limit_robot_time)
    };
    struct Served {
        Stop stop = Stop::closed;
        std::string status;  // with `ended`: done, error, exit, timeout, cpu or crashed
        int exit_code = 0;
        std::string why;     // with `refused`
    };

    // `recorded_bytes` says how big the record is now (checked against max_record_bytes).
    ChannelHost(Session& session, int fd, std::function<std::size_t()> recorded_bytes = {});

    // Ends the run once simulated time passes `seconds` (0 = no limit): a
    // wait() that would cross it stops just past it.
    void limit_robot_time(double seconds) {
        max_sim_ms_ = static_cast<std::int64_t>(seconds * 1000);
        if (max_sim_ms_ > 0) session_.limit_time(max_sim_ms_ + 1);
    }

    // Sends the Hello, then serves until one of Stop. `deadline` = Clock::time_point::max() for none.
    Served serve(Clock::time_point deadline, std::size_t max_record_bytes, std::uint64_t seed, bool live);

private:
    // The phases of serve(): the Hello; every whole message that has come; more bytes.
    void greet(bool live);
    std::optional<Served> handle_whole(std::string& in, std::size_t max_record_bytes);
    std::optional<Served> read_more(std::string& in, std::vector<char>& chunk);
    // Whether serving stops after a message (`ok`: it was one a call sends).
    std::optional<Served> after_message(bool ok, std::size_t max_record_bytes);
    // Runs one command; false (with why_) if it is not one a script's call sends.
    bool handle(std::string_view body);
    bool send(const void* data, std::size_t size);
    // The Reply of a call the script waits for, `text` after it (failed: "Kind\nmessage", a CallFailure).
    void answer_text(double a, double b, std::string_view text, bool failed);

    Session& session_;
    int fd_;
    std::function<std::size_t()> recorded_bytes_;
    Clock::time_point deadline_{};
    bool ended_ = false, late_ = false;
    std::int64_t max_sim_ms_ = 0;
    std::uint64_t seed_ = 1;
    std::string end_status_;
    int end_exit_ = 0;
    std::string why_;
};

}  // namespace bugbot::engine
