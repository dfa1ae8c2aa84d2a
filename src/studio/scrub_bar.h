#pragma once
// The bar under the editor that appears when the cursor is on a number:
// dragging it rewrites the number (log scale for positive floats, linear for
// integers; number_literal.h) and asks for a re-run.
#include <QPointer>
#include <QWidget>

#include "studio/number_literal.h"

class QLabel;
class QSlider;

namespace bugbot::studio {

class Editor;

class ScrubBar : public QWidget {
    Q_OBJECT
public:
    explicit ScrubBar(QWidget* parent = nullptr);

    // The editor whose cursor the bar follows (null: none; the bar hides).
    void follow(Editor* editor, bool read_only);
    // Reads the number under the cursor again (after a reload or a reset).
    void recapture();
    QSlider* slider() const { return slider_; }
    QString label_text() const;

signals:
    void scrubbed();  // the number changed: re-run

private:
    void capture(bool present);

    QPointer<Editor> editor_;
    bool read_only_ = false;
    QLabel* label_ = nullptr;
    QSlider* slider_ = nullptr;
    int line_ = 0;
    NumberLiteral literal_;
    ScrubRange range_;
    bool applying_ = false;
};

}  // namespace bugbot::studio
