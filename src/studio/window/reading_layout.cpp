#include "studio/window/reading_layout.h"

#include <QApplication>
#include <QEvent>
#include <QFontMetricsF>
#include <QResizeEvent>
#include <QSplitter>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <cmath>

#include "studio/editor/editor.h"
#include "studio/window/lesson_panel.h"

namespace bugbot::studio {

namespace {
constexpr int kMinRun = 380;  // the run's column: the mat, the strip's cells, a timeline to drag
constexpr int kWrapSlack = 5;  // a line wraps before a word that does not fit: about half a word lost
constexpr int kHysteresis = 24;  // px: a window dragged about the boundary does not flicker
}  // namespace

ReadingLayout::ReadingLayout(QSplitter* main, QSplitter* middle, LessonPanel* lessons, QWidget* programs)
    : QObject(main), main_(main), lessons_(lessons), programs_(programs) {
    column_ = new QWidget(main);
    auto* column = new QVBoxLayout(column_);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(lessons_);
    main_->insertWidget(0, column_);
    pages_ = new QTabWidget(middle);
    pages_->setObjectName("reading_pages");
    pages_->setDocumentMode(true);
    pages_->addTab(programs_, tr("Program"));
    pages_->tabBar()->hide();
    connect(pages_, &QTabWidget::tabBarClicked, this, [this](int i) { lesson_first_ = pages_->widget(i) == lessons_; });
    middle->insertWidget(0, pages_);
    main_->installEventFilter(this);
}

int ReadingLayout::editor_width(int columns) {
    const QFontMetrics fm(Editor::text_font());
    return fm.horizontalAdvance(QString(columns, '0')) + fm.horizontalAdvance(QStringLiteral("0000")) + 40;
}

int ReadingLayout::lesson_width() const {
    // The average character of English prose in the text's own type (a zoom changes it).
    static const QString prose = QStringLiteral(
        "Each key adds its value to the guess in proportion to its weight, and the weights add up to one.");
    const QTextBrowser* t = lessons_->text_view();
    const double per_char = QFontMetricsF(t->font()).horizontalAdvance(prose) / prose.size();
    const int text = static_cast<int>(std::ceil(per_char * (kMinCharacters + kWrapSlack)));
    const int margins = 2 * static_cast<int>(std::ceil(t->document()->documentMargin())) + 2 * t->frameWidth();
    return text + margins + t->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 2;
}

int ReadingLayout::needed_width() const {
    return lesson_width() + editor_width(60) + kMinRun + 2 * main_->handleWidth();
}

void ReadingLayout::fit(bool keep_saved) {
    if (presentation_) return;
    const int w = main_->width();
    const int sixty = editor_width(60);
    set_narrow(w < needed_width() + (narrow_ ? kHysteresis : 0));
    const QList<int> now = main_->sizes();
    if (narrow_) {
        if (keep_saved && now.value(1) >= sixty && now.value(2) >= kMinRun) return;
        const int middle = std::max(sixty, w - std::max(w * 2 / 5, kMinRun));
        main_->setSizes({0, middle, w - middle});
        return;
    }
    // The student's own layout, unless it came from a larger screen and squeezes the text or the editor.
    if (keep_saved && now.value(1) >= sixty && now.value(0) >= lesson_width()) return;
    // The text its 45 characters and more up to a fifth; the editor 80 columns
    // when the run keeps a third, 60 at least.
    const int lessons = std::max(lesson_width(), std::clamp(w / 5, 200, 420));
    const int editor = std::max(sixty, std::clamp(w - lessons - w / 3, 300, editor_width(80)));
    main_->setSizes({lessons, editor, w - lessons - editor});
}

void ReadingLayout::set_narrow(bool on) {
    if (on == narrow_) return;
    narrow_ = on;
    if (on) {
        pages_->insertTab(0, lessons_, tr("Lesson"));
        pages_->setCurrentWidget(lesson_first_ ? static_cast<QWidget*>(lessons_) : programs_);
        column_->hide();
    } else {
        pages_->removeTab(pages_->indexOf(lessons_));
        column_->layout()->addWidget(lessons_);
        lessons_->show();
        column_->setVisible(!presentation_);
    }
    pages_->tabBar()->setVisible(narrow_ && !presentation_);
    emit narrow_changed(on);
}

void ReadingLayout::set_presentation(bool on) {
    presentation_ = on;
    if (on) pages_->setCurrentWidget(programs_);
    column_->setVisible(!on && !narrow_);
    pages_->tabBar()->setVisible(narrow_ && !on);
}

void ReadingLayout::show_lesson() {
    lesson_first_ = true;
    if (narrow_) {
        pages_->setCurrentWidget(lessons_);
        return;
    }
    column_->show();
    QList<int> sizes = main_->sizes();
    const int wanted = lesson_width();
    if (sizes.size() == 3 && sizes[0] < wanted) {  // the splitter squeezed it: widened, from the editor
        sizes[1] -= wanted - sizes[0];
        sizes[0] = wanted;
        main_->setSizes(sizes);
    }
}

void ReadingLayout::show_programs() {
    lesson_first_ = false;
    pages_->setCurrentWidget(programs_);
}

bool ReadingLayout::lesson_in_view() const {
    if (narrow_) return pages_->currentWidget() == lessons_;
    return column_->isVisible() && main_->sizes().value(0) > 0;
}

void ReadingLayout::program_opened(QWidget* editor) {
    if (narrow_ && lesson_in_view() && lessons_->isAncestorOf(QApplication::focusWidget())) return;
    show_programs();
    if (editor) editor->setFocus();
}

bool ReadingLayout::reveal(QWidget* w) {
    if (!narrow_ || !w) return false;
    for (QWidget* page : {static_cast<QWidget*>(lessons_), programs_}) {
        if (page == w || page->isAncestorOf(w)) {
            pages_->setCurrentWidget(page);
            lesson_first_ = page == lessons_;
            return true;
        }
    }
    return false;
}

bool ReadingLayout::eventFilter(QObject* watched, QEvent* event) {
    if (watched == main_ && event->type() == QEvent::Resize && !presentation_) {
        const int w = static_cast<QResizeEvent*>(event)->size().width();
        const bool wants = w < needed_width() + (narrow_ ? kHysteresis : 0);
        if (wants != narrow_)
            QMetaObject::invokeMethod(
                this, [this] { fit(false); }, Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace bugbot::studio
