#include "studio/window/focus_ring.h"

#include <QApplication>
#include <QEvent>
#include <QPainter>

namespace bugbot::studio {

FocusRing::FocusRing(QWidget* area) : QWidget(area), area_(area) {
    setObjectName("focus_ring");
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    hide();
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) { follow(now); });
}

void FocusRing::follow(QWidget* now) {
    for (const QPointer<QWidget>& w : watched_)
        if (w) w->removeEventFilter(this);
    watched_.clear();
    target_ = now && area_->isAncestorOf(now) ? now : nullptr;
    for (QWidget* w = target_; w && w != area_; w = w->parentWidget()) {
        w->installEventFilter(this);
        watched_ << w;
    }
    place();
}

void FocusRing::place() {
    if (!target_ || !target_->isVisible()) {
        hide();
        return;
    }
    setGeometry(QRect(target_->mapTo(area_, QPoint(0, 0)), target_->size()));
    raise();
    show();
    update();
}

bool FocusRing::eventFilter(QObject* watched, QEvent* e) {
    switch (e->type()) {
        case QEvent::Move:
        case QEvent::Resize:
        case QEvent::Show:
        case QEvent::Hide:
            QMetaObject::invokeMethod(this, &FocusRing::place, Qt::QueuedConnection);
            break;
        default:
            break;
    }
    return QWidget::eventFilter(watched, e);
}

void FocusRing::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setPen(QPen(palette().color(QPalette::Highlight), kWidth));
    p.drawRect(QRectF(rect()).adjusted(kWidth / 2.0, kWidth / 2.0, -kWidth / 2.0, -kWidth / 2.0));
}

}  // namespace bugbot::studio
