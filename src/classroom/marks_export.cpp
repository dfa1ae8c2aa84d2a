#include "classroom/marks_export.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <map>
#include <nlohmann/json.hpp>

#include "classroom/database.h"
#include "marking/gradebook_csv.h"
#include "marking/marker.h"

namespace bugbot::classroom {

namespace {

using nlohmann::ordered_json;

// A result that is a mark: marked by the marker (not "not-marked"), with a maximum.
bool is_a_mark(const QJsonObject& marks) {
    return marks.value("status").toString() != marking::kNotMarked && marks.value("max").toDouble() > 0;
}

// The lesson as its newest marked result shows it: its tasks' ids and points.
marking::Lesson lesson_of(const QString& id, const QJsonObject& marks) {
    marking::Lesson lesson;
    lesson.id = id.toStdString();
    for (const QJsonValue task : marks.value("tasks").toArray())
        lesson.tasks.push_back(
            {task["id"].toString().toStdString(), task["title"].toString().toStdString(), task["max"].toDouble()});
    return lesson;
}

}  // namespace

std::string export_marks(const ClassDatabase& database, const MarksExport& what, QString* error) {
    const auto records = database.counted_submissions(what.lesson, what.counted);
    if (!database.last_error().isEmpty()) return *error = database.last_error(), std::string();
    // name -> lesson -> the counted result; lesson -> its newest result.
    std::map<QString, std::map<QString, QJsonObject>> counted;
    std::map<QString, std::pair<qint64, QJsonObject>> newest;
    for (const SubmissionRecord& record : records) {
        if (!is_a_mark(record.marks)) continue;  // counted, but no grade: its cells stay empty
        counted[record.student][record.lesson] = record.marks;
        auto& [when, marks] = newest[record.lesson];
        if (record.received_ms >= when) when = record.received_ms, marks = record.marks;
    }
    if (newest.empty()) {
        *error = what.lesson.isEmpty() ? QStringLiteral("the class has no marked submission yet")
                                       : QStringLiteral("the class has no marked submission of %1").arg(what.lesson);
        return {};
    }
    std::vector<marking::Lesson> lessons;
    for (const auto& [id, newest_marks] : newest) lessons.push_back(lesson_of(id, newest_marks.second));
    std::vector<marking::GradebookRow> rows;
    for (const Student& student : database.students()) {  // by name
        if (student.state == "pending" && !counted.count(student.name)) continue;
        marking::GradebookRow row{student.name.toStdString(), {}, false};
        for (const auto& [lesson, marks] : counted[student.name])
            row.marks[lesson.toStdString()] =
                ordered_json::parse(QJsonDocument(marks).toJson(QJsonDocument::Compact).toStdString());
        rows.push_back(std::move(row));
    }
    return what.form == "sheet" ? marking::plain_csv(lessons, rows)
                                : marking::moodle_csv(what.id_column.toStdString(), lessons, rows);
}

}  // namespace bugbot::classroom
