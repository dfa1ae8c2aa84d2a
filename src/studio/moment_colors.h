#pragma once
// The colours every view marks a moment pointed at with (the mat's outline,
// a strip cell's frame, the charts' line), so one glance links them.
#include <QColor>

namespace bugbot::studio {

inline QColor moment_color() { return {240, 130, 0}; }  // the moment pointed at (a strip cell's key)
inline QColor query_color() { return {30, 150, 80}; }   // the newest reading, where a strip's keys are counted back from

}  // namespace bugbot::studio
