#pragma once
// The script's side of a channel (channel_protocol.h): a SessionLink whose
// calls become commands to the trusted process that holds the simulator and
// the record. Calls that return nothing to the script are queued and sent in
// batches (at once when someone watches the run live, and within 20 ms of
// real time or 64 kB, so a hard kill loses at most that); a call that needs
// an answer sends the queue first and waits. The time
// comes back with every answer, and wait() and beep() move it by what they
// ask, so now() and the clocks never need a round trip.
#include <chrono>
#include <cstdint>
#include <set>
#include <string>

#include "engine/channel_protocol.h"
#include "engine/output.h"
#include "engine/session_link.h"

namespace bugbot::engine {

class ChannelClient : public SessionLink {
public:
    // Reads the host's Hello from `fd`; connected() says whether it came.
    ChannelClient(int fd, std::size_t max_output_bytes);
    // The exit status when the trusted side is gone mid-run.
    static constexpr int kLostExitCode = 125;
    bool connected() const { return connected_; }
    const channel::Hello& hello() const { return hello_; }

    int robot_count() const override { return robot_count_; }  // grows as Robot(i) attaches real robots
    std::string world_name() const override { return hello_.world_name; }
    std::pair<double, double> world_size() const override { return {hello_.width_cm, hello_.height_cm}; }
    std::int64_t time_ms() const override { return time_ms_; }
    bool watched() const override { return hello_.watched != 0; }
    bool streams() const override { return hello_.stream != 0; }
    bool reads_console() const override { return hello_.console != 0; }
    bool on_roster() const override { return hello_.roster != 0; }

    // The call encoded onto the channel: queued, or sent with the queue when the script waits for its answer.
    Answer call(const channel::Message& message) override;
    void warn_once(const std::string& key, const std::string& text) override;
    void warn(const std::string& text) override;

    Output& output() override { return output_; }
    // A whole line the script printed (its Output's sink): a Print call, or straight out in last_words.
    void print_line(std::string_view stream, std::string_view line);

    // Sends what is queued.
    void flush();
    // From a signal handler, with the script's thread stopped: sends the
    // whole commands queued, the lines printed without a newline yet, then
    // an `end` saying why the run ended.
    void last_words(const char* status, int exit_code) noexcept;

private:
    static channel::Hello read_hello(int fd, bool& connected);
    template <class Message>
    void put(const Message& message);  // appends it to the queue
    template <class M>
    Answer send(const M& m);  // call()'s, for one kind of message
    void queued();  // a command is whole in the queue
    channel::Reply ask();  // sends the queue (its last command needs an answer) and reads the answer
    void lost();           // the trusted side is gone: the run is over

    int fd_;
    bool connected_ = false;
    channel::Hello hello_;
    int robot_count_ = 1;
    std::string reply_text_;  // the text the last Reply brought
    std::int64_t time_ms_ = 0;
    std::string queue_;
    std::size_t whole_ = 0;  // bytes of queue_ that are whole commands
    std::chrono::steady_clock::time_point oldest_;  // when the queue's first command was made
    bool dying_ = false;     // in last_words: prints go straight out
    Output output_;
    std::set<std::string> warned_;
};

}  // namespace bugbot::engine
