#pragma once
// A control's label, as a screen reader hears it. On Linux Qt's AT-SPI bridge
// names a combo box by its current value ("1x", "Simulator") and takes its
// label from a "labelled by" relation, which only a QLabel whose buddy the
// control is gives (QAccessibleComboBox): an accessible name alone is not read.
class QLabel;
class QString;
class QWidget;

namespace bugbot::studio {

// A label for `control`, beside it (the caller lays it out). `shown` false:
// a label only a screen reader reads, for a toolbar's combo box with no room
// for one. Call it once the control has its parent: a toolbar reparents what
// it is given, and the relation is found among the control's siblings.
QLabel* label_for(QWidget* control, const QString& text, bool shown = true);

}  // namespace bugbot::studio
