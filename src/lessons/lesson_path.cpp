// Where lessons are found: the installed set, then the teacher's folders, a
// later folder's lesson replacing an earlier one with the same id.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <map>

#include "paths/data_dir.h"
#include "lessons/lesson.h"

namespace fs = std::filesystem;

namespace bugbot::marking {

namespace {

std::vector<std::string>& added_folders() {
    static std::vector<std::string> folders;
    return folders;
}

std::string absolute(const std::string& dir) {
    std::error_code ec;
    const fs::path path = fs::absolute(dir, ec);
    return ec ? dir : path.lexically_normal().string();
}

}  // namespace

std::string installed_lessons_dir() { return engine::installed_data_dir() + "/lessons"; }

std::string user_lessons_dir() { return engine::user_data_dir() + "/lessons"; }

void add_lesson_folder(const std::string& dir) { added_folders().push_back(absolute(dir)); }

std::vector<LessonFolder> lesson_path() {
    std::vector<LessonFolder> path{{installed_lessons_dir(), "installed"}, {user_lessons_dir(), "yours"}};
    const char* env = std::getenv("BUGBOT_LESSONS");
    const std::string listed = env ? env : "";
    for (std::size_t start = 0; start < listed.size();) {
        std::size_t end = listed.find(':', start);
        if (end == std::string::npos) end = listed.size();
        if (end > start) path.push_back({absolute(listed.substr(start, end - start)), "BUGBOT_LESSONS"});
        start = end + 1;
    }
    for (const auto& dir : added_folders()) path.push_back({dir, "--lessons"});
    return path;
}

std::vector<FoundLesson> discover_lessons(std::vector<Problem>* problems) {
    std::vector<FoundLesson> found;
    std::map<std::string, std::size_t> by_id;
    std::error_code ec;
    for (const auto& folder : lesson_path()) {
        // The teacher's own folder is there only once they have made a lesson.
        if (folder.source == "yours" && !fs::exists(folder.path, ec)) continue;
        for (auto& lesson : load_lessons(folder.path, problems)) {
            FoundLesson one{std::move(lesson), folder, ""};
            if (auto it = by_id.find(one.lesson.id); it != by_id.end()) {
                one.replaced = found[it->second].lesson.folder;
                found[it->second] = std::move(one);
            } else {
                by_id[one.lesson.id] = found.size();
                found.push_back(std::move(one));
            }
        }
    }
    std::stable_sort(found.begin(), found.end(), [](const FoundLesson& a, const FoundLesson& b) {
        return a.lesson.order != b.lesson.order ? a.lesson.order < b.lesson.order : a.lesson.id < b.lesson.id;
    });
    return found;
}

LoadResult find_lesson(const std::string& id_or_path) {
    std::error_code ec;
    std::string path = id_or_path;
    if (path.ends_with("lesson.json")) path = fs::path(path).parent_path().string();
    if (fs::is_directory(path, ec) && fs::exists(path + "/lesson.json", ec)) return load_lesson(path);
    const auto folders = lesson_path();
    if (valid_lesson_id(id_or_path)) {
        // The usual case, a folder named for its lesson: the last folder of the path that has it wins.
        for (auto folder = folders.rbegin(); folder != folders.rend(); ++folder) {
            const std::string candidate = folder->path + "/" + id_or_path;
            if (!fs::is_directory(candidate, ec)) continue;
            LoadResult direct = load_lesson(candidate);
            if (!direct.lesson || direct.lesson->id == id_or_path) return direct;  // found, or found broken
            break;  // a folder named for another id: look at them all
        }
    }
    for (auto& one : discover_lessons())
        if (one.lesson.id == id_or_path) return LoadResult{std::move(one.lesson), {}};
    std::string looked;
    for (const auto& folder : folders) looked += (looked.empty() ? "" : ", ") + folder.path;
    LoadResult missing;
    missing.problems.push_back({looked, 0, "no lesson with the id \"" + id_or_path + "\" (bugbot lessons lists them)"});
    return missing;
}

std::string find_program(const std::string& path) {
    std::error_code ec;
    const auto slash = path.find('/');
    if (slash == std::string::npos || slash == 0 || fs::exists(path, ec)) return path;
    const std::string id = path.substr(0, slash);
    if (!valid_lesson_id(id)) return path;
    LoadResult found = find_lesson(id);
    if (!found.lesson) return path;
    const std::string program = found.lesson->path(path.substr(slash + 1));
    return fs::is_regular_file(program, ec) ? program : path;
}

}  // namespace bugbot::marking
