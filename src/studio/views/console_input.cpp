#include "studio/views/console_input.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>

namespace bugbot::studio {

ConsoleInput::ConsoleInput(QWidget* parent) : QWidget(parent) {
    setObjectName("console_input");
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(2, 0, 2, 2);
    prompt_ = new QLabel(this);
    prompt_->setTextFormat(Qt::PlainText);  // the program's input() prompt
    line_ = new QLineEdit(this);
    line_->setPlaceholderText(tr("the program waits for a line: type it, then Enter"));
    layout->addWidget(prompt_);
    layout->addWidget(line_, 1);
    setVisible(false);
    connect(line_, &QLineEdit::returnPressed, this, [this] {
        if (!asking_) return;
        const QString text = line_->text();
        line_->clear();
        asking_ = false;
        setVisible(false);  // until the run asks again
        emit typed(text);
    });
}

void ConsoleInput::ask(const std::optional<std::string>& prompt) {
    const bool asking = prompt.has_value();
    if (asking) prompt_->setText(QString::fromStdString(*prompt).trimmed());
    if (asking == asking_) return;
    asking_ = asking;
    setVisible(asking);
    if (asking) line_->setFocus();
}

}  // namespace bugbot::studio
