// Protocol v1's packets and the dongle's framing, byte for byte.
#include <gtest/gtest.h>

#include <cstring>

#include "robot/framing.h"
#include "robot/protocol.h"

namespace bugbot::robot {
namespace {

const DeviceId kId = *parse_hex8("0123456789abcdef");
const PairingKey kKey = *parse_hex8("fedcba9876543210");

TEST(Protocol, IdsGoOnTheWireInTextOrder) {
    const Bytes p = probe(kId);
    ASSERT_EQ(p.size(), 11u);
    EXPECT_EQ(p[0], 0xB6);
    EXPECT_EQ(p[1], 1);
    EXPECT_EQ(p[2], 0x02);
    EXPECT_EQ(p[3], 0x01);
    EXPECT_EQ(p[10], 0xef);
    EXPECT_EQ(hex(kId), "0123456789abcdef");
    EXPECT_FALSE(parse_hex8("0123456789abcde"));
    EXPECT_FALSE(parse_hex8("0123456789abcdeg"));
}

TEST(Protocol, EveryPacketHasItsLength) {
    const Auth auth{kKey, 0x11223344};
    EXPECT_EQ(beacon(kId, Status::free, 80, 1).size(), 15u);
    EXPECT_EQ(probe_ack(kId, Status::claimed, 80).size(), 13u);
    EXPECT_EQ(blink(kId, kKey).size(), 23u);
    EXPECT_EQ(claim(kId, kKey, DeviceId{}).size(), 31u);
    EXPECT_EQ(claim_ack(kId, true, 7).size(), 16u);
    EXPECT_EQ(heartbeat(kId, auth).size(), 23u);
    EXPECT_EQ(release(kId, auth).size(), 23u);
    EXPECT_EQ(auth_fail(kId, AuthFail::no_claim).size(), 12u);
    EXPECT_EQ(script_done(kId, 130).size(), 12u);
    EXPECT_EQ(script_started(kId).size(), 11u);
    EXPECT_EQ(script_log(kId, std::string(400, 'x')).size(), 250u);
    EXPECT_EQ(command(kId, auth, drive(DriveDir::forward, 0.5f)).size(), 29u);
    EXPECT_EQ(command(kId, auth, drive_vec(1, 0, 0)).size(), 36u);
    EXPECT_EQ(command(kId, auth, stop()).size(), 24u);
    EXPECT_EQ(command(kId, auth, led(1, 2, 3)).size(), 27u);
    EXPECT_EQ(command(kId, auth, servo(0, 90)).size(), 29u);
    EXPECT_EQ(command(kId, auth, buzzer(440)).size(), 26u);
    EXPECT_EQ(command(kId, auth, read(Sensor::pose)).size(), 25u);
    EXPECT_EQ(command(kId, auth, script_begin(1000, 3)).size(), 29u);
    EXPECT_EQ(command(kId, auth, script_run(3)).size(), 25u);
    EXPECT_EQ(command(kId, auth, script_stop()).size(), 24u);
    const std::uint8_t chunk[300] = {};
    EXPECT_EQ(command(kId, auth, script_chunk(2, chunk, sizeof chunk)).size(), 24u + 2 + 220);
    for (Sensor s : {Sensor::distance, Sensor::heading, Sensor::battery, Sensor::pose}) {
        const Bytes data = s == Sensor::pose ? pose_data(0, 0, 0)
                           : s == Sensor::battery ? battery_data(50) : distance_data(1);
        EXPECT_EQ(response(kId, 0, data).size(), response_bytes(s));
    }
}

TEST(Protocol, UnpacksWhatItPacks) {
    const Auth auth{kKey, 0xdeadbeef};
    auto u = unpack(command(kId, auth, drive_vec(0.25f, -0.5f, 1)));
    ASSERT_TRUE(u.packet);
    EXPECT_EQ(u.packet->type, Type::command);
    EXPECT_EQ(u.packet->id, kId);
    EXPECT_EQ(u.packet->auth.key, kKey);
    EXPECT_EQ(u.packet->auth.token, 0xdeadbeef);
    EXPECT_EQ(u.packet->command.sub, Sub::drive_vec);
    EXPECT_EQ(f32_at(u.packet->command.args, 4), -0.5f);
    u = unpack(claim_ack(kId, true, 42));
    ASSERT_TRUE(u.packet);
    EXPECT_TRUE(u.packet->claim_ok);
    EXPECT_EQ(u.packet->auth.token, 42u);
    u = unpack(beacon(kId, Status::claimed, 77, 1));
    ASSERT_TRUE(u.packet);
    EXPECT_EQ(u.packet->status, Status::claimed);
    EXPECT_EQ(u.packet->battery, 77);
    EXPECT_EQ(u.packet->firmware, 1);
    u = unpack(script_log(kId, "hello"));
    ASSERT_TRUE(u.packet);
    EXPECT_EQ(u.packet->log_line, "hello");
    // Little-endian on the wire: the token's low byte first.
    const Bytes hb = heartbeat(kId, auth);
    EXPECT_EQ(hb[19], 0xef);
    EXPECT_EQ(hb[22], 0xde);
}

TEST(Protocol, ALogLineIsCutOnACharactersFirstByte) {
    std::string line;
    for (int i = 0; i < 200; ++i) line += "\xc3\xa9";  // e acute, two bytes in UTF-8
    const auto u = unpack(script_log(kId, line));
    ASSERT_TRUE(u.packet);
    EXPECT_EQ(u.packet->log_line.size(), 238u);  // 239 would split the 120th character
    EXPECT_EQ(u.packet->log_line, line.substr(0, 238));
}

TEST(Protocol, RefusesWhatTheFirmwareDrops) {
    Bytes p = probe_ack(kId, Status::free, 10);
    p[1] = 2;
    EXPECT_STREQ(unpack(p).why, "wrong version");
    p[1] = 1;
    p[0] = 0xB7;
    EXPECT_STREQ(unpack(p).why, "wrong magic");
    Bytes short_ack = probe_ack(kId, Status::free, 10);
    short_ack.pop_back();
    EXPECT_STREQ(unpack(short_ack).why, "too short");
    Bytes short_drive = command(kId, {kKey, 0}, drive(DriveDir::forward, 1));
    short_drive.pop_back();
    EXPECT_FALSE(unpack(short_drive).packet);
}

TEST(Protocol, SpeedsAreFractionsAndMotionIsKnown) {
    const Command c = drive(DriveDir::turn_right, 0.4f);
    EXPECT_EQ(c.args[0], 6);
    EXPECT_EQ(f32_at(c.args, 1), 0.4f);
    EXPECT_TRUE(is_motion(c));
    EXPECT_FALSE(is_motion(drive(DriveDir::stop, 1)));
    EXPECT_FALSE(is_motion(drive_vec(0, 0, 0)));
    EXPECT_TRUE(is_motion(drive_vec(0, 0, -1)));
    EXPECT_FALSE(is_motion(read(Sensor::distance)));
}

TEST(Framing, CrcIsCcittFalse) {
    const char* check = "123456789";
    EXPECT_EQ(framing::crc16_ccitt_false(reinterpret_cast<const std::uint8_t*>(check), 9), 0x29B1);
}

TEST(Framing, EscapesAndRoundTrips) {
    const Bytes payload = {0x01, 0x7E, 0x7D, 0x00, 0x7E};
    const Bytes f = framing::frame(payload);
    EXPECT_EQ(f[0], 0x7E);
    for (std::size_t i = 1; i < f.size(); ++i) EXPECT_NE(f[i], 0x7E);
    // len 5, little-endian, then the payload escaped.
    EXPECT_EQ(f[1], 5);
    EXPECT_EQ(f[2], 0);
    EXPECT_EQ(f[4], 0x7D);
    EXPECT_EQ(f[5], 0x5E);
    framing::Deframer d;
    d.feed(f.data(), f.size());
    auto got = d.next();
    ASSERT_TRUE(got);
    EXPECT_EQ(*got, payload);
}

TEST(Framing, DropsBadFramesAndCountsThem) {
    framing::Deframer d;
    Bytes bad_crc = framing::frame({0x11, 1, 0, 1});
    bad_crc[bad_crc.size() - 2] ^= 0x01;
    const Bytes bad_length = {0x7E, 0xff, 0xff, 0x01};
    const Bytes cut = {0x7E, 0x04, 0x00, 0x11};
    const Bytes good = framing::info_frame(1, 6);
    for (const Bytes* b : std::initializer_list<const Bytes*>{&bad_crc, &bad_length, &cut, &good}) d.feed(b->data(), b->size());
    auto got = d.next();
    ASSERT_TRUE(got);
    EXPECT_FALSE(d.next());
    EXPECT_EQ(d.dropped().bad_crc, 1u);
    EXPECT_EQ(d.dropped().bad_length, 2u);
    const auto m = framing::parse(*got);
    ASSERT_TRUE(m);
    EXPECT_EQ(m->op, framing::Op::info);
    EXPECT_EQ(m->channel, 6);
    EXPECT_FALSE(framing::parse({0x99, 1, 2}));  // unknown opcode
    EXPECT_FALSE(framing::parse({0x10}));        // SET_CHANNEL without its channel
}

TEST(Framing, RecvCarriesRssiAndMac) {
    const Bytes packet = probe_ack(kId, Status::free, 55);
    const Mac mac = *parse_mac("aabbccddeeff");
    framing::Deframer d;
    const Bytes f = framing::recv_frame(packet, -60, mac);
    d.feed(f.data(), f.size());
    const auto m = framing::parse(*d.next());
    ASSERT_TRUE(m);
    EXPECT_EQ(m->packet, packet);
    EXPECT_EQ(m->rssi, -60);
    EXPECT_EQ(m->mac, mac);
}

}  // namespace
}  // namespace bugbot::robot
