#pragma once
// A lesson in another language. Beside lesson.json, lesson.<code>.json
// ("de" for German) holds what is translated, each part optional:
//
//   {"title": "Als Zahlen sehen", "track": "...", "text": "lesson.de.md",
//    "programs": {"demo.py": "Die Demo: ..."}, "tasks": {"spin": "..."}}
//
// A program's translation is <code>/FILE beside FILE ("de/demo.py"): the
// same program with its comments and printed words in that language.
// What a translation lacks stays English, piece by piece; a malformed one is
// a Problem (bugbot lessons --check) and the lesson stays English. Worlds,
// points and checks are the lesson's own, in every language.
#include <string>
#include <vector>

#include "lessons/lesson.h"

namespace bugbot::marking {

// The lesson in language `code` (as far as it is translated); "en" or no
// translation: the lesson as it is.
Lesson translated(const Lesson& lesson, const std::string& code, std::vector<Problem>* problems = nullptr);

// The codes of the translations lesson.<code>.json in the lesson's folder, sorted.
std::vector<std::string> lesson_languages(const Lesson& lesson);

// The language a reader of this lesson gets: the first the environment asks
// for (i18n/preferred_languages.h) that the lesson is translated into, else "en".
// The marker's feedback and titles follow it.
std::string reader_language(const Lesson& lesson);

}  // namespace bugbot::marking
