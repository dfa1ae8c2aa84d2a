#pragma once
// The --record file, written through a shared mapping of the file: every byte
// copied in is in the page cache at once, so it survives the process however
// it dies (kill -9 included), at the cost of a memcpy, not a system call.
//
// The file is grown ahead of what is written, so until close() it ends in
// zero bytes; a reader takes the record up to its first zero byte
// (docs/events.md, "Reading a record").
#include <atomic>
#include <cstddef>
#include <string>

namespace bugbot::engine {

class RecordFile {
public:
    // Opens (truncates) `path`; false with errno set when it cannot.
    bool open(const std::string& path);
    ~RecordFile() { close(); }

    // Appends whole lines. A line larger than the file may grow to (the
    // process's file-size limit) ends the process with SIGXFSZ, as write(2) would.
    void append(const char* data, std::size_t size);
    // At most `bytes` (0 = no limit): the append that would pass it is not
    // written, and ends the run ("output", run_limits.h's end_run).
    void limit(std::size_t bytes) { limit_ = bytes; }
    // Bytes of whole appends so far.
    std::size_t size() const { return size_.load(std::memory_order_relaxed); }
    // Cuts the file to what was written and unmaps it.
    void close();
    // From a signal handler, with the writing thread stopped: writes `data`
    // after the last whole append (a torn one is overwritten) and cuts the
    // file there. Uses only memcpy and ftruncate.
    void append_last(const char* data, std::size_t size) noexcept;

private:
    bool grow(std::size_t needed);
    int fd_ = -1;
    char* map_ = nullptr;
    std::size_t capacity_ = 0;
    std::size_t limit_ = 0;
    std::atomic<std::size_t> size_{0};  // bytes of whole appends
};

}  // namespace bugbot::engine
