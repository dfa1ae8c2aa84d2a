#include "studio/main_window.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTextStream>
#include <QToolBar>
#include <QVBoxLayout>

#include "studio/console.h"
#include "studio/editor.h"
#include "studio/lesson_controller.h"
#include "studio/lesson_panel.h"
#include "studio/paths.h"
#include "studio/program_tabs.h"
#include "studio/run_panel.h"
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
    resize(1600, 980);
    QSettings settings;
    if (settings.contains("window/geometry")) restoreGeometry(settings.value("window/geometry").toByteArray());
    update_tab_actions();
}

MainWindow::~MainWindow() { tabs_->flush(); }

void MainWindow::closeEvent(QCloseEvent* e) {
    tabs_->flush();
    runs_->forget_runs();
    QSettings().setValue("window/geometry", saveGeometry());
    e->accept();
}

// ---------------------------------------------------------------- parts, layout, actions

void MainWindow::create_parts() {
    submit_ = new SubmitController(Workspace(data_dir()).gradebook_path(), this);
    lessons_panel_ = new LessonPanel(this);
    tabs_ = new ProgramTabs(this);
    scrub_ = new ScrubBar(this);
    console_ = new Console(this);
    panel_ = new RunPanel(console_, this);
    runs_ = new RunController(this);
    lessons_ = new LessonController(tabs_, lessons_panel_, submit_->gradebook(), this);
    api_dock_ = new QDockWidget(tr("API reference"), this);
    api_dock_->setObjectName("api");
    api_view_ = new QTextBrowser(api_dock_);
    api_dock_->setWidget(api_view_);
}

void MainWindow::lay_out() {
    // Left: lessons and their text. Middle: the programs, the scrub bar, the
    // console. Right: the run.
    main_split_ = new QSplitter(Qt::Horizontal, this);
    auto* middle = new QSplitter(Qt::Vertical, main_split_);
    auto* edit_box = new QWidget(middle);
    auto* edit_layout = new QVBoxLayout(edit_box);
    edit_layout->setContentsMargins(0, 0, 0, 0);
    edit_layout->setSpacing(2);
    edit_layout->addWidget(tabs_, 1);
    edit_layout->addWidget(scrub_);
    middle->addWidget(edit_box);
    middle->addWidget(console_);
    middle->setStretchFactor(0, 3);
    middle->setStretchFactor(1, 1);
    middle->setSizes({620, 280});

    main_split_->addWidget(lessons_panel_);
    main_split_->addWidget(middle);
    main_split_->addWidget(panel_);
    main_split_->setStretchFactor(0, 3);
    main_split_->setStretchFactor(1, 4);
    main_split_->setStretchFactor(2, 5);
    main_split_->setSizes({400, 560, 640});
    setCentralWidget(main_split_);
    addDockWidget(Qt::RightDockWidgetArea, api_dock_);
    api_dock_->hide();
}

void MainWindow::create_actions() {
    QToolBar* bar = addToolBar(tr("Run"));
    bar->setObjectName("run");
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    QMenu* file_menu = menuBar()->addMenu(tr("&File"));
    QMenu* run_menu = menuBar()->addMenu(tr("&Run"));
    QMenu* view_menu = menuBar()->addMenu(tr("&View"));
    QMenu* help_menu = menuBar()->addMenu(tr("&Help"));

    auto make = [this](const QString& text, const QKeySequence& key, auto slot) {
        auto* a = new QAction(text, this);
        if (!key.isEmpty()) a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        addAction(a);
        return a;
    };
    QAction* open = make(tr("Open script…"), QKeySequence::Open, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a script"), QDir::homePath(), tr("Python (*.py)"));
        if (!path.isEmpty()) open_script(path);
    });
    reset_act_ = make(tr("Reset to the lesson's version"), QKeySequence(), [this] { reset_to_lesson(); });
    QAction* png = make(tr("Export picture (PNG)…"), QKeySequence(), [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export the mat and charts"), QDir::homePath() + "/run.png", tr("PNG (*.png)"));
        if (!path.isEmpty() && !export_png(path)) QMessageBox::warning(this, tr("Export"), tr("Could not write %1").arg(path));
    });
    QAction* csv = make(tr("Export series (CSV)…"), QKeySequence(), [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export the plotted series"), QDir::homePath() + "/run.csv", tr("CSV (*.csv)"));
        QString error;
        if (!path.isEmpty() && !export_csv(path, &error)) QMessageBox::warning(this, tr("Export"), error);
    });
    submit_act_ = make(tr("Submit"), QKeySequence(Qt::CTRL | Qt::Key_Return), [this] { submit(); });
    QAction* history = make(tr("Submissions…"), QKeySequence(), [this] {
        if (const Lesson* l = lessons_->lesson()) submit_->show_submissions(*l);
    });
    QAction* quit = make(tr("Quit"), QKeySequence::Quit, [this] { close(); });
    file_menu->addActions({open, reset_act_});
    file_menu->addSeparator();
    file_menu->addActions({png, csv});
    file_menu->addSeparator();
    file_menu->addActions({submit_act_, history});
    file_menu->addSeparator();
    file_menu->addAction(quit);

    run_act_ = make(tr("Run"), QKeySequence(Qt::Key_F5), [this] { run(); });
    stop_act_ = make(tr("Stop"), QKeySequence(Qt::SHIFT | Qt::Key_F5), [this] { stop(); });
    QAction* esc = make(QString(), QKeySequence(Qt::Key_Escape), [this] {
        if (!tabs_->close_find()) stop();
    });
    (void)esc;
    pause_act_ = make(tr("Pause"), QKeySequence(Qt::Key_F7), [this] { set_paused(runs_->state() != RunState::Paused); });
    pause_act_->setCheckable(true);
    live_act_ = make(tr("Live"), QKeySequence(Qt::Key_F6), [this] { set_live(!live()); });
    live_act_->setCheckable(true);
    live_act_->setToolTip(tr("Re-run on every edit, as fast as possible (F6)"));
    speed_ = new QComboBox(this);
    speed_->addItem(tr("1x"), 1.0);
    speed_->addItem(tr("2x"), 2.0);
    speed_->addItem(tr("5x"), 5.0);
    speed_->addItem(tr("as fast as possible"), 0.0);
    speed_->setToolTip(tr("How fast simulated time passes"));
    connect(speed_, &QComboBox::currentIndexChanged, this, [this] { runs_->set_pace(speed_pace()); });
    run_menu->addActions({run_act_, stop_act_, pause_act_, live_act_});

    present_act_ = make(tr("Presentation"), QKeySequence(Qt::Key_F11), [this] { set_presentation(!presentation_); });
    present_act_->setCheckable(true);
    ghost_act_ = make(tr("Ghost of the previous run"), QKeySequence(), [this] { panel_->set_ghost_visible(ghost_act_->isChecked()); });
    ghost_act_->setCheckable(true);
    ghost_act_->setChecked(true);
    QAction* find = make(tr("Find…"), QKeySequence::Find, [this] { tabs_->show_find(); });
    QAction* zoom_in = make(tr("Bigger text"), QKeySequence(Qt::CTRL | Qt::Key_Equal), [this] {
        if (Editor* e = editor()) e->zoomIn();
    });
    QAction* zoom_out = make(tr("Smaller text"), QKeySequence(Qt::CTRL | Qt::Key_Minus), [this] {
        if (Editor* e = editor()) e->zoomOut();
    });
    QAction* next = make(tr("Next lesson"), QKeySequence(Qt::ALT | Qt::Key_Right), [this] { lessons_->next_lesson(1); });
    QAction* prev = make(tr("Previous lesson"), QKeySequence(Qt::ALT | Qt::Key_Left), [this] { lessons_->next_lesson(-1); });
    QAction* next_tab = make(tr("Next program"), QKeySequence(Qt::CTRL | Qt::Key_PageDown), [this] { tabs_->next(); });
    view_menu->addActions({present_act_, ghost_act_, find, zoom_in, zoom_out, next, prev, next_tab});

    QAction* api = make(tr("API reference"), QKeySequence(Qt::Key_F1), [this] { show_api_reference(); });
    help_menu->addAction(api);

    bar->addActions({run_act_, stop_act_, pause_act_});
    bar->addWidget(speed_);
    bar->addSeparator();
    bar->addAction(live_act_);
    bar->addSeparator();
    bar->addActions({reset_act_, submit_act_, history});
    bar->addSeparator();
    bar->addActions({present_act_, api});
}

void MainWindow::wire() {
    auto status = [this](const QString& text, int ms) { statusBar()->showMessage(text, ms); };
    // Lessons and files.
    connect(lessons_panel_, &LessonPanel::lesson_chosen, this, [this](int i) { open_lesson(i); });
    connect(lessons_, &LessonController::message, this, status);
    connect(lessons_, &LessonController::cannot_open, console_, &Console::setPlainText);
    connect(lessons_, &LessonController::reloaded, this, &MainWindow::reloaded);
    connect(lessons_, &LessonController::reloaded, scrub_, &ScrubBar::recapture);
    connect(lessons_, &LessonController::opened, this, [this] {
        const Lesson* l = lessons_->lesson();
        runs_->forget_runs();
        runs_->set_world(l ? l->world : QString());  // a path, resolved by marking::world_path
        runs_->set_program(tabs_->current_path());
        setWindowTitle(tr("%1 — BugBot Studio").arg(lessons_->title()));
        update_tab_actions();
    });

    // The programs: the runs shown are the program in view's.
    connect(tabs_, &ProgramTabs::message, this, status);
    connect(tabs_, &ProgramTabs::current_changed, this, [this] {
        runs_->set_program(tabs_->current_path());
        const ProgramTab* tab = tabs_->current();
        scrub_->follow(editor(), tab && tab->read_only);
        update_tab_actions();
    });
    connect(tabs_, &ProgramTabs::text_edited, this, [this](Editor* e) {
        if (e != editor()) return;
        // Alt+drag scrubbing re-runs even with live mode off.
        const bool alt_drag = QApplication::mouseButtons() != Qt::NoButton && (QApplication::keyboardModifiers() & Qt::AltModifier);
        if (live() || alt_drag) runs_->poke_live();
    });
    connect(tabs_, &ProgramTabs::scrubbing, this, [this](bool active) {
        if (active && !live()) runs_->poke_live();
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
    connect(runs_, &RunController::error_at, this, [this](const QString& script, int line, const QString& message) {
        ProgramTab* tab = tabs_->find_path(script);
        if (!tab) return;
        if (line > 0) tab->editor->show_error(line, message);
        else tab->editor->clear_error();
    });
    connect(console_, &Console::line_clicked, this, [this](int line) {
        if (Editor* e = editor()) e->go_to_line(line);
    });

    // Submit.
    connect(submit_, &SubmitController::message, this, status);
    connect(submit_, &SubmitController::busy_changed, this, [this] { update_tab_actions(); });
    connect(submit_, &SubmitController::submitted, this, &MainWindow::submitted);
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

void MainWindow::submit() {
    ProgramTab* tab = tabs_->current();
    const Lesson* lesson = lessons_->lesson();
    if (!tab || tab->read_only || !lesson) return;
    tab->saver->flush();
    submit_->submit(*lesson, tab->path, tab->editor->text());
}

void MainWindow::show_time(double t) { panel_->show_time(t); }
void MainWindow::refresh_views() { panel_->refresh(); }

Editor* MainWindow::editor() const { return tabs_->editor(); }
MatView* MainWindow::mat_view() const { return panel_->mat(); }
WeightStrip* MainWindow::weight_strip() const { return panel_->strip(); }
StripChart* MainWindow::charts() const { return panel_->charts(); }
QWidget* MainWindow::run_panel() const { return panel_; }
QSlider* MainWindow::timeline() const { return panel_->timeline(); }
const Workspace& MainWindow::workspace() const { return lessons_->workspace(); }
Gradebook* MainWindow::gradebook() const { return submit_->gradebook(); }
const QList<Lesson>& MainWindow::lessons() const { return lessons_->lessons(); }
int MainWindow::lesson_index() const { return lessons_->index(); }
QString MainWindow::current_path() const { return tabs_->current_path(); }
QString MainWindow::status_text() const { return statusBar()->currentMessage(); }

// ---------------------------------------------------------------- presentation, help, export

void MainWindow::set_presentation(bool on) {
    if (on == presentation_) return;
    presentation_ = on;
    present_act_->setChecked(on);
    if (on) {
        normal_sizes_ = main_split_->sizes();
        lessons_panel_->hide();
        menuBar()->hide();  // room for the mat; the keys and the toolbar still work
        QFont f = font();
        f.setPointSizeF(f.pointSizeF() * 1.5);
        setFont(f);
        tabs_->set_zoom(8);
        panel_->set_large(true);
        const int w = main_split_->width();
        main_split_->setSizes({0, w * 2 / 5, w * 3 / 5});
        statusBar()->showMessage(tr("Presentation: F5 run, Esc stop, F6 live, Alt+→ next lesson, F11 back"), 6000);
    } else {
        lessons_panel_->show();
        menuBar()->show();
        setFont(QFont());
        panel_->set_large(false);
        tabs_->set_zoom(0);
        if (!normal_sizes_.isEmpty()) main_split_->setSizes(normal_sizes_);
    }
}

void MainWindow::show_api_reference() {
    QString text, error;
    if (read_text(api_doc_path(), &text, &error)) {
        api_view_->setMarkdown(text);
    } else {
        api_view_->setMarkdown(tr("*The API reference (docs/api.md) is not there yet.*\n\n%1").arg(error));
    }
    api_dock_->show();
    api_dock_->raise();
}

bool MainWindow::export_png(const QString& path) { return panel_->grab().save(path, "PNG"); }

bool MainWindow::export_csv(const QString& path, QString* error) {
    QString out = QStringLiteral("series,t,value\n");
    QTextStream s(&out);
    if (const RunModel* m = model()) {
        for (const Series& series : m->series()) {
            QString name = QString::fromStdString(series.name());
            if (name.contains(',') || name.contains('"')) name = '"' + name.replace('"', "\"\"") + '"';
            for (const SeriesPoint& p : series.points()) s << name << ',' << p.t << ',' << QString::number(p.v, 'g', 10) << '\n';
        }
    }
    s.flush();
    return write_text(path, out, error);
}

}  // namespace bugbot::studio
