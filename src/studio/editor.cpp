#include "studio/editor.h"

#include <Qsci/qsciapis.h>
#include <Qsci/qscilexerpython.h>
#include <Qsci/qscistyle.h>
#include <QFile>
#include <QMouseEvent>
#include <QTextStream>

namespace bugbot::studio {

Editor::Editor(QWidget* parent) : QsciScintilla(parent) {
    QFont mono("DejaVu Sans Mono", 11);
    mono.setStyleHint(QFont::Monospace);
    lexer_ = new QsciLexerPython(this);
    lexer_->setDefaultFont(mono);
    lexer_->setFont(mono);
    lexer_->setIndentationWarning(QsciLexerPython::Inconsistent);
    setLexer(lexer_);
    setUtf8(true);
    setMarginType(0, QsciScintilla::NumberMargin);
    setMarginLineNumbers(0, true);
    setMarginsFont(mono);
    setMarginWidth(0, QStringLiteral("0000"));
    setMarginWidth(1, 0);
    setIndentationsUseTabs(false);
    setIndentationWidth(4);
    setTabWidth(4);
    setAutoIndent(true);
    setBraceMatching(QsciScintilla::SloppyBraceMatch);
    setCaretLineVisible(true);
    setCaretLineBackgroundColor(QColor(245, 245, 235));
    setEdgeMode(QsciScintilla::EdgeNone);

    // The error line: a red background marker, and the message as an annotation.
    error_marker_ = markerDefine(QsciScintilla::Background, 1);
    setMarkerBackgroundColor(QColor(255, 220, 220), error_marker_);
    setAnnotationDisplay(QsciScintilla::AnnotationBoxed);

    // Completion and call tips for the bugbot API (resources/bugbot.api).
    apis_ = new QsciAPIs(lexer_);
    QFile api(QStringLiteral(":/bugbot.api"));
    if (api.open(QIODevice::ReadOnly)) {
        QTextStream in(&api);
        while (!in.atEnd()) {
            const QString line = in.readLine().trimmed();
            if (!line.isEmpty()) apis_->add(line);
        }
    }
    apis_->prepare();
    setAutoCompletionSource(QsciScintilla::AcsAll);
    setAutoCompletionThreshold(2);
    setAutoCompletionCaseSensitivity(true);
    setCallTipsStyle(QsciScintilla::CallTipsNoContext);
    setCallTipsVisible(0);

    connect(this, &QsciScintilla::cursorPositionChanged, this, [this](int, int) {
        emit number_under_cursor(literal_under_cursor().has_value());
    });
}

Editor::~Editor() {
    // prepare() builds the completion lists in a thread of QScintilla's; a tab
    // closed before it finishes must stop and wait for it, or the thread runs
    // on in freed memory (a crash when a lesson is opened and closed at once).
    apis_->cancelPreparation();
}

void Editor::show_error(int line, const QString& message) {
    clear_error();
    if (line <= 0 || line > lines()) return;
    error_line_ = line;
    markerAdd(line - 1, error_marker_);
    annotate(line - 1, message, QsciStyle(-1, "error", QColor(160, 0, 0), QColor(255, 238, 238), font()));
}

void Editor::clear_error() {
    if (error_line_ > 0) {
        markerDeleteAll(error_marker_);
        clearAnnotations();
    }
    error_line_ = 0;
}

void Editor::replace_text(const QString& new_text) {
    int line = 0, index = 0;
    getCursorPosition(&line, &index);
    const int first = firstVisibleLine();
    setText(new_text);
    setCursorPosition(std::min(line, lines() - 1), index);
    setFirstVisibleLine(first);
}

std::optional<NumberLiteral> Editor::literal_under_cursor(int* line_out) const {
    int line = 0, index = 0;
    getCursorPosition(&line, &index);
    if (line_out) *line_out = line;
    QString t = text(line);
    while (t.endsWith('\n') || t.endsWith('\r')) t.chop(1);
    return literal_at(t, index);
}

void Editor::set_literal(int line, NumberLiteral* lit, double value) {
    const QString fresh = format_number(value, lit->is_int);
    setSelection(line, lit->start, line, lit->start + lit->length);
    replaceSelectedText(fresh);
    lit->length = static_cast<int>(fresh.size());
    lit->value = value;
    setCursorPosition(line, lit->start + std::min(lit->length, 1));
}

void Editor::go_to_line(int line) {
    if (line <= 0) return;
    setCursorPosition(line - 1, 0);
    ensureLineVisible(line - 1);
    setFocus();
}

void Editor::mousePressEvent(QMouseEvent* e) {
    if (e->button() == Qt::LeftButton && (e->modifiers() & Qt::AltModifier)) {
        const long pos = SendScintilla(SCI_POSITIONFROMPOINTCLOSE, static_cast<unsigned long>(e->position().x()),
                                       static_cast<long>(e->position().y()));
        if (pos >= 0) {
            int line = 0, index = 0;
            lineIndexFromPosition(static_cast<int>(pos), &line, &index);
            QString t = text(line);
            while (t.endsWith('\n') || t.endsWith('\r')) t.chop(1);
            if (auto lit = literal_at(t, index)) {
                scrubbing_ = true;
                scrub_line_ = line;
                scrub_literal_ = *lit;
                scrub_range_ = scrub_range(*lit);
                scrub_position_ = scrub_range_.position_of(lit->value);
                scrub_x_ = static_cast<int>(e->position().x());
                beginUndoAction();
                emit scrubbing(true);
                return;
            }
        }
    }
    QsciScintilla::mousePressEvent(e);
}

void Editor::mouseMoveEvent(QMouseEvent* e) {
    if (!scrubbing_) {
        QsciScintilla::mouseMoveEvent(e);
        return;
    }
    // 300 pixels sweep the whole range.
    const int x = static_cast<int>(e->position().x());
    scrub_position_ = std::clamp(scrub_position_ + (x - scrub_x_) / 300.0, 0.0, 1.0);
    scrub_x_ = x;
    const double v = scrub_range_.value_at(scrub_position_);
    if (v != scrub_literal_.value) set_literal(scrub_line_, &scrub_literal_, v);
}

void Editor::mouseReleaseEvent(QMouseEvent* e) {
    if (scrubbing_) {
        scrubbing_ = false;
        endUndoAction();
        emit scrubbing(false);
        return;
    }
    QsciScintilla::mouseReleaseEvent(e);
}

}  // namespace bugbot::studio
