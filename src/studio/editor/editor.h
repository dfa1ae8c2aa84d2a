#pragma once
// The program editor: QScintilla with Python highlighting, line numbers, the
// error line marked (and shown inline), completion and call tips for the
// bugbot API, zoom, and numbers that can be scrubbed with Ctrl+drag. Keys as
// in Thonny, Mu and IDLE: Enter after a completed word is a newline, Backspace
// in indentation removes a level, Tab/Shift+Tab indent and dedent, Esc is the
// window's (stop) unless a completion list or call tip is open.
#include <Qsci/qsciscintilla.h>

#include "studio/editor/number_scrub.h"

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
    // The number being scrubbed (the one under the cursor, or the one being
    // dragged): the only way a gesture rewrites a number (number_scrub.h).
    NumberScrub* scrub() const { return scrub_; }
    void go_to_line(int line);  // 1-based
    // Comments the selected lines (or the cursor's) out, or back in when all are comments.
    void toggle_comment();
    void indent_lines(bool in);  // the selected lines (or the cursor's), a level in or out
    bool scrubbing_now() const;  // a scrub is writing the number or dragging it

protected:
    bool event(QEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseDoubleClickEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;

private:
    void follow_palette();  // the colours on the palette's base
    static constexpr int kRobotMethods = 1;  // the user list of a robot's methods
    static const QStringList& api_lines();     // resources/bugbot.api, as it is
    static QStringList robot_methods();
    bool names_a_robot(const QString& name) const;
    void offer_robot_methods();
    void complete_word(const QString& word);  // the word before the cursor becomes this
    bool is_window_key(const QKeyEvent& k) const;
    // No sideways scroll when the caret's line fits the view without it.
    void scroll_back_if_fits();
    bool mouse_down_ = false;  // a selection by the mouse is under way
    QsciLexerPython* lexer_ = nullptr;
    QsciAPIs* apis_ = nullptr;
    int error_handle_ = -1;  // the marker on the error line, -1 = none
    QString error_text_;     // that line's text when it was marked
    int error_marker_ = 0;
    int run_marker_ = 0;
    int run_handle_ = -1;  // the marker on the run's line, -1 = none
    NumberScrub* scrub_ = nullptr;
    bool ctrl_dragging_ = false;  // a Ctrl+drag on a number is under way
    int drag_x_ = 0;
};

}  // namespace bugbot::studio
