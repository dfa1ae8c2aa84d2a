#pragma once
// Text from submissions (file names, notes, a program's messages) made safe
// for where it is shown: a terminal, a spreadsheet, JSON on stdout. Every
// output of the marker goes through one of the three below, and all three
// ask is_unsafe_code_point which characters are not shown as they are.
#include <string>

namespace bugbot::marking {

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
// or CR is already shown as \t, \r).
// Numbers we write ourselves go through csv_number, not this.
std::string csv_cell(const std::string& text);

// JSON text (as a dump wrote it) with every unsafe character that is not
// already escaped written as \uXXXX, and invalid bytes as U+FFFD: the same
// value to a parser, nothing raw on a terminal.
std::string json_safe(const std::string& json_text);

// Valid UTF-8: each invalid byte replaced by U+FFFD.
std::string utf8_safe(const std::string& text);

}  // namespace bugbot::marking
