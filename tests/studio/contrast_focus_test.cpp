// Issue 41: text everyone can read, and the keyboard's focus always seen. The
// contrast is measured as drawn (WCAG 2's ratio, written here again, not
// taken from the studio's own helper); the focus by the pixels around each
// pane with the keys on it and without.
#include <QAction>
#include <QSettings>
#include <QStatusBar>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <cmath>
#include <map>
#include <set>

#include "studio/views/console.h"
#include "studio/views/strip_chart.h"
#include "studio/window/lesson_panel.h"
#include "studio/work/workspace.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

namespace {
double channel(double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); }
double wcag_luminance(const QColor& c) {
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}
double ratio(const QColor& a, const QColor& b) {
    const double x = wcag_luminance(a), y = wcag_luminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}

// The contrast of the text drawn in `r`: its most common colour is the
// background, the ink the pixel farthest from it. Text is drawn without
// antialiasing here (see below), so an ink pixel is the pen's own colour.
double drawn_contrast(const QImage& img, const QRect& r) {
    std::map<QRgb, int> counts;
    const QRect in = r & img.rect();
    for (int y = in.top(); y <= in.bottom(); ++y)
        for (int x = in.left(); x <= in.right(); ++x) ++counts[img.pixel(x, y)];
    if (counts.empty()) return 0;
    QRgb back = counts.begin()->first;
    for (const auto& [c, n] : counts)
        if (n > counts[back]) back = c;
    double best = 1;
    for (const auto& [c, n] : counts) best = std::max(best, ratio(QColor(c), QColor(back)));
    return best;
}

void show_sharp(MainWindow& w, QSize size) {
    QSettings().clear();
    QFont f = w.font();
    f.setStyleStrategy(QFont::NoAntialias);  // ink pixels in the pen's colour, not blended
    w.setFont(f);
    w.resize(size);
    w.show();
    w.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&w));
}

// Every line of the console against what it is shown on: its block's background, else the console's.
int expect_console_readable(Console* console) {
    int kinds = 0;
    std::set<QRgb> seen;
    for (QTextBlock b = console->document()->begin(); b.isValid(); b = b.next()) {
        const QColor back = b.blockFormat().background().style() != Qt::NoBrush
                                ? b.blockFormat().background().color()
                                : console->palette().color(QPalette::Base);
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat f = it.fragment().charFormat();
            const QColor ink = f.foreground().style() != Qt::NoBrush ? f.foreground().color()
                                                                     : console->palette().color(QPalette::Text);
            EXPECT_GE(ratio(ink, back), 4.5) << it.fragment().text().toStdString() << " in " << ink.name().toStdString()
                                             << " on " << back.name().toStdString();
            kinds += seen.insert(ink.rgb()).second;
        }
    }
    return kinds;
}
}  // namespace

TEST_F(WindowTest, TheStudiosOwnTextReadsAtFourAndAHalfToOne) {
    MainWindow w;
    show_sharp(w, {1366, 768});
    // The lesson text and the status bar: the palette's.
    const QPalette text = w.lessons_panel()->text_view()->palette();
    EXPECT_GE(ratio(text.color(QPalette::Text), text.color(QPalette::Base)), 4.5);
    EXPECT_GE(ratio(text.color(QPalette::Link), text.color(QPalette::Base)), 4.5);
    const QPalette status = w.statusBar()->palette();
    EXPECT_GE(ratio(status.color(QPalette::WindowText), status.color(QPalette::Window)), 4.5);
    // The console: printed, stderr, a warning, an error and its explanation.
    QTemporaryDir dir;
    const QString script = dir.filePath("colours.py");
    ASSERT_TRUE(write_text(script,
                           "import sys, warnings\nprint('out')\nsys.stderr.write('err\\n')\n"
                           "warnings.warn('careful')\nprnt('typo')\n"));
    ASSERT_TRUE(w.open_target(script));
    ASSERT_TRUE(run_to_end(w));
    EXPECT_GE(expect_console_readable(w.console()), 4) << w.console()->toPlainText().toStdString();
    // The strip's caption and figures (mid-grey cells too), the chart's axis labels: as drawn.
    ASSERT_TRUE(w.open_target(lesson_file("3-sharpness.py")));  // flat, middling and sharp rows
    ASSERT_TRUE(run_to_end(w));
    QTest::qWait(100);
    WeightStrip* s = w.weight_strip();
    const QImage strip = s->grab().toImage();
    EXPECT_GE(drawn_contrast(strip, s->layout().caption_rect), 4.5);
    int cells = 0;
    for (int r = 0; r < static_cast<int>(s->rows().size()); ++r)
        for (int i = 0; i < s->cell_count(); ++i, ++cells)
            EXPECT_GE(drawn_contrast(strip, s->cell_rect(r, i).adjusted(2, 2, -2, -2)), 4.5)
                << "row " << r << ", cell " << i;
    EXPECT_GE(cells, 40);
    StripChart* chart = w.charts();
    const QImage drawn = chart->grab().toImage();
    EXPECT_GE(drawn_contrast(drawn, QRect(0, 0, 44, chart->height() - 20)), 4.5) << "the axis' figures";
}

TEST_F(WindowTest, HighContrastIsWhiteOnBlackAndItsTextSevenToOne) {
    MainWindow w;
    show_sharp(w, {1366, 768});
    QAction* contrast = w.findChild<QAction*>("high_contrast");
    ASSERT_NE(contrast, nullptr);
    contrast->setChecked(true);
    QTest::qWait(50);  // the palette reaches the widgets
    const QPalette p = w.console()->palette();
    EXPECT_LT(wcag_luminance(p.color(QPalette::Base)), 0.05);
    EXPECT_GE(ratio(p.color(QPalette::Text), p.color(QPalette::Base)), 7);
    QTemporaryDir dir;
    const QString script = dir.filePath("colours.py");
    ASSERT_TRUE(write_text(script, "import sys\nprint('out')\nsys.stderr.write('err\\n')\nprnt('typo')\n"));
    ASSERT_TRUE(w.open_target(script));
    ASSERT_TRUE(run_to_end(w));
    const QColor base = w.console()->palette().color(QPalette::Base);
    for (QTextBlock b = w.console()->document()->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat f = it.fragment().charFormat();
            if (f.foreground().style() == Qt::NoBrush || b.blockFormat().background().style() != Qt::NoBrush) continue;
            EXPECT_GE(ratio(f.foreground().color(), base), 7) << it.fragment().text().toStdString();
        }
    EXPECT_TRUE(QSettings().value("view/high_contrast").toBool());  // kept
    contrast->setChecked(false);
    QTest::qWait(50);
    EXPECT_GT(wcag_luminance(w.console()->palette().color(QPalette::Base)), 0.5);
}

// Ctrl+Tab through every pane of the window: each shows that it has the keys.
TEST_F(WindowTest, EveryPaneShowsWhenItHasTheKeys) {
    MainWindow w;
    show_sharp(w, {1366, 768});
    ASSERT_TRUE(w.open_target(lesson_file("1-scores.py")));
    ASSERT_TRUE(run_to_end(w));
    QTest::qWait(100);
    // The pixels around a widget (a frame may sit just outside it), in the window.
    auto around = [&w](QWidget* x) {
        const QRect r(x->mapTo(&w, QPoint(0, 0)), x->size());
        return w.grab(r.adjusted(-2, -2, 2, 2)).toImage();
    };
    QWidget* previous = nullptr;
    QImage focused;
    std::set<QString> checked;
    for (int i = 0; i < 13; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab, Qt::ControlModifier);
        QTest::qWait(30);
        QWidget* now = QApplication::focusWidget();
        ASSERT_NE(now, nullptr);
        if (previous && previous != now && previous->isVisible()) {
            const QImage without = around(previous);
            int differ = 0;
            for (int y = 0; y < std::min(without.height(), focused.height()); ++y)
                for (int x = 0; x < std::min(without.width(), focused.width()); ++x)
                    differ += without.pixel(x, y) != focused.pixel(x, y);
            EXPECT_GE(differ, 2 * (without.width() + without.height()) / 3)
                << previous->metaObject()->className() << " \"" << previous->accessibleName().toStdString()
                << "\" looks the same with the keys and without";
            checked.insert(previous->accessibleName());
        }
        previous = now;
        focused = around(now);
    }
    EXPECT_GE(checked.size(), 9u);
}
