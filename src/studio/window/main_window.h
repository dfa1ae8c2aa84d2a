#pragma once
// The studio window: it creates the parts, lays them out and wires them.
//   LessonController  the lessons, the student's copies, reloads
//   ProgramTabs       the editors (autosaved) and find
//   ScrubBar          drag the number under the cursor
//   RunController     runs and live mode: engine processes, run models, RunState
//   RunPanel          mat, strip, charts, timeline (and the console) at a time
//   VariablesPane     the script's variables at that time (the editor marks its line)
//   SubmitController  marking and the gradebook
//   ClassControls     the Class menu; Submit in a class goes there too
// Actions follow the parts' signals; the views render only what runs report.
#include <QMainWindow>
#include <QPointer>
#include <functional>

#include "studio/work/lesson_catalog.h"
#include "studio/run/run_controller.h"

class QAction;
class QComboBox;
class QDockWidget;
class QKeySequence;
class QLabel;
class QLineEdit;
class QMenu;
class QSlider;
class QSplitter;
class QTextBrowser;

namespace bugbot::studio {

// What of a Markdown text mentions `query` (any case): a section (a heading
// and what follows) whose heading does, whole; of the others, the paragraphs,
// list items and code blocks that do, under their section's heading; each
// under the heading of the part it is in. The whole text when `query` is
// blank; a line saying so when nothing does.
QString filter_sections(const QString& markdown, const QString& query);
// Each row of a Markdown table as a list item: "- **first cell**: second; column: cell...".
QString tables_as_lists(const QString& markdown);

class ClassControls;
struct SubmissionMark;
class Console;
class ConsoleInput;
class VariablesPane;
class ReadingLayout;
class Editor;
class Gradebook;
class LessonController;
class LessonPanel;
class MatView;
class ProgramTabs;
class RobotControls;
class RunHeartbeat;
class RunPanel;
class ScrubBar;
class StripChart;
class SubmitController;
class WeightStrip;
class Workspace;

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
    // The world a script that is not a lesson's runs on ("" = the default mat;
    // a lesson's programs run on the lesson's world). Takes effect at the next open.
    void set_script_world(const QString& world) { script_world_ = world; }

    // Runs the current tab's program at `pace` (<0: the speed box's pace).
    void run(double pace = -1);
    // Runs it at once in the simulator (1x) and on the chosen robot, the
    // robot's run drawn beside the simulator's (RunController::run_twin).
    void run_on_both();
    void stop();
    void set_paused(bool paused);
    void set_live(bool on);
    bool live() const;
    void set_presentation(bool on);
    bool presentation() const { return presentation_; }
    // Submits the lesson's "Your turn" program (asking first when another
    // program is in view), or the program in view when the lesson names none.
    void submit();
    void reset_to_lesson();
    // A submitted version in view (opened from Submissions…): put it back into
    // the student's copy of that program, after asking; one undo step there.
    bool restore_submission();
    // With no target on the command line: the lesson and program of last time.
    bool open_last();
    // First launch (no window remembered): the screen's size at most, maximised below 1400 px wide.
    void fit_screen();
    // Writes a starter there (untitled-N.py in the student's scripts when "")
    // and opens it beside the lesson's programs.
    bool new_script(const QString& path = {});
    bool save_as(const QString& path);     // the program in view, then edits it there
    void zoom_text(int steps);             // every text pane: programs, console, lesson
    int presentation_zoom();               // the editor's extra zoom in presentation
    bool export_png(const QString& path);
    bool export_csv(const QString& path, QString* error = nullptr);
    // Shows the run at simulated time t (the timeline); t < 0 follows the end.
    void show_time(double t);
    void refresh_views();
    // A marked run the class kept (from the teacher's board): the program in a
    // read-only tab titled `title`, the run from its record in the mat, the
    // charts and the strip, nothing run. False (and why on the status bar) when
    // the record holds no run.
    bool show_replay(const QString& title, const QString& program, const QByteArray& record);

    // For tests and benchmarks.
    bool running() const { return runs_->running(); }
    SubmitController* submitter() const { return submit_; }
    ClassControls* class_controls() const { return class_; }
    QString submit_target() const;  // the file Submit would send
    const RunModel* model() const { return runs_->model(); }
    const RunModel* ghost() const { return runs_->ghost(); }
    Editor* editor() const;
    MatView* mat_view() const;
    WeightStrip* weight_strip() const;
    StripChart* charts() const;
    Console* console() const { return console_; }
    VariablesPane* variables() const { return variables_; }
    ConsoleInput* console_input() const { return console_input_; }
    RunPanel* run_panel() const { return panel_; }
    QSlider* timeline() const;
    EngineProcess* engine() const { return runs_->engine(); }
    RunController* runs() const { return runs_; }
    ProgramTabs* program_tabs() const { return tabs_; }
    ScrubBar* scrub_bar() const { return scrub_; }
    RobotControls* robot() const { return robot_; }
    QDockWidget* reference_dock() const { return api_dock_; }
    QTextBrowser* reference_view() const { return api_view_; }
    QLineEdit* reference_search() const { return api_search_; }
    const Workspace& workspace() const;
    Gradebook* gradebook() const;
    const QList<Lesson>& lessons() const;
    int lesson_index() const;
    LessonPanel* lessons_panel() const { return lessons_panel_; }
    ReadingLayout* reading_layout() const { return reading_; }
    QString current_path() const;  // the file the current tab edits
    QString status_text() const;

signals:
    void run_finished();          // a Run (not live) ended, however it ended
    void live_picture_updated();  // a live run's picture replaced the last one
    void live_run_failed();       // a live run failed; the last picture stays
    void submitted(bool ok);
    void reloaded(const QString& path);
    // View > Language changed the language: main.cpp starts the studio again in it
    // (the edits are saved first; the lesson and program of now reopen).
    void restart_requested();

protected:
    void closeEvent(QCloseEvent* e) override;
    void showEvent(QShowEvent* e) override;

private:
    void create_parts();
    void lay_out();
    void create_actions();  // main_window_actions.cpp, with what the menus do
    void create_file_actions(QMenu* menu);
    void create_edit_actions(QMenu* menu);
    void create_run_actions(QMenu* menu);
    void create_run_on_both(QMenu* menu);
    void create_view_actions(QMenu* menu);
    void create_language_menu(QMenu* menu);  // main_window_actions.cpp
    QAction* make_action(const QString& text, const QKeySequence& key, std::function<void()> slot);
    void export_to(const QString& what, const QString& suffix, const QString& filter,
                   const std::function<bool(const QString&, QString*)>& write);
    void fill_world_menu();
    // Moves the keyboard focus to the next (or previous) pane that can take it.
    void focus_pane(int step);
    void name_parts();  // accessible names, keyboard focus
    void wire();  // wire_lessons, wire_programs, wire_runs, wire_submit
    void wire_lessons();
    void wire_programs();
    void wire_runs();
    void wire_submit();
    void wire_class();  // the Class menu's parts: the board, hand-outs, the class's marks
    void show_class_marks(const QString& lesson, const QString& file, const QString& source, const SubmissionMark& mark);
    void show_heartbeat(RunHeartbeat* heartbeat);  // main_window_layout.cpp: its label in the status bar
    void show_status(const QString& text, int ms);
    void mark_error(const QString& script, int line, const QString& message);  // line 0: clears it
    void read_settings();
    void write_settings() const;
    void fit_panes();  // the editor 80 columns wide where the screen allows, 60 at least
    // The window inside the available geometry of the screen it is on.
    void fit_into_screen();
    void update_tab_actions();
    void create_help_actions(QMenu* menu);  // main_window_help.cpp: the Help menu
    void create_help_dock();                // the reference's dock and its search
    void show_api_reference();
    void show_document(const QString& path);  // a Markdown document in the reference's dock
    void show_lesson_text();
    void show_shortcuts();
    void show_about();
    void remember_recent(const QString& path);
    double speed_pace() const;
    QString prepare_run();  // the current tab's file, saved, to run now ("" = none can run)

    LessonController* lessons_ = nullptr;
    ProgramTabs* tabs_ = nullptr;
    ScrubBar* scrub_ = nullptr;
    RunController* runs_ = nullptr;
    RunPanel* panel_ = nullptr;
    RobotControls* robot_ = nullptr;  // the selector, the banner, Robot > Robots…
    SubmitController* submit_ = nullptr;
    ClassControls* class_ = nullptr;
    LessonPanel* lessons_panel_ = nullptr;
    ReadingLayout* reading_ = nullptr;  // the lesson text's column, or its tab on a narrow window
    Console* console_ = nullptr;
    VariablesPane* variables_ = nullptr;
    ConsoleInput* console_input_ = nullptr;
    QPointer<Editor> run_line_editor_;  // the editor whose run line is marked
    QSplitter* main_split_ = nullptr;
    QComboBox* speed_ = nullptr;
    QDockWidget* api_dock_ = nullptr;
    QTextBrowser* api_view_ = nullptr;
    QLineEdit* api_search_ = nullptr;
    QString dock_markdown_;  // the document in the dock, whole (the search filters what is shown)
    QSplitter* middle_split_ = nullptr;
    QWidget* marking_bar_ = nullptr;
    QLabel* marking_label_ = nullptr;
    QMenu* recent_menu_ = nullptr;
    QMenu* world_menu_ = nullptr;
    QString script_world_;
    QList<int> normal_sizes_;
    bool presentation_ = false, panes_fitted_ = false, was_maximized_ = false;
    bool geometry_restored_ = false;  // from the settings: fitted to this screen once shown
    int zoom_ = 0;

    QAction *run_act_ = nullptr, *stop_act_ = nullptr, *pause_act_ = nullptr, *live_act_ = nullptr,
            *reset_act_ = nullptr, *submit_act_ = nullptr, *present_act_ = nullptr, *ghost_act_ = nullptr,
            *history_act_ = nullptr, *restore_act_ = nullptr, *api_act_ = nullptr;
    QAction* run_both_act_ = nullptr;  // Run on both: enabled while the target is a robot
};

}  // namespace bugbot::studio
