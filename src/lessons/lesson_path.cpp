// Where lessons are found: the installed set, then the teacher's folders, a
// later folder's lesson replacing an earlier one with the same id.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <map>

#include <sys/stat.h>
#include <unistd.h>

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

// Why `path` (one file or folder, not followed) cannot be trusted, "" when it can.
std::string entry_problem(const std::string& path, bool ancestor) {
    struct stat st {};
    if (lstat(path.c_str(), &st) != 0) return "";  // missing: loading says so
    const bool owner_ok = st.st_uid == 0 || st.st_uid == geteuid();
    // A sticky folder above (/tmp) lets nobody else rename what is in it.
    const bool sticky_above = ancestor && S_ISDIR(st.st_mode) && (st.st_mode & S_ISVTX) && st.st_uid == 0;
    const bool others_write = (st.st_mode & (S_IWGRP | S_IWOTH)) != 0 && !sticky_above;
    if (owner_ok && !others_write) return "";
    char mode[16];
    std::snprintf(mode, sizeof mode, "%04o", static_cast<unsigned>(st.st_mode & 07777));
    if (!owner_ok)
        return path + " belongs to user " + std::to_string(st.st_uid) + ", neither you nor root";
    return path + " may be written by others (mode " + mode + "; chmod go-w " + path + ")";
}

}  // namespace

std::string trust_problem(const std::string& path) {
    std::error_code ec;
    const fs::path real = fs::weakly_canonical(fs::absolute(path, ec), ec);
    if (ec) return path + ": " + ec.message();
    std::string why = entry_problem(real.string(), false);
    for (fs::path up = real.parent_path(); why.empty() && !up.empty(); up = up.parent_path()) {
        why = entry_problem(up.string(), true);
        if (up == up.root_path()) break;
    }
    return why.empty() ? "" : "refused: " + why + ": anyone who can change it could run code as you while you mark";
}

std::string lesson_trust_problem(const Lesson& lesson) {
    for (const std::string& file : {lesson.folder, lesson.path("lesson.json"), lesson.path(lesson.marking),
                                    marking_library_dir(), marking_library_dir() + "/checker.py"})
        if (std::string why = trust_problem(file); !why.empty()) return why;
    return "";
}

std::string marking_library_dir() { return installed_lessons_dir() + "/_marking"; }

std::string installed_lessons_dir() { return engine::installed_data_dir() + "/lessons"; }

std::string teacher_lessons_dir() {
    return (fs::path(engine::installed_data_dir()).parent_path() / "bugbot-studio-teacher" / "lessons").string();
}

std::string user_lessons_dir() { return engine::user_data_dir() + "/lessons"; }

void add_lesson_folder(const std::string& dir) { added_folders().push_back(absolute(dir)); }

std::vector<LessonFolder> lesson_path() {
    std::vector<LessonFolder> path{{installed_lessons_dir(), "installed"}};
    // The teacher package's, on a teacher's machine only (packaging/CMakeLists.txt).
    std::error_code ec;
    if (const std::string teacher = teacher_lessons_dir(); fs::is_directory(teacher, ec))
        path.push_back({teacher, "teacher"});
    path.push_back({user_lessons_dir(), "yours"});
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
            if (std::string why = lesson_trust_problem(lesson); !why.empty()) {
                if (problems) problems->push_back({lesson.folder, 0, why});
                continue;
            }
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

namespace {

// Trusted, or refused with the reason.
LoadResult trusted(LoadResult found) {
    if (!found.lesson) return found;
    if (std::string why = lesson_trust_problem(*found.lesson); !why.empty()) {
        found.problems.push_back({found.lesson->folder, 0, why});
        found.lesson.reset();
    }
    return found;
}

// A lesson folder given as a path: only one on the lesson path (never one a
// student handed in beside their files, under the current folder).
LoadResult lesson_at_path(const std::string& given) {
    std::error_code ec;
    std::string path = given;
    if (path.ends_with("lesson.json")) path = fs::path(path).parent_path().string();
    const fs::path real = fs::weakly_canonical(fs::absolute(path, ec), ec);
    for (const auto& folder : lesson_path()) {
        const fs::path root = fs::weakly_canonical(folder.path, ec);
        if (!ec && real.parent_path() == root) return trusted(load_lesson(real.string()));
    }
    LoadResult refused;
    refused.problems.push_back({given, 0, "not a folder on the lesson path, so not a lesson marking trusts"
                                          " ('bugbot lessons' lists the path; --lessons " +
                                              real.parent_path().string() + " adds its folder)"});
    return refused;
}

}  // namespace

LoadResult find_lesson(const std::string& id_or_path) {
    std::error_code ec;
    // An id never names a folder here: the current folder may be the class's hand-in folder.
    if (id_or_path.find('/') != std::string::npos) return lesson_at_path(id_or_path);
    const auto folders = lesson_path();
    if (valid_lesson_id(id_or_path)) {
        // The usual case, a folder named for its lesson: the last folder of the path that has it wins.
        for (auto folder = folders.rbegin(); folder != folders.rend(); ++folder) {
            const std::string candidate = folder->path + "/" + id_or_path;
            if (!fs::is_directory(candidate, ec)) continue;
            LoadResult direct = load_lesson(candidate);
            if (!direct.lesson || direct.lesson->id == id_or_path) return trusted(std::move(direct));
            break;  // a folder named for another id: look at them all
        }
    }
    for (auto& one : discover_lessons())
        if (one.lesson.id == id_or_path) return trusted(LoadResult{std::move(one.lesson), {}});
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
