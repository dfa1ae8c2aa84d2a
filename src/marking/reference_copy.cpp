#include "marking/reference_copy.h"

#include <sys/stat.h>

#include <cctype>
#include <fstream>
#include <sstream>

#include "i18n/translate.h"

namespace bugbot::marking {

std::string normalised_python(const std::string& source) {
    std::string out;
    out.reserve(source.size());
    std::size_t i = 0;
    const std::size_t n = source.size();
    while (i < n) {
        const char c = source[i];
        if (c == '#') {
            while (i < n && source[i] != '\n') ++i;
        } else if (std::isspace(static_cast<unsigned char>(c))) {
            ++i;
        } else if (c == '"' || c == '\'') {
            // A string literal, kept whole (its prefix letters were kept as code).
            const bool triple = i + 2 < n && source[i + 1] == c && source[i + 2] == c;
            const std::size_t quote = triple ? 3 : 1;
            const std::size_t start = i;
            i += quote;
            while (i < n) {
                if (source[i] == '\\') {
                    i += 2;
                } else if (source[i] == c && (!triple || (i + 2 < n && source[i + 1] == c && source[i + 2] == c))) {
                    i += quote;
                    break;
                } else if (!triple && source[i] == '\n') {
                    break;  // an unclosed one-line string: the rest is code again
                } else {
                    ++i;
                }
            }
            out.append(source, start, std::min(i, n) - start);
        } else {
            out += c;
            ++i;
        }
    }
    return out;
}

bool same_program(const std::string& normalised_reference, const std::string& source) {
    return !normalised_reference.empty() && normalised_python(source) == normalised_reference;
}

std::string normalised_reference(const Lesson& lesson) {
    if (lesson.solution.empty()) return "";
    std::ifstream in(lesson.path(lesson.solution), std::ios::binary);
    if (!in) return "";
    std::stringstream text;
    text << in.rdbuf();
    return normalised_python(text.str());
}

bool is_folder_without_programs(const std::string& path) {
    struct stat st {};
    return lstat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode) && !path.ends_with(".py");
}

const char* reference_copy_note() {
    return i18n::translate("marking", "Flagged: this hand-in is the lesson's reference solution (the same program but for "
                                      "spacing and comments); its marks are not the student's own work.");
}

}  // namespace bugbot::marking
