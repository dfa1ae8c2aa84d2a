#include "sim/geometry.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace bugbot::sim {

Vec2 heading_vector(double heading_rad) { return {std::sin(heading_rad), std::cos(heading_rad)}; }

namespace {
// pi/2 as a 33-bit head (k times it is exact for |k| < 2^20) and the rest.
constexpr double kHalfPiHead = 1.57079632673412561417e+00;
constexpr double kHalfPiTail = 6.07710050650619224932e-11;
constexpr double kTwoOverPi = 6.36619772367581382433e-01;
constexpr double kRounder = 6755399441055744.0;  // 1.5 * 2^52: added and taken away, rounds to a whole number

// On [-pi/4, pi/4], the minimax polynomials of fdlibm's kernels (z = r^2).
double sine_near_zero(double r, double z) {
    constexpr double s1 = -1.66666666666666324348e-01, s2 = 8.33333333332248946124e-03,
                     s3 = -1.98412698298579493134e-04, s4 = 2.75573137070700676789e-06,
                     s5 = -2.50507602534068634195e-08, s6 = 1.58969099521155010221e-10;
    return r + r * z * (s1 + z * (s2 + z * (s3 + z * (s4 + z * (s5 + z * s6)))));
}
double cosine_near_zero(double z) {
    constexpr double c1 = 4.16666666666666019037e-02, c2 = -1.38888888888741095749e-03,
                     c3 = 2.48015872894767294178e-05, c4 = -2.75573143513906633035e-07,
                     c5 = 2.08757232129817482790e-09, c6 = -1.13596475577881948265e-11;
    return 1 - (0.5 * z - z * z * (c1 + z * (c2 + z * (c3 + z * (c4 + z * (c5 + z * c6))))));
}
}  // namespace

Vec2 beam_direction(double heading_rad) {
    // Past a million radians k times the head is no longer exact: the library then.
    if (!(std::abs(heading_rad) < 1e6)) return heading_vector(heading_rad);
    const double k = (heading_rad * kTwoOverPi + kRounder) - kRounder;  // the nearest quarter turn
    const double r = (heading_rad - k * kHalfPiHead) - k * kHalfPiTail;  // |r| <= pi/4, plus a hair
    const double z = r * r, s = sine_near_zero(r, z), c = cosine_near_zero(z);
    switch (static_cast<std::int64_t>(k) & 3) {
        case 0: return {s, c};
        case 1: return {c, -s};
        case 2: return {-s, -c};
        default: return {-c, s};
    }
}

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
