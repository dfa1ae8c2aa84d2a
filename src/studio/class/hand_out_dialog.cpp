#include "studio/class/hand_out_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

#include "studio/work/workspace.h"

namespace bugbot::studio {

HandOutDialog::HandOutDialog(const QList<Lesson>& lessons, const QList<Student>& students, bool deadline_only,
                             QWidget* parent)
    : QDialog(parent), lessons_(lessons), deadline_only_(deadline_only) {
    setWindowTitle(deadline_only ? tr("A lesson's deadline") : tr("Hand out"));
    auto* form = new QFormLayout;
    lesson_ = new QComboBox(this);
    lesson_->setAccessibleName(tr("Lesson"));
    for (const Lesson& l : lessons) lesson_->addItem(l.title, l.id);
    form->addRow(tr("&Lesson:"), lesson_);
    title_ = new QLineEdit(this);
    title_->setAccessibleName(tr("The program's title"));
    title_->setPlaceholderText(tr("empty: the lesson itself is handed out"));
    title_->setMaxLength(80);
    auto* program_row = new QHBoxLayout;
    auto* choose = new QPushButton(tr("&Program…"), this);
    choose->setAccessibleName(tr("Choose a program of yours to hand out"));
    program_row->addWidget(title_, 1);
    program_row->addWidget(choose);
    whole_class_ = new QRadioButton(tr("The &whole class"), this);
    some_ = new QRadioButton(tr("&Only the students ticked:"), this);
    whole_class_->setChecked(true);
    students_ = new QListWidget(this);
    students_->setAccessibleName(tr("Students to hand it to"));
    for (const Student& s : students) {
        auto* item = new QListWidgetItem(s.shown, students_);
        item->setData(Qt::UserRole, s.name);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    students_->setEnabled(false);
    connect(some_, &QRadioButton::toggled, students_, &QWidget::setEnabled);
    has_deadline_ = new QCheckBox(tr("Submit &closes at:"), this);
    deadline_ = new QDateTimeEdit(QDateTime::currentDateTime().addDays(7), this);
    deadline_->setAccessibleName(tr("Deadline"));
    deadline_->setCalendarPopup(true);
    deadline_->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm"));
    deadline_->setEnabled(false);
    connect(has_deadline_, &QCheckBox::toggled, deadline_, &QWidget::setEnabled);
    if (!deadline_only) {
        form->addRow(tr("Program:"), program_row);
        form->addRow(whole_class_);
        form->addRow(some_);
        form->addRow(students_);
    } else {
        for (QWidget* w :
             {static_cast<QWidget*>(title_), static_cast<QWidget*>(choose), static_cast<QWidget*>(whole_class_),
              static_cast<QWidget*>(some_), static_cast<QWidget*>(students_)})
            w->hide();
    }
    form->addRow(has_deadline_, deadline_);
    problem_ = new QLabel(this);
    problem_->setWordWrap(true);
    problem_->setAccessibleName(tr("What is missing"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(deadline_only ? tr("Set the deadline") : tr("Hand out"));
    connect(buttons, &QDialogButtonBox::accepted, this, &HandOutDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(choose, &QPushButton::clicked, this, &HandOutDialog::choose_file);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(problem_);
    layout->addWidget(buttons);
}

void HandOutDialog::choose_lesson(const QString& lesson_id) {
    if (const int i = lesson_->findData(lesson_id); i >= 0) lesson_->setCurrentIndex(i);
}

void HandOutDialog::set_program(const QString& title, const QString& text) {
    title_->setText(title);
    program_ = text;
}

void HandOutDialog::set_students(const QStringList& names) {
    some_->setChecked(!names.isEmpty());
    whole_class_->setChecked(names.isEmpty());
    for (int i = 0; i < students_->count(); ++i) {
        QListWidgetItem* item = students_->item(i);
        item->setCheckState(names.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
}

void HandOutDialog::set_deadline(const QDateTime& when) {
    has_deadline_->setChecked(when.isValid());
    if (when.isValid()) deadline_->setDateTime(when);
}

void HandOutDialog::choose_file() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("A program to hand out"), QString(), tr("Python (*.py)"));
    if (path.isEmpty()) return;
    QString text, why;
    if (!read_text(path, &text, &why)) {
        problem_->setText(tr("Cannot read %1: %2").arg(QFileInfo(path).fileName(), why));
        return;
    }
    set_program(QFileInfo(path).fileName(), text);
}

classroom::HandOut HandOutDialog::hand_out() const {
    classroom::HandOut h;
    h.lesson = lesson_->currentData().toString();
    if (!title_->text().trimmed().isEmpty() && !program_.isEmpty()) {
        h.title = title_->text().trimmed();
        h.program = program_;
    }
    if (some_->isChecked())
        for (int i = 0; i < students_->count(); ++i)
            if (students_->item(i)->checkState() == Qt::Checked)
                h.students << students_->item(i)->data(Qt::UserRole).toString();
    h.deadline_ms = has_deadline_->isChecked() ? deadline_->dateTime().toMSecsSinceEpoch() : 0;
    return h;
}

QString HandOutDialog::problem() const {
    if (lesson_->currentIndex() < 0) return tr("Choose a lesson.");
    if (!title_->text().trimmed().isEmpty() && program_.isEmpty() && !deadline_only_)
        return tr("Choose the program's file (Program…), or clear its title to hand out the lesson.");
    if (some_->isChecked() && hand_out().students.isEmpty())
        return tr("Tick at least one student, or choose the whole class.");
    return {};
}

void HandOutDialog::accept() {
    const QString why = problem();
    problem_->setText(why);
    if (why.isEmpty()) QDialog::accept();
}

}  // namespace bugbot::studio
