#pragma once
// Where a key is in a JSON text, so a message about a value can name its line
// (nlohmann::json keeps no positions).
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace bugbot::sim {

// The line (from 1) of byte `byte` of `text`.
int line_at(const std::string& text, std::size_t byte);

// The line of the first `"key"` anywhere in `text` at or after `from` (0 when not found).
int line_of_first_key(const std::string& text, const std::string& key, std::size_t from = 0);

// A JSON file's syntax error: its line, and "not valid JSON: what the parser says".
struct JsonSyntaxError {
    int line = 0;
    std::string message;
};
// `text` parsed, or nothing and `error` saying where and why it is not JSON:
// the lesson file and the world file say it the same way.
std::optional<nlohmann::json> parse_json(const std::string& text, JsonSyntaxError& error);

// The line (from 1) of the key or element at `path` ("robots[1].led",
// "walls[0][2]", "start") in valid JSON `text`; 0 when the path is not there.
int line_of_key(const std::string& text, const std::string& path);

}  // namespace bugbot::sim
