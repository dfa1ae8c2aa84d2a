#include "studio/views/console.h"
#include "studio/views/theme.h"

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
            f.setForeground(readable(QColor(120, 120, 120), palette().color(QPalette::Base)));
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
    // Each kind's colour, readable on the console's background (theme.h).
    const QColor base = palette().color(QPalette::Base);
    const bool light = relative_luminance(base) > 0.18;
    const QColor explained = light ? QColor(232, 241, 255) : QColor(0, 40, 90);
    for (std::size_t i = shown_; i < want; ++i) {
        const ConsoleLine& line = model->console()[i];
        QTextCharFormat f;
        QTextBlockFormat block;  // each line sets its own: a new block takes the one before's
        switch (line.kind) {
            case LineKind::Stdout: break;
            case LineKind::Stderr: f.setForeground(readable(QColor(190, 90, 0), base)); break;
            case LineKind::Warning: f.setForeground(readable(QColor(150, 110, 0), base)); break;
            case LineKind::Error: f.setForeground(readable(QColor(200, 20, 20), base)); break;
            case LineKind::Note:
                f.setForeground(readable(QColor(110, 110, 120), base));
                f.setFontItalic(true);
                break;
            case LineKind::Explanation:
                // What the error means, set apart from the traceback above it.
                f.setForeground(readable(QColor(20, 60, 130), explained));
                block.setBackground(explained);
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
