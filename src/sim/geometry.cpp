#include "sim/geometry.h"

#include <algorithm>
#include <cmath>

namespace bugbot::sim {

Vec2 heading_vector(double heading_rad) { return {std::sin(heading_rad), std::cos(heading_rad)}; }

void NearbyHeadings::anchor_at(double heading_rad) {
    anchor_ = heading_rad;
    anchor_vector_ = heading_vector(heading_rad);
}

double ray_hit(Vec2 origin, Vec2 direction, const Segment& segment, double within) {
    // Solve origin + t*direction = a + u*(b - a) for t >= 0, 0 <= u <= 1.
    const double ex = segment.b.x - segment.a.x;
    const double ey = segment.b.y - segment.a.y;
    const double denom = direction.x * ey - direction.y * ex;
    if (std::abs(denom) < 1e-12) return -1;  // parallel
    const double wx = segment.a.x - origin.x;
    const double wy = segment.a.y - origin.y;
    const double t = (wx * ey - wy * ex) / denom;
    if (t < 0 || !(t < within)) return -1;
    const double u = (wx * direction.y - wy * direction.x) / denom;
    if (u < 0 || u > 1) return -1;
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

}  // namespace bugbot::sim
