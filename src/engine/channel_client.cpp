#include "engine/channel_client.h"

#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <tuple>
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

namespace {
// A reply's text in two parts, before and after its first newline (the second "" without one).
std::pair<std::string, std::string> two_lines(const std::string& text) {
    const std::size_t cut = std::min(text.find('\n'), text.size());
    return {text.substr(0, cut), text.substr(std::min(cut + 1, text.size()))};
}
}  // namespace

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

AttachedRobot ChannelClient::attach(const std::string& which) {
    put(channel::Attach{which});
    const channel::Reply reply = ask();
    AttachedRobot robot;
    robot.index = static_cast<int>(reply.a);
    std::tie(robot.id, robot.name) = two_lines(reply_text_);  // "id\nname"
    robot_count_ = std::max(robot_count_, robot.index + 1);
    return robot;
}

void ChannelClient::hold(int robot, bool on) {
    put(channel::Hold{static_cast<std::uint8_t>(robot), static_cast<std::uint8_t>(on ? 1 : 0)});
    ask();
}

int ChannelClient::upload() {
    output_.flush();  // what the script printed before comes first
    put(channel::Upload{});
    return static_cast<int>(ask().a);
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

void ChannelClient::drive(int robot, double left, double right, double turn) {
    put(channel::Drive{u8(robot), left, right, turn});
    queued();
}

int ChannelClient::distance(int robot) {
    put(channel::Distance{u8(robot)});
    return static_cast<int>(ask().a);
}

sim::Pose ChannelClient::position(int robot) {
    put(channel::Position{u8(robot)});
    const auto r = ask();
    return {r.a, r.b, 0};
}

double ChannelClient::heading(int robot) {
    put(channel::Heading{u8(robot)});
    return ask().a;
}

double ChannelClient::battery(int robot) {
    put(channel::Battery{u8(robot)});
    return ask().a;
}

void ChannelClient::wait(double seconds) {
    put(channel::Wait{seconds});
    time_ms_ += std::max<std::int64_t>(0, wait_ms(seconds));
    if (hello_.real_time) ask();  // a real robot's wait is the wall clock's: it takes as long as it says
    else queued();
}

void ChannelClient::plot(const std::string& name, double value, const std::string& kind) {
    put(channel::Plot{name, value, kind});
    queued();
}

void ChannelClient::draw(const std::string& name, const std::vector<DrawPoint>& points, const std::string& color,
                         const std::string& shape, double size) {
    channel::Draw m{name, {}, color, shape, size};
    m.points.reserve(points.size());
    for (const auto& p : points) m.points.push_back({p.x, p.y});
    put(m);
    queued();
}

void ChannelClient::led(int robot, int r, int g, int b) {
    put(channel::Led{u8(robot), u8(r), u8(g), u8(b)});
    queued();
}

void ChannelClient::beep(int robot, double frequency, double ms) {
    put(channel::Beep{u8(robot), frequency, ms});
    // As Session::beep: a sound of `ms` lets that much time pass; 0 Hz is silence at once.
    if (frequency != 0 && ms > 0) time_ms_ += std::max<std::int64_t>(0, wait_ms(ms / 1000));
    if (hello_.real_time) ask();
    else queued();
}

void ChannelClient::servo(int robot, int index, double angle) {
    put(channel::Servo{u8(robot), u8(index), angle});
    queued();
}

void ChannelClient::turn(int robot, double degrees, double power) {
    put(channel::Turn{u8(robot), degrees, power});
    ask();
}

void ChannelClient::move(int robot, double cm, double power) {
    put(channel::Move{u8(robot), cm, power});
    ask();
}

void ChannelClient::warn_once(const std::string& key, const std::string& text) {
    if (warned_.insert(key).second) warn(text);
}

void ChannelClient::warn(const std::string& text) {
    // As Session::warn: the text on stderr (a print event when watched), then the warning event.
    if (!hello_.stream) output_.write("stderr", "warning: " + text + "\n", /*capped=*/false);
    if (!watched()) return;
    put(channel::Warning{text});
    queued();
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
    put(channel::Print{u8(stream == "stderr" ? 1 : 0), line});
    queued();
}

void ChannelClient::line(int line) {
    put(channel::Line{line});
    queued();
}

void ChannelClient::vars(const VarForms& changed, const std::vector<std::string>& gone) {
    channel::Vars m;
    m.changed.reserve(changed.size());
    for (const auto& [name, form] : changed) m.changed.push_back({name, form});
    m.gone.reserve(gone.size());
    for (const auto& name : gone) m.gone.push_back({name});
    put(m);
    queued();
}

std::optional<std::string> ChannelClient::typed_line(std::string_view prompt) {
    output_.flush();  // what the script printed before asking comes first
    put(channel::Input{prompt});
    const channel::Reply reply = ask();
    if (reply.a < 0) return std::nullopt;
    std::string line(static_cast<std::size_t>(std::min(reply.a, 1e6)), '\0');
    if (!read_exactly(fd_, line.data(), line.size())) lost();
    return line;
}

void ChannelClient::error(std::string_view kind, std::string_view message, std::string_view file, int line,
                          std::string_view traceback) {
    put(channel::Error{kind, message, file, line, traceback});
    queued();
}

void ChannelClient::end(std::string_view status, int exit_code) {
    put(channel::End{status, exit_code});
    whole_ = queue_.size();
    flush();
}

}  // namespace bugbot::engine
