#pragma once
// The studio window. It owns the run models and wires actions to them; the
// views render "the state at time t" from the models and know nothing else.
#include <QElapsedTimer>
#include <QMainWindow>
#include <QTimer>
#include <memory>
#include <vector>

#include "studio/engine_process.h"
#include "studio/gradebook.h"
#include "studio/lesson_catalog.h"
#include "studio/run_model.h"
#include "studio/workspace.h"

class QAction;
class QComboBox;
class QFileSystemWatcher;
class QLabel;
class QLineEdit;
class QSlider;
class QSplitter;
class QTabWidget;
class QTextBrowser;
class QDockWidget;
class QProcess;

namespace bugbot::studio {

class Console;
class Editor;
class LessonPanel;
class LiveScheduler;
class MatView;
class StripChart;
class WeightStrip;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens a lesson (id or folder), a program inside a lesson folder, or any
    // .py script. False (with a message on the status bar) when it cannot.
    bool open_target(const QString& target);
    bool open_lesson(int index, const QString& program_file = {});
    bool open_script(const QString& path);

    // Runs the current tab's program at `pace` (<0: the speed box's pace).
    void run(double pace = -1);
    void stop();
    void set_paused(bool paused);
    void set_live(bool on);
    bool live() const { return live_on_; }
    void set_presentation(bool on);
    bool presentation() const { return presentation_; }
    void submit();
    void reset_to_lesson();
    bool export_png(const QString& path);
    bool export_csv(const QString& path, QString* error = nullptr);
    // Shows the run at simulated time t (the timeline); t < 0 follows the end.
    void show_time(double t);
    void refresh_views();

    // For tests and benchmarks.
    bool running() const { return running_; }
    const RunModel* model() const { return model_.get(); }
    const RunModel* ghost() const { return ghost_.get(); }
    Editor* editor() const;
    MatView* mat_view() const { return mat_; }
    WeightStrip* weight_strip() const { return strip_; }
    StripChart* charts() const { return charts_; }
    Console* console() const { return console_; }
    QWidget* run_panel() const { return run_panel_; }
    QSlider* timeline() const { return timeline_; }
    EngineProcess* engine() const { return engine_; }
    const Workspace& workspace() const { return workspace_; }
    Gradebook* gradebook() const { return gradebook_.get(); }
    const QList<Lesson>& lessons() const { return lessons_; }
    int lesson_index() const { return lesson_; }
    LessonPanel* lessons_panel() const { return lessons_panel_; }
    QString current_path() const;  // the file the current tab edits
    QString status_text() const;

signals:
    void run_finished();          // a Run (not live) ended, however it ended
    void live_picture_updated();  // a live run's picture replaced the last one
    void live_run_failed();       // a live run failed; the last picture stays
    void submitted(bool ok);
    void reloaded(const QString& path);

protected:
    void closeEvent(QCloseEvent* e) override;

private:
    struct Tab;
    void build_ui();
    void build_actions();
    void load_catalogue();
    void clear_tabs();
    Tab* add_tab(const QString& title, const QString& path, const QString& text, const QString& original, bool read_only);
    Tab* current_tab() const;
    void on_run_finished(RunOutcome outcome, int code);
    void on_live_finished(RunOutcome outcome, int code);
    void start_live_run();
    void show_run_error(const RunModel& model);
    void update_actions();
    void on_file_changed(const QString& path);
    void watch(const QString& path);
    void show_submissions();
    void reopen_submission(qint64 id);
    void next_lesson(int step);
    void show_api_reference();
    RunOptions run_options(const QString& script, double pace) const;
    double speed_pace() const;
    void adopt_model(std::unique_ptr<RunModel> fresh);

    Workspace workspace_;
    std::unique_ptr<Gradebook> gradebook_;
    QList<Lesson> lessons_;
    int lesson_ = -1;
    QString script_;  // a plain script being edited (not a lesson)
    std::vector<std::unique_ptr<Tab>> tabs_;

    // runs
    EngineProcess* engine_ = nullptr;
    EngineProcess* live_engine_ = nullptr;
    LiveScheduler* live_ = nullptr;
    std::unique_ptr<RunModel> model_, ghost_, pending_;
    bool running_ = false, paused_ = false, live_on_ = false, presentation_ = false, show_ghost_ = true;
    bool following_ = true;
    double view_time_ = 0;
    std::uint64_t shown_revision_ = ~0ull;
    std::size_t layout_signature_ = ~std::size_t{0};
    QTimer frame_timer_;

    // widgets
    LessonPanel* lessons_panel_ = nullptr;
    QSplitter* main_split_ = nullptr;
    QTabWidget* tabs_widget_ = nullptr;
    Console* console_ = nullptr;
    QWidget* run_panel_ = nullptr;
    MatView* mat_ = nullptr;
    WeightStrip* strip_ = nullptr;
    StripChart* charts_ = nullptr;
    QSlider* timeline_ = nullptr;
    QLabel* time_label_ = nullptr;
    QWidget* scrub_bar_ = nullptr;
    QSlider* scrub_slider_ = nullptr;
    QLabel* scrub_label_ = nullptr;
    QLineEdit* find_box_ = nullptr;
    QComboBox* speed_ = nullptr;
    QDockWidget* api_dock_ = nullptr;
    QTextBrowser* api_view_ = nullptr;
    QFileSystemWatcher* watcher_ = nullptr;
    QProcess* marker_ = nullptr;
    QList<int> normal_sizes_;

    QAction *run_act_ = nullptr, *stop_act_ = nullptr, *pause_act_ = nullptr, *live_act_ = nullptr,
            *reset_act_ = nullptr, *submit_act_ = nullptr, *present_act_ = nullptr, *ghost_act_ = nullptr;
};

}  // namespace bugbot::studio
