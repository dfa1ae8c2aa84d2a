#include "studio/scrub_bar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>

#include "studio/editor.h"

namespace bugbot::studio {

ScrubBar::ScrubBar(QWidget* parent) : QWidget(parent) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    label_ = new QLabel(this);
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setRange(0, 1000);
    layout->addWidget(label_);
    layout->addWidget(slider_, 1);
    setToolTip(tr("Drag to change the number under the cursor; the program re-runs as you drag "
                  "(or hold Ctrl and drag the number itself)."));
    setVisible(false);
    connect(slider_, &QSlider::valueChanged, this, [this](int v) {
        if (!editor_) return;
        const double value = range_.value_at(v / 1000.0);
        if (value == literal_.value) return;
        applying_ = true;
        editor_->set_literal(line_, &literal_, value);
        applying_ = false;
        label_->setText(tr("scrub %1").arg(format_number(literal_.value, literal_.is_int)));
        emit scrubbed();
    });
}

QString ScrubBar::label_text() const { return label_->text(); }

void ScrubBar::follow(Editor* editor, bool read_only) {
    if (editor_) disconnect(editor_, &Editor::number_under_cursor, this, nullptr);
    editor_ = editor;
    read_only_ = read_only;
    if (editor_) connect(editor_, &Editor::number_under_cursor, this, &ScrubBar::capture);
    recapture();
}

void ScrubBar::recapture() { capture(editor_ && editor_->literal_under_cursor().has_value()); }

void ScrubBar::capture(bool present) {
    if (applying_) return;
    std::optional<NumberLiteral> found = editor_ && present ? editor_->literal_under_cursor(&line_) : std::nullopt;
    setVisible(found.has_value() && !read_only_);
    if (!found) return;
    literal_ = *found;
    range_ = scrub_range(literal_);
    label_->setText(tr("scrub %1").arg(format_number(literal_.value, literal_.is_int)));
    const QSignalBlocker block(slider_);
    slider_->setValue(static_cast<int>(range_.position_of(literal_.value) * 1000));
}

}  // namespace bugbot::studio
