#include "studio/views/control_label.h"

#include <QLabel>

namespace bugbot::studio {

QLabel* label_for(QWidget* control, const QString& text, bool shown) {
    auto* label = new QLabel(text, control->parentWidget());
    label->setBuddy(control);
    label->setVisible(shown);
    return label;
}

}  // namespace bugbot::studio
