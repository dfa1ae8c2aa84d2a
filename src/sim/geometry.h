#pragma once
// Plain 2D geometry in mat centimetres: +x to the right, +y up the mat.
// Headings are degrees clockwise from +y, as the robot reports them.

namespace bugbot::sim {

struct Vec2 {
    double x = 0;
    double y = 0;
};

struct Segment {
    Vec2 a;
    Vec2 b;
};

// Unit vector for a heading in radians, clockwise from +y.
Vec2 heading_vector(double heading_rad);

// Distance along the ray from `origin` in `direction` (unit) to `segment`,
// or a negative number when the ray misses it.
double ray_hit(Vec2 origin, Vec2 direction, const Segment& segment);

// Distance along the ray from `origin` in `direction` (unit) to the edge of the
// disc at `centre`, or a negative number when the ray misses it or starts inside.
double ray_hit_disc(Vec2 origin, Vec2 direction, Vec2 centre, double radius);

// Distance between two points.
double distance(Vec2 a, Vec2 b);

// Shortest distance from point `p` to `segment`.
double distance_to_segment(Vec2 p, const Segment& segment);

}  // namespace bugbot::sim
