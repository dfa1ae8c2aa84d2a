#include "classroom/roster.h"

#include <QFile>

namespace bugbot::classroom {

namespace {

constexpr qsizetype kMaxName = 64;
constexpr qint64 kMaxRosterBytes = 1024 * 1024;
constexpr int kMaxRosterRows = 2000;

bool allowed(QChar c) {
    if (c.isLetterOrNumber() || c.isMark()) return true;
    return c == u' ' || c == u'-' || c == u'\'' || c == u'.' || c == u',';
}

// The first cell of a CSV row: up to the first , or ; outside quotes, with
// "" inside quotes read as one ".
QString first_cell(const QString& row) {
    QString cell;
    bool quoted = false;
    for (qsizetype i = 0; i < row.size(); ++i) {
        const QChar c = row[i];
        if (quoted) {
            if (c == u'"' && i + 1 < row.size() && row[i + 1] == u'"') cell += u'"', ++i;
            else if (c == u'"') quoted = false;
            else cell += c;
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',' || c == u';') {
            break;
        } else {
            cell += c;
        }
    }
    return cell;
}

}  // namespace

NameCheck student_name(const QString& raw) {
    const QString name = raw.normalized(QString::NormalizationForm_C).simplified();
    if (name.isEmpty()) return {name, QStringLiteral("the name is empty")};
    if (name.size() > kMaxName) return {name, QStringLiteral("a name is at most %1 characters").arg(kMaxName)};
    for (const QChar c : name)
        if (!allowed(c))
            return {name, QStringLiteral("a name holds letters, digits, spaces and - ' . , only (not U+%1)")
                              .arg(c.unicode(), 4, 16, QLatin1Char('0'))};
    if (!name[0].isLetterOrNumber()) return {name, QStringLiteral("a name starts with a letter or a digit")};
    return {name, {}};
}

RosterFile read_roster(const QString& path) {
    RosterFile roster;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        roster.problems << QStringLiteral("%1: %2").arg(path, file.errorString());
        return roster;
    }
    if (file.size() > kMaxRosterBytes) {
        roster.problems << QStringLiteral("%1: a class list is at most 1 MB").arg(path);
        return roster;
    }
    const QStringList rows = QString::fromUtf8(file.readAll()).split(u'\n');
    for (int i = 0; i < rows.size() && i < kMaxRosterRows; ++i) {
        QString cell = first_cell(rows[i]);
        if (i == 0 && cell.startsWith(QChar(0xFEFF))) cell.remove(0, 1);  // a spreadsheet's BOM
        if (cell.trimmed().isEmpty()) continue;
        if (i == 0 && cell.trimmed().compare("name", Qt::CaseInsensitive) == 0) continue;
        const NameCheck check = student_name(cell);
        if (!check.problem.isEmpty()) roster.problems << QStringLiteral("line %1: %2").arg(i + 1).arg(check.problem);
        else if (!roster.names.contains(check.name)) roster.names << check.name;
    }
    if (rows.size() > kMaxRosterRows)
        roster.problems << QStringLiteral("only the first %1 rows were read").arg(kMaxRosterRows);
    return roster;
}

}  // namespace bugbot::classroom
