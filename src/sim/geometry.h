#pragma once
// Plain 2D geometry in mat centimetres: +x to the right, +y up the mat.
// Headings are degrees clockwise from +y, as the robot reports them.
#include <algorithm>
#include <cmath>
#include <numbers>

namespace bugbot::sim {

struct Vec2 {
    double x = 0;
    double y = 0;
};

struct Segment {
    Vec2 a;
    Vec2 b;
};

// std::remainder(x, 2 pi), the same bits, without its cost when |x| <= pi (then
// the nearest whole number of turns is 0, ties going to the even one, and the
// remainder is x itself): a heading's offset from a direction is nearly always that.
inline double remainder_2pi(double x) {
    constexpr double kPi = std::numbers::pi;
    return std::abs(x) <= kPi ? x : std::remainder(x, 2 * kPi);
}

// A heading in degrees as 0 <= h < 360 (360 itself for the tiniest negative
// one, as std::fmod rounds): the one wrap of headings, here and on the robot's side.
inline double wrap_degrees(double deg) {
    deg = std::fmod(deg, 360.0);
    return deg < 0 ? deg + 360.0 : deg;
}

// A change of heading in degrees as -180 < d <= 180: the short way round.
inline double signed_degrees(double deg) {
    deg = std::fmod(deg, 360.0);
    if (deg > 180) deg -= 360;
    if (deg <= -180) deg += 360;
    return deg;
}

// Unit vector for a heading in radians, clockwise from +y.
Vec2 heading_vector(double heading_rad);

// The same for the ranger's beam, without the library's call: its own
// sine and cosine (a quarter-turn reduction and two short polynomials),
// within 2.3e-16 of std::sin and std::cos, and the same bits on any libm.
// A third of the call's cost, which a read loop pays on every read.
Vec2 beam_direction(double heading_rad);

// heading_vector for a run of headings close to one another, as a fine burst of
// steps needs: the sine and cosine are taken once at an anchor heading and moved
// from there by their Taylor series (agreeing with the library's to about 1e-16),
// a tenth of the cost. A heading too far from the anchor becomes the new anchor.
class NearbyHeadings {
public:
    explicit NearbyHeadings(double heading_rad) { anchor_at(heading_rad); }
    Vec2 vector(double heading_rad) {
        if (std::abs(heading_rad - anchor_) > kAnchorReach) anchor_at(heading_rad);
        const double d = heading_rad - anchor_, d2 = d * d;
        const double sin_d = d + d * d2 * (-1.0 / 6 + d2 * (1.0 / 120 + d2 * (-1.0 / 5040 + d2 * (1.0 / 362880))));
        const double cos_d =
            1 + d2 * (-1.0 / 2 + d2 * (1.0 / 24 + d2 * (-1.0 / 720 + d2 * (1.0 / 40320 + d2 * (-1.0 / 3628800)))));
        // The angle-sum formulas; at the anchor itself (d = 0) exactly the library's values.
        return {anchor_vector_.x * cos_d + anchor_vector_.y * sin_d, anchor_vector_.y * cos_d - anchor_vector_.x * sin_d};
    }

private:
    // Within this many radians of the anchor, the first terms the series above
    // leave out are below 1e-21.
    static constexpr double kAnchorReach = 0.0625;
    void anchor_at(double heading_rad);
    double anchor_ = 0;
    Vec2 anchor_vector_;
};

// Distance along the ray from `origin` in `direction` (unit) to `segment`,
// or a negative number when the ray misses it or meets it no nearer than
// `within` (the nearest hit so far: a farther one needs no second division).
double ray_hit(Vec2 origin, Vec2 direction, const Segment& segment, double within = HUGE_VAL);

// Distance along the ray from `origin` in `direction` (unit) to the edge of the
// disc at `centre`, or a negative number when the ray misses it or starts inside.
double ray_hit_disc(Vec2 origin, Vec2 direction, Vec2 centre, double radius);

// Distance between two points.
double distance(Vec2 a, Vec2 b);

// A segment as distance_to_segment sees it, for measuring from many points.
struct SegmentSpan {
    explicit SegmentSpan(const Segment& s)
        : a(s.a), ex(s.b.x - s.a.x), ey(s.b.y - s.a.y), length2(ex * ex + ey * ey) {}
    Vec2 a;
    double ex, ey, length2;
};

inline double distance_to_segment(Vec2 p, const SegmentSpan& s) {
    double u = 0;
    if (s.length2 > 0) u = std::clamp(((p.x - s.a.x) * s.ex + (p.y - s.a.y) * s.ey) / s.length2, 0.0, 1.0);
    const double dx = s.a.x + u * s.ex - p.x;
    const double dy = s.a.y + u * s.ey - p.y;
    return std::sqrt(dx * dx + dy * dy);
}

// Shortest distance from point `p` to `segment`. Inline: every fine step near a wall calls it.
inline double distance_to_segment(Vec2 p, const Segment& segment) { return distance_to_segment(p, SegmentSpan(segment)); }

}  // namespace bugbot::sim
