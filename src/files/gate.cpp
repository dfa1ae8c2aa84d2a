#include "files/gate.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>

namespace bugbot::files {

namespace {

// What a file that is not a regular one is, in words.
std::string kind_of(mode_t mode) {
    if (S_ISLNK(mode)) return "it is a symbolic link (never followed)";
    if (S_ISDIR(mode)) return "it is a folder";
    if (S_ISFIFO(mode)) return "it is a FIFO (a named pipe), not a file";
    if (S_ISCHR(mode) || S_ISBLK(mode)) return "it is a device, not a file";
    if (S_ISSOCK(mode)) return "it is a socket, not a file";
    return "it is not a regular file";
}

std::string in_words(std::size_t bytes) {
    if (bytes >= (std::size_t{1} << 20)) return std::to_string(bytes >> 20) + " MB";
    if (bytes >= 1024) return std::to_string(bytes >> 10) + " kB";
    return std::to_string(bytes) + " bytes";
}

class Fd {
public:
    explicit Fd(int fd = -1) : fd_(fd) {}
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    ~Fd() {
        if (fd_ >= 0) ::close(fd_);
    }
    int get() const { return fd_; }

private:
    int fd_;
};

// A handle on the name itself: a link is not followed, nothing is opened.
// Its stat in `st`; -1 with errno when there is no such name.
int handle_on(const std::string& path, struct stat& st) {
    const int handle = ::open(path.c_str(), O_PATH | O_NOFOLLOW | O_CLOEXEC);
    if (handle < 0) return -1;
    if (::fstat(handle, &st) != 0) {
        const int code = errno;
        ::close(handle);
        errno = code;
        return -1;
    }
    return handle;
}

// Step 2's checks on the name's stat: "" when it may be read.
std::string refusal(const struct stat& st, const ReadRule& rule) {
    if (!S_ISREG(st.st_mode)) return kind_of(st.st_mode);
    if (rule.owner && st.st_uid != *rule.owner)
        return "it belongs to user " + std::to_string(st.st_uid) + ", not to " + std::to_string(*rule.owner);
    const auto size = static_cast<std::size_t>(st.st_size);
    if (rule.over == ReadRule::Over::refuse && size > rule.cap)
        return "it holds " + std::to_string(size) + " bytes, larger than the " + in_words(rule.cap) + " it may have";
    return {};
}

bool read_at(int fd, std::string& text, std::size_t from) {
    std::size_t got = 0;
    while (got < text.size()) {
        const ssize_t n = ::pread(fd, text.data() + got, text.size() - got, static_cast<off_t>(from + got));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return false;
        if (n == 0) break;
        got += static_cast<std::size_t>(n);
    }
    text.resize(got);
    return true;
}

}  // namespace

Read read_file(const std::string& path, std::string& text, std::string& error, const ReadRule& rule,
               std::size_t* size_seen) {
    text.clear();
    struct stat st {};
    const Fd handle(handle_on(path, st));
    if (size_seen) *size_seen = handle.get() >= 0 ? static_cast<std::size_t>(st.st_size) : 0;
    if (handle.get() < 0) {
        if (errno == ENOENT || errno == ENOTDIR) return error = "it does not exist", Read::missing;
        return error = std::strerror(errno), Read::refused;
    }
    if (std::string why = refusal(st, rule); !why.empty())
        return error = std::move(why),
               S_ISREG(st.st_mode) && st.st_size >= 0 && static_cast<std::size_t>(st.st_size) > rule.cap
                   ? Read::too_large
                   : Read::refused;
    // Only now opened, through the handle: the same inode, whatever the name holds meanwhile.
    const Fd fd(::open(("/proc/self/fd/" + std::to_string(handle.get())).c_str(),
                       O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    struct stat now {};
    if (fd.get() < 0) return error = std::strerror(errno), Read::refused;
    if (::fstat(fd.get(), &now) != 0 || now.st_ino != st.st_ino || now.st_dev != st.st_dev)
        return error = "it changed while it was opened", Read::refused;
    if (std::string why = refusal(now, rule); !why.empty()) return error = std::move(why), Read::refused;
    const auto size = static_cast<std::size_t>(now.st_size);
    const bool tail = rule.over == ReadRule::Over::tail;
    const std::size_t from = tail && size > rule.cap ? size - rule.cap : 0;
    // The head keeps one byte more than the cap, so that a caller can tell "over the cap".
    text.resize(std::min(size - from, rule.cap + (rule.over == ReadRule::Over::head ? 1 : 0)));
    if (!read_at(fd.get(), text, from)) return error = std::strerror(errno), Read::refused;
    return Read::ok;
}

bool is_regular_file(const std::string& path) {
    struct stat st {};
    const Fd handle(handle_on(path, st));
    return handle.get() >= 0 && S_ISREG(st.st_mode);
}

namespace {

std::string folder_of(const std::string& path) {
    const auto slash = path.rfind('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

std::string name_of(const std::string& path) {
    const auto slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// What the target is now: false (and why) when it exists and is not a plain
// file; `was` holds its stat when it exists.
bool target_may_be_replaced(const std::string& path, struct stat& was, bool& existed, std::string& why) {
    const Fd handle(handle_on(path, was));
    existed = handle.get() >= 0;
    if (!existed && errno != ENOENT) return why = std::strerror(errno), false;
    if (existed && !S_ISREG(was.st_mode)) return why = kind_of(was.st_mode) + ", and is never written through", false;
    return true;
}

}  // namespace

Saving::~Saving() {
    if (!stream_) return;
    std::fclose(stream_);
    ::unlink(temporary_.c_str());
}

bool Saving::begin(const std::string& path, std::string& error, mode_t new_mode) {
    path_ = path;
    struct stat was {};
    std::string why;
    if (!target_may_be_replaced(path, was, existed_, why)) return error = why, false;
    mode_ = existed_ ? was.st_mode & 07777 : new_mode;
    uid_ = was.st_uid;
    gid_ = was.st_gid;
    // mkostemp: O_CREAT | O_EXCL with a fresh random name, so never an existing file or a planted link.
    std::string pattern = folder_of(path) + "/." + name_of(path) + ".XXXXXX";
    std::vector<char> name(pattern.begin(), pattern.end());
    name.push_back('\0');
    const int fd = ::mkostemp(name.data(), O_CLOEXEC);
    if (fd < 0) return error = std::strerror(errno), false;
    temporary_ = name.data();
    stream_ = ::fdopen(fd, "wb");
    if (!stream_) {
        ::close(fd);
        ::unlink(temporary_.c_str());
        return error = std::strerror(errno), false;
    }
    return true;
}

bool Saving::finish(std::string& error) {
    if (!stream_) return error = "it was not begun", false;
    const int fd = ::fileno(stream_);
    bool ok = std::fflush(stream_) == 0 && !std::ferror(stream_) && ::fchmod(fd, mode_) == 0;
    // Another owner's file (root saving a member's): given back to them; refused, it stays the writer's.
    if (ok && existed_ && (uid_ != ::geteuid() || gid_ != ::getegid())) {
        [[maybe_unused]] const int given = ::fchown(fd, uid_, gid_);
        ok = ::fchmod(fd, mode_) == 0;  // chown clears set-id bits
    }
    ok = ok && ::fsync(fd) == 0;
    std::string why = ok ? "" : std::strerror(errno);
    ok = std::fclose(stream_) == 0 && ok;
    stream_ = nullptr;
    // Checked again just before the rename: rename replaces a name and never
    // follows it, but a file that became a link meanwhile is said, not replaced.
    struct stat now {};
    bool exists = false;
    if (ok && !target_may_be_replaced(path_, now, exists, why)) ok = false;
    if (ok && ::rename(temporary_.c_str(), path_.c_str()) != 0) {
        why = std::strerror(errno);
        ok = false;
    }
    if (!ok) {
        ::unlink(temporary_.c_str());
        return error = why.empty() ? "the write failed" : why, false;
    }
    const Fd folder(::open(folder_of(path_).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (folder.get() >= 0) ::fsync(folder.get());  // the rename itself survives a power cut
    return true;
}

bool save_file(const std::string& path, std::string_view bytes, std::string& error, mode_t new_mode) {
    Saving saving;
    if (!saving.begin(path, error, new_mode)) return false;
    if (std::fwrite(bytes.data(), 1, bytes.size(), saving.stream()) != bytes.size()) {
        error = std::strerror(errno);
        return false;
    }
    return saving.finish(error);
}

bool folder_takes_new_files(const std::string& folder, std::string& error) {
    std::string pattern = folder + "/.probe.XXXXXX";
    std::vector<char> name(pattern.begin(), pattern.end());
    name.push_back('\0');
    const int fd = ::mkostemp(name.data(), O_CLOEXEC);
    if (fd < 0) return error = std::strerror(errno), false;
    ::close(fd);
    ::unlink(name.data());
    return true;
}

}  // namespace bugbot::files
