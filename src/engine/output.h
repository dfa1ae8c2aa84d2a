#pragma once
// What the script prints. In a plain `bugbot run` it goes to our stdout,
// buffered; in stream mode each line becomes a "print" event. Either way the
// total is capped (a flood is cut and summarised, not allowed to fill a disk
// or freeze a window), and a watchdog thread can flush it before exiting.
#include <cstddef>
#include <functional>
#include <mutex>
#include <string>
#include <string_view>

namespace bugbot::engine {

class Output {
public:
    using LineSink = std::function<void(std::string_view stream, std::string_view line)>;

    // `fd` is where plain output goes.
    Output(int fd, std::size_t max_bytes, bool flush_each_line);
    // A line sink gets the output a line at a time, besides `fd` or instead of it.
    void set_line_sink(LineSink sink, bool replaces_fd) {
        line_sink_ = std::move(sink);
        sink_replaces_fd_ = replaces_fd;
    }

    // The script's own text counts toward the cap; the engine's notices do not.
    void write(std::string_view stream, std::string_view text, bool capped = true);
    void flush();
    // From a limit's or a fatal signal's handler: writes what is buffered,
    // partial lines included. A limit never interrupts the script's thread
    // inside write() (it waits for the write to end); another thread mid-write
    // is given 0.1 s, then its text is lost rather than deadlocked on.
    void flush_after_crash();
    // Bytes dropped because the cap was reached.
    std::size_t dropped() const { return dropped_; }

private:
    void flush_locked();
    std::mutex mutex_;
    int fd_;
    std::size_t max_bytes_;
    bool flush_each_line_;
    std::size_t written_ = 0;
    std::size_t dropped_ = 0;
    std::string buffer_;
    std::string partial_[2];  // per stream, for line events: stdout, stderr
    LineSink line_sink_;
    bool sink_replaces_fd_ = false;
};

}  // namespace bugbot::engine
