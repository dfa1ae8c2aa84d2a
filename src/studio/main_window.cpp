#include "studio/main_window.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QSettings>
#include <QSlider>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTextStream>
#include <QToolBar>
#include <QVBoxLayout>

#include "studio/console.h"
#include "studio/editor.h"
#include "studio/lesson_panel.h"
#include "studio/live_scheduler.h"
#include "studio/mark_result.h"
#include "studio/mat_view.h"
#include "studio/paths.h"
#include "studio/strip_chart.h"
#include "studio/strip_rule.h"
#include "studio/submissions_dialog.h"
#include "studio/weight_strip.h"

namespace bugbot::studio {

struct MainWindow::Tab {
    Editor* editor = nullptr;
    QString title;
    QString path;      // where the edits are saved ("" for a read-only submission)
    QString original;  // the lesson's version, when this is a lesson program
    Autosaver* saver = nullptr;
    bool read_only = false;
};

namespace {
constexpr int kTimelineSteps = 10000;
}

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), workspace_(user_data_dir()) {
    setWindowTitle(tr("BugBot Studio"));
    gradebook_ = std::make_unique<Gradebook>(workspace_.gradebook_path());
    engine_ = new EngineProcess(this);
    live_engine_ = new EngineProcess(this);
    live_ = new LiveScheduler(this);
    watcher_ = new QFileSystemWatcher(this);
    model_ = std::make_unique<RunModel>();
    build_ui();
    build_actions();

    engine_->set_sink([this](Event&& e) { model_->add(std::move(e)); },
                      [this](const std::string& problem) { model_->bad_line(problem); });
    connect(engine_, &EngineProcess::finished, this, &MainWindow::on_run_finished);
    live_engine_->set_sink([this](Event&& e) { if (pending_) pending_->add(std::move(e)); });
    connect(live_engine_, &EngineProcess::finished, this, &MainWindow::on_live_finished);
    connect(live_, &LiveScheduler::start_run, this, &MainWindow::start_live_run);
    connect(watcher_, &QFileSystemWatcher::fileChanged, this, &MainWindow::on_file_changed);

    frame_timer_.setTimerType(Qt::PreciseTimer);
    frame_timer_.setInterval(16);  // 60 frames a second while a run streams in
    connect(&frame_timer_, &QTimer::timeout, this, &MainWindow::refresh_views);

    load_catalogue();
    if (!gradebook_->ok()) statusBar()->showMessage(gradebook_->error());
    resize(1600, 980);
    QSettings settings;
    if (settings.contains("window/geometry")) restoreGeometry(settings.value("window/geometry").toByteArray());
    update_actions();
}

MainWindow::~MainWindow() {
    for (auto& tab : tabs_) {
        if (tab->saver) tab->saver->flush();
    }
    // Helper processes still running (the marker) are killed
    // with their QProcess; their last signals must not reach a half-gone window.
    for (QProcess* proc : findChildren<QProcess*>(Qt::FindDirectChildrenOnly)) disconnect(proc, nullptr, this, nullptr);
}

void MainWindow::closeEvent(QCloseEvent* e) {
    for (auto& tab : tabs_) {
        if (tab->saver) tab->saver->flush();
    }
    engine_->stop();
    live_engine_->stop();
    QSettings().setValue("window/geometry", saveGeometry());
    e->accept();
}

// ---------------------------------------------------------------- the window

void MainWindow::build_ui() {
    main_split_ = new QSplitter(Qt::Horizontal, this);

    lessons_panel_ = new LessonPanel(main_split_);
    connect(lessons_panel_, &LessonPanel::lesson_chosen, this, [this](int i) { open_lesson(i); });

    // Middle: the program tabs, the find and scrub bars, the console.
    auto* middle = new QSplitter(Qt::Vertical, main_split_);
    auto* edit_box = new QWidget(middle);
    auto* edit_layout = new QVBoxLayout(edit_box);
    edit_layout->setContentsMargins(0, 0, 0, 0);
    edit_layout->setSpacing(2);
    tabs_widget_ = new QTabWidget(edit_box);
    tabs_widget_->setDocumentMode(true);
    connect(tabs_widget_, &QTabWidget::currentChanged, this, [this] { update_actions(); });
    edit_layout->addWidget(tabs_widget_, 1);

    find_box_ = new QLineEdit(edit_box);
    find_box_->setPlaceholderText(tr("Find in the program (Enter: next, Esc: close)"));
    find_box_->hide();
    connect(find_box_, &QLineEdit::returnPressed, this, [this] {
        if (Editor* e = editor()) {
            if (!e->findFirst(find_box_->text(), false, false, false, true)) statusBar()->showMessage(tr("not found"), 2000);
        }
    });
    edit_layout->addWidget(find_box_);

    scrub_bar_ = new QWidget(edit_box);
    auto* scrub_layout = new QHBoxLayout(scrub_bar_);
    scrub_layout->setContentsMargins(4, 0, 4, 0);
    scrub_label_ = new QLabel(scrub_bar_);
    scrub_slider_ = new QSlider(Qt::Horizontal, scrub_bar_);
    scrub_slider_->setRange(0, 1000);
    scrub_layout->addWidget(scrub_label_);
    scrub_layout->addWidget(scrub_slider_, 1);
    scrub_bar_->setToolTip(tr("Drag to change the number under the cursor; the program re-runs as you drag "
                              "(or hold Alt and drag the number itself)."));
    scrub_bar_->setVisible(false);
    edit_layout->addWidget(scrub_bar_);

    console_ = new Console(middle);
    connect(console_, &Console::line_clicked, this, [this](int line) {
        if (Editor* e = editor()) e->go_to_line(line);
    });
    middle->addWidget(edit_box);
    middle->addWidget(console_);
    middle->setStretchFactor(0, 3);
    middle->setStretchFactor(1, 1);
    middle->setSizes({620, 280});

    // Right: the mat, the weight strip, the charts, the timeline.
    run_panel_ = new QWidget(main_split_);
    auto* run_layout = new QVBoxLayout(run_panel_);
    run_layout->setContentsMargins(0, 0, 0, 0);
    run_layout->setSpacing(4);
    mat_ = new MatView(run_panel_);
    strip_ = new WeightStrip(run_panel_);
    strip_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);  // always its full height: labels included
    charts_ = new StripChart(run_panel_);
    run_layout->addWidget(mat_, 5);
    run_layout->addWidget(strip_, 0);
    run_layout->addWidget(charts_, 3);
    auto* time_row = new QHBoxLayout;
    time_row->setContentsMargins(6, 0, 6, 4);
    timeline_ = new QSlider(Qt::Horizontal, run_panel_);
    timeline_->setRange(0, kTimelineSteps);
    timeline_->setToolTip(tr("Scrub through the run's simulated time"));
    time_label_ = new QLabel(run_panel_);
    time_label_->setMinimumWidth(120);
    time_row->addWidget(new QLabel(tr("time"), run_panel_));
    time_row->addWidget(timeline_, 1);
    time_row->addWidget(time_label_);
    run_layout->addLayout(time_row);
    connect(timeline_, &QSlider::valueChanged, this, [this](int v) {
        if (!model_ || !timeline_->isSliderDown()) return;
        show_time(v >= kTimelineSteps ? -1 : model_->end_time() * v / kTimelineSteps);
    });
    connect(timeline_, &QSlider::sliderMoved, this, [this](int v) {
        if (model_) show_time(v >= kTimelineSteps ? -1 : model_->end_time() * v / kTimelineSteps);
    });

    main_split_->addWidget(lessons_panel_);
    main_split_->addWidget(middle);
    main_split_->addWidget(run_panel_);
    main_split_->setStretchFactor(0, 3);
    main_split_->setStretchFactor(1, 4);
    main_split_->setStretchFactor(2, 5);
    main_split_->setSizes({400, 560, 640});
    setCentralWidget(main_split_);

    api_dock_ = new QDockWidget(tr("API reference"), this);
    api_dock_->setObjectName("api");
    api_view_ = new QTextBrowser(api_dock_);
    api_dock_->setWidget(api_view_);
    addDockWidget(Qt::RightDockWidgetArea, api_dock_);
    api_dock_->hide();
}

void MainWindow::build_actions() {
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
    QAction* history = make(tr("Submissions…"), QKeySequence(), [this] { show_submissions(); });
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
    auto* esc = new QAction(this);
    esc->setShortcut(Qt::Key_Escape);
    connect(esc, &QAction::triggered, this, [this] {
        if (find_box_->isVisible()) find_box_->hide();
        else stop();
    });
    addAction(esc);
    pause_act_ = make(tr("Pause"), QKeySequence(Qt::Key_F7), [this] { set_paused(!paused_); });
    pause_act_->setCheckable(true);
    live_act_ = make(tr("Live"), QKeySequence(Qt::Key_F6), [this] { set_live(!live_on_); });
    live_act_->setCheckable(true);
    live_act_->setToolTip(tr("Re-run on every edit, as fast as possible (F6)"));
    speed_ = new QComboBox(this);
    speed_->addItem(tr("1x"), 1.0);
    speed_->addItem(tr("2x"), 2.0);
    speed_->addItem(tr("5x"), 5.0);
    speed_->addItem(tr("as fast as possible"), 0.0);
    speed_->setToolTip(tr("How fast simulated time passes"));
    connect(speed_, &QComboBox::currentIndexChanged, this, [this] {
        if (running_) engine_->set_pace(speed_pace());
    });
    run_menu->addActions({run_act_, stop_act_, pause_act_, live_act_});

    present_act_ = make(tr("Presentation"), QKeySequence(Qt::Key_F11), [this] { set_presentation(!presentation_); });
    present_act_->setCheckable(true);
    ghost_act_ = make(tr("Ghost of the previous run"), QKeySequence(), [this] {
        show_ghost_ = ghost_act_->isChecked();
        shown_revision_ = ~0ull;
        refresh_views();
    });
    ghost_act_->setCheckable(true);
    ghost_act_->setChecked(true);
    QAction* find = make(tr("Find…"), QKeySequence::Find, [this] {
        find_box_->show();
        find_box_->setFocus();
        find_box_->selectAll();
    });
    QAction* zoom_in = make(tr("Bigger text"), QKeySequence(Qt::CTRL | Qt::Key_Equal), [this] {
        if (Editor* e = editor()) e->zoomIn();
    });
    QAction* zoom_out = make(tr("Smaller text"), QKeySequence(Qt::CTRL | Qt::Key_Minus), [this] {
        if (Editor* e = editor()) e->zoomOut();
    });
    QAction* next = make(tr("Next lesson"), QKeySequence(Qt::ALT | Qt::Key_Right), [this] { next_lesson(1); });
    QAction* prev = make(tr("Previous lesson"), QKeySequence(Qt::ALT | Qt::Key_Left), [this] { next_lesson(-1); });
    QAction* next_tab = make(tr("Next program"), QKeySequence(Qt::CTRL | Qt::Key_PageDown), [this] {
        if (tabs_widget_->count()) tabs_widget_->setCurrentIndex((tabs_widget_->currentIndex() + 1) % tabs_widget_->count());
    });
    view_menu->addActions({present_act_, ghost_act_, find, zoom_in, zoom_out, next, prev, next_tab});

    QAction* api = make(tr("API reference"), QKeySequence(Qt::Key_F1), [this] { show_api_reference(); });
    help_menu->addAction(api);

    bar->addAction(run_act_);
    bar->addAction(stop_act_);
    bar->addAction(pause_act_);
    bar->addWidget(speed_);
    bar->addSeparator();
    bar->addAction(live_act_);
    bar->addSeparator();
    bar->addAction(reset_act_);
    bar->addAction(submit_act_);
    bar->addAction(history);
    bar->addSeparator();
    bar->addAction(present_act_);
    bar->addAction(api);

    // The scrub bar follows the number under the cursor.
    auto scrub_state = std::make_shared<std::tuple<int, NumberLiteral, ScrubRange, bool>>();
    auto capture = [this, scrub_state](bool present) {
        auto& [line, lit, range, applying] = *scrub_state;
        if (applying) return;
        Editor* e = editor();
        std::optional<NumberLiteral> found = e && present ? e->literal_under_cursor(&line) : std::nullopt;
        scrub_bar_->setVisible(found.has_value() && !current_tab()->read_only);
        if (!found) return;
        lit = *found;
        range = scrub_range(lit);
        scrub_label_->setText(tr("scrub %1").arg(format_number(lit.value, lit.is_int)));
        const QSignalBlocker block(scrub_slider_);
        scrub_slider_->setValue(static_cast<int>(range.position_of(lit.value) * 1000));
    };
    connect(this, &MainWindow::reloaded, this, [capture] { capture(false); });
    connect(tabs_widget_, &QTabWidget::currentChanged, this, [this, capture] {
        if (Editor* e = editor()) {
            disconnect(e, &Editor::number_under_cursor, this, nullptr);
            connect(e, &Editor::number_under_cursor, this, capture);
            capture(e->literal_under_cursor().has_value());
        }
    });
    connect(scrub_slider_, &QSlider::valueChanged, this, [this, scrub_state](int v) {
        auto& [line, lit, range, applying] = *scrub_state;
        Editor* e = editor();
        if (!e) return;
        const double value = range.value_at(v / 1000.0);
        if (value == lit.value) return;
        applying = true;
        e->set_literal(line, &lit, value);
        applying = false;
        scrub_label_->setText(tr("scrub %1").arg(format_number(lit.value, lit.is_int)));
        if (!live_on_) live_->poke();  // scrubbing re-runs live even with live mode off
    });
}

// ---------------------------------------------------------------- lessons and files

void MainWindow::load_catalogue() {
    // The marker's own loader, in this process: the lessons the studio lists
    // are the ones `bugbot lessons` lists and `bugbot mark` marks.
    QStringList problems;
    lessons_ = discover_lessons(&problems);
    lessons_panel_->set_lessons(lessons_, gradebook_.get());
    if (!problems.isEmpty())
        statusBar()->showMessage(tr("A lesson has a problem (bugbot lessons --check says more): %1").arg(problems.first()), 15000);
}

bool MainWindow::open_target(const QString& target) {
    const QString t = target.isEmpty() ? QStringLiteral("attention") : target;
    int i = find_lesson(lessons_, t);
    if (i >= 0) return open_lesson(i);
    QFileInfo info(t);
    if (info.isFile() && info.suffix() == "py") {
        // A program inside a lesson folder opens that lesson, on that program.
        i = find_lesson(lessons_, info.absolutePath());
        if (i >= 0) return open_lesson(i, info.fileName());
        if (QFileInfo::exists(info.absolutePath() + "/lesson.json")) {
            QStringList problems;
            if (std::optional<Lesson> l = load_lesson(info.absolutePath(), &problems)) {
                lessons_.push_back(*l);
                lessons_panel_->set_lessons(lessons_, gradebook_.get());
                return open_lesson(static_cast<int>(lessons_.size()) - 1, info.fileName());
            }
            // A broken lesson: its program is still the student's to edit and run.
            statusBar()->showMessage(tr("The lesson here cannot be loaded: %1").arg(problems.value(0)), 15000);
        }
        return open_script(info.absoluteFilePath());
    }
    if (info.isDir() || info.fileName() == QLatin1String("lesson.json")) {
        QStringList problems;
        if (std::optional<Lesson> l = load_lesson(info.absoluteFilePath(), &problems)) {
            lessons_.push_back(*l);
            lessons_panel_->set_lessons(lessons_, gradebook_.get());
            return open_lesson(static_cast<int>(lessons_.size()) - 1);
        }
        const QString why = tr("%1 cannot be opened as a lesson:\n%2").arg(t, problems.join('\n'));
        statusBar()->showMessage(problems.value(0));
        console_->setPlainText(why);
        return false;
    }
    statusBar()->showMessage(tr("There is no lesson or script called %1").arg(t));
    console_->setPlainText(tr("There is no lesson or script called %1.").arg(t));
    return false;
}

void MainWindow::clear_tabs() {
    for (auto& tab : tabs_) {
        if (tab->saver) tab->saver->flush();
    }
    if (!watcher_->files().isEmpty()) watcher_->removePaths(watcher_->files());
    tabs_widget_->clear();
    for (auto& tab : tabs_) tab->editor->deleteLater();
    tabs_.clear();
}

MainWindow::Tab* MainWindow::add_tab(const QString& title, const QString& path, const QString& text,
                                     const QString& original, bool read_only) {
    auto tab = std::make_unique<Tab>();
    tab->title = title;
    tab->path = path;
    tab->original = original;
    tab->read_only = read_only;
    tab->editor = new Editor(tabs_widget_);
    tab->editor->setText(text);
    tab->editor->setModified(false);
    tab->editor->setReadOnly(read_only);
    tab->editor->zoomTo(presentation_ ? 8 : 0);
    if (!read_only) {
        tab->saver = new Autosaver(tab->editor);
        Editor* ed = tab->editor;
        tab->saver->set_target(path, [ed] { return ed->text(); });
        connect(tab->saver, &Autosaver::failed, this, [this](const QString& m) { statusBar()->showMessage(m); });
        Autosaver* saver = tab->saver;
        connect(ed, &QsciScintilla::textChanged, this, [this, saver, ed] {
            saver->changed();
            if (live_on_ && ed == editor()) live_->poke();
        });
    }
    connect(tab->editor, &Editor::scrubbing, this, [this](bool active) {
        if (active && !live_on_) live_->poke();
    });
    connect(tab->editor, &QsciScintilla::textChanged, this, [this, e = tab->editor] {
        // Alt+drag scrubbing re-runs even with live mode off.
        if (!live_on_ && QApplication::mouseButtons() != Qt::NoButton && (QApplication::keyboardModifiers() & Qt::AltModifier) &&
            e == editor())
            live_->poke();
    });
    Tab* raw = tab.get();
    tabs_.push_back(std::move(tab));
    tabs_widget_->addTab(raw->editor, read_only ? title + tr(" (submitted)") : title);
    return raw;
}

bool MainWindow::open_lesson(int index, const QString& program_file) {
    if (index < 0 || index >= lessons_.size()) return false;
    stop();
    clear_tabs();
    script_.clear();
    lesson_ = index;
    const Lesson& l = lessons_[index];
    lessons_panel_->select(index);
    lessons_panel_->show_text(l);
    watch(l.text_path());
    int select = 0;
    for (int i = 0; i < l.programs.size(); ++i) {
        StudentCopy copy;
        QString error;
        const QString original = l.program_path(i);
        if (!workspace_.open(l.id, original, &copy, &error)) {
            statusBar()->showMessage(error);
            continue;
        }
        add_tab(l.programs[i].title, copy.path, copy.text, original, false);
        watch(original);
        if (QFileInfo(original).fileName() == program_file) select = static_cast<int>(tabs_.size()) - 1;
    }
    if (!tabs_.empty()) tabs_widget_->setCurrentIndex(select);
    setWindowTitle(tr("%1 — BugBot Studio").arg(l.title));
    adopt_model(std::make_unique<RunModel>());
    ghost_.reset();
    update_actions();
    return !tabs_.empty();
}

bool MainWindow::open_script(const QString& path) {
    QString text, error;
    if (!read_text(path, &text, &error)) {
        statusBar()->showMessage(error);
        console_->setPlainText(error);
        return false;
    }
    stop();
    clear_tabs();
    lesson_ = -1;
    lessons_panel_->select(-1);
    script_ = QFileInfo(path).absoluteFilePath();
    // The student's own script: edits are saved to it (atomically).
    add_tab(QFileInfo(path).fileName(), script_, text, QString(), false);
    watch(script_);
    setWindowTitle(tr("%1 — BugBot Studio").arg(QFileInfo(path).fileName()));
    adopt_model(std::make_unique<RunModel>());
    ghost_.reset();
    update_actions();
    return true;
}

void MainWindow::watch(const QString& path) {
    if (!path.isEmpty() && QFileInfo::exists(path) && !watcher_->files().contains(path)) watcher_->addPath(path);
}

void MainWindow::on_file_changed(const QString& path) {
    // Editors that save by renaming drop the watch: take it up again.
    QTimer::singleShot(50, this, [this, path] {
        watch(path);
        if (lesson_ >= 0 && lesson_ < lessons_.size()) {
            const Lesson& l = lessons_[lesson_];
            if (path == l.text_path()) {
                lessons_panel_->show_text(l);
                statusBar()->showMessage(tr("The lesson's text changed on disk and was reloaded."), 5000);
                emit reloaded(path);
                return;
            }
        }
        for (auto& tab : tabs_) {
            if (!tab->original.isEmpty() && tab->original == path && lesson_ >= 0) {
                tab->saver->flush();  // the student's newest typing counts as an edit
                StudentCopy copy;
                if (workspace_.follow_original(lessons_[lesson_].id, path, &copy)) {
                    tab->editor->replace_text(copy.text);
                    tab->saver->flush();
                    statusBar()->showMessage(tr("%1 changed on disk and was reloaded.").arg(tab->title), 5000);
                } else {
                    statusBar()->showMessage(
                        tr("The lesson's version of %1 changed on disk; your edits are kept (Reset to see it).").arg(tab->title), 8000);
                }
                emit reloaded(path);
                return;
            }
            if (tab->original.isEmpty() && tab->path == path && !tab->read_only) {
                QString text;
                if (!read_text(path, &text) || text == tab->editor->text()) return;  // our own save
                if (tab->saver->pending()) {
                    statusBar()->showMessage(tr("%1 changed on disk; your unsaved edits are kept.").arg(tab->title), 8000);
                } else {
                    tab->editor->replace_text(text);
                    tab->saver->flush();
                    statusBar()->showMessage(tr("%1 changed on disk and was reloaded.").arg(tab->title), 5000);
                }
                emit reloaded(path);
                return;
            }
        }
    });
}

void MainWindow::reset_to_lesson() {
    Tab* tab = current_tab();
    if (!tab || tab->original.isEmpty() || lesson_ < 0) return;
    if (!qEnvironmentVariableIsSet("BUGBOT_STUDIO_NO_DIALOGS") &&
        QMessageBox::question(this, tr("Reset"),
                              tr("Put back the lesson's version of %1? Your changes to it will be lost.").arg(tab->title)) !=
            QMessageBox::Yes)
        return;
    StudentCopy copy;
    QString error;
    if (!workspace_.reset(lessons_[lesson_].id, tab->original, &copy, &error)) {
        statusBar()->showMessage(error);
        return;
    }
    tab->editor->replace_text(copy.text);
    tab->saver->flush();
    tab->editor->clear_error();
}

void MainWindow::next_lesson(int step) {
    if (lessons_.isEmpty()) return;
    const int n = static_cast<int>(lessons_.size());
    open_lesson(((lesson_ < 0 ? 0 : lesson_ + step) % n + n) % n);
}

MainWindow::Tab* MainWindow::current_tab() const {
    const int i = tabs_widget_->currentIndex();
    QWidget* w = tabs_widget_->widget(i);
    for (const auto& tab : tabs_) {
        if (tab->editor == w) return tab.get();
    }
    return nullptr;
}

Editor* MainWindow::editor() const {
    Tab* tab = current_tab();
    return tab ? tab->editor : nullptr;
}

QString MainWindow::current_path() const {
    Tab* tab = current_tab();
    return tab ? tab->path : QString();
}

QString MainWindow::status_text() const { return statusBar()->currentMessage(); }

// ---------------------------------------------------------------- runs

double MainWindow::speed_pace() const { return speed_->currentData().toDouble(); }

RunOptions MainWindow::run_options(const QString& script, double pace) const {
    RunOptions o;
    o.engine = engine_path();
    o.script = script;
    o.pace = pace;
    if (lesson_ >= 0 && lesson_ < lessons_.size()) {
        // The run's folder is the student's copy's (the default), not the
        // lesson's: a program that writes a file (8.7's model.json) must not
        // write into the lesson.
        o.world = lessons_[lesson_].world;  // a path, resolved by marking::world_path
    }
    return o;
}

void MainWindow::adopt_model(std::unique_ptr<RunModel> fresh) {
    if (model_ && (model_->world() || !model_->series().empty())) ghost_ = std::move(model_);
    model_ = std::move(fresh);
    following_ = true;
    shown_revision_ = ~0ull;
    layout_signature_ = ~std::size_t{0};
    refresh_views();
}

void MainWindow::run(double pace) {
    Tab* tab = current_tab();
    if (!tab) return;
    if (tab->read_only) {
        statusBar()->showMessage(tr("This is a submitted version: it is shown, not run."), 5000);
        return;
    }
    tab->saver->flush();
    live_engine_->stop();
    pending_.reset();
    live_->cancel();
    tab->editor->clear_error();
    adopt_model(std::make_unique<RunModel>());
    running_ = true;
    paused_ = false;
    pause_act_->setChecked(false);
    engine_->start(run_options(tab->path, pace < 0 ? speed_pace() : pace));
    frame_timer_.start();
    update_actions();
}

void MainWindow::stop() {
    if (running_) engine_->stop();
}

void MainWindow::set_paused(bool paused) {
    if (!running_) {
        pause_act_->setChecked(false);
        return;
    }
    paused_ = paused;
    engine_->set_paused(paused);
    pause_act_->setChecked(paused);
    statusBar()->showMessage(paused ? tr("Paused") : QString(), paused ? 0 : 1);
}

void MainWindow::on_run_finished(RunOutcome outcome, int code) {
    running_ = false;
    paused_ = false;
    pause_act_->setChecked(false);
    frame_timer_.stop();
    switch (outcome) {
        case RunOutcome::Stopped: model_->note(tr("— stopped —").toStdString()); break;
        case RunOutcome::FailedToStart: model_->note(engine_->engine_stderr().toStdString(), LineKind::Error); break;
        case RunOutcome::Crashed:
            model_->note(tr("The engine stopped unexpectedly (it crashed or ran out of memory). Your text is safe.%1")
                             .arg(engine_->engine_stderr().isEmpty() ? QString() : "\n" + engine_->engine_stderr().trimmed())
                             .toStdString(),
                         LineKind::Error);
            break;
        case RunOutcome::Finished:
            if (!model_->end() && !model_->error()) {
                const QString why = code == 3 ? tr("The run hit its time limit.") : tr("The run ended without finishing (exit status %1).").arg(code);
                const QString more = engine_->engine_stderr().trimmed();
                model_->note((why + (more.isEmpty() ? QString() : "\n" + more)).toStdString(), LineKind::Error);
            } else if (model_->end() && !model_->error() &&
                       std::none_of(model_->console().begin(), model_->console().end(), [](const ConsoleLine& l) {
                           return l.kind == LineKind::Stdout || l.kind == LineKind::Stderr;
                       })) {
                // A starter that does not print yet: say the run happened.
                model_->note(tr("— the program ran to the end (%1 s) and printed nothing —")
                                 .arg(model_->end_time(), 0, 'f', 2)
                                 .toStdString());
            }
            break;
    }
    show_run_error(*model_);
    refresh_views();
    update_actions();
    emit run_finished();
}

void MainWindow::show_run_error(const RunModel& model) {
    Editor* e = editor();
    if (!e || !model.error()) return;
    const ErrorEvent& err = *model.error();
    // Only mark the line when the error is in this file (not in a module it imported).
    if (!err.file.empty() && QFileInfo(QString::fromStdString(err.file)).fileName() != QFileInfo(current_path()).fileName()) return;
    e->show_error(err.line, QString::fromStdString(err.kind + ": " + err.message));
}

void MainWindow::set_live(bool on) {
    live_on_ = on;
    live_act_->setChecked(on);
    if (on) {
        stop();
        live_->poke();
        statusBar()->showMessage(tr("Live: every edit re-runs the program."), 4000);
    } else {
        live_->cancel();
        live_engine_->stop();
    }
}

void MainWindow::start_live_run() {
    Tab* tab = current_tab();
    if (!tab || tab->read_only) {
        live_->run_finished();
        return;
    }
    tab->saver->flush();
    if (running_) engine_->stop();
    pending_ = std::make_unique<RunModel>();
    live_engine_->start(run_options(tab->path, 0));
}

void MainWindow::on_live_finished(RunOutcome outcome, int) {
    std::unique_ptr<RunModel> fresh = std::move(pending_);
    if (outcome == RunOutcome::Finished && fresh && fresh->end() && fresh->end()->status != "error" && !fresh->error()) {
        if (Editor* e = editor()) e->clear_error();
        adopt_model(std::move(fresh));
        live_->run_finished();
        emit live_picture_updated();
        return;
    }
    // The last good picture stays; the error shows inline at its line.
    if (fresh && fresh->error()) show_run_error(*fresh);
    live_->run_finished();
    if (outcome != RunOutcome::Stopped) emit live_run_failed();
}

void MainWindow::show_time(double t) {
    following_ = t < 0;
    view_time_ = t < 0 ? 0 : t;
    shown_revision_ = ~0ull;
    refresh_views();
}

void MainWindow::refresh_views() {
    if (!model_) return;
    const double t = following_ ? model_->end_time() : std::min(view_time_, model_->end_time());
    const std::uint64_t rev = model_->revision() ^ (static_cast<std::uint64_t>(t * 1000) << 40);
    if (rev == shown_revision_ && !following_) return;
    if (rev == shown_revision_ && following_ && !running_) return;
    shown_revision_ = rev;

    // Which series are strips, labels, charts: only re-decided when they grew.
    std::size_t signature = model_->series().size();
    for (const Series& s : model_->series()) signature = signature * 31 + s.appended();
    if (signature != layout_signature_) {
        layout_signature_ = signature;
        SeriesLayout layout = lay_out(model_->series());
        strip_->set_rows(layout.strips);
        charts_->set_groups(layout.charts);
        strip_->setVisible(!layout.strips.empty());
        charts_->setVisible(!layout.charts.empty() || layout.strips.empty());
    }
    const RunModel* ghost = show_ghost_ ? ghost_.get() : nullptr;
    mat_->set_model(model_.get());
    mat_->set_ghost(ghost);
    mat_->set_time(t);
    strip_->set_model(model_.get());
    strip_->set_ghost(ghost);
    strip_->set_time(t);
    charts_->set_model(model_.get());
    charts_->set_ghost(ghost);
    charts_->set_time(t);
    console_->show_model(model_.get(), t);
    if (!timeline_->isSliderDown()) {
        const QSignalBlocker block(timeline_);
        const double end = model_->end_time();
        timeline_->setValue(following_ || end <= 0 ? kTimelineSteps : static_cast<int>(t / end * kTimelineSteps));
    }
    time_label_->setText(tr("%1 s of %2 s").arg(t, 0, 'f', 2).arg(model_->end_time(), 0, 'f', 2));
}

void MainWindow::update_actions() {
    Tab* tab = current_tab();
    const bool editable = tab && !tab->read_only;
    run_act_->setEnabled(editable);
    stop_act_->setEnabled(running_);
    pause_act_->setEnabled(running_);
    reset_act_->setEnabled(editable && !tab->original.isEmpty());
    submit_act_->setEnabled(editable && lesson_ >= 0 && !marker_);
}

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
        for (auto& tab : tabs_) tab->editor->zoomTo(8);
        strip_->set_large(true);
        const int w = main_split_->width();
        main_split_->setSizes({0, w * 2 / 5, w * 3 / 5});
        statusBar()->showMessage(tr("Presentation: F5 run, Esc stop, F6 live, Alt+→ next lesson, F11 back"), 6000);
    } else {
        lessons_panel_->show();
        menuBar()->show();
        setFont(QFont());
        strip_->set_large(false);
        for (auto& tab : tabs_) tab->editor->zoomTo(0);
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

bool MainWindow::export_png(const QString& path) { return run_panel_->grab().save(path, "PNG"); }

bool MainWindow::export_csv(const QString& path, QString* error) {
    QString out = QStringLiteral("series,t,value\n");
    QTextStream s(&out);
    for (const Series& series : model_->series()) {
        QString name = QString::fromStdString(series.name());
        if (name.contains(',') || name.contains('"')) name = '"' + name.replace('"', "\"\"") + '"';
        for (const SeriesPoint& p : series.points()) s << name << ',' << p.t << ',' << QString::number(p.v, 'g', 10) << '\n';
    }
    s.flush();
    return write_text(path, out, error);
}

// ---------------------------------------------------------------- submit and the gradebook

void MainWindow::submit() {
    Tab* tab = current_tab();
    if (!tab || tab->read_only || lesson_ < 0 || marker_) return;
    tab->saver->flush();
    const Lesson lesson = lessons_[lesson_];
    const QString source = tab->editor->text();
    const QString file = QFileInfo(tab->path).fileName();
    marker_ = new QProcess(this);
    marker_->setWorkingDirectory(lesson.folder);
    statusBar()->showMessage(tr("Marking %1…").arg(file));
    update_actions();
    connect(marker_, &QProcess::finished, this, [this, lesson, source, file](int code, QProcess::ExitStatus) {
        QProcess* proc = marker_;
        marker_ = nullptr;
        proc->deleteLater();
        update_actions();
        MarkResult result;
        QString error;
        const QByteArray out = proc->readAllStandardOutput();
        if (!parse_mark_result(out, &result, &error) || result.submissions.isEmpty()) {
            const QString why = QString::fromUtf8(proc->readAllStandardError()).trimmed();
            statusBar()->showMessage(tr("Marking failed"), 5000);
            QMessageBox::warning(this, tr("Submit"),
                                 tr("The marker could not mark %1 (exit status %2).\n\n%3").arg(file).arg(code).arg(why.isEmpty() ? error : why));
            emit submitted(false);
            return;
        }
        SubmissionMark mark = result.submissions.first();
        mark.file = file;
        gradebook_->add(lesson.id, file, source, mark);
        if (!gradebook_->ok()) statusBar()->showMessage(gradebook_->error());
        lessons_panel_->refresh_progress(gradebook_.get());
        statusBar()->showMessage(tr("%1: %2 / %3").arg(file).arg(mark.score).arg(mark.max), 8000);
        emit submitted(true);
        if (!qEnvironmentVariableIsSet("BUGBOT_STUDIO_NO_DIALOGS")) {
            QMessageBox box(this);
            box.setWindowTitle(tr("Marked: %1").arg(lesson.title));
            box.setTextFormat(Qt::RichText);
            box.setText(marks_html(mark, lesson.tasks));
            box.exec();
        }
    });
    connect(marker_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart || !marker_) return;
        const QString why = marker_->errorString();
        marker_->deleteLater();
        marker_ = nullptr;
        update_actions();
        QMessageBox::warning(this, tr("Submit"), tr("Could not start the marker: %1").arg(why));
        emit submitted(false);
    });
    marker_->start(engine_path(), {"mark", lesson.folder, tab->path, "--json"});
}

void MainWindow::show_submissions() {
    if (lesson_ < 0) return;
    const Lesson& l = lessons_[lesson_];
    auto* dialog = new SubmissionsDialog(l.title, gradebook_->submissions(l.id), l.tasks, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SubmissionsDialog::reopen, this, &MainWindow::reopen_submission);
    dialog->open();
}

void MainWindow::reopen_submission(qint64 id) {
    const StoredSubmission s = gradebook_->submission(id);
    if (s.id == 0) return;
    Tab* tab = add_tab(QStringLiteral("%1 %2").arg(s.file, s.when.toString("MM-dd HH:mm")), QString(), s.source, QString(), true);
    tabs_widget_->setCurrentWidget(tab->editor);
}

}  // namespace bugbot::studio
