#include "marking/untrusted.h"

#include "files/gate.h"
#include "text/safe_text.h"

#include <cmath>

namespace bugbot::marking {

using text::json_safe;
using text::utf8_safe;

bool read_untrusted_file(const std::string& path, std::size_t cap, std::string& text, std::string& error, bool tail) {
    files::ReadRule rule;
    rule.cap = cap;
    rule.over = tail ? files::ReadRule::Over::tail : files::ReadRule::Over::head;
    return files::read_file(path, text, error, rule) == files::Read::ok;
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
