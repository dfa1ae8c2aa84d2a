#include "sim/pinned.h"

#include "sim/repeated_sum.h"

#include <emmintrin.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <numbers>

namespace bugbot::sim {

namespace {
constexpr double kGapMargin = 1e-9;    // cm
constexpr double kAngleMargin = 1e-9;  // radians
// A corner pins with two walls; more than this many at once is no mat we know.
constexpr int kMostPins = 4;
// Relative rounding of one addition, with room: bounds how far the reference's
// heading, added up a step at a time, strays from the closed form's.
constexpr double kRoundingPerAdd = 2.3e-16;
// The closed form's speeds and turn, against their exact values: room for the
// rounding of a few operations on each, relative.
constexpr double kClosedFormRounding = 1e-12;

// How far from straight in a chord of at least `ds_floor` cm is still blocked
// by a wall `gap` cm beyond the radius (rule 2; gap < ds_floor): acos(gap /
// ds_floor), less the margin, from below without the call, as pi/2 less
// x / sqrt(1 - x^2) (which bounds asin(x) from above, off by about x^3 / 3).
double blocked_half_width(double gap, double ds_floor) {
    const double x = gap / ds_floor;
    return std::numbers::pi / 2 - x / std::sqrt(1 - x * x) - kAngleMargin;
}

// A wall the body is pressed against (the file comment's rule 1).
struct Pin {
    double offset;      // the start heading less the heading straight into the wall, in [-pi, pi]
    double half_width;  // a chord within this of straight in is blocked (rule 2)
};

// The walls pinning `body` for steps of at least `ds_floor` cm, moving forward
// (`sign` +1) or backward (-1); fills `pins`, returns how many.
int find_pins_uncached(const Body& body, const std::vector<Segment>& walls, const RobotSpec& robot, double sign,
                       double ds_floor, Pin* pins) {
    const double reach = robot.max_speed_cm_s * kStepSeconds * (1 + 1e-6) + kGapMargin;  // the longest step
    int count = 0;
    for (const Segment& s : walls) {
        const double ex = s.b.x - s.a.x, ey = s.b.y - s.a.y;
        const double length = std::hypot(ex, ey);
        if (length <= 2 * reach) continue;
        const double wx = body.x - s.a.x, wy = body.y - s.a.y;
        const double along = (wx * ex + wy * ey) / length;
        if (along < reach || along > length - reach) continue;  // a step may reach round its end
        const double across = (ex * wy - ey * wx) / length;     // signed: + left of a->b
        const double height = std::abs(across);
        if (height <= reach) continue;
        const double gap = std::max(height - robot.radius_cm, 0.0) + kGapMargin;
        if (gap >= ds_floor) continue;
        // Straight in is against the normal toward the centre; backing in, along it.
        const double side = across > 0 ? 1 : -1;
        const double nx = -ey / length * side, ny = ex / length * side;
        const double into = std::atan2(-sign * nx, -sign * ny);  // headings are clockwise from +y
        pins[count++] = {remainder_2pi(body.heading_rad - into),
                         blocked_half_width(gap, ds_floor)};
        if (count == kMostPins) break;
    }
    return count;
}

// The walls that could pin a body at its centre, moving forward (`sign` +1) or
// backward (-1), for steps of up to the longest: rule 1 less the step's own
// length (found again only when the centre moves, which a pinned body's does not).
void find_candidates(const Body& body, const std::vector<Segment>& walls, const RobotSpec& robot, double sign,
                     PinCandidates& out) {
    const double reach = robot.max_speed_cm_s * kStepSeconds * (1 + 1e-6) + kGapMargin;  // the longest step
    out.x = body.x;
    out.y = body.y;
    out.sign = sign;
    out.count = 0;
    out.valid = true;
    for (const Segment& s : walls) {
        const double ex = s.b.x - s.a.x, ey = s.b.y - s.a.y;
        const double length = std::hypot(ex, ey);
        if (length <= 2 * reach) continue;
        const double wx = body.x - s.a.x, wy = body.y - s.a.y;
        const double along = (wx * ex + wy * ey) / length;
        if (along < reach || along > length - reach) continue;  // a step may reach round its end
        const double across = (ex * wy - ey * wx) / length;     // signed: + left of a->b
        const double height = std::abs(across);
        if (height <= reach) continue;
        const double gap = std::max(height - robot.radius_cm, 0.0) + kGapMargin;
        if (gap >= reach) continue;  // no step is that long
        // Straight in is against the normal toward the centre; backing in, along it.
        const double side = across > 0 ? 1 : -1;
        const double nx = -ey / length * side, ny = ex / length * side;
        if (out.count == PinCandidates::kMost) {  // no mat we know: found afresh every time
            out.valid = false;
            return;
        }
        out.walls[out.count++] = {gap, std::atan2(-sign * nx, -sign * ny)};  // headings are clockwise from +y
    }
}

// The walls pinning `body` for steps of at least `ds_floor` cm, moving forward
// (`sign` +1) or backward (-1); fills `pins`, returns how many. `cache` keeps
// the candidates found for the body's centre.
int find_pins(const Body& body, const std::vector<Segment>& walls, const RobotSpec& robot, double sign,
              double ds_floor, Pin* pins, PinCandidates* cache) {
    PinCandidates local;
    PinCandidates& c = cache ? *cache : local;
    if (!c.valid || c.x != body.x || c.y != body.y || c.sign != sign) find_candidates(body, walls, robot, sign, c);
    if (!c.valid) {  // more candidates than it keeps
        return find_pins_uncached(body, walls, robot, sign, ds_floor, pins);
    }
    int count = 0;
    for (int i = 0; i < c.count && count < kMostPins; ++i) {
        PinCandidates::Wall& w = c.walls[i];
        if (w.gap >= ds_floor) continue;
        if (w.ds != ds_floor) {  // a division, a root and a division: kept while the step length is the same
            w.ds = ds_floor;
            w.half_width = blocked_half_width(w.gap, ds_floor);
        }
        pins[count++] = {remainder_2pi(body.heading_rad - w.into), w.half_width};
    }
    return count;
}

// Constant speeds: the chord of step k lies at offset + dtheta/2 + k dtheta from
// straight in, a line in k; the steps from 0 on that stay in some pin's arc.
std::int64_t blocked_run(const Pin* pins, int count, double dtheta, double drift, std::int64_t steps) {
    auto offset_at = [&](const Pin& pin, std::int64_t k) {
        return pin.offset + dtheta / 2 + static_cast<double>(k) * dtheta;
    };
    std::int64_t run = 0;
    for (bool grew = true; grew && run < steps;) {
        grew = false;
        for (int i = 0; i < count; ++i) {
            const Pin& pin = pins[i];
            const double width = pin.half_width - drift;
            if (!(std::abs(offset_at(pin, run)) < width)) continue;
            std::int64_t until = steps;
            if (dtheta != 0) {
                const double edge = dtheta > 0 ? width : -width;
                const double leaves = std::ceil((edge - pin.offset - dtheta / 2) / dtheta);
                if (leaves < static_cast<double>(steps)) until = static_cast<std::int64_t>(leaves);
            }
            // The division rounds: make sure the last step kept is inside (the arc is
            // convex, so every step between two inside it is too).
            while (until > run && !(std::abs(offset_at(pin, until - 1)) < width)) --until;
            if (until > run) {
                run = until;
                grew = true;
            }
        }
    }
    return run;
}

// The slowest step counted on, and its direction (+1 forward, -1 backward).
// The speed moves from now toward the target: up to it, it never falls below
// now; down toward it, the steps are taken while above the target or half of
// now, whichever is faster.
struct Floor {
    double sign = 1, speed = 0;
};
Floor slowest_step(const Body& b, const RobotSpec& robot, bool settled) {
    const double v_now = (b.left_speed + b.right_speed) / 2;
    const double v_target = (wheel_target_speed(b.left_power, robot) + wheel_target_speed(b.right_power, robot)) / 2;
    const double sign = (v_now != 0 ? v_now : v_target) > 0 ? 1 : -1;
    const double now = sign * v_now, target = sign * v_target;
    return {sign, settled || target >= now ? now : std::max(target, now / 2)};
}

// A step length a little under `ds` (its top three bits of mantissa, at most
// an eighth less), so that a transient's slowest step, new every tick, finds
// the half widths kept for it (find_pins): a shorter step is blocked in a
// narrower arc, so the proof only grows more cautious.
double shorter_step(double ds) {
    return std::bit_cast<double>(std::bit_cast<std::uint64_t>(ds) & ~((std::uint64_t{1} << 49) - 1));
}

// Both wheels driven (so neither snaps to a stop) and the whole run of `steps`
// provably blocked: takes it at once in the lag's closed form and returns
// true; else returns false and changes nothing. The bounds: a wheel's speed,
// and so the mean speed and the turn a step, are each one geometric run from
// the first step's to the last's, so monotone; the slowest step is the first or
// the last, and the heading before each step lies between the start's and the
// end's, or, when the turn a step changes sign, reaches at most the extreme of
// the heading's closed form taken over a real number of steps.
bool take_blocked_transient(Body& b, const std::vector<Segment>& walls, const RobotSpec& robot, MotorLag& lag,
                            std::int64_t steps, PinCandidates* cache) {
    if (b.left_power == 0 || b.right_power == 0) return false;
    const double left_target = wheel_target_speed(b.left_power, robot);
    const double right_target = wheel_target_speed(b.right_power, robot);
    const double left_off = b.left_speed - left_target, right_off = b.right_speed - right_target;
    const LagOver& run = lag.over(steps);
    const double left_first = b.left_speed + (left_target - b.left_speed) * lag.alpha();
    const double right_first = b.right_speed + (right_target - b.right_speed) * lag.alpha();
    const double left_last = left_target + left_off * run.decay, right_last = right_target + right_off * run.decay;

    const double v_first = (left_first + right_first) / 2, v_last = (left_last + right_last) / 2;
    const double sign = v_last > 0 ? 1 : -1;
    const double slowest = std::min(sign * v_first, sign * v_last) * (1 - kClosedFormRounding);
    if (!(slowest > 1e-9)) return false;
    Pin pins[kMostPins];
    const int count = find_pins(b, walls, robot, sign, shorter_step(slowest * kStepSeconds), pins, cache);
    if (count == 0) return false;

    const double per_speed = kStepSeconds / robot.track_cm, n = static_cast<double>(steps);  // the turn a step per cm/s
    const double turn_first = (left_first - right_first) * per_speed;
    const double turn_last = (left_last - right_last) * per_speed;
    const double turned = (n * (left_target - right_target) + (left_off - right_off) * run.summed) * per_speed;
    // The turn after k steps is (k D + E r (1 - r^k) / alpha) / track * step;
    // where the turn a step changes sign, its extreme is at r^k = D alpha / (E r ln r).
    double extreme = 0;
    if (turn_first * turn_last < 0) {
        const double alpha = lag.alpha(), r = 1 - alpha;
        const double d = left_target - right_target, e = left_off - right_off;
        const double decay = d * alpha / (e * r * std::log(r));
        if (!(decay > 0 && decay < 1)) return false;  // not where the sign changes: no bound to trust
        const double k = std::log(decay) / std::log(r);
        extreme = (k * d + e * r * (1 - decay) / alpha) * per_speed;
    }
    const double largest = std::max(std::abs(turn_first), std::abs(turn_last));
    const double slack = kAngleMargin + (std::abs(turned) + std::abs(extreme) + largest) * kClosedFormRounding;
    // Every step's chord, from the start heading, lies in [low, high].
    const double low = std::min({0.0, turned, extreme}) + std::min(turn_first, turn_last) / 2 - slack;
    const double high = std::max({0.0, turned, extreme}) + std::max(turn_first, turn_last) / 2 + slack;
    // Some pin's arc holds `low`, some `high`, and the two are one or overlap.
    auto from = [&](int i) { return -pins[i].half_width - pins[i].offset; };
    auto to = [&](int i) { return pins[i].half_width - pins[i].offset; };
    bool covered = false;
    for (int i = 0; i < count && !covered; ++i) {
        if (!(from(i) < low && low < to(i))) continue;
        for (int j = 0; j < count && !covered; ++j) {
            covered = from(j) < high && high < to(j) && (i == j || (from(i) < to(j) && from(j) < to(i)));
        }
    }
    if (!covered) return false;

    b.work += work_per_step(b) * n;  // multiplied out, as every jump does
    b.left_speed = left_last;
    b.right_speed = right_last;
    b.heading_rad += turned;
    b.turned_rad += turned;
    count_blocked(b, steps);
    return true;
}
}  // namespace

const LagOver& MotorLag::over(std::int64_t steps) {
    if (steps != steps_) {
        // r^n and r (1 - r^n) / (1 - r) through log1p and expm1, exact to a few
        // ulps even when alpha is small and n is 1.
        const double log_r = std::log1p(-alpha_) * static_cast<double>(steps);
        over_.decay = alpha_ < 1 ? std::exp(log_r) : 0;
        over_.summed = alpha_ < 1 ? (1 - alpha_) * -std::expm1(log_r) / alpha_ : 0;
        steps_ = steps;
    }
    return over_;
}

std::int64_t pinned_run(const Body& b, const std::vector<Segment>& walls, const RobotSpec& robot, std::int64_t steps,
                        PinCandidates* cache) {
    const Floor slowest = slowest_step(b, robot, /*settled=*/true);
    if (!(slowest.speed > 1e-9)) return 0;
    Pin pins[kMostPins];
    const int count = find_pins(b, walls, robot, slowest.sign, slowest.speed * kStepSeconds, pins, cache);
    if (count == 0) return 0;
    const StepMotion m = step_motion(b, robot);
    const double n_max = static_cast<double>(steps);
    const double drift = n_max * (std::abs(b.heading_rad) + n_max * std::abs(m.dtheta) + 1) * kRoundingPerAdd;
    return blocked_run(pins, count, m.dtheta, drift, steps);
}

std::int64_t take_blocked_run(Body& b, const RobotSpec& robot, std::int64_t run) {
    const StepMotion m = step_motion(b, robot);
    const double n = static_cast<double>(run);
    b.work += work_per_step(b) * n;  // as jump_unblocked: the heading bit for bit, the counts multiplied
    b.turned_rad += m.dtheta * n;
    b.heading_rad = repeated_sum(b.heading_rad, m.dtheta, run);
    count_blocked(b, run);
    return run;
}

std::int64_t take_pinned_steps(Body& b, const std::vector<Segment>& walls, const RobotSpec& robot, MotorLag& motor_lag,
                               bool settled, std::int64_t steps, PinCandidates* cache) {
    if (settled) return take_blocked_run(b, robot, pinned_run(b, walls, robot, steps, cache));
    if (take_blocked_transient(b, walls, robot, motor_lag, steps, cache)) return steps;
    const Floor slowest = slowest_step(b, robot, settled);
    const double sign = slowest.sign, v_floor = slowest.speed;
    if (!(v_floor > 1e-9)) return 0;
    Pin pins[kMostPins];
    const int count = find_pins(b, walls, robot, sign, v_floor * kStepSeconds, pins, cache);
    if (count == 0) return 0;
    const double left_target = wheel_target_speed(b.left_power, robot);
    const double right_target = wheel_target_speed(b.right_power, robot);

    // The closed form could not prove the whole run: step by step, as the reference does (the
    // expressions of lagged_speed and step_motion, on locals), rule 2 for the reference's test.
    const double start_heading = b.heading_rad;
    const double work = work_per_step(b);
    const double lag = motor_lag.alpha(), track = robot.track_cm;
    const bool left_stops = b.left_power == 0, right_stops = b.right_power == 0;
    double left = b.left_speed, right = b.right_speed, heading = b.heading_rad, turned = b.turned_rad;
    double worked = b.work;
    std::int64_t taken = 0;
    if (!left_stops && !right_stops && count <= 2) {
        // The club loop's case (both wheels driven, one wall or a corner): the two
        // wheels' lags as one pair of lanes (each lane's arithmetic is the scalar
        // expression's, so the bits are), the pins unrolled. About half the time a step.
        const Pin first = pins[0], second = pins[count - 1];
        const __m128d targets = _mm_set_pd(right_target, left_target), alpha = _mm_set1_pd(lag);
        __m128d speeds = _mm_set_pd(right, left);
        while (taken < steps) {
            const __m128d next = _mm_add_pd(speeds, _mm_mul_pd(_mm_sub_pd(targets, speeds), alpha));
            const double next_left = _mm_cvtsd_f64(next), next_right = _mm_cvtsd_f64(_mm_unpackhi_pd(next, next));
            const double dtheta = (next_left - next_right) / track * kStepSeconds;
            const double v = (next_left + next_right) / 2;
            const double chord = heading + dtheta / 2 - start_heading;
            const bool blocked = sign * v >= v_floor && (std::abs(first.offset + chord) < first.half_width ||
                                                         std::abs(second.offset + chord) < second.half_width);
            if (!blocked) break;
            const bool settles = _mm_movemask_pd(_mm_cmpeq_pd(next, speeds)) == 3;
            speeds = next;
            worked += work;
            turned += dtheta;
            heading += dtheta;
            ++taken;
            if (settles) break;  // the closed form takes over
        }
        left = _mm_cvtsd_f64(speeds);
        right = _mm_cvtsd_f64(_mm_unpackhi_pd(speeds, speeds));
        steps = taken;  // the loop below has nothing left to do
    }
    while (taken < steps) {
        double next_left = left + (left_target - left) * lag;
        if (left_stops && std::abs(next_left) < 1e-6) next_left = 0;
        double next_right = right + (right_target - right) * lag;
        if (right_stops && std::abs(next_right) < 1e-6) next_right = 0;
        const double dtheta = (next_left - next_right) / track * kStepSeconds;
        const double v = (next_left + next_right) / 2;
        const double chord = heading + dtheta / 2 - start_heading;  // the chord's heading less the start's
        bool blocked = false;
        if (sign * v >= v_floor) {
            for (int i = 0; i < count && !blocked; ++i) blocked = std::abs(pins[i].offset + chord) < pins[i].half_width;
        }
        if (!blocked) break;
        const bool settles = next_left == left && next_right == right;
        left = next_left;
        right = next_right;
        worked += work;
        turned += dtheta;
        heading += dtheta;
        ++taken;
        if (settles) break;  // the closed form takes over
    }
    b.left_speed = left;
    b.right_speed = right;
    b.heading_rad = heading;
    b.turned_rad = turned;
    b.work = worked;
    count_blocked(b, taken);
    return taken;
}

}  // namespace bugbot::sim
