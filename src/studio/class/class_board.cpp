#include "studio/class/class_board.h"

#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include "studio/class/attempt_history.h"

namespace bugbot::studio {

using classroom::BoardStudent;
using classroom::CountedAttempt;

ClassBoard::ClassBoard(QWidget* parent)
    : QWidget(parent), lesson_model_(new BoardTable(this)), overview_model_(new BoardTable(this)) {
    setWindowTitle(tr("Class board"));
    lesson_view_ = make_view(lesson_model_, tr("Class board: the lesson's tasks"));
    overview_view_ = make_view(overview_model_, tr("Class board: all lessons"));
    tabs_ = new QTabWidget(this);
    tabs_->setAccessibleName(tr("The board: this lesson or all lessons"));
    tabs_->addTab(lesson_view_, tr("&This lesson"));
    tabs_->addTab(overview_view_, tr("All &lessons"));
    history_ = new AttemptHistory(this);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(tabs_);
    split->addWidget(history_);
    split->setStretchFactor(0, 2);  // the board first: at 1024 px its mark columns fit beside the history
    split->setStretchFactor(1, 1);
    split->setSizes({2000, 1000});
    summary_ = new QLabel(this);
    summary_->setWordWrap(true);
    summary_->setAccessibleName(tr("Who is here"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(make_controls());
    layout->addWidget(summary_);
    layout->addWidget(split, 1);
    connect(tabs_, &QTabWidget::currentChanged, this, [this] {
        update_summary();
        update_approve();
    });
    connect(history_, &AttemptHistory::comment_requested, this,
            [this](const QString& s, const QString& id, const QString& text) {
                history_->set_comment(id, text);
                emit comment_wanted(s, id, text);
            });
    connect(history_, &AttemptHistory::replay_requested, this, &ClassBoard::replay_wanted);
    update_summary();
    update_approve();
}

QTableView* ClassBoard::make_view(BoardTable* model, const QString& name) {
    auto* view = new QTableView(this);
    view->setModel(model);
    view->setAccessibleName(name);
    view->setSelectionBehavior(QAbstractItemView::SelectItems);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setTabKeyNavigation(false);  // Tab leaves the table: arrows move in it
    view->setWordWrap(false);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->verticalHeader()->setVisible(false);
    connect(view, &QTableView::activated, this, &ClassBoard::open_cell);
    connect(view, &QTableView::clicked, this, &ClassBoard::open_cell);
    connect(view->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] { update_approve(); });
    return view;
}

QWidget* ClassBoard::make_controls() {
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    lesson_ = new QComboBox(row);
    lesson_->setAccessibleName(tr("Lesson"));
    auto* lesson_label = new QLabel(tr("Less&on:"), row);
    lesson_label->setBuddy(lesson_);
    sort_ = new QComboBox(row);
    sort_->setAccessibleName(tr("Sort by"));
    sort_->addItem(tr("name"), int(BoardSort::name));
    sort_->addItem(tr("mark"), int(BoardSort::mark));
    sort_->addItem(tr("last attempt"), int(BoardSort::last_attempt));
    auto* sort_label = new QLabel(tr("&Sort by:"), row);
    sort_label->setBuddy(sort_);
    counted_ = new QComboBox(row);
    counted_->setAccessibleName(tr("The attempt that counts"));
    counted_->addItem(tr("the best attempt"), int(CountedAttempt::best));
    counted_->addItem(tr("the last attempt"), int(CountedAttempt::last));
    auto* counted_label = new QLabel(tr("Co&unts:"), row);
    counted_label->setBuddy(counted_);
    approve_ = new QPushButton(tr("&Approve"), row);
    approve_->setAccessibleName(tr("Let the student chosen join the class"));
    auto* hand_out = new QPushButton(tr("&Hand out…"), row);
    hand_out->setAccessibleName(tr("Hand out a lesson or a program"));
    auto* deadline = new QPushButton(tr("&Deadline…"), row);
    deadline->setAccessibleName(tr("Set the lesson's deadline"));
    for (QWidget* w :
         {static_cast<QWidget*>(lesson_label), static_cast<QWidget*>(lesson_), static_cast<QWidget*>(sort_label),
          static_cast<QWidget*>(sort_), static_cast<QWidget*>(counted_label), static_cast<QWidget*>(counted_),
          static_cast<QWidget*>(approve_), static_cast<QWidget*>(hand_out), static_cast<QWidget*>(deadline)})
        layout->addWidget(w);
    layout->addStretch(1);
    connect(lesson_, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0 && i < lessons_.size()) lesson_model_->set_lesson(lessons_[i].id, lessons_[i].tasks);
        update_summary();
    });
    connect(sort_, &QComboBox::currentIndexChanged, this, [this] {
        const auto by = BoardSort(sort_->currentData().toInt());
        lesson_model_->set_sort(by);
        overview_model_->set_sort(by);
    });
    connect(counted_, &QComboBox::activated, this,
            [this] { emit counted_wanted(CountedAttempt(counted_->currentData().toInt())); });
    connect(approve_, &QPushButton::clicked, this, [this] {
        if (const BoardStudent* s = chosen_student(); s && s->state == QLatin1String("pending"))
            emit approve_wanted(s->name);
    });
    connect(hand_out, &QPushButton::clicked, this, &ClassBoard::hand_out_wanted);
    connect(deadline, &QPushButton::clicked, this, [this] { emit deadline_wanted(lesson_model_->lesson()); });
    return row;
}

void ClassBoard::set_lessons(const QList<Lesson>& lessons, const QString& current) {
    lessons_ = lessons;
    overview_model_->set_titles(lessons);
    lesson_model_->set_titles(lessons);
    QSignalBlocker quiet(lesson_);
    lesson_->clear();
    for (const Lesson& l : lessons) lesson_->addItem(l.title, l.id);
    quiet.unblock();
    choose_lesson(current.isEmpty() && !lessons.isEmpty() ? lessons.first().id : current);
}

void ClassBoard::choose_lesson(const QString& lesson_id) {
    const int i = lesson_->findData(lesson_id);
    if (i < 0) return;
    if (i == lesson_->currentIndex()) lesson_model_->set_lesson(lessons_[i].id, lessons_[i].tasks);
    lesson_->setCurrentIndex(i);
}

void ClassBoard::set_board(const classroom::Board& board) {
    // The cell chosen stays chosen: the same student and column after the new board.
    QTableView* views[] = {lesson_view_, overview_view_};
    QString names[2];
    int columns[2] = {-1, -1};
    for (int v = 0; v < 2; ++v) {
        const QModelIndex at = views[v]->currentIndex();
        const auto* model = static_cast<BoardTable*>(views[v]->model());
        if (const BoardStudent* s = at.isValid() ? model->student_at(at.row()) : nullptr)
            names[v] = s->name, columns[v] = at.column();
    }
    board_ = board;
    lesson_model_->set_board(board);
    overview_model_->set_board(board);
    for (int v = 0; v < 2; ++v) {
        const auto* model = static_cast<BoardTable*>(views[v]->model());
        for (int r = 0; r < model->rowCount() && columns[v] >= 0; ++r)
            if (model->student_at(r)->name == names[v]) views[v]->setCurrentIndex(model->index(r, columns[v]));
    }
    counted_->setCurrentIndex(counted_->findData(int(board.counted)));
    update_summary();
    update_approve();
}

void ClassBoard::show_history(const classroom::History& history) {
    QString shown = history.student;
    for (int r = 0; r < lesson_model_->rowCount(); ++r)
        if (lesson_model_->student_at(r)->name == history.student) shown = lesson_model_->shown_name(r);
    history_->show_history(history, shown);
}

void ClassBoard::set_anonymous(bool anonymous) {
    anonymous_ = anonymous;
    lesson_model_->set_anonymous(anonymous);
    overview_model_->set_anonymous(anonymous);
    if (!history_->history().student.isEmpty()) show_history(history_->history());
}

void ClassBoard::set_large(bool large) {
    QFont font = QApplication::font(this);
    if (large) font.setPointSizeF(font.pointSizeF() * 1.25);
    setFont(font);
}

void ClassBoard::set_connected(bool connected, const QString& why) {
    connection_ = connected ? QString() : why;
    update_summary();
}

QTableView* ClassBoard::shown_view() const { return tabs_->currentIndex() == 1 ? overview_view_ : lesson_view_; }

const BoardStudent* ClassBoard::chosen_student() const {
    QTableView* view = shown_view();
    return static_cast<BoardTable*>(view->model())->student_at(view->currentIndex().row());
}

void ClassBoard::open_cell(const QModelIndex& index) {
    const auto* model = static_cast<const BoardTable*>(index.model());
    const BoardStudent* s = model ? model->student_at(index.row()) : nullptr;
    const QString lesson = model ? model->lesson_at(index) : QString();
    if (!s || lesson.isEmpty()) return;
    emit history_wanted(s->name, lesson);
}

void ClassBoard::update_summary() {
    QString text = static_cast<BoardTable*>(shown_view()->model())->summary();
    if (!connection_.isEmpty())
        text = tr("Not connected to the class: %1").arg(connection_) + QStringLiteral(" · ") + text;
    summary_->setText(text);
}

void ClassBoard::update_approve() {
    const BoardStudent* s = chosen_student();
    const bool pending = s && s->state == QLatin1String("pending");
    approve_->setEnabled(pending);
    approve_->setToolTip(pending ? tr("Let %1 join the class").arg(anonymous_ ? tr("this student") : s->name)
                                 : tr("Choose a student who asks to join (⚑) on the board"));
}

}  // namespace bugbot::studio
