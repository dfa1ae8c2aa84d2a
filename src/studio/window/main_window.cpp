#include "studio/window/main_window.h"
#include "studio/views/plain_text.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "studio/class/class_controls.h"
#include "studio/views/console.h"
#include "studio/views/console_input.h"
#include "studio/run/engine_process.h"
#include "studio/editor/editor.h"
#include "studio/window/lesson_controller.h"
#include "studio/window/lesson_panel.h"
#include "studio/window/reading_layout.h"
#include "studio/work/paths.h"
#include "studio/editor/program_tabs.h"
#include "studio/run/run_heartbeat.h"
#include "studio/views/run_panel.h"
#include "studio/views/variables_pane.h"
#include "studio/editor/scrub_bar.h"
#include "studio/window/submissions_dialog.h"
#include "studio/window/submit_controller.h"

namespace bugbot::studio {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("BugBot Studio"));
    create_parts();
    lay_out();
    create_actions();
    name_parts();
    wire();
    lessons_->load_catalogue();
    if (!gradebook()->ok()) statusBar()->showMessage(gradebook()->error());
    else if (!EngineProcess::sandboxed())
        statusBar()->showMessage(tr("Programs run without a sandbox (BUGBOT_STUDIO_NO_SANDBOX=1): they can reach "
                                    "your files and the network."));
    read_settings();
    zoom_text(0);  // the text panes' sizes before any zoom or presentation
    update_tab_actions();
}

MainWindow::~MainWindow() { tabs_->flush(); }

void MainWindow::closeEvent(QCloseEvent* e) {
    tabs_->flush();
    runs_->forget_runs();
    submit_->cancel();
    write_settings();
    e->accept();
}

void MainWindow::showEvent(QShowEvent* e) {
    QMainWindow::showEvent(e);
    // Once the window has its size (maximised or not) and its frame: on the screen, the editor's columns.
    if (!panes_fitted_) {
        if (geometry_restored_) {
            fit_into_screen();
            // Again once the window manager has framed it: its real title bar, not the style's guess.
            QTimer::singleShot(400, this, &MainWindow::fit_into_screen);
        }
        QMetaObject::invokeMethod(this, &MainWindow::fit_panes, Qt::QueuedConnection);
    }
}

// ---------------------------------------------------------------- wiring

void MainWindow::wire() {
    wire_lessons();
    wire_programs();
    wire_runs();
    wire_submit();
}

void MainWindow::show_status(const QString& text, int ms) { statusBar()->showMessage(text, ms); }

void MainWindow::mark_error(const QString& script, int line, const QString& message) {
    ProgramTab* tab = tabs_->find_path(script);
    if (!tab) return;
    if (line > 0 && tab == tabs_->current()) reading_->show_programs();  // the error's line in view
    if (line > 0) tab->editor->show_error(line, message);
    else tab->editor->clear_error();
}

void MainWindow::wire_lessons() {
    const auto status = &MainWindow::show_status;
    connect(lessons_panel_, &LessonPanel::lesson_chosen, this, [this](int i) { open_lesson(i); });
    connect(lessons_panel_, &LessonPanel::message, this, status);
    connect(lessons_, &LessonController::message, this, status);
    connect(lessons_, &LessonController::cannot_open, console_, &Console::setPlainText);
    connect(lessons_, &LessonController::reloaded, this, &MainWindow::reloaded);
    connect(lessons_, &LessonController::reloaded, scrub_, &ScrubBar::recapture);
    connect(lessons_, &LessonController::opened, this, [this] {
        const Lesson* l = lessons_->lesson();
        runs_->forget_runs();
        runs_->set_world(l ? l->world : script_world_);  // a lesson's: a path, resolved by marking::world_path
        runs_->set_program(tabs_->current_path());
        if (!l) remember_recent(tabs_->current_path());
        setWindowTitle(tr("%1 — BugBot Studio").arg(window_title_text(lessons_->title())));
        update_tab_actions();
        reading_->program_opened(editor());  // the keys to it, unless a lesson was chosen to be read
    });
}

void MainWindow::wire_programs() {
    // The runs shown are the program in view's.
    connect(tabs_, &ProgramTabs::message, this, &MainWindow::show_status);
    connect(tabs_, &ProgramTabs::saved_as, this, &MainWindow::remember_recent);
    connect(tabs_, &ProgramTabs::current_changed, this, [this] {
        runs_->set_program(tabs_->current_path());
        const ProgramTab* tab = tabs_->current();
        scrub_->follow(editor(), tab && tab->read_only);
        // A lesson's program: the lesson's text at the section about it.
        if (tab && !tab->original.isEmpty()) lessons_panel_->show_section(QFileInfo(tab->original).fileName(), tab->title);
        if (live()) runs_->poke_live();  // live mode follows the program in view
        if (presentation_) zoom_text(0);  // each program as large as its lines allow
        update_tab_actions();
    });
    connect(tabs_, &ProgramTabs::text_edited, this, [this](Editor* e) {
        // A scrubbed number (Ctrl+drag or the bar) re-runs even with live mode off.
        if (e == editor() && (live() || e->scrubbing_now())) runs_->poke_live();
    });
}

void MainWindow::wire_runs() {
    runs_->set_live_script([this] {
        ProgramTab* tab = tabs_->current();
        if (!tab || tab->read_only) return QString();
        tab->saver->flush();
        return tab->path;
    });
    connect(runs_, &RunController::model_replaced, this,
            [this] { panel_->show_model(runs_->model(), runs_->ghost(), runs_->twin(), runs_->twin_label()); });
    connect(runs_, &RunController::model_grew, panel_, &RunPanel::model_grew);
    connect(panel_, &RunPanel::shown, this, [this](const RunModel* model, double t) {
        variables_->show_model(model, t);
        // input() waits on a line: now, whatever time the view shows.
        const bool live_run = model && model == runs_->model() && runs_->running();
        console_input_->ask(live_run ? model->waiting_for_input() : std::nullopt);
        Editor* e = editor();
        if (run_line_editor_ && run_line_editor_ != e) run_line_editor_->show_run_line(0);
        run_line_editor_ = e;
        if (e) e->show_run_line(model ? model->line_at(t) : 0);
    });
    connect(console_input_, &ConsoleInput::typed, this, [this](const QString& text) { runs_->engine()->type_line(text); });
    connect(runs_, &RunController::state_changed, this, [this](RunState s) {
        stop_act_->setEnabled(s != RunState::Idle);
        pause_act_->setEnabled(runs_->can_pause());  // robot_controls.h: why
        pause_act_->setChecked(s == RunState::Paused);
        // "Paused" goes when the pause does; any other message stays (a planted link's warning
        // may come in before the run's end, and must not be wiped by it).
        if (s == RunState::Paused) statusBar()->showMessage(tr("Paused"));
        else if (statusBar()->currentMessage() == tr("Paused")) statusBar()->clearMessage();
    });
    emit runs_->state_changed(runs_->state());
    show_heartbeat(new RunHeartbeat(runs_, stop_act_->shortcut().toString(QKeySequence::NativeText), this));
    connect(runs_, &RunController::finished, this, [this] {
        panel_->refresh();
        emit run_finished();
    });
    connect(runs_, &RunController::live_picture_updated, this, &MainWindow::live_picture_updated);
    connect(runs_, &RunController::live_run_failed, this, &MainWindow::live_run_failed);
    connect(runs_, &RunController::error_at, this, &MainWindow::mark_error);
    connect(console_, &Console::line_clicked, this, [this](int line) {
        if (Editor* e = editor()) e->go_to_line(line);
    });
}

void MainWindow::update_tab_actions() {
    const ProgramTab* tab = tabs_->current();
    const bool editable = tab && !tab->read_only;
    run_act_->setEnabled(editable);
    reset_act_->setEnabled(editable && !tab->original.isEmpty());
    restore_act_->setVisible(tab && tab->read_only && !tab->restores_to.isEmpty());
    submit_act_->setEnabled(lessons_->lesson() && !submit_->busy());
}

// ---------------------------------------------------------------- what the parts do, for the actions and tests

bool MainWindow::open_target(const QString& target) {
    if (!lessons_->open_target(target)) return false;
    if (!target.endsWith(QLatin1String(".py"))) reading_->show_lesson();  // a lesson is read first
    return true;
}
bool MainWindow::open_lesson(int index, const QString& program_file) { return lessons_->open_lesson(index, program_file); }
bool MainWindow::open_script(const QString& path) { return lessons_->open_script(path); }
void MainWindow::reset_to_lesson() { lessons_->reset_to_lesson(this); }
double MainWindow::speed_pace() const { return speed_->currentData().toDouble(); }

QString MainWindow::prepare_run() {
    ProgramTab* tab = tabs_->current();
    if (!tab) return {};
    if (tab->read_only) {
        statusBar()->showMessage(tr("This is a submitted version: it is shown, not run."), 5000);
        return {};
    }
    tab->saver->flush();
    tab->editor->clear_error();
    return tab->path;
}

void MainWindow::run(double pace) {
    if (const QString path = prepare_run(); !path.isEmpty()) runs_->run(path, pace < 0 ? speed_pace() : pace);
}

void MainWindow::stop() { runs_->stop(); }
void MainWindow::set_paused(bool paused) { runs_->set_paused(paused); }
bool MainWindow::live() const { return runs_->live(); }

void MainWindow::set_live(bool on) {
    runs_->set_live(on);
    live_act_->setChecked(on);
    if (on) statusBar()->showMessage(tr("Live: every edit re-runs the program."), 4000);
}

QString MainWindow::submit_target() const { return lessons_->submission_path(); }

void MainWindow::submit() {
    const Lesson* lesson = lessons_->lesson();
    const QString target = submit_target();
    if (!lesson || target.isEmpty() || submit_->busy()) return;
    const QString shown = tabs_->current_path();
    if (shown != target && !qEnvironmentVariableIsSet("BUGBOT_STUDIO_NO_DIALOGS") &&
        QMessageBox::question(this, tr("Submit"),
                              tr("Submit %1, your program for this lesson?\n\n(The program in view, %2, is not the one that is marked.)")
                                  .arg(QFileInfo(target).fileName(), tabs_->current() ? tabs_->current()->title : QString())) !=
            QMessageBox::Yes)
        return;
    tabs_->flush();
    QString source;
    if (ProgramTab* tab = tabs_->find_path(target)) source = tab->editor->text();
    else read_text(target, &source);
    // In a class the program goes there too; the marks here are then practice.
    const bool in_class = class_->in_class();
    if (const QString closed = in_class ? class_->closed(lesson->id) : QString(); !closed.isEmpty())
        return statusBar()->showMessage(closed, 0);  // nothing sent, nothing marked: the teacher closed it
    if (in_class && !class_->submit(lesson->id, target, source).isEmpty())
        statusBar()->showMessage(tr("%1 sent, waiting for the class; the practice marks come first").arg(QFileInfo(target).fileName()),
                                 8000);
    submit_->set_practice(in_class);
    submit_->submit(*lesson, target, source);
}

void MainWindow::show_class_marks(const QString& lesson_id, const QString& file, const QString& source,
                                  const SubmissionMark& mark) {
    show_class_marks_box(this, statusBar(), lessons(), {lesson_id, file, source}, mark);
}

void MainWindow::show_time(double t) { panel_->show_time(t); }
void MainWindow::refresh_views() { panel_->refresh(); }
bool MainWindow::export_png(const QString& path) {
    // A run that just ended may have resized the strip without the layout having caught up yet;
    // the picture is of the panel as it will look, so settle pending layouts first.
    for (int pass = 0; pass < 3; ++pass) QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    const ProgramTab* tab = tabs_->current();
    const QString name = tab ? QFileInfo(tab->path.isEmpty() ? tab->title : tab->path).fileName() : QString();
    return panel_->export_png(path, lessons_->lesson() ? tr("%1 — %2").arg(name, lessons_->lesson()->title) : name);
}
bool MainWindow::export_csv(const QString& path, QString* error) { return panel_->export_csv(path, error); }

const Workspace& MainWindow::workspace() const { return lessons_->workspace(); }
Gradebook* MainWindow::gradebook() const { return submit_->gradebook(); }
const QList<Lesson>& MainWindow::lessons() const { return lessons_->lessons(); }
int MainWindow::lesson_index() const { return lessons_->index(); }
QString MainWindow::status_text() const { return statusBar()->currentMessage(); }

}  // namespace bugbot::studio
