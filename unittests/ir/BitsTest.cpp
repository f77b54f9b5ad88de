#include "ir/Bits.h"

#include <gtest/gtest.h>

using theseus::ir::Bits;

namespace {

// fromDecimal then toSignedDecimal.
std::string signedRoundTrip(unsigned width, const char* text) { return Bits::fromDecimal(width, text)->toSignedDecimal(); }

} // namespace

TEST(Bits, SmallPositiveRoundTrips) { EXPECT_EQ(signedRoundTrip(32, "7"), "7"); }
TEST(Bits, SmallNegativeRoundTrips) { EXPECT_EQ(signedRoundTrip(32, "-7"), "-7"); }
TEST(Bits, ZeroRoundTrips) { EXPECT_EQ(signedRoundTrip(8, "0"), "0"); }
TEST(Bits, MinimumI8RoundTrips) { EXPECT_EQ(signedRoundTrip(8, "-128"), "-128"); }
TEST(Bits, I8WrapsModulo256) { EXPECT_EQ(signedRoundTrip(8, "255"), "-1"); }
TEST(Bits, NegativeOneIsAllOnesUnsigned) { EXPECT_EQ(Bits::fromDecimal(8, "-1")->toUnsignedDecimal(), "255"); }
TEST(Bits, I1TrueIsMinusOneSigned) { EXPECT_EQ(Bits(1, 1).toSignedDecimal(), "-1"); }
TEST(Bits, I64MinimumRoundTrips) { EXPECT_EQ(signedRoundTrip(64, "-9223372036854775808"), "-9223372036854775808"); }
TEST(Bits, I128RoundTrips) { EXPECT_EQ(signedRoundTrip(128, "170141183460469231731687303715884105727"), "170141183460469231731687303715884105727"); }
TEST(Bits, I1000PositiveRoundTrips) {
  std::string big = "1" + std::string(280, '0') + "7";
  EXPECT_EQ(signedRoundTrip(1000, big.c_str()), big);
}
TEST(Bits, I1000NegativeRoundTrips) {
  std::string big = "-9" + std::string(290, '3');
  EXPECT_EQ(signedRoundTrip(1000, big.c_str()), big);
}
TEST(Bits, I1000MinusOneIsAllOnes) { EXPECT_EQ(Bits::fromDecimal(1000, "-1")->words().back(), (uint64_t(1) << (1000 % 64)) - 1); }
TEST(Bits, RejectsNonDecimal) { EXPECT_FALSE(Bits::fromDecimal(8, "0x10")); }
TEST(Bits, RejectsEmpty) { EXPECT_FALSE(Bits::fromDecimal(8, "")); }
TEST(Bits, RejectsLoneMinus) { EXPECT_FALSE(Bits::fromDecimal(8, "-")); }
TEST(Bits, FromWordsClearsExcessBits) { EXPECT_EQ(Bits::fromWords(4, {0xff}).low64(), 0xfu); }
TEST(Bits, EqualBitsHashEqual) { EXPECT_EQ(Bits(16, 5).hash(), Bits::fromDecimal(16, "5")->hash()); }
