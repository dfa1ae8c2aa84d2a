#include "studio/editor/find_bar.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

#include "studio/editor/editor.h"

namespace bugbot::studio {

FindBar::FindBar(std::function<Editor*()> editor, QWidget* parent) : QWidget(parent), editor_(std::move(editor)) {
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(2, 2, 2, 2);
    auto* find_label = new QLabel(tr("&Find:"), this);
    find_box_ = new QLineEdit(this);
    find_box_->setPlaceholderText(tr("Enter: next, Esc: close"));
    find_box_->setAccessibleName(tr("Find"));
    find_label->setBuddy(find_box_);
    case_ = new QCheckBox(tr("Match &case"), this);
    count_ = new QLabel(this);
    count_->setMinimumWidth(count_->fontMetrics().horizontalAdvance(tr("999 of 999")));
    auto* next = new QPushButton(tr("&Next"), this);
    grid->addWidget(find_label, 0, 0);
    grid->addWidget(find_box_, 0, 1);
    grid->addWidget(count_, 0, 2);
    grid->addWidget(case_, 0, 3);
    grid->addWidget(next, 0, 4);

    replace_row_ = new QWidget(this);
    auto* row = new QHBoxLayout(replace_row_);
    row->setContentsMargins(0, 0, 0, 0);
    auto* replace_label = new QLabel(tr("Replace &with:"), this);
    replace_box_ = new QLineEdit(this);
    replace_box_->setPlaceholderText(tr("Enter: replace and find the next"));
    replace_box_->setAccessibleName(tr("Replace with"));
    replace_label->setBuddy(replace_box_);
    auto* replace = new QPushButton(tr("&Replace"), this);
    auto* all = new QPushButton(tr("Replace &all"), this);
    grid->addWidget(replace_label, 1, 0);
    grid->addWidget(replace_box_, 1, 1);
    row->addWidget(replace);
    row->addWidget(all);
    grid->addWidget(replace_row_, 1, 2, 1, 3);
    grid->setColumnStretch(1, 1);

    connect(find_box_, &QLineEdit::returnPressed, this, &FindBar::find_next);
    connect(find_box_, &QLineEdit::textChanged, this, &FindBar::update_count);
    connect(case_, &QCheckBox::toggled, this, &FindBar::update_count);
    connect(next, &QPushButton::clicked, this, &FindBar::find_next);
    connect(replace_box_, &QLineEdit::returnPressed, this, &FindBar::replace_next);
    connect(replace, &QPushButton::clicked, this, &FindBar::replace_next);
    connect(all, &QPushButton::clicked, this, [this] {
        const int n = replace_all();
        emit message(n == 1 ? tr("Replaced 1 match") : tr("Replaced %1 matches").arg(n), 4000);
    });
    hide();
}

void FindBar::open(bool replace) {
    show();
    replace_box_->setVisible(replace);
    replace_row_->setVisible(replace);
    for (QLabel* l : findChildren<QLabel*>()) {
        if (l->buddy() == replace_box_) l->setVisible(replace);
    }
    if (Editor* e = editor_(); e && e->hasSelectedText() && !e->selectedText().contains('\n')) find_box_->setText(e->selectedText());
    find_box_->setFocus();
    find_box_->selectAll();
    update_count();
}

bool FindBar::close_bar() {
    if (!isVisible()) return false;
    hide();
    if (Editor* e = editor_()) e->setFocus();  // the keys go back to the program
    return true;
}

int FindBar::count_matches() const {
    const Editor* e = editor_();
    const QString what = find_box_->text();
    if (!e || what.isEmpty()) return 0;
    const Qt::CaseSensitivity cs = case_->isChecked() ? Qt::CaseSensitive : Qt::CaseInsensitive;
    return static_cast<int>(e->text().count(what, cs));
}

QString FindBar::count_text() const { return count_->text(); }

void FindBar::update_count() {
    const int n = count_matches();
    const Editor* e = editor_();
    if (find_box_->text().isEmpty()) {
        count_->clear();
        return;
    }
    if (n == 0 || !e) {
        count_->setText(tr("no match"));
        return;
    }
    // Which match is selected: those that start before the selection's start, plus one.
    int line = 0, index = 0, l2 = 0, i2 = 0;
    e->getSelection(&line, &index, &l2, &i2);
    const Qt::CaseSensitivity cs = case_->isChecked() ? Qt::CaseSensitive : Qt::CaseInsensitive;
    const bool on_match = e->hasSelectedText() && e->selectedText().compare(find_box_->text(), cs) == 0;
    if (!on_match) {
        count_->setText(n == 1 ? tr("1 match") : tr("%1 matches").arg(n));
        return;
    }
    const int start = e->positionFromLineIndex(line, index);
    const QByteArray bytes = e->text().toUtf8();
    const QString before = QString::fromUtf8(bytes.left(start));
    count_->setText(tr("%1 of %2").arg(before.count(find_box_->text(), cs) + 1).arg(n));
}

bool FindBar::find_next() {
    Editor* e = editor_();
    if (!e || find_box_->text().isEmpty()) return false;
    const bool found = e->findFirst(find_box_->text(), false, case_->isChecked(), false, true);
    update_count();
    if (!found) emit message(tr("not found"), 2000);
    return found;
}

void FindBar::replace_next() {
    Editor* e = editor_();
    if (!e || e->isReadOnly()) return;
    const Qt::CaseSensitivity cs = case_->isChecked() ? Qt::CaseSensitive : Qt::CaseInsensitive;
    if (e->hasSelectedText() && e->selectedText().compare(find_box_->text(), cs) == 0) e->replaceSelectedText(replace_box_->text());
    find_next();
}

int FindBar::replace_all() {
    Editor* e = editor_();
    if (!e || e->isReadOnly() || find_box_->text().isEmpty()) return 0;
    int n = 0;
    e->beginUndoAction();
    // From the top, not wrapping, each replacement moving on past the text it put in.
    if (e->findFirst(find_box_->text(), false, case_->isChecked(), false, false, true, 0, 0)) {
        do {
            e->replace(replace_box_->text());
            ++n;
        } while (e->findNext());
    }
    e->endUndoAction();
    update_count();
    return n;
}

}  // namespace bugbot::studio
