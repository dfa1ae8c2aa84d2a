// gtest main with a QCoreApplication (event loop for QProcess and timers), and
// a fresh XDG data dir so tests never touch the user's files.
#include <QCoreApplication>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include "test_env.h"

int main(int argc, char** argv) {
    set_studio_test_environment();
    QTemporaryDir data;
    qputenv("XDG_DATA_HOME", data.path().toUtf8());
    QCoreApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
