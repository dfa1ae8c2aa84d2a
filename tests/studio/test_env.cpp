#include "test_env.h"

#include <QByteArray>
#include <QtGlobal>

void set_studio_test_environment() {
    if (qEnvironmentVariableIsEmpty("BUGBOT_ENGINE")) qputenv("BUGBOT_ENGINE", BUGBOT_TEST_ENGINE);
    qputenv("BUGBOT_STUDIO_NO_DIALOGS", "1");
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
}
