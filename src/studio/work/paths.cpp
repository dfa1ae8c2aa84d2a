#include "studio/work/paths.h"

#include <QCoreApplication>
#include <QDir>

#include "paths/data_dir.h"
#include "lessons/lesson.h"

namespace bugbot::studio {

QString engine_path() {
    if (!qEnvironmentVariableIsEmpty("BUGBOT_ENGINE")) return qEnvironmentVariable("BUGBOT_ENGINE");
    return QDir(QCoreApplication::applicationDirPath()).filePath("bugbot");
}

QString installed_data_dir() { return QString::fromStdString(engine::installed_data_dir()); }

QString installed_lessons_dir() { return QString::fromStdString(marking::installed_lessons_dir()); }

QString api_doc_path() { return installed_data_dir() + "/docs/api.md"; }

QString user_data_dir() { return QString::fromStdString(engine::user_data_dir()); }

}  // namespace bugbot::studio
