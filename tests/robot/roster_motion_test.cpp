// The roster's file, the host's conversions, the dongle's discovery in sysfs.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "robot/dongle.h"
#include "robot/motion.h"
#include "robot/provisioning.h"
#include "robot/roster.h"

namespace fs = std::filesystem;

namespace bugbot::robot {
namespace {

struct TempDir {
    fs::path path = fs::temp_directory_path() / ("bugbot-robot-test-" + std::to_string(::getpid()) + "-" +
                                                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
    TempDir() { fs::create_directories(path); }
    ~TempDir() { fs::remove_all(path); }
};

std::string read_all(const fs::path& p) {
    std::ifstream in(p);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

TEST(Roster, KeepsOrderAndUnknownKeys) {
    TempDir dir;
    const fs::path file = dir.path / "robots.json";
    std::ofstream(file) << R"({"robots": {"ffff000000000001": {"key": "0000000000000001", "name": "ZED", "colour": "red"},
                               "0000000000000002": {"key": "0000000000000002", "name": "ABE"}}, "picker": {"last": 1}})";
    Roster roster;
    std::string error;
    ASSERT_TRUE(roster.load(file, error)) << error;
    ASSERT_EQ(roster.entries().size(), 2u);
    EXPECT_EQ(roster.entries()[0].name, "ZED");  // file order, not sorted
    EXPECT_EQ(roster.find("1", error)->name, "ABE");
    EXPECT_EQ(roster.find("zed", error)->id, "ffff000000000001");
    EXPECT_EQ(roster.find("0000000000000002", error)->name, "ABE");
    EXPECT_FALSE(roster.find("7", error));
    EXPECT_NE(error.find("there is no robot 7"), std::string::npos);
    roster.upsert({"ffff000000000001", "00000000000000aa", "", "aabbccddeeff", ""});
    roster.upsert({"0000000000000003", "0000000000000003", "NEW", "", ""});
    ASSERT_TRUE(roster.save(error)) << error;
    const std::string text = read_all(file);
    EXPECT_NE(text.find("\"colour\": \"red\""), std::string::npos);
    EXPECT_NE(text.find("\"picker\""), std::string::npos);
    Roster again;
    ASSERT_TRUE(again.load(file, error));
    EXPECT_EQ(again.entries()[0].name, "ZED");  // kept its name and place
    EXPECT_EQ(again.entries()[0].key, "00000000000000aa");
    EXPECT_EQ(again.entries()[2].name, "NEW");
    EXPECT_TRUE(again.remove("FFFF000000000001"));
    ASSERT_TRUE(again.save(error));
    EXPECT_EQ(read_all(file).find("ZED"), std::string::npos);
    for (const auto& e : fs::directory_iterator(dir.path)) EXPECT_EQ(e.path().filename(), "robots.json");  // no temp left
}

TEST(Roster, SaysWhatIsWrongWithABadFile) {
    TempDir dir;
    std::ofstream(dir.path / "bad.json") << R"({"robots": {"nothex": {"key": "x"}}})";
    Roster roster;
    std::string error;
    EXPECT_FALSE(roster.load(dir.path / "bad.json", error));
    EXPECT_NE(error.find("nothex"), std::string::npos);
    EXPECT_TRUE(roster.load(dir.path / "missing.json", error));  // none yet: empty
    EXPECT_TRUE(roster.entries().empty());
}

TEST(Roster, PathFromOptionThenEnvironmentThenHome) {
    ::setenv("BUGBOT_ROSTER", "/tmp/env.json", 1);
    EXPECT_EQ(Roster::path_for("given.json"), "given.json");
    EXPECT_EQ(Roster::path_for(""), "/tmp/env.json");
    ::unsetenv("BUGBOT_ROSTER");
    ::setenv("HOME", "/home/club", 1);
    EXPECT_EQ(Roster::path_for(""), "/home/club/.bugbot/robots.json");
}

TEST(Motion, TankPowersOntoForwardAndRotation) {
    const BodyMotion spin = tank_to_body(100, -100);  // drive(0, 0, 100)
    EXPECT_DOUBLE_EQ(spin.forward, 0);
    EXPECT_DOUBLE_EQ(spin.rotation, -1);  // clockwise: negative on the CCW wire
    const BodyMotion straight = tank_to_body(50, 50);
    EXPECT_DOUBLE_EQ(straight.forward, 0.5);
    EXPECT_DOUBLE_EQ(straight.rotation, 0);
    const BodyMotion mixed = tank_to_body(100, 50);  // drive(100, 100, 50), as the Session mixes and clamps it
    EXPECT_DOUBLE_EQ(mixed.forward, 0.75);
    EXPECT_DOUBLE_EQ(mixed.rotation, -0.25);
}

TEST(Motion, ForwardFollowsTheNoseInTheFieldFrame) {
    const FieldMotion ahead = body_to_field({1, 0}, 0);
    EXPECT_NEAR(ahead.lon, 1, 1e-12);
    EXPECT_NEAR(ahead.lat, 0, 1e-12);
    // Turned 90 degrees CCW (left): the nose points at the boot frame's left, which is lateral -1.
    const FieldMotion left = body_to_field({1, 0.2}, 90);
    EXPECT_NEAR(left.lon, 0, 1e-12);
    EXPECT_NEAR(left.lat, -1, 1e-12);
    EXPECT_DOUBLE_EQ(left.rot, 0.2);
}

TEST(Motion, HeadingAndPositionAsScriptsSeeThem) {
    EXPECT_DOUBLE_EQ(script_heading(0), 0);
    EXPECT_DOUBLE_EQ(script_heading(90), 270);  // 90 CCW is 270 clockwise
    EXPECT_DOUBLE_EQ(script_heading(-90), 90);
    EXPECT_DOUBLE_EQ(script_heading(360), 0);
    const ScriptPosition p = script_position(100, 50);  // 10 cm forward, 5 cm left
    EXPECT_NEAR(p.x, -5, 1e-12);
    EXPECT_NEAR(p.y, 10, 1e-12);
}

TEST(Provisioning, FindsTheInitLineAmongLogLines) {
    const auto got = parse_espnow_init("[I][main] ESPNOW_INIT id=0A1B2C3D4E5F6071 key=00112233445566ff mac=aabbccddeeff ch=6 fw=1");
    ASSERT_TRUE(got);
    EXPECT_EQ(got->id, "0a1b2c3d4e5f6071");
    EXPECT_EQ(got->channel, 6);
    EXPECT_EQ(got->firmware, 1);
    EXPECT_FALSE(parse_espnow_init("ESPNOW_INIT id=0a1b key=00112233445566ff mac=aabbccddeeff ch=6 fw=1"));
    EXPECT_FALSE(parse_espnow_init("wifi connected"));
}

TEST(Dongle, FoundByVendorIdInSysfs) {
    TempDir dir;
    // /sys/class/tty/ttyACMn/device -> the USB interface, whose parent has idVendor.
    auto usb = [&](const char* tty, const char* vendor) {
        const fs::path device = dir.path / "devices" / tty / "1-1" / "1-1:1.0";
        fs::create_directories(device);
        std::ofstream(device.parent_path() / "idVendor") << vendor << "\n";
        fs::create_directories(dir.path / "class/tty" / tty);
        fs::create_directory_symlink(device, dir.path / "class/tty" / tty / "device");
    };
    usb("ttyACM1", "303a");
    usb("ttyACM0", "2886");
    usb("ttyUSB0", "303a");
    fs::create_directories(dir.path / "class/tty/tty0");  // no device: a console
    const auto ports = ports_with_vendor(kEspressifVendor, dir.path.string());
    ASSERT_EQ(ports.size(), 2u);
    EXPECT_EQ(ports[0], "/dev/ttyACM1");
    EXPECT_EQ(ports[1], "/dev/ttyUSB0");
}

}  // namespace
}  // namespace bugbot::robot
