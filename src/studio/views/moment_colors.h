#pragma once
// The colours every view marks a moment pointed at with (the mat's outline,
// a strip cell's frame, the charts' line), so one glance links them.
#include <QColor>

namespace bugbot::studio {

inline QColor moment_color() { return {240, 130, 0}; }  // the moment pointed at (a strip cell's key)
inline QColor query_color() { return {30, 150, 80}; }   // the newest reading, where a strip's keys are counted back from
// A twin run's robot side (RunController::run_twin), wherever it is drawn beside
// the simulator's: its traces, its strip's name, its heading and beam on the mat.
inline QColor twin_color() { return {205, 20, 120}; }

}  // namespace bugbot::studio
