#include "studio/editor/number_scrub.h"

#include <Qsci/qsciscintilla.h>
#include <algorithm>

namespace bugbot::studio {

namespace {
QString line_text(const QsciScintilla& e, int line) {
    QString t = e.text(line);
    while (t.endsWith('\n') || t.endsWith('\r')) t.chop(1);
    return t;
}
}  // namespace

NumberScrub::NumberScrub(QsciScintilla* editor) : QObject(editor), editor_(editor) {
    connect(editor_, &QsciScintilla::cursorPositionChanged, this, [this](int, int) { follow_cursor(); });
    connect(editor_, &QsciScintilla::textChanged, this, &NumberScrub::text_changed);
}

bool NumberScrub::still_there() const {
    if (!held_ || held_->line >= editor_->lines()) return false;
    // The same text, and still a whole literal there (not part of a longer one).
    const QString line = line_text(*editor_, held_->line);
    const std::optional<NumberLiteral> there = literal_at(line, held_->literal.start);
    return there && there->start == held_->literal.start && there->length == held_->literal.length &&
           line.mid(there->start, there->length) == held_->text;
}

bool NumberScrub::hold_at(int line, int column) {
    const std::optional<NumberLiteral> found = literal_at(line_text(*editor_, line), column);
    if (!found) {
        let_go();
        return false;
    }
    const QString text = line_text(*editor_, line).mid(found->start, found->length);
    if (held_ && held_->line == line && held_->literal.start == found->start && held_->text == text) return true;
    Held h;
    h.line = line;
    h.literal = *found;
    h.text = text;
    h.range = scrub_range(*found);
    h.position = h.range.position_of(found->value);
    held_ = h;
    emit changed();
    return true;
}

void NumberScrub::let_go() {
    if (dragging_) end_drag();
    if (!held_) return;
    held_.reset();
    emit changed();
}

void NumberScrub::begin_drag() {
    if (dragging_ || !held_) return;
    dragging_ = true;
    editor_->beginUndoAction();
}

void NumberScrub::end_drag() {
    if (!dragging_) return;
    dragging_ = false;
    editor_->endUndoAction();
}

bool NumberScrub::move_by(double delta) { return held_ && move_to(held_->position + delta); }

bool NumberScrub::move_to(double position) {
    if (!still_there()) {  // rule 1
        let_go();
        return false;
    }
    Held& h = *held_;
    h.position = std::clamp(position, 0.0, 1.0);
    const double value = h.range.value_at(h.position);
    if (value == h.literal.value) return true;
    const QString fresh = format_number(value, h.literal.is_int);
    writing_ = true;
    if (!dragging_) editor_->beginUndoAction();
    editor_->setSelection(h.line, h.literal.start, h.line, h.literal.start + h.literal.length);
    editor_->replaceSelectedText(fresh);
    editor_->setCursorPosition(h.line, h.literal.start + std::min<int>(static_cast<int>(fresh.size()), 1));
    if (!dragging_) editor_->endUndoAction();
    writing_ = false;
    h.literal.length = static_cast<int>(fresh.size());
    h.literal.value = value;
    h.text = fresh;
    emit changed();
    return true;
}

void NumberScrub::follow_cursor() {
    if (writing_ || dragging_) return;  // rule 2: a drag keeps its number wherever the cursor is
    int line = 0, index = 0;
    editor_->getCursorPosition(&line, &index);
    hold_at(line, index);
}

void NumberScrub::text_changed() {
    if (writing_) return;
    if (!still_there()) let_go();  // rule 1
    if (!dragging_) follow_cursor();
}

}  // namespace bugbot::studio
