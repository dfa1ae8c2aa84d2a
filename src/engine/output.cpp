#include "engine/output.h"

#include <time.h>
#include <unistd.h>

#include "engine/run_limits.h"

namespace bugbot::engine {

namespace {
// A limit reached while the script's thread writes waits until the write ends
// (run_limits.h), so the last words never find the lock held by the thread
// they interrupted.
struct RunEndHeld {
    RunEndHeld() { hold_run_end(); }
    ~RunEndHeld() { release_run_end(); }
    RunEndHeld(const RunEndHeld&) = delete;
    RunEndHeld& operator=(const RunEndHeld&) = delete;
};

void write_all_or_drop(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t n = ::write(fd, data, size);
        if (n <= 0) return;  // a closed pipe: nothing more we can do with the text
        data += n;
        size -= static_cast<std::size_t>(n);
    }
}
}  // namespace

Output::Output(int fd, std::size_t max_bytes, bool flush_each_line)
    : fd_(fd), max_bytes_(max_bytes), flush_each_line_(flush_each_line) {}

void Output::write(std::string_view stream, std::string_view text, bool capped) {
    const RunEndHeld held;  // declared first: released after the lock
    std::lock_guard lock(mutex_);
    if (capped && written_ >= max_bytes_) {
        dropped_ += text.size();
        return;
    }
    if (capped && written_ + text.size() > max_bytes_) {
        dropped_ += written_ + text.size() - max_bytes_;
        text = text.substr(0, max_bytes_ - written_);
    }
    if (capped) written_ += text.size();
    if (line_sink_) {
        std::string& partial = partial_[stream == "stderr" ? 1 : 0];
        partial.append(text);
        std::size_t start = 0, newline;
        while ((newline = partial.find('\n', start)) != std::string::npos) {
            line_sink_(stream, std::string_view(partial).substr(start, newline - start));
            start = newline + 1;
        }
        partial.erase(0, start);
        if (sink_replaces_fd_) return;
    }
    if (stream == "stderr") {
        flush_locked();
        write_all_or_drop(2, text.data(), text.size());
        return;
    }
    buffer_.append(text);
    if (buffer_.size() >= (1 << 16) || (flush_each_line_ && text.find('\n') != std::string_view::npos)) flush_locked();
}

void Output::flush() {
    const RunEndHeld held;
    std::lock_guard lock(mutex_);
    flush_locked();
}

void Output::flush_after_crash() {
    // Another of the script's threads may be mid-write: give it a moment (the
    // script's own thread never is, see RunEndHeld). A thread stuck in a write
    // (a pipe nobody reads) keeps its lock, and its text is lost.
    for (int tries = 0; !mutex_.try_lock(); ++tries) {
        if (tries == 100) return;
        const timespec ms{0, 1000000};
        nanosleep(&ms, nullptr);
    }
    flush_locked();
    mutex_.unlock();
}

void Output::flush_locked() {
    if (line_sink_) {
        for (int i = 0; i < 2; ++i) {
            if (!partial_[i].empty()) line_sink_(i ? "stderr" : "stdout", partial_[i]);
            partial_[i].clear();
        }
        if (sink_replaces_fd_) return;
    }
    write_all_or_drop(fd_, buffer_.data(), buffer_.size());
    buffer_.clear();
}

}  // namespace bugbot::engine
