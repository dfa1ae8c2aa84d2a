#pragma once
// The class's marks as a school's gradebook imports them (`bugbot mark
// --gradebook FILE`): one row per student, keyed by a student id.
// Two forms (docs/marking.md, "Marks for a gradebook"):
//   moodle  Moodle's "Import grades from CSV": the identifier column first,
//           named as Moodle maps it (Username, ID number, Email address), then
//           one grade column per task ("LESSON: TASK"), then the lesson's
//           total ("LESSON: total"); grades are plain numbers within each
//           column's maximum, and a submission the marker could not mark
//           leaves its cells empty, which Moodle takes as no grade;
//   plain   a one-number gradebook: Student ID, Lesson, Score, Out of,
//           Percent, Status.
// UTF-8, no byte order mark, a header row, every cell through csv_cell.
// moodle_csv and plain_csv write both forms for any source of marks: this
// sheet's files, or the class's database (classroom/marks_export.h).
// Whose a mark is comes from what the teacher controls: the student's own
// folder (Moodle's "Download all submissions" makes one a student, named by
// Moodle), else, as a fallback said on stderr, the file's name, which its
// author chose. Two hand-ins that claim one student are a conflict: that
// student's grades are left empty (no grade) and both files are named, never
// one picked.
#include <map>
#include <regex>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lessons/lesson.h"

namespace bugbot::marking {

// One student's row: their id and, for each lesson, the submission that
// counts (a line of the marking sheet: score, status, tasks with id and
// score), or none; `conflict`: two hand-ins claim the student, so no grade.
struct GradebookRow {
    std::string id;
    std::map<std::string, nlohmann::ordered_json> marks;  // lesson id -> submission
    bool conflict = false;
};

// Moodle's form over `lessons`, in their order: for each its tasks'
// columns, then its total. A student with no counted submission of a lesson
// (or not marked, or in conflict) has its cells empty: no grade.
std::string moodle_csv(const std::string& id_column, const std::vector<Lesson>& lessons,
                       const std::vector<GradebookRow>& rows);
// The plain form: a row for each student and lesson; one with no submission
// of the lesson has an empty score and the status "none".
std::string plain_csv(const std::vector<Lesson>& lessons, const std::vector<GradebookRow>& rows);

struct GradebookForm {
    std::string form = "moodle";  // moodle | plain
    std::string id_column = "Username";  // the identifier column's name (moodle)
    std::string id_pattern;  // a regex whose first group is the id in a file's name ("" = the stem)
};

class GradebookSheet {
public:
    // False, with why in `error`, for an unknown form or a pattern that is not
    // a regular expression with a capture group.
    bool set(const GradebookForm& form, std::string& error);
    // Each hand-in's own folder, by its path: the name of the folder beneath
    // the class folder it was found in (mark_command's expand_folder).
    void set_owner_folders(std::map<std::string, std::string> folders) { owner_folders_ = std::move(folders); }
    // The student's id: from the hand-in's own folder's name if it has one,
    // else from the file's name; the pattern's first group, else the whole
    // folder name or the file's name without .py; "" when the pattern does not match.
    std::string student_id(const std::string& path) const;
    // Whether that id came from the file's name (no folder of the student's).
    bool id_from_file_name(const std::string& path) const { return !owner_folders_.count(path); }
    // A submission's line of the sheet (sheet.h: submission_entry) and its file.
    void add(const nlohmann::ordered_json& submission, const std::string& path);
    // Writes the sheet; what a teacher should know (files with no id, a
    // student's second file) goes into `problems`. False, and why in `error`,
    // when it cannot be written (through files/gate.h: never through a link).
    bool write(const std::string& path, const Lesson& lesson, std::vector<std::string>& problems,
               std::string& error) const;

private:
    std::vector<GradebookRow> gradebook_rows(const Lesson& lesson) const;
    struct Row {
        std::string id, file;
        nlohmann::ordered_json submission;
        std::vector<std::string> claimants;  // every file that claims this student; two or more: a conflict
    };
    // One row per student, in the order of their first file.
    std::vector<Row> rows(std::vector<std::string>* problems) const;

    GradebookForm form_;
    std::regex pattern_;
    std::vector<std::pair<std::string, nlohmann::ordered_json>> submissions_;  // path, line of the sheet
    std::map<std::string, std::string> owner_folders_;
};

}  // namespace bugbot::marking
