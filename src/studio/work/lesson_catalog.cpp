#include "studio/work/lesson_catalog.h"

#include <QFileInfo>

#include "lessons/lesson_translation.h"
#include "studio/work/language.h"

namespace bugbot::studio {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

void report(const std::vector<marking::Problem>& from, QStringList* to) {
    if (!to) return;
    for (const auto& p : from) to->push_back(q(p.where() + ": " + p.message));
}

}  // namespace

Lesson from_marking(const marking::Lesson& english, std::vector<marking::Problem>* problems) {
    // In the studio's language, as far as the lesson is translated (lesson_translation.h).
    const marking::Lesson m = marking::translated(english, language_in_use().toStdString(), problems);
    Lesson l;
    l.id = q(m.id);
    l.title = q(m.title);
    l.track = q(m.track);
    l.folder = q(m.folder);
    l.text = q(m.text);
    l.world = q(marking::world_path(m, m.world));
    l.starter = q(m.starter);
    l.solution = q(m.solution);
    for (const auto& p : m.programs) l.programs.push_back({q(p.file), q(p.title.empty() ? p.file : p.title)});
    for (const auto& t : m.tasks) l.tasks.push_back({q(t.id), q(t.title), t.points});
    return l;
}

QList<Lesson> load_lessons(const QString& lessons_dir, QStringList* problems) {
    std::vector<marking::Problem> found;
    QList<Lesson> lessons;
    for (const auto& m : marking::load_lessons(lessons_dir.toStdString(), &found)) lessons.push_back(from_marking(m, &found));
    report(found, problems);
    return lessons;
}

QList<Lesson> discover_lessons(QStringList* problems) {
    std::vector<marking::Problem> found;
    QList<Lesson> lessons;
    for (const auto& one : marking::discover_lessons(&found)) lessons.push_back(from_marking(one.lesson, &found));
    report(found, problems);
    return lessons;
}

std::optional<Lesson> load_lesson(const QString& folder, QStringList* problems) {
    QString path = folder;
    if (QFileInfo(path).fileName() == QLatin1String("lesson.json")) path = QFileInfo(path).absolutePath();
    marking::LoadResult result = marking::load_lesson(path.toStdString());
    std::optional<Lesson> lesson;
    if (result.lesson) lesson = from_marking(*result.lesson, &result.problems);
    report(result.problems, problems);
    return lesson;
}

int find_lesson(const QList<Lesson>& lessons, const QString& id_or_path) {
    QFileInfo info(id_or_path);
    QString folder = info.exists() ? info.absoluteFilePath() : QString();
    if (info.isFile() && info.fileName() == "lesson.json") folder = info.absolutePath();
    for (int i = 0; i < lessons.size(); ++i) {
        if (lessons[i].id == id_or_path) return i;
        if (!folder.isEmpty() && QFileInfo(lessons[i].folder).canonicalFilePath() == QFileInfo(folder).canonicalFilePath())
            return i;
    }
    return -1;
}

}  // namespace bugbot::studio
