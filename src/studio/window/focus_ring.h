#pragma once
// The keyboard's focus, always seen: a frame in the highlight colour around
// whichever control of the window has the keys. One overlay for every pane,
// since Qt's styles show focus on some controls only (Fusion: not on a text
// pane, a list, a slider, a combo box) and our own views paint no focus.
#include <QPointer>
#include <QWidget>

namespace bugbot::studio {

class FocusRing : public QWidget {
    Q_OBJECT
public:
    static constexpr int kWidth = 2;  // px, drawn just inside the control's edge
    explicit FocusRing(QWidget* area);  // `area`: the controls it rings are inside it

protected:
    void paintEvent(QPaintEvent* e) override;
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void follow(QWidget* now);
    void place();

    QWidget* area_;
    QPointer<QWidget> target_;
    QList<QPointer<QWidget>> watched_;  // the target and its parents up to the area: their moves move the ring
};

}  // namespace bugbot::studio
