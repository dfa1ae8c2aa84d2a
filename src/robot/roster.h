#pragma once
// The roster: the robots this computer is paired with, in the robot library's
// own shape, so a roster made by either works with both:
//
//   {"robots": {"<16-hex id>": {"key": "<16-hex key>", "name": "FROG-14", "last_mac": "aabbccddeeff"}}}
//
// Entries keep their file order (ROBOT 0 is the first); every key we do not
// know, at the top or in an entry, is kept as it was, to a small depth and
// size (kKeptDepth, kKeptBytes: a roster is shared, so it is untrusted input).
// Written atomically: a new file beside it, synced, then renamed over it,
// with the old file's mode and owner (a roster a class shares, 664, stays
// 664). Ours beside the library's: "channel", the radio channel its robots
// are on (from ESPNOW_INIT's ch=), told the dongle whenever it is opened.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace bugbot::robot {

struct RosterEntry {
    std::string id;        // 16 lowercase hex digits
    std::string key;       // 16 hex digits
    std::string name;      // may be empty
    std::string last_mac;  // 12 hex digits, or empty
    std::string last_seen; // ours, not the library's: when a run last connected (UTC, ISO 8601)
};

// A roster is read only up to this size; what is nested deeper than this
// (the top object is depth 0, an entry's keys 3) is not kept; an unknown key
// whose value is longer than kKeptBytes as JSON is not kept.
constexpr std::size_t kMaxRosterBytes = 1 << 20;
constexpr int kKeptDepth = 6;
constexpr std::size_t kKeptBytes = 4096;

// Why `name` cannot name a robot, "" when it can: 1 to 32 of the ASCII letters,
// digits, space, '-', '_' and '.', starting with a letter or digit; not all
// digits (it would read as an index) and not 16 hex digits (as an id).
std::string robot_name_problem(const std::string& name);

class Roster {
public:
    // `option` (--roster FILE), else $BUGBOT_ROSTER, else ~/.bugbot/robots.json;
    // when that is not there but the robot library's data/robots.json (in the
    // folder we run in) is, that one.
    static std::string path_for(const std::string& option);

    // Reads `path`; a file that is not there is an empty roster. False, with
    // `error` saying what is wrong and where, when it cannot be read as one.
    bool load(const std::string& path, std::string& error);
    const std::string& path() const { return path_; }

    // What load set aside, a sentence each (a name refused, keys not kept).
    const std::vector<std::string>& warnings() const { return warnings_; }

    // The entries; a name that robot_name_problem refuses is given as "".
    std::vector<RosterEntry> entries() const;
    // ROBOT as the command line gives it: an index (0 = first), a 16-hex id or
    // a name, in that order: an id is matched before any name. nullopt, with
    // `error` a sentence for the user, when none matches.
    std::optional<RosterEntry> find(std::string_view robot, std::string& error) const;
    // Adds the entry, or updates the one with its id in place (keeping its
    // other keys, and its name when `entry.name` is empty).
    void upsert(const RosterEntry& entry);
    bool remove(const std::string& id);
    // Notes that robot `id` answered now, from `mac`.
    void seen(const std::string& id, const std::string& mac);
    // Writes the roster back (making its folder). False, with `error`, when it cannot.
    bool save(std::string& error) const;
    // Whether save() could write it now (its folder writable, the file if there); false with `error`.
    bool writable(std::string& error) const;
    // The radio channel its robots are on (1..14), if one was stored.
    std::optional<int> channel() const;
    void set_channel(int channel);

private:
    std::string path_;
    nlohmann::ordered_json doc_ = nlohmann::ordered_json::object();
    std::vector<std::string> warnings_;
};

// A fresh name for a robot that has none: "BUGBOT-" and the id's last four digits.
std::string default_robot_name(const std::string& id);

}  // namespace bugbot::robot
