#include "studio/work/mark_result.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace bugbot::studio {

bool parse_mark_result(const QByteArray& json, MarkResult* out, QString* error) {
    QJsonParseError parse_error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse_error);
    if (!doc.isObject()) {
        if (error) *error = doc.isNull() ? QStringLiteral("the marker's answer is not JSON: %1").arg(parse_error.errorString())
                                         : QStringLiteral("the marker's answer is not a JSON object");
        return false;
    }
    const QJsonObject o = doc.object();
    if (!o.value("submissions").isArray()) {
        if (error) *error = QStringLiteral("the marker's answer has no \"submissions\" list");
        return false;
    }
    MarkResult r;
    r.lesson = o.value("lesson").toString();
    for (const QJsonValue& sv : o.value("submissions").toArray()) {
        const QJsonObject so = sv.toObject();
        SubmissionMark s;
        s.file = so.value("file").toString();
        s.status = so.value("status").toString();
        s.score = so.value("score").toDouble();
        s.max = so.value("max").toDouble();
        for (const QJsonValue& tv : so.value("tasks").toArray()) {
            const QJsonObject to = tv.toObject();
            s.tasks.push_back({to.value("id").toString(), to.value("passed").toBool(), to.value("score").toDouble(),
                               to.value("feedback").toString(), to.value("max").toDouble()});
        }
        for (const QJsonValue& nv : so.value("notes").toArray()) s.notes.push_back(nv.toString());
        r.submissions.push_back(s);
    }
    *out = r;
    return true;
}

}  // namespace bugbot::studio
