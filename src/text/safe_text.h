#pragma once
// Text from submissions (file names, notes, a program's messages) made safe
// for where it is shown: a terminal, a spreadsheet, JSON on stdout. Every
// output of the marker goes through one of the three below, and all three
// ask is_unsafe_code_point which characters are not shown as they are.
#include <string>
#include <vector>

namespace bugbot::text {

// The one list of what is never written raw: C0 controls, DEL, C1 controls
// (U+0080..U+009F, U+009B a terminal's CSI), U+2028/U+2029, and the
// bidirectional embeddings, overrides and isolates (U+202A..U+202E,
// U+2066..U+2069), which change how what follows them is shown.
bool is_unsafe_code_point(unsigned code_point);

// For a terminal: control characters (escape sequences, carriage returns,
// backspaces) and bytes that are not UTF-8 shown as \xNN, \n, \r, \t;
// printable UTF-8 kept.
std::string terminal_safe(const std::string& text);

// One CSV cell: control characters and bad bytes escaped as terminal_safe
// does (so a cell is one line: a newline never adds a row), quoted when it
// holds ',', ';' or '"' (the separator in either locale's form), and a cell that a spreadsheet would run as a
// formula (starting with = + - @) prefixed with ' so it is text (a leading tab
// or CR is already shown as \t, \r). So is what follows a ',' or ';' inside
// the cell: a spreadsheet that splits the row on the other separator ignores
// quotes in the middle of a field, and would start a field there.
// Numbers we write ourselves go through csv_number, not this.
std::string csv_cell(const std::string& text);

// JSON text (as a dump wrote it) with every unsafe character that is not
// already escaped written as \uXXXX, and invalid bytes as U+FFFD: the same
// value to a parser, nothing raw on a terminal.
std::string json_safe(const std::string& json_text);

// Valid UTF-8: each invalid byte replaced by U+FFFD.
std::string utf8_safe(const std::string& text);

// Text for a terminal, escaped by construction: made from the program's own
// words (a literal, a message of its catalogue) or by for_terminal(), never
// from a std::string as it is, so a lesson's title, a translation's key or a
// file's name cannot reach a terminal raw (issue 42).
class TerminalText {
public:
    explicit TerminalText(const char* ours) : text_(ours) {}
    const char* c_str() const { return text_.c_str(); }
    const std::string& str() const { return text_; }
    TerminalText& operator+=(const TerminalText& more) {
        text_ += more.text_;
        return *this;
    }

private:
    struct Escaped {};
    TerminalText(Escaped, std::string text) : text_(std::move(text)) {}
    friend TerminalText for_terminal(const std::string& text);
    std::string text_;
};
TerminalText for_terminal(const std::string& text);

// One CSV row, escaped by construction: a cell is added only as text (through
// csv_cell) or as a number we format ourselves.
class CsvRow {
public:
    CsvRow& text(const std::string& cell);
    CsvRow& number(const std::string& formatted);  // csv_number's, a grade's: digits, '.', '-'
    std::string line() const { return line_ + "\n"; }

private:
    void separate() {
        if (cells_++) line_ += ',';
    }
    std::string line_;
    int cells_ = 0;
};

}  // namespace bugbot::text
