#include "lessons/lesson_translation.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "files/gate.h"
#include "i18n/preferred_languages.h"
#include "sim/json_lines.h"

namespace bugbot::marking {

namespace fs = std::filesystem;
using nlohmann::json;

namespace {
// A language code as the environment's are read (i18n/preferred_languages.h): "de", not "DE" or "de_AT".
bool valid_code(const std::string& code) { return !code.empty() && i18n::language_code(code) == code; }

// `object[key]`, a string of `what` in the translation, into `into` (untouched when absent or wrong).
void take_string(const json& object, const std::string& key, std::string& into, const std::string& file,
                 const std::string& text, std::vector<Problem>& problems) {
    auto it = object.find(key);
    if (it == object.end()) return;
    if (!it->is_string() || it->get<std::string>().empty()) {
        problems.push_back({file, sim::line_of_key(text, key), "\"" + key + "\" must be a non-empty string"});
        return;
    }
    into = it->get<std::string>();
}

// "programs" or "tasks": {name: title}, each name one the lesson has.
template <class Item, class Name>
void take_titles(const json& doc, const char* key, std::vector<Item>& items, Name name_of, const std::string& file,
                 const std::string& text, std::vector<Problem>& problems) {
    auto it = doc.find(key);
    if (it == doc.end()) return;
    if (!it->is_object()) {
        problems.push_back({file, sim::line_of_key(text, key), std::string("\"") + key + "\" must be {\"name\": \"title\", ...}"});
        return;
    }
    for (const auto& [name, title] : it->items()) {
        auto item = std::find_if(items.begin(), items.end(), [&](const Item& i) { return name_of(i) == name; });
        if (item == items.end()) {
            problems.push_back({file, sim::line_of_key(text, std::string(key) + "." + name),
                                std::string("the lesson has no ") + (key == std::string("tasks") ? "task" : "program") + " \"" + name + "\""});
        } else if (!title.is_string() || title.template get<std::string>().empty()) {
            problems.push_back({file, sim::line_of_key(text, std::string(key) + "." + name), "the title of \"" + name + "\" must be a non-empty string"});
        } else {
            item->title = title.template get<std::string>();
        }
    }
}
}  // namespace

Lesson translated(const Lesson& lesson, const std::string& code, std::vector<Problem>* problems_out) {
    if (code == "en" || !valid_code(code)) return lesson;
    const std::string file = lesson.folder + "/lesson." + code + ".json";
    std::error_code ec;
    if (!fs::is_regular_file(file, ec)) return lesson;
    std::vector<Problem> problems;
    // Through the one gate: a translation passed round may be a link or a FIFO.
    std::string text, why;
    files::ReadRule rule;
    rule.cap = kMaxLessonFileBytes;
    const bool read = files::read_file(file, text, why, rule) == files::Read::ok;
    sim::JsonSyntaxError syntax;
    const std::optional<json> doc = read ? sim::parse_json(text, syntax) : std::nullopt;
    Lesson out = lesson;
    if (!read) {
        problems.push_back({file, 0, "cannot read the translation: " + why});
    } else if (!doc || !doc->is_object()) {
        problems.push_back({file, doc ? 1 : syntax.line, doc ? "a translation must hold one JSON object {...}" : syntax.message});
    } else {
        for (const auto& [key, value] : doc->items()) {
            (void)value;
            if (key != "title" && key != "track" && key != "text" && key != "programs" && key != "tasks" && key != "about")
                problems.push_back({file, sim::line_of_key(text, key), "unknown key \"" + key + "\" (a translation holds title, track, text, programs, tasks)"});
        }
        take_string(*doc, "title", out.title, file, text, problems);
        take_string(*doc, "track", out.track, file, text, problems);
        std::string text_file;
        take_string(*doc, "text", text_file, file, text, problems);
        if (!text_file.empty()) {
            if (text_file.find('/') != std::string::npos || text_file.starts_with('.') || !fs::is_regular_file(lesson.path(text_file), ec))
                problems.push_back({file, sim::line_of_key(text, "text"), "\"text\": no file " + text_file + " in the lesson's folder"});
            else
                out.text = text_file;
        }
        take_titles(*doc, "programs", out.programs, [](const Program& p) { return p.file; }, file, text, problems);
        take_titles(*doc, "tasks", out.tasks, [](const Task& t) { return t.id; }, file, text, problems);
    }
    // A program's translation is CODE/FILE beside it: same code, other words
    // (lessons/_marking/program_translation.py checks that).
    for (Program& program : out.programs) {
        if (fs::is_regular_file(lesson.path(code + "/" + program.file), ec)) program.file = code + "/" + program.file;
    }
    if (!out.starter.empty() && fs::is_regular_file(lesson.path(code + "/" + out.starter), ec)) out.starter = code + "/" + out.starter;
    if (problems_out) problems_out->insert(problems_out->end(), problems.begin(), problems.end());
    return out;
}

std::vector<std::string> lesson_languages(const Lesson& lesson) {
    std::vector<std::string> codes;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(lesson.folder, ec)) {
        const std::string name = entry.path().filename().string();
        if (!name.starts_with("lesson.") || !name.ends_with(".json") || name == "lesson.json") continue;
        const std::string code = name.substr(7, name.size() - 7 - 5);
        if (valid_code(code)) codes.push_back(code);
    }
    std::sort(codes.begin(), codes.end());
    return codes;
}

std::string reader_language(const Lesson& lesson) {
    std::vector<std::string> codes = lesson_languages(lesson);
    codes.insert(codes.begin(), "en");
    return i18n::first_available(codes);
}

}  // namespace bugbot::marking
