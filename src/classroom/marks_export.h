#pragma once
// The class's marks for a gradebook, straight from its database (`bugbot
// class export`, docs/class.md "Marks out"): Moodle's grade CSV or the plain
// sheet, for one lesson or all, written by the marker's own writers
// (marking/gradebook_csv.h), so every cell goes through the one CSV escaper.
#include <QString>

#include <string>

#include "classroom/board.h"

namespace bugbot::classroom {

class ClassDatabase;

struct MarksExport {
    QString lesson;  // empty: every lesson with a marked submission
    CountedAttempt counted = CountedAttempt::best;
    QString form = "moodle";  // moodle | sheet
    QString id_column = "Username";  // Moodle's identifier column: the students' names are its values
};

// The CSV's text; "" and `error` when the database cannot be read or the
// lesson has no marked submission.
//
// What counts is the board's rule (cells_query): the best marked attempt
// (the newest of equal scores) or the newest marked one; one the marker could
// not mark (not-marked, or no maximum: the marker did not run) gives no grade.
// A lesson's columns are its tasks as the marker marked its newest counted
// attempt (their ids and points are in each result), so no lesson folder is
// needed. Every student of the class but those still waiting for approval
// has a row; one without a counted attempt has no grade (empty cells).
std::string export_marks(const ClassDatabase& database, const MarksExport& what, QString* error);

}  // namespace bugbot::classroom
