#include "studio/editor/scrub_bar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <cmath>

#include "studio/editor/editor.h"

namespace bugbot::studio {

namespace {
constexpr int kSteps = 1000;  // the slider's positions over the number's range
}

ScrubBar::ScrubBar(QWidget* parent) : QWidget(parent) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 0);
    label_ = new QLabel(this);
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setRange(0, kSteps);
    slider_->setAccessibleName(tr("Scrub the number under the cursor"));
    layout->addWidget(label_);
    layout->addWidget(slider_, 1);
    setToolTip(tr("Drag to change the number under the cursor; the program re-runs as you drag "
                  "(or hold Ctrl and drag the number itself)."));
    setVisible(false);
    // The slider only asks; the editor's scrub writes (or refuses) and the bar then shows what is written.
    connect(slider_, &QSlider::sliderPressed, this, [this] {
        if (editor_) editor_->scrub()->begin_drag();
    });
    connect(slider_, &QSlider::sliderReleased, this, [this] {
        if (editor_) editor_->scrub()->end_drag();
    });
    connect(slider_, &QSlider::valueChanged, this, [this](int v) {
        if (editor_) editor_->scrub()->move_to(static_cast<double>(v) / kSteps);
    });
}

QString ScrubBar::label_text() const { return label_->text(); }

void ScrubBar::follow(Editor* editor, bool read_only) {
    if (editor_) disconnect(editor_->scrub(), nullptr, this, nullptr);
    editor_ = editor;
    read_only_ = read_only;
    if (editor_) connect(editor_->scrub(), &NumberScrub::changed, this, &ScrubBar::recapture);
    recapture();
}

void ScrubBar::recapture() {
    const NumberScrub* scrub = editor_ ? editor_->scrub() : nullptr;
    const bool shown = scrub && scrub->held() && !read_only_;
    setVisible(shown);
    if (!shown) return;
    const NumberScrub::Held& held = *scrub->held();
    label_->setText(tr("scrub %1").arg(held.text));
    const QSignalBlocker block(slider_);
    slider_->setValue(static_cast<int>(std::lround(held.position * kSteps)));
}

}  // namespace bugbot::studio
