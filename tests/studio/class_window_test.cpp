// Issue 44 in the studio: a teacher's window starts a real `bugbot class
// serve` on loopback (Class ▸ Start a class…), a student's window joins it
// with the code through the Join dialog and submits; the practice marks come
// at once and the class's marks arrive in the student's window.
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QScreen>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

#include <cstdio>

#include "avahi_daemon.h"
#include "class_helpers.h"
#include "classroom/client.h"
#include "classroom/dns_sd.h"
#include "studio/class/class_controls.h"
#include "studio/class/class_dialogs.h"
#include "studio/class/class_host.h"
#include "studio/class/found_classes.h"
#include "studio/window/submit_controller.h"
#include "studio/work/gradebook.h"
#include "studio/work/paths.h"
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
    // Kept in the gradebook as the class's, beside the practice marks.
    const auto kept = student.gradebook()->submissions("attention");
    EXPECT_TRUE(std::any_of(kept.begin(), kept.end(), [&](const StoredSubmission& s) {
        return s.marked_by == kMarkedByClass && s.mark.score == mark.score && !s.class_id.isEmpty() &&
               s.source.contains("def ");
    })) << kept.size();
    EXPECT_TRUE(
        std::any_of(kept.begin(), kept.end(), [](const StoredSubmission& s) { return s.marked_by == kMarkedHere; }));
    EXPECT_FALSE(klass->status_label()->text().contains("waiting")) << klass->status_label()->text().toStdString();
    if (!qEnvironmentVariableIsEmpty("STUDIO_SCREENSHOT_DIR")) {  // the class's marks as the student sees them
        student.resize(1366, 768);
        student.show();
        qunsetenv("BUGBOT_STUDIO_NO_DIALOGS");
        emit klass->result_arrived("attention", marks.at(0).at(1).toString(), marks.at(0).at(2).toString(), mark,
                                   marks.at(0).at(4).toString());
        qputenv("BUGBOT_STUDIO_NO_DIALOGS", "1");
        shoot(&student, "class-student-marks.png");
    }
}

TEST_F(WindowTest, StartAClassOnATakenPortTakesAFreeOneAndShowsIt) {
    QTcpServer taken;  // another program on the studio's port
    ASSERT_TRUE(taken.listen(QHostAddress::LocalHost, 0));
    MainWindow teacher;
    ClassHost* host = teacher.class_controls()->host();
    StartClassDialog* shown = teacher.class_controls()->start_class({}, taken.serverPort(), "127.0.0.1");
    ASSERT_TRUE(wait_until([&] { return host->listening() || !host->running(); }, 20000)) << "no class server";
    ASSERT_TRUE(host->listening()) << shown->state_label()->text().toStdString();
    EXPECT_NE(host->port(), taken.serverPort());
    EXPECT_EQ(host->requested_port(), taken.serverPort());
    const QString port = QString::number(host->port());
    EXPECT_TRUE(shown->state_label()->text().contains(port)) << shown->state_label()->text().toStdString();
    EXPECT_TRUE(host->addresses().join(" ").contains("127.0.0.1:" + port)) << host->addresses().join(" ").toStdString();
}

TEST_F(WindowTest, LeavingAClassSaysWhatWaitsAndKeepsItAside) {
    MainWindow student;
    ClassControls* klass = student.class_controls();
    klass->join("127.0.0.1:1", "7KQ2-M9XD-4TNB-0HFA", "Ada Lovelace");  // nobody there: what is submitted waits
    ASSERT_TRUE(klass->in_class());
    const QString id = klass->submit("attention", "attention.py", "print(1)\n");
    ASSERT_FALSE(id.isEmpty());
    ASSERT_EQ(klass->client()->waiting(), 1);
    QSignalSpy said(klass, &ClassControls::message);
    const QString text = klass->leave_class();
    EXPECT_TRUE(text.contains("1 submission") && text.contains("not reached the class")) << text.toStdString();
    ASSERT_EQ(said.count(), 1);
    EXPECT_EQ(said.at(0).at(0).toString(), text);
    EXPECT_FALSE(klass->in_class());
    EXPECT_EQ(klass->client()->waiting(), 0);  // never sent to the next class
    QStringList kept;
    for (QDirIterator it(user_data_dir() + "/class/left", {id + ".json"}, QDir::Files, QDirIterator::Subdirectories);
         it.hasNext();)
        kept << it.next();
    ASSERT_EQ(kept.size(), 1);
    EXPECT_TRUE(text.contains(QDir::toNativeSeparators(QFileInfo(kept[0]).path()))) << text.toStdString();
    EXPECT_FALSE(QFile::exists(user_data_dir() + "/class/class.json"));  // the token is gone
    EXPECT_FALSE(ClassClient(user_data_dir() + "/class").has_class());  // a studio started afresh is in no class
    EXPECT_TRUE(klass->leave_class().isEmpty());  // nothing to leave
}

TEST_F(WindowTest, WithoutAvahiTheJoinDialogSaysTheListIsUnavailableAndTakesATypedAddress) {
    QTemporaryDir dir;  // a system bus that is not there, as on a machine without avahi-daemon
    qputenv("DBUS_SYSTEM_BUS_ADDRESS", "unix:path=" + dir.filePath("no-bus").toUtf8());
    JoinClassDialog dialog;
    ASSERT_TRUE(wait_until([&] { return !dialog.found_list()->available(); }, 10000));
    EXPECT_TRUE(dialog.found_list()->state_label()->text().contains("unavailable"));
    EXPECT_FALSE(dialog.found_list()->list()->isVisibleTo(&dialog));
    dialog.set_values("192.168.1.20:7430", "7KQ2-M9XD-4TNB-0HFA", "Ada");
    EXPECT_EQ(dialog.problem(), "");
}

TEST_F(WindowTest, TheJoinDialogListsAClassOnTheLanAndChoosingItFillsInItsAddress) {
    classroom_test::AvahiDaemon avahi;
    if (!avahi.usable()) {
        std::printf("skipped: %s\n", qPrintable(avahi.why_not()));
        GTEST_SKIP() << avahi.why_not().toStdString();
    }
    // Its own process (ctest runs each test so): the system bus is the private one only if nothing asked for it before.
    const QString name = QStringLiteral("Room 4 · Ms Hopper (test %1)").arg(QCoreApplication::applicationPid());
    bugbot::classroom::ClassAnnouncement announced(name, 7431);
    ASSERT_TRUE(wait_until([&] { return announced.announced(); }, 10000));
    JoinClassDialog dialog;
    QListWidget* list = dialog.found_list()->list();
    const auto row = [&] {
        for (int i = 0; i < list->count(); ++i)
            if (list->item(i)->text().startsWith(name)) return i;
        return -1;
    };
    ASSERT_TRUE(wait_until([&] { return row() >= 0; }, 10000))
        << dialog.found_list()->state_label()->text().toStdString();
    EXPECT_TRUE(dialog.found_list()->available());
    const QString line = list->item(row())->text();  // "NAME — ADDRESS:PORT"
    EXPECT_TRUE(line.endsWith(":7431")) << line.toStdString();
    list->setCurrentRow(row());
    EXPECT_EQ(dialog.address(), line.section(QStringLiteral(" — "), -1));
    EXPECT_FALSE(dialog.address().isEmpty());
    dialog.set_values("127.0.0.1:7431", "7KQ2-M9XD-4TNB-0HFA", "Ada Lovelace");
    shoot(&dialog, "class-join.png");
}
