#pragma once
// The one number being scrubbed in an editor, whatever the gesture: Ctrl+drag
// in the text, the scrub bar, the bar's keys. It holds where the number is
// (line, columns), the text written there, its value and its range; every
// gesture moves it through move_to/move_by, and nothing else writes it. Rules:
//   1. It writes only over exactly the text it holds; when the text there is
//      anything else (an edit, a reload, an undo), it lets go and writes nothing.
//   2. Outside a drag it follows the editor's cursor: the number under it, or none.
//   3. A drag (begin_drag .. end_drag) is one undo step; a step outside a drag
//      (a key on the bar) is one undo step of its own.
#include <QObject>
#include <QString>
#include <optional>

#include "studio/editor/number_literal.h"

class QsciScintilla;

namespace bugbot::studio {

class NumberScrub : public QObject {
    Q_OBJECT
public:
    explicit NumberScrub(QsciScintilla* editor);

    struct Held {
        int line = 0;           // 0-based
        NumberLiteral literal;  // its columns in the line and value, as now written
        QString text;           // what is written there now
        ScrubRange range;       // fixed while the same number is held
        double position = 0;    // in 0..1 of the range
    };
    const std::optional<Held>& held() const { return held_; }

    // Holds the number at (line, column), or none. The same number, where it
    // was, keeps its range.
    bool hold_at(int line, int column);
    void let_go();
    void begin_drag();
    void end_drag();
    bool dragging() const { return dragging_; }
    // Writes the value at `position` (0..1) of the range, or `delta` further
    // on; false, having let go, when the text under the number changed.
    bool move_to(double position);
    bool move_by(double delta);
    bool set_value(double value) { return held_ && move_to(held_->range.position_of(value)); }
    bool writing() const { return writing_; }  // its own edit is under way
    // Takes the number under the cursor (rule 2). The editor calls it after
    // each key and click: Scintilla says the cursor moved only when it paints.
    void follow_cursor();

signals:
    void changed();  // the held number (or none) or its value changed

private:
    void text_changed();
    bool still_there() const;

    QsciScintilla* editor_;
    std::optional<Held> held_;
    bool dragging_ = false, writing_ = false;
};

}  // namespace bugbot::studio
