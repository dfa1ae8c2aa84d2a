#include "i18n/preferred_languages.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace bugbot::i18n {

namespace {
std::string_view env(const char* name) {
    const char* v = std::getenv(name);
    return v ? std::string_view(v) : std::string_view();
}

void add(std::vector<std::string>& codes, std::string code) {
    if (!code.empty() && std::find(codes.begin(), codes.end(), code) == codes.end()) codes.push_back(std::move(code));
}
}  // namespace

std::string language_code(std::string_view locale) {
    const std::size_t end = locale.find_first_of("_.@-");
    std::string code(locale.substr(0, end));
    for (char& c : code) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (code == "c" || code == "posix") return {};
    const bool letters = std::all_of(code.begin(), code.end(), [](char c) { return c >= 'a' && c <= 'z'; });
    return letters && code.size() >= 2 && code.size() <= 3 ? code : std::string();
}

std::vector<std::string> preferred_languages() {
    // The locale that decides messages, as setlocale(LC_MESSAGES, "") would take it.
    std::string_view locale = env("LC_ALL");
    if (locale.empty()) locale = env("LC_MESSAGES");
    if (locale.empty()) locale = env("LANG");
    std::vector<std::string> codes;
    // The studio's choice (View > Language), which every program it starts follows.
    add(codes, language_code(env("BUGBOT_LANGUAGE")));
    // gettext ignores LANGUAGE in the C locale (no locale set is C): LC_ALL=C gives English.
    if (language_code(locale).empty()) {
        add(codes, "en");
        return codes;
    }
    std::string_view list = env("LANGUAGE");
    while (!list.empty()) {
        const std::size_t colon = list.find(':');
        add(codes, language_code(list.substr(0, colon)));
        list = colon == std::string_view::npos ? std::string_view() : list.substr(colon + 1);
    }
    add(codes, language_code(locale));
    add(codes, "en");
    return codes;
}

std::string first_available(const std::vector<std::string>& available) {
    for (const std::string& code : preferred_languages()) {
        if (std::find(available.begin(), available.end(), code) != available.end()) return code;
    }
    return "en";
}

}  // namespace bugbot::i18n
