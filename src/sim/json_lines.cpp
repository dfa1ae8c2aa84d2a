#include "sim/json_lines.h"

#include <cstdlib>
#include <string_view>
#include <variant>
#include <vector>

namespace bugbot::sim {

int line_at(const std::string& text, std::size_t byte) {
    int line = 1;
    for (std::size_t i = 0; i < byte && i < text.size(); ++i) line += text[i] == '\n';
    return line;
}

int line_of_first_key(const std::string& text, const std::string& key, std::size_t from) {
    const auto at = text.find("\"" + key + "\"", from);
    return at == std::string::npos ? 0 : line_at(text, at);
}

std::optional<nlohmann::json> parse_json(const std::string& text, JsonSyntaxError& error) {
    try {
        return nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& e) {
        // "[json.exception.parse_error.101] parse error at line 3, ...": the part after the tag.
        std::string what = e.what();
        if (auto bracket = what.find("] "); what.starts_with("[json") && bracket != std::string::npos)
            what = what.substr(bracket + 2);
        error = {line_at(text, e.byte > 0 ? e.byte - 1 : 0), "not valid JSON: " + what};
        return std::nullopt;
    }
}

namespace {

constexpr std::size_t kNone = std::string::npos;
using Step = std::variant<std::string, std::size_t>;  // a key or an index

std::vector<Step> split_path(const std::string& path) {
    std::vector<Step> steps;
    std::size_t i = 0;
    while (i < path.size()) {
        if (path[i] == '.') {
            ++i;
        } else if (path[i] == '[') {
            const std::size_t close = path.find(']', i);
            if (close == kNone) break;
            steps.emplace_back(static_cast<std::size_t>(std::strtoull(path.c_str() + i + 1, nullptr, 10)));
            i = close + 1;
        } else {
            const std::size_t stop = path.find_first_of(".[", i);
            steps.emplace_back(path.substr(i, stop == kNone ? kNone : stop - i));
            i = stop == kNone ? path.size() : stop;
        }
    }
    return steps;
}

std::size_t skip_space(std::string_view t, std::size_t i) {
    while (i < t.size() && (t[i] == ' ' || t[i] == '\n' || t[i] == '\r' || t[i] == '\t')) ++i;
    return i;
}

// From an opening quote to just past the closing one.
std::size_t skip_string(std::string_view t, std::size_t i) {
    for (++i; i < t.size(); ++i) {
        if (t[i] == '\\') ++i;
        else if (t[i] == '"') return i + 1;
    }
    return t.size();
}

std::size_t skip_value(std::string_view t, std::size_t i) {
    if (i < t.size() && t[i] == '"') return skip_string(t, i);
    int depth = 0;
    for (; i < t.size(); ++i) {
        const char c = t[i];
        if (c == '"') {
            i = skip_string(t, i) - 1;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (depth == 0) return i;
            if (--depth == 0) return i + 1;
        } else if (depth == 0 && (c == ',' || c == ' ' || c == '\n' || c == '\r' || c == '\t')) {
            return i;
        }
    }
    return i;
}

// Byte offset of the value at steps[depth..] inside the value starting at `i`
// (of the key itself for the last step of an object).
std::size_t find(std::string_view t, std::size_t i, const std::vector<Step>& steps, std::size_t depth) {
    i = skip_space(t, i);
    if (depth == steps.size()) return i;
    if (i >= t.size()) return kNone;
    if (t[i] == '{' && std::holds_alternative<std::string>(steps[depth])) {
        const std::string& want = std::get<std::string>(steps[depth]);
        for (i = skip_space(t, i + 1); i < t.size() && t[i] == '"'; i = skip_space(t, i)) {
            const std::size_t key_at = i;
            i = skip_string(t, i);
            const std::string_view key = t.substr(key_at + 1, i - key_at - 2);
            i = skip_space(t, i) + 1;  // past the colon
            if (key == want) return depth + 1 == steps.size() ? key_at : find(t, i, steps, depth + 1);
            i = skip_space(t, skip_value(t, skip_space(t, i)));
            if (i < t.size() && t[i] == ',') ++i;
        }
        return kNone;
    }
    if (t[i] == '[' && std::holds_alternative<std::size_t>(steps[depth])) {
        const std::size_t want = std::get<std::size_t>(steps[depth]);
        i = skip_space(t, i + 1);
        for (std::size_t index = 0; i < t.size() && t[i] != ']'; ++index) {
            if (index == want) return find(t, i, steps, depth + 1);
            i = skip_space(t, skip_value(t, i));
            if (i < t.size() && t[i] == ',') i = skip_space(t, i + 1);
        }
    }
    return kNone;
}

}  // namespace

int line_of_key(const std::string& text, const std::string& path) {
    const std::vector<Step> steps = split_path(path);
    if (steps.empty()) return 0;
    const std::size_t at = find(text, 0, steps, 0);
    if (at == kNone) return 0;
    int line = 1;
    for (std::size_t i = 0; i < at; ++i) line += text[i] == '\n';
    return line;
}

}  // namespace bugbot::sim
