#pragma once
// A hand-in that is the lesson's reference solution handed in again: the same
// program once spacing and comments are set aside. The marker flags it on the
// sheet (a note first); the marks stay what the runs earned, because a teacher
// marks the reference itself to check a lesson.
#include <string>

namespace bugbot::marking {

// Python source with its comments and all whitespace outside string literals
// removed: two programs that differ only in layout and comments give the same
// text. Not a tokenizer: a string's quotes (', ", triple, with escapes) are
// followed only so that a '#' or a space inside one is kept.
std::string normalised_python(const std::string& source);

// True when both are the same program but for spacing and comments. An empty
// reference (a lesson without one, or a student's install) matches nothing.
bool same_program(const std::string& normalised_reference, const std::string& source);

}  // namespace bugbot::marking
