// Robot > Robots…, against `bugbot robots emulate`: the roster's list, Scan's
// batteries, Blink (the robot takes in a BLINK), Forget (only once confirmed),
// the dongle port kept, and a failure said. Real clicks.
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QTest>
#include <gtest/gtest.h>

#include "emulator_process.h"
#include "studio/robot/robot_controls.h"
#include "studio/robot/robot_roster.h"
#include "studio/robot/robot_selector.h"
#include "studio/robot/robots_dialog.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

namespace {

class RobotsDialogTest : public WindowTest {
protected:
    void SetUp() override {
        WindowTest::SetUp();
        ASSERT_FALSE(emulator_.device().isEmpty()) << "bugbot robots emulate did not start";
        qputenv("BUGBOT_ROSTER", emulator_.roster().toUtf8());
        QSettings().remove("robot/dongle");
        w_.show();
        // Robot > Robots…, from the menu bar.
        QAction* robots = nullptr;
        for (QAction* menu : w_.menuBar()->actions())
            if (menu->text() == "R&obot") robots = menu->menu()->actions().value(0);
        ASSERT_TRUE(robots);
        robots->trigger();
        dialog_ = w_.findChild<RobotsDialog*>();
        ASSERT_TRUE(dialog_ && dialog_->isVisible());
        ASSERT_TRUE(QTest::qWaitFor([this] { return dialog_->table()->rowCount() == 2; }, 10000));
    }
    void TearDown() override { qunsetenv("BUGBOT_ROSTER"); }

    void set_dongle(const QString& port) {
        auto* field = dialog_->findChild<QLineEdit*>("dongle_port");
        field->clear();
        QTest::keyClicks(field, port);
        QTest::keyClick(field, Qt::Key_Return);
    }
    void click(const char* button) { QTest::mouseClick(dialog_->findChild<QPushButton*>(button), Qt::LeftButton); }
    void choose_row(int row) {
        QTableWidget* t = dialog_->table();
        QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, t->visualItemRect(t->item(row, 0)).center());
    }
    QString cell(int row, int column) const { return dialog_->table()->item(row, column)->text(); }
    bool wait_message(const QString& part) {
        return QTest::qWaitFor([&] { return dialog_->message()->text().contains(part); }, 10000);
    }
    QStringList roster_names() const {
        QFile f(emulator_.roster());
        if (!f.open(QIODevice::ReadOnly)) return {};
        QStringList names;
        const QJsonObject robots = QJsonDocument::fromJson(f.readAll()).object().value("robots").toObject();
        for (const QString& id : robots.keys()) names << robots.value(id).toObject().value("name").toString();
        names.sort();
        return names;
    }

    Emulator emulator_{2};
    MainWindow w_;
    RobotsDialog* dialog_ = nullptr;
};

TEST_F(RobotsDialogTest, ListsTheRosterScansForBatteriesAndKeepsTheDonglePort) {
    EXPECT_EQ(cell(0, 0), "FROG-14");
    EXPECT_EQ(cell(1, 0), "NEWT-7");
    EXPECT_EQ(cell(0, 1).size(), 16);
    EXPECT_EQ(cell(0, 3), "?");
    // No dongle set and none plugged in: the scan fails, and says so.
    click("scan");
    ASSERT_TRUE(wait_message("Scan failed: ")) << dialog_->message()->text().toStdString();
    EXPECT_TRUE(dialog_->message()->text().contains("dongle")) << dialog_->message()->text().toStdString();
    // The dialog's own way, never the command line's (issue 41): its box, in a whole sentence.
    EXPECT_FALSE(dialog_->message()->text().contains("--dongle")) << dialog_->message()->text().toStdString();
    EXPECT_TRUE(dialog_->message()->text().contains("plug the dongle in, or name the dongle in the Dongle port box above"))
        << dialog_->message()->text().toStdString();
    for (QWidget* control : dialog_->findChildren<QWidget*>())
        EXPECT_FALSE(control->toolTip().contains("bugbot ")) << control->toolTip().toStdString();
    set_dongle(emulator_.device());
    EXPECT_EQ(QSettings().value("robot/dongle").toString(), emulator_.device());
    EXPECT_EQ(w_.robot()->roster()->dongle(), emulator_.device());
    click("scan");
    ASSERT_TRUE(wait_message("Heard ")) << dialog_->message()->text().toStdString();
    EXPECT_TRUE(cell(0, 3).endsWith(" %")) << cell(0, 3).toStdString();
    EXPECT_EQ(cell(0, 4), "free");
    EXPECT_TRUE(w_.robot()->selector()->itemText(1).endsWith(" %"));
    if (const QByteArray dir = qgetenv("STUDIO_SCREENSHOT_DIR"); !dir.isEmpty()) {
        choose_row(0);
        QDir().mkpath(QString::fromUtf8(dir));
        dialog_->grab().save(QString::fromUtf8(dir) + "/robots-dialog.png");
    }
}

TEST_F(RobotsDialogTest, BlinkFlashesTheChosenRobot) {
    set_dongle(emulator_.device());
    choose_row(1);
    EXPECT_EQ(dialog_->selected_id(), cell(1, 1));
    click("blink");
    ASSERT_TRUE(wait_message("NEWT-7 is blinking white")) << dialog_->message()->text().toStdString();
    bool blinked = false, other = false;
    for (const LoggedPacket& p : emulator_.packets()) {
        blinked |= p.event == "recv" && p.name == "BLINK" && p.robot == 1;
        other |= p.event == "recv" && p.name == "BLINK" && p.robot == 0;
    }
    EXPECT_TRUE(blinked);
    EXPECT_FALSE(other);
}

TEST_F(RobotsDialogTest, ForgetAsksFirstThenRemovesTheRobot) {
    choose_row(0);
    // Cancel: nothing happens.
    click("forget");
    auto* ask = dialog_->findChild<QMessageBox*>("confirm_forget");
    ASSERT_TRUE(ask && ask->isVisible());
    EXPECT_TRUE(ask->text().contains("FROG-14"));
    QTest::mouseClick(ask->button(QMessageBox::Cancel), Qt::LeftButton);
    QTest::qWait(500);
    EXPECT_EQ(roster_names(), QStringList({"FROG-14", "NEWT-7"}));
    // Yes: gone from the roster file, the list and the selector.
    click("forget");
    ask = dialog_->findChild<QMessageBox*>("confirm_forget");
    ASSERT_TRUE(ask);
    QTest::mouseClick(ask->button(QMessageBox::Yes), Qt::LeftButton);
    ASSERT_TRUE(QTest::qWaitFor([this] { return dialog_->table()->rowCount() == 1; }, 10000));
    EXPECT_EQ(cell(0, 0), "NEWT-7");
    EXPECT_EQ(roster_names(), QStringList({"NEWT-7"}));
    EXPECT_EQ(w_.robot()->selector()->count(), 2);
    EXPECT_TRUE(dialog_->message()->text().startsWith("forgot FROG-14")) << dialog_->message()->text().toStdString();
}

TEST_F(RobotsDialogTest, AddingWithNoRobotOnThePortSaysWhy) {
    dialog_->findChild<QLineEdit*>("usb_port")->setText("/dev/no-such-robot");
    dialog_->findChild<QLineEdit*>("robot_name")->setText("TOAD-3");
    click("add");
    ASSERT_TRUE(wait_message("Add failed: ")) << dialog_->message()->text().toStdString();
    EXPECT_TRUE(dialog_->message()->text().contains("/dev/no-such-robot")) << dialog_->message()->text().toStdString();
    EXPECT_EQ(roster_names().size(), 2);
}

}  // namespace
