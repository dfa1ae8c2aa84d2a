#include "engine/record_file.h"

#include <csignal>
#include <cstdio>

#include "engine/record_thinning.h"
#include "engine/run_limits.h"
#include "i18n/translate.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>

namespace bugbot::engine {

namespace {
// The file grows, and the window moves, a mebibyte at a time: a few system
// calls per mebibyte of events.
constexpr std::size_t kGrowth = 1u << 20;
// Except the first time: a marked run's record is a few hundred kB, and
// faulting in a whole mebibyte up front cost it half a millisecond.
constexpr std::size_t kFirstGrowth = 256u << 10;
constexpr int kPopulateWrite = 23;  // MADV_POPULATE_WRITE, Linux 5.14

std::size_t page_size() {
    static const std::size_t size = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    return size;
}
}  // namespace

bool RecordFile::open(const std::string& path) {
    path_ = path;
    fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    return fd_ >= 0;
}

bool RecordFile::grow(std::size_t needed) {
    if (needed > capacity_) {
        const std::size_t step = capacity_ == 0 && needed <= kFirstGrowth ? kFirstGrowth : kGrowth;
        std::size_t capacity = (needed + step - 1) / step * step;
        // Under a file-size limit (the marker's), grow up to it, not past it:
        // the run is stopped for its output only when its events really exceed it.
        rlimit limit{};
        if (getrlimit(RLIMIT_FSIZE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY && needed <= limit.rlim_cur)
            capacity = std::min<std::size_t>(capacity, limit.rlim_cur);
        if (::ftruncate(fd_, static_cast<off_t>(capacity)) != 0) return false;
        capacity_ = capacity;
    }
    return map_window(size_.load(std::memory_order_relaxed), needed);
}

// Maps the file from the page holding `at` to its end (which `needed` is within).
bool RecordFile::map_window(std::size_t at, std::size_t needed) {
    unmap();
    const std::size_t from = at / page_size() * page_size();
    if (needed > capacity_ || from >= capacity_) return false;
    void* map = ::mmap(nullptr, capacity_ - from, PROT_READ | PROT_WRITE, MAP_SHARED, fd_, static_cast<off_t>(from));
    if (map == MAP_FAILED) return false;
    map_ = static_cast<char*>(map);
    map_at_ = from;
    map_size_ = capacity_ - from;
    // Fault the pages in with one call rather than a trap a page as the
    // events reach them (where the kernel has MADV_POPULATE_WRITE).
    ::madvise(map_, map_size_, kPopulateWrite);
    return true;
}

void RecordFile::unmap() {
    if (map_) ::munmap(map_, map_size_);
    map_ = nullptr;
    map_at_ = map_size_ = 0;
}

void RecordFile::thin() {
    // A limit reached meanwhile ends the run once the thinned file is in place.
    hold_run_end();
    const std::string fresh = path_ + ".thinning";
    const int out = ::open(fresh.c_str(), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    const std::size_t trigger = budget_ / 2;
    Thinned thinned;
    if (out >= 0) thinned = thin_record(fd_, size_.load(std::memory_order_relaxed), out, trigger / 4);
    // Until the rename, a reader (the studio after a kill) finds the old file, whole.
    if (!thinned.ok || ::rename(fresh.c_str(), path_.c_str()) != 0) {
        if (out >= 0) ::close(out);
        ::unlink(fresh.c_str());
        thinnable_ = false;
    } else {
        unmap();
        ::close(fd_);
        fd_ = out;
        capacity_ = thinned.bytes;
        size_.store(thinned.bytes, std::memory_order_release);
        thinned_ = true;
        // What thinning keeps whole (prints, say) fills the file: thinning again would free too little.
        if (thinned.bytes > trigger / 4 * 3) thinnable_ = false;
    }
    release_run_end();
}

void RecordFile::append(const char* data, std::size_t size) {
    if (fd_ < 0) return;
    // The file and its thinned copy together stay within the budget.
    if (budget_ > 0 && thinnable_ && size_.load(std::memory_order_relaxed) + size > budget_ / 2) thin();
    const std::size_t at = size_.load(std::memory_order_relaxed);
    if (limit_ > 0 && at + size > limit_) {
        static char message[160];
        std::snprintf(message, sizeof message,
                      i18n::translate("bugbot run", "\nbugbot run: the run was stopped: its record reached the limit of "
                                                    "%zu MB (--max-record)\n"),
                      limit_ >> 20);
        limit_ = 0;  // the last words still go in
        end_run("output", 128 + SIGXFSZ, message);
        return;
    }
    if ((!map_ || at + size > map_at_ + map_size_) && !grow(at + size)) {
        // No mapping to be had (out of address space): plain writes keep the record whole.
        [[maybe_unused]] auto n = ::pwrite(fd_, data, size, static_cast<off_t>(at));
    } else {
        std::memcpy(map_ + (at - map_at_), data, size);
    }
    size_.store(at + size, std::memory_order_release);
}

void RecordFile::append_last(const char* data, std::size_t size) noexcept {
    if (fd_ < 0) return;
    const std::size_t at = size_.load(std::memory_order_acquire);
    if (map_ && at >= map_at_ && at + size <= map_at_ + map_size_) {
        std::memcpy(map_ + (at - map_at_), data, size);
    } else {
        [[maybe_unused]] auto n = ::pwrite(fd_, data, size, static_cast<off_t>(at));
    }
    size_.store(at + size, std::memory_order_release);
    [[maybe_unused]] int r = ::ftruncate(fd_, static_cast<off_t>(at + size));
}

void RecordFile::close() {
    if (fd_ < 0) return;
    unmap();
    [[maybe_unused]] int r = ::ftruncate(fd_, static_cast<off_t>(size_.load()));
    ::close(fd_);
    fd_ = -1;
}

}  // namespace bugbot::engine
