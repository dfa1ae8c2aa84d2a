#include "text/safe_text.h"

#include <cstring>

#include <cstdio>

namespace bugbot::text {

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

// The code point of the valid UTF-8 sequence of length n at text[i].
unsigned code_point(const std::string& text, std::size_t i, std::size_t n) {
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
    if (n == 1) return b(0);
    unsigned code = b(0) & (n == 2 ? 0x1F : n == 3 ? 0x0F : 0x07);
    for (std::size_t k = 1; k < n; ++k) code = (code << 6) | (b(k) & 0x3F);
    return code;
}

std::string hex(unsigned char c) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "\\x%02x", c);
    return buffer;
}

}  // namespace

bool is_unsafe_code_point(unsigned c) {
    return c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F) ||            // C0, DEL, C1 (U+009B is a CSI)
           c == 0x2028 || c == 0x2029 ||                                    // line and paragraph separators
           (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);    // bidirectional overrides
}

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
        else if (n == 0) out += hex(c);
        else if (is_unsafe_code_point(code_point(text, i, n)))
            for (std::size_t k = 0; k < n; ++k) out += hex(static_cast<unsigned char>(text[i + k]));
        else out.append(text, i, n);
        i += n == 0 ? 1 : n;
    }
    return out;
}

std::string json_safe(const std::string& json_text) {
    std::string out;
    out.reserve(json_text.size());
    for (std::size_t i = 0; i < json_text.size();) {
        const std::size_t n = utf8_length(json_text, i);
        if (n == 0) {
            out += "\xEF\xBF\xBD";
        } else if (const unsigned code = code_point(json_text, i, n); n > 1 && is_unsafe_code_point(code)) {
            // Only inside a string can such a character be (JSON's own syntax is
            // ASCII, and a dump escapes C0 itself); there \uXXXX is the same
            // character to a parser, and nothing to a terminal.
            char buffer[8];
            std::snprintf(buffer, sizeof buffer, "\\u%04x", code);
            out += buffer;
        } else if (code == 0x7F) {
            out += "\\u007f";
        } else {
            out.append(json_text, i, n);
        }
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
    // A field may start at the cell's start or after any separator in it (the
    // row split on the other one): each such start that a spreadsheet would
    // run as a formula gets ' first (spaces before it do not stop a formula).
    const auto formula_at = [&text](std::size_t i) {
        while (i < text.size() && text[i] == ' ') ++i;
        return i < text.size() && std::strchr("=+-@", text[i]) != nullptr;
    };
    for (std::size_t i = text.size(); i-- > 0;)
        if ((text[i] == ',' || text[i] == ';') && formula_at(i + 1)) text.insert(i + 1, "'");
    if (formula_at(0)) text.insert(0, "'");
    // Quoted when it holds a separator in either form: ',' or ';' (most
    // European spreadsheet locales split on ';', and would read `x;=2+5` as a
    // formula cell), or a quote (CR and LF are already escaped above).
    if (text.find_first_of(",;\"\n\r") == std::string::npos) return text;
    std::string out = "\"";
    for (char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

TerminalText for_terminal(const std::string& text) { return TerminalText(TerminalText::Escaped{}, terminal_safe(text)); }

CsvRow& CsvRow::text(const std::string& cell) {
    separate();
    line_ += csv_cell(cell);
    return *this;
}

CsvRow& CsvRow::number(const std::string& formatted) {
    separate();
    // Ours, but checked: anything but a plain number goes through csv_cell.
    line_ += formatted.find_first_not_of("0123456789.-e+") == std::string::npos && !formatted.starts_with('-')
                 ? formatted
                 : csv_cell(formatted);
    return *this;
}

}  // namespace bugbot::text
