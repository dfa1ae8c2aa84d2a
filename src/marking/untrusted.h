#pragma once
// Reading what a run left behind, trusting none of it: its files may be links,
// FIFOs, devices or huge; its JSON may be any type, any depth, any bytes.
#include <cstddef>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace bugbot::marking {

// At most `cap` bytes (one more, to tell "over the cap") of a regular file,
// through the one gate (files/gate.h): a link, folder, FIFO, device or socket
// is never opened. The last `cap` bytes when `tail`. False, with the
// reason in words in `error` ("it is a symbolic link ..."), when it is not a
// regular file or cannot be opened.
bool read_untrusted_file(const std::string& path, std::size_t cap, std::string& text, std::string& error,
                         bool tail = false);

// Parses one JSON value nested at most `max_depth` deep; anything else
// (deeper, malformed) comes back discarded; bytes that are not UTF-8 are
// read as U+FFFD. Never throws.
nlohmann::json parse_untrusted(std::string_view text, int max_depth = 64);

// A member of the right type, or the fallback: never throws, whatever `object` is.
std::string string_member(const nlohmann::json& object, const char* key, const std::string& fallback = "");
double number_member(const nlohmann::json& object, const char* key, double fallback = 0);
bool bool_member(const nlohmann::json& object, const char* key, bool fallback = false);

// JSON text that is valid UTF-8 whatever bytes the strings in `value` hold
// (invalid sequences become U+FFFD), with no unsafe character raw (json_safe).
std::string dump_utf8(const nlohmann::json& value, int indent = -1);
std::string dump_utf8(const nlohmann::ordered_json& value, int indent = -1);

}  // namespace bugbot::marking
