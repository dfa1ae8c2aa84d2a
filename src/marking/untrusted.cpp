#include "marking/untrusted.h"

#include "marking/safe_text.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstring>

namespace bugbot::marking {

namespace {

// What a file that is not a regular one is, in words.
std::string kind_of(mode_t mode) {
    if (S_ISLNK(mode)) return "it is a symbolic link (never followed: hand in the file itself)";
    if (S_ISDIR(mode)) return "it is a folder";
    if (S_ISFIFO(mode)) return "it is a FIFO (a named pipe), not a file";
    if (S_ISCHR(mode) || S_ISBLK(mode)) return "it is a device, not a file";
    if (S_ISSOCK(mode)) return "it is a socket, not a file";
    return "it is not a regular file";
}

}  // namespace

bool read_untrusted_file(const std::string& path, std::size_t cap, std::string& text, std::string& error, bool tail) {
    text.clear();
    // First a handle on the name itself (a link is not followed, a device or
    // FIFO is not opened), then, only for a regular file, the file.
    const int handle = open(path.c_str(), O_PATH | O_NOFOLLOW | O_CLOEXEC);
    if (handle < 0) {
        error = errno == ENOENT ? "it does not exist" : std::strerror(errno);
        return false;
    }
    struct stat st {};
    if (fstat(handle, &st) != 0 || !S_ISREG(st.st_mode)) {
        error = kind_of(st.st_mode);
        close(handle);
        return false;
    }
    const int fd = open(("/proc/self/fd/" + std::to_string(handle)).c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    close(handle);
    if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        error = fd < 0 ? std::strerror(errno) : "it is not a regular file";
        if (fd >= 0) close(fd);
        return false;
    }
    const auto size = static_cast<std::size_t>(st.st_size);
    const std::size_t from = tail && size > cap ? size - cap : 0;
    // One byte more than the cap, so that a caller can tell "over the cap".
    text.resize(std::min(size - from, cap + (tail ? 0 : 1)));
    std::size_t got = 0;
    while (got < text.size()) {
        const ssize_t n = pread(fd, text.data() + got, text.size() - got, static_cast<off_t>(from + got));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        got += static_cast<std::size_t>(n);
    }
    text.resize(got);
    close(fd);
    return true;
}

namespace {

// The deepest nesting of brackets outside strings; stops counting past `limit`.
bool nesting_within(std::string_view text, int limit) {
    int depth = 0;
    bool in_string = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (in_string) {
            if (c == '\\') ++i;
            else if (c == '"') in_string = false;
        } else if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > limit) return false;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return true;
}

}  // namespace

nlohmann::json parse_untrusted(std::string_view text, int max_depth) {
    if (!nesting_within(text, max_depth)) return nlohmann::json(nlohmann::json::value_t::discarded);
    try {
        auto value = nlohmann::json::parse(text, nullptr, false);
        if (value.is_discarded()) {
            // Bytes that are not UTF-8 in a string: read them as U+FFFD.
            const std::string repaired = utf8_safe(std::string(text));
            if (repaired != text) value = nlohmann::json::parse(repaired, nullptr, false);
        }
        return value;
    } catch (...) {  // parse(..., false) should not throw; a bad_alloc still might
        return nlohmann::json(nlohmann::json::value_t::discarded);
    }
}

std::string string_member(const nlohmann::json& object, const char* key, const std::string& fallback) {
    if (!object.is_object()) return fallback;
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? it->get<std::string>() : fallback;
}

double number_member(const nlohmann::json& object, const char* key, double fallback) {
    if (!object.is_object()) return fallback;
    const auto it = object.find(key);
    if (it == object.end() || !it->is_number()) return fallback;
    const double value = it->get<double>();
    return std::isfinite(value) ? value : fallback;
}

bool bool_member(const nlohmann::json& object, const char* key, bool fallback) {
    if (!object.is_object()) return fallback;
    const auto it = object.find(key);
    return it != object.end() && it->is_boolean() ? it->get<bool>() : fallback;
}

std::string dump_utf8(const nlohmann::json& value, int indent) {
    return json_safe(value.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace));
}

std::string dump_utf8(const nlohmann::ordered_json& value, int indent) {
    return json_safe(value.dump(indent, ' ', false, nlohmann::ordered_json::error_handler_t::replace));
}

}  // namespace bugbot::marking
