#pragma once
// Running one of the class database's statements (database.h's files).
#include <QSqlError>
#include <QSqlQuery>
#include <QString>

namespace bugbot::classroom {

// Runs a prepared statement; on failure keeps the reason (last_error()) and logs it.
inline bool run_statement(QSqlQuery& query, QString& error) {
    if (query.exec()) return true;
    error = query.lastError().text();
    qWarning("class database: %s", qPrintable(error));
    return false;
}

}  // namespace bugbot::classroom
