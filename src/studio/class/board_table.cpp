#include "studio/class/board_table.h"

#include <QBrush>
#include <QColor>
#include <QDateTime>
#include <QLocale>

#include <algorithm>

namespace bugbot::studio {

using classroom::Attempt;
using classroom::BoardCell;
using classroom::BoardStudent;

namespace {

// Light backgrounds under the window's own (dark) text: contrast above 4.5:1.
// The colour is never the only cue: each cell also has its symbol and its number.
const QColor kAll(0xd4, 0xee, 0xd4), kSome(0xfb, 0xe8, 0xb8), kNone(0xf6, 0xd2, 0xd2), kWaiting(0xe4, 0xe4, 0xec);

QString board_time(qint64 ms) {
    if (ms <= 0) return {};
    const QDateTime when = QDateTime::fromMSecsSinceEpoch(ms);
    return when.date() == QDate::currentDate() ? when.toString(QStringLiteral("HH:mm"))
                                               : when.toString(QStringLiteral("MM-dd HH:mm"));
}

bool being_marked(const Attempt& a) { return a.state != QLatin1String("marked"); }

// "2. On every step, guess…": the task's number and the words of its title that fit kShortTitle.
constexpr int kShortTitle = 12;
QString short_title(int number, const QString& title) {
    QString shown;
    for (const QString& word : title.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!shown.isEmpty() && shown.size() + 1 + word.size() > kShortTitle)
            return QStringLiteral("%1. %2…").arg(QString::number(number), shown);
        shown += (shown.isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    return QStringLiteral("%1. %2").arg(QString::number(number), shown);
}

}  // namespace

QString points_text(double points) { return QString::number(points, 'g', 4); }

int mark_level(double score, double out_of) {
    if (out_of > 0 && score >= out_of) return 2;
    return score > 0 ? 1 : 0;
}

QString mark_text(double score, double out_of) {
    static const QString symbols[] = {QStringLiteral("✗"), QStringLiteral("◑"), QStringLiteral("✓")};
    return QStringLiteral("%1 %2/%3").arg(symbols[mark_level(score, out_of)], points_text(score), points_text(out_of));
}

BoardTable::BoardTable(QObject* parent) : QAbstractTableModel(parent) {}

void BoardTable::set_board(const classroom::Board& board) {
    beginResetModel();
    board_ = board;
    reorder();
    endResetModel();
}

void BoardTable::set_lesson(const QString& lesson_id, const QList<LessonTask>& tasks) {
    beginResetModel();
    lesson_ = lesson_id;
    tasks_ = tasks;
    reorder();
    endResetModel();
}

void BoardTable::set_titles(const QList<Lesson>& lessons) {
    for (const Lesson& l : lessons) titles_[l.id] = l.title;
    if (overview()) emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

void BoardTable::set_sort(BoardSort sort) {
    beginResetModel();
    sort_ = sort;
    reorder();
    endResetModel();
}

void BoardTable::set_anonymous(bool anonymous) {
    if (anonymous == anonymous_) return;
    anonymous_ = anonymous;
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

const BoardStudent* BoardTable::student_at(int row) const {
    return row >= 0 && row < int(order_.size()) ? &board_.students[std::size_t(order_[std::size_t(row)])] : nullptr;
}

QString BoardTable::lesson_at(const QModelIndex& index) const {
    if (!index.isValid() || index.column() < kFirstMark) return {};
    if (!overview()) return lesson_;
    const int i = index.column() - kFirstMark;
    return i < board_.lessons.size() ? board_.lessons[i] : QString();
}

QString BoardTable::shown_name(int row) const {
    if (row < 0 || row >= int(order_.size())) return {};
    return anonymous_ ? tr("Student %1").arg(order_[std::size_t(row)] + 1) : student_at(row)->name;
}

const BoardCell* BoardTable::cell(const BoardStudent& s, const QString& lesson) const {
    for (const BoardCell& c : s.cells)
        if (c.lesson == lesson && c.attempts > 0) return &c;
    return nullptr;
}

double BoardTable::task_points(const Attempt& a, const LessonTask& task, double* out_of) const {
    // The marker names a task by its title (board.h); an older marker by its id.
    for (const classroom::TaskPoints& t : a.tasks) {
        if (t.task != task.title && t.task != task.id) continue;
        *out_of = t.out_of > 0 ? t.out_of : task.points;
        return t.points;
    }
    *out_of = task.points;
    return 0;
}

bool BoardTable::cell_mark(const BoardStudent& s, int column, double* score, double* out_of, QString* state) const {
    const int i = column - kFirstMark;
    const QString lesson = overview() ? (i < board_.lessons.size() ? board_.lessons[i] : QString()) : lesson_;
    const BoardCell* c = cell(s, lesson);
    if (!c) return false;
    *state = c->counted.state;
    if (!overview() && i < tasks_.size()) {
        *score = task_points(c->counted, tasks_[i], out_of);
    } else {
        *score = c->counted.score;
        *out_of = c->counted.out_of;
    }
    return true;
}

int BoardTable::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(order_.size()); }

int BoardTable::columnCount(const QModelIndex& parent) const {
    if (parent.isValid()) return 0;
    // Lesson: tasks, total, attempts, last attempt. Overview: lessons, last attempt.
    return overview() ? kFirstMark + int(board_.lessons.size()) + 1 : kFirstMark + int(tasks_.size()) + 3;
}

QString BoardTable::column_title(int column) const {
    if (column == kNameColumn) return tr("Student");
    if (column == kStateColumn) return tr("Here");
    const int i = column - kFirstMark;
    if (overview()) {
        if (i < board_.lessons.size()) return titles_.value(board_.lessons[i], board_.lessons[i]);
        return tr("Last attempt");
    }
    if (i < tasks_.size()) return tasks_[i].title.isEmpty() ? tasks_[i].id : tasks_[i].title;
    static const char* const tail[] = {QT_TR_NOOP("Total"), QT_TR_NOOP("Attempts"), QT_TR_NOOP("Last attempt")};
    return tr(tail[std::min(i - int(tasks_.size()), 2)]);
}

QVariant BoardTable::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole) return section + 1;
        return {};
    }
    const int task = section - kFirstMark;
    const bool a_task = !overview() && task >= 0 && task < tasks_.size();
    // A task's title is a sentence: its column shows the start of it, the tooltip and a screen reader the whole.
    if (role == Qt::DisplayRole && a_task) return short_title(task + 1, column_title(section));
    if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole) return column_title(section);
    if (role == Qt::ToolTipRole && a_task) return column_title(section);
    if (role == Qt::ToolTipRole && section == kStateColumn)
        return tr("● connected now, ○ not connected, ⚑ asks to join (Approve lets them in)");
    return {};
}

QString BoardTable::state_text(const BoardStudent& s) const {
    if (s.state == QLatin1String("pending")) return tr("⚑ asks to join");
    return s.connected ? tr("● here") : tr("○ away");
}

QVariant BoardTable::data(const QModelIndex& index, int role) const {
    const BoardStudent* s = student_at(index.row());
    if (!s || index.column() >= columnCount()) return {};
    const int column = index.column();
    const int last_column = columnCount() - 1;
    if (role == Qt::AccessibleTextRole || role == Qt::ToolTipRole) return cell_words(index.row(), column);
    if (column == kNameColumn) return role == Qt::DisplayRole ? shown_name(index.row()) : QVariant();
    if (column == kStateColumn) return role == Qt::DisplayRole ? state_text(*s) : QVariant();
    if (column == last_column) return role == Qt::DisplayRole ? board_time(s->last_attempt_ms) : QVariant();
    if (!overview() && column == last_column - 1) {  // attempts
        const BoardCell* c = cell(*s, lesson_);
        return role == Qt::DisplayRole ? QString::number(c ? c->attempts : 0) : QVariant();
    }
    double score = 0, out_of = 0;
    QString state;
    const bool has = cell_mark(*s, column, &score, &out_of, &state);
    if (role == Qt::TextAlignmentRole) return int(Qt::AlignCenter);
    if (role == Qt::DisplayRole) {
        if (!has) return QStringLiteral("–");
        if (state != QLatin1String("marked")) return QStringLiteral("…");
        return mark_text(score, out_of);
    }
    if (role == Qt::BackgroundRole && has) {
        if (state != QLatin1String("marked")) return QBrush(kWaiting);
        const QColor colours[] = {kNone, kSome, kAll};
        return QBrush(colours[mark_level(score, out_of)]);
    }
    if (role == Qt::ForegroundRole && has) return QBrush(Qt::black);  // on the light colours whatever the theme
    return {};
}

QString BoardTable::cell_words(int row, int column) const {
    const BoardStudent& s = *student_at(row);
    const QString who = shown_name(row);
    if (column == kNameColumn) return who;
    if (column == kStateColumn) {
        if (s.state == QLatin1String("pending")) return tr("%1 asks to join the class").arg(who);
        return s.connected ? tr("%1 is connected").arg(who) : tr("%1 is not connected").arg(who);
    }
    const int last_column = columnCount() - 1;
    if (column == last_column)
        return s.last_attempt_ms > 0 ? tr("%1's last attempt: %2").arg(who, board_time(s.last_attempt_ms))
                                     : tr("%1 has not submitted anything").arg(who);
    const BoardCell* c = cell(s, overview() ? lesson_at(index(row, column)) : lesson_);
    if (!overview() && column == last_column - 1) return tr("%1: %n attempt(s)", "", c ? c->attempts : 0).arg(who);
    const QString what = column_title(column);
    double score = 0, out_of = 0;
    QString state;
    if (!cell_mark(s, column, &score, &out_of, &state)) return tr("%1, %2: not submitted").arg(who, what);
    if (state != QLatin1String("marked")) return tr("%1, %2: sent, being marked").arg(who, what);
    static const char* const level[] = {QT_TR_NOOP("none done"), QT_TR_NOOP("partly done"), QT_TR_NOOP("all done")};
    return tr("%1, %2: %3 of %4 points, %5; %n attempt(s)", "", c ? c->attempts : 0)
        .arg(who, what, points_text(score), points_text(out_of), tr(level[mark_level(score, out_of)]));
}

QString BoardTable::summary() const {
    int connected = 0, missing = 0, pending = 0;
    for (const BoardStudent& s : board_.students) {
        if (s.state == QLatin1String("pending")) {
            ++pending;
            continue;
        }
        if (s.connected) ++connected;
        if (overview() ? s.last_attempt_ms <= 0 : !cell(s, lesson_)) ++missing;
    }
    const int students = int(board_.students.size()) - pending;
    QString text =
        tr("%n student(s): ", "", students) + tr("%n connected, ", "", connected) + tr("%n not submitted", "", missing);
    if (pending > 0) text += tr(", %n ask(s) to join", "", pending);
    return text;
}

double BoardTable::sort_mark(const BoardStudent& s) const {
    if (!overview()) {
        const BoardCell* c = cell(s, lesson_);
        return c && c->counted.out_of > 0 && !being_marked(c->counted) ? c->counted.score / c->counted.out_of : -1;
    }
    double sum = 0;
    bool any = false;
    for (const BoardCell& c : s.cells) {
        if (c.attempts <= 0 || c.counted.out_of <= 0 || being_marked(c.counted)) continue;
        sum += c.counted.score / c.counted.out_of;
        any = true;
    }
    return any ? sum : -1;
}

void BoardTable::reorder() {
    // Pending students first: the teacher has something to do for them.
    order_.resize(board_.students.size());
    for (std::size_t i = 0; i < order_.size(); ++i) order_[i] = int(i);
    auto pending = [this](int i) { return board_.students[std::size_t(i)].state == QLatin1String("pending"); };
    auto by_name = [this](int a, int b) {
        return QString::localeAwareCompare(board_.students[std::size_t(a)].name, board_.students[std::size_t(b)].name) <
               0;
    };
    std::stable_sort(order_.begin(), order_.end(), [&](int a, int b) {
        if (pending(a) != pending(b)) return pending(a);
        const BoardStudent& sa = board_.students[std::size_t(a)];
        const BoardStudent& sb = board_.students[std::size_t(b)];
        switch (sort_) {
            case BoardSort::mark:  // best first; nothing marked last
                if (sort_mark(sa) != sort_mark(sb)) return sort_mark(sa) > sort_mark(sb);
                break;
            case BoardSort::last_attempt:  // newest first; never last
                if (sa.last_attempt_ms != sb.last_attempt_ms) return sa.last_attempt_ms > sb.last_attempt_ms;
                break;
            case BoardSort::name:
                break;
        }
        return by_name(a, b);
    });
}

}  // namespace bugbot::studio
