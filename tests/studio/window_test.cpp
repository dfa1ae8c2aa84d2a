// The window under the offscreen platform, with the real engine.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QListWidget>
#include <QMouseEvent>
#include <QProcess>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <gtest/gtest.h>

#include "studio/views/console.h"
#include "studio/editor/editor.h"
#include "studio/window/lesson_panel.h"
#include "studio/work/paths.h"
#include "studio/views/strip_chart.h"
#include "studio/work/workspace.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

namespace {
// The line (0-based) of the editor that starts with `prefix`.
int line_starting(Editor* e, const QString& prefix) {
    for (int i = 0; i < e->lines(); ++i) {
        if (e->text(i).startsWith(prefix)) return i;
    }
    return -1;
}
void set_number(Editor* e, const QString& name, double value) {
    const int line = line_starting(e, name + " = ");
    ASSERT_GE(line, 0);
    e->setCursorPosition(line, static_cast<int>(name.size()) + 4);
    e->scrub()->follow_cursor();  // Scintilla reports a cursor moved by a call only when it paints
    ASSERT_TRUE(e->scrub()->held());
    ASSERT_TRUE(e->scrub()->set_value(value));
}
double max_value(const Series* s) {
    double m = 0;
    for (const auto& p : s->points()) m = std::max(m, p.v);
    return m;
}
void copy_folder(const QString& from, const QString& to) {
    QDir().mkpath(to);
    for (const QFileInfo& f : QDir(from).entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (f.isDir()) copy_folder(f.filePath(), to + "/" + f.fileName());
        else QFile::copy(f.filePath(), to + "/" + f.fileName());
    }
}
// Copies the attention lesson (all of it: the loader checks that the files
// lesson.json names are there) to a folder the test may change.
QString copy_lesson(const QTemporaryDir& dir) {
    const QString to = dir.filePath("attention");
    copy_folder(installed_data_dir() + "/lessons/attention", to);
    return to;
}
}  // namespace

TEST_F(WindowTest, OpensTheAttentionLessonOnTheStudentsCopies) {
    MainWindow w;
    ASSERT_TRUE(w.open_target("attention"));
    ASSERT_GE(w.lesson_index(), 0);
    const Lesson& l = w.lessons()[w.lesson_index()];
    EXPECT_GE(l.programs.size(), 4);
    // The student edits a copy in their data folder, never the lesson.
    EXPECT_TRUE(w.current_path().startsWith(w.workspace().data_dir())) << w.current_path().toStdString();
    QString original;
    ASSERT_TRUE(read_text(l.program_path(0), &original));
    EXPECT_EQ(w.editor()->text(), original);
}

TEST_F(WindowTest, AnEditorClosedAtOnceStopsItsCompletionThread) {
    // Each editor prepares its completion lists in a thread; before the fix a
    // lesson opened and closed at once crashed about one time in two.
    // A thread left running on freed memory ends this process instead.
    int made = 0;
    for (int i = 0; i < 40; ++i) {
        Editor editor;
        editor.setText("from bugbot import *\n");
        made += editor.text() == "from bugbot import *\n";
    }
    EXPECT_EQ(made, 40);
}

TEST_F(WindowTest, BadTargetsSayWhatIsWrong) {
    MainWindow w;
    EXPECT_FALSE(w.open_target("/no/such/lesson-or-script.py"));
    EXPECT_TRUE(w.status_text().contains("no lesson or script"));
}

TEST_F(WindowTest, TheFirstProgramsStripHasItsDarkestCellElevenStepsBack) {
    MainWindow w;
    w.resize(1600, 980);
    ASSERT_TRUE(w.open_target(lesson_file("1-scores.py")));
    ASSERT_TRUE(run_to_end(w));
    WeightStrip* strip = w.weight_strip();
    ASSERT_EQ(strip->rows().size(), 1u);
    ASSERT_TRUE(strip->rows()[0].labels);  // "the reading after it" labels the cells
    ASSERT_EQ(strip->cell_count(), 20);
    const QImage img = strip->grab().toImage();
    EXPECT_EQ(darkest_cell(img, *strip, 0), 9);  // 20 - 9 = 11 steps back
    // And the console has what the page says it prints.
    EXPECT_TRUE(w.console()->toPlainText().contains("11 steps back"));
}

TEST_F(WindowTest, TheThirdProgramsRowsGoFromFlatToOneBlackCell) {
    MainWindow w;
    ASSERT_TRUE(w.open_target(lesson_file("3-sharpness.py")));
    ASSERT_TRUE(run_to_end(w));
    WeightStrip* strip = w.weight_strip();
    ASSERT_EQ(strip->rows().size(), 3u);
    const QImage img = strip->grab().toImage();
    auto spread = [&](int row) {
        double lo = 1e9, hi = -1e9;
        for (int i = 0; i < strip->cell_count(); ++i) {
            const double l = mean_luminance(img, strip->cell_rect(row, i));
            lo = std::min(lo, l);
            hi = std::max(hi, l);
        }
        return std::pair{lo, hi};
    };
    const auto [flat_lo, flat_hi] = spread(0);
    const auto [sharp_lo, sharp_hi] = spread(2);
    EXPECT_GT(flat_lo, sharp_lo + 60);  // the flat row has no near-black cell
    EXPECT_LT(sharp_lo, 60);            // the sharp row has one
    EXPECT_EQ(darkest_cell(img, *strip, 2), 9);
}

TEST_F(WindowTest, TheRobotIsDrawnWhereTheLastFrameSays) {
    MainWindow w;
    w.resize(1600, 980);
    ASSERT_TRUE(w.open_target(lesson_file("2-values.py")));
    ASSERT_TRUE(run_to_end(w));
    const FrameEvent pose = w.model()->frames().back();
    MatView* mat = w.mat_view();
    const QImage img = mat->grab().toImage();
    const QPointF px = mat->mat_to_widget().map(on_body(pose, w.model()->world()->radius));
    EXPECT_TRUE(is_robot_blue(img.pixel(px.toPoint()))) << std::hex << img.pixel(px.toPoint());
    // And not where it is not: the mat's far corner.
    const QPointF corner = mat->mat_to_widget().map(QPointF(95, 95));
    EXPECT_FALSE(is_robot_blue(img.pixel(corner.toPoint())));
    // Two draw layers with a legend; two groups of charts (one, in step).
    EXPECT_EQ(w.model()->layers().size(), 2u);
    EXPECT_EQ(w.charts()->groups().size(), 1u);
    EXPECT_EQ(w.charts()->groups()[0].size(), 3u);
}

TEST_F(WindowTest, TheTimelineShowsTheStateAtATime) {
    MainWindow w;
    ASSERT_TRUE(w.open_target(lesson_file("2-values.py")));
    ASSERT_TRUE(run_to_end(w));
    const RunModel* m = w.model();
    w.show_time(8.0);
    EXPECT_DOUBLE_EQ(w.mat_view()->time(), 8.0);
    EXPECT_NEAR(w.timeline()->value(), 8.0 / m->end_time() * 10000, 2);
    // The console shows only what was printed by then (nothing: it prints at the end).
    EXPECT_EQ(w.console()->toPlainText().trimmed(), QString());
    // The robot is where the frame at 8 s put it.
    const FrameEvent pose = m->pose_at(8.0);
    const QImage img = w.mat_view()->grab().toImage();
    const QPointF px = w.mat_view()->mat_to_widget().map(on_body(pose, m->world()->radius));
    EXPECT_TRUE(is_robot_blue(img.pixel(px.toPoint())));
    w.show_time(-1);  // back to following the end
    EXPECT_DOUBLE_EQ(w.mat_view()->time(), m->end_time());
    EXPECT_TRUE(w.console()->toPlainText().contains("20 keys: off by"));
}

TEST_F(WindowTest, ThePreviousRunStaysAsAGhost) {
    MainWindow w;
    ASSERT_TRUE(w.open_target(lesson_file("1-scores.py")));
    ASSERT_TRUE(run_to_end(w));
    const RunModel* first = w.model();
    EXPECT_EQ(w.ghost(), nullptr);
    ASSERT_TRUE(run_to_end(w));
    EXPECT_EQ(w.ghost(), first);
    EXPECT_NE(w.model(), first);
    ASSERT_TRUE(w.ghost()->end());
}

TEST_F(WindowTest, AScriptErrorMarksItsLine) {
    QTemporaryDir dir;
    const QString script = dir.filePath("oops.py");
    ASSERT_TRUE(write_text(script, "from bugbot import *\nconnect()\nprint(1 / 0)\n"));
    MainWindow w;
    ASSERT_TRUE(w.open_target(script));
    ASSERT_TRUE(run_to_end(w));
    EXPECT_EQ(w.editor()->error_line(), 3);
    EXPECT_TRUE(w.console()->toPlainText().contains("ZeroDivisionError"));
}

TEST_F(WindowTest, StopInTheWindowEndsARunawayAndKeepsTheText) {
    QTemporaryDir dir;
    const QString script = dir.filePath("runaway.py");
    const QString text = "from bugbot import *\nconnect()\nwhile True:\n    pass\n";
    ASSERT_TRUE(write_text(script, text));
    MainWindow w;
    ASSERT_TRUE(w.open_target(script));
    QSignalSpy done(&w, &MainWindow::run_finished);
    w.run(1);
    QTest::qWait(300);
    ASSERT_TRUE(w.running());
    w.stop();
    ASSERT_TRUE(done.wait(2000));
    EXPECT_FALSE(w.running());
    EXPECT_TRUE(w.console()->toPlainText().contains("stopped"));
    EXPECT_EQ(w.editor()->text(), text);
}

TEST_F(WindowTest, LiveModeRerunsOnAnEditAndKeepsTheLastGoodPicture) {
    MainWindow w;
    ASSERT_TRUE(w.open_target(lesson_file("1-scores.py")));
    QSignalSpy updated(&w, &MainWindow::live_picture_updated);
    QSignalSpy failed(&w, &MainWindow::live_run_failed);
    w.set_live(true);
    ASSERT_TRUE(updated.wait(30000));
    EXPECT_GT(max_value(w.model()->find_series("weight")), 0.8);
    // A blunter divisor: the strip goes flat.
    set_number(w.editor(), "DIVISOR", 2.24);
    ASSERT_TRUE(updated.wait(30000));
    while (updated.wait(500)) {}  // let any queued re-run finish
    EXPECT_LT(max_value(w.model()->find_series("weight")), 0.5);
    EXPECT_NE(w.ghost(), nullptr);
    // Text that does not run: the last picture stays, the error shows at its line.
    const RunModel* good = w.model();
    const int line = line_starting(w.editor(), "biggest = ");
    ASSERT_GE(line, 0);
    w.editor()->insertAt("undefined_name + ", line, 10);
    ASSERT_TRUE(failed.wait(30000));
    EXPECT_EQ(w.model(), good);
    EXPECT_EQ(w.editor()->error_line(), line + 1);
}

TEST_F(WindowTest, ScrubbingTheDivisorSweepsTheStripFromFlatToOneBlackCell) {
    MainWindow w;
    ASSERT_TRUE(w.open_target(lesson_file("1-scores.py")));
    QSignalSpy updated(&w, &MainWindow::live_picture_updated);
    w.set_live(true);
    ASSERT_TRUE(updated.wait(30000));
    std::vector<double> peaks;
    for (double d : {2.24, 1.0, 0.5, 0.25, 0.12}) {
        set_number(w.editor(), "DIVISOR", d);
        ASSERT_TRUE(updated.wait(30000));
        while (updated.wait(300)) {}
        peaks.push_back(max_value(w.model()->find_series("weight")));
    }
    for (std::size_t i = 1; i < peaks.size(); ++i) EXPECT_GT(peaks[i], peaks[i - 1]);
    EXPECT_LT(peaks.front(), 0.5);
    EXPECT_GT(peaks.back(), 0.99);
}

TEST_F(WindowTest, LessonsReloadWhenTheirFilesChangeWithoutLosingTheStudentsEdits) {
    QTemporaryDir dir;
    const QString folder = copy_lesson(dir);
    MainWindow w;
    ASSERT_TRUE(w.open_target(folder + "/1-scores.py"));
    QSignalSpy reloaded(&w, &MainWindow::reloaded);
    // The teacher changes the lesson in another editor; the student had not edited.
    QString text;
    ASSERT_TRUE(read_text(folder + "/1-scores.py", &text));
    ASSERT_TRUE(write_text(folder + "/1-scores.py", text.replace("DIVISOR = 0.5", "DIVISOR = 0.25")));
    ASSERT_TRUE(reloaded.wait(5000));
    EXPECT_TRUE(w.editor()->text().contains("DIVISOR = 0.25"));
    // Now the student edits, and the teacher changes it again: the student's text stays.
    set_number(w.editor(), "KEYS", 19);
    QTest::qWait(50);
    ASSERT_TRUE(write_text(folder + "/1-scores.py", text.replace("DIVISOR = 0.25", "DIVISOR = 0.75")));
    ASSERT_TRUE(reloaded.wait(5000));
    EXPECT_TRUE(w.editor()->text().contains("KEYS = 19"));
    EXPECT_TRUE(w.editor()->text().contains("DIVISOR = 0.25"));
    EXPECT_TRUE(w.status_text().contains("your edits are kept"));
    // The lesson's text reloads too.
    ASSERT_TRUE(write_text(folder + "/lesson.md", "# Changed\n\nA new first line.\n"));
    ASSERT_TRUE(reloaded.wait(5000));
}

TEST_F(WindowTest, ALessonJsonEditIsTakenUpAndABrokenOneKeepsTheLastGoodVersion) {
    QTemporaryDir dir;
    const QString folder = copy_lesson(dir);
    MainWindow w;
    ASSERT_TRUE(w.open_target(folder + "/1-scores.py"));
    set_number(w.editor(), "KEYS", 19);  // the student's edit must survive
    QTest::qWait(50);
    QSignalSpy reloaded(&w, &MainWindow::reloaded);
    QString json;
    ASSERT_TRUE(read_text(folder + "/lesson.json", &json));
    const QString title = w.lessons().at(w.lesson_index()).title;
    ASSERT_TRUE(write_text(folder + "/lesson.json", QString(json).replace(title, "A title of my own")));
    ASSERT_TRUE(reloaded.wait(5000));
    EXPECT_EQ(w.lessons().at(w.lesson_index()).title, "A title of my own");
    EXPECT_TRUE(w.lessons_panel()->list()->item(w.lesson_index())->text().startsWith("A title of my own"));
    EXPECT_TRUE(w.editor()->text().contains("KEYS = 19"));
    // A broken lesson.json: said, and the lesson stays as it was.
    ASSERT_TRUE(write_text(folder + "/lesson.json", "{ \"title\": "));
    QTest::qWait(400);
    EXPECT_EQ(w.lessons().at(w.lesson_index()).title, "A title of my own");
    EXPECT_TRUE(w.status_text().contains("lesson.json changed and has a problem")) << w.status_text().toStdString();
}

TEST_F(WindowTest, ResetPutsBackTheLessonsVersion) {
    MainWindow w;
    ASSERT_TRUE(w.open_target(lesson_file("1-scores.py")));
    QString original;
    ASSERT_TRUE(read_text(lesson_file("1-scores.py"), &original));
    w.editor()->setText("print('mine')\n");
    w.reset_to_lesson();  // BUGBOT_STUDIO_NO_DIALOGS: no question asked
    EXPECT_EQ(w.editor()->text(), original);
    QString copy;
    ASSERT_TRUE(read_text(w.current_path(), &copy));
    EXPECT_EQ(copy, original);
}

TEST_F(WindowTest, PresentationModeHidesTheTextAndEnlarges) {
    MainWindow w;
    w.resize(1600, 980);
    w.show();
    ASSERT_TRUE(w.open_target("attention"));
    const int zoom_before = w.editor()->SendScintilla(QsciScintilla::SCI_GETZOOM);
    const double mat_share = double(w.mat_view()->width()) / w.width();
    const int cell_before = w.weight_strip()->cell_rect(0, 0).height();
    const double console_before = w.console()->font().pointSizeF();
    w.set_presentation(true);
    QApplication::processEvents();
    EXPECT_TRUE(w.presentation());
    EXPECT_TRUE(w.isFullScreen());  // no title bar
    EXPECT_GT(w.editor()->SendScintilla(QsciScintilla::SCI_GETZOOM), zoom_before);
    EXPECT_GT(double(w.mat_view()->width()) / w.width(), mat_share);  // the mat gets more of the screen
    EXPECT_GE(w.console()->font().pointSizeF(), console_before + 4);
    // The strip's cells grow with the type, to be read from the back of a room.
    EXPECT_GE(w.weight_strip()->cell_rect(0, 0).height(), cell_before * 3 / 2);
    w.set_presentation(false);
    EXPECT_FALSE(w.isFullScreen());
    EXPECT_DOUBLE_EQ(w.console()->font().pointSizeF(), console_before);
    EXPECT_EQ(w.editor()->SendScintilla(QsciScintilla::SCI_GETZOOM), zoom_before);
    EXPECT_EQ(w.weight_strip()->cell_rect(0, 0).height(), cell_before);
}

TEST_F(WindowTest, ExportsThePictureAndTheSeries) {
    QTemporaryDir dir;
    MainWindow w;
    w.resize(1600, 980);
    w.show();
    ASSERT_TRUE(w.open_target(lesson_file("1-scores.py")));
    ASSERT_TRUE(run_to_end(w));
    ASSERT_TRUE(w.export_png(dir.filePath("run.png")));
    const QImage picture(dir.filePath("run.png"));
    ASSERT_FALSE(picture.isNull());
    // A clean picture: a title line, then the mat, the strip and the chart of
    // the readings its cells stand for; no timeline.
    ASSERT_TRUE(w.charts()->isVisible());
    const int title_h = picture.height() - w.mat_view()->height() - w.weight_strip()->height() - w.charts()->height() - 12;
    EXPECT_GT(title_h, 10);
    EXPECT_LT(title_h, 60);
    // The strip is drawn below the mat: its last row of pixels is in the picture where the layout puts it.
    const QImage strip = w.weight_strip()->grab().toImage().convertToFormat(picture.format());
    const int strip_bottom = title_h + w.mat_view()->height() + 4 + strip.height() - 1;
    int same = 0;
    for (int x = 0; x < strip.width(); ++x)
        same += picture.pixel(w.weight_strip()->x() + x, strip_bottom) == strip.pixel(x, strip.height() - 1);
    EXPECT_GT(same, strip.width() * 9 / 10);
    EXPECT_LT(mean_luminance(picture, QRect(8, 0, 200, title_h)), 250);  // the program's name is written there
    QString error;
    ASSERT_TRUE(w.export_csv(dir.filePath("run.csv"), &error)) << error.toStdString();
    QString csv;
    ASSERT_TRUE(read_text(dir.filePath("run.csv"), &csv));
    EXPECT_TRUE(csv.startsWith("series,t,value\n"));
    EXPECT_EQ(csv.count("\nweight,"), 20);
    EXPECT_EQ(csv.count("\"the reading after it, cm\","), 20);  // a name with a comma is quoted
}

TEST_F(WindowTest, SubmitMarksTheProgramAndKeepsItInTheGradebook) {
    MainWindow w;
    ASSERT_TRUE(w.open_target("attention"));
    const Lesson& l = w.lessons()[w.lesson_index()];
    int starter = -1;
    for (int i = 0; i < l.programs.size(); ++i) {
        if (l.programs[i].file == "starter.py") starter = i;
    }
    if (starter < 0) GTEST_SKIP() << "the attention lesson has no starter.py";
    ASSERT_TRUE(w.open_target(l.program_path(starter)));
    QSignalSpy submitted(&w, &MainWindow::submitted);
    w.submit();
    ASSERT_TRUE(submitted.wait(90000));
    ASSERT_TRUE(submitted.at(0).at(0).toBool()) << w.status_text().toStdString();
    const auto subs = w.gradebook()->submissions("attention");
    ASSERT_EQ(subs.size(), 1);
    EXPECT_EQ(subs[0].file, "starter.py");
    EXPECT_EQ(subs[0].mark.tasks.size(), l.tasks.size());
    EXPECT_EQ(w.gradebook()->progress("attention").submissions, 1);
}

TEST_F(WindowTest, ASubmissionTheMarkerCouldNotMarkIsNotRecordedAsAZero) {
    // A lesson whose check kills the marker's checker: the marker reports the
    // submission "not-marked", and the studio must not store that as a mark.
    QTemporaryDir dir;
    ASSERT_EQ(new_lesson(dir.path(), "broken"), "");
    const QString marking = dir.filePath("broken/marking.py");
    QString checks;
    ASSERT_TRUE(read_text(marking, &checks));
    ASSERT_TRUE(write_text(marking, checks.replace("def spin(run):\n", "def spin(run):\n    import os; os._exit(1)\n")));
    qputenv("BUGBOT_LESSONS", dir.path().toUtf8());
    MainWindow w;
    qunsetenv("BUGBOT_LESSONS");
    ASSERT_TRUE(w.open_target("broken"));
    QSignalSpy submitted(&w, &MainWindow::submitted);
    w.submit();
    ASSERT_TRUE(submitted.wait(90000));
    EXPECT_FALSE(submitted.at(0).at(0).toBool());
    EXPECT_TRUE(w.status_text().contains("could not be marked")) << w.status_text().toStdString();
    EXPECT_TRUE(w.gradebook()->submissions("broken").isEmpty());
    EXPECT_EQ(w.gradebook()->progress("broken").submissions, 0);
}

TEST_F(WindowTest, AClickOnALessonOpensItAndNothingElseDoes) {
    QTemporaryDir dir;
    const QString script = dir.filePath("mine.py");
    ASSERT_TRUE(write_text(script, "print('mine')\n"));
    MainWindow w;
    w.resize(1600, 980);
    w.show();
    ASSERT_TRUE(w.open_target(script));
    QListWidget* list = w.lessons_panel()->list();
    list->setFocus();
    QApplication::processEvents();
    EXPECT_EQ(w.lesson_index(), -1);  // focus alone opens nothing
    EXPECT_EQ(w.current_path(), QFileInfo(script).absoluteFilePath());
    ASSERT_GE(list->count(), 2);
    const QRect item = list->visualItemRect(list->item(1));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, item.center());
    EXPECT_EQ(w.lesson_index(), 1);
}

TEST_F(WindowTest, AProgramThatPrintsNothingSaysItRan) {
    QTemporaryDir dir;
    const QString quiet = dir.filePath("quiet.py");
    ASSERT_TRUE(write_text(quiet, "from bugbot import *\nconnect()\nwait(1)\n"));
    MainWindow w;
    w.show();  // showing the window must not swap the open script for a lesson
    ASSERT_TRUE(w.open_target(quiet));
    ASSERT_TRUE(run_to_end(w));
    EXPECT_TRUE(w.console()->toPlainText().contains("printed nothing")) << w.console()->toPlainText().toStdString();
    // One that prints shows only what it printed.
    w.editor()->setText("from bugbot import *\nconnect()\nprint('hello')\n");
    ASSERT_TRUE(run_to_end(w));
    EXPECT_EQ(w.console()->toPlainText().trimmed(), "hello");
}

// A program whose process ends under it (os._exit with a status; in the
// sandbox also a kill, or a sanitizer's report) says how, never "ran to the end".
TEST_F(WindowTest, AProgramWhoseProcessEndsUnderItSaysSo) {
    QTemporaryDir dir;
    const QString gone = dir.filePath("gone.py");
    ASSERT_TRUE(write_text(gone, "from bugbot import *\nimport os\nconnect()\nos._exit(1)\n"));
    MainWindow w;
    w.show();
    ASSERT_TRUE(w.open_target(gone));
    ASSERT_TRUE(run_to_end(w));
    const QString said = w.console()->toPlainText();
    EXPECT_FALSE(said.contains("printed nothing")) << said.toStdString();
    EXPECT_TRUE(said.contains("exit status 1")) << said.toStdString();
}

TEST_F(WindowTest, SeriesPlottedInOneInstantSpreadAlongThePlotNumber) {
    // A training loop plots its loss between two readings: no simulated time
    // passes, so against time the whole curve is one vertical line.
    QTemporaryDir dir;
    const QString script = dir.filePath("train.py");
    ASSERT_TRUE(write_text(script, "from bugbot import *\nconnect()\nwait(2)\n"
                                   "for step in range(60):\n    plot('loss', 5 / (step + 1))\n"));
    MainWindow w;
    ASSERT_TRUE(w.open_target(script));
    ASSERT_TRUE(run_to_end(w));
    w.charts()->resize(600, 300);
    ASSERT_EQ(w.charts()->groups().size(), 1u) << w.model()->series().size() << " series; console: "
                                                << w.console()->toPlainText().toStdString();
    EXPECT_TRUE(w.charts()->by_plot_number(0));
    // The curve's colour in the chart's left quarter (it starts high there).
    const QImage img = w.charts()->grab().toImage();
    const QRect r = w.charts()->chart_rect(0);
    const QColor blue = StripChart::series_color(0);
    int hits = 0;
    for (int x = r.left() + 2; x < r.left() + r.width() / 4; ++x) {
        for (int y = r.top(); y <= r.bottom(); ++y) {
            const QColor c = img.pixelColor(x, y);
            hits += std::abs(c.red() - blue.red()) + std::abs(c.green() - blue.green()) + std::abs(c.blue() - blue.blue()) < 60;
        }
    }
    EXPECT_GT(hits, 20);
    // Plotted over time, a series keeps its time axis.
    w.editor()->setText("from bugbot import *\nconnect()\nfor step in range(20):\n    plot('loss', 5 / (step + 1))\n    wait(0.1)\n");
    ASSERT_TRUE(run_to_end(w));
    EXPECT_FALSE(w.charts()->by_plot_number(0));
}

TEST_F(WindowTest, ALessonProgramWritesBesideTheStudentsCopyNotIntoTheLesson) {
    QTemporaryDir dir;
    const QString folder = dir.filePath("writer");
    QDir().mkpath(folder);
    ASSERT_TRUE(write_text(folder + "/lesson.json", R"({"id": "writer", "title": "Writes a file", "text": "lesson.md",
        "programs": [{"file": "write.py", "title": "Write"}], "marking": "marking.py",
        "tasks": [{"id": "t", "title": "t"}]})"));
    ASSERT_TRUE(write_text(folder + "/lesson.md", "# Writes a file\n"));
    ASSERT_TRUE(write_text(folder + "/marking.py", ""));
    ASSERT_TRUE(write_text(folder + "/write.py", "from bugbot import *\nconnect()\nopen('model.json', 'w').write('{}')\n"));
    MainWindow w;
    ASSERT_TRUE(w.open_target(folder)) << w.status_text().toStdString();
    ASSERT_TRUE(run_to_end(w));
    EXPECT_FALSE(QFileInfo::exists(folder + "/model.json"));
    EXPECT_TRUE(QFileInfo::exists(QFileInfo(w.current_path()).absolutePath() + "/model.json")) << w.current_path().toStdString();
}

TEST_F(WindowTest, TheStripSaysHowToReadItAndEachCellWhatItIs) {
    MainWindow w;
    w.resize(1600, 980);
    w.show();
    ASSERT_TRUE(w.open_target(lesson_file("1-scores.py")));
    ASSERT_TRUE(run_to_end(w));
    WeightStrip* strip = w.weight_strip();
    EXPECT_EQ(WeightStrip::caption(), "attention weights: oldest key on the left, newest on the right");
    // The caption is drawn above the first row: some ink there.
    const QImage img = strip->grab().toImage();
    EXPECT_LT(mean_luminance(img, QRect(8, 6, 300, strip->cell_rect(0, 0).top() - 30)), 252);
    // The darkest cell's tooltip: its place, its weight, the value plotted with it.
    const Series* weight = w.model()->find_series("weight");
    const Series* value = w.model()->find_series("the reading after it, cm");
    ASSERT_TRUE(weight && value);
    const QString tip = strip->cell_tooltip(0, 9);
    EXPECT_TRUE(tip.contains("key 9, 11 steps back")) << tip.toStdString();  // the name the chart and the program give it
    EXPECT_TRUE(tip.contains(QString::number(weight->points()[9].v, 'f', 4))) << tip.toStdString();
    EXPECT_TRUE(tip.contains("the reading after it, cm: " + QString::number(value->points()[9].v, 'g', 6))) << tip.toStdString();
    EXPECT_TRUE(strip->cell_tooltip(0, 25).isEmpty());  // no such cell
}

TEST_F(WindowTest, CellsReadStepsBackWhenTheProgramPlotsThem) {
    QTemporaryDir dir;
    const QString script = dir.filePath("back.py");
    ASSERT_TRUE(write_text(script, "from bugbot import *\nconnect()\nwait(1)\n"
                                   "for j in range(5):\n    plot('weight', [0.1, 0.1, 0.6, 0.1, 0.1][j])\n"
                                   "    plot('steps back', 5 - j)\n"));
    MainWindow w;
    ASSERT_TRUE(w.open_target(script));
    ASSERT_TRUE(run_to_end(w));
    WeightStrip* strip = w.weight_strip();
    ASSERT_EQ(strip->rows().size(), 1u);
    ASSERT_TRUE(strip->rows()[0].labels);
    const Series& labels = w.model()->series()[*strip->rows()[0].labels];
    EXPECT_EQ(labels.name(), "steps back");
    EXPECT_EQ(WeightStrip::label_text(labels, labels.points()[2].v), "3 back");
}

TEST_F(WindowTest, PointingAtAChartShowsThatMomentOnTheMat) {
    MainWindow w;
    w.resize(1600, 980);
    w.show();
    ASSERT_TRUE(w.open_target(lesson_file("2-values.py")));
    ASSERT_TRUE(run_to_end(w));
    StripChart* chart = w.charts();
    ASSERT_FALSE(chart->by_plot_number(0));
    const QRect r = chart->chart_rect(0);
    const QImage before = w.mat_view()->grab().toImage();
    // The mouse over the chart where t = 8 s.
    const double t1 = std::max(w.model()->end_time(), 1.0);
    const QPoint at(r.left() + static_cast<int>(8.0 / t1 * r.width()), r.center().y());
    QMouseEvent move(QEvent::MouseMove, QPointF(at), chart->mapToGlobal(QPointF(at)), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(chart, &move);
    EXPECT_NEAR(w.mat_view()->moment(), 8.0, t1 / r.width() * 2);
    // The robot at that moment is outlined in orange on the mat.
    const FrameEvent then = w.model()->pose_at(w.mat_view()->moment());
    const QImage img = w.mat_view()->grab().toImage();
    const QTransform m = w.mat_view()->mat_to_widget();
    const double radius_px = w.model()->world()->radius * m.m11();
    int orange = 0;
    const QPointF c = m.map(QPointF(then.x, then.y));
    for (int k = 0; k < 36; ++k) {
        const double a = k * M_PI / 18;
        const QPoint p = (c + QPointF(std::cos(a), std::sin(a)) * radius_px).toPoint();
        const QColor px = img.pixelColor(p);
        orange += std::abs(px.red() - 240) + std::abs(px.green() - 130) + std::abs(px.blue() - 0) < 90;
    }
    EXPECT_GT(orange, 18);
    EXPECT_NE(img, before);
    // The mouse leaves: the moment goes.
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(chart, &leave);
    EXPECT_LT(w.mat_view()->moment(), 0);
}

TEST_F(WindowTest, TheChartsGetTheRoomWhenTheMatHasNoNews) {
    QTemporaryDir dir;
    const QString still = dir.filePath("still.py");
    ASSERT_TRUE(write_text(still, "from bugbot import *\nconnect()\nfor i in range(40):\n    plot('loss', 1 / (i + 1))\n    wait(0.1)\n"));
    MainWindow w;
    w.resize(1600, 980);
    w.show();
    ASSERT_TRUE(w.open_target(still));
    ASSERT_TRUE(run_to_end(w));
    QApplication::processEvents();
    EXPECT_GT(w.charts()->height(), w.mat_view()->height());  // a robot standing still: the chart is the news
    // A robot that drives: the mat has the room again.
    w.editor()->setText("from bugbot import *\nconnect()\nfor i in range(40):\n    plot('loss', 1 / (i + 1))\n    drive(50, 50)\n    wait(0.1)\n");
    ASSERT_TRUE(run_to_end(w));
    QApplication::processEvents();
    EXPECT_LT(w.charts()->height(), w.mat_view()->height());
    // A robot standing still with nothing plotted (waiting at input(), or printing only): no empty chart takes the mat's room.
    w.editor()->setText("from bugbot import *\nconnect()\nprint('hello')\nwait(1)\n");
    ASSERT_TRUE(run_to_end(w));
    QApplication::processEvents();
    EXPECT_LT(w.charts()->height(), w.mat_view()->height());
}

TEST_F(WindowTest, ANarrowStripStillPrintsTheWeightOfItsDarkestCell) {
    // At 1366 x 768 twenty cells are too narrow for ".89" in the window's
    // font: the figures shrink to fit rather than leave the cells that matter blank.
    MainWindow w;
    w.resize(1366, 768);
    w.show();
    ASSERT_TRUE(w.open_target(lesson_file("1-scores.py")));
    ASSERT_TRUE(run_to_end(w));
    QApplication::processEvents();
    WeightStrip* strip = w.weight_strip();
    ASSERT_EQ(strip->cell_count(), 20);
    const QImage img = strip->grab().toImage();
    const int dark = darkest_cell(img, *strip, 0);
    ASSERT_GE(dark, 0);
    const QRect cell = strip->cell_rect(0, dark);
    int light = 0;
    for (int y = cell.top() + 1; y < cell.bottom(); ++y)
        for (int x = cell.left() + 1; x < cell.right(); ++x) light += luminance(img.pixel(x, y)) > 180;
    EXPECT_GT(light, 6) << "no figure printed in the darkest cell (" << cell.width() << " px wide)";
}

TEST_F(WindowTest, ALessonsProgramOpensAsLessonSlashFileAsBugbotRunTakesIt) {
    MainWindow w;
    ASSERT_FALSE(QFileInfo::exists("attention/1-scores.py"));  // not a file here: the lesson's
    ASSERT_TRUE(w.open_target("attention/1-scores.py"));
    ASSERT_GE(w.lesson_index(), 0);
    EXPECT_EQ(w.lessons().at(w.lesson_index()).id, "attention");
    EXPECT_EQ(QFileInfo(w.current_path()).fileName(), "1-scores.py");
    EXPECT_FALSE(w.open_target("attention/no-such-program.py"));
}
