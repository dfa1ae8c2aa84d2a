#include "engine/channel_host.h"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <optional>
#include <tuple>
#include <variant>
#include <vector>

#include "engine/channel_protocol.h"

namespace bugbot::engine {

namespace {

int ms_until(ChannelHost::Clock::time_point deadline) {
    if (deadline == ChannelHost::Clock::time_point::max()) return -1;
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - ChannelHost::Clock::now()).count();
    return static_cast<int>(std::clamp<long long>(left, 0, 1 << 30));
}

}  // namespace

namespace channel {

std::string encode_hello(const Hello& hello) {
    std::string out;
    Encoder e{out};
    e.begin(static_cast<Op>(0));
    e.i32(hello.robot_count);
    e.f64(hello.width_cm);
    e.f64(hello.height_cm);
    e.u64(hello.random_seed);
    e.u8(hello.watched);
    e.u8(hello.stream);
    e.u8(hello.live);
    e.u8(hello.console);
    e.u8(hello.real_time);
    e.u8(hello.roster);
    e.str(hello.world_name);
    e.end();
    return out;
}

bool decode_hello(std::string_view body, Hello& hello) {
    Decoder d{body};
    if (d.u8() != 0) return false;
    hello.robot_count = d.i32();
    hello.width_cm = d.f64();
    hello.height_cm = d.f64();
    hello.random_seed = d.u64();
    hello.watched = static_cast<std::uint8_t>(d.u8());
    hello.stream = static_cast<std::uint8_t>(d.u8());
    hello.live = static_cast<std::uint8_t>(d.u8());
    hello.console = static_cast<std::uint8_t>(d.u8());
    hello.real_time = static_cast<std::uint8_t>(d.u8());
    hello.roster = static_cast<std::uint8_t>(d.u8());
    hello.world_name = std::string(d.str());
    return d.finished();
}

}  // namespace channel

ChannelHost::ChannelHost(Session& session, int fd, std::function<std::size_t()> recorded_bytes)
    : session_(session), fd_(fd), recorded_bytes_(std::move(recorded_bytes)) {}

bool ChannelHost::send(const void* data, std::size_t size) {
    // The socket is non-blocking: a script that never reads its answers
    // cannot hold us past the deadline.
    const char* at = static_cast<const char*>(data);
    while (size > 0) {
        const ssize_t n = ::write(fd_, at, size);
        if (n > 0) {
            at += n;
            size -= static_cast<std::size_t>(n);
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && errno == EAGAIN) {
            pollfd p{fd_, POLLOUT, 0};
            const int ready = ::poll(&p, 1, ms_until(deadline_));
            if (ready == 0) {
                late_ = true;
                return false;
            }
            if (ready > 0 && (p.revents & (POLLERR | POLLHUP))) return false;
            continue;
        }
        return false;  // closed: the serving loop sees it
    }
    return true;
}

bool ChannelHost::handle(std::string_view body) {
    channel::Message message;
    if (!channel::decode_message(body, message, session_.robot_count(), why_)) return false;
    if (const auto* end = std::get_if<channel::End>(&message)) {  // how it ended: the run's end is decided here
        ended_ = true;
        end_status_ = std::string(end->status);
        end_exit_ = end->exit_code;
        return true;
    }
    // The Session carries out every call (its on() for each message); the ones the script waits for are answered.
    const std::uint8_t op = std::visit([](const auto& m) { return static_cast<std::uint8_t>(m.op); }, message);
    if (!channel::answered(op, session_.real_time())) {
        session_.call(message);
        return true;
    }
    Answer answer;
    try {
        answer = session_.call(message);
    } catch (const CallFailure& failure) {  // a real robot's read that got no answer: the script may catch it
        answer_text(0, 0, failure.kind + "\n" + failure.what(), true);  // "Kind\nmessage": the script raises it
        return true;
    }
    answer_text(answer.a, answer.b, answer.text, false);
    return true;
}

void ChannelHost::answer_text(double a, double b, std::string_view text, bool failed) {
    channel::Reply reply;
    reply.time_ms = session_.time_ms();
    reply.a = a;
    reply.b = b;
    const std::string_view cut = text.substr(0, channel::kMaxReplyText);
    reply.text = static_cast<std::uint32_t>(cut.size());
    reply.failed = failed;
    // A closed channel or a late answer: the serving loop sees it.
    if (send(&reply, sizeof reply)) send(cut.data(), cut.size());
}

void ChannelHost::greet(bool live) {
    channel::Hello hello;
    hello.robot_count = session_.robot_count();
    std::tie(hello.width_cm, hello.height_cm) = session_.world_size();
    hello.world_name = session_.world_name();
    hello.random_seed = channel::python_random_seed(seed_);
    hello.watched = session_.watched();
    hello.stream = session_.streams();
    hello.live = live;
    hello.console = session_.reads_console();
    hello.real_time = session_.real_time();
    hello.roster = session_.on_roster();
    const std::string greeting = channel::encode_hello(hello);
    send(greeting.data(), greeting.size());
}

std::optional<ChannelHost::Served> ChannelHost::after_message(bool ok, std::size_t max_record_bytes) {
    auto stop = [](Stop why, std::string text = {}) { return Served{why, {}, 0, std::move(text)}; };
    if (late_) return stop(Stop::deadline);
    if (ok && max_sim_ms_ > 0 && session_.time_ms() > max_sim_ms_) return stop(Stop::robot_time);
    if (!ok) return stop(Stop::refused, why_);
    if (max_record_bytes > 0 && recorded_bytes_ && recorded_bytes_() > max_record_bytes) return stop(Stop::too_much);
    if (ended_) return Served{Stop::ended, end_status_, end_exit_, {}};
    if (Clock::now() >= deadline_) return stop(Stop::deadline);
    return std::nullopt;
}

std::optional<ChannelHost::Served> ChannelHost::handle_whole(std::string& in, std::size_t max_record_bytes) {
    std::size_t at = 0;
    std::optional<Served> out;
    while (!out && in.size() - at >= 4) {
        std::uint32_t size = 0;
        std::memcpy(&size, in.data() + at, 4);
        if (size == 0 || size > channel::kMaxMessageBytes)
            return Served{Stop::refused, {}, 0, "a message of " + std::to_string(size) + " bytes"};
        if (in.size() - at - 4 < size) break;
        const bool ok = handle(std::string_view(in).substr(at + 4, size));
        at += 4 + size;
        out = after_message(ok, max_record_bytes);
    }
    in.erase(0, at);
    return out;
}

std::optional<ChannelHost::Served> ChannelHost::read_more(std::string& in, std::vector<char>& chunk) {
    pollfd p{fd_, POLLIN, 0};
    const int ready = ::poll(&p, 1, ms_until(deadline_));
    if (ready == 0) return Served{Stop::deadline, {}, 0, {}};
    if (ready < 0) return errno == EINTR ? std::nullopt : std::optional<Served>(Served{});
    const ssize_t n = ::read(fd_, chunk.data(), chunk.size());
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) return std::nullopt;
    if (n <= 0) return Served{};  // closed: a command cut short by the close is not one
    in.append(chunk.data(), static_cast<std::size_t>(n));
    return std::nullopt;
}

ChannelHost::Served ChannelHost::serve(Clock::time_point deadline, std::size_t max_record_bytes, std::uint64_t seed,
                                       bool live) {
    deadline_ = deadline;
    session_.limit_wall_clock(deadline);
    seed_ = seed;
    ::fcntl(fd_, F_SETFL, ::fcntl(fd_, F_GETFL) | O_NONBLOCK);
    greet(live);
    std::string in;
    std::vector<char> chunk(64u << 10);
    for (;;) {
        if (auto out = handle_whole(in, max_record_bytes)) return *out;
        if (auto out = read_more(in, chunk)) return *out;
    }
}

}  // namespace bugbot::engine
