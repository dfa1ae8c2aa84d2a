#pragma once
// Running one of the class database's statements (database.h's files).
#include <QSqlError>
#include <QSqlQuery>
#include <QString>

#include "classroom/board.h"

namespace bugbot::classroom {

// Runs a prepared statement; on failure keeps the reason (last_error()) and logs it.
inline bool run_statement(QSqlQuery& query, QString& error) {
    if (query.exec()) return true;
    error = query.lastError().text();
    qWarning("class database: %s", qPrintable(error));
    return false;
}

// Each (student, lesson) of the class: student_id, lesson, attempts, last_ms
// and counted_id, the row of the attempt that counts (board_records.cpp): the
// board's cells and the exported marks, by one rule.
QString cells_query(CountedAttempt counted);

}  // namespace bugbot::classroom
