// The window's menus, toolbar and keys, and the small things they do that
// belong to no part: files (new, save as, recent), zoom, presentation, help.
#include <QAction>
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

#include "studio/class_marking_dialog.h"
#include "studio/console.h"
#include "studio/editor.h"
#include "studio/lesson_controller.h"
#include "studio/lesson_panel.h"
#include "studio/main_window.h"
#include "studio/paths.h"
#include "studio/program_tabs.h"
#include "studio/run_panel.h"
#include "studio/submit_controller.h"

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

void MainWindow::create_actions() {
    QToolBar* bar = addToolBar(tr("Run"));
    bar->setObjectName("run");
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    QMenu* file_menu = menuBar()->addMenu(tr("&File"));
    QMenu* edit_menu = menuBar()->addMenu(tr("&Edit"));
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
    auto on_editor = [this](void (QsciScintilla::*f)()) {
        return [this, f] {
            if (Editor* e = editor()) (e->*f)();
        };
    };

    // File
    QAction* new_act = make(tr("New script…"), QKeySequence::New, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("A new script"), QDir::homePath() + "/robot.py", tr("Python (*.py)"));
        if (!path.isEmpty()) new_script(path);
    });
    QAction* open = make(tr("Open script…"), QKeySequence::Open, [this] {
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
    QAction* save_as_act = make(tr("Save as…"), QKeySequence::SaveAs, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save the program as"), QDir::homePath(), tr("Python (*.py)"));
        if (!path.isEmpty()) save_as(path);
    });
    reset_act_ = make(tr("Reset to the lesson's version"), QKeySequence(), [this] { reset_to_lesson(); });
    // Exports start in the folder of the last export and say where the file went.
    auto export_to = [this](const QString& what, const QString& file, const QString& filter, auto write) {
        QSettings s;
        const QString folder = s.value("export/folder", QDir::homePath()).toString();
        const QString stem = QFileInfo(tabs_->current_path()).completeBaseName();
        const QString path = QFileDialog::getSaveFileName(this, what, folder + "/" + (stem.isEmpty() ? QStringLiteral("run") : stem) + file, filter);
        if (path.isEmpty()) return;
        s.setValue("export/folder", QFileInfo(path).absolutePath());
        QString error;
        if (write(path, &error)) statusBar()->showMessage(tr("Saved %1").arg(path), 8000);
        else QMessageBox::warning(this, tr("Export"), error.isEmpty() ? tr("Could not write %1").arg(path) : error);
    };
    QAction* png = make(tr("Export picture (PNG)…"), QKeySequence(), [this, export_to] {
        export_to(tr("Export the mat and charts"), ".png", tr("PNG (*.png)"), [this](const QString& path, QString*) { return export_png(path); });
    });
    QAction* csv = make(tr("Export series (CSV)…"), QKeySequence(), [this, export_to] {
        export_to(tr("Export the plotted series"), ".csv", tr("CSV (*.csv)"),
                  [this](const QString& path, QString* error) { return export_csv(path, error); });
    });
    submit_act_ = make(tr("Submit"), QKeySequence(Qt::CTRL | Qt::Key_Return), [this] { submit(); });
    submit_act_->setToolTip(tr("Mark your program for this lesson (the \"Your turn\" one) (Ctrl+Enter)"));
    QAction* history = make(tr("Submissions…"), QKeySequence(), [this] {
        if (const Lesson* l = lessons_->lesson()) submit_->show_submissions(*l);
    });
    QAction* quit = make(tr("Quit"), QKeySequence::Quit, [this] { close(); });
    file_menu->addActions({new_act, open});
    file_menu->addMenu(recent_menu_);
    file_menu->addActions({save_as_act, reset_act_});
    file_menu->addSeparator();
    file_menu->addActions({png, csv});
    file_menu->addSeparator();
    file_menu->addActions({submit_act_, history, make(tr("Mark a class…"), {}, [this] { (new ClassMarkingDialog(this))->show(); })});
    file_menu->addSeparator();
    file_menu->addAction(quit);

    // Edit: the editor handles these keys itself when it has the focus; the
    // menu reaches it from anywhere.
    QAction* undo = make(tr("Undo"), QKeySequence::Undo, on_editor(&QsciScintilla::undo));
    QAction* redo = make(tr("Redo"), QKeySequence::Redo, on_editor(&QsciScintilla::redo));
    QAction* cut = make(tr("Cut"), QKeySequence::Cut, on_editor(&QsciScintilla::cut));
    QAction* copy = make(tr("Copy"), QKeySequence::Copy, on_editor(&QsciScintilla::copy));
    QAction* paste = make(tr("Paste"), QKeySequence::Paste, on_editor(&QsciScintilla::paste));
    QAction* find = make(tr("Find…"), QKeySequence::Find, [this] { tabs_->show_find(false); });
    QAction* replace = make(tr("Replace…"), QKeySequence(Qt::CTRL | Qt::Key_H), [this] { tabs_->show_find(true); });
    QAction* comment = make(tr("Comment / uncomment"), QKeySequence(Qt::CTRL | Qt::Key_Slash), [this] {
        if (Editor* e = editor()) e->toggle_comment();
    });
    QAction* indent = make(tr("Indent"), QKeySequence(Qt::CTRL | Qt::Key_BracketRight), [this] {
        if (Editor* e = editor()) e->indent_lines(true);
    });
    QAction* dedent = make(tr("Dedent"), QKeySequence(Qt::CTRL | Qt::Key_BracketLeft), [this] {
        if (Editor* e = editor()) e->indent_lines(false);
    });
    edit_menu->addActions({undo, redo});
    edit_menu->addSeparator();
    edit_menu->addActions({cut, copy, paste});
    edit_menu->addSeparator();
    edit_menu->addActions({find, replace});
    edit_menu->addSeparator();
    edit_menu->addActions({comment, indent, dedent});

    // Run
    run_act_ = make(tr("Run"), QKeySequence(Qt::Key_F5), [this] { run(); });
    stop_act_ = make(tr("Stop"), QKeySequence(Qt::SHIFT | Qt::Key_F5), [this] { stop(); });
    // Esc: close the find bar, else cancel marking, else stop the run (from
    // anywhere: the editor lets Esc through, editor.h).
    make(QString(), QKeySequence(Qt::Key_Escape), [this] {
        if (tabs_->close_find()) return;
        if (submit_->busy()) submit_->cancel();
        else stop();
    });
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
    // Step the timeline call by call (Alt+Left/Right already turn lessons'
    // pages; , and . step frames in video players, Alt keeps them out of the editor).
    QAction* previous_call = make(tr("Back one robot call"), QKeySequence(Qt::ALT | Qt::Key_Comma), [this] { panel_->step_call(-1); });
    QAction* next_call = make(tr("Forward one robot call"), QKeySequence(Qt::ALT | Qt::Key_Period), [this] { panel_->step_call(1); });
    run_menu->addActions({run_act_, stop_act_, pause_act_, live_act_});
    run_menu->addSeparator();
    run_menu->addActions({previous_call, next_call});

    // View
    present_act_ = make(tr("Presentation"), QKeySequence(Qt::Key_F11), [this] { set_presentation(!presentation_); });
    present_act_->setCheckable(true);
    ghost_act_ = make(tr("Ghost of the previous run"), QKeySequence(), [this] { panel_->set_ghost_visible(ghost_act_->isChecked()); });
    ghost_act_->setCheckable(true);
    ghost_act_->setChecked(true);
    QAction* zoom_in = make(tr("Bigger text"), QKeySequence(Qt::CTRL | Qt::Key_Equal), [this] { zoom_text(1); });
    QAction* zoom_out = make(tr("Smaller text"), QKeySequence(Qt::CTRL | Qt::Key_Minus), [this] { zoom_text(-1); });
    QAction* next = make(tr("Next lesson"), QKeySequence(Qt::ALT | Qt::Key_Right), [this] { lessons_->next_lesson(1); });
    QAction* prev = make(tr("Previous lesson"), QKeySequence(Qt::ALT | Qt::Key_Left), [this] { lessons_->next_lesson(-1); });
    QAction* next_tab = make(tr("Next program"), QKeySequence(Qt::CTRL | Qt::Key_PageDown), [this] { tabs_->next(); });
    view_menu->addActions({present_act_, ghost_act_, zoom_in, zoom_out, next, prev, next_tab});

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

// ---------------------------------------------------------------- files

void MainWindow::remember_recent(const QString& path) {
    if (path.isEmpty()) return;
    QSettings s;
    QStringList recent = s.value("recent").toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    s.setValue("recent", recent.mid(0, kRecent));
}

bool MainWindow::new_script(const QString& path) {
    QString error;
    if (QFileInfo::exists(path)) return open_script(path);  // the dialog asked about replacing it
    if (!write_text(path, QString::fromUtf8(kNewScript), &error)) {
        statusBar()->showMessage(error);
        return false;
    }
    return open_script(path);
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

// ---------------------------------------------------------------- zoom, presentation, help

void MainWindow::zoom_text(int steps) {
    zoom_ = std::clamp(zoom_ + steps, -6, 20);
    tabs_->set_zoom(zoom_ + (presentation_ ? presentation_zoom() : 0));
    zoom_pane(console_, zoom_ + (presentation_ ? kPresentationConsole : 0));
    zoom_pane(lessons_panel_->text_view(), zoom_);
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
    if (on) {
        was_maximized_ = isMaximized();
        showFullScreen();  // no title bar: the room is the class's
        normal_sizes_ = main_split_->sizes();
        lessons_panel_->hide();
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
        lessons_panel_->show();
        menuBar()->show();
        setFont(QFont());
        panel_->set_large(false);
        if (!normal_sizes_.isEmpty()) main_split_->setSizes(normal_sizes_);
    }
    zoom_text(0);
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

}  // namespace bugbot::studio
