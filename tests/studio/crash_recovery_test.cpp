// A killed app (kill -9) loses at most two seconds of typing: the student's
// copy on disk has what they typed.
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>

#include "studio/work/paths.h"
#include "studio/work/workspace.h"
#include "build_paths.h"

using namespace bugbot::studio;

TEST(CrashRecovery, KillNineKeepsWhatWasTypedTwoSecondsBefore) {
    QTemporaryDir data;
    QProcess typist;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("XDG_DATA_HOME", data.path());
    env.insert("XDG_CONFIG_HOME", data.path() + "/config");
    typist.setProcessEnvironment(env);
    const QString typed = "# typed just before the crash";
    typist.start(QString::fromStdString(bugbot::build_paths::program("studio_typist")), {installed_data_dir() + "/lessons/attention/1-scores.py", typed});
    ASSERT_TRUE(typist.waitForStarted(10000));
    QByteArray out;
    for (int i = 0; i < 300 && !out.contains("typed"); ++i) {
        typist.waitForReadyRead(100);
        out += typist.readAllStandardOutput();
    }
    ASSERT_TRUE(out.contains("typed")) << out.toStdString() << typist.readAllStandardError().toStdString();
    QTest::qWait(2000);  // the promise: at most two seconds are lost
    typist.kill();       // SIGKILL: no chance to save on the way out
    ASSERT_TRUE(typist.waitForFinished(5000));
    EXPECT_EQ(typist.exitStatus(), QProcess::CrashExit);

    const QString copy = data.path() + "/bugbot-studio/work/attention/1-scores.py";
    QString text;
    ASSERT_TRUE(read_text(copy, &text)) << copy.toStdString();
    EXPECT_TRUE(text.startsWith(typed + "\n")) << text.left(200).toStdString();
    // The lesson's own file was never written.
    QString original;
    ASSERT_TRUE(read_text(installed_data_dir() + "/lessons/attention/1-scores.py", &original));
    EXPECT_FALSE(original.contains(typed));
}
