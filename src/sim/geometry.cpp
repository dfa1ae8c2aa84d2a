#include "sim/geometry.h"

#include <algorithm>
#include <cmath>

namespace bugbot::sim {

Vec2 heading_vector(double heading_rad) { return {std::sin(heading_rad), std::cos(heading_rad)}; }

namespace {
// Within this many radians of the anchor, the first terms the series below leave
// out are below 1e-21.
constexpr double kAnchorReach = 0.0625;
}  // namespace

void NearbyHeadings::anchor_at(double heading_rad) {
    anchor_ = heading_rad;
    anchor_vector_ = heading_vector(heading_rad);
}

Vec2 NearbyHeadings::vector(double heading_rad) {
    if (std::abs(heading_rad - anchor_) > kAnchorReach) anchor_at(heading_rad);
    const double d = heading_rad - anchor_, d2 = d * d;
    const double sin_d = d + d * d2 * (-1.0 / 6 + d2 * (1.0 / 120 + d2 * (-1.0 / 5040 + d2 * (1.0 / 362880))));
    const double cos_d =
        1 + d2 * (-1.0 / 2 + d2 * (1.0 / 24 + d2 * (-1.0 / 720 + d2 * (1.0 / 40320 + d2 * (-1.0 / 3628800)))));
    // The angle-sum formulas; at the anchor itself (d = 0) exactly the library's values.
    return {anchor_vector_.x * cos_d + anchor_vector_.y * sin_d, anchor_vector_.y * cos_d - anchor_vector_.x * sin_d};
}

double ray_hit(Vec2 origin, Vec2 direction, const Segment& segment) {
    // Solve origin + t*direction = a + u*(b - a) for t >= 0, 0 <= u <= 1.
    const double ex = segment.b.x - segment.a.x;
    const double ey = segment.b.y - segment.a.y;
    const double denom = direction.x * ey - direction.y * ex;
    if (std::abs(denom) < 1e-12) return -1;  // parallel
    const double wx = segment.a.x - origin.x;
    const double wy = segment.a.y - origin.y;
    const double t = (wx * ey - wy * ex) / denom;
    const double u = (wx * direction.y - wy * direction.x) / denom;
    if (t < 0 || u < 0 || u > 1) return -1;
    return t;
}

double ray_hit_disc(Vec2 origin, Vec2 direction, Vec2 centre, double radius) {
    const double wx = centre.x - origin.x, wy = centre.y - origin.y;
    const double along = wx * direction.x + wy * direction.y;      // closest approach, along the ray
    const double across2 = wx * wx + wy * wy - along * along;      // its squared distance from the centre
    const double inside2 = radius * radius - across2;
    if (inside2 < 0) return -1;
    const double t = along - std::sqrt(inside2);
    return t >= 0 ? t : -1;
}

double distance(Vec2 a, Vec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }

double distance_to_segment(Vec2 p, const Segment& segment) {
    const double ex = segment.b.x - segment.a.x;
    const double ey = segment.b.y - segment.a.y;
    const double length2 = ex * ex + ey * ey;
    double u = 0;
    if (length2 > 0) u = std::clamp(((p.x - segment.a.x) * ex + (p.y - segment.a.y) * ey) / length2, 0.0, 1.0);
    const double dx = segment.a.x + u * ex - p.x;
    const double dy = segment.a.y + u * ey - p.y;
    return std::sqrt(dx * dx + dy * dy);
}

}  // namespace bugbot::sim
