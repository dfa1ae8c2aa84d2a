#pragma once
// What a hand-in is, seen before it runs: the lesson's reference solution
// handed in again (the same program once spacing and comments are set
// aside), or a folder with no program in it. The marker flags it on the
// sheet (a note first); the marks stay what the runs earned, because a teacher
// marks the reference itself to check a lesson.
#include <string>

#include "lessons/lesson.h"

namespace bugbot::marking {

// Python source as one line per logical line: its depth of indentation (a
// tab each, whatever the widths), then its tokens with no space but between
// two words. Set aside: a BOM, CR line ends, comments, docstrings (a line of
// strings only), line joins (a backslash, a line break in brackets), blank
// lines and all other whitespace. So two programs that differ only in layout
// give the same text, and a line moved into or out of a block does not. A
// string's quotes (', ", triple, prefixes, escapes) are followed only so that
// what is inside one is kept as written.
std::string normalised_python(const std::string& source);

// True when both are the same program but for layout (normalised_python). An empty
// reference (a lesson without one, or a student's install) matches nothing.
bool same_program(const std::string& normalised_reference, const std::string& source);

// The lesson's reference solution, normalised; "" when it has none here (a
// student's install has none: packaging/CMakeLists.txt).
std::string normalised_reference(const Lesson& lesson);

// The note a copy gets, first in its notes, in the reader's language
// ("Flagged: this hand-in is the lesson's reference solution ...").
const char* reference_copy_note();

// A folder left as one argument (mark_command's expand_folder): it held no
// .py file, so its row is `empty`. A folder named like a program (x.py) is a
// hand-in that is a folder (`unreadable`).
bool is_folder_without_programs(const std::string& path);

}  // namespace bugbot::marking
