#include "robot/roster.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "robot/protocol.h"

namespace fs = std::filesystem;

namespace bugbot::robot {

namespace {

std::string lower(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

std::string text_of(const nlohmann::ordered_json& entry, const char* key) {
    auto it = entry.find(key);
    return it != entry.end() && it->is_string() ? it->get<std::string>() : std::string();
}

}  // namespace

std::string Roster::path_for(const std::string& option) {
    if (!option.empty()) return option;
    if (const char* env = std::getenv("BUGBOT_ROSTER"); env && *env) return env;
    const char* home = std::getenv("HOME");
    const std::string ours = std::string(home && *home ? home : ".") + "/.bugbot/robots.json";
    // The robot library's own place (its getting-started page): a club's roster made by it works here too.
    std::error_code ec;
    if (!fs::exists(ours, ec) && fs::is_regular_file("data/robots.json", ec)) return "data/robots.json";
    return ours;
}

bool Roster::load(const std::string& path, std::string& error) {
    path_ = path;
    doc_ = nlohmann::ordered_json::object();
    std::ifstream in(path);
    if (!in) {
        if (!fs::exists(path)) return true;
        error = "cannot read the roster " + path + ": " + std::strerror(errno);
        return false;
    }
    std::stringstream text;
    text << in.rdbuf();
    if (text.str().find_first_not_of(" \t\r\n") == std::string::npos) return true;
    try {
        doc_ = nlohmann::ordered_json::parse(text.str());
    } catch (const nlohmann::json::parse_error& e) {
        error = "the roster " + path + " is not JSON (" + e.what() + ")";
        return false;
    }
    if (!doc_.is_object() || (doc_.contains("robots") && !doc_["robots"].is_object())) {
        error = "the roster " + path + " is not {\"robots\": {ID: {\"key\": ..., \"name\": ...}}}";
        return false;
    }
    if (!doc_.contains("robots")) return true;
    for (const auto& [id, entry] : doc_["robots"].items()) {
        if (!parse_hex8(id) || !entry.is_object() || !parse_hex8(text_of(entry, "key"))) {
            error = "the roster " + path + " has an entry \"" + id +
                    "\" that is not a 16-hex-digit id with a 16-hex-digit \"key\"";
            return false;
        }
    }
    return true;
}

std::vector<RosterEntry> Roster::entries() const {
    std::vector<RosterEntry> out;
    if (!doc_.contains("robots")) return out;
    for (const auto& [id, entry] : doc_["robots"].items())
        out.push_back({lower(id), text_of(entry, "key"), text_of(entry, "name"), text_of(entry, "last_mac"),
                       text_of(entry, "last_seen")});
    return out;
}

std::optional<RosterEntry> Roster::find(std::string_view robot, std::string& error) const {
    const auto all = entries();
    const std::string wanted(robot);
    if (!wanted.empty() && wanted.find_first_not_of("0123456789") == std::string::npos && wanted.size() < 6) {
        const std::size_t index = std::stoul(wanted);
        if (index < all.size()) return all[index];
        error = "there is no robot " + wanted + " in the roster " + path_ + " (it has " + std::to_string(all.size()) +
                (all.size() == 1 ? " robot" : " robots") + ", numbered from 0; `bugbot robots` lists them)";
        return std::nullopt;
    }
    for (const auto& e : all)
        if (e.id == lower(wanted) || (!e.name.empty() && lower(e.name) == lower(wanted))) return e;
    error = "no robot called " + wanted + " in the roster " + path_ +
            (all.empty() ? " (it is empty: pair a robot with `bugbot robots init`)"
                         : " (`bugbot robots` lists them: give an index, an id or a name)");
    return std::nullopt;
}

void Roster::upsert(const RosterEntry& entry) {
    auto& robots = doc_["robots"];
    if (!robots.is_object()) robots = nlohmann::ordered_json::object();
    // An id already there in other case is the same robot.
    std::string key = entry.id;
    for (const auto& [id, value] : robots.items())
        if (lower(id) == lower(entry.id)) key = id;
    auto& e = robots[key];
    if (!e.is_object()) e = nlohmann::ordered_json::object();
    e["key"] = entry.key;
    if (!entry.name.empty() || !e.contains("name")) e["name"] = entry.name.empty() ? default_robot_name(entry.id) : entry.name;
    if (!entry.last_mac.empty()) e["last_mac"] = entry.last_mac;
    if (!entry.last_seen.empty()) e["last_seen"] = entry.last_seen;
}

void Roster::seen(const std::string& id, const std::string& mac) {
    for (auto e : entries()) {
        if (e.id != lower(id)) continue;
        char when[32];
        const std::time_t now = std::time(nullptr);
        std::strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&now));
        e.last_mac = mac;
        e.last_seen = when;
        upsert(e);
    }
}

bool Roster::remove(const std::string& id) {
    if (!doc_.contains("robots")) return false;
    auto& robots = doc_["robots"];
    for (auto it = robots.begin(); it != robots.end(); ++it) {
        if (lower(it.key()) == lower(id)) {
            robots.erase(it);
            return true;
        }
    }
    return false;
}

std::optional<int> Roster::channel() const {
    auto it = doc_.find("channel");
    if (it == doc_.end() || !it->is_number_integer()) return std::nullopt;
    const int channel = it->get<int>();
    return channel >= 1 && channel <= 14 ? std::optional<int>(channel) : std::nullopt;
}

void Roster::set_channel(int channel) { doc_["channel"] = channel; }

bool Roster::writable(std::string& error) const {
    // Tried, not guessed from the mode bits (root passes every access() test): a file made beside it and removed.
    const fs::path target(path_);
    std::error_code ec;
    if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
    const std::string probe = path_ + ".probe." + std::to_string(::getpid());
    const int fd = ::open(probe.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) {
        error = "cannot write the roster " + path_ + ": " + std::strerror(errno);
        return false;
    }
    ::close(fd);
    ::unlink(probe.c_str());
    return true;
}

bool Roster::save(std::string& error) const {
    const fs::path target(path_);
    std::error_code ec;
    if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
    const std::string temporary = path_ + ".tmp." + std::to_string(::getpid());
    const std::string text = doc_.dump(2) + "\n";
    // The file's mode and owner as they were (a new roster holds keys: 600).
    struct stat was {};
    const bool existed = ::stat(path_.c_str(), &was) == 0;
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    bool ok = fd >= 0;
    if (ok && existed) {
        ok = ::fchmod(fd, was.st_mode & 07777) == 0;
        // Another owner's file (root writing a student's): given back to them; refused, it stays ours.
        if (ok && (was.st_uid != ::geteuid() || was.st_gid != ::getegid())) {
            [[maybe_unused]] const int given = ::fchown(fd, was.st_uid, was.st_gid);
        }
    }
    for (std::size_t at = 0; ok && at < text.size();) {
        const ssize_t n = ::write(fd, text.data() + at, text.size() - at);
        if (n < 0 && errno == EINTR) continue;
        ok = n > 0;
        at += ok ? static_cast<std::size_t>(n) : 0;
    }
    ok = ok && ::fsync(fd) == 0;
    const int saved_errno = errno;
    if (fd >= 0) ::close(fd);
    if (ok && ::rename(temporary.c_str(), path_.c_str()) == 0) return true;
    error = "cannot write the roster " + path_ + ": " + std::strerror(ok ? errno : saved_errno);
    ::unlink(temporary.c_str());
    return false;
}

std::string default_robot_name(const std::string& id) {
    std::string tail = id.size() >= 4 ? id.substr(id.size() - 4) : id;
    for (char& c : tail) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return "BUGBOT-" + tail;
}

}  // namespace bugbot::robot
