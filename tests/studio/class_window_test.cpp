// Issue 44 in the studio: a teacher's window starts a real `bugbot class
// serve` on loopback (Class ▸ Start a class…), a student's window joins it
// with the code through the Join dialog and submits; the practice marks come
// at once and the class's marks arrive in the student's window.
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QSignalSpy>
#include <QTest>

#include "class_helpers.h"
#include "classroom/client.h"
#include "studio/class/class_controls.h"
#include "studio/class/class_dialogs.h"
#include "studio/class/class_host.h"
#include "studio/window/submit_controller.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;
using bugbot::classroom::ClassClient;

TEST_F(WindowTest, JoinDialogSaysWhatIsMissingAndKeepsWhatWasTyped) {
    JoinClassDialog dialog;
    dialog.set_values("127.0.0.1", "7KQ2-M9XD-4TNB-0HFA", "Ada");
    dialog.accept();
    EXPECT_NE(dialog.result(), QDialog::Accepted);
    EXPECT_TRUE(dialog.problem().contains("192.168.1.20:7430")) << dialog.problem().toStdString();
    dialog.address_edit()->setText("127.0.0.1:7430");
    dialog.code_edit()->setText("7KQ2-M9XD");
    EXPECT_TRUE(dialog.problem().contains("16")) << dialog.problem().toStdString();
    dialog.code_edit()->setText("7kq2 m9xd 4tnb ohfa");  // read off a projector: case, spaces, O for 0
    EXPECT_EQ(dialog.problem(), "");
    dialog.name_edit()->clear();
    EXPECT_FALSE(dialog.problem().isEmpty());
    EXPECT_EQ(dialog.address(), "127.0.0.1:7430");  // nothing typed is lost
}

TEST_F(WindowTest, AStudentJoinsTheTeachersClassAndTheClassMarksComeBack) {
    QTemporaryDir files;
    const QString roster = files.filePath("class.csv");
    QFile list(roster);
    ASSERT_TRUE(list.open(QIODevice::WriteOnly));
    list.write("name\nAda Lovelace\n");
    list.close();

    MainWindow teacher;
    ClassHost* host = teacher.class_controls()->host();
    StartClassDialog* shown = teacher.class_controls()->start_class(roster, 0, "127.0.0.1");
    ASSERT_TRUE(wait_until([&] { return host->listening() || !host->running(); }, 20000)) << "no class server";
    ASSERT_TRUE(host->listening());
    EXPECT_EQ(shown->code_label()->text(), host->join_code());  // on the projector
    EXPECT_TRUE(teacher.class_controls()->status_label()->text().contains(host->join_code()));
    shoot(shown, "class-start.png");

    MainWindow student;
    ClassControls* klass = student.class_controls();
    EXPECT_FALSE(klass->in_class());
    JoinClassDialog* join = klass->join_dialog();
    join->address_edit()->setText(QStringLiteral("127.0.0.1:%1").arg(host->port()));
    join->code_edit()->setText(host->join_code());
    join->name_edit()->setText("Ada Lovelace");
    shoot(join, "class-join.png");
    join->accept();
    ASSERT_TRUE(wait_until([&] { return klass->client()->state() == ClassClient::State::joined; }, 20000))
        << klass->status_label()->text().toStdString();
    EXPECT_TRUE(klass->status_label()->text().contains("Ada Lovelace"));

    ASSERT_TRUE(student.open_target("attention"));
    QFile copy(student.submit_target());  // the student's copy, made the lesson's solution
    ASSERT_TRUE(copy.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QFile solution(lesson_file("solution/attention.py"));
    ASSERT_TRUE(solution.open(QIODevice::ReadOnly));
    copy.write(solution.readAll());
    copy.close();
    ASSERT_TRUE(student.open_target("attention"));  // reopened: the tab shows the copy as it is now

    QSignalSpy marks(klass, &ClassControls::result_arrived);
    QSignalSpy practice(&student, &MainWindow::submitted);
    QSignalSpy said(student.submitter(), &SubmitController::message);
    student.submit();
    EXPECT_TRUE(klass->status_label()->text().contains("waiting")) << klass->status_label()->text().toStdString();
    ASSERT_TRUE(practice.wait(60000));
    ASSERT_FALSE(said.isEmpty());
    EXPECT_TRUE(said.last().at(0).toString().startsWith("Practice: ")) << said.last().at(0).toString().toStdString();
    ASSERT_TRUE(marks.count() > 0 || marks.wait(60000)) << student.status_text().toStdString();
    EXPECT_EQ(marks.at(0).at(0).toString(), "attention");
    const auto mark = marks.at(0).at(3).value<SubmissionMark>();
    EXPECT_GT(mark.max, 0);
    EXPECT_EQ(mark.score, mark.max);  // the solution, marked on the hidden variations
    EXPECT_EQ(mark.tasks.size(), student.lessons()[student.lesson_index()].tasks.size());
    // In the label, whichever of the practice and the class's marks came last.
    const QString label = klass->status_label()->text();
    EXPECT_TRUE(label.contains(QStringLiteral("the class's marks for %1: %2 / %3")
                                   .arg(QFileInfo(student.submit_target()).fileName())
                                   .arg(mark.score)
                                   .arg(mark.max)))
        << label.toStdString();
    EXPECT_EQ(klass->awaited(), 0);
    EXPECT_FALSE(klass->status_label()->text().contains("waiting")) << klass->status_label()->text().toStdString();
    if (!qEnvironmentVariableIsEmpty("STUDIO_SCREENSHOT_DIR")) {  // the class's marks as the student sees them
        student.resize(1366, 768);
        student.show();
        qunsetenv("BUGBOT_STUDIO_NO_DIALOGS");
        emit klass->result_arrived("attention", marks.at(0).at(1).toString(), marks.at(0).at(2).toString(), mark);
        qputenv("BUGBOT_STUDIO_NO_DIALOGS", "1");
        shoot(&student, "class-student-marks.png");
    }
}
