#pragma once
// The programs being edited: a tab per program, each an Editor whose text is
// autosaved to its file (a dot on the tab until it is), closable; and the
// find and replace bar under them.
#include <QString>
#include <QWidget>
#include <memory>
#include <vector>

class QLineEdit;
class QTabWidget;

namespace bugbot::studio {

class Autosaver;
class Editor;
class FindBar;

struct ProgramTab {
    Editor* editor = nullptr;
    QString title;
    QString path;      // where the edits are saved ("" for a read-only submission)
    QString original;  // the lesson's version, when this is a lesson program
    Autosaver* saver = nullptr;
    bool read_only = false;
    QString restores_to;  // a submitted version: the student's copy "Restore this version" writes it to
    // A new script (Ctrl+N) not yet given a name: its text when made, deleted
    // on close while unchanged; closing it edited asks what to keep.
    bool untitled = false;
    QString starter;
};

class ProgramTabs : public QWidget {
    Q_OBJECT
public:
    explicit ProgramTabs(QWidget* parent = nullptr);
    ~ProgramTabs() override;

    ProgramTab* add(const QString& title, const QString& path, const QString& text, const QString& original, bool read_only);
    void clear();  // saves, then closes every tab
    void flush();  // saves every tab's unsaved edits now

    ProgramTab* current() const;
    Editor* editor() const;      // the current tab's
    QString current_path() const;
    const std::vector<std::unique_ptr<ProgramTab>>& tabs() const { return tabs_; }
    ProgramTab* find_path(const QString& path) const;  // the tab editing path
    void select(ProgramTab* tab);
    void next(int step = 1);  // the next (or previous) program, round
    QTabWidget* tab_widget() const { return tabs_widget_; }

    void set_zoom(int zoom);  // every editor's (and those opened later)
    void show_find(bool replace = false);
    QLineEdit* find_box() const;
    QLineEdit* replace_box() const;
    FindBar* find_bar() const { return find_bar_; }
    bool close_find();  // true when the find bar was open; the editor has the keys again
    bool find_next();   // selects the next match of the find box's text
    void replace_next();  // replaces the selected match, selects the next
    void close_tab(int index);  // saves it first
    // What closing a tab (its ×, Ctrl+W) does, as a teacher expects: a lesson
    // program's or a script's edits are saved (its file kept), so it closes
    // and the status bar says where they are; it asks first only where
    // something would be lost: a new untitled script with edits (save as,
    // keep it among the student's scripts, or delete it), or a file whose
    // edits cannot be saved. False when the tab stays open.
    bool request_close(int index);

signals:
    void current_changed();
    void text_edited(bugbot::studio::Editor* editor);  // an editable tab's text changed
    void message(const QString& text, int ms);         // for the status bar
    void saved_as(const QString& path);                // an untitled script saved under a name on close

private:
    void update_label(ProgramTab* tab);
    // Closing an edited untitled script: saved elsewhere, kept, or deleted; false: cancelled.
    bool close_untitled(int index, ProgramTab* tab);
    QString tab_closed_message(const QString& title, const QString& path) const;

    QTabWidget* tabs_widget_ = nullptr;
    FindBar* find_bar_ = nullptr;
    std::vector<std::unique_ptr<ProgramTab>> tabs_;
    int zoom_ = 0;
};

}  // namespace bugbot::studio
