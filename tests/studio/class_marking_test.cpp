// Issue 29, item 3 in the studio: Mark a class… marks real hand-ins with the
// real marker and saves the sheet a gradebook imports (the student id from each
// file's name by the teacher's pattern, Moodle's columns).
#include <QFile>
#include <QSignalSpy>
#include <QLineEdit>
#include <QComboBox>
#include <QTableWidget>
#include <QTranslator>

#include <map>

#include "studio/work/language.h"
#include "studio/work/workspace.h"

#include "studio/window/class_marking_dialog.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

TEST_F(WindowTest, MarkAClassSavesTheSheetForAGradebook) {
    QTemporaryDir klass;
    const QString lesson = installed_data_dir() + "/lessons/8.1/";
    const QString ada = klass.filePath("1001_ada.py"), ben = klass.filePath("1002_ben.py");
    const QString cy = klass.filePath("1003_cy.py");
    ASSERT_TRUE(QFile::copy(lesson + "solution/nearest.py", ada));
    ASSERT_TRUE(QFile::copy(lesson + "starter.py", ben));
    ASSERT_TRUE(write_text(cy, "raise ValueError('no robot here')\n"));
    ClassMarkingDialog dialog;
    ASSERT_TRUE(dialog.choose_lesson("8.1"));
    dialog.set_files({ben, cy, ada});
    dialog.id_pattern()->setText("^(\\d+)_");
    dialog.id_column()->setCurrentText("ID number");
    QSignalSpy marked(&dialog, &ClassMarkingDialog::marked);
    dialog.start();
    ASSERT_TRUE(marked.wait(180000));
    // Saved beside the hand-ins, not in the folder the studio started from.
    const QString saved = klass.filePath("gradebook.csv");
    EXPECT_EQ(dialog.suggested_path("gradebook.csv"), saved);
    EXPECT_EQ(dialog.suggested_path("marks.csv"), klass.filePath("marks.csv"));
    ASSERT_TRUE(dialog.save_gradebook(saved));
    QFile f(saved);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    const QStringList rows = QString::fromUtf8(f.readAll()).split('\n', Qt::SkipEmptyParts);
    ASSERT_EQ(rows.size(), 4) << rows.join('|').toStdString();
    EXPECT_EQ(rows[0], "ID number,8.1: spin,8.1: plot,8.1: nearest,8.1: total");
    EXPECT_EQ(rows[1], "1001,10,10,10,30");  // the reference solution, in the class's order
    EXPECT_TRUE(rows[2].startsWith("1002,")) << rows[2].toStdString();

    // Why each mark is what it is, in the table: a column and every cell's tooltip.
    QTableWidget* table = dialog.table();
    const int why = table->columnCount() - 1;
    ASSERT_EQ(table->horizontalHeaderItem(why)->text(), "Why");
    int failed = -1;
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->item(r, 1)->text() == "1003_cy.py") failed = r;
    ASSERT_GE(failed, 0);
    const QString reason = table->item(failed, why)->text();
    EXPECT_TRUE(reason.contains("ValueError") || reason.contains("error")) << reason.toStdString();
    for (int c = 0; c < table->columnCount(); ++c) {
        EXPECT_TRUE(table->item(failed, c)->toolTip().contains("1003_cy.py")) << c;
        EXPECT_TRUE(table->item(failed, c)->toolTip().contains(reason)) << c;
    }
}

// "1 hand-in", "4 hand-ins": Qt's %n plurals, from English's own catalogue and German's.
TEST_F(WindowTest, MarkAClassCountsHandInsInProperPlurals) {
    QTemporaryDir klass;
    QStringList four;
    for (const char* name : {"a.py", "b.py", "c.py", "d.py"}) {
        four << klass.filePath(name);
        ASSERT_TRUE(write_text(four.last(), "print(1)\n"));
    }
    const QString before = chosen_language();
    const std::map<QString, QStringList> said{{"en", {"1 hand-in", "4 hand-ins"}}, {"de", {"1 Abgabe", "4 Abgaben"}}};
    for (const auto& [code, words] : said) {
        choose_language(code);
        install_translators(*qApp);
        ClassMarkingDialog dialog;
        dialog.set_files(four.mid(0, 1));
        EXPECT_EQ(dialog.chosen_text(), words[0]) << code.toStdString();
        dialog.set_files(four);
        EXPECT_EQ(dialog.chosen_text(), words[1]) << code.toStdString();
        dialog.set_folder(klass.path());
        EXPECT_EQ(dialog.chosen_text(), words[1] + " in " + klass.path()) << code.toStdString();
        EXPECT_EQ(dialog.suggested_path("marks.csv"), klass.filePath("marks.csv"));
        for (QTranslator* t : qApp->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
    }
    choose_language(before);
}
