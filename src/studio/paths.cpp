#include "studio/paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>

#include "engine/data_dir.h"
#include "marking/lesson.h"

namespace bugbot::studio {

namespace {
QString env(const char* name) { return qEnvironmentVariable(name); }
}

QString engine_path() {
    if (!env("BUGBOT_ENGINE").isEmpty()) return env("BUGBOT_ENGINE");
    return QDir(QCoreApplication::applicationDirPath()).filePath("bugbot");
}

QString home_dir() { return QString::fromStdString(engine::data_dir()); }

QString lessons_dir() { return QString::fromStdString(marking::lessons_dir()); }

QString api_doc_path() { return home_dir() + "/docs/api.md"; }

QString data_dir() {
    QString base = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (base.isEmpty()) base = QDir::homePath() + "/.local/share";
    return base + "/bugbot-studio";
}

}  // namespace bugbot::studio
