#include "studio/main_window.h"

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
#include <QTextBrowser>
#include <QVBoxLayout>

#include "studio/console.h"
#include "studio/console_input.h"
#include "studio/engine_process.h"
#include "studio/editor.h"
#include "studio/lesson_controller.h"
#include "studio/lesson_panel.h"
#include "studio/paths.h"
#include "studio/program_tabs.h"
#include "studio/run_panel.h"
#include "studio/variables_pane.h"
#include "studio/scrub_bar.h"
#include "studio/submit_controller.h"

namespace bugbot::studio {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("BugBot Studio"));
    create_parts();
    lay_out();
    create_actions();
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
    // Once the window has its size (maximised or not): the editor's columns.
    if (!panes_fitted_) QMetaObject::invokeMethod(this, &MainWindow::fit_panes, Qt::QueuedConnection);
}

// ---------------------------------------------------------------- parts and layout

void MainWindow::create_parts() {
    submit_ = new SubmitController(Workspace(user_data_dir()).gradebook_path(), this);
    lessons_panel_ = new LessonPanel(this);
    tabs_ = new ProgramTabs(this);
    scrub_ = new ScrubBar(this);
    console_ = new Console(this);
    variables_ = new VariablesPane(this);
    console_input_ = new ConsoleInput(this);
    panel_ = new RunPanel(console_, this);
    runs_ = new RunController(this);
    lessons_ = new LessonController(tabs_, lessons_panel_, submit_->gradebook(), this);
    api_dock_ = new QDockWidget(tr("API reference"), this);
    api_dock_->setObjectName("api");
    api_view_ = new QTextBrowser(api_dock_);
    api_dock_->setWidget(api_view_);

    // While marking: what it is doing, and a way out.
    marking_bar_ = new QWidget(this);
    auto* row = new QHBoxLayout(marking_bar_);
    row->setContentsMargins(0, 0, 0, 0);
    marking_label_ = new QLabel(marking_bar_);
    auto* cancel = new QPushButton(tr("Cancel marking"), marking_bar_);
    connect(cancel, &QPushButton::clicked, submit_, &SubmitController::cancel);
    row->addWidget(marking_label_);
    row->addWidget(cancel);
    statusBar()->addPermanentWidget(marking_bar_);
    marking_bar_->hide();
}

void MainWindow::lay_out() {
    // Left: lessons and their text. Middle: the programs, the scrub bar, the
    // console. Right: the run.
    main_split_ = new QSplitter(Qt::Horizontal, this);
    main_split_->setObjectName("main");
    middle_split_ = new QSplitter(Qt::Vertical, main_split_);
    auto* edit_box = new QWidget(middle_split_);
    auto* edit_layout = new QVBoxLayout(edit_box);
    edit_layout->setContentsMargins(0, 0, 0, 0);
    edit_layout->setSpacing(2);
    edit_layout->addWidget(tabs_, 1);
    edit_layout->addWidget(scrub_);
    middle_split_->addWidget(edit_box);
    // The console with the variables beside it, both at the timeline's time.
    auto* console_split = new QSplitter(Qt::Horizontal, middle_split_);
    // The console, and under it the line input() reads while the run waits.
    auto* console_box = new QWidget(console_split);
    auto* console_layout = new QVBoxLayout(console_box);
    console_layout->setContentsMargins(0, 0, 0, 0);
    console_layout->setSpacing(0);
    console_layout->addWidget(console_, 1);
    console_layout->addWidget(console_input_);
    console_split->addWidget(console_box);
    console_split->addWidget(variables_);
    console_split->setStretchFactor(0, 3);
    console_split->setStretchFactor(1, 2);
    console_split->setSizes({320, 220});
    middle_split_->addWidget(console_split);
    middle_split_->setStretchFactor(0, 3);
    middle_split_->setStretchFactor(1, 1);
    middle_split_->setSizes({620, 280});

    main_split_->addWidget(lessons_panel_);
    main_split_->addWidget(middle_split_);
    main_split_->addWidget(panel_);
    main_split_->setStretchFactor(0, 3);
    main_split_->setStretchFactor(1, 4);
    main_split_->setStretchFactor(2, 5);
    main_split_->setSizes({400, 560, 640});
    setCentralWidget(main_split_);
    addDockWidget(Qt::RightDockWidgetArea, api_dock_);
    api_dock_->hide();
}

void MainWindow::fit_panes() {
    panes_fitted_ = true;
    if (presentation_ || QSettings().contains("window/main_split")) return;  // the student's own layout
    // The editor gets 80 columns when the lessons and the run keep enough.
    const int w = main_split_->width();
    const QFontMetrics fm(Editor::text_font());
    const int eighty = fm.horizontalAdvance(QString(80, '0')) + fm.horizontalAdvance(QStringLiteral("0000")) + 40;
    const int lessons = std::clamp(w / 5, 200, 420);
    const int editor = std::clamp(w - lessons - w / 3, 300, eighty);
    main_split_->setSizes({lessons, editor, w - lessons - editor});
}

// ---------------------------------------------------------------- settings

void MainWindow::read_settings() {
    QSettings s;
    resize(1600, 980);
    if (s.contains("window/geometry")) restoreGeometry(s.value("window/geometry").toByteArray());
    if (s.contains("window/state")) restoreState(s.value("window/state").toByteArray());
    if (s.contains("window/main_split")) main_split_->restoreState(s.value("window/main_split").toByteArray());
    if (s.contains("window/middle_split")) middle_split_->restoreState(s.value("window/middle_split").toByteArray());
    speed_->setCurrentIndex(std::clamp(s.value("run/speed", 0).toInt(), 0, speed_->count() - 1));
}

void MainWindow::write_settings() const {
    QSettings s;
    s.setValue("window/geometry", saveGeometry());
    s.setValue("window/state", saveState());
    if (!presentation_) s.setValue("window/main_split", main_split_->saveState());
    s.setValue("window/middle_split", middle_split_->saveState());
    s.setValue("run/speed", speed_->currentIndex());
    const Lesson* l = lessons_->lesson();
    s.setValue("last/target", l ? l->id : tabs_->current_path());
    s.setValue("last/program", QFileInfo(tabs_->current_path()).fileName());
}

void MainWindow::fit_screen() {
    if (QSettings().contains("window/geometry")) return;  // where the student left it
    QScreen* screen = QApplication::primaryScreen();
    if (!screen) return;
    // First launch: fit the screen; a small one gets all of it.
    const QRect avail = screen->availableGeometry();
    resize(std::min(1600, avail.width()), std::min(980, avail.height()));
    if (avail.width() < 1400) setWindowState(windowState() | Qt::WindowMaximized);
}

bool MainWindow::open_last() {
    QSettings s;
    const QString target = s.value("last/target").toString();
    if (!target.isEmpty()) {
        const int i = find_lesson(lessons_->lessons(), target);
        if (i >= 0 && open_lesson(i, s.value("last/program").toString())) return true;
        if (QFileInfo(target).isFile() && open_script(target)) return true;
    }
    return open_target(QString());
}

// ---------------------------------------------------------------- wiring

void MainWindow::wire() {
    auto status = [this](const QString& text, int ms) { statusBar()->showMessage(text, ms); };
    // Lessons and files.
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
        setWindowTitle(tr("%1 — BugBot Studio").arg(lessons_->title()));
        update_tab_actions();
    });

    // The programs: the runs shown are the program in view's.
    connect(tabs_, &ProgramTabs::message, this, status);
    connect(tabs_, &ProgramTabs::current_changed, this, [this] {
        runs_->set_program(tabs_->current_path());
        const ProgramTab* tab = tabs_->current();
        scrub_->follow(editor(), tab && tab->read_only);
        if (tab) lessons_panel_->show_section(tab->title);
        if (live()) runs_->poke_live();  // live mode follows the program in view
        if (presentation_) zoom_text(0);  // each program as large as its lines allow
        update_tab_actions();
    });
    connect(tabs_, &ProgramTabs::text_edited, this, [this](Editor* e) {
        // A Ctrl+dragged number re-runs even with live mode off.
        if (e == editor() && (live() || e->scrubbing_now())) runs_->poke_live();
    });
    connect(scrub_, &ScrubBar::scrubbed, runs_, &RunController::poke_live);  // even with live mode off

    // Runs.
    runs_->set_live_script([this] {
        ProgramTab* tab = tabs_->current();
        if (!tab || tab->read_only) return QString();
        tab->saver->flush();
        return tab->path;
    });
    connect(runs_, &RunController::model_replaced, this, [this] { panel_->show_model(runs_->model(), runs_->ghost()); });
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
        pause_act_->setEnabled(s != RunState::Idle);
        pause_act_->setChecked(s == RunState::Paused);
        statusBar()->showMessage(s == RunState::Paused ? tr("Paused") : QString(), s == RunState::Paused ? 0 : 1);
    });
    emit runs_->state_changed(runs_->state());
    connect(runs_, &RunController::finished, this, [this] {
        panel_->refresh();
        emit run_finished();
    });
    connect(runs_, &RunController::live_picture_updated, this, &MainWindow::live_picture_updated);
    connect(runs_, &RunController::live_run_failed, this, &MainWindow::live_run_failed);
    auto mark_error = [this](const QString& script, int line, const QString& message) {
        ProgramTab* tab = tabs_->find_path(script);
        if (!tab) return;
        if (line > 0) tab->editor->show_error(line, message);
        else tab->editor->clear_error();
    };
    connect(runs_, &RunController::error_at, this, mark_error);
    connect(console_, &Console::line_clicked, this, [this](int line) {
        if (Editor* e = editor()) e->go_to_line(line);
    });

    // Submit.
    connect(submit_, &SubmitController::message, this, status);
    connect(submit_, &SubmitController::progress, marking_label_, &QLabel::setText);
    connect(submit_, &SubmitController::busy_changed, marking_bar_, &QWidget::setVisible);
    connect(submit_, &SubmitController::busy_changed, this, [this] { update_tab_actions(); });
    connect(submit_, &SubmitController::submitted, this, &MainWindow::submitted);
    connect(submit_, &SubmitController::not_parsed, this, [this, mark_error](const QString& file, int line, const QString& m) {
        tabs_->select(tabs_->find_path(file));
        mark_error(file, line, m);
    });
    connect(submit_, &SubmitController::progress_changed, this, [this] { lessons_panel_->refresh_progress(gradebook()); });
    connect(submit_, &SubmitController::reopen, this, [this](const StoredSubmission& s) {
        tabs_->select(tabs_->add(QStringLiteral("%1 %2").arg(s.file, s.when.toString("MM-dd HH:mm")), QString(), s.source, QString(), true));
    });
}

void MainWindow::update_tab_actions() {
    const ProgramTab* tab = tabs_->current();
    const bool editable = tab && !tab->read_only;
    run_act_->setEnabled(editable);
    reset_act_->setEnabled(editable && !tab->original.isEmpty());
    submit_act_->setEnabled(lessons_->lesson() && !submit_->busy());
}

// ---------------------------------------------------------------- what the parts do, for the actions and tests

bool MainWindow::open_target(const QString& target) { return lessons_->open_target(target); }
bool MainWindow::open_lesson(int index, const QString& program_file) { return lessons_->open_lesson(index, program_file); }
bool MainWindow::open_script(const QString& path) { return lessons_->open_script(path); }
void MainWindow::reset_to_lesson() { lessons_->reset_to_lesson(this); }
double MainWindow::speed_pace() const { return speed_->currentData().toDouble(); }

void MainWindow::run(double pace) {
    ProgramTab* tab = tabs_->current();
    if (!tab) return;
    if (tab->read_only) {
        statusBar()->showMessage(tr("This is a submitted version: it is shown, not run."), 5000);
        return;
    }
    tab->saver->flush();
    tab->editor->clear_error();
    runs_->run(tab->path, pace < 0 ? speed_pace() : pace);
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
    submit_->submit(*lesson, target, source);
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

Editor* MainWindow::editor() const { return tabs_->editor(); }
MatView* MainWindow::mat_view() const { return panel_->mat(); }
WeightStrip* MainWindow::weight_strip() const { return panel_->strip(); }
StripChart* MainWindow::charts() const { return panel_->charts(); }
QSlider* MainWindow::timeline() const { return panel_->timeline(); }
const Workspace& MainWindow::workspace() const { return lessons_->workspace(); }
Gradebook* MainWindow::gradebook() const { return submit_->gradebook(); }
const QList<Lesson>& MainWindow::lessons() const { return lessons_->lessons(); }
int MainWindow::lesson_index() const { return lessons_->index(); }
QString MainWindow::current_path() const { return tabs_->current_path(); }
QString MainWindow::status_text() const { return statusBar()->currentMessage(); }

}  // namespace bugbot::studio
