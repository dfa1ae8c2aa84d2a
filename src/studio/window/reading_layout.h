#pragma once
// Where the lesson's text sits, by the window's width.
//
// Wide (the lessons and their text at 45 characters a line, the programs at
// 60 columns and the run side by side): three columns, lessons | programs over
// the console | run.
// Narrow (1024x768, where those three do not fit): the lessons and the
// programs take turns above the console, as two tabs, "Lesson" and "Program";
// the run keeps its room beside them, so the text is read beside the run it
// talks about. A text 150 px wide (20 characters a line) is not read at all.
#include <QObject>

class QSplitter;
class QTabWidget;
class QWidget;

namespace bugbot::studio {

class LessonPanel;

class ReadingLayout : public QObject {
    Q_OBJECT
public:
    static constexpr int kMinCharacters = 45;  // a line of the lesson's text, at least

    // `main` holds [the lessons' column, `middle`, the run]; `programs` (the
    // editors) goes to the top of `middle`, under the tabs.
    ReadingLayout(QSplitter* main, QSplitter* middle, LessonPanel* lessons, QWidget* programs);

    bool narrow() const { return narrow_; }
    // The columns for the main splitter's width; `keep_saved`: the student's own
    // sizes stay while they leave the text 45 characters and the editor 60 columns.
    void fit(bool keep_saved);
    void set_presentation(bool on);  // no lessons; the programs in view
    void show_lesson();  // the lessons' column widened, or their tab in front
    void show_programs();
    bool lesson_in_view() const;
    // A program opened: in front, with the keys; but a lesson chosen in the
    // lesson tab's list (narrow) stays in front, to be read first.
    void program_opened(QWidget* editor);
    // Brings the tab holding `w` to the front (narrow only); false when `w` is on no tab.
    bool reveal(QWidget* w);
    // The width the lessons' column needs for kMinCharacters a line of the text's type.
    int lesson_width() const;
    static int editor_width(int columns);  // the editor's, for `columns` of the programs' type
    QWidget* lesson_column() const { return column_; }

signals:
    void narrow_changed(bool narrow);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;  // the main splitter's resizes

private:
    void set_narrow(bool on);
    int needed_width() const;  // the narrowest window that is wide

    QSplitter* main_;
    LessonPanel* lessons_;
    QWidget* programs_;
    QWidget* column_;  // the lessons' column in the main splitter (empty while narrow)
    QTabWidget* pages_;
    bool narrow_ = false;
    bool presentation_ = false;
    bool lesson_first_ = false;  // the lesson's tab in front when the window turns narrow
};

}  // namespace bugbot::studio
