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
    // One `on` a message: a message without one does not compile.
    std::visit([this](const auto& m) { on(m); }, message);
    return true;
}

void ChannelHost::answer(double a, double b) {
    channel::Reply reply;
    reply.time_ms = session_.time_ms();
    reply.a = a;
    reply.b = b;
    send(&reply, sizeof reply);  // a closed channel or a late answer: the serving loop sees it
}

void ChannelHost::answer_text(double a, const std::string& text, bool failed) {
    channel::Reply reply;
    reply.time_ms = session_.time_ms();
    reply.a = a;
    const std::string_view cut = std::string_view(text).substr(0, channel::kMaxReplyText);
    reply.text = static_cast<std::uint32_t>(cut.size());
    reply.failed = failed;
    if (send(&reply, sizeof reply)) send(cut.data(), cut.size());
}

template <class Call>
void ChannelHost::answer_or_fail(Call call) {
    double a = 0, b = 0;
    try {
        std::tie(a, b) = call();
    } catch (const CallFailure& failure) {  // a real robot's read that got no answer: the script may catch it
        return answer_failure(failure);
    }
    answer(a, b);
}

void ChannelHost::answer_failure(const CallFailure& failure) {
    answer_text(0, failure.kind + "\n" + failure.what(), true);  // "Kind\nmessage": the script raises it
}

void ChannelHost::on(const channel::Drive& m) { session_.drive(m.robot, m.left, m.right, m.turn); }
void ChannelHost::on(const channel::Distance& m) {
    answer_or_fail([&] { return std::pair<double, double>(session_.distance(m.robot), 0); });
}
void ChannelHost::on(const channel::Position& m) {
    answer_or_fail([&] {
        const sim::Pose p = session_.position(m.robot);
        return std::pair(p.x, p.y);
    });
}
void ChannelHost::on(const channel::Heading& m) {
    answer_or_fail([&] { return std::pair<double, double>(session_.heading(m.robot), 0); });
}
void ChannelHost::on(const channel::Battery& m) {
    answer_or_fail([&] { return std::pair<double, double>(session_.battery(m.robot), 0); });
}
void ChannelHost::on(const channel::Attach& m) {
    try {
        const AttachedRobot robot = session_.attach(std::string(m.which));
        answer_text(robot.index, robot.id + "\n" + robot.name, false);
    } catch (const CallFailure& failure) {
        answer_failure(failure);
    }
}
void ChannelHost::on(const channel::Upload&) {
    answer_or_fail([&] { return std::pair<double, double>(session_.upload(), 0); });
}
void ChannelHost::on(const channel::Hold& m) {
    answer_or_fail([&] {
        session_.hold(m.robot, m.on != 0);
        return std::pair<double, double>(0, 0);
    });
}
// A real robot's wait and beep take wall-clock time: answered when they have passed.
// A robot lost during them (the dongle gone, DENIED, re-paired) is raised at the script's wait.
void ChannelHost::on(const channel::Wait& m) {
    if (!session_.real_time()) return session_.wait(m.seconds);
    answer_or_fail([&] {
        session_.wait(m.seconds);
        return std::pair(0.0, 0.0);
    });
}
void ChannelHost::on(const channel::Plot& m) { session_.plot(std::string(m.name), m.value, std::string(m.kind)); }
void ChannelHost::on(const channel::Draw& m) {
    std::vector<DrawPoint> points;
    points.reserve(m.points.size());
    for (const auto& p : m.points) points.push_back({p.x, p.y});
    session_.draw(std::string(m.name), points, std::string(m.color), std::string(m.shape), m.size);
}
void ChannelHost::on(const channel::Led& m) { session_.led(m.robot, m.r, m.g, m.b); }
void ChannelHost::on(const channel::Beep& m) {
    if (!session_.real_time()) return session_.beep(m.robot, m.frequency, m.ms);
    answer_or_fail([&] {
        session_.beep(m.robot, m.frequency, m.ms);
        return std::pair(0.0, 0.0);
    });
}
void ChannelHost::on(const channel::Servo& m) { session_.servo(m.robot, m.index, m.angle); }
void ChannelHost::on(const channel::Turn& m) {
    answer_or_fail([&] {
        session_.turn(m.robot, m.degrees, m.power);
        return std::pair(0.0, 0.0);
    });
}
void ChannelHost::on(const channel::Move& m) {
    answer_or_fail([&] {
        session_.move(m.robot, m.cm, m.power);
        return std::pair(0.0, 0.0);
    });
}
void ChannelHost::on(const channel::Warning& m) { session_.record_warning(m.text); }
void ChannelHost::on(const channel::Print& m) { session_.print_line(m.stream ? "stderr" : "stdout", m.text); }
void ChannelHost::on(const channel::Line& m) { session_.line(m.line); }
void ChannelHost::on(const channel::Vars& m) {
    VarForms changed;
    changed.reserve(m.changed.size());
    for (const auto& v : m.changed) changed.emplace_back(std::string(v.name), std::string(v.form));
    std::vector<std::string> gone;
    gone.reserve(m.gone.size());
    for (const auto& v : m.gone) gone.emplace_back(v.name);
    session_.vars(changed, gone);
}
void ChannelHost::on(const channel::Error& m) { session_.error(m.kind, m.message, m.file, m.line, m.traceback); }
void ChannelHost::on(const channel::End& m) {
    ended_ = true;
    end_status_ = std::string(m.status);
    end_exit_ = m.exit_code;
}
void ChannelHost::on(const channel::Input& m) {
    const std::optional<std::string> typed = session_.typed_line(m.prompt);
    answer(typed ? static_cast<double>(typed->size()) : -1);
    if (typed) send(typed->data(), typed->size());
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
