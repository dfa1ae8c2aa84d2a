// Scrubbing cannot break code (issue 22): one number, whatever the gesture
// (Ctrl+drag, the scrub bar, its keys), the bar showing what the text holds,
// a whole drag one undo step. Real mouse and key events on a shown window.
#include <QProcess>
#include <QRegularExpression>
#include <QSlider>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTest>
#include <random>

#include "studio/editor/scrub_bar.h"
#include "studio/work/workspace.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

namespace {

// The window's point (in the editor's viewport) of column `index` of `line`.
QPoint point_of(Editor* e, int line, int index) {
    e->ensureLineVisible(line);
    QApplication::processEvents();
    const long pos = e->positionFromLineIndex(line, index);
    return {static_cast<int>(e->SendScintilla(QsciScintilla::SCI_POINTXFROMPOSITION, 0UL, pos)) + 2,
            static_cast<int>(e->SendScintilla(QsciScintilla::SCI_POINTYFROMPOSITION, 0UL, pos)) + 4};
}

QString line_of(Editor* e, int line) { return e->text(line).remove('\n').remove('\r'); }

// Holds Ctrl and drags from `at` by `dx` pixels in steps, as a hand does.
void ctrl_drag(Editor* e, QPoint at, int dx, int steps = 8) {
    QTest::mousePress(e->viewport(), Qt::LeftButton, Qt::ControlModifier, at);
    for (int i = 1; i <= steps; ++i) {
        QTest::mouseMove(e->viewport(), at + QPoint(dx * i / steps, 0));
        QTest::qWait(5);
    }
    QTest::mouseRelease(e->viewport(), Qt::LeftButton, Qt::ControlModifier, at + QPoint(dx, 0));
}

QPoint handle_centre(QSlider* s) {
    QStyleOptionSlider opt;
    opt.initFrom(s);
    opt.subControls = QStyle::SC_All;
    opt.orientation = s->orientation();
    opt.minimum = s->minimum();
    opt.maximum = s->maximum();
    opt.sliderPosition = s->sliderPosition();
    opt.sliderValue = s->value();
    return s->style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, s).center();
}

// Presses the bar's handle and drags it `dx` pixels in steps.
void bar_drag(QSlider* s, int dx, int steps = 8) {
    const QPoint at = handle_centre(s);
    QTest::mousePress(s, Qt::LeftButton, Qt::NoModifier, at);
    for (int i = 1; i <= steps; ++i) {
        QTest::mouseMove(s, at + QPoint(dx * i / steps, 0));
        QTest::qWait(5);
    }
    QTest::mouseRelease(s, Qt::LeftButton, Qt::NoModifier, at + QPoint(dx, 0));
}

// Which of `texts` Python (the engine's own) compiles.
std::vector<bool> compiles(const QStringList& texts) {
    QTemporaryDir dir;
    QStringList args{"run", dir.filePath("check.py"), "--"};
    write_text(dir.filePath("check.py"), "import sys\nfor p in sys.argv[1:]:\n    try:\n"
                                         "        compile(open(p, encoding='utf-8').read(), p, 'exec')\n"
                                         "        print('ok')\n    except SyntaxError:\n        print('bad')\n");
    for (int i = 0; i < texts.size(); ++i) {
        args << dir.filePath(QStringLiteral("t%1.py").arg(i));
        write_text(args.back(), texts[i]);
    }
    QProcess p;
    p.start(engine_path(), args);
    p.waitForFinished(120000);
    std::vector<bool> ok;
    for (const QByteArray& l : p.readAllStandardOutput().split('\n')) {
        if (!l.isEmpty()) ok.push_back(l == "ok");
    }
    return ok;
}

class ScrubTest : public WindowTest {
protected:
    void SetUp() override {
        WindowTest::SetUp();
        w_.resize(1366, 768);
        w_.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&w_));
    }
    int line_starting(const QString& prefix) {
        for (int i = 0; i < e()->lines(); ++i) {
            if (e()->text(i).startsWith(prefix)) return i;
        }
        return -1;
    }
    Editor* e() { return w_.editor(); }
    QSlider* bar() { return w_.scrub_bar()->slider(); }
    MainWindow w_;
};

}  // namespace

// The blocker of issue 22, as it was found: Live, Ctrl+drag the 0.5, then drag the bar.
TEST_F(ScrubTest, TheBarDragsTheNumberTheCtrlDragLeftAndOneUndoUndoesADrag) {
    ASSERT_TRUE(w_.open_target(lesson_file("3-sharpness.py")));
    QSignalSpy updated(&w_, &MainWindow::live_picture_updated);
    w_.set_live(true);
    ASSERT_TRUE(updated.wait(30000));
    const int line = line_starting("for divisor in (2.24, 0.5, 0.12):");
    ASSERT_GE(line, 0);
    const QString original = line_of(e(), line);
    const int col = static_cast<int>(original.indexOf("0.5"));
    const QRegularExpression intact(R"(^for divisor in \(2\.24, (\d+\.\d+), 0\.12\):$)");

    ctrl_drag(e(), point_of(e(), line, col + 1), 120);
    const QString after_ctrl = line_of(e(), line);
    const auto m1 = intact.match(after_ctrl);
    ASSERT_TRUE(m1.hasMatch()) << after_ctrl.toStdString();
    EXPECT_NE(m1.captured(1), "0.5");
    ASSERT_TRUE(w_.scrub_bar()->isVisible());
    EXPECT_EQ(w_.scrub_bar()->label_text(), "scrub " + m1.captured(1));  // the number now in the text

    bar_drag(bar(), -80);
    const QString after_bar = line_of(e(), line);
    const auto m2 = intact.match(after_bar);
    ASSERT_TRUE(m2.hasMatch()) << after_bar.toStdString();
    EXPECT_NE(m2.captured(1), m1.captured(1));
    EXPECT_EQ(w_.scrub_bar()->label_text(), "scrub " + m2.captured(1));

    // Each drag, however many steps, is one undo step.
    e()->setFocus();
    QTest::keyClick(e(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(line_of(e(), line), after_ctrl);
    QTest::keyClick(e(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(line_of(e(), line), original);
    EXPECT_EQ(w_.scrub_bar()->label_text(), "scrub 0.5");
    w_.set_live(false);
}

// When the text under the number changes, the bar lets go of it: it shows
// the number the text now holds, and its drag writes that one.
TEST_F(ScrubTest, TheBarLetsGoWhenTheTextUnderTheNumberChanges) {
    ASSERT_TRUE(w_.open_target(lesson_file("3-sharpness.py")));
    const int line = line_starting("for divisor in (2.24, 0.5, 0.12):");
    ASSERT_GE(line, 0);
    const int col = static_cast<int>(line_of(e(), line).indexOf("0.5"));
    QTest::mouseClick(e()->viewport(), Qt::LeftButton, Qt::NoModifier, point_of(e(), line, col + 3));
    ASSERT_EQ(w_.scrub_bar()->label_text(), "scrub 0.5");
    e()->setFocus();
    QTest::keyClick(e(), Qt::Key_7);  // 0.57
    EXPECT_EQ(w_.scrub_bar()->label_text(), "scrub 0.57");
    QTest::keyClick(e(), Qt::Key_Backspace);
    QTest::keyClick(e(), Qt::Key_Backspace);
    QTest::keyClick(e(), Qt::Key_Backspace);  // "0"
    EXPECT_EQ(w_.scrub_bar()->label_text(), "scrub 0");
    QTest::keyClick(e(), Qt::Key_Backspace);  // no number left
    EXPECT_FALSE(w_.scrub_bar()->isVisible());
    EXPECT_EQ(line_of(e(), line), "for divisor in (2.24, , 0.12):");
    // A drag of the hidden bar writes nothing.
    bar()->setValue(900);
    EXPECT_EQ(line_of(e(), line), "for divisor in (2.24, , 0.12):");
}

TEST_F(ScrubTest, TheBarsKeysMoveTheNumberOneUndoStepEach) {
    ASSERT_TRUE(w_.open_target(lesson_file("3-sharpness.py")));
    const int line = line_starting("for divisor in (2.24, 0.5, 0.12):");
    const int col = static_cast<int>(line_of(e(), line).indexOf("0.5"));
    QTest::mouseClick(e()->viewport(), Qt::LeftButton, Qt::NoModifier, point_of(e(), line, col + 1));
    bar()->setFocus();
    QTest::keyClick(bar(), Qt::Key_PageUp);
    const QString once = line_of(e(), line);
    EXPECT_NE(once, "for divisor in (2.24, 0.5, 0.12):");
    EXPECT_EQ(w_.scrub_bar()->label_text(), "scrub " + once.section(", ", 1, 1));
    QTest::keyClick(bar(), Qt::Key_PageUp);
    EXPECT_NE(line_of(e(), line), once);
    e()->setFocus();
    QTest::keyClick(e(), Qt::Key_Z, Qt::ControlModifier);
    EXPECT_EQ(line_of(e(), line), once);
}

// The property: random sequences of edits, Ctrl+drags and bar drags (and its
// keys) never leave the text unparsable when it parsed before the gesture.
TEST_F(ScrubTest, RandomEditsAndDragsNeverBreakCodeThatParsed) {
    QTemporaryDir dir;
    const QString script = dir.filePath("numbers.py");
    ASSERT_TRUE(write_text(script, "x = [1.5, -2, 0.25, 3e2, 10]\n"
                                   "for d in (2.24, 0.5, 0.12):\n"
                                   "    y = x[-1] * d - 4 + .5 * 7\n"
                                   "z = f(1_000, -0.75, 2**-3)\n"));
    ASSERT_TRUE(w_.open_target(script));
    std::mt19937 rng(22);
    auto pick = [&rng](int n) { return static_cast<int>(rng() % static_cast<unsigned>(std::max(1, n))); };
    QStringList befores, afters;
    QStringList gestures;
    for (int step = 0; step < 160; ++step) {
        const int line = pick(e()->lines());
        const int col = pick(static_cast<int>(line_of(e(), line).size()) + 1);
        const QString before = e()->text();
        const int what = pick(10);
        if (what == 0 || what == 9) {  // an edit: a key somewhere (a digit after a digit keeps most code parsing)
            e()->setFocus();
            QTest::mouseClick(e()->viewport(), Qt::LeftButton, Qt::NoModifier, point_of(e(), line, col));
            const bool after_digit = col > 0 && line_of(e(), line).at(col - 1).isDigit();
            const Qt::Key keys[] = {Qt::Key_Period, Qt::Key_Backspace, Qt::Key_Delete, Qt::Key_Space, Qt::Key_Minus};
            QTest::keyClick(e(), what == 9 || after_digit ? Qt::Key_5 : keys[pick(5)]);
            continue;
        }
        if (what == 1) {  // an undo
            e()->setFocus();
            QTest::keyClick(e(), Qt::Key_Z, Qt::ControlModifier);
            continue;
        }
        if (what == 2 || what == 6) {
            ctrl_drag(e(), point_of(e(), line, col), pick(400) - 200, 1 + pick(6));
        } else {
            QTest::mouseClick(e()->viewport(), Qt::LeftButton, Qt::NoModifier, point_of(e(), line, col));
            if (!w_.scrub_bar()->isVisible()) continue;
            if (what == 5 || what == 8) {
                bar()->setFocus();
                QTest::keyClick(bar(), pick(2) ? Qt::Key_PageUp : Qt::Key_Left);
            } else {
                bar_drag(bar(), pick(300) - 150, 1 + pick(6));
            }
        }
        befores << before;
        afters << e()->text();
        gestures << QStringLiteral("step %1, gesture %2 at %3:%4").arg(step).arg(what).arg(line).arg(col);
        // The bar shows the number now in the text.
        if (w_.scrub_bar()->isVisible() && e()->scrub()->held()) {
            const auto& h = *e()->scrub()->held();
            EXPECT_EQ(line_of(e(), h.line).mid(h.literal.start, h.literal.length), h.text);
            EXPECT_EQ(w_.scrub_bar()->label_text(), "scrub " + h.text);
        }
    }
    ASSERT_GT(befores.size(), 40);
    const std::vector<bool> ok_before = compiles(befores), ok_after = compiles(afters);
    ASSERT_EQ(ok_before.size(), static_cast<std::size_t>(befores.size()));
    ASSERT_EQ(ok_after.size(), static_cast<std::size_t>(afters.size()));
    int parsed = 0;
    for (int i = 0; i < befores.size(); ++i) {
        if (!ok_before[i]) continue;
        ++parsed;
        EXPECT_TRUE(ok_after[i]) << gestures[i].toStdString() << "\nbefore:\n"
                                 << befores[i].toStdString() << "after:\n"
                                 << afters[i].toStdString();
    }
    EXPECT_GT(parsed, 12);  // the property was tried on code that parsed
}
