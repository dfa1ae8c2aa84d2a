#include "studio/lesson_controller.h"

#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QMessageBox>
#include <QTimer>

#include "lessons/lesson.h"
#include "studio/editor.h"
#include "studio/lesson_panel.h"
#include "studio/paths.h"
#include "studio/program_tabs.h"

namespace bugbot::studio {

LessonController::LessonController(ProgramTabs* tabs, LessonPanel* panel, const Gradebook* gradebook, QObject* parent)
    : QObject(parent), tabs_(tabs), panel_(panel), gradebook_(gradebook), workspace_(user_data_dir()) {
    watcher_ = new QFileSystemWatcher(this);
    connect(watcher_, &QFileSystemWatcher::fileChanged, this, &LessonController::on_file_changed);
}

void LessonController::load_catalogue() {
    // The marker's own loader, in this process: the lessons the studio lists
    // are the ones `bugbot lessons` lists and `bugbot mark` marks.
    QStringList problems;
    lessons_ = discover_lessons(&problems);
    panel_->set_lessons(lessons_, gradebook_);
    if (!problems.isEmpty())
        emit message(tr("A lesson has a problem (bugbot lessons --check says more): %1").arg(problems.first()), 15000);
}

QString LessonController::title() const {
    if (const Lesson* l = lesson()) return l->title;
    return script_.isEmpty() ? QString() : QFileInfo(script_).fileName();
}

QString LessonController::submission_path() const {
    const Lesson* l = lesson();
    if (!l) return {};
    if (l->starter.isEmpty()) return tabs_->current() && !tabs_->current()->read_only ? tabs_->current_path() : QString();
    return workspace_.copy_path(l->id, QFileInfo(l->path(l->starter)).fileName());
}

bool LessonController::open_target(const QString& target) {
    const QString t = target.isEmpty() ? QStringLiteral("attention") : target;
    int i = find_lesson(lessons_, t);
    if (i >= 0) return open_lesson(i);
    // LESSON/FILE (attention/1-scores.py), as `bugbot run` takes it, when no such file is here.
    QFileInfo info(QString::fromStdString(marking::find_program(t.toStdString())));
    if (info.isFile() && info.suffix() == "py") {
        // A program inside a lesson folder opens that lesson, on that program.
        i = find_lesson(lessons_, info.absolutePath());
        if (i >= 0) return open_lesson(i, info.fileName());
        if (QFileInfo::exists(info.absolutePath() + "/lesson.json")) {
            QStringList problems;
            if (std::optional<Lesson> l = load_lesson(info.absolutePath(), &problems)) {
                lessons_.push_back(*l);
                panel_->set_lessons(lessons_, gradebook_);
                return open_lesson(static_cast<int>(lessons_.size()) - 1, info.fileName());
            }
            // A broken lesson: its program is still the student's to edit and run.
            emit message(tr("The lesson here cannot be loaded: %1").arg(problems.value(0)), 15000);
        }
        return open_script(info.absoluteFilePath());
    }
    if (info.isDir() || info.fileName() == QLatin1String("lesson.json")) {
        QStringList problems;
        if (std::optional<Lesson> l = load_lesson(info.absoluteFilePath(), &problems)) {
            lessons_.push_back(*l);
            panel_->set_lessons(lessons_, gradebook_);
            return open_lesson(static_cast<int>(lessons_.size()) - 1);
        }
        emit message(problems.value(0), 0);
        emit cannot_open(tr("%1 cannot be opened as a lesson:\n%2").arg(t, problems.join('\n')));
        return false;
    }
    emit message(tr("There is no lesson or script called %1").arg(t), 0);
    emit cannot_open(tr("There is no lesson or script called %1.").arg(t));
    return false;
}

void LessonController::unwatch_all() {
    if (!watcher_->files().isEmpty()) watcher_->removePaths(watcher_->files());
}

bool LessonController::open_lesson(int index, const QString& program_file) {
    if (index < 0 || index >= lessons_.size()) return false;
    tabs_->clear();
    unwatch_all();
    script_.clear();
    lesson_ = index;
    const Lesson& l = lessons_[index];
    panel_->select(index);
    panel_->show_text(l);
    watch(l.text_path());
    watch(l.path(QStringLiteral("lesson.json")));
    ProgramTab *first = nullptr, *wanted = nullptr;
    for (int i = 0; i < l.programs.size(); ++i) {
        StudentCopy copy;
        QString error;
        const QString original = l.program_path(i);
        if (!workspace_.open(l.id, original, &copy, &error)) {
            emit message(error, 0);
            continue;
        }
        ProgramTab* tab = tabs_->add(l.programs[i].title, copy.path, copy.text, original, false);
        watch(original);
        watch(copy.path);  // a run may replace it with a link: said, not followed
        if (!first) first = tab;
        if (QFileInfo(original).fileName() == program_file) wanted = tab;
    }
    tabs_->select(wanted ? wanted : first);
    emit opened();
    return !tabs_->tabs().empty();
}

bool LessonController::open_script(const QString& path) {
    QString text, error;
    if (!read_text(path, &text, &error)) {
        emit message(error, 0);
        emit cannot_open(error);
        return false;
    }
    tabs_->clear();
    unwatch_all();
    lesson_ = -1;
    panel_->select(-1);
    panel_->show_no_lesson(QFileInfo(path).fileName());  // not the last lesson's text
    script_ = QFileInfo(path).absoluteFilePath();
    // The student's own script: edits are saved to it (atomically).
    tabs_->add(QFileInfo(path).fileName(), script_, text, QString(), false);
    watch(script_);
    emit opened();
    return true;
}

bool LessonController::add_script(const QString& path) {
    const QString full = QFileInfo(path).absoluteFilePath();
    if (!lesson() && script_.isEmpty()) return open_script(full);
    if (ProgramTab* open = tabs_->find_path(full)) {
        tabs_->select(open);
        return true;
    }
    QString text, error;
    if (!read_text(full, &text, &error)) {
        emit message(error, 0);
        return false;
    }
    tabs_->select(tabs_->add(QFileInfo(full).fileName(), full, text, QString(), false));
    watch(full);
    return true;
}

void LessonController::next_lesson(int step) {
    if (lessons_.isEmpty()) return;
    const int n = static_cast<int>(lessons_.size());
    open_lesson(((lesson_ < 0 ? 0 : lesson_ + step) % n + n) % n);
}

void LessonController::reset_to_lesson(QWidget* dialog_parent) {
    ProgramTab* tab = tabs_->current();
    if (!tab || tab->original.isEmpty() || !lesson()) return;
    if (!qEnvironmentVariableIsSet("BUGBOT_STUDIO_NO_DIALOGS") &&
        QMessageBox::question(dialog_parent, tr("Reset"),
                              tr("Put back the lesson's version of %1? Your changes to it will be lost.").arg(tab->title)) !=
            QMessageBox::Yes)
        return;
    StudentCopy copy;
    QString error;
    if (!workspace_.reset(lesson()->id, tab->original, &copy, &error)) {
        emit message(error, 0);
        return;
    }
    tab->editor->replace_text(copy.text);
    tab->saver->flush();
    tab->editor->clear_error();
    emit reloaded(tab->path);
}

void LessonController::reload_lesson_json() {
    QStringList problems;
    std::optional<Lesson> fresh = load_lesson(lessons_[lesson_].folder, &problems);
    if (!fresh) {
        emit message(tr("lesson.json changed and has a problem; the studio keeps the last good version: %1")
                         .arg(problems.value(0)),
                     0);
        return;
    }
    const Lesson old = lessons_[lesson_];
    lessons_[lesson_] = *fresh;
    panel_->set_lessons(lessons_, gradebook_);
    const auto files = [](const Lesson& l) {
        QStringList out;
        for (const LessonProgram& p : l.programs) out << p.file + '\n' + p.title;
        return out;
    };
    if (files(old) != files(*fresh) || old.text != fresh->text) {
        // Other programs or another text: open the lesson again, on the program in view
        // (the student's copies are on disk, so no edit is lost).
        for (const auto& tab : tabs_->tabs()) tab->saver->flush();
        const ProgramTab* current = tabs_->current();
        open_lesson(lesson_, current ? QFileInfo(current->original).fileName() : QString());
    } else {
        panel_->show_text(*fresh);
    }
    emit message(tr("lesson.json changed on disk and was reloaded."), 5000);
    emit reloaded(fresh->path(QStringLiteral("lesson.json")));
}

void LessonController::watch(const QString& path) {
    // A link is not followed (its target is not ours to watch): on_file_changed said so.
    if (!path.isEmpty() && QFileInfo(path).isFile() && !QFileInfo(path).isSymLink() && !watcher_->files().contains(path))
        watcher_->addPath(path);
}

bool LessonController::report_if_not_a_file(const QString& path) {
    const QFileInfo info(path);
    if (!info.exists() && !info.isSymLink()) return false;  // removed, or being replaced by a rename
    QString what;
    if (info.isSymLink()) what = tr("was replaced by a symbolic link (to %1)").arg(info.symLinkTarget());
    else if (!info.isFile()) what = tr("is no longer a regular file");
    else return false;
    for (const auto& tab : tabs_->tabs()) {
        if (tab->path != path) continue;
        emit message(tr("%1 %2: the studio does not follow it and will not save there; your text stays in the "
                        "editor (copy it to a file of your own).").arg(QFileInfo(path).fileName(), what), 0);
        emit reloaded(path);
        return true;
    }
    return false;
}

void LessonController::on_file_changed(const QString& path) {
    // Editors that save by renaming drop the watch: take it up again.
    QTimer::singleShot(50, this, [this, path] {
        if (report_if_not_a_file(path)) return;
        watch(path);
        if (const Lesson* l = lesson(); l && path == l->path(QStringLiteral("lesson.json"))) {
            reload_lesson_json();
            return;
        }
        if (const Lesson* l = lesson(); l && path == l->text_path()) {
            panel_->show_text(*l);
            emit message(tr("The lesson's text changed on disk and was reloaded."), 5000);
            emit reloaded(path);
            return;
        }
        for (const auto& tab : tabs_->tabs()) {
            if (!tab->original.isEmpty() && tab->original == path && lesson()) {
                tab->saver->flush();  // the student's newest typing counts as an edit
                StudentCopy copy;
                if (workspace_.follow_original(lesson()->id, path, &copy)) {
                    tab->editor->replace_text(copy.text);
                    tab->saver->flush();
                    emit message(tr("%1 changed on disk and was reloaded.").arg(tab->title), 5000);
                } else {
                    emit message(tr("The lesson's version of %1 changed on disk; your edits are kept (Reset to see it).").arg(tab->title),
                                 8000);
                }
                emit reloaded(path);
                return;
            }
            if (tab->original.isEmpty() && tab->path == path && !tab->read_only) {
                QString text;
                // Our own save: the student typed on since it was written, so the editor may differ from it.
                if (!read_text(path, &text) || text == tab->editor->text() || text == tab->saver->last_saved()) return;
                if (tab->saver->pending()) {
                    emit message(tr("%1 changed on disk; your unsaved edits are kept.").arg(tab->title), 8000);
                } else {
                    tab->editor->replace_text(text);
                    tab->saver->flush();
                    emit message(tr("%1 changed on disk and was reloaded.").arg(tab->title), 5000);
                }
                emit reloaded(path);
                return;
            }
        }
    });
}

}  // namespace bugbot::studio
