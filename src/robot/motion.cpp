#include "robot/motion.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>

#include "sim/geometry.h"

namespace bugbot::robot {

BodyMotion tank_to_body(double left_pct, double right_pct) {
    const Eigen::Vector2d wheels(left_pct, right_pct);
    // The wheel mix, inverted: [forward, ccw] from [left, right].
    Eigen::Matrix2d mix;
    mix << 0.5, 0.5, -0.5, 0.5;
    const Eigen::Vector2d body = mix * wheels / 100.0;
    return {body.x(), body.y()};
}

FieldMotion body_to_field(const BodyMotion& body, double ccw_heading_deg) {
    // Body (x forward, y left) to the boot frame: rotate by the heading (CCW).
    const Eigen::Vector2d field = Eigen::Rotation2Dd(ccw_heading_deg * M_PI / 180.0) * Eigen::Vector2d(body.forward, 0);
    return {field.x(), -field.y(), body.rotation};  // DRIVE_VEC's lateral is right-positive
}

double script_heading(double ccw_deg) {
    const double h = sim::wrap_degrees(360.0 - std::fmod(ccw_deg, 360.0));
    return h >= 360 ? 0 : h;
}

ScriptPosition script_position(double x_mm_forward, double y_mm_left) {
    // Wire (forward, left) in mm to script (right, forward) in cm.
    Eigen::Matrix2d axes;
    axes << 0, -1, 1, 0;
    const Eigen::Vector2d cm = axes * Eigen::Vector2d(x_mm_forward, y_mm_left) / 10.0;
    return {cm.x(), cm.y()};
}

}  // namespace bugbot::robot
