#include "marking/reference_copy.h"

#include <sys/stat.h>

#include <algorithm>
#include <cctype>
#include <cstring>
#include <string_view>
#include <vector>

#include "files/gate.h"
#include "i18n/translate.h"

namespace bugbot::marking {

namespace {

bool word_byte(char c) {
    const auto u = static_cast<unsigned char>(c);
    return std::isalnum(u) || c == '_' || u >= 0x80;  // a name's or a number's (non-ASCII names too)
}

bool string_prefix(std::string_view word) {
    if (word.size() > 2) return false;
    for (const char c : word)
        if (!std::strchr("rRbBuUfF", c)) return false;
    return true;
}

// One logical line's tokens, whitespace, comments and line joins set aside.
struct Tokens {
    std::string text;
    bool only_strings = true;  // a docstring, or a bare string: no effect on the program
    bool empty() const { return text.empty(); }
    void add(std::string_view token, bool is_string) {
        if (!text.empty() && word_byte(text.back()) && word_byte(token.front())) text += ' ';
        text += token;
        only_strings = only_strings && is_string;
    }
};

// The end of the string literal whose quote is at `i`.
std::size_t string_end(std::string_view source, std::size_t i) {
    const char quote = source[i];
    const std::size_t n = source.size();
    const bool triple = i + 2 < n && source[i + 1] == quote && source[i + 2] == quote;
    const std::size_t width = triple ? 3 : 1;
    for (i += width; i < n;) {
        if (source[i] == '\\') {
            i += 2;
        } else if (source.compare(i, width, std::string(width, quote)) == 0) {
            return i + width;
        } else if (!triple && source[i] == '\n') {
            return i;  // an unclosed one-line string: the rest is code again
        } else {
            ++i;
        }
    }
    return n;
}

// Indentation as a depth, whatever its width (2 spaces, 4, a tab): a line
// moved into or out of a block changes the program, and its depth says so.
class Depths {
public:
    int of(std::size_t width) {
        while (widths_.size() > 1 && width < widths_.back()) widths_.pop_back();
        if (width > widths_.back()) widths_.push_back(width);
        return static_cast<int>(widths_.size()) - 1;
    }

private:
    std::vector<std::size_t> widths_{0};
};

std::size_t indent_width(std::string_view source, std::size_t& i) {
    std::size_t width = 0;
    for (; i < source.size() && (source[i] == ' ' || source[i] == '\t' || source[i] == '\f'); ++i)
        width = source[i] == '\t' ? (width / 8 + 1) * 8 : source[i] == ' ' ? width + 1 : 0;
    return width;
}

// One token from `i` into `line` (or nothing: a space, a comment, a line join).
// False at the end of a logical line.
bool take_token(std::string_view source, std::size_t& i, int& brackets, Tokens& line) {
    const char c = source[i];
    if (c == '\n') {
        ++i;
        return brackets > 0;  // inside brackets a line break joins lines
    }
    if (c == '\\' && i + 1 < source.size() && source[i + 1] == '\n') return i += 2, true;
    if (c == '#') {
        while (i < source.size() && source[i] != '\n') ++i;
    } else if (c == ' ' || c == '\t' || c == '\f') {
        ++i;
    } else if (c == '"' || c == '\'') {
        const std::size_t end = string_end(source, i);
        line.add(source.substr(i, end - i), true);
        i = end;
    } else if (word_byte(c)) {
        std::size_t end = i;
        while (end < source.size() && word_byte(source[end])) ++end;
        if (end < source.size() && (source[end] == '"' || source[end] == '\'') && string_prefix(source.substr(i, end - i)))
            end = string_end(source, end);  // r"...", f'...': one string
        line.add(source.substr(i, end - i), source[end - 1] == '"' || source[end - 1] == '\'');
        i = end;
    } else {
        brackets += (c == '(' || c == '[' || c == '{') ? 1 : (c == ')' || c == ']' || c == '}') ? -1 : 0;
        brackets = std::max(brackets, 0);
        line.add(source.substr(i, 1), false);
        ++i;
    }
    return true;
}

}  // namespace

std::string normalised_python(const std::string& text) {
    std::string unix_text;  // Windows Notepad's: a BOM, CRLF (or a Mac's CR)
    unix_text.reserve(text.size());
    const std::size_t start = text.rfind("\xef\xbb\xbf", 0) == 0 ? 3 : 0;
    for (std::size_t i = start; i < text.size(); ++i) {
        if (text[i] != '\r') unix_text += text[i];
        else if (i + 1 >= text.size() || text[i + 1] != '\n') unix_text += '\n';
    }
    const std::string_view source(unix_text);
    std::string out;
    Depths depths;
    for (std::size_t i = 0; i < source.size();) {
        const std::size_t width = indent_width(source, i);
        Tokens line;
        int brackets = 0;
        while (i < source.size() && take_token(source, i, brackets, line)) {
        }
        if (line.empty() || line.only_strings) continue;  // blank, a comment, a docstring
        out.append(static_cast<std::size_t>(depths.of(width)), '\t');
        out += line.text;
        out += '\n';
    }
    return out;
}

bool same_program(const std::string& normalised_reference, const std::string& source) {
    return !normalised_reference.empty() && normalised_python(source) == normalised_reference;
}

std::string normalised_reference(const Lesson& lesson) {
    if (lesson.solution.empty()) return "";
    std::string text, why;
    files::ReadRule rule;
    rule.cap = kMaxLessonFileBytes;
    if (files::read_file(lesson.path(lesson.solution), text, why, rule) != files::Read::ok) return "";
    return normalised_python(text);
}

bool is_folder_without_programs(const std::string& path) {
    struct stat st {};
    return lstat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode) && !path.ends_with(".py");
}

const char* reference_copy_note() {
    return i18n::translate("marking", "Flagged: this hand-in is the lesson's reference solution (the same program but for "
                                      "spacing and comments); its marks are not the student's own work.");
}

}  // namespace bugbot::marking
