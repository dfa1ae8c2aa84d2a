#include "marking/safe_text.h"

#include <cstdio>

namespace bugbot::marking {

namespace {

// Length of the valid UTF-8 sequence starting at text[i], 0 when invalid.
std::size_t utf8_length(const std::string& text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char c = byte(i);
    std::size_t n = 0;
    unsigned min = 0, code = 0;
    if (c < 0x80) return 1;
    if ((c & 0xE0) == 0xC0) n = 2, min = 0x80, code = c & 0x1F;
    else if ((c & 0xF0) == 0xE0) n = 3, min = 0x800, code = c & 0x0F;
    else if ((c & 0xF8) == 0xF0) n = 4, min = 0x10000, code = c & 0x07;
    else return 0;
    if (i + n > text.size()) return 0;
    for (std::size_t k = 1; k < n; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80) return 0;
        code = (code << 6) | (byte(i + k) & 0x3F);
    }
    if (code < min || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return 0;
    return n;
}

// C1 controls (U+0080..U+009F) act like ESC on some terminals; U+2028/9 and the
// bidirectional overrides change how what follows is shown.
bool is_control_sequence(const std::string& text, std::size_t i, std::size_t n) {
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
    if (n == 2 && b(0) == 0xC2 && b(1) < 0xA0) return true;
    if (n == 3 && b(0) == 0xE2 && b(1) == 0x80 && (b(2) == 0xA8 || b(2) == 0xA9 || (b(2) >= 0xAA && b(2) <= 0xAE)))
        return true;
    if (n == 3 && b(0) == 0xE2 && b(1) == 0x81 && b(2) >= 0xA6 && b(2) <= 0xA9) return true;
    return false;
}

std::string hex(unsigned char c) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "\\x%02x", c);
    return buffer;
}

}  // namespace

std::string terminal_safe(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        const std::size_t n = utf8_length(text, i);
        if (c == '\n') out += "\\n";
        else if (c == '\r') out += "\\r";
        else if (c == '\t') out += "\\t";
        else if (c == '\\') out += "\\\\";
        else if (n == 0 || c < 0x20 || c == 0x7F) out += hex(c);
        else if (n > 1 && is_control_sequence(text, i, n))
            for (std::size_t k = 0; k < n; ++k) out += hex(static_cast<unsigned char>(text[i + k]));
        else out.append(text, i, n);
        i += n == 0 ? 1 : n;
    }
    return out;
}

std::string utf8_safe(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t n = utf8_length(text, i);
        if (n == 0) {
            out += "\xEF\xBF\xBD";
            ++i;
        } else {
            out.append(text, i, n);
            i += n;
        }
    }
    return out;
}

std::string csv_cell(const std::string& raw) {
    // Control characters escaped as in the text report (a CSV shown in a
    // terminal must not repaint it), so a cell is one line of valid UTF-8.
    std::string text = terminal_safe(raw);
    if (!text.empty() && (text[0] == '=' || text[0] == '+' || text[0] == '-' || text[0] == '@' || text[0] == '\t' ||
                          text[0] == '\r'))
        text.insert(0, "'");
    if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
    std::string out = "\"";
    for (char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

}  // namespace bugbot::marking
