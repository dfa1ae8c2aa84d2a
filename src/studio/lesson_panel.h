#pragma once
// The lessons (with the student's progress from the gradebook) above the
// selected lesson's text, rendered from its Markdown.
#include <QList>
#include <QWidget>

#include "studio/gradebook.h"
#include "studio/lesson_catalog.h"

class QListWidget;
class QTextBrowser;

namespace bugbot::studio {

class LessonPanel : public QWidget {
    Q_OBJECT
public:
    explicit LessonPanel(QWidget* parent = nullptr);

    void set_lessons(const QList<Lesson>& lessons, const Gradebook* gradebook);
    void refresh_progress(const Gradebook* gradebook);
    void select(int index);  // no lesson_chosen signal
    // Renders the lesson's Markdown text (or says why it cannot).
    void show_text(const Lesson& lesson);
    // Scrolls the text to where it first names a program (its title), if it does.
    bool show_section(const QString& program_title);
    QTextBrowser* text_view() const { return text_; }
    QListWidget* list() const { return list_; }

signals:
    void lesson_chosen(int index);

private:
    QList<Lesson> lessons_;
    QListWidget* list_ = nullptr;
    QTextBrowser* text_ = nullptr;
};

}  // namespace bugbot::studio
