#pragma once
// A real PostgreSQL 15 for the class's tests, in a temporary folder.
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace classroom_test {

// A PostgreSQL 15 cluster in a temporary folder (initdb, pg_ctl), run as
// `nobody` when the test is root. url() is empty when postgres is not installed.
class Postgres {
public:
    Postgres();
    ~Postgres();
    QString url() const { return url_; }
    QString why_not() const { return why_not_; }

private:
    bool run(const QStringList& command, QString* output = nullptr);
    QTemporaryDir dir_;
    QString bin_, url_, why_not_;
};

}  // namespace classroom_test
