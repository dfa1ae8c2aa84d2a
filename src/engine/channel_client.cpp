#include "engine/channel_client.h"

#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <type_traits>
#include <utility>
#include <cerrno>
#include <cmath>
#include <cstring>

namespace bugbot::engine {

namespace {

// A batch is sent when it grows past this, whether or not an answer is needed.
constexpr std::size_t kBatchBytes = 64u << 10;
// ...or when its oldest command has waited this long (real time).
constexpr auto kBatchAge = std::chrono::milliseconds(20);

bool read_exactly(int fd, void* data, std::size_t size) {
    auto* at = static_cast<char*>(data);
    while (size > 0) {
        const ssize_t n = ::read(fd, at, size);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        at += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

bool write_fully(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t n = ::write(fd, data, size);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        data += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

std::uint8_t u8(int v) { return static_cast<std::uint8_t>(v); }

}  // namespace

channel::Hello ChannelClient::read_hello(int fd, bool& connected) {
    channel::Hello hello;
    std::uint32_t size = 0;
    std::string body;
    if (read_exactly(fd, &size, sizeof size) && size <= channel::kMaxMessageBytes) {
        body.resize(size);
        connected = read_exactly(fd, body.data(), size) && channel::decode_hello(body, hello);
    }
    return hello;
}


ChannelClient::ChannelClient(int fd, std::size_t max_output_bytes)
    : fd_(fd), hello_(read_hello(fd, connected_)), robot_count_(hello_.robot_count),
      output_(1, max_output_bytes, hello_.live != 0) {
    if (connected_ && watched())
        output_.set_line_sink([this](std::string_view stream, std::string_view line) { print_line(stream, line); },
                              /*replaces_fd=*/hello_.stream != 0);
}

template <class Message>
void ChannelClient::put(const Message& message) {
    channel::Encoder e{queue_};
    encode(e, message);
}

void ChannelClient::queued() {
    const auto now = std::chrono::steady_clock::now();
    if (whole_ == 0) oldest_ = now;
    whole_ = queue_.size();
    // Someone watching the run (the studio's stream, a paced run) sees each
    // command as it is made, as in-process; a marked run sends in batches,
    // and every call that waits for the trusted side sends first. What a hard
    // kill (kill -9, os._exit) can lose is bounded by kBatchBytes and
    // kBatchAge. Sending at every wait() instead would lose nothing more
    // than the commands since the last one, but costs a system call and a
    // wake of the trusted side per wait: a club loop of drive, plot, wait
    // ran 1.7x slower over the channel.
    if (hello_.live || queue_.size() >= kBatchBytes || now - oldest_ >= kBatchAge) flush();
}

void ChannelClient::flush() {
    if (queue_.empty()) return;
    // The time limit's signal waits until the queue is sent and cleared: its
    // last words then start from a clean queue, never resending half of one.
    sigset_t limit, previous;
    sigemptyset(&limit);
    sigaddset(&limit, SIGXCPU);
    pthread_sigmask(SIG_BLOCK, &limit, &previous);
    const bool sent = write_fully(fd_, queue_.data(), queue_.size());
    queue_.clear();
    whole_ = 0;
    pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    if (!sent) lost();
}

channel::Reply ChannelClient::ask() {
    whole_ = queue_.size();
    flush();
    channel::Reply reply;
    if (!read_exactly(fd_, &reply, sizeof reply) || reply.text > channel::kMaxReplyText) lost();
    time_ms_ = reply.time_ms;
    reply_text_.assign(reply.text, '\0');
    if (!read_exactly(fd_, reply_text_.data(), reply_text_.size())) lost();
    if (reply.failed) {  // "Kind\nmessage": the script raises it (robot_calls.cpp)
        auto [kind, message] = two_lines(reply_text_);
        throw CallFailure(kind, message);
    }
    return reply;
}

Answer ChannelClient::call(const channel::Message& message) {
    return std::visit([this](const auto& m) { return send(m); }, message);
}

template <class M>
Answer ChannelClient::send(const M& m) {
    using namespace channel;
    // What the script printed before it waits for a line, or for its upload, comes first.
    if constexpr (std::is_same_v<M, Input> || std::is_same_v<M, Upload>) output_.flush();
    put(m);
    // A wait, and a sound of `ms` (0 Hz is silence at once), let their time pass: known here without asking.
    if constexpr (std::is_same_v<M, Wait>) time_ms_ += std::max<std::int64_t>(0, wait_ms(m.seconds));
    if constexpr (std::is_same_v<M, Beep>) {
        if (m.frequency != 0 && m.ms > 0) time_ms_ += std::max<std::int64_t>(0, wait_ms(m.ms / 1000));
    }
    if constexpr (std::is_same_v<M, End>) {
        whole_ = queue_.size();
        flush();
        return {};
    }
    if (!answered(M::op, hello_.real_time != 0)) {
        queued();
        return {};
    }
    const Reply reply = ask();
    if constexpr (std::is_same_v<M, Attach>) robot_count_ = std::max(robot_count_, static_cast<int>(reply.a) + 1);
    return {reply.a, reply.b, reply_text_};
}

void ChannelClient::lost() {
    // Without its session the run cannot go on; the trusted side writes how it ended.
    static constexpr char kLost[] = "bugbot: the engine's side of the run is gone\n";
    [[maybe_unused]] auto n = ::write(2, kLost, sizeof kLost - 1);
    ::_exit(kLostExitCode);
}

void ChannelClient::last_words(const char* status, int exit_code) noexcept {
    // The whole commands queued (one being encoded when the signal came is left out)...
    write_fully(fd_, queue_.data(), whole_);
    // ...what the script printed without a newline yet, each line sent at once...
    dying_ = true;
    output_.flush_after_crash();
    // ...and the end, built on the stack: no allocation in a signal handler.
    char message[64];
    const std::size_t status_size = std::min<std::size_t>(std::strlen(status), 32);
    const auto size = static_cast<std::uint32_t>(1 + 4 + status_size + 4);
    const auto status_u32 = static_cast<std::uint32_t>(status_size);
    const auto code = static_cast<std::int32_t>(exit_code);
    char* at = message;
    std::memcpy(at, &size, 4), at += 4;
    *at++ = static_cast<char>(channel::kEnd);
    std::memcpy(at, &status_u32, 4), at += 4;
    std::memcpy(at, status, status_size), at += status_size;
    std::memcpy(at, &code, 4), at += 4;
    write_fully(fd_, message, static_cast<std::size_t>(at - message));
}

void ChannelClient::warn_once(const std::string& key, const std::string& text) {
    if (warned_.insert(key).second) warn(text);
}

void ChannelClient::warn(const std::string& text) {
    // As Session::warn: the text on stderr (a print event when watched), then the warning event.
    if (!hello_.stream) output_.write("stderr", "warning: " + text + "\n", /*capped=*/false);
    if (watched()) call(channel::Warning{text});
}

void ChannelClient::print_line(std::string_view stream, std::string_view line) {
    if (dying_) {
        // In last_words: straight to the channel from the stack, cut at 4 kB.
        char message[4096 + 16];
        const auto size = static_cast<std::uint32_t>(std::min<std::size_t>(line.size(), 4096));
        const std::uint32_t body = 1 + 1 + 4 + size;
        char* at = message;
        std::memcpy(at, &body, 4), at += 4;
        *at++ = static_cast<char>(channel::kPrint);
        *at++ = static_cast<char>(stream == "stderr" ? 1 : 0);
        std::memcpy(at, &size, 4), at += 4;
        std::memcpy(at, line.data(), size), at += size;
        write_fully(fd_, message, static_cast<std::size_t>(at - message));
        return;
    }
    call(channel::Print{u8(stream == "stderr" ? 1 : 0), line});
}

}  // namespace bugbot::engine
