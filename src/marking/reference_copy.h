#pragma once
// What a hand-in is, seen before it runs: the lesson's reference solution
// handed in again (the same program once spacing and comments are set
// aside), or a folder with no program in it. The marker flags it on the
// sheet (a note first); the marks stay what the runs earned, because a teacher
// marks the reference itself to check a lesson.
#include <string>

#include "lessons/lesson.h"

namespace bugbot::marking {

// Python source with its comments and all whitespace outside string literals
// removed: two programs that differ only in layout and comments give the same
// text. Not a tokenizer: a string's quotes (', ", triple, with escapes) are
// followed only so that a '#' or a space inside one is kept.
std::string normalised_python(const std::string& source);

// True when both are the same program but for spacing and comments. An empty
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
