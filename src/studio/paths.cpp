#include "studio/paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>

namespace bugbot::studio {

namespace {
QString env(const char* name) { return qEnvironmentVariable(name); }
}

QString engine_path() {
    if (!env("BUGBOT_ENGINE").isEmpty()) return env("BUGBOT_ENGINE");
    return QDir(QCoreApplication::applicationDirPath()).filePath("bugbot");
}

QString home_dir() {
    if (!env("BUGBOT_HOME").isEmpty()) return env("BUGBOT_HOME");
    return QStringLiteral(BUGBOT_SOURCE_DIR);
}

QString lessons_dir() {
    if (!env("BUGBOT_LESSONS").isEmpty()) return env("BUGBOT_LESSONS");
    return home_dir() + "/lessons";
}

QString api_doc_path() { return home_dir() + "/docs/api.md"; }

QString data_dir() {
    QString base = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (base.isEmpty()) base = QDir::homePath() + "/.local/share";
    return base + "/bugbot-studio";
}

}  // namespace bugbot::studio
