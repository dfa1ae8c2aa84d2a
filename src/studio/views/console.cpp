#include "studio/views/console.h"

#include <QMouseEvent>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextBlockFormat>
#include <QTextCursor>

namespace bugbot::studio {

Console::Console(QWidget* parent) : QPlainTextEdit(parent) {
    setReadOnly(true);
    setUndoRedoEnabled(false);
    setMaximumBlockCount(static_cast<int>(RunModel::kMaxConsoleLines) + 100);
    QFont mono("DejaVu Sans Mono");
    mono.setStyleHint(QFont::Monospace);
    setFont(mono);
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setPlaceholderText(tr("What the script prints shows here."));
}

void Console::reset() {
    clear();
    model_ = nullptr;
    shown_ = dropped_ = 0;
}

void Console::show_model(const RunModel* model, double time) {
    if (!model) {
        reset();
        return;
    }
    const std::size_t want = model->console_until(time);
    if (model != model_ || want < shown_ || model->console_dropped() != dropped_) {
        clear();
        model_ = model;
        shown_ = 0;
        dropped_ = model->console_dropped();
        if (dropped_ > 0) {
            QTextCharFormat f;
            f.setForeground(QColor(120, 120, 120));
            f.setFontItalic(true);
            QTextCursor c(document());
            c.insertText(tr("(%1 earlier lines not shown)").arg(dropped_), f);
            c.insertBlock();
        }
    }
    if (want == shown_) return;
    QTextCursor c(document());
    c.movePosition(QTextCursor::End);
    c.beginEditBlock();
    for (std::size_t i = shown_; i < want; ++i) {
        const ConsoleLine& line = model->console()[i];
        QTextCharFormat f;
        QTextBlockFormat block;  // each line sets its own: a new block takes the one before's
        switch (line.kind) {
            case LineKind::Stdout: break;
            case LineKind::Stderr: f.setForeground(QColor(190, 90, 0)); break;
            case LineKind::Warning: f.setForeground(QColor(150, 110, 0)); break;
            case LineKind::Error: f.setForeground(QColor(200, 20, 20)); break;
            case LineKind::Note:
                f.setForeground(QColor(110, 110, 120));
                f.setFontItalic(true);
                break;
            case LineKind::Explanation:
                // What the error means, set apart from the traceback above it.
                f.setForeground(QColor(20, 60, 130));
                block.setBackground(QColor(232, 241, 255));
                block.setLeftMargin(6);
                block.setTopMargin(3);
                block.setBottomMargin(3);
                break;
        }
        if (!document()->isEmpty() || i > 0) c.insertBlock();
        c.setBlockFormat(block);
        c.insertText(QString::fromStdString(line.text), f);
    }
    c.endEditBlock();
    shown_ = want;
    QTextCursor end(document());
    end.movePosition(QTextCursor::End);
    setTextCursor(end);
    ensureCursorVisible();
}

void Console::mouseReleaseEvent(QMouseEvent* e) {
    QPlainTextEdit::mouseReleaseEvent(e);
    if (textCursor().hasSelection()) return;
    const QString text = cursorForPosition(e->position().toPoint()).block().text();
    static const QRegularExpression re(QStringLiteral("line (\\d+)"));
    const auto m = re.match(text);
    if (m.hasMatch()) emit line_clicked(m.captured(1).toInt());
}

}  // namespace bugbot::studio
