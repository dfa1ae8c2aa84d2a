#pragma once
// The program editor: QScintilla with Python highlighting, line numbers, the
// error line marked (and shown inline), completion and call tips for the
// bugbot API, zoom, and numbers that can be scrubbed with Alt+drag.
#include <Qsci/qsciscintilla.h>
#include <optional>

#include "studio/number_literal.h"

class QsciAPIs;
class QsciLexerPython;

namespace bugbot::studio {

class Editor : public QsciScintilla {
    Q_OBJECT
public:
    explicit Editor(QWidget* parent = nullptr);
    ~Editor() override;

    // Marks an error at a 1-based line, with the message shown under it.
    void show_error(int line, const QString& message);
    void clear_error();
    int error_line() const { return error_line_; }
    // Sets the text keeping the cursor and scroll where they were (a reload).
    void replace_text(const QString& text);
    // The numeric literal under the cursor, if any (line is 0-based).
    std::optional<NumberLiteral> literal_under_cursor(int* line = nullptr) const;
    // Puts a new value into the literal at (line, literal), one undo step.
    void set_literal(int line, NumberLiteral* literal, double value);
    void go_to_line(int line);  // 1-based

signals:
    void number_under_cursor(bool present);
    void scrubbing(bool active);

protected:
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;

private:
    QsciLexerPython* lexer_ = nullptr;
    QsciAPIs* apis_ = nullptr;
    int error_line_ = 0;
    int error_marker_ = 0;
    // Alt+drag scrubbing
    bool scrubbing_ = false;
    int scrub_line_ = 0, scrub_x_ = 0;
    NumberLiteral scrub_literal_;
    ScrubRange scrub_range_;
    double scrub_position_ = 0;
};

}  // namespace bugbot::studio
