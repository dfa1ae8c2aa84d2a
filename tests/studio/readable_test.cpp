// Issue 22: the weight strip read from the back of a room, and the lesson
// text at the section about the program in view. A shown window, real keys.
#include <QAbstractTextDocumentLayout>
#include <QScrollBar>
#include <QSettings>
#include <QTest>
#include <QTextBlock>
#include <QTabBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTextLayout>

#include "studio/views/console.h"
#include "studio/window/lesson_panel.h"
#include "studio/editor/program_tabs.h"
#include "studio/work/workspace.h"
#include "window_helpers.h"

using namespace bugbot::studio;
using namespace bugbot::studio::testing;

namespace {
void show_at(MainWindow& w, QSize size) {
    QSettings().clear();
    w.resize(size);
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
}

// The pixels of a rectangle of `img` at least (or at most) this luminance.
int count(const QImage& img, const QRect& r, const std::function<bool(double)>& which) {
    int n = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) n += img.rect().contains(x, y) && which(luminance(img.pixel(x, y)));
    return n;
}

// The strip's text, as drawn: every wrapped line of the caption within its rectangle and the widget.
void expect_caption_whole(const WeightStrip& s, const StripLayout& l) {
    QFont f = s.font();
    f.setPixelSize(l.text_px);
    const QRect needs = QFontMetrics(f).boundingRect(l.caption_rect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, l.caption);
    EXPECT_LE(needs.height(), l.caption_rect.height()) << l.caption.toStdString();
    EXPECT_LE(needs.right(), s.width()) << l.caption.toStdString();
    EXPECT_FALSE(l.caption.contains(QChar(0x2026)));  // no "…": a wording, whole
    EXPECT_TRUE(l.caption.contains("oldest")) << l.caption.toStdString();
}
}  // namespace

TEST_F(WindowTest, At1024x768TheStripsFiguresAndCaptionAreTenPixelsOrMore) {
    MainWindow w;
    show_at(w, {1024, 768});
    ASSERT_TRUE(w.open_target(lesson_file("1-scores.py")));
    ASSERT_TRUE(run_to_end(w));
    QTest::qWait(100);  // the strip's height settles in the layout
    WeightStrip* s = w.weight_strip();
    ASSERT_EQ(s->cell_count(), 20);
    const StripLayout l = s->layout();
    EXPECT_GE(l.figure_px, 10);
    EXPECT_GE(l.text_px, 10);
    expect_caption_whole(*s, l);
    EXPECT_GE(s->height(), l.height);  // the layout gave it all the height it asks
    // The figures fit their cells, and every cell is inside the widget.
    QFont figures = s->font();
    figures.setPixelSize(l.figure_px);
    EXPECT_LE(QFontMetrics(figures).horizontalAdvance(".00"), l.cell_w);
    for (int i = 0; i < s->cell_count(); ++i) EXPECT_TRUE(s->rect().contains(s->cell_rect(0, i))) << i;
    // As drawn: the darkest cell (key 9, .89) has its figure in light ink, a faint one ("0") in dark.
    const QImage img = s->grab().toImage();
    ASSERT_EQ(darkest_cell(img, *s, 0), 9);
    EXPECT_GT(count(img, s->cell_rect(0, 9), [](double v) { return v > 200; }), 12);
    EXPECT_GT(count(img, s->cell_rect(0, 0), [](double v) { return v < 120; }), 6);
    EXPECT_GT(count(img, l.caption_rect, [](double v) { return v < 200; }), 40);  // the caption is there
    // The strip, its tooltip and the console name the cell alike.
    EXPECT_TRUE(s->cell_tooltip(0, 9).contains("key 9, 11 steps back")) << s->cell_tooltip(0, 9).toStdString();
    EXPECT_TRUE(w.console()->toPlainText().contains("key 9 is 11 steps back"));
    EXPECT_EQ(WeightStrip::label_text(w.model()->series()[*s->rows()[0].labels], 56), "56");

    // Presentation: larger type and figures, the caption still whole.
    w.set_presentation(true);
    QTest::qWait(250);
    const StripLayout big = s->layout();
    EXPECT_GT(big.text_px, l.text_px);
    EXPECT_GE(big.figure_px, 16);
    EXPECT_GT(big.figure_px, l.figure_px);
    expect_caption_whole(*s, big);
    w.set_presentation(false);
}

TEST_F(WindowTest, TheGhostIsABandAboveEachCellInThePreviousRunsShade) {
    MainWindow w;
    show_at(w, {1366, 768});
    ASSERT_TRUE(w.open_target(lesson_file("1-scores.py")));
    ASSERT_TRUE(run_to_end(w));
    // A blunter softmax this time: the ghost (the sharp run) differs from the cells.
    Editor* e = w.editor();
    e->setText(e->text().replace("DIVISOR = 0.5", "DIVISOR = 4"));
    ASSERT_TRUE(run_to_end(w));
    ASSERT_NE(w.ghost(), nullptr);
    QTest::qWait(100);
    WeightStrip* s = w.weight_strip();
    const QRect band = s->ghost_rect(0, 9);
    EXPECT_GE(band.height(), 10);
    EXPECT_LT(band.bottom(), s->cell_rect(0, 9).top());
    const QImage img = s->grab().toImage();
    const Series* was = w.ghost()->find_series("weight");
    const Series* now = w.model()->find_series("weight");
    ASSERT_TRUE(was && now);
    // Inside the outline: the previous run's shade, dark for its .89, where the cell is now much lighter.
    const QRect inside = band.adjusted(2, 2, -2, -2);
    EXPECT_NEAR(mean_luminance(img, inside), luminance(WeightStrip::shade(was->points()[9].v).rgb()), 12);
    EXPECT_GT(mean_luminance(img, s->cell_rect(0, 9).adjusted(1, 1, -1, -1)) - mean_luminance(img, inside), 40);
}

namespace {
// The heading of the lesson text at the top of its view.
QString heading_on_top(QTextBrowser* t) {
    const int top = t->verticalScrollBar()->value();
    QString found;
    for (QTextBlock b = t->document()->begin(); b.isValid(); b = b.next()) {
        const QRectF r = t->document()->documentLayout()->blockBoundingRect(b);
        if (b.blockFormat().headingLevel() > 0 && std::abs(r.top() - top) <= 1) found = b.text();
    }
    return found;
}
}  // namespace

TEST_F(WindowTest, TheLessonTextOpensAtTheSectionAboutTheProgramInView) {
    MainWindow w;
    show_at(w, {1024, 768});
    ASSERT_TRUE(w.open_target(lesson_file("2-values.py")));
    QTest::qWait(100);  // the text is laid out at the window's width, after the program opened
    QTextBrowser* t = w.lessons_panel()->text_view();
    EXPECT_EQ(heading_on_top(t), "Values, on every step of a run");
    // The next program, by its key: its section, though its title is not its heading's.
    QTest::keyClick(w.editor(), Qt::Key_PageDown, Qt::ControlModifier);
    QTest::qWait(50);
    ASSERT_TRUE(w.current_path().endsWith("2b-speeding-up.py"));
    EXPECT_EQ(heading_on_top(t), "How far back: when the spin speeds up");
    // It stays there when the window is laid out again.
    w.resize(1366, 768);
    QTest::qWait(100);
    EXPECT_EQ(heading_on_top(t), "How far back: when the spin speeds up");
    for (int i = 0; i < 6 && !w.current_path().endsWith("starter.py"); ++i)
        QTest::keyClick(w.editor(), Qt::Key_PageDown, Qt::ControlModifier);
    ASSERT_TRUE(w.current_path().endsWith("starter.py"));
    EXPECT_EQ(heading_on_top(t), "Your turn");
    // The first program: its section, not the introduction above it.
    QTest::keyClick(w.editor(), Qt::Key_PageDown, Qt::ControlModifier);
    ASSERT_TRUE(w.current_path().endsWith("0-readings.py"));
    EXPECT_EQ(heading_on_top(t), "The problem: guess the next reading");
    // The reader scrolls (PgDn in the text): a new layout leaves it where the reader put it.
    t->setFocus();
    QTest::keyClick(t, Qt::Key_PageDown);
    const int read_to = t->verticalScrollBar()->value();
    w.resize(1300, 768);
    QTest::qWait(100);
    EXPECT_NE(heading_on_top(t), "The problem: guess the next reading");
    EXPECT_GT(t->verticalScrollBar()->value(), 0);
    (void)read_to;
}

TEST_F(WindowTest, AScriptOfOnesOwnShowsNoLessonText) {
    QTemporaryDir dir;
    const QString script = dir.filePath("mine.py");
    ASSERT_TRUE(write_text(script, "print(1)\n"));
    MainWindow w;
    show_at(w, {1024, 768});
    ASSERT_TRUE(w.open_target("attention"));
    ASSERT_TRUE(w.lessons_panel()->text_view()->toPlainText().contains("attention"));
    ASSERT_TRUE(w.open_target(script));
    const QString text = w.lessons_panel()->text_view()->toPlainText();
    EXPECT_FALSE(text.contains("attention")) << text.toStdString();
    EXPECT_TRUE(text.contains("No lesson is open: mine.py")) << text.toStdString();
}

namespace {
// How many characters a line of the lesson's text holds, over its paragraphs of
// prose: the view's width in the font's metrics of those paragraphs, and the
// median of the lines as laid out (a paragraph's last line not counted).
struct LineLength {
    double by_metrics = 0;
    int laid_out = 0;
};
LineLength characters_per_line(const QTextBrowser* t) {
    const QFontMetricsF fm(t->document()->defaultFont());
    double advance = 0;
    qsizetype chars = 0;
    std::vector<int> lines;
    for (QTextBlock b = t->document()->begin(); b.isValid(); b = b.next()) {
        if (b.blockFormat().headingLevel() > 0 || b.charFormat().fontFixedPitch() || b.text().size() < 200) continue;
        advance += fm.horizontalAdvance(b.text());
        chars += b.text().size();
        for (int i = 0; i + 1 < b.layout()->lineCount(); ++i) lines.push_back(b.layout()->lineAt(i).textLength());
    }
    LineLength out;
    if (chars == 0 || lines.empty()) return out;
    const double width = t->viewport()->width() - 2 * t->document()->documentMargin();
    out.by_metrics = width / (advance / static_cast<double>(chars));
    std::sort(lines.begin(), lines.end());
    out.laid_out = lines[lines.size() / 2];
    return out;
}

void click_tab(QTabWidget* pages, const QString& name) {
    for (int i = 0; i < pages->count(); ++i)
        if (pages->tabText(i) == name) QTest::mouseClick(pages->tabBar(), Qt::LeftButton, {}, pages->tabBar()->tabRect(i).center());
    QTest::qWait(50);
}
}  // namespace

// Issue 41: a 3,300-word lesson is not read 20 characters a line. At 1024x768 the
// lesson and the program take turns beside the run; on a wider screen, three columns.
TEST_F(WindowTest, TheLessonTextKeepsFortyFiveCharactersALineBesideTheRun) {
    MainWindow w;
    show_at(w, {1024, 768});
    ASSERT_TRUE(w.open_target(lesson_file("1-scores.py")));
    ASSERT_TRUE(run_to_end(w));
    QTest::qWait(100);
    auto* pages = w.findChild<QTabWidget*>("reading_pages");
    ASSERT_NE(pages, nullptr);
    QTextBrowser* t = w.lessons_panel()->text_view();
    EXPECT_TRUE(w.editor()->isVisible()) << "a program opened is in view";
    click_tab(pages, "Lesson");
    ASSERT_TRUE(t->isVisible());
    LineLength n = characters_per_line(t);
    EXPECT_GE(n.by_metrics, 45) << "the view " << t->viewport()->width() << " px wide";
    EXPECT_GE(n.laid_out, 45);
    // The run the text talks about stays beside it.
    for (QWidget* part : QList<QWidget*>{w.mat_view(), w.weight_strip(), w.charts(), w.console()}) {
        EXPECT_TRUE(part->isVisible()) << part->metaObject()->className();
        EXPECT_GE(part->width(), 200) << part->metaObject()->className();
    }
    // Back to the program: its 60 columns.
    click_tab(pages, "Program");
    EXPECT_TRUE(w.editor()->isVisible());
    EXPECT_FALSE(t->isVisible());
    const QFontMetrics code(Editor::text_font());
    EXPECT_GE(w.editor()->viewport()->width(), code.horizontalAdvance(QString(60, '0')) + w.editor()->marginWidth(0));
    // Help > Lesson text brings the text back in front.
    w.findChild<QAction*>("show_lesson_text")->trigger();
    EXPECT_TRUE(t->isVisible());
    // A wider window: three columns, the text still 45 characters a line.
    w.resize(1366, 768);
    QTest::qWait(200);
    EXPECT_FALSE(pages->tabBar()->isVisible());
    EXPECT_TRUE(t->isVisible());
    EXPECT_TRUE(w.editor()->isVisible());
    n = characters_per_line(t);
    EXPECT_GE(n.by_metrics, 45) << "the view " << t->viewport()->width() << " px wide";
    EXPECT_GE(n.laid_out, 45);
    EXPECT_GE(w.editor()->viewport()->width(), code.horizontalAdvance(QString(60, '0')) + w.editor()->marginWidth(0));
    // Bigger text (View > Bigger text, six steps): the layout makes room again,
    // a wider column or the lesson's tab, never a narrower line.
    w.zoom_text(6);
    QTest::qWait(200);
    if (pages->tabBar()->isVisible()) click_tab(pages, "Lesson");
    ASSERT_TRUE(t->isVisible());
    n = characters_per_line(t);
    EXPECT_GE(n.by_metrics, 45) << "zoomed: the view " << t->viewport()->width() << " px wide";
    EXPECT_GE(n.laid_out, 45) << "zoomed";
}
