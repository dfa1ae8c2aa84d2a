#include "engine/channel_client.h"

#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>

namespace bugbot::engine {

namespace {

// A batch is sent when it grows past this, whether or not an answer is needed.
constexpr std::size_t kBatchBytes = 64u << 10;

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

bool write_all(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t n = ::write(fd, data, size);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        data += n;
        size -= static_cast<std::size_t>(n);
    }
    return true;
}

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
    : fd_(fd), hello_(read_hello(fd, connected_)), output_(1, max_output_bytes, hello_.live != 0) {
    if (connected_ && watched())
        output_.set_line_sink([this](std::string_view stream, std::string_view line) { print_line(stream, line); },
                              /*replaces_fd=*/hello_.stream != 0);
}

channel::Encoder ChannelClient::begin(channel::Op op) {
    channel::Encoder e{queue_};
    e.begin(op);
    return e;
}

void ChannelClient::queued() {
    whole_ = queue_.size();
    // Someone watching the run (the studio's stream, a paced run) sees each
    // command as it is made, as in-process; a marked run sends in batches.
    if (hello_.live || queue_.size() >= kBatchBytes) flush();
}

void ChannelClient::flush() {
    if (queue_.empty()) return;
    // The time limit's signal waits until the queue is sent and cleared: its
    // last words then start from a clean queue, never resending half of one.
    sigset_t limit, previous;
    sigemptyset(&limit);
    sigaddset(&limit, SIGXCPU);
    pthread_sigmask(SIG_BLOCK, &limit, &previous);
    const bool sent = write_all(fd_, queue_.data(), queue_.size());
    queue_.clear();
    whole_ = 0;
    pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    if (!sent) lost();
}

channel::Reply ChannelClient::ask() {
    whole_ = queue_.size();
    flush();
    channel::Reply reply;
    if (!read_exactly(fd_, &reply, sizeof reply)) lost();
    time_ms_ = reply.time_ms;
    return reply;
}

void ChannelClient::lost() {
    // Without its session the run cannot go on; the trusted side writes how it ended.
    static constexpr char kLost[] = "bugbot: the engine's side of the run is gone\n";
    [[maybe_unused]] auto n = ::write(2, kLost, sizeof kLost - 1);
    ::_exit(kLostExitCode);
}

void ChannelClient::last_words(const char* status, int exit_code) noexcept {
    // The whole commands queued (one being encoded when the signal came is left out)...
    write_all(fd_, queue_.data(), whole_);
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
    write_all(fd_, message, static_cast<std::size_t>(at - message));
}

void ChannelClient::drive(int robot, double left, double right, double turn) {
    auto e = begin(channel::kDrive);
    e.u8(static_cast<unsigned>(robot));
    e.f64(left);
    e.f64(right);
    e.f64(turn);
    e.end();
    queued();
}

int ChannelClient::distance(int robot) {
    auto e = begin(channel::kDistance);
    e.u8(static_cast<unsigned>(robot));
    e.end();
    return static_cast<int>(ask().a);
}

sim::Pose ChannelClient::position(int robot) {
    auto e = begin(channel::kPosition);
    e.u8(static_cast<unsigned>(robot));
    e.end();
    const auto r = ask();
    return {r.a, r.b, 0};
}

double ChannelClient::heading(int robot) {
    auto e = begin(channel::kHeading);
    e.u8(static_cast<unsigned>(robot));
    e.end();
    return ask().a;
}

double ChannelClient::battery(int robot) {
    auto e = begin(channel::kBattery);
    e.u8(static_cast<unsigned>(robot));
    e.end();
    return ask().a;
}

void ChannelClient::wait(double seconds) {
    auto e = begin(channel::kWait);
    e.f64(seconds);
    e.end();
    time_ms_ += std::max<std::int64_t>(0, wait_ms(seconds));
    if (hello_.real_time) ask();  // a real robot's wait is the wall clock's: it takes as long as it says
    else queued();
}

void ChannelClient::plot(const std::string& name, double value, const std::string& kind) {
    auto e = begin(channel::kPlot);
    e.str(name);
    e.f64(value);
    e.str(kind);
    e.end();
    queued();
}

void ChannelClient::draw(const std::string& name, const std::vector<DrawPoint>& points, const std::string& color,
                         const std::string& shape, double size) {
    auto e = begin(channel::kDraw);
    e.str(name);
    e.u32(static_cast<std::uint32_t>(points.size()));
    for (const auto& p : points) {
        e.f64(p.x);
        e.f64(p.y);
    }
    e.str(color);
    e.str(shape);
    e.f64(size);
    e.end();
    queued();
}

void ChannelClient::led(int robot, int r, int g, int b) {
    auto e = begin(channel::kLed);
    e.u8(static_cast<unsigned>(robot));
    e.u8(static_cast<unsigned>(r));
    e.u8(static_cast<unsigned>(g));
    e.u8(static_cast<unsigned>(b));
    e.end();
    queued();
}

void ChannelClient::beep(int robot, double frequency, double ms) {
    auto e = begin(channel::kBeep);
    e.u8(static_cast<unsigned>(robot));
    e.f64(frequency);
    e.f64(ms);
    e.end();
    // As Session::beep: a sound of `ms` lets that much time pass; 0 Hz is silence at once.
    if (frequency != 0 && ms > 0) time_ms_ += std::max<std::int64_t>(0, wait_ms(ms / 1000));
    if (hello_.real_time) ask();
    else queued();
}

void ChannelClient::servo(int robot, int index, double angle) {
    auto e = begin(channel::kServo);
    e.u8(static_cast<unsigned>(robot));
    e.u8(static_cast<unsigned>(index));
    e.f64(angle);
    e.end();
    queued();
}

void ChannelClient::turn(int robot, double degrees, double power) {
    auto e = begin(channel::kTurn);
    e.u8(static_cast<unsigned>(robot));
    e.f64(degrees);
    e.f64(power);
    e.end();
    ask();
}

void ChannelClient::move(int robot, double cm, double power) {
    auto e = begin(channel::kMove);
    e.u8(static_cast<unsigned>(robot));
    e.f64(cm);
    e.f64(power);
    e.end();
    ask();
}

void ChannelClient::warn_once(const std::string& key, const std::string& text) {
    if (warned_.insert(key).second) warn(text);
}

void ChannelClient::warn(const std::string& text) {
    // As Session::warn: the text on stderr (a print event when watched), then the warning event.
    if (!hello_.stream) output_.write("stderr", "warning: " + text + "\n", /*capped=*/false);
    if (!watched()) return;
    auto e = begin(channel::kWarning);
    e.str(text);
    e.end();
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
        write_all(fd_, message, static_cast<std::size_t>(at - message));
        return;
    }
    auto e = begin(channel::kPrint);
    e.u8(stream == "stderr" ? 1 : 0);
    e.str(line);
    e.end();
    queued();
}

void ChannelClient::line(int line) {
    auto e = begin(channel::kLine);
    e.i32(line);
    e.end();
    queued();
}

void ChannelClient::vars(const VarForms& changed, const std::vector<std::string>& gone) {
    auto e = begin(channel::kVars);
    e.u32(static_cast<std::uint32_t>(changed.size()));
    for (const auto& [name, form] : changed) {
        e.str(name);
        e.str(form);
    }
    e.u32(static_cast<std::uint32_t>(gone.size()));
    for (const auto& name : gone) e.str(name);
    e.end();
    queued();
}

std::optional<std::string> ChannelClient::typed_line(std::string_view prompt) {
    output_.flush();  // what the script printed before asking comes first
    auto e = begin(channel::kInput);
    e.str(prompt);
    e.end();
    const channel::Reply reply = ask();
    if (reply.a < 0) return std::nullopt;
    std::string line(static_cast<std::size_t>(std::min(reply.a, 1e6)), '\0');
    if (!read_exactly(fd_, line.data(), line.size())) lost();
    return line;
}

void ChannelClient::error(std::string_view kind, std::string_view message, std::string_view file, int line,
                          std::string_view traceback) {
    auto e = begin(channel::kError);
    e.str(kind);
    e.str(message);
    e.str(file);
    e.i32(line);
    e.str(traceback);
    e.end();
    queued();
}

void ChannelClient::end(std::string_view status, int exit_code) {
    auto e = begin(channel::kEnd);
    e.str(status);
    e.i32(exit_code);
    e.end();
    whole_ = queue_.size();
    flush();
}

}  // namespace bugbot::engine
