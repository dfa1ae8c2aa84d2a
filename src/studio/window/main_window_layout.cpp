// The window's parts, their layout on the screen it opens on, and the
// settings that bring the layout back (QSettings).
#include <QApplication>
#include <QDockWidget>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSlider>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "studio/views/console.h"
#include "studio/views/console_input.h"
#include "studio/editor/editor.h"
#include "studio/window/lesson_controller.h"
#include "studio/window/focus_ring.h"
#include "studio/window/lesson_panel.h"
#include "studio/window/reading_layout.h"
#include "studio/views/mat_view.h"
#include "studio/views/strip_chart.h"
#include "studio/views/weight_strip.h"
#include "studio/window/main_window.h"
#include "studio/run/run_heartbeat.h"
#include "studio/work/paths.h"
#include "studio/editor/program_tabs.h"
#include "studio/class/board_controls.h"
#include "studio/class/class_controls.h"
#include "studio/robot/robot_controls.h"
#include "studio/views/run_panel.h"
#include "studio/editor/scrub_bar.h"
#include "studio/window/submit_controller.h"
#include "studio/views/variables_pane.h"
#include "studio/work/workspace.h"

namespace bugbot::studio {

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
    robot_ = new RobotControls(runs_, statusBar(), this);
    lessons_ = new LessonController(tabs_, lessons_panel_, submit_->gradebook(), this);
    create_help_dock();  // main_window_help.cpp

    // While marking: what it is doing, and a way out.
    marking_bar_ = new QWidget(this);
    auto* row = new QHBoxLayout(marking_bar_);
    row->setContentsMargins(0, 0, 0, 0);
    marking_label_ = new QLabel(marking_bar_);
    marking_label_->setTextFormat(Qt::PlainText);
    auto* cancel = new QPushButton(tr("Cancel marking"), marking_bar_);
    connect(cancel, &QPushButton::clicked, submit_, &SubmitController::cancel);
    row->addWidget(marking_label_);
    row->addWidget(cancel);
    statusBar()->addPermanentWidget(marking_bar_);
    marking_bar_->hide();
    class_ = new ClassControls(this);  // the Class menu, its status, Submit in a class
    statusBar()->addPermanentWidget(class_->status_label());
    // The class's marks go into the gradebook, as the class's (before the window shows them).
    connect(class_, &ClassControls::result_arrived, submit_, &SubmitController::keep_class_marks);
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
    // The lessons' column (the main split's first) and the programs' place (the middle's first).
    reading_ = new ReadingLayout(main_split_, middle_split_, lessons_panel_, edit_box);
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

    main_split_->addWidget(middle_split_);
    main_split_->addWidget(panel_);
    main_split_->setStretchFactor(0, 3);
    main_split_->setStretchFactor(1, 4);
    main_split_->setStretchFactor(2, 5);
    main_split_->setSizes({400, 560, 640});
    // The real robot's banner over the panes, while a run drives one (robot_controls.h).
    auto* central = new QWidget(this);
    auto* column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(robot_->banner());
    column->addWidget(main_split_, 1);
    setCentralWidget(central);
    new FocusRing(this);  // the keys' place, seen on every pane, the toolbar's and the dock's too
    addDockWidget(Qt::RightDockWidgetArea, api_dock_);
    api_dock_->hide();
}

void MainWindow::fit_panes() {
    panes_fitted_ = true;
    if (presentation_) return;
    reading_->fit(QSettings().contains("window/main_split"));
}

void MainWindow::fit_into_screen() {
    if (isMaximized() || isFullScreen()) return;
    QScreen* s = QGuiApplication::screenAt(geometry().center());
    if (!s) s = screen() ? screen() : QApplication::primaryScreen();
    if (!s) return;
    const QRect avail = s->availableGeometry();
    // The title bar and borders once the window manager has framed the window
    // (showEvent fits it again then: before, the frame is not known).
    const QSize frame = frameGeometry().size() - geometry().size();
    const QSize fits = size().boundedTo(avail.size() - frame);
    if (fits != size()) resize(fits);
    const QRect g = frameGeometry();
    const QPoint at(std::clamp(g.left(), avail.left(), std::max(avail.left(), avail.right() + 1 - g.width())),
                    std::clamp(g.top(), avail.top(), std::max(avail.top(), avail.bottom() + 1 - g.height())));
    if (at != g.topLeft()) move(at);
}

void MainWindow::focus_pane(int step) {
    // In the order they sit, left to right, top to bottom.
    QList<QWidget*> panes;
    panes << lessons_panel_->list() << lessons_panel_->text_view() << editor() << scrub_->slider() << console_ << console_input_
          << variables_ << panel_->mat() << panel_->strip() << panel_->charts() << panel_->timeline() << speed_;
    QWidget* focus = QApplication::focusWidget();
    qsizetype at = -1;
    for (qsizetype i = 0; i < panes.size(); ++i) {
        if (panes[i] && focus && (panes[i] == focus || panes[i]->isAncestorOf(focus))) at = i;
    }
    const qsizetype n = panes.size();
    for (qsizetype k = 1; k <= n; ++k) {
        QWidget* next = panes[((at < 0 ? (step > 0 ? -1 : 0) : at) + step * k + 2 * n) % n];
        if (!next || !next->isEnabled() || next->focusPolicy() == Qt::NoFocus) continue;
        reading_->reveal(next);  // narrow: the lesson's or the program's tab in front
        if (next->isVisible()) {
            next->setFocus(Qt::TabFocusReason);
            return;
        }
    }
}

Editor* MainWindow::editor() const { return tabs_->editor(); }
MatView* MainWindow::mat_view() const { return panel_->mat(); }
WeightStrip* MainWindow::weight_strip() const { return panel_->strip(); }
StripChart* MainWindow::charts() const { return panel_->charts(); }
QSlider* MainWindow::timeline() const { return panel_->timeline(); }
QString MainWindow::current_path() const { return tabs_->current_path(); }

void MainWindow::name_parts() {
    // What a screen reader says for each part (QAccessible).
    lessons_panel_->list()->setAccessibleName(tr("Lessons"));
    lessons_panel_->text_view()->setAccessibleName(tr("Lesson text"));
    tabs_->setAccessibleName(tr("Programs"));
    console_->setAccessibleName(tr("Console: what the program printed"));
    console_input_->setAccessibleName(tr("Input for the program"));
    variables_->setAccessibleName(tr("Variables"));
    panel_->mat()->setAccessibleName(tr("The mat: the robot and what the program drew"));
    panel_->strip()->setAccessibleName(tr("Weight strip"));
    panel_->charts()->setAccessibleName(tr("Charts of the plotted series"));
    panel_->timeline()->setAccessibleName(tr("Timeline: the run's simulated time"));
    api_view_->setAccessibleName(tr("API reference"));
    // Panes the keyboard reaches (Ctrl+Tab), as the mouse does.
    QList<QWidget*> reached;
    reached << panel_->mat() << panel_->strip() << panel_->charts() << variables_ << console_;
    for (QWidget* w : reached)
        if (w->focusPolicy() == Qt::NoFocus) w->setFocusPolicy(Qt::StrongFocus);
}

// ---------------------------------------------------------------- settings

void MainWindow::read_settings() {
    QSettings s;
    resize(1600, 980);
    geometry_restored_ = s.contains("window/geometry");
    if (geometry_restored_) restoreGeometry(s.value("window/geometry").toByteArray());
    fit_into_screen();  // kept from a larger screen, it would run off this one
    if (s.contains("window/state")) restoreState(s.value("window/state").toByteArray());
    if (s.contains("window/main_split")) main_split_->restoreState(s.value("window/main_split").toByteArray());
    if (s.contains("window/middle_split")) middle_split_->restoreState(s.value("window/middle_split").toByteArray());
    speed_->setCurrentIndex(std::clamp(s.value("run/speed", 0).toInt(), 0, speed_->count() - 1));
}

void MainWindow::write_settings() const {
    QSettings s;
    s.setValue("window/geometry", saveGeometry());
    s.setValue("window/state", saveState());
    if (!presentation_ && !reading_->narrow()) s.setValue("window/main_split", main_split_->saveState());
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

void MainWindow::show_heartbeat(RunHeartbeat* heartbeat) {
    // A run that shows nothing for a while: the status bar says it runs, how long, and how to stop it.
    auto* running = new QLabel(this);
    running->setObjectName("run_heartbeat");
    running->hide();
    statusBar()->addWidget(running, 1);
    connect(heartbeat, &RunHeartbeat::message, running, [running](const QString& text) {
        running->setText(text);
        running->setVisible(!text.isEmpty());
    });
}

// ---------------------------------------------------------------- the class and Submit

void MainWindow::wire_class() {
    connect(class_, &ClassControls::message, this, &MainWindow::show_status);
    connect(class_, &ClassControls::result_arrived, this, &MainWindow::show_class_marks);
    connect(class_, &ClassControls::board_requested, this, [this] {
        const Lesson* l = lessons_->lesson();
        class_->board()->open_board(lessons(), l ? l->id : QString());
    });
    connect(class_->board(), &BoardControls::replay, this, &MainWindow::show_replay);
    // What the teacher handed out, in the lesson list (kept from last time too).
    auto hand_outs = [this] { lessons_panel_->set_class_notes(class_->lesson_notes(), class_->hand_out_titles(lessons())); };
    connect(class_, &ClassControls::hand_outs_changed, this, hand_outs);
    connect(lessons_panel_, &LessonPanel::hand_out_chosen, this, [this](int i) {
        if (const QString path = class_->hand_out_file(i); !path.isEmpty()) open_script(path);
    });
    if (class_->in_class()) hand_outs();
}

void MainWindow::wire_submit() {
    wire_class();
    connect(submit_, &SubmitController::message, this, &MainWindow::show_status);
    connect(submit_, &SubmitController::progress, marking_label_, &QLabel::setText);
    connect(submit_, &SubmitController::busy_changed, marking_bar_, &QWidget::setVisible);
    connect(submit_, &SubmitController::busy_changed, this, [this] { update_tab_actions(); });
    connect(submit_, &SubmitController::submitted, this, &MainWindow::submitted);
    connect(submit_, &SubmitController::not_parsed, this, [this](const QString& file, int line, const QString& m) {
        tabs_->select(tabs_->find_path(file));
        mark_error(file, line, m);
    });
    connect(submit_, &SubmitController::progress_changed, this, [this] { lessons_panel_->refresh_progress(gradebook()); });
    connect(submit_, &SubmitController::reopen, this, [this](const StoredSubmission& s) {
        ProgramTab* tab = tabs_->add(QStringLiteral("%1 %2").arg(s.file, s.when.toString("MM-dd HH:mm")), QString(), s.source, QString(), true);
        if (const Lesson* l = lessons_->lesson(); l && l->id == s.lesson && !s.file.isEmpty()) tab->restores_to = workspace().copy_path(l->id, s.file);
        tabs_->select(tab);
        if (!tab->restores_to.isEmpty())
            statusBar()->showMessage(tr("A submitted version, shown as it was: Restore this version puts it back into your %1.").arg(s.file), 10000);
    });
}

bool MainWindow::show_replay(const QString& title, const QString& program, const QByteArray& record) {
    const QString key = QStringLiteral("replay:") + title;  // a tab's key, never a file
    if (!runs_->show_record(key, record)) {
        statusBar()->showMessage(tr("The record of %1 holds no run to replay.").arg(title), 8000);
        return false;
    }
    ProgramTab* tab = tabs_->find_path(key);
    if (!tab) tab = tabs_->add(title, key, program, QString(), true);
    tabs_->select(tab);
    runs_->set_program(key);
    panel_->refresh();
    statusBar()->showMessage(tr("Replaying %1: the marked run, from its record.").arg(title), 8000);
    return true;
}

}  // namespace bugbot::studio
