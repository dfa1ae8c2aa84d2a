// Issue 29, item 3 in the studio: Mark a class… marks real hand-ins with the
// real marker and saves the sheet a gradebook imports (the student id from each
// file's name by the teacher's pattern, Moodle's columns).
#include <QFile>
#include <QSignalSpy>
#include <QLineEdit>
#include <QComboBox>

#include "studio/window/class_marking_dialog.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

TEST_F(WindowTest, MarkAClassSavesTheSheetForAGradebook) {
    QTemporaryDir klass;
    const QString lesson = installed_data_dir() + "/lessons/8.1/";
    const QString ada = klass.filePath("1001_ada.py"), ben = klass.filePath("1002_ben.py");
    ASSERT_TRUE(QFile::copy(lesson + "solution/nearest.py", ada));
    ASSERT_TRUE(QFile::copy(lesson + "starter.py", ben));
    ClassMarkingDialog dialog;
    ASSERT_TRUE(dialog.choose_lesson("8.1"));
    dialog.set_files({ben, ada});
    dialog.id_pattern()->setText("^(\\d+)_");
    dialog.id_column()->setCurrentText("ID number");
    QSignalSpy marked(&dialog, &ClassMarkingDialog::marked);
    dialog.start();
    ASSERT_TRUE(marked.wait(180000));
    const QString saved = klass.filePath("gradebook.csv");
    ASSERT_TRUE(dialog.save_gradebook(saved));
    QFile f(saved);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QStringList rows = QString::fromUtf8(f.readAll()).split('\n', Qt::SkipEmptyParts);
    ASSERT_EQ(rows.size(), 3) << rows.join('|').toStdString();
    EXPECT_EQ(rows[0], "ID number,8.1: spin,8.1: plot,8.1: nearest,8.1: total");
    EXPECT_EQ(rows[1], "1001,10,10,10,30");  // the reference solution, in the class's order
    EXPECT_TRUE(rows[2].startsWith("1002,")) << rows[2].toStdString();
}
