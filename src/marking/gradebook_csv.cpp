#include "marking/gradebook_csv.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "files/gate.h"
#include "marking/marker.h"
#include "text/safe_text.h"

namespace fs = std::filesystem;
using nlohmann::ordered_json;

namespace bugbot::marking {

using text::CsvRow;
using text::terminal_safe;

namespace {

// A grade as a gradebook reads it: a plain number, a point, at most two decimals.
std::string grade_text(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f", std::round(value * 100) / 100);
    std::string text = buffer;
    while (text.back() == '0') text.pop_back();
    if (text.back() == '.') text.pop_back();
    return text;
}

// A submission the marker could not mark has no grade (an empty cell), not a 0.
bool graded(const ordered_json& s) { return s.value("status", "") != kNotMarked; }

std::string row_of(const std::vector<std::string>& cells) {
    CsvRow row;
    for (const auto& cell : cells) row.text(cell);
    return row.line();
}

}  // namespace

bool GradebookSheet::set(const GradebookForm& form, std::string& error) {
    if (form.form != "moodle" && form.form != "plain") {
        error = "--gradebook-form is moodle or plain, not " + terminal_safe(form.form);
        return false;
    }
    if (form.id_column.empty()) {
        error = "--id-column needs a name (Moodle maps Username, ID number or Email address)";
        return false;
    }
    if (!form.id_pattern.empty()) {
        try {
            pattern_ = std::regex(form.id_pattern, std::regex::ECMAScript);
        } catch (const std::regex_error& e) {
            error = "--id-pattern is not a regular expression (" + std::string(e.what()) + ")";
            return false;
        }
        if (pattern_.mark_count() < 1) {
            error = "--id-pattern needs a group in brackets, the id's part of the name: 'class-(\\d+)\\.py'";
            return false;
        }
    }
    form_ = form;
    return true;
}

std::string GradebookSheet::student_id(const std::string& path) const {
    const fs::path p(path);
    const auto folder = owner_folders_.find(path);
    if (form_.id_pattern.empty()) return folder != owner_folders_.end() ? folder->second : p.stem().string();
    const std::string name = folder != owner_folders_.end() ? folder->second : p.filename().string();
    std::smatch m;
    if (!std::regex_search(name, m, pattern_)) return {};
    return m[1].str();
}

void GradebookSheet::add(const ordered_json& submission, const std::string& path) {
    submissions_.emplace_back(path, submission);
}

std::vector<GradebookSheet::Row> GradebookSheet::rows(std::vector<std::string>* problems) const {
    std::vector<Row> out;
    std::map<std::string, std::size_t> row_of_id;  // a class of 9,000: no search a row
    std::size_t from_names = 0;
    for (const auto& [path, s] : submissions_) {
        const std::string id = student_id(path), file = s.value("file", path);
        if (id.empty()) {
            if (problems)
                problems->push_back(file + ": no student id in its name (--id-pattern); left out of the gradebook");
            continue;
        }
        from_names += id_from_file_name(path) ? 1 : 0;
        const auto [at, first] = row_of_id.emplace(id, out.size());
        if (first) out.push_back({id, file, s, {}});
        out[at->second].claimants.push_back(file);
    }
    for (Row& r : out) {
        if (r.claimants.size() < 2) continue;
        // Never a silent pick: no grade for this student until the teacher decides.
        r.submission["status"] = kNotMarked;
        if (!problems) continue;
        std::string files;
        for (const auto& f : r.claimants) files += (files.empty() ? "" : ", ") + f;
        problems->push_back("student " + r.id + " is claimed by " + std::to_string(r.claimants.size()) + " hand-ins (" +
                            files + "): a conflict, left without a grade; keep one and mark again");
    }
    if (problems && from_names > 0)
        problems->push_back(std::to_string(from_names) +
                            " student id(s) taken from the files' names, which their authors "
                            "chose (no student's own folder, as Moodle's download makes): check them before importing");
    return out;
}

namespace {

// The submission that gives `row` its grade for `lesson`, or nullptr: none,
// not marked, or in conflict.
const ordered_json* graded_marks(const GradebookRow& row, const Lesson& lesson) {
    const auto found = row.marks.find(lesson.id);
    if (row.conflict || found == row.marks.end() || !graded(found->second)) return nullptr;
    return &found->second;
}

// A task's score in a submission, by the task's id (the marker lists every task).
double task_score(const ordered_json& submission, const std::string& task) {
    for (const auto& t : submission.value("tasks", ordered_json::array()))
        if (t.value("id", "") == task) return t.value("score", 0.0);
    return 0;
}

}  // namespace

std::string moodle_csv(const std::string& id_column, const std::vector<Lesson>& lessons,
                       const std::vector<GradebookRow>& rows) {
    std::vector<std::string> head{id_column};
    for (const Lesson& lesson : lessons) {
        for (const auto& t : lesson.tasks) head.push_back(lesson.id + ": " + t.id);
        head.push_back(lesson.id + ": total");
    }
    std::string text = row_of(head);
    for (const GradebookRow& r : rows) {
        std::vector<std::string> cells{r.id};
        for (const Lesson& lesson : lessons) {
            const ordered_json* marks = graded_marks(r, lesson);
            for (const auto& t : lesson.tasks)
                cells.push_back(marks ? grade_text(std::clamp(task_score(*marks, t.id), 0.0, t.points)) : "");
            cells.push_back(marks ? grade_text(std::clamp(marks->value("score", 0.0), 0.0, lesson.max_score())) : "");
        }
        text += row_of(cells);
    }
    return text;
}

std::string plain_csv(const std::vector<Lesson>& lessons, const std::vector<GradebookRow>& rows) {
    std::string text = row_of({"Student ID", "Lesson", "Score", "Out of", "Percent", "Status"});
    for (const GradebookRow& r : rows)
        for (const Lesson& lesson : lessons) {
            const double max = lesson.max_score();
            const ordered_json* marks = graded_marks(r, lesson);
            const double score = marks ? std::clamp(marks->value("score", 0.0), 0.0, max) : 0;
            const auto found = r.marks.find(lesson.id);
            const std::string status = r.conflict               ? "conflict"
                                       : found == r.marks.end() ? "none"
                                                                : found->second.value("status", "");
            text += row_of({r.id, lesson.id, marks ? grade_text(score) : "", grade_text(max),
                            marks && max > 0 ? grade_text(100 * score / max) : "", status});
        }
    return text;
}

std::vector<GradebookRow> GradebookSheet::gradebook_rows(const Lesson& lesson) const {
    std::vector<GradebookRow> out;
    for (const Row& r : rows(nullptr)) out.push_back({r.id, {{lesson.id, r.submission}}, r.claimants.size() > 1});
    return out;
}

bool GradebookSheet::write(const std::string& path, const Lesson& lesson, std::vector<std::string>& problems,
                           std::string& error) const {
    rows(&problems);
    const auto sheet_rows = gradebook_rows(lesson);
    return files::save_file(
        path,
        form_.form == "plain" ? plain_csv({lesson}, sheet_rows) : moodle_csv(form_.id_column, {lesson}, sheet_rows),
        error, 0644);
}

}  // namespace bugbot::marking
