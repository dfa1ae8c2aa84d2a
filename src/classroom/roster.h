#pragma once
// The roster's gate: every student name the class stores or shows passes
// through student_name() first, whether it came from a join message or from
// the teacher's class list (CSV).
#include <QString>
#include <QStringList>

namespace bugbot::classroom {

struct NameCheck {
    QString name;  // the name as stored: NFC, spaces collapsed, trimmed
    QString problem;  // why it is refused, empty when it is not
};

// A name is 1 to 64 characters of letters (any script, with their accents),
// digits, spaces and - ' . , ; no control, format (bidi) or symbol character,
// so it cannot reorder, hide or forge text on the board, a sheet or a
// terminal, and it cannot start a spreadsheet formula.
NameCheck student_name(const QString& raw);

struct RosterFile {
    QStringList names;  // each passed student_name(), without duplicates
    QStringList problems;  // "line 4: ..." for each row left out
};

// A class list: the first column of each row of a CSV file (comma or
// semicolon separated, cells may be quoted). A first row whose cell reads
// "name" (any case) is a header. At most 2,000 rows and 1 MB.
RosterFile read_roster(const QString& path);

}  // namespace bugbot::classroom
