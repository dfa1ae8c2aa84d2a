// The window's menus, toolbar and keys, and the small things they do that
// belong to no part: files (new, save as, recent), zoom, presentation, help.
#include <QAction>
#include <QActionGroup>
#include <functional>
#include <QLineEdit>
#include <QApplication>
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
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>

#include "studio/views/plain_text.h"
#include "studio/class/board_controls.h"
#include "studio/class/class_controls.h"
#include "studio/window/class_marking_dialog.h"
#include "studio/views/console.h"
#include "studio/editor/editor.h"
#include "studio/window/lesson_controller.h"
#include "studio/window/lesson_panel.h"
#include "studio/window/main_window.h"
#include "studio/views/theme.h"
#include "studio/views/control_label.h"
#include "studio/window/reading_layout.h"

#include "studio/work/language.h"
#include "studio/work/paths.h"
#include "studio/editor/program_tabs.h"
#include "studio/robot/robot_controls.h"
#include "studio/robot/robot_selector.h"
#include "studio/views/run_panel.h"
#include "studio/window/submit_controller.h"
#include "studio/work/workspace.h"

namespace bugbot::studio {

namespace {
constexpr int kRecent = 8;
constexpr int kPresentationZoom = 8;     // the editor's zoom steps, when the lines fit
constexpr int kPresentationMinZoom = 1;  // ...and at least this, when they do not (Ctrl+= still enlarges)
constexpr int kPresentationConsole = 5;  // points more for the console
const char kNewScript[] = "from bugbot import *\n\nconnect()\n";

// Sets a text pane's type `zoom` points above the size it had first.
void zoom_pane(QWidget* w, int zoom) {
    if (!w->property("base_points").isValid()) w->setProperty("base_points", w->font().pointSizeF());
    QFont f = w->font();
    f.setPointSizeF(std::max(6.0, w->property("base_points").toDouble() + zoom));
    w->setFont(f);
}
}  // namespace

QAction* MainWindow::make_action(const QString& text, const QKeySequence& key, std::function<void()> slot) {
    auto* a = new QAction(text, this);
    if (!key.isEmpty()) a->setShortcut(key);
    connect(a, &QAction::triggered, this, std::move(slot));
    addAction(a);
    return a;
}

void MainWindow::create_actions() {
    QToolBar* bar = addToolBar(tr("Run"));
    bar->setObjectName("run");
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    create_file_actions(menuBar()->addMenu(tr("&File")));
    create_edit_actions(menuBar()->addMenu(tr("&Edit")));
    create_run_actions(menuBar()->addMenu(tr("&Run")));
    robot_->fill_menu(menuBar()->addMenu(tr("R&obot")));
    class_->fill_menu(menuBar()->addMenu(tr("&Class")));
    create_view_actions(menuBar()->addMenu(tr("&View")));
    create_help_actions(menuBar()->addMenu(tr("&Help")));  // main_window_help.cpp

    bar->addActions({run_act_, stop_act_, pause_act_});
    bar->addAction(run_both_act_);
    bar->addWidget(speed_);
    bar->addWidget(robot_->selector());  // where Run goes: the simulator or a real robot
    label_for(speed_, tr("Speed"), false);  // what a screen reader says before "1x" (control_label.h)
    label_for(robot_->selector(), tr("Run on"), false);
    bar->addSeparator();
    // Live and Presentation together, before the lesson's actions: on a projector's
    // 1280x720 the way out of Presentation is never behind the toolbar's ».
    bar->addActions({live_act_, present_act_});
    bar->addSeparator();
    bar->addActions({submit_act_, history_act_, reset_act_, restore_act_});
    bar->addSeparator();
    bar->addAction(api_act_);
}

void MainWindow::create_file_actions(QMenu* menu) {
    // New: an untitled script beside the lesson's programs, named when saved as.
    QAction* new_act = make_action(tr("New script"), QKeySequence::New, [this] { new_script(QString()); });
    QAction* open = make_action(tr("Open script…"), QKeySequence::Open, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a script"), QDir::homePath(), tr("Python (*.py)"));
        if (!path.isEmpty()) open_script(path);
    });
    recent_menu_ = new QMenu(tr("Open recent"), this);
    connect(recent_menu_, &QMenu::aboutToShow, this, [this] {
        recent_menu_->clear();
        for (const QString& path : QSettings().value("recent").toStringList())
            recent_menu_->addAction(path, this, [this, path] { open_script(path); });
        if (recent_menu_->isEmpty()) recent_menu_->addAction(tr("(no scripts yet)"))->setEnabled(false);
    });
    // Edits are saved as they are made; Save says so, and saves now.
    QAction* save = make_action(tr("Save"), QKeySequence::Save, [this] {
        tabs_->flush();
        const ProgramTab* tab = tabs_->current();
        if (tab && !tab->read_only) statusBar()->showMessage(tr("Saved %1").arg(tab->path), 4000);
    });
    QAction* save_as_act = make_action(tr("Save as…"), QKeySequence::SaveAs, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save the program as"), QDir::homePath(), tr("Python (*.py)"));
        if (!path.isEmpty()) save_as(path);
    });
    reset_act_ = make_action(tr("Reset to the lesson's version"), QKeySequence(), [this] { reset_to_lesson(); });
    QAction* png = make_action(tr("Export picture (PNG)…"), QKeySequence(), [this] {
        export_to(tr("Export the mat and charts"), ".png", tr("PNG (*.png)"), [this](const QString& path, QString*) { return export_png(path); });
    });
    QAction* csv = make_action(tr("Export series (CSV)…"), QKeySequence(), [this] {
        export_to(tr("Export the plotted series"), ".csv", tr("CSV (*.csv)"),
                  [this](const QString& path, QString* error) { return export_csv(path, error); });
    });
    submit_act_ = make_action(tr("Submit"), QKeySequence(Qt::CTRL | Qt::Key_Return), [this] { submit(); });
    submit_act_->setToolTip(tr("Mark your program for this lesson (the \"Your turn\" one) (Ctrl+Enter)"));
    history_act_ = make_action(tr("Submissions…"), QKeySequence(), [this] {
        if (const Lesson* l = lessons_->lesson()) submit_->show_submissions(*l, class_->submissions(l->id));
    });
    restore_act_ = make_action(tr("Restore this version"), QKeySequence(), [this] { restore_submission(); });
    restore_act_->setToolTip(tr("Put the submitted version in view back into your copy of the program (Ctrl+Z undoes it)"));
    QAction* quit = make_action(tr("Quit"), QKeySequence::Quit, [this] { close(); });
    QAction* close_tab = make_action(tr("Close program"), QKeySequence(Qt::CTRL | Qt::Key_W), [this] {
        if (tabs_->current()) tabs_->request_close(tabs_->tab_widget()->currentIndex());
    });
    menu->addActions({new_act, open});
    menu->addMenu(recent_menu_);
    menu->addActions({save, save_as_act, close_tab, reset_act_});
    menu->addSeparator();
    menu->addActions({png, csv});
    menu->addSeparator();
    menu->addActions({submit_act_, history_act_, restore_act_,
                      make_action(tr("Mark a class…"), QKeySequence(), [this] { (new ClassMarkingDialog(this))->show(); })});
    menu->addSeparator();
    menu->addAction(quit);
}

void MainWindow::export_to(const QString& what, const QString& suffix, const QString& filter,
                           const std::function<bool(const QString&, QString*)>& write) {
    // Exports start in the folder of the last export and say where the file went.
    QSettings s;
    const QString folder = s.value("export/folder", QDir::homePath()).toString();
    const QString stem = QFileInfo(tabs_->current_path()).completeBaseName();
    const QString path = QFileDialog::getSaveFileName(this, what, folder + "/" + (stem.isEmpty() ? QStringLiteral("run") : stem) + suffix, filter);
    if (path.isEmpty()) return;
    s.setValue("export/folder", QFileInfo(path).absolutePath());
    QString error;
    if (write(path, &error)) statusBar()->showMessage(tr("Saved %1").arg(path), 8000);
    else plain_message(this, QMessageBox::Warning, tr("Export"), error.isEmpty() ? tr("Could not write %1").arg(path) : error);
}

void MainWindow::create_edit_actions(QMenu* menu) {
    // These act on the pane with the keyboard focus (the console's Copy copies
    // the console); on the program when that pane has no such command.
    auto on_focus = [this](const char* command) {
        return [this, command] {
            QWidget* w = QApplication::focusWidget();
            if (w && w != editor() && w->metaObject()->indexOfMethod(QByteArray(command) + "()") >= 0 &&
                QMetaObject::invokeMethod(w, command))
                return;
            if (Editor* e = editor()) QMetaObject::invokeMethod(e, command);
        };
    };
    QAction* undo = make_action(tr("Undo"), QKeySequence::Undo, on_focus("undo"));
    QAction* redo = make_action(tr("Redo"), QKeySequence::Redo, on_focus("redo"));
    QAction* cut = make_action(tr("Cut"), QKeySequence::Cut, on_focus("cut"));
    QAction* copy = make_action(tr("Copy"), QKeySequence::Copy, on_focus("copy"));
    QAction* paste = make_action(tr("Paste"), QKeySequence::Paste, on_focus("paste"));
    QAction* find = make_action(tr("Find…"), QKeySequence::Find, [this] { tabs_->show_find(false); });
    QAction* replace = make_action(tr("Replace…"), QKeySequence(Qt::CTRL | Qt::Key_H), [this] { tabs_->show_find(true); });
    QAction* comment = make_action(tr("Comment / uncomment"), QKeySequence(Qt::CTRL | Qt::Key_Slash), [this] {
        if (Editor* e = editor()) e->toggle_comment();
    });
    QAction* indent = make_action(tr("Indent"), QKeySequence(Qt::CTRL | Qt::Key_BracketRight), [this] {
        if (Editor* e = editor()) e->indent_lines(true);
    });
    QAction* dedent = make_action(tr("Dedent"), QKeySequence(Qt::CTRL | Qt::Key_BracketLeft), [this] {
        if (Editor* e = editor()) e->indent_lines(false);
    });
    menu->addActions({undo, redo});
    menu->addSeparator();
    menu->addActions({cut, copy, paste});
    menu->addSeparator();
    menu->addActions({find, replace});
    menu->addSeparator();
    menu->addActions({comment, indent, dedent});
}

void MainWindow::create_run_actions(QMenu* menu) {
    run_act_ = make_action(tr("Run"), QKeySequence(Qt::Key_F5), [this] { run(); });
    stop_act_ = make_action(tr("Stop"), QKeySequence(Qt::SHIFT | Qt::Key_F5), [this] { stop(); });
    // Esc: close the find bar, else cancel marking, else stop the run (from
    // anywhere: the editor lets Esc through, editor.h).
    make_action(QString(), QKeySequence(Qt::Key_Escape), [this] {
        if (tabs_->close_find()) return;
        if (submit_->busy()) submit_->cancel();
        else stop();
    });
    pause_act_ = make_action(tr("Pause"), QKeySequence(Qt::Key_F7), [this] { set_paused(runs_->state() != RunState::Paused); });
    pause_act_->setCheckable(true);
    pause_act_->setObjectName("pause");
    live_act_ = make_action(tr("Live"), QKeySequence(Qt::Key_F6), [this] { set_live(!live()); });
    live_act_->setCheckable(true);
    live_act_->setToolTip(tr("Re-run on every edit, as fast as possible (F6)"));
    speed_ = new QComboBox(this);
    speed_->addItem(tr("1x"), 1.0);
    speed_->addItem(tr("2x"), 2.0);
    speed_->addItem(tr("5x"), 5.0);
    speed_->addItem(tr("as fast as possible"), 0.0);
    speed_->setToolTip(tr("How fast simulated time passes"));
    speed_->setAccessibleName(tr("Speed of simulated time"));
    // As wide as "5x", not as "as fast as possible": the toolbar keeps its room for actions (the list shows all).
    speed_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    speed_->setMinimumContentsLength(6);
    connect(speed_, &QComboBox::currentIndexChanged, this, [this] { runs_->set_pace(speed_pace()); });
    // Step the timeline call by call (Alt+Left/Right already turn lessons'
    // pages; , and . step frames in video players, Alt keeps them out of the editor).
    QAction* previous_call = make_action(tr("Back one robot call"), QKeySequence(Qt::ALT | Qt::Key_Comma), [this] { panel_->step_call(-1); });
    QAction* next_call = make_action(tr("Forward one robot call"), QKeySequence(Qt::ALT | Qt::Key_Period), [this] { panel_->step_call(1); });
    menu->addActions({run_act_, stop_act_, pause_act_, live_act_});
    create_run_on_both(menu);
    menu->addSeparator();
    menu->addActions({previous_call, next_call});
    world_menu_ = menu->addMenu(tr("World for scripts"));
    connect(world_menu_, &QMenu::aboutToShow, this, &MainWindow::fill_world_menu);
}

void MainWindow::create_run_on_both(QMenu* menu) {
    // A twin run: the simulator and the chosen robot at once (docs/robot.md, "Twin run").
    run_both_act_ = make_action(tr("Run on both"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), [this] { run_on_both(); });
    run_both_act_->setObjectName("run_on_both");
    run_both_act_->setToolTip(tr("Run in the simulator and on the robot at once, the two runs side by side (Ctrl+Shift+R)"));
    const auto follow_target = [this] { run_both_act_->setEnabled(runs_->target().on_robot()); };
    connect(runs_, &RunController::target_changed, this, follow_target);
    follow_target();
    menu->addAction(run_both_act_);
}

void MainWindow::run_on_both() {
    if (!runs_->target().on_robot()) return;
    if (const QString path = prepare_run(); !path.isEmpty()) runs_->run_twin(path);
}

void MainWindow::create_view_actions(QMenu* menu) {
    present_act_ = make_action(tr("Presentation"), QKeySequence(Qt::Key_F11), [this] { set_presentation(!presentation_); });
    present_act_->setCheckable(true);
    ghost_act_ = make_action(tr("Ghost of the previous run"), QKeySequence(), [this] { panel_->set_ghost_visible(ghost_act_->isChecked()); });
    ghost_act_->setCheckable(true);
    ghost_act_->setChecked(true);
    // Ctrl++ is Ctrl+Shift+= on most keyboards, Ctrl+= without Shift; both zoom.
    QAction* zoom_in = make_action(tr("Bigger text"), QKeySequence(Qt::CTRL | Qt::Key_Equal), [this] { zoom_text(1); });
    // One sequence a key: Ctrl+Shift++ as well as Ctrl++ would match one key press twice ("Ambiguous shortcut overload").
    zoom_in->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Plus)});
    QAction* zoom_out = make_action(tr("Smaller text"), QKeySequence(Qt::CTRL | Qt::Key_Minus), [this] { zoom_text(-1); });
    // Ctrl+0, as in browsers: a student looking for it must not type a 0 into the program.
    QAction* zoom_reset = make_action(tr("Text at its usual size"), QKeySequence(Qt::CTRL | Qt::Key_0), [this] { zoom_text(-zoom_); });
    QAction* next = make_action(tr("Next lesson"), QKeySequence(Qt::ALT | Qt::Key_Right), [this] { lessons_->next_lesson(1); });
    QAction* prev = make_action(tr("Previous lesson"), QKeySequence(Qt::ALT | Qt::Key_Left), [this] { lessons_->next_lesson(-1); });
    QAction* next_tab = make_action(tr("Next program"), QKeySequence(Qt::CTRL | Qt::Key_PageDown), [this] { tabs_->next(1); });
    QAction* prev_tab = make_action(tr("Previous program"), QKeySequence(Qt::CTRL | Qt::Key_PageUp), [this] { tabs_->next(-1); });
    QAction* next_pane = make_action(tr("Next pane"), QKeySequence(Qt::CTRL | Qt::Key_Tab), [this] { focus_pane(1); });
    QAction* prev_pane = make_action(tr("Previous pane"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab), [this] { focus_pane(-1); });
    prev_pane->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab)});
    // White on black: the desktop's theme says so (theme.h), or the student's choice, kept.
    auto* contrast = new QAction(tr("High contrast"), this);
    contrast->setObjectName("high_contrast");
    contrast->setCheckable(true);
    contrast->setChecked(QSettings().value("view/high_contrast", desktop_high_contrast()).toBool());
    set_high_contrast(contrast->isChecked());
    connect(contrast, &QAction::toggled, this, [](bool on) {
        QSettings().setValue("view/high_contrast", on);
        set_high_contrast(on);
    });
    menu->addActions({present_act_, ghost_act_, contrast, zoom_in, zoom_out, zoom_reset, next, prev, next_tab, prev_tab, next_pane, prev_pane});
    menu->addSeparator();
    create_language_menu(menu);
}

void MainWindow::create_language_menu(QMenu* menu) {
    QMenu* languages = menu->addMenu(tr("Language"));
    languages->setObjectName(QStringLiteral("language_menu"));
    auto* group = new QActionGroup(languages);
    const QString chosen = chosen_language();
    auto add = [&](const QString& code, const QString& text) {
        QAction* a = languages->addAction(text);
        a->setCheckable(true);
        a->setChecked(code == chosen);
        a->setData(code);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, code] {
            if (code == chosen_language()) return;
            choose_language(code);
            tabs_->flush();
            emit restart_requested();
        });
    };
    add(QString(), tr("As the system says"));
    languages->addSeparator();
    for (const QString& code : available_languages()) add(code, language_name(code));
}

// ---------------------------------------------------------------- files

void MainWindow::remember_recent(const QString& path) {
    if (path.isEmpty()) return;
    QSettings s;
    QStringList recent = s.value("recent").toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    s.setValue("recent", recent.mid(0, kRecent));
}

bool MainWindow::new_script(const QString& where) {
    QString path = where;
    if (path.isEmpty()) {  // untitled-N.py among the student's own scripts
        const QString folder = user_data_dir() + "/scripts";
        QDir().mkpath(folder);
        for (int n = 1; path.isEmpty() || QFileInfo::exists(path); ++n) path = QStringLiteral("%1/untitled-%2.py").arg(folder).arg(n);
    }
    QString error;
    if (!QFileInfo::exists(path) && !write_text(path, QString::fromUtf8(kNewScript), &error)) {
        statusBar()->showMessage(error);
        return false;
    }
    // Beside the lesson's programs: the lesson stays open.
    if (!lessons_->add_script(path)) return false;
    if (ProgramTab* tab = tabs_->find_path(QFileInfo(path).absoluteFilePath()); tab && where.isEmpty()) {
        tab->untitled = true;  // closing it edited asks what to keep (program_tabs.h)
        tab->starter = QString::fromUtf8(kNewScript);
    }
    remember_recent(path);
    if (Editor* e = editor()) e->setFocus();
    return true;
}

void MainWindow::fill_world_menu() {
    // Scripts that are not a lesson's run on the world chosen here; a lesson's programs on the lesson's.
    world_menu_->clear();
    const Lesson* lesson = lessons_->lesson();
    QStringList worlds{QString()};
    QStringList folders{installed_data_dir() + "/worlds"};
    if (lesson) folders.prepend(lesson->folder + "/worlds");
    for (const QString& folder : folders) {
        for (const QFileInfo& f : QDir(folder).entryInfoList({"*.json"}, QDir::Files, QDir::Name))
            worlds << (folder.startsWith(installed_data_dir() + "/worlds") ? f.completeBaseName() : f.absoluteFilePath());
    }
    for (const QString& world : worlds) {
        QAction* a = world_menu_->addAction(world.isEmpty() ? tr("the default mat") : QFileInfo(world).completeBaseName(), this, [this, world] {
            script_world_ = world;
            if (!lessons_->lesson()) runs_->set_world(world);
            statusBar()->showMessage(tr("Scripts run on %1; a lesson's programs on the lesson's world.")
                                         .arg(world.isEmpty() ? tr("the default mat") : QFileInfo(world).completeBaseName()),
                                     6000);
        });
        a->setCheckable(true);
        a->setChecked(world == script_world_);
    }
}

bool MainWindow::restore_submission() {
    const ProgramTab* shown = tabs_->current();
    if (!shown || !shown->read_only || shown->restores_to.isEmpty()) return false;
    const QString file = QFileInfo(shown->restores_to).fileName(), text = shown->editor->text();
    if (!qEnvironmentVariableIsSet("BUGBOT_STUDIO_NO_DIALOGS") &&
        QMessageBox::question(this, tr("Restore this version"),
                              tr("Put this submitted version back into your %1? What is in it now is replaced; "
                                 "Ctrl+Z in %1 brings it back.").arg(file)) != QMessageBox::Yes)
        return false;
    ProgramTab* target = tabs_->find_path(shown->restores_to);
    if (!target) {  // the program's tab was closed: its file, then its tab again
        QString error;
        if (!write_text(shown->restores_to, text, &error) || !lessons_->add_script(shown->restores_to)) {
            statusBar()->showMessage(error);
            return false;
        }
        target = tabs_->find_path(shown->restores_to);
    } else {
        // One undo step: the whole text replaced in one action.
        target->editor->beginUndoAction();
        target->editor->selectAll();
        target->editor->replaceSelectedText(text);
        target->editor->endUndoAction();
        target->editor->setCursorPosition(0, 0);
        target->saver->flush();
    }
    tabs_->select(target);
    statusBar()->showMessage(tr("Your %1 is the submitted version again (Ctrl+Z undoes it).").arg(file), 8000);
    return true;
}

bool MainWindow::save_as(const QString& path) {
    Editor* e = editor();
    QString error;
    if (!e || !write_text(path, e->text(), &error)) {
        statusBar()->showMessage(error.isEmpty() ? tr("There is no program to save.") : error);
        return false;
    }
    return open_script(path);
}

// ---------------------------------------------------------------- zoom, presentation

void MainWindow::zoom_text(int steps) {
    zoom_ = std::clamp(zoom_ + steps, -6, 20);
    tabs_->set_zoom(zoom_ + (presentation_ ? presentation_zoom() : 0));
    zoom_pane(console_, zoom_ + (presentation_ ? kPresentationConsole : 0));
    zoom_pane(lessons_panel_->text_view(), zoom_);
    // Bigger type needs a wider column for the same 45 characters a line: the
    // student's sizes stay while they still give it, else the layout makes room.
    if (reading_ && steps != 0 && isVisible()) reading_->fit(true);  // (a resize fits it the first time)
}

int MainWindow::presentation_zoom() {
    // As large as kPresentationZoom, but not so large that the program's lines
    // (up to 72 columns) run off the editor's side in front of the class.
    Editor* e = editor();
    if (!e) return kPresentationZoom;
    const int wanted = std::min(e->longest_line(), 72);
    return e->largest_zoom_fitting(wanted, zoom_ + kPresentationMinZoom, zoom_ + kPresentationZoom) - zoom_;
}

void MainWindow::set_presentation(bool on) {
    if (on == presentation_) return;
    presentation_ = on;
    present_act_->setChecked(on);
    class_->board()->set_presentation(on);
    if (on) {
        was_maximized_ = isMaximized();
        showFullScreen();  // no title bar: the room is the class's
        normal_sizes_ = main_split_->sizes();
        reading_->set_presentation(true);
        menuBar()->hide();  // room for the mat; the keys and the toolbar still work
        QFont f = font();
        f.setPointSizeF(f.pointSizeF() * 1.5);
        setFont(f);
        panel_->set_large(true);
        const int w = main_split_->width();
        main_split_->setSizes({0, w / 2, w / 2});  // room for 72 columns of enlarged code, the mat still larger than usual
        statusBar()->showMessage(tr("Presentation: F5 run, Esc stop, F6 live, Alt+→ next lesson, F11 back"), 6000);
        // Full screen arrives later from the window system: fit the code to the editor's final width then.
        QTimer::singleShot(100, this, [this] { if (presentation_) zoom_text(0); });
    } else {
        if (was_maximized_) showMaximized();
        else showNormal();
        fit_into_screen();  // the size before may not fit (restored from a larger screen)
        QTimer::singleShot(100, this, [this] { if (!presentation_) fit_into_screen(); });  // once the window system is done
        reading_->set_presentation(false);
        menuBar()->show();
        setFont(QFont());
        panel_->set_large(false);
        if (!normal_sizes_.isEmpty()) main_split_->setSizes(normal_sizes_);
    }
    zoom_text(0);
}

}  // namespace bugbot::studio
