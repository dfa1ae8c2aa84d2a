#pragma once
// The --record file, written through a shared mapping of the file: every byte
// copied in is in the page cache at once, so it survives the process however
// it dies (kill -9 included), at the cost of a memcpy, not a system call.
// Only a window around the writing is mapped, so the process's memory does
// not grow with the record.
//
// The file is grown ahead of what is written, so until close() it ends in
// zero bytes; a reader takes the record up to its first zero byte
// (docs/events.md, "Reading a record").
#include <atomic>
#include <cstddef>
#include <string>
#include <utility>

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
    // A studio run's record: when it reaches half of `bytes`, its older part is
    // thinned (record_thinning.h) into a new file that replaces it, so the
    // file and the copy being made stay within `bytes` together. Once
    // thinning frees too little (what it keeps whole fills the file), it
    // stops, and limit() ends the run.
    void thin_within(std::size_t bytes) { budget_ = bytes; }
    // True once, at the first call after the record was first thinned: a run says it once.
    bool take_thinned() { return thinned_ && !std::exchange(said_, true); }
    bool thinned() const { return thinned_; }
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
    bool map_window(std::size_t at, std::size_t needed);
    void unmap();
    void thin();
    std::string path_;
    int fd_ = -1;
    char* map_ = nullptr;        // the window: the file's bytes [map_at_, map_at_ + map_size_)
    std::size_t map_at_ = 0, map_size_ = 0;
    std::size_t capacity_ = 0;   // the file's length, grown ahead of the writing
    std::size_t limit_ = 0;
    std::size_t budget_ = 0;
    bool thinnable_ = true, thinned_ = false, said_ = false;
    std::atomic<std::size_t> size_{0};  // bytes of whole appends
};

}  // namespace bugbot::engine
