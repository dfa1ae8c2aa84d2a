#pragma once
// What the mat and the charts say to a screen reader at the view's time (the
// timeline moves it): the robot's position and heading and each drawn layer,
// and each plotted series' value then. Plain sentences, read from the model;
// the window sets them as the views' accessible descriptions.
#include <QString>

namespace bugbot::studio {

class RunModel;

QString spoken_mat(const RunModel* model, double t);
QString spoken_charts(const RunModel* model, double t);

}  // namespace bugbot::studio
