#include "studio/spoken_views.h"

#include <QCoreApplication>
#include <QStringList>

#include "studio/run_model.h"

namespace bugbot::studio {

namespace {
QString cm(double v) { return QString::number(v, 'f', 1); }
}  // namespace

QString spoken_mat(const RunModel* model, double t) {
    if (!model || model->robot_count() == 0) return QCoreApplication::translate("SpokenViews", "No run yet.");
    QStringList said;
    for (int r = 0; r < model->robot_count(); ++r) {
        if (model->frames_until(t, r) == 0) continue;
        const FrameEvent pose = model->pose_at(t, r);
        said << QCoreApplication::translate("SpokenViews", "At %1 s, robot %2 is at x %3 cm, y %4 cm, heading %5 degrees.")
                    .arg(QString::number(t, 'f', 2), QString::number(r), cm(pose.x), cm(pose.y), cm(pose.heading));
    }
    for (const Layer& layer : model->layers()) {
        const DrawEvent* d = model->layer_at(layer, t);
        if (!d) continue;
        QStringList points;
        for (std::size_t i = 0; i < d->points.size() && i < 20; ++i)
            points << QStringLiteral("(%1, %2)").arg(cm(d->points[i].x), cm(d->points[i].y));
        if (d->points.size() > 20) points << QCoreApplication::translate("SpokenViews", "and %1 more").arg(QString::number(d->points.size() - 20));
        said << QCoreApplication::translate("SpokenViews", "Drawn layer %1, %2 points: %3.")
                    .arg(QString::fromStdString(layer.name), QString::number(d->points.size()), points.join(QStringLiteral(", ")));
    }
    return said.join(QLatin1Char(' '));
}

QString spoken_charts(const RunModel* model, double t) {
    if (!model || model->series().empty()) return QCoreApplication::translate("SpokenViews", "Nothing plotted yet.");
    QStringList said;
    for (const Series& s : model->series()) {
        const std::size_t n = s.count_until(t);
        if (n == 0) continue;
        said << QCoreApplication::translate("SpokenViews", "%1: %2 (value %3 of %4)")
                    .arg(QString::fromStdString(s.name()), QString::number(s.points()[n - 1].v, 'g', 6), QString::number(n),
                         QString::number(s.size()));
    }
    return QCoreApplication::translate("SpokenViews", "At %1 s. ").arg(QString::number(t, 'f', 2)) + said.join(QStringLiteral("; ")) + QLatin1Char('.');
}

}  // namespace bugbot::studio
