#pragma once
// Text from submissions (file names, notes, a program's messages) made safe
// for where it is shown: a terminal, a spreadsheet.
#include <string>

namespace bugbot::marking {

// For a terminal: control characters (escape sequences, carriage returns,
// backspaces) and bytes that are not UTF-8 shown as \xNN, \n, \r, \t;
// printable UTF-8 kept.
std::string terminal_safe(const std::string& text);

// One CSV cell: control characters and bad bytes escaped as terminal_safe
// does, quoted when needed, and a cell that a spreadsheet would run as a
// formula (starting with = + - @) prefixed with ' so it is text (a leading tab
// or CR is already shown as \t, \r).
// Numbers we write ourselves go through csv_number, not this.
std::string csv_cell(const std::string& text);

// Valid UTF-8: each invalid byte replaced by U+FFFD.
std::string utf8_safe(const std::string& text);

}  // namespace bugbot::marking
