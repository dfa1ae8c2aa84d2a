// gtest main with a QApplication, a fresh XDG data dir and settings.
#include <QApplication>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "test_env.h"

int main(int argc, char** argv) {
    set_studio_test_environment();
    QTemporaryDir data;
    qputenv("XDG_DATA_HOME", data.path().toUtf8());
    qputenv("XDG_CONFIG_HOME", (data.path() + "/config").toUtf8());
    QApplication app(argc, argv);
    QApplication::setApplicationName("bugbot-studio-tests");
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
