#pragma once
// The command line's messages in the user's language. A message is written
// in English where it is used, as translate("context", "English text");
// lupdate collects them into translations/bugbot_<code>.ts (Qt Linguist, as
// the studio's), and the build compiles those catalogues into the program
// (ts_to_cpp.py), so `bugbot` needs no Qt and no file at run time.
// A message without a translation stays English.
//
// Placeholders are printf's (%s, %d): a translation keeps them in order
// (tests/studio/translations_test.py checks it).
#include <string>

namespace bugbot::i18n {

// `english`'s translation in the first of preferred_languages() with a
// catalogue, else `english` itself. The pointer lives as long as the program.
const char* translate(const char* context, const char* english);

// printf's `format` filled in, as a string: format(translate(...), ...) for a
// message that is part of another (a usage error's detail).
std::string format(const char* format, ...) __attribute__((format(printf, 1, 2)));

}  // namespace bugbot::i18n
