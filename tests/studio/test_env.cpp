#include "test_env.h"

#include <QByteArray>
#include <QtGlobal>
#include "build_paths.h"

void set_studio_test_environment() {
    if (qEnvironmentVariableIsEmpty("BUGBOT_ENGINE")) qputenv("BUGBOT_ENGINE", bugbot::build_paths::program("bugbot").c_str());
    qputenv("BUGBOT_STUDIO_NO_DIALOGS", "1");
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
}
