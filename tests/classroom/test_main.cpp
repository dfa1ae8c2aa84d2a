// gtest main with a QCoreApplication (the event loop the clients, sockets and
// processes need) and a fresh XDG data folder.
#include <gtest/gtest.h>
#include <QCoreApplication>
#include <QTemporaryDir>
#include "build_paths.h"

int main(int argc, char** argv) {
    QTemporaryDir data;
    qputenv("XDG_DATA_HOME", data.path().toUtf8());
    qputenv("BUGBOT_HOME", bugbot::build_paths::source_dir().c_str());  // the build tree's lessons, with their hidden variations
    QCoreApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
