#pragma once
// The bar under the editor that appears when the cursor is on a number. It
// shows the editor's scrubbed number (number_scrub.h), the one now in the
// text; dragging it, or its keys, move that number (log scale for positive
// floats, linear for integers), a whole drag one undo step.
#include <QPointer>
#include <QWidget>

class QLabel;
class QSlider;

namespace bugbot::studio {

class Editor;

class ScrubBar : public QWidget {
    Q_OBJECT
public:
    explicit ScrubBar(QWidget* parent = nullptr);

    // The editor whose scrubbed number the bar shows (null: none; the bar hides).
    void follow(Editor* editor, bool read_only);
    // Shows the editor's scrubbed number as it is now.
    void recapture();
    QSlider* slider() const { return slider_; }
    QString label_text() const;

private:
    QPointer<Editor> editor_;
    bool read_only_ = false;
    QLabel* label_ = nullptr;
    QSlider* slider_ = nullptr;
};

}  // namespace bugbot::studio
