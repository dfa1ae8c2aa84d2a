#pragma once
// The script's prints up to the view's time: errors in their own colour,
// warnings once, and a traceback's line number a click away from the editor.
#include <QPlainTextEdit>

#include "studio/run/run_model.h"

namespace bugbot::studio {

class Console : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit Console(QWidget* parent = nullptr);
    // Shows the model's lines with t <= time; cheap when only new lines came.
    void show_model(const RunModel* model, double time);
    void reset();

signals:
    void line_clicked(int line);  // a "line N" in a traceback or an error

protected:
    void mouseReleaseEvent(QMouseEvent* e) override;

private:
    const RunModel* model_ = nullptr;
    std::size_t shown_ = 0, dropped_ = 0;
};

}  // namespace bugbot::studio
