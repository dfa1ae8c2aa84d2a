#include "engine/channel_host.h"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <tuple>
#include <vector>

#include "engine/channel_protocol.h"

namespace bugbot::engine {

namespace {

bool finite(double v) { return std::isfinite(v); }
bool within(double v, double low, double high) { return std::isfinite(v) && v >= low && v <= high; }

// The ways a script's run can end that its own side reports (docs/events.md).
bool known_status(std::string_view s) {
    return s == "done" || s == "error" || s == "exit" || s == "timeout" || s == "cpu" || s == "crashed";
}

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
    e.u64(hello.seed);
    e.u8(hello.watched);
    e.u8(hello.stream);
    e.u8(hello.live);
    e.u8(hello.console);
    e.u8(hello.real_time);
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
    hello.seed = d.u64();
    hello.watched = static_cast<std::uint8_t>(d.u8());
    hello.stream = static_cast<std::uint8_t>(d.u8());
    hello.live = static_cast<std::uint8_t>(d.u8());
    hello.console = static_cast<std::uint8_t>(d.u8());
    hello.real_time = static_cast<std::uint8_t>(d.u8());
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

channel::Hello ChannelHost::hello(std::uint64_t seed, bool live) const {
    channel::Hello hello;
    hello.robot_count = session_.robot_count();
    std::tie(hello.width_cm, hello.height_cm) = session_.world_size();
    hello.world_name = session_.world_name();
    hello.seed = seed;
    hello.watched = session_.watched();
    hello.stream = session_.streams();
    hello.live = live;
    hello.console = session_.reads_console();
    hello.real_time = session_.real_time();
    return hello;
}

bool ChannelHost::answer_now() {
    channel::Reply reply;
    reply.time_ms = session_.time_ms();
    send(&reply, sizeof reply);  // a closed channel or a late answer: the serving loop sees it
    return true;
}

bool ChannelHost::robot(unsigned index) {
    if (static_cast<int>(index) < session_.robot_count()) return true;
    why_ = "robot " + std::to_string(index) + " is not in this world";
    return false;
}

bool ChannelHost::handle(std::string_view body) {
    using namespace channel;
    Decoder d{body};
    const unsigned op = d.u8();
    auto refuse = [&](const char* what) {
        if (why_.empty()) why_ = what;
        return false;
    };
    Reply reply;
    switch (op) {
        case kDrive: {
            const unsigned r = d.u8();
            const double left = d.f64(), right = d.f64(), turn = d.f64();
            if (!d.finished() || !robot(r) || !finite(left) || !finite(right) || !finite(turn))
                return refuse("a drive() no call sends");
            session_.drive(static_cast<int>(r), left, right, turn);
            return true;
        }
        case kDistance:
        case kPosition:
        case kHeading:
        case kBattery: {
            const unsigned r = d.u8();
            if (!d.finished() || !robot(r)) return refuse("a sensor read no call sends");
            const int i = static_cast<int>(r);
            if (op == kDistance) {
                reply.a = session_.distance(i);
            } else if (op == kPosition) {
                const sim::Pose p = session_.position(i);
                reply.a = p.x;
                reply.b = p.y;
            } else if (op == kHeading) {
                reply.a = session_.heading(i);
            } else {
                reply.a = session_.battery(i);
            }
            break;
        }
        case kWait: {
            const double seconds = d.f64();
            if (!d.finished() || !within(seconds, -1e7, 1e7)) return refuse("a wait() no call sends");
            session_.wait(seconds);
            return !session_.real_time() || answer_now();  // a real robot's: answered when it has passed
        }
        case kPlot: {
            const std::string name(d.str());
            const double value = d.f64();
            const std::string kind(d.str());
            if (!d.finished()) return refuse("a plot() no call sends");
            session_.plot(name, value, kind);
            return true;
        }
        case kDraw: {
            const std::string name(d.str());
            const std::uint32_t n = d.u32();
            if (d.bad || n > d.in.size() / 16) return refuse("a draw() no call sends");
            std::vector<DrawPoint> points(n);
            for (auto& p : points) {
                p.x = d.f64();
                p.y = d.f64();
            }
            const std::string color(d.str()), shape(d.str());
            const double size = d.f64();
            if (!d.finished()) return refuse("a draw() no call sends");
            session_.draw(name, points, color, shape, size);
            return true;
        }
        case kLed: {
            const unsigned r = d.u8(), red = d.u8(), green = d.u8(), blue = d.u8();
            if (!d.finished() || !robot(r)) return refuse("an led() no call sends");
            session_.led(static_cast<int>(r), static_cast<int>(red), static_cast<int>(green), static_cast<int>(blue));
            return true;
        }
        case kBeep: {
            const unsigned r = d.u8();
            const double frequency = d.f64(), ms = d.f64();
            if (!d.finished() || !robot(r) || !within(frequency, 0, 20000) || !within(ms, 0, 60000))
                return refuse("a beep() no call sends");
            session_.beep(static_cast<int>(r), frequency, ms);
            return !session_.real_time() || answer_now();
        }
        case kServo: {
            const unsigned r = d.u8(), index = d.u8();
            const double angle = d.f64();
            if (!d.finished() || !robot(r) || index > 2 || !within(angle, 0, 180))
                return refuse("a servo() no call sends");
            session_.servo(static_cast<int>(r), static_cast<int>(index), angle);
            return true;
        }
        case kTurn: {
            const unsigned r = d.u8();
            const double degrees = d.f64(), power = d.f64();
            if (!d.finished() || !robot(r) || !finite(degrees) || !within(power, 1, 100))
                return refuse("a turn() no call sends");
            session_.turn(static_cast<int>(r), degrees, power);
            break;
        }
        case kMove: {
            const unsigned r = d.u8();
            const double cm = d.f64(), power = d.f64();
            if (!d.finished() || !robot(r) || !finite(cm) || !within(power, 0, 100))
                return refuse("a forward()/backward() no call sends");
            session_.move(static_cast<int>(r), cm, power);
            break;
        }
        case kWarning: {
            const std::string_view text = d.str();
            if (!d.finished()) return refuse("a warning no call sends");
            session_.record_warning(text);
            return true;
        }
        case kPrint: {
            const unsigned stream = d.u8();
            const std::string_view text = d.str();
            if (!d.finished() || stream > 1) return refuse("a print no script makes");
            session_.print_line(stream ? "stderr" : "stdout", text);
            return true;
        }
        case kLine: {
            const std::int32_t line = d.i32();
            if (!d.finished() || line < 0) return refuse("a line no script has");
            session_.line(line);
            return true;
        }
        case kVars: {
            const std::uint32_t n = d.u32();
            if (d.bad || n > d.in.size() / 8) return refuse("variables no script has");
            VarForms changed;
            for (std::uint32_t i = 0; i < n && !d.bad; ++i) {
                std::string name(d.str());
                changed.emplace_back(std::move(name), std::string(d.str()));
            }
            const std::uint32_t m = d.u32();
            if (d.bad || m > d.in.size() / 4) return refuse("variables no script has");
            std::vector<std::string> gone;
            for (std::uint32_t i = 0; i < m && !d.bad; ++i) gone.emplace_back(d.str());
            if (!d.finished()) return refuse("variables no script has");
            session_.vars(changed, gone);
            return true;
        }
        case kError: {
            const std::string_view kind = d.str(), message = d.str(), file = d.str();
            const std::int32_t line = d.i32();
            const std::string_view traceback = d.str();
            if (!d.finished()) return refuse("an error no script raises");
            session_.error(kind, message, file, line, traceback);
            return true;
        }
        case kEnd: {
            const std::string_view status = d.str();
            const std::int32_t exit_code = d.i32();
            if (!d.finished() || !known_status(status)) return refuse("an end no run has");
            ended_ = true;
            end_status_ = std::string(status);
            end_exit_ = exit_code;
            return true;
        }
        case kInput: {
            const std::string prompt(d.str());
            if (!d.finished()) return refuse("an input() no call sends");
            const std::optional<std::string> typed = session_.typed_line(prompt);
            reply.time_ms = session_.time_ms();
            reply.a = typed ? static_cast<double>(typed->size()) : -1;
            send(&reply, sizeof reply);
            if (typed) send(typed->data(), typed->size());
            return true;
        }
        default:
            return refuse("a message that is no call");
    }
    reply.time_ms = session_.time_ms();
    send(&reply, sizeof reply);  // a closed channel or a late answer: the serving loop sees it
    return true;
}

ChannelHost::Served ChannelHost::serve(Clock::time_point deadline, std::size_t max_record_bytes, std::uint64_t seed,
                                       bool live) {
    deadline_ = deadline;
    Served out;
    ::fcntl(fd_, F_SETFL, ::fcntl(fd_, F_GETFL) | O_NONBLOCK);
    const std::string greeting = channel::encode_hello(hello(seed, live));
    send(greeting.data(), greeting.size());

    std::string in;
    std::size_t at = 0;
    std::vector<char> chunk(64u << 10);
    for (;;) {
        // Every whole message in what has come.
        while (in.size() - at >= 4) {
            std::uint32_t size = 0;
            std::memcpy(&size, in.data() + at, 4);
            if (size == 0 || size > channel::kMaxMessageBytes) {
                out.stop = Stop::refused;
                out.why = "a message of " + std::to_string(size) + " bytes";
                return out;
            }
            if (in.size() - at - 4 < size) break;
            const bool ok = handle(std::string_view(in).substr(at + 4, size));
            at += 4 + size;
            if (late_) {
                out.stop = Stop::deadline;
                return out;
            }
            if (ok && max_sim_ms_ > 0 && session_.time_ms() > max_sim_ms_) {
                out.stop = Stop::robot_time;
                return out;
            }
            if (!ok) {
                out.stop = Stop::refused;
                out.why = why_;
                return out;
            }
            if (max_record_bytes > 0 && recorded_bytes_ && recorded_bytes_() > max_record_bytes) {
                out.stop = Stop::too_much;
                return out;
            }
            if (ended_) {
                out.stop = Stop::ended;
                out.status = end_status_;
                out.exit_code = end_exit_;
                return out;
            }
            if (Clock::now() >= deadline_) {
                out.stop = Stop::deadline;
                return out;
            }
        }
        in.erase(0, at);
        at = 0;
        pollfd p{fd_, POLLIN, 0};
        const int ready = ::poll(&p, 1, ms_until(deadline_));
        if (ready == 0) {
            out.stop = Stop::deadline;
            return out;
        }
        if (ready < 0) {
            if (errno == EINTR) continue;
            out.stop = Stop::closed;
            return out;
        }
        const ssize_t n = ::read(fd_, chunk.data(), chunk.size());
        if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (n <= 0) {
            // Closed. A command cut short by the close is not one.
            out.stop = Stop::closed;
            return out;
        }
        in.append(chunk.data(), static_cast<std::size_t>(n));
    }
}

}  // namespace bugbot::engine
