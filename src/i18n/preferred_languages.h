#pragma once
// The languages the user's environment asks for, best first, as two-letter
// codes ("de"): BUGBOT_LANGUAGE (set by the studio for the programs it
// starts), then as gettext reads them: LANGUAGE (a colon list) when the
// locale is not C, then LC_ALL, LC_MESSAGES, LANG. English ("en") is always
// last, so every list ends in a language everything speaks.
#include <string>
#include <string_view>
#include <vector>

namespace bugbot::i18n {

// "de_DE.UTF-8", "de-AT", "de@euro", "DE" -> "de"; "C", "POSIX", "" -> "".
std::string language_code(std::string_view locale);

std::vector<std::string> preferred_languages();

// The first of preferred_languages() that `available` holds ("en" if none).
std::string first_available(const std::vector<std::string>& available);

}  // namespace bugbot::i18n
