#pragma once
// The teacher's Class view (docs/class.md, "The board"): the class at a
// glance, students x the chosen lesson's tasks and students x lessons, with
// who is here, who has not submitted and who asks to join; a mark chosen
// (Enter, a click) shows that student's attempts beside it. It renders the
// values it is given and says what the teacher asked for in signals; the
// teacher's client (ClassControls wires it) does the talking.
#include <QWidget>

#include "classroom/board.h"
#include "studio/class/board_table.h"

class QComboBox;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableView;

namespace bugbot::studio {

class AttemptHistory;

class ClassBoard : public QWidget {
    Q_OBJECT
public:
    explicit ClassBoard(QWidget* parent = nullptr);

    // The teacher's lessons: the tasks of each, the titles; `current` first in view.
    void set_lessons(const QList<Lesson>& lessons, const QString& current = {});
    void set_board(const classroom::Board& board);
    void show_history(const classroom::History& history);
    void set_anonymous(bool anonymous);  // Presentation: no names
    void set_large(bool large);          // Presentation: type a quarter larger, read from the back
    void set_connected(bool connected, const QString& why = {});
    // The lesson view on `lesson_id` (one of the lessons set).
    void choose_lesson(const QString& lesson_id);
    // Asks for the history behind a cell of the table shown (as Enter does).
    void open_cell(const QModelIndex& index);

    BoardTable* lesson_table() const { return lesson_model_; }
    BoardTable* overview_table() const { return overview_model_; }
    QTableView* lesson_view() const { return lesson_view_; }
    QTableView* overview_view() const { return overview_view_; }
    QTabWidget* tabs() const { return tabs_; }
    QComboBox* sort_box() const { return sort_; }
    QComboBox* counted_box() const { return counted_; }
    QPushButton* approve_button() const { return approve_; }
    AttemptHistory* history() const { return history_; }
    QLabel* summary_label() const { return summary_; }
    const classroom::Board& board() const { return board_; }
    const QList<Lesson>& lessons() const { return lessons_; }

signals:
    void history_wanted(const QString& student, const QString& lesson);
    void approve_wanted(const QString& student);
    void counted_wanted(classroom::CountedAttempt counted);
    void comment_wanted(const QString& student, const QString& submission, const QString& text);
    void replay_wanted(const QString& student, const QString& submission);
    void hand_out_wanted();
    void deadline_wanted(const QString& lesson);

private:
    QTableView* make_view(BoardTable* model, const QString& name);
    QWidget* make_controls();
    QTableView* shown_view() const;
    const classroom::BoardStudent* chosen_student() const;
    void update_summary();
    void update_approve();

    classroom::Board board_;
    QList<Lesson> lessons_;
    bool anonymous_ = false;
    QString connection_;  // why the class cannot be read, or empty
    BoardTable* lesson_model_;
    BoardTable* overview_model_;
    QComboBox* lesson_ = nullptr;
    QComboBox* sort_ = nullptr;
    QComboBox* counted_ = nullptr;
    QPushButton* approve_ = nullptr;
    QLabel* summary_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    QTableView* lesson_view_ = nullptr;
    QTableView* overview_view_ = nullptr;
    AttemptHistory* history_ = nullptr;
};

}  // namespace bugbot::studio
