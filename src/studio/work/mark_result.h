#pragma once
// What `bugbot mark LESSON FILE --json` says about one submission.
#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace bugbot::studio {

struct TaskMark {
    QString id;
    bool passed = false;
    double score = 0;
    QString feedback;
    double max = 0;  // the task's points (0: not reported)
};

struct SubmissionMark {
    QString file, status;
    double score = 0, max = 0;
    QList<TaskMark> tasks;
    QStringList notes;  // how the runs went (a loop stopped, an error on line N), once for all tasks
};

struct MarkResult {
    QString lesson;
    QList<SubmissionMark> submissions;
};

// Returns false (and says why) when the text is not a mark result.
bool parse_mark_result(const QByteArray& json, MarkResult* out, QString* error = nullptr);

}  // namespace bugbot::studio
