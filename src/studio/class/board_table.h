#pragma once
// The teacher's board as a table (docs/class.md, "The board"): one row a
// student, and either the columns of one lesson's tasks (the lesson view) or
// one column a lesson (the overview). Fed the Board the teacher's client
// keeps; no widgets, so a QTableView shows it and a screen reader reads it as
// a real table. Each mark cell says its mark three ways: a number ("8/10"),
// a symbol (✓ all, ◑ some, ✗ none, … being marked, – not submitted) and a
// colour; its accessible text says it in words.
#include <QAbstractTableModel>
#include <QList>
#include <QStringList>

#include <vector>

#include "classroom/board.h"
#include "studio/work/lesson_catalog.h"

namespace bugbot::studio {

enum class BoardSort { name, mark, last_attempt };

// Points as the board prints them: "7.5", "10".
QString points_text(double points);
// A mark in a few characters: the symbol and the points ("✓ 10/10").
QString mark_text(double score, double out_of);
// How much of out_of a score is: 2 all, 1 some, 0 none (the symbol's and the colour's).
int mark_level(double score, double out_of);

class BoardTable : public QAbstractTableModel {
    Q_OBJECT
public:
    // Fixed columns before the marks: the student, and whether they are here.
    static constexpr int kNameColumn = 0, kStateColumn = 1, kFirstMark = 2;
    explicit BoardTable(QObject* parent = nullptr);

    void set_board(const classroom::Board& board);
    // The lesson view: its tasks' columns, then the total. An empty id: the overview.
    void set_lesson(const QString& lesson_id, const QList<LessonTask>& tasks);
    // The lessons' titles for the overview's columns (by id); an id with none shows itself.
    void set_titles(const QList<Lesson>& lessons);
    void set_sort(BoardSort sort);
    // Presentation: "Student 1".."Student n" (numbered by name, whatever the sort).
    void set_anonymous(bool anonymous);

    QString lesson() const { return lesson_; }
    bool overview() const { return lesson_.isEmpty(); }
    BoardSort sort() const { return sort_; }
    const classroom::BoardStudent* student_at(int row) const;
    // The lesson a cell stands for: the view's, or the overview's column's ("" for the first two columns).
    QString lesson_at(const QModelIndex& index) const;
    QString shown_name(int row) const;  // the name, or "Student N" in Presentation
    // "12 students: 9 connected, 3 have not submitted, 1 asks to join" (this lesson's in the lesson view).
    QString summary() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const classroom::BoardCell* cell(const classroom::BoardStudent& s, const QString& lesson) const;
    double task_points(const classroom::Attempt& a, const LessonTask& task, double* out_of) const;
    // The mark a cell shows: score and out of (false: nothing to show).
    bool cell_mark(const classroom::BoardStudent& s, int column, double* score, double* out_of, QString* state) const;
    QString state_text(const classroom::BoardStudent& s) const;
    QString cell_words(int row, int column) const;  // the accessible text
    QString column_title(int column) const;
    double sort_mark(const classroom::BoardStudent& s) const;
    void reorder();

    classroom::Board board_;
    QString lesson_;
    QList<LessonTask> tasks_;
    QHash<QString, QString> titles_;
    BoardSort sort_ = BoardSort::name;
    bool anonymous_ = false;
    std::vector<int> order_;  // row -> index in board_.students
};

}  // namespace bugbot::studio
