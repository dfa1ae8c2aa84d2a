#include "studio/views/mat_view.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <cmath>

#include "studio/views/moment_colors.h"

namespace bugbot::studio {

namespace {
constexpr double kTrailSeconds = 3.0;
const QColor kWall(40, 40, 48);
const QColor kMat(250, 249, 244);
const QColor kGrid(226, 224, 214);
const QColor kRobot(70, 110, 170);
const QColor kBeam(230, 60, 50);
const QColor kServo(45, 45, 55);
constexpr double kServoArm = 1.6;  // an arm's length, in body radii

QPointF dir_of(double heading_deg) {
    const double h = heading_deg * M_PI / 180.0;
    return {std::sin(h), std::cos(h)};  // clockwise from +y
}

void draw_marker(QPainter& p, const QPointF& c, Shape shape, double px) {
    const double r = px / 2;
    switch (shape) {
        case Shape::Squares: p.drawRect(QRectF(c.x() - r, c.y() - r, px, px)); break;
        case Shape::Crosses:
            p.drawLine(QPointF(c.x() - r, c.y() - r), QPointF(c.x() + r, c.y() + r));
            p.drawLine(QPointF(c.x() - r, c.y() + r), QPointF(c.x() + r, c.y() - r));
            break;
        default: p.drawEllipse(c, r, r); break;
    }
}
}  // namespace

QColor draw_color(const std::string& name) {
    QColor c = QColor::fromString(QString::fromStdString(name));
    return c.isValid() ? c : QColor(Qt::blue);
}

QColor MatView::moment_color() { return studio::moment_color(); }

MatView::MatView(QWidget* parent) : QWidget(parent) {
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QTransform MatView::mat_to_widget() const {
    double w = default_world_event().width, h = default_world_event().height;
    const RunModel* m = model_ && model_->world() ? model_ : (ghost_ && ghost_->world() ? ghost_ : nullptr);
    if (m) {
        w = m->world()->width;
        h = m->world()->height;
    }
    // Zoom to fit the mat and whatever the script drew off it (at most a
    // quarter of the mat beyond each edge).
    QRectF bounds(0, 0, w, h);
    if (model_) {
        for (const Layer& layer : model_->layers()) {
            if (const DrawEvent* d = model_->layer_at(layer, time_)) {
                for (const auto& pt : d->points) bounds |= QRectF(pt.x - d->size / 2, pt.y - d->size / 2, d->size, d->size);
            }
        }
    }
    bounds &= QRectF(-w / 4, -h / 4, w * 1.5, h * 1.5);
    const double margin = 12;
    const double scale = std::max(0.1, std::min((width() - 2 * margin) / bounds.width(), (height() - 2 * margin) / bounds.height()));
    const double ox = (width() - bounds.width() * scale) / 2 - bounds.left() * scale;
    const double oy = (height() + bounds.height() * scale) / 2 + bounds.top() * scale;
    // x right, y up: flip y.
    return QTransform(scale, 0, 0, -scale, ox, oy);
}

void MatView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().window());
    p.setRenderHint(QPainter::Antialiasing);
    const QTransform m = mat_to_widget();
    const double scale = m.m11();
    const RunModel* model = model_;
    double w = default_world_event().width, h = default_world_event().height;
    const WorldEvent* world = nullptr;
    if (model && model->world()) world = &*model->world();
    else if (ghost_ && ghost_->world()) world = &*ghost_->world();
    if (world) {
        w = world->width;
        h = world->height;
    }

    // The mat and its centimetre grid (every 10 cm, finer lines every 5).
    p.fillRect(m.mapRect(QRectF(0, 0, w, h)), kMat);
    for (int cm = 5; cm < std::max(w, h); cm += 5) {
        p.setPen(QPen(cm % 10 == 0 ? kGrid : kGrid.lighter(106), 1));
        if (cm < w) p.drawLine(m.map(QPointF(cm, 0)), m.map(QPointF(cm, h)));
        if (cm < h) p.drawLine(m.map(QPointF(0, cm)), m.map(QPointF(w, cm)));
    }
    if (world) {
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(150, 150, 160));
        for (const auto& poly : world->obstacles) {
            QPolygonF shape;
            for (const auto& pt : poly) shape << m.map(QPointF(pt.x, pt.y));
            p.drawPolygon(shape);
        }
        p.setPen(QPen(kWall, std::max(2.0, scale * 0.8), Qt::SolidLine, Qt::RoundCap));
        for (const auto& wall : world->walls) p.drawLine(m.map(QPointF(wall[0], wall[1])), m.map(QPointF(wall[2], wall[3])));
    }

    if (ghost_) paint_ghost(p, m);
    if (!model) return;
    const double t = time_;

    // The fading trails of the last few seconds, under everything else.
    for (int r = 0; r < model->robot_count(); ++r) paint_trail(p, m, r);

    paint_layers(p, m, *model, t, false);

    // Bumps: a red star where the body touched; recent ones bigger.
    for (const auto& b : model->bumps()) {
        if (b.t > t) break;
        const double age = t - b.t;
        const double r = age < 1 ? 9 : 5;
        p.setPen(QPen(QColor(220, 30, 30, age < 1 ? 255 : 120), 2));
        const QPointF c = m.map(QPointF(b.x, b.y));
        p.drawLine(c + QPointF(-r, -r), c + QPointF(r, r));
        p.drawLine(c + QPointF(-r, r), c + QPointF(r, -r));
    }

    for (int r = 0; r < model->robot_count(); ++r) paint_robot(p, m, r, world);
    if (twin_) paint_twin(p, m, world);
    if (moment_ >= 0) {
        // Where each robot was, and where its beam hit, at the moment pointed at.
        const double radius = (world ? *world : default_world_event()).radius;
        for (int r = 0; r < model->robot_count(); ++r) {
            const FrameEvent then = model->pose_at(moment_, r);
            const QPointF c(then.x, then.y), dir = dir_of(then.heading);
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(moment_color(), 3));
            p.drawEllipse(m.map(c), radius * scale, radius * scale);
            p.drawLine(m.map(c), m.map(c + dir * radius * 0.9));
            if (then.beam > 0) {
                const double len = std::min(then.beam, (world ? *world : default_world_event()).max_range);
                p.setPen(QPen(moment_color(), 2, Qt::DotLine));
                p.drawLine(m.map(c + dir * radius), m.map(c + dir * len));
                p.drawEllipse(m.map(c + dir * len), 5, 5);
            }
        }
    }
    paint_legend(p);
}

QColor MatView::robot_color(int robot) {
    // Robot 0 keeps the studio's blue; the others get colours told apart at a glance.
    static const QColor colors[kMaxRobots] = {kRobot,
                                              QColor(150, 80, 160),
                                              QColor(30, 140, 120),
                                              QColor(190, 120, 30),
                                              QColor(120, 120, 120),
                                              QColor(170, 60, 90),
                                              QColor(90, 140, 40),
                                              QColor(60, 60, 140)};
    return colors[std::clamp(robot, 0, kMaxRobots - 1)];
}

QColor MatView::body_color(int robot, double t) const {
    if (model_) {
        if (auto led = model_->led_at(t, robot)) return QColor(led->r, led->g, led->b);
    }
    return robot_color(robot);
}

QPointF MatView::servo_direction(double heading, double angle) {
    // 90 degrees is straight ahead, 0 the robot's right, 180 its left.
    return dir_of(heading + 90 - angle);
}

std::optional<double> MatView::trail_time_at(QPoint pos) const {
    if (!model_) return std::nullopt;
    constexpr double kNearPx = 8;
    const QTransform m = mat_to_widget();
    std::optional<double> found;
    double nearest = kNearPx * kNearPx;
    // The trail drawn: each robot's frames of the last kTrailSeconds before the view's time.
    for (int r = 0; r < model_->robot_count(); ++r) {
        const auto& frames = model_->frames(r);
        for (std::size_t i = model_->frames_until(time_, r); i-- > 0 && frames[i].t >= time_ - kTrailSeconds;) {
            const QPointF d = m.map(QPointF(frames[i].x, frames[i].y)) - QPointF(pos);
            const double d2 = d.x() * d.x() + d.y() * d.y();
            if (d2 < nearest) {
                nearest = d2;
                found = frames[i].t;
            }
        }
    }
    return found;
}

void MatView::mouseMoveEvent(QMouseEvent* e) {
    const std::optional<double> t = trail_time_at(e->position().toPoint());
    if (!t && !over_trail_) return;
    over_trail_ = t.has_value();
    emit hovered_time(t.value_or(-1));
}

void MatView::leaveEvent(QEvent*) {
    if (!over_trail_) return;
    over_trail_ = false;
    emit hovered_time(-1);
}

void MatView::paint_trail(QPainter& p, const QTransform& m, int robot) const {
    const double t = time_, scale = m.m11();
    const auto& frames = model_->frames(robot);
    const std::size_t end = model_->frames_until(t, robot);
    std::size_t begin = end;
    while (begin > 0 && frames[begin - 1].t >= t - kTrailSeconds) --begin;
    for (std::size_t i = begin + 1; i < end; ++i) {
        const double age = (t - frames[i].t) / kTrailSeconds;
        QColor c = robot_color(robot);
        c.setAlphaF(std::clamp(0.7 * (1 - age), 0.05, 0.7));
        p.setPen(QPen(c, std::max(1.5, scale * 0.6), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(m.map(QPointF(frames[i - 1].x, frames[i - 1].y)), m.map(QPointF(frames[i].x, frames[i].y)));
    }
}

void MatView::paint_robot(QPainter& p, const QTransform& m, int robot, const WorldEvent* world) const {
    // Body (LED colour), heading, sensor beam to what it hits, servo arms, beep.
    const double t = time_, scale = m.m11();
    const FrameEvent pose = model_->pose_at(t, robot);
    const double radius = (world ? *world : default_world_event()).radius;
    const QPointF centre(pose.x, pose.y);
    const QPointF d = dir_of(pose.heading);
    const QPointF front = centre + d * radius;
    if (pose.beam > 0) {
        const double max_range = (world ? *world : default_world_event()).max_range;
        const double len = std::min(pose.beam, max_range);
        p.setPen(QPen(kBeam, std::max(1.5, scale * 0.4), Qt::DashLine));
        const QPointF hit = centre + d * len;  // the beam is measured from the centre
        if (len > radius) p.drawLine(m.map(front), m.map(hit));
        if (pose.beam < max_range) {
            p.setPen(Qt::NoPen);
            p.setBrush(kBeam);
            p.drawEllipse(m.map(hit), 4, 4);
        }
    }
    p.setPen(QPen(QColor(20, 30, 50), 2));
    p.setBrush(body_color(robot, t));
    p.drawEllipse(m.map(centre), radius * scale, radius * scale);
    p.setPen(QPen(Qt::white, std::max(2.0, scale * 0.8), Qt::SolidLine, Qt::RoundCap));
    p.drawLine(m.map(centre), m.map(centre + d * radius * 0.9));

    // Each servo the script turned: an arm from the centre, out past the body.
    const auto servos = model_->servos_at(t, robot);
    QStringList angles;
    for (int channel = 0; channel < kServoChannels; ++channel) {
        const auto& angle = servos[static_cast<std::size_t>(channel)];
        if (!angle) continue;
        const QPointF tip = centre + servo_direction(pose.heading, *angle) * radius * kServoArm;
        p.setPen(QPen(kServo, std::max(2.0, scale * 0.7), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(m.map(centre), m.map(tip));
        p.setPen(Qt::NoPen);
        p.setBrush(kServo);
        p.drawEllipse(m.map(tip), 3, 3);
        angles << tr("servo %1: %2°").arg(channel).arg(*angle);
    }
    if (auto beep = model_->beep_at(t, robot)) {
        const double age = t - beep->t;
        p.setPen(QPen(QColor(255, 160, 0, 200), 3));
        p.setBrush(Qt::NoBrush);
        const double r = (radius + 2 + age * 20) * scale;
        p.drawEllipse(m.map(centre), r, r);
    }

    // A label above the body: the robot's index when there are several, and
    // its servos' angles.
    QString label = model_->robot_count() > 1 ? QString::number(robot) : QString();
    if (!angles.isEmpty()) label += (label.isEmpty() ? QString() : QStringLiteral("  ")) + angles.join(QStringLiteral(", "));
    if (label.isEmpty()) return;
    const QFontMetrics fm(p.font());
    const QPointF above = m.map(centre) - QPointF(0, radius * scale + 4);
    QRectF box(0, 0, fm.horizontalAdvance(label) + 8, fm.height() + 2);
    box.moveCenter(above - QPointF(0, box.height() / 2));
    p.setPen(QPen(robot_color(robot), 1));
    p.setBrush(QColor(255, 255, 255, 225));
    p.drawRoundedRect(box, 3, 3);
    p.setPen(QColor(20, 30, 50));
    p.drawText(box, Qt::AlignCenter, label);
}

void MatView::paint_ghost(QPainter& p, const QTransform& m) const {
    // The whole previous run, faint: its path and its final draw layers.
    const auto& frames = ghost_->frames();
    if (frames.size() > 1) {
        QPainterPath path(m.map(QPointF(frames[0].x, frames[0].y)));
        const std::size_t step = std::max<std::size_t>(1, frames.size() / 4000);
        for (std::size_t i = step; i < frames.size(); i += step) path.lineTo(m.map(QPointF(frames[i].x, frames[i].y)));
        p.setPen(QPen(QColor(120, 120, 140, 70), 2, Qt::DotLine));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
    }
    paint_layers(p, m, *ghost_, ghost_->end_time(), true);
}

void MatView::paint_twin(QPainter& p, const QTransform& m, const WorldEvent* world) const {
    const FrameEvent pose = twin_->pose_at(time_);
    const WorldEvent& w = world ? *world : default_world_event();
    const double scale = m.m11();
    const QPointF centre(pose.x, pose.y), d = dir_of(pose.heading);
    if (pose.beam > 0 && std::min(pose.beam, w.max_range) > w.radius) {
        p.setPen(QPen(twin_color(), std::max(1.5, scale * 0.4), Qt::DashLine));
        p.drawLine(m.map(centre + d * w.radius), m.map(centre + d * std::min(pose.beam, w.max_range)));
        if (pose.beam < w.max_range) {
            p.setPen(Qt::NoPen);
            p.setBrush(twin_color());
            p.drawEllipse(m.map(centre + d * pose.beam), 4, 4);
        }
    }
    // A ring round the body, and its heading out past it.
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(twin_color(), std::max(2.0, scale * 0.6)));
    p.drawEllipse(m.map(centre), (w.radius + 1.5) * scale, (w.radius + 1.5) * scale);
    p.setPen(QPen(twin_color(), std::max(2.0, scale * 0.8), Qt::SolidLine, Qt::RoundCap));
    p.drawLine(m.map(centre), m.map(centre + d * (w.radius + 3)));
    const QFontMetrics fm(p.font());
    const QPointF below = m.map(centre) + QPointF(0, (w.radius + 1.5) * scale + 4);
    QRectF box(0, 0, fm.horizontalAdvance(twin_label_) + 8, fm.height() + 2);
    box.moveCenter(below + QPointF(0, box.height() / 2));
    p.setPen(QPen(twin_color(), 1));
    p.setBrush(QColor(255, 255, 255, 225));
    p.drawRoundedRect(box, 3, 3);
    p.setPen(twin_color().darker(140));
    p.drawText(box, Qt::AlignCenter, twin_label_);
}

void MatView::paint_layers(QPainter& p, const QTransform& m, const RunModel& model, double t, bool faint) const {
    const double scale = m.m11();
    for (const Layer& layer : model.layers()) {
        const DrawEvent* draw = model.layer_at(layer, t);
        if (!draw) continue;
        QColor c = draw_color(draw->color);
        if (faint) c.setAlpha(55);
        const double px = std::max(3.0, draw->size * scale * 0.5);
        if (draw->shape == Shape::Line) {
            QPolygonF line;
            for (const auto& pt : draw->points) line << m.map(QPointF(pt.x, pt.y));
            p.setPen(QPen(c, std::max(1.5, draw->size * 0.5)));
            p.setBrush(Qt::NoBrush);
            p.drawPolyline(line);
            continue;
        }
        if (draw->shape == Shape::Crosses) {
            p.setPen(QPen(c, 2));
            p.setBrush(Qt::NoBrush);
        } else {
            p.setPen(QPen(c.darker(130), 1));
            p.setBrush(c);
        }
        for (const auto& pt : draw->points) draw_marker(p, m.map(QPointF(pt.x, pt.y)), draw->shape, px);
    }
}

void MatView::paint_legend(QPainter& p) const {
    if (!model_ || model_->layers().empty()) return;
    QFont f = font();
    p.setFont(f);
    const QFontMetrics fm(f);
    const int line = fm.height() + 2;
    int widest = 0;
    for (const Layer& l : model_->layers()) widest = std::max(widest, fm.horizontalAdvance(QString::fromStdString(l.name)));
    const QRect box(8, 8, widest + 36, line * static_cast<int>(model_->layers().size()) + 8);
    p.setPen(QColor(0, 0, 0, 60));
    p.setBrush(QColor(255, 255, 255, 220));
    p.drawRoundedRect(box, 4, 4);
    int y = box.top() + 4;
    for (const Layer& l : model_->layers()) {
        const DrawEvent& last = l.history.back();
        QColor c = draw_color(last.color);
        p.setPen(QPen(last.shape == Shape::Crosses || last.shape == Shape::Line ? c : c.darker(130), 2));
        p.setBrush(last.shape == Shape::Crosses || last.shape == Shape::Line ? Qt::NoBrush : QBrush(c));
        const QPointF mark(box.left() + 14, y + line / 2.0);
        if (last.shape == Shape::Line) p.drawLine(mark - QPointF(7, 0), mark + QPointF(7, 0));
        else draw_marker(p, mark, last.shape, std::clamp(last.size * 1.5, 5.0, 12.0));
        p.setPen(palette().text().color());
        p.drawText(QPointF(box.left() + 28, y + fm.ascent() + 1), QString::fromStdString(l.name));
        y += line;
    }
}

}  // namespace bugbot::studio
