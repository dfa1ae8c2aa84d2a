#pragma once
// The lessons (with the student's progress from the gradebook) above the
// selected lesson's text, rendered from its Markdown.
#include <QHash>
#include <QList>
#include <QWidget>

#include "studio/work/gradebook.h"
#include "studio/work/lesson_catalog.h"

class QListWidget;
class QTextBrowser;
class QUrl;

namespace bugbot::studio {

class LessonPanel : public QWidget {
    Q_OBJECT
public:
    explicit LessonPanel(QWidget* parent = nullptr);

    void set_lessons(const QList<Lesson>& lessons, const Gradebook* gradebook);
    void refresh_progress(const Gradebook* gradebook);
    // In a class: a line under a lesson's title (by lesson id: "From your
    // teacher; Submit closes ..."), and the programs the teacher handed out,
    // one row each below the lessons (hand_out_chosen on a click or Enter).
    void set_class_notes(const QHash<QString, QString>& notes, const QStringList& hand_outs);
    void select(int index);  // no lesson_chosen signal
    // Renders the lesson's Markdown text (or says why it cannot).
    void show_text(const Lesson& lesson);
    // Says that no lesson is open (a script of the student's own, `script_name`).
    void show_no_lesson(const QString& script_name);
    // Scrolls the text to the section about a lesson's program, by its file
    // name: the section of its first "<!-- output: FILE -->" marker, else of
    // the first line that names the file, else the heading with its title.
    // It stays there as the text is laid out again, until the reader scrolls.
    // False (the text left where it is) when the text has no such section.
    bool show_section(const QString& program_file, const QString& program_title = {});
    // The heading (its anchor, "the-scores") of that section; "" when none.
    QString section_of(const QString& program_file, const QString& program_title = {}) const;
    QTextBrowser* text_view() const { return text_; }
    QListWidget* list() const { return list_; }

    // What a click on a link in the lesson's text does: a link to a loaded
    // lesson's text (or folder, or lesson.json), relative to the shown
    // lesson's folder, opens that lesson; so does "../ID/lesson.md" for a lesson
    // loaded from another folder (a teacher's lesson linking an installed one);
    // "#name" scrolls to the heading of that name; anything else (the web: there
    // is no network here) is left alone and said on the status bar.
    void follow_link(const QUrl& url);

signals:
    void lesson_chosen(int index);
    void hand_out_chosen(int index);  // of set_class_notes' hand_outs
    void message(const QString& text, int ms);

private:
    // The lesson whose text, folder or lesson.json is the local file `path`, or -1.
    int lesson_at(const QString& path) const;
    // The lesson whose id (or folder name) the link names: "../ID/lesson.md", "../ID/", or -1.
    int lesson_named_by(const QUrl& link) const;
    // Scrolls to the heading whose GitHub-style name ("going-further") is `name`; false if none.
    bool scroll_to_heading(const QString& name);

    QString shown_folder_;  // the folder of the lesson whose text is shown
    QString raw_text_;      // its Markdown, markers included
    QString pinned_;        // the heading kept at the top while the text is laid out again
    QList<Lesson> lessons_;
    const Gradebook* gradebook_ = nullptr;  // the last given, for the progress shown again
    QHash<QString, QString> class_notes_;
    QStringList hand_outs_;
    QListWidget* list_ = nullptr;
    QTextBrowser* text_ = nullptr;
};

}  // namespace bugbot::studio
