#include "engine/record_file.h"

#include <csignal>
#include <cstdio>

#include "engine/run_limits.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>

namespace bugbot::engine {

namespace {
// The file grows a mebibyte at a time: a system call per mebibyte of events.
constexpr std::size_t kGrowth = 1u << 20;
// Except the first time: a marked run's record is a few hundred kB, and
// faulting in a whole mebibyte up front cost it half a millisecond.
constexpr std::size_t kFirstGrowth = 256u << 10;
constexpr int kPopulateWrite = 23;  // MADV_POPULATE_WRITE, Linux 5.14
}  // namespace

bool RecordFile::open(const std::string& path) {
    fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    return fd_ >= 0;
}

bool RecordFile::grow(std::size_t needed) {
    const std::size_t step = capacity_ == 0 && needed <= kFirstGrowth ? kFirstGrowth : kGrowth;
    std::size_t capacity = (needed + step - 1) / step * step;
    // Under a file-size limit (the marker's), grow up to it, not past it:
    // the run is stopped for its output only when its events really exceed it.
    rlimit limit{};
    if (getrlimit(RLIMIT_FSIZE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY && needed <= limit.rlim_cur)
        capacity = std::min<std::size_t>(capacity, limit.rlim_cur);
    if (::ftruncate(fd_, static_cast<off_t>(capacity)) != 0) return false;
    void* map = map_ ? ::mremap(map_, capacity_, capacity, MREMAP_MAYMOVE)
                     : ::mmap(nullptr, capacity, PROT_READ | PROT_WRITE, MAP_SHARED, fd_, 0);
    if (map == MAP_FAILED) return false;
    // Fault the new pages in with one call rather than a trap a page as the
    // events reach them (where the kernel has MADV_POPULATE_WRITE).
    ::madvise(static_cast<char*>(map) + capacity_, capacity - capacity_, kPopulateWrite);
    map_ = static_cast<char*>(map);
    capacity_ = capacity;
    return true;
}

void RecordFile::append(const char* data, std::size_t size) {
    if (fd_ < 0) return;
    const std::size_t at = size_.load(std::memory_order_relaxed);
    if (limit_ > 0 && at + size > limit_) {
        static char message[160];
        std::snprintf(message, sizeof message,
                      "\nbugbot run: the run was stopped: its record reached the limit of %zu MB (--max-record)\n",
                      limit_ >> 20);
        limit_ = 0;  // the last words still go in
        end_run("output", 128 + SIGXFSZ, message);
        return;
    }
    if (at + size > capacity_ && !grow(at + size)) {
        // No mapping to be had (out of address space): plain writes keep the record whole.
        [[maybe_unused]] auto n = ::pwrite(fd_, data, size, static_cast<off_t>(at));
    } else {
        std::memcpy(map_ + at, data, size);
    }
    size_.store(at + size, std::memory_order_release);
}

void RecordFile::append_last(const char* data, std::size_t size) noexcept {
    if (fd_ < 0) return;
    const std::size_t at = size_.load(std::memory_order_acquire);
    if (map_ && at + size <= capacity_) {
        std::memcpy(map_ + at, data, size);
    } else {
        [[maybe_unused]] auto n = ::pwrite(fd_, data, size, static_cast<off_t>(at));
    }
    size_.store(at + size, std::memory_order_release);
    [[maybe_unused]] int r = ::ftruncate(fd_, static_cast<off_t>(at + size));
}

void RecordFile::close() {
    if (fd_ < 0) return;
    if (map_) ::munmap(map_, capacity_);
    [[maybe_unused]] int r = ::ftruncate(fd_, static_cast<off_t>(size_.load()));
    ::close(fd_);
    fd_ = -1;
    map_ = nullptr;
}

}  // namespace bugbot::engine
