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

// heading_vector for a run of headings close to one another, as a fine burst of
// steps needs: the sine and cosine are taken once at an anchor heading and moved
// from there by their Taylor series (agreeing with the library's to about 1e-16),
// a tenth of the cost. A heading too far from the anchor becomes the new anchor.
class NearbyHeadings {
public:
    explicit NearbyHeadings(double heading_rad) { anchor_at(heading_rad); }
    Vec2 vector(double heading_rad);

private:
    void anchor_at(double heading_rad);
    double anchor_ = 0;
    Vec2 anchor_vector_;
};

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
