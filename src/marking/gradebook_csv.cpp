#include "marking/gradebook_csv.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "marking/marker.h"
#include "marking/safe_text.h"

namespace fs = std::filesystem;
using nlohmann::ordered_json;

namespace bugbot::marking {

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
    std::string line;
    for (std::size_t i = 0; i < cells.size(); ++i) line += (i ? "," : "") + csv_cell(cells[i]);
    return line + "\n";
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
    if (form_.id_pattern.empty()) return p.stem().string();
    const std::string name = p.filename().string();
    std::smatch m;
    if (!std::regex_search(name, m, pattern_)) return {};
    return m[1].str();
}

void GradebookSheet::add(const ordered_json& submission, const std::string& path) {
    submissions_.emplace_back(path, submission);
}

std::vector<GradebookSheet::Row> GradebookSheet::rows(std::vector<std::string>* problems) const {
    std::vector<Row> out;
    for (const auto& [path, s] : submissions_) {
        const std::string id = student_id(path), file = s.value("file", path);
        if (id.empty()) {
            if (problems) problems->push_back(file + ": no student id in its name (--id-pattern); left out of the gradebook");
            continue;
        }
        auto same = std::find_if(out.begin(), out.end(), [&](const Row& r) { return r.id == id; });
        if (same == out.end()) {
            out.push_back({id, file, s});
            continue;
        }
        // The better mark stays: a graded one over one not marked, then the higher score.
        const bool better = (graded(s) && !graded(same->submission)) ||
                            (graded(s) == graded(same->submission) && s.value("score", 0.0) > same->submission.value("score", 0.0));
        const std::string kept = better ? file : same->file, dropped = better ? same->file : file;
        if (better) same->file = file, same->submission = s;
        if (problems) problems->push_back("student " + id + " has two files: " + kept + " kept, " + dropped + " left out");
    }
    return out;
}

std::string GradebookSheet::moodle(const Lesson& lesson) const {
    std::vector<std::string> head{form_.id_column};
    for (const auto& t : lesson.tasks) head.push_back(lesson.id + ": " + t.id);
    head.push_back(lesson.id + ": total");
    std::string text = row_of(head);
    for (const Row& r : rows(nullptr)) {
        std::vector<std::string> cells{r.id};
        const bool has_grade = graded(r.submission);
        const ordered_json& tasks = r.submission["tasks"];
        for (std::size_t i = 0; i < lesson.tasks.size(); ++i) {
            const bool here = has_grade && i < tasks.size();
            cells.push_back(here ? grade_text(std::clamp(tasks[i].value("score", 0.0), 0.0, lesson.tasks[i].points)) : "");
        }
        cells.push_back(has_grade ? grade_text(std::clamp(r.submission.value("score", 0.0), 0.0, lesson.max_score())) : "");
        text += row_of(cells);
    }
    return text;
}

std::string GradebookSheet::plain(const Lesson& lesson) const {
    std::string text = row_of({"Student ID", "Lesson", "Score", "Out of", "Percent", "Status"});
    const double max = lesson.max_score();
    for (const Row& r : rows(nullptr)) {
        const bool has_grade = graded(r.submission);
        const double score = std::clamp(r.submission.value("score", 0.0), 0.0, max);
        text += row_of({r.id, lesson.id, has_grade ? grade_text(score) : "", grade_text(max),
                        has_grade && max > 0 ? grade_text(100 * score / max) : "", r.submission.value("status", "")});
    }
    return text;
}

bool GradebookSheet::write(const std::string& path, const Lesson& lesson, std::vector<std::string>& problems) const {
    rows(&problems);
    const std::string text = form_.form == "plain" ? plain(lesson) : moodle(lesson);
    std::FILE* f = std::fopen(path.c_str(), "wb");
    if (!f) return false;
    const bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
    return std::fclose(f) == 0 && ok;
}

}  // namespace bugbot::marking
