#pragma once
// The program editor: QScintilla with Python highlighting, line numbers, the
// error line marked (and shown inline), completion and call tips for the
// bugbot API, zoom, and numbers that can be scrubbed with Ctrl+drag. Keys as
// in Thonny, Mu and IDLE: Enter after a completed word is a newline, Backspace
// in indentation removes a level, Tab/Shift+Tab indent and dedent, Esc is the
// window's (stop) unless a completion list or call tip is open.
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
    static QFont text_font();  // the programs' type, before zoom
    // The largest zoom from `high` down to `low` at which `columns` of the
    // program's type fit the view beside the line numbers (measured by
    // Scintilla at each zoom); `low` when none does. Leaves the zoom as it was.
    int largest_zoom_fitting(int columns, int low, int high);
    // The longest line's length, in columns (tabs at 4).
    int longest_line() const;
    ~Editor() override;

    // Marks an error at a 1-based line, with the message shown under it.
    void show_error(int line, const QString& message);
    void clear_error();
    // The error's line now (it moves with edits above it); 0 once cleared.
    // An edit to that line clears the error.
    int error_line() const;
    // Marks the line the run was at, at the timeline's time (1-based; 0 clears).
    // A blue background, apart from the error's red; the error's shows over it.
    void show_run_line(int line);
    int run_line() const;  // 0 when none is marked
    // Sets the text keeping the cursor and scroll where they were (a reload).
    void replace_text(const QString& text);
    // The numeric literal under the cursor, if any (line is 0-based).
    std::optional<NumberLiteral> literal_under_cursor(int* line = nullptr) const;
    // Puts a new value into the literal at (line, literal), one undo step.
    void set_literal(int line, NumberLiteral* literal, double value);
    void go_to_line(int line);  // 1-based
    // Comments the selected lines (or the cursor's) out, or back in when all are comments.
    void toggle_comment();
    void indent_lines(bool in);  // the selected lines (or the cursor's), a level in or out
    bool scrubbing_now() const { return scrubbing_; }

signals:
    void number_under_cursor(bool present);
    void scrubbing(bool active);

protected:
    bool event(QEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;

private:
    QsciLexerPython* lexer_ = nullptr;
    QsciAPIs* apis_ = nullptr;
    int error_handle_ = -1;  // the marker on the error line, -1 = none
    QString error_text_;     // that line's text when it was marked
    int error_marker_ = 0;
    int run_marker_ = 0;
    int run_handle_ = -1;  // the marker on the run's line, -1 = none
    // Ctrl+drag scrubbing
    bool scrubbing_ = false;
    int scrub_line_ = 0, scrub_x_ = 0;
    NumberLiteral scrub_literal_;
    ScrubRange scrub_range_;
    double scrub_position_ = 0;
};

}  // namespace bugbot::studio
