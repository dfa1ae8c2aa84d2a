#include "studio/editor/editor.h"
#include "studio/views/theme.h"


#include <Qsci/qsciapis.h>
#include <Qsci/qscilexerpython.h>
#include <Qsci/qscistyle.h>
#include <QAction>
#include <QFile>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QRegularExpression>
#include <QTextStream>

// resources/studio.qrc is compiled into a static library, whose unreferenced
// objects the linker drops: without this the editor had no bugbot.api.
static void init_studio_resources() { Q_INIT_RESOURCE(studio); }

namespace bugbot::studio {

QFont Editor::text_font() {
    QFont mono("DejaVu Sans Mono", 11);
    mono.setStyleHint(QFont::Monospace);
    return mono;
}

int Editor::largest_zoom_fitting(int columns, int low, int high) {
    const int was = SendScintilla(SCI_GETZOOM);
    const QByteArray sample(columns, '0');
    int z = high;
    for (; z > low; --z) {
        SendScintilla(SCI_SETZOOM, z);
        const long text = SendScintilla(SCI_TEXTWIDTH, static_cast<unsigned long>(STYLE_DEFAULT), sample.constData());
        const long margin = SendScintilla(SCI_GETMARGINWIDTHN, 0UL);
        if (margin + text + 4 <= viewport()->width()) break;
    }
    SendScintilla(SCI_SETZOOM, was);
    return z;
}

int Editor::longest_line() const {
    int longest = 0;
    for (int i = 0; i < lines(); ++i) {
        int columns = 0;
        for (const QChar c : text(i)) {
            if (c == QLatin1Char('\n') || c == QLatin1Char('\r')) break;
            columns = c == QLatin1Char('\t') ? (columns / 4 + 1) * 4 : columns + 1;
        }
        longest = std::max(longest, columns);
    }
    return longest;
}

Editor::Editor(QWidget* parent) : QsciScintilla(parent) {
    const QFont mono = text_font();
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
    setBackspaceUnindents(true);  // Backspace after auto-indent: a whole level, never 3 spaces
    setTabIndents(true);
    setBraceMatching(QsciScintilla::SloppyBraceMatch);
    setCaretLineVisible(true);
    // A long line selected scrolls the view sideways; the caret on a line that fits scrolls it back.
    connect(this, &QsciScintilla::cursorPositionChanged, this, [this] {
        if (!mouse_down_) scroll_back_if_fits();
    });
    setEdgeMode(QsciScintilla::EdgeNone);

    // The run's line at the timeline's time; a lower number than the error's, so its red wins on one line.
    run_marker_ = markerDefine(QsciScintilla::Background, 0);
    // The error line: a red background marker, and the message as an annotation.
    error_marker_ = markerDefine(QsciScintilla::Background, 1);
    follow_palette();
    setAnnotationDisplay(QsciScintilla::AnnotationBoxed);

    // Completion and call tips for the bugbot API (resources/bugbot.api, one
    // line a name: "name(args) what it does", a Robot's methods "Robot.name(args) ...").
    apis_ = new QsciAPIs(lexer_);
    for (const QString& line : api_lines()) apis_->add(line);
    apis_->prepare();
    connect(this, &QsciScintilla::userListActivated, this, [this](int id, const QString& name) {
        if (id == kRobotMethods) complete_word(name);
    });
    setAutoCompletionSource(QsciScintilla::AcsAll);
    setAutoCompletionThreshold(2);
    setAutoCompletionCaseSensitivity(true);
    setCallTipsStyle(QsciScintilla::CallTipsNoContext);
    setCallTipsVisible(0);

    scrub_ = new NumberScrub(this);
    // An error stays only while its line is as it was.
    connect(this, &QsciScintilla::textChanged, this, [this] {
        if (error_handle_ >= 0 && (markerLine(error_handle_) < 0 || text(markerLine(error_handle_)) != error_text_)) clear_error();
    });
}

const QStringList& Editor::api_lines() {
    static const QStringList lines = [] {
        init_studio_resources();
        QStringList out;
        QFile api(QStringLiteral(":/bugbot.api"));
        if (!api.open(QIODevice::ReadOnly)) return out;
        QTextStream in(&api);
        while (!in.atEnd()) {
            const QString line = in.readLine().trimmed();
            if (!line.isEmpty()) out << line;
        }
        return out;
    }();
    return lines;
}

QStringList Editor::robot_methods() {
    // The "Robot.name(...)" lines; while the file has none, the calls a Robot
    // also has (connect() returns a Robot "whose methods are the same calls").
    QStringList methods, calls;
    for (const QString& line : api_lines()) {
        const QString name = line.section('(', 0, 0);
        if (!line.contains('(') || name.contains(' ')) continue;
        if (name.startsWith(QStringLiteral("Robot."))) methods << name.mid(6);
        else if (name.at(0).isLower() && name != QStringLiteral("connect") && name != QStringLiteral("go")) calls << name;
    }
    QStringList out = methods.isEmpty() ? calls : methods;
    out.sort();
    out.removeDuplicates();
    return out;
}

bool Editor::names_a_robot(const QString& name) const {
    // x = Robot(...), x = connect(...), with Robot(...) as x (bugbot. before them or not).
    const QString n = QRegularExpression::escape(name);
    const QRegularExpression assigned(QStringLiteral("(^|\\n)\\s*%1\\s*=\\s*(bugbot\\.)?(Robot|connect)\\s*\\(").arg(n));
    const QRegularExpression with(QStringLiteral("\\bwith\\s+(bugbot\\.)?Robot\\s*\\(.*\\)\\s+as\\s+%1\\b").arg(n));
    const QString all = text();
    return all.contains(assigned) || all.contains(with);
}

void Editor::complete_word(const QString& word) {
    int line = 0, index = 0;
    getCursorPosition(&line, &index);
    const QString before = text(line).left(index);
    int start = static_cast<int>(before.size());
    while (start > 0 && (before[start - 1].isLetterOrNumber() || before[start - 1] == '_')) --start;
    setSelection(line, start, line, index);
    replaceSelectedText(word);
}

void Editor::offer_robot_methods() {
    // Just typed a '.': after a robot's name, its methods.
    int line = 0, index = 0;
    getCursorPosition(&line, &index);
    const QString before = text(line).left(index - 1);
    int start = static_cast<int>(before.size());
    while (start > 0 && (before[start - 1].isLetterOrNumber() || before[start - 1] == '_')) --start;
    const QString name = before.mid(start);
    if (name.isEmpty() || name.at(0).isDigit() || !names_a_robot(name)) return;
    showUserList(kRobotMethods, robot_methods());
}

Editor::~Editor() {
    // prepare() builds the completion lists in a thread of QScintilla's; a tab
    // closed before it finishes must stop and wait for it, or the thread runs
    // on in freed memory (a crash when a lesson is opened and closed at once).
    apis_->cancelPreparation();
}

int Editor::error_line() const { return error_handle_ < 0 ? 0 : markerLine(error_handle_) + 1; }

void Editor::show_error(int line, const QString& message) {
    clear_error();
    if (line <= 0 || line > lines()) return;
    error_handle_ = markerAdd(line - 1, error_marker_);
    error_text_ = text(line - 1);
    annotate(line - 1, message, QsciStyle(-1, "error", QColor(160, 0, 0), QColor(255, 238, 238), font()));
}

void Editor::show_run_line(int line) {
    if (line == run_line()) return;
    markerDeleteAll(run_marker_);
    run_handle_ = line > 0 && line <= lines() ? markerAdd(line - 1, run_marker_) : -1;
}

int Editor::run_line() const { return run_handle_ < 0 ? 0 : markerLine(run_handle_) + 1; }

void Editor::clear_error() {
    if (error_handle_ >= 0) {
        markerDeleteAll(error_marker_);
        clearAnnotations();
    }
    error_handle_ = -1;
    error_text_.clear();
}

bool Editor::is_window_key(const QKeyEvent& k) const {
    if (k.key() == Qt::Key_Escape) return !isListActive() && !isCallTipActive();  // stop, unless a popup of ours is open
    // Keys the window has actions for that QScintilla would take (and type, for
    // Ctrl++ and Ctrl+Tab): zoom, line commands, panes, programs, save, new, close.
    const QKeyCombination key = k.keyCombination();
    const Qt::KeyboardModifiers ctrl_shift = Qt::ControlModifier | Qt::ShiftModifier;
    static const QList<QKeyCombination> window_keys{
        QKeyCombination(Qt::CTRL, Qt::Key_Minus),        QKeyCombination(Qt::CTRL, Qt::Key_Equal),
        QKeyCombination(Qt::CTRL, Qt::Key_Plus),         QKeyCombination(ctrl_shift, Qt::Key_Plus),
        QKeyCombination(ctrl_shift, Qt::Key_Equal),      QKeyCombination(Qt::CTRL, Qt::Key_Slash),
        QKeyCombination(Qt::CTRL, Qt::Key_BracketLeft),  QKeyCombination(Qt::CTRL, Qt::Key_BracketRight),
        QKeyCombination(Qt::CTRL, Qt::Key_H),            QKeyCombination(Qt::CTRL, Qt::Key_Return),
        QKeyCombination(Qt::CTRL, Qt::Key_Tab),          QKeyCombination(ctrl_shift, Qt::Key_Backtab),
        QKeyCombination(ctrl_shift, Qt::Key_Tab),        QKeyCombination(Qt::CTRL, Qt::Key_PageUp),
        QKeyCombination(Qt::CTRL, Qt::Key_PageDown),     QKeyCombination(Qt::CTRL, Qt::Key_S),
        QKeyCombination(Qt::CTRL, Qt::Key_N),            QKeyCombination(Qt::CTRL, Qt::Key_W)};
    return window_keys.contains(key);
}

void Editor::follow_palette() {
    // The Python colours, each readable on the palette's base (theme.h): in high contrast, on black.
    const QColor base = palette().color(QPalette::Base);
    const bool light = relative_luminance(base) > 0.18;
    lexer_->setDefaultPaper(base);
    lexer_->setPaper(base);
    for (int style = 0; style < 128; ++style)
        if (!lexer_->description(style).isEmpty()) lexer_->setColor(readable(lexer_->defaultColor(style), base), style);
    setMarginsBackgroundColor(palette().color(QPalette::Window));
    setMarginsForegroundColor(palette().color(QPalette::WindowText));
    setCaretForegroundColor(palette().color(QPalette::Text));
    setCaretLineBackgroundColor(light ? QColor(245, 245, 235) : QColor(45, 45, 45));
    setMarkerBackgroundColor(light ? QColor(214, 230, 255) : QColor(20, 50, 110), run_marker_);
    setMarkerBackgroundColor(light ? QColor(255, 220, 220) : QColor(110, 20, 20), error_marker_);
}

bool Editor::event(QEvent* e) {
    if (e->type() == QEvent::PaletteChange) follow_palette();  // View > High contrast
    // QScintilla claims keys the window uses (zoom, the Edit menu's line
    // commands, moving between panes and programs): they are the window's.
    if (e->type() == QEvent::ShortcutOverride && is_window_key(*static_cast<QKeyEvent*>(e))) {
        e->ignore();
        return false;
    }
    return QsciScintilla::event(e);
}

void Editor::keyPressEvent(QKeyEvent* e) {
    const bool enter = e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter;
    if (enter && isListActive() && e->modifiers() == Qt::NoModifier) {
        // The list shows the word already typed: Enter means a new line.
        QByteArray chosen(256, '\0');
        SendScintilla(SCI_AUTOCGETCURRENTTEXT, static_cast<unsigned long>(0), chosen.data());
        int line = 0, index = 0;
        getCursorPosition(&line, &index);
        const QString before = text(line).left(index);
        int start = static_cast<int>(before.size());
        while (start > 0 && (before[start - 1].isLetterOrNumber() || before[start - 1] == '_')) --start;
        // Nothing typed of a word (the list stayed open past "True:"), or all of it: a new line.
        const QString word = before.mid(start);
        if (word.isEmpty() || QString::fromUtf8(chosen.constData()) == word) cancelList();
    }
    if (e->key() == Qt::Key_Backtab || (e->key() == Qt::Key_Tab && hasSelectedText())) {
        indent_lines(e->key() == Qt::Key_Tab);
        return;
    }
    const bool was_list = isListActive();
    QsciScintilla::keyPressEvent(e);
    scrub_->follow_cursor();
    scroll_back_if_fits();  // after Scintilla has scrolled to the caret
    if (e->text() == QStringLiteral(".")) offer_robot_methods();
    if (enter && !was_list && e->modifiers() == Qt::NoModifier) {
        // After a line that opens a block ("if x:"), one level more, as IDLE does.
        int line = 0, index = 0;
        getCursorPosition(&line, &index);
        const QString above = line > 0 ? text(line - 1).trimmed() : QString();
        static const QRegularExpression ends_block(QStringLiteral("^(pass|break|continue|return|raise)\\b"));
        if (line > 0 && above.endsWith(':') && !above.startsWith('#')) {
            setIndentation(line, indentation(line - 1) + indentationWidth());
            setCursorPosition(line, indentation(line));
        } else if (line > 0 && ends_block.match(above).hasMatch()) {
            // After the last line of a block, one level less, as IDLE does.
            setIndentation(line, std::max(0, indentation(line - 1) - indentationWidth()));
            setCursorPosition(line, indentation(line));
        }
    }
}

namespace {
// The lines a line command applies to: the selection's, or the cursor's.
std::pair<int, int> line_span(const QsciScintilla& e) {
    int l1 = 0, i1 = 0, l2 = 0, i2 = 0;
    if (!e.hasSelectedText()) {
        e.getCursorPosition(&l1, &i1);
        return {l1, l1};
    }
    e.getSelection(&l1, &i1, &l2, &i2);
    if (i2 == 0 && l2 > l1) --l2;  // a selection ending at a line's start leaves that line alone
    return {l1, l2};
}
}  // namespace

void Editor::indent_lines(bool in) {
    const auto [first, last] = line_span(*this);
    beginUndoAction();
    for (int l = first; l <= last; ++l) {
        if (in) indent(l);
        else unindent(l);
    }
    endUndoAction();
}

void Editor::toggle_comment() {
    const bool selected = hasSelectedText();
    const auto [first, last] = line_span(*this);
    bool all = true;
    for (int l = first; l <= last; ++l) {
        const QString t = text(l).trimmed();
        if (!t.isEmpty() && !t.startsWith('#')) all = false;
    }
    beginUndoAction();
    for (int l = first; l <= last; ++l) {
        const QString t = text(l);
        const int at = static_cast<int>(t.size() - QString(t).remove(QRegularExpression("^\\s+")).size());
        if (t.trimmed().isEmpty()) continue;
        if (all) {
            const int n = t.mid(at).startsWith("# ") ? 2 : 1;
            setSelection(l, at, l, at + n);
            removeSelectedText();
        } else {
            insertAt("# ", l, at);
        }
    }
    endUndoAction();
    // The same lines stay selected, for the next command on them.
    if (selected) setSelection(first, 0, last, static_cast<int>(text(last).remove('\n').remove('\r').size()));
}

void Editor::replace_text(const QString& new_text) {
    int line = 0, index = 0;
    getCursorPosition(&line, &index);
    const int first = firstVisibleLine();
    setText(new_text);
    setCursorPosition(std::min(line, lines() - 1), index);
    setFirstVisibleLine(first);
}

bool Editor::scrubbing_now() const { return scrub_->writing() || scrub_->dragging(); }

void Editor::go_to_line(int line) {
    if (line <= 0) return;
    setCursorPosition(line - 1, 0);
    ensureLineVisible(line - 1);
    setFocus();
}

void Editor::mousePressEvent(QMouseEvent* e) {
    // Ctrl, not Alt: most Linux desktops take Alt+drag to move the window.
    if (e->button() == Qt::LeftButton && (e->modifiers() & Qt::ControlModifier)) {
        const long pos = SendScintilla(SCI_POSITIONFROMPOINTCLOSE, static_cast<unsigned long>(e->position().x()),
                                       static_cast<long>(e->position().y()));
        int line = 0, index = 0;
        if (pos >= 0) lineIndexFromPosition(static_cast<int>(pos), &line, &index);
        if (pos >= 0 && scrub_->hold_at(line, index)) {
            setCursorPosition(line, scrub_->held()->literal.start + 1);  // the same number: the cursor is on it
            ctrl_dragging_ = true;
            drag_x_ = static_cast<int>(e->position().x());
            scrub_->begin_drag();
            return;
        }
    }
    mouse_down_ = e->button() == Qt::LeftButton;  // a drag may select past the view's side: let it scroll
    QsciScintilla::mousePressEvent(e);
    scrub_->follow_cursor();
}

void Editor::mouseDoubleClickEvent(QMouseEvent* e) {
    // A number is one word (Scintilla's words stop at its '.').
    const long pos = SendScintilla(SCI_POSITIONFROMPOINTCLOSE, static_cast<unsigned long>(e->position().x()),
                                   static_cast<long>(e->position().y()));
    int line = 0, index = 0;
    if (pos >= 0) lineIndexFromPosition(static_cast<int>(pos), &line, &index);
    QString t = text(line);
    while (t.endsWith('\n') || t.endsWith('\r')) t.chop(1);
    if (e->button() == Qt::LeftButton && pos >= 0) {
        if (const std::optional<NumberLiteral> lit = literal_at(t, index)) {
            setSelection(line, lit->start, line, lit->start + lit->length);
            return;
        }
    }
    QsciScintilla::mouseDoubleClickEvent(e);
}

void Editor::mouseMoveEvent(QMouseEvent* e) {
    if (!ctrl_dragging_) {
        QsciScintilla::mouseMoveEvent(e);
        return;
    }
    // 300 pixels sweep the whole range.
    const int x = static_cast<int>(e->position().x());
    scrub_->move_by((x - drag_x_) / 300.0);
    drag_x_ = x;
}

void Editor::scroll_back_if_fits() {
    const long offset = SendScintilla(SCI_GETXOFFSET);
    if (offset <= 0) return;
    int line = 0, index = 0;
    getCursorPosition(&line, &index);
    const long end = SendScintilla(SCI_GETLINEENDPOSITION, static_cast<unsigned long>(line));
    // Where the line's end would be with no sideways scroll, and room for the caret after it.
    const long x = SendScintilla(SCI_POINTXFROMPOSITION, 0UL, end) + offset;
    if (x + 4 <= viewport()->width()) SendScintilla(SCI_SETXOFFSET, 0UL);
}

void Editor::mouseReleaseEvent(QMouseEvent* e) {
    mouse_down_ = false;
    if (ctrl_dragging_) {
        ctrl_dragging_ = false;
        scrub_->end_drag();
        return;
    }
    QsciScintilla::mouseReleaseEvent(e);
    scroll_back_if_fits();  // the selection made
    scrub_->follow_cursor();
}

}  // namespace bugbot::studio
