#pragma once
// What a script means, in what the firmware takes and gives, and back: the
// one place the host converts between the two (shared/REAL-ROBOT.md 5 and 7).
//
//  - speeds: percent in scripts, fractions on the wire (percent / 100);
//  - wheel powers (drive()'s, its turn mixed in and each clamped to +-100 by
//    the engine's Session, where the script is told) onto forward and
//    rotation only, never sideways: forward (L + R) / 200, rotation CCW
//    (R - L) / 200, so drive(0, 0, 100), wheels (100, -100), spins clockwise;
//  - field-centric translation: the firmware measures a DRIVE_VEC's forward
//    and sideways in the frame of the heading it booted with, so after a turn
//    "forward" would still mean the boot heading; the host turns its forward
//    by the robot's heading into that frame, and forward is the nose again;
//  - heading: counter-clockwise on the wire, clockwise in scripts (360 - h);
//  - position: mm, x forward and y left on the wire; cm, +x right and +y
//    forward in scripts.
namespace bugbot::robot {

struct BodyMotion {
    double forward = 0;   // fraction, -1..1
    double rotation = 0;  // fraction, CCW positive
};
BodyMotion tank_to_body(double left_pct, double right_pct);  // each -100..100

struct FieldMotion {
    double lon = 0, lat = 0, rot = 0;  // DRIVE_VEC: forward+, right+, CCW+, in the boot frame
};
FieldMotion body_to_field(const BodyMotion& body, double ccw_heading_deg);

double script_heading(double ccw_deg);  // clockwise, 0 <= h < 360
struct ScriptPosition {
    double x = 0, y = 0;  // cm, +x right, +y forward
};
ScriptPosition script_position(double x_mm_forward, double y_mm_left);

}  // namespace bugbot::robot
