#pragma once
// The class's marks as a school's gradebook imports them (`bugbot mark
// --gradebook FILE`): one row per student, keyed by a student id taken from
// each file's name. Two forms (docs/marking.md, "Marks for a gradebook"):
//   moodle  Moodle's "Import grades from CSV": the identifier column first,
//           named as Moodle maps it (Username, ID number, Email address), then
//           one grade column per task ("LESSON: TASK"), then the lesson's
//           total ("LESSON: total"); grades are plain numbers within each
//           column's maximum, and a submission the marker could not mark
//           leaves its cells empty, which Moodle takes as no grade;
//   plain   a one-number gradebook: Student ID, Lesson, Score, Out of,
//           Percent, Status.
// UTF-8, no byte order mark, a header row, every cell through csv_cell.
// Two files of one student: the better mark is kept (and the other named).
#include <regex>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "lessons/lesson.h"

namespace bugbot::marking {

struct GradebookForm {
    std::string form = "moodle";        // moodle | plain
    std::string id_column = "Username";  // the identifier column's name (moodle)
    std::string id_pattern;             // a regex whose first group is the id in a file's name ("" = the stem)
};

class GradebookSheet {
public:
    // False, with why in `error`, for an unknown form or a pattern that is not
    // a regular expression with a capture group.
    bool set(const GradebookForm& form, std::string& error);
    // The student's id in the file's name (the pattern's first group, else the
    // name without .py); "" when the pattern does not match it.
    std::string student_id(const std::string& path) const;
    // A submission's line of the sheet (sheet.h: submission_entry) and its file.
    void add(const nlohmann::ordered_json& submission, const std::string& path);
    // Writes the sheet; what a teacher should know (files with no id, a
    // student's second file) goes into `problems`. False when it cannot be written.
    bool write(const std::string& path, const Lesson& lesson, std::vector<std::string>& problems) const;

private:
    std::string moodle(const Lesson& lesson) const;
    std::string plain(const Lesson& lesson) const;
    struct Row {
        std::string id, file;
        nlohmann::ordered_json submission;
    };
    // One row per student, in the order of their first file.
    std::vector<Row> rows(std::vector<std::string>* problems) const;

    GradebookForm form_;
    std::regex pattern_;
    std::vector<std::pair<std::string, nlohmann::ordered_json>> submissions_;  // path, line of the sheet
};

}  // namespace bugbot::marking
