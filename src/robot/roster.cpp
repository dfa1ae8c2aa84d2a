#include "robot/roster.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <filesystem>

#include "files/gate.h"
#include "text/safe_text.h"
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

namespace {

// Drops unknown keys whose value is longer than kKeptBytes as JSON, saying so.
void drop_large(nlohmann::ordered_json& object, const std::vector<std::string>& known, const std::string& where,
                std::vector<std::string>& warnings) {
    for (auto it = object.begin(); it != object.end();) {
        const bool ours = std::find(known.begin(), known.end(), it.key()) != known.end();
        if (!ours && it->dump().size() > kKeptBytes) {
            warnings.push_back(where + "the unknown key \"" + text::terminal_safe(it.key()) + "\" is over " +
                               std::to_string(kKeptBytes) + " bytes: not kept");
            it = object.erase(it);
        } else {
            ++it;
        }
    }
}

}  // namespace

std::string robot_name_problem(const std::string& name) {
    if (name.empty() || name.size() > 32) return "a name has 1 to 32 characters";
    for (const char c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != ' ' && c != '-' && c != '_' && c != '.')
            return "a name holds only ASCII letters, digits, spaces, '-', '_' and '.'";
    if (!std::isalnum(static_cast<unsigned char>(name[0]))) return "a name starts with a letter or a digit";
    if (name.find_first_not_of("0123456789") == std::string::npos) return "a name of digits only reads as an index";
    if (parse_hex8(name)) return "a name of 16 hex digits reads as a robot's id";
    return "";
}

bool Roster::load(const std::string& path, std::string& error) {
    path_ = path;
    doc_ = nlohmann::ordered_json::object();
    warnings_.clear();
    // Through the one gate: a club member may have made the shared name a link
    // (to /etc/shadow, read as root) or a FIFO; the size is checked before reading.
    std::string text, why;
    files::ReadRule rule;
    rule.cap = kMaxRosterBytes;
    switch (files::read_file(path, text, why, rule)) {
    case files::Read::missing: return true;
    case files::Read::too_large:
    case files::Read::refused:
        error = "cannot read the roster " + path + ": " + why + " (a roster of robots is a few kB); it is left as it is";
        return false;
    case files::Read::ok: break;
    }
    if (text.find_first_not_of(" \t\r\n") == std::string::npos) return true;
    // Parsed without recursion; what is nested deeper than kKeptDepth is not
    // kept, so nothing later (dump, save) walks a deep tree.
    bool too_deep = false;
    const auto keep = [&too_deep](int depth, nlohmann::ordered_json::parse_event_t, nlohmann::ordered_json&) {
        if (depth > kKeptDepth) too_deep = true;
        return depth <= kKeptDepth;
    };
    try {
        doc_ = nlohmann::ordered_json::parse(text, keep);
    } catch (const nlohmann::json::parse_error& e) {
        doc_ = nlohmann::ordered_json::object();
        error = "the roster " + path + " is not JSON (" + e.what() + "): it was not read, and is left as it is";
        return false;
    }
    if (!doc_.is_object() || (doc_.contains("robots") && !doc_["robots"].is_object())) {
        error = "the roster " + path + " is not {\"robots\": {ID: {\"key\": ..., \"name\": ...}}}";
        doc_ = nlohmann::ordered_json::object();
        return false;
    }
    const std::string where = "the roster " + path + ": ";
    if (too_deep)
        warnings_.push_back(where + "keys nested more than " + std::to_string(kKeptDepth) + " deep are not kept");
    drop_large(doc_, {"robots"}, where, warnings_);
    if (!doc_.contains("robots")) return true;
    for (auto& [id, entry] : doc_["robots"].items()) {
        if (!parse_hex8(id) || !entry.is_object() || !parse_hex8(text_of(entry, "key"))) {
            error = "the roster " + path + " has an entry \"" + text::terminal_safe(id) +
                    "\" that is not a 16-hex-digit id with a 16-hex-digit \"key\"";
            doc_ = nlohmann::ordered_json::object();
            return false;
        }
        drop_large(entry, {"key", "name", "last_mac", "last_seen"}, where + "robot " + id + ": ", warnings_);
        const std::string name = text_of(entry, "name");
        if (const std::string why = robot_name_problem(name); !name.empty() && !why.empty())
            warnings_.push_back(where + "robot " + id + "'s name \"" + text::terminal_safe(name) +
                                "\" is ignored: " + why);
    }
    return true;
}

std::vector<RosterEntry> Roster::entries() const {
    std::vector<RosterEntry> out;
    if (!doc_.contains("robots")) return out;
    for (const auto& [id, entry] : doc_["robots"].items())
        out.push_back({lower(id), text_of(entry, "key"),
                       robot_name_problem(text_of(entry, "name")).empty() ? text_of(entry, "name") : std::string(),
                       text_of(entry, "last_mac"), text_of(entry, "last_seen")});
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
    // Ids first: a name can never shadow another robot's id (robot_name_problem
    // refuses one that looks like an id, and this order holds whatever the file says).
    for (const auto& e : all)
        if (e.id == lower(wanted)) return e;
    for (const auto& e : all)
        if (!e.name.empty() && lower(e.name) == lower(wanted)) return e;
    error = "no robot called " + text::terminal_safe(wanted) + " in the roster " + path_ +
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
    const fs::path target(path_);
    std::error_code ec;
    if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
    std::string why;
    if (files::folder_takes_new_files(target.has_parent_path() ? target.parent_path().string() : ".", why) &&
        (!fs::exists(fs::symlink_status(target)) || files::is_regular_file(path_)))
        return true;
    error = "cannot write the roster " + path_ + ": " + (why.empty() ? "it is not a regular file" : why);
    return false;
}

bool Roster::save(std::string& error) const {
    const fs::path target(path_);
    std::error_code ec;
    if (target.has_parent_path()) fs::create_directories(target.parent_path(), ec);
    // The gate's atomic save: a fresh mkstemp file, never a planted name; the
    // original's mode and owner kept (a new roster holds keys: 600).
    std::string why;
    if (files::save_file(path_, doc_.dump(2) + "\n", why, 0600)) return true;
    error = "the roster " + path_ + " was not saved: " + why;
    return false;
}

std::string default_robot_name(const std::string& id) {
    std::string tail = id.size() >= 4 ? id.substr(id.size() - 4) : id;
    for (char& c : tail) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return "BUGBOT-" + tail;
}

}  // namespace bugbot::robot
