#include "lessons/lesson.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

#include "files/gate.h"
#include "paths/data_dir.h"
#include "sim/json_lines.h"
#include "sim/world_file.h"

namespace fs = std::filesystem;
using nlohmann::json;

namespace bugbot::marking {

double Lesson::max_score() const {
    double total = 0;
    for (const auto& task : tasks) total += task.points;
    return total;
}

std::string Problem::where() const {
    return line > 0 ? file + ":" + std::to_string(line) : file;
}

namespace {

using sim::line_at;
using sim::line_of_first_key;

struct Reader {
    std::string file;
    std::string text;
    std::vector<Problem>& problems;
    bool fatal = false;
    // The path of the object being read ("tasks[2]"; "" for the top level), so
    // that a problem in it is reported on its own line, not the first task's.
    std::string at;

    int line_for(const std::string& key) const {
        if (!at.empty()) {
            if (const int line = sim::line_of_key(text, at + "." + key); line > 0) return line;
            if (const int line = sim::line_of_key(text, at); line > 0) return line;
        }
        if (const int line = sim::line_of_key(text, key); line > 0) return line;
        return line_of_first_key(text, key);
    }

    void problem(int line, const std::string& message, bool is_fatal = false) {
        problems.push_back({file, line, message});
        fatal = fatal || is_fatal;
    }
    void problem_at_key(const std::string& key, const std::string& message, bool is_fatal = false) {
        problem(line_for(key), message, is_fatal);
    }

    // `may_be_empty`: "" is a value of its own (a world's "" is the default mat).
    std::string string(const json& object, const char* key, bool required, bool may_be_empty = false) {
        auto it = object.find(key);
        if (it == object.end()) {
            if (required)
                problem(at.empty() ? 0 : sim::line_of_key(text, at),
                        std::string("\"") + key + "\" is missing (it is required)", true);
            return "";
        }
        if (!it->is_string() || (it->get<std::string>().empty() && !may_be_empty)) {
            problem_at_key(key, std::string("\"") + key + (may_be_empty ? "\" must be a string" : "\" must be a non-empty string"),
                           required);
            return "";
        }
        return it->get<std::string>();
    }
    double number(const json& object, const char* key, double fallback, double low, double high) {
        auto it = object.find(key);
        if (it == object.end()) return fallback;
        if (!it->is_number() || it->get<double>() < low || it->get<double>() > high) {
            std::ostringstream msg;
            msg << "\"" << key << "\" must be a number from " << low << " to " << high;
            problem_at_key(key, msg.str());
            return fallback;
        }
        return it->get<double>();
    }
    void only_keys(const json& object, std::initializer_list<const char*> allowed, const std::string& what) {
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (std::none_of(allowed.begin(), allowed.end(), [&](const char* a) { return it.key() == a; })) {
                std::string list;
                for (const char* a : allowed) list += std::string(list.empty() ? "" : ", ") + a;
                problem_at_key(it.key(), "unknown key \"" + it.key() + "\" in " + what + " (known: " + list + ")");
            }
        }
    }
    // A file named by the lesson must exist inside its folder.
    void must_exist(const std::string& folder, const std::string& relative, const char* key) {
        if (relative.empty()) return;
        if (relative.starts_with("/") || relative.find("..") != std::string::npos) {
            problem_at_key(key, "\"" + relative + "\" must be a path inside the lesson's folder", true);
            return;
        }
        std::error_code ec;
        if (!fs::is_regular_file(folder + "/" + relative, ec))
            problem(line_for(key), "\"" + relative + "\" (" + key + ") does not exist in " + folder, true);
    }
};

// A variation's world must be found and load, and its start (the world's own
// when the variation gives none) be one the world allows: a start off the mat
// or inside an obstacle would fail every student's run, not the lesson.
void check_world_and_start(Reader& r, const Lesson& lesson, const Variation& v, int line) {
    const std::string path = world_path(lesson, v.world);
    sim::WorldSpec world = sim::default_world();
    if (!path.empty()) {
        std::error_code ec;
        if (!fs::is_regular_file(path, ec)) {
            const bool is_name = v.world.find('/') == std::string::npos && !v.world.ends_with(".json");
            const std::string looked = is_name ? lesson.path("worlds/" + v.world + ".json") + ", then " + path : path;
            r.problem(r.line_for("world"), "the world \"" + v.world + "\" was not found (looked for " + looked + ")", true);
            return;
        }
        auto loaded = sim::load_world_file(path);
        if (auto* error = std::get_if<sim::WorldError>(&loaded)) {
            r.problem(r.line_for("world"), "the world \"" + v.world + "\" cannot be used: " + error->message, true);
            return;
        }
        world = std::get<sim::WorldSpec>(loaded);
    }
    if (!v.start) return;
    if (const std::string why = sim::start_problem(world, *v.start, "start"); !why.empty())
        r.problem(sim::line_of_key(r.text, r.at + ".start") > 0 ? sim::line_of_key(r.text, r.at + ".start") : line,
                  "variation " + std::to_string(lesson.variations.size() + 1) + " (on " +
                      (v.world.empty() ? std::string("the default mat") : "the world \"" + v.world + "\"") + "): " + why +
                      "; every run of this variation would fail, whatever the program",
                  true);
}

}  // namespace

bool valid_lesson_id(const std::string& id) {
    if (id.empty() || id.size() > 64) return false;
    return std::all_of(id.begin(), id.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_';
    });
}

std::string world_path(const Lesson& lesson, const std::string& world) {
    if (world.empty() || world == "empty" || world == "default") return "";
    const bool is_path = world.find('/') != std::string::npos || world.ends_with(".json");
    if (is_path) return world.starts_with("/") ? world : lesson.path(world);
    std::error_code ec;
    const std::string own = lesson.path("worlds/" + world + ".json");
    if (fs::is_regular_file(own, ec)) return own;
    return engine::installed_data_dir() + "/worlds/" + world + ".json";
}

namespace {

// The phases of load_lesson, each reading one part of lesson.json into the lesson.

// The file, parsed: its text kept in the reader for the lines of problems.
std::optional<json> read_document(Reader& r) {
    // Through the one gate: a lesson passed round may hold a link or a FIFO.
    std::string why;
    files::ReadRule rule;
    rule.cap = kMaxLessonFileBytes;
    if (const files::Read read = files::read_file(r.file, r.text, why, rule); read != files::Read::ok) {
        r.problem(0, read == files::Read::missing ? "cannot read the lesson file (every lesson folder needs a lesson.json)"
                                                  : "cannot read the lesson file: " + why,
                  true);
        return std::nullopt;
    }
    sim::JsonSyntaxError syntax;
    const std::optional<json> parsed = sim::parse_json(r.text, syntax);
    if (!parsed) {
        r.problem(syntax.line, syntax.message, true);
        return std::nullopt;
    }
    const json& doc = *parsed;
    if (!doc.is_object()) {
        r.problem(1, "the lesson file must hold one JSON object {...}", true);
        return std::nullopt;
    }
    r.only_keys(doc, {"id", "title", "track", "order", "text", "programs", "starter", "solution", "marking",
                      "world", "tasks", "variations", "limits", "keep", "about"},
                "the lesson");
    return doc;
}

// id, title, track, order and the files the lesson names.
void read_header(Reader& r, const json& doc, Lesson& lesson) {
    const std::string& folder = lesson.folder;
    lesson.id = r.string(doc, "id", true);
    if (!lesson.id.empty() && !valid_lesson_id(lesson.id))
        r.problem_at_key("id", "\"id\" may hold only ASCII letters, digits, '.', '-' and '_'", true);
    lesson.title = r.string(doc, "title", true);
    lesson.track = r.string(doc, "track", false);
    lesson.order = r.number(doc, "order", 1000, -1e9, 1e9);
    lesson.text = r.string(doc, "text", true);
    r.must_exist(folder, lesson.text, "text");
    lesson.starter = r.string(doc, "starter", false);
    r.must_exist(folder, lesson.starter, "starter");
    lesson.solution = r.string(doc, "solution", false);
    r.must_exist(folder, lesson.solution, "solution");
    lesson.marking = r.string(doc, "marking", true);
    r.must_exist(folder, lesson.marking, "marking");
    lesson.world = r.string(doc, "world", false, true);
}

void read_programs(Reader& r, const json& doc, Lesson& lesson) {
    auto it = doc.find("programs");
    if (it == doc.end()) return;
    if (!it->is_array()) {
        r.problem_at_key("programs", "\"programs\" must be a list of {\"file\", \"title\"}");
        return;
    }
    for (std::size_t i = 0; i < it->size(); ++i) {
        const json& entry = (*it)[i];
        r.at = "programs[" + std::to_string(i) + "]";
        if (!entry.is_object() || !entry.contains("file") || !entry["file"].is_string()) {
            r.problem(r.line_for("file"), "each program must be {\"file\": \"name.py\", \"title\": \"...\"}");
            continue;
        }
        Program program{entry["file"].get<std::string>(), entry.value("title", entry["file"].get<std::string>())};
        r.only_keys(entry, {"file", "title"}, "a program");
        r.must_exist(lesson.folder, program.file, "file");
        lesson.programs.push_back(program);
    }
    r.at.clear();
}

void read_tasks(Reader& r, const json& doc, Lesson& lesson) {
    std::set<std::string> ids;
    auto it = doc.find("tasks");
    if (it == doc.end() || !it->is_array() || it->empty()) {
        r.problem(line_of_first_key(r.text, "tasks"), "\"tasks\" must be a list of at least one {\"id\", \"title\"}", true);
        return;
    }
    for (std::size_t i = 0; i < it->size(); ++i) {
        const json& entry = (*it)[i];
        r.at = "tasks[" + std::to_string(i) + "]";
        if (!entry.is_object()) {
            r.problem(sim::line_of_key(r.text, r.at), "each task must be {\"id\": ..., \"title\": ..., \"points\": ...}", true);
            continue;
        }
        Task task;
        task.id = r.string(entry, "id", true);
        task.title = r.string(entry, "title", true);
        task.points = r.number(entry, "points", 1, 0.001, 1e6);
        r.only_keys(entry, {"id", "title", "points"}, "a task");
        if (!task.id.empty() && !valid_lesson_id(task.id))
            r.problem(r.line_for("id"), "task id \"" + task.id + "\" may hold only ASCII letters, digits, '.', '-' and '_'", true);
        if (!ids.insert(task.id).second) r.problem(r.line_for("id"), "two tasks have the id \"" + task.id + "\"", true);
        lesson.tasks.push_back(task);
    }
    r.at.clear();
    // Not fatal: the lesson still marks, but the studio's sheet and the
    // lessons were designed for a few tasks, each a step of the lesson.
    if (lesson.tasks.size() < 2 || lesson.tasks.size() > 4)
        r.problem(line_of_first_key(r.text, "tasks"), "a lesson has 2 to 4 tasks; this one has " + std::to_string(lesson.tasks.size()));
}

// One entry of "variations" (r.at names it).
std::optional<Variation> read_variation(Reader& r, const json& entry, const Lesson& lesson, int line) {
    if (!entry.is_object()) {
        r.problem(line, "each variation must be an object like {\"seed\": 3, \"world\": \"box\"}", true);
        return std::nullopt;
    }
    r.only_keys(entry, {"seed", "world", "start", "label"}, "a variation");
    Variation v;
    v.seed = static_cast<std::uint64_t>(r.number(entry, "seed", 1, 0, 1e15));
    v.world = entry.contains("world") ? r.string(entry, "world", false, true) : lesson.world;
    if (auto s = entry.find("start"); s != entry.end()) {
        if (!s->is_object()) {
            r.problem(r.line_for("start"), "\"start\" must be {\"x\": ..., \"y\": ..., \"heading\": ...}", true);
        } else {
            r.at += ".start";
            r.only_keys(*s, {"x", "y", "heading"}, "a start");
            v.start = sim::Pose{r.number(*s, "x", 50, -1e4, 1e4), r.number(*s, "y", 20, -1e4, 1e4),
                                r.number(*s, "heading", 0, -360, 360)};
            r.at.resize(r.at.size() - std::string(".start").size());
        }
    }
    std::ostringstream label;
    label << "seed " << v.seed;
    if (!v.world.empty()) label << ", world " << v.world;
    if (v.start) label << ", start (" << v.start->x << ", " << v.start->y << ") heading " << v.start->heading_deg;
    v.label = entry.contains("label") ? r.string(entry, "label", false) : label.str();
    return v;
}

void read_variations(Reader& r, const json& doc, Lesson& lesson) {
    auto it = doc.find("variations");
    if (it == doc.end()) {
        // Seeds 1 to 5 on the lesson's world (as the README says; "" would be the default mat).
        const std::string on = lesson.world.empty() ? "" : ", world " + lesson.world;
        for (std::uint64_t seed : {1, 2, 3, 4, 5})
            lesson.variations.push_back(Variation{seed, lesson.world, std::nullopt, "seed " + std::to_string(seed) + on});
        check_world_and_start(r, lesson, lesson.variations.front(), 0);
        return;
    }
    if (!it->is_array() || it->empty()) {
        r.problem_at_key("variations", "\"variations\" must be a list of at least one {\"seed\", \"world\", \"start\"}", true);
        return;
    }
    for (std::size_t i = 0; i < it->size(); ++i) {
        r.at = "variations[" + std::to_string(i) + "]";
        const int line = sim::line_of_key(r.text, r.at);
        if (auto v = read_variation(r, (*it)[i], lesson, line)) {
            check_world_and_start(r, lesson, *v, line);
            lesson.variations.push_back(*v);
        }
    }
    r.at.clear();
}

void read_limits(Reader& r, const json& doc, Lesson& lesson) {
    auto it = doc.find("limits");
    if (it == doc.end()) return;
    if (!it->is_object()) {
        r.problem_at_key("limits", "\"limits\" must be {\"timeout\": S, \"cpu\": S, \"memory\": MB, \"robot_time\": S}");
        return;
    }
    r.at = "limits";
    r.only_keys(*it, {"timeout", "cpu", "memory", "robot_time"}, "limits");
    lesson.limits.robot_time_s = r.number(*it, "robot_time", lesson.limits.robot_time_s, 1, 36000);
    lesson.limits.timeout_s = r.number(*it, "timeout", lesson.limits.timeout_s, 0.1, 600);
    lesson.limits.cpu_s = r.number(*it, "cpu", lesson.limits.cpu_s, 0.1, 600);
    lesson.limits.memory_mb = r.number(*it, "memory", lesson.limits.memory_mb, 128, 16384);
    r.at.clear();
}

// "keep": files the program writes in its folder that the checks may read
// (a plain name each: no folders, so nothing to follow on the way).
void read_keep(Reader& r, const json& doc, Lesson& lesson) {
    auto it = doc.find("keep");
    if (it == doc.end()) return;
    const char* shape = "\"keep\" must be a list of {\"file\": \"model.json\", \"max_bytes\": N}";
    if (!it->is_array() || it->size() > kMaxKeptFiles) {
        r.problem_at_key("keep", std::string(shape) + ", at most " + std::to_string(kMaxKeptFiles), true);
        return;
    }
    for (std::size_t i = 0; i < it->size(); ++i) {
        const json& entry = (*it)[i];
        r.at = "keep[" + std::to_string(i) + "]";
        if (!entry.is_object()) {
            r.problem(sim::line_of_key(r.text, r.at), shape, true);
            continue;
        }
        r.only_keys(entry, {"file", "max_bytes"}, "a kept file");
        KeptFile kept{r.string(entry, "file", true),
                      static_cast<std::size_t>(r.number(entry, "max_bytes", 65536, 1, kMaxKeptBytes))};
        if (!kept.file.empty() && (kept.file.find('/') != std::string::npos || kept.file.starts_with('.') ||
                                   kept.file.find('\0') != std::string::npos))
            r.problem(r.line_for("file"), "a kept file is a plain name in the program's folder (no '/', not starting with '.')", true);
        lesson.keep.push_back(kept);
    }
    r.at.clear();
}

}  // namespace

LoadResult load_lesson(const std::string& folder_in) {
    LoadResult result;
    std::error_code ec;
    fs::path folder_path = fs::absolute(folder_in, ec).lexically_normal();
    std::string folder = folder_path.string();
    while (folder.size() > 1 && folder.ends_with('/')) folder.pop_back();
    Reader r{folder + "/lesson.json", "", result.problems, false, ""};
    const std::optional<json> doc = read_document(r);
    if (!doc) return result;

    Lesson lesson;
    lesson.folder = folder;
    read_header(r, *doc, lesson);
    read_programs(r, *doc, lesson);
    read_tasks(r, *doc, lesson);
    read_variations(r, *doc, lesson);
    read_limits(r, *doc, lesson);
    read_keep(r, *doc, lesson);
    const std::string folder_name = folder_path.filename().string();
    if (!lesson.id.empty() && folder_name != lesson.id)
        r.problem_at_key("id", "the id \"" + lesson.id + "\" differs from the folder's name \"" + folder_name + "\"");
    if (!r.fatal) result.lesson = std::move(lesson);
    return result;
}

std::vector<Lesson> load_lessons(const std::string& dir, std::vector<Problem>* problems) {
    std::vector<Lesson> lessons;
    std::vector<std::string> folders;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        if (name.starts_with('_') || name.starts_with('.') || !entry.is_directory(ec)) continue;
        folders.push_back(entry.path().string());
    }
    if (ec && problems) problems->push_back({dir, 0, "cannot list the lessons folder: " + ec.message()});
    std::sort(folders.begin(), folders.end());
    std::set<std::string> seen;
    for (const auto& folder : folders) {
        LoadResult one = load_lesson(folder);
        if (one.lesson && !seen.insert(one.lesson->id).second) {
            one.problems.push_back({folder + "/lesson.json", 0, "another lesson already has the id \"" + one.lesson->id + "\""});
            one.lesson.reset();
        }
        if (problems) problems->insert(problems->end(), one.problems.begin(), one.problems.end());
        if (one.lesson) lessons.push_back(std::move(*one.lesson));
    }
    std::stable_sort(lessons.begin(), lessons.end(), [](const Lesson& a, const Lesson& b) {
        return a.order != b.order ? a.order < b.order : a.id < b.id;
    });
    return lessons;
}

}  // namespace bugbot::marking
