// The byte layout of values in memory (semantics/MemoryBytes.h), in the concrete domain: the bytes
// of integers and vectors on either endianness, poison bits, padding, decoding as the inverse, and
// the lane-by-lane path of lanes that own their bytes against the packed integer that defines it.
#include "semantics/ConcreteBatch.h"
#include "semantics/MemoryBytes.h"

#include <gtest/gtest.h>

#include <random>

namespace theseus::semantics {
namespace {

using Batch = ConcreteBatch<uint64_t>;

Lanes<Batch> lanesOf(Batch& d, const ir::Type& type, std::vector<uint64_t> values, std::vector<bool> poison = {}) {
  Lanes<Batch> out;
  for (size_t i = 0; i < values.size(); ++i) out.push_back({d.constantU(type.bits(), values[i]), d.boolConst(i < poison.size() && poison[i])});
  return out;
}

// The bytes' values and poison masks of test input 0.
std::vector<std::pair<uint64_t, uint64_t>> bytesOf(const std::vector<Byte<Batch>>& bytes) {
  std::vector<std::pair<uint64_t, uint64_t>> out;
  for (auto& b : bytes) out.push_back({b.value.v[0], b.poison.v[0]});
  return out;
}

using ByteList = std::vector<std::pair<uint64_t, uint64_t>>;

TEST(MemoryBytes, IntegerLittleAndBigEndian) {
  Batch d;
  ir::Type i16 = ir::Type::intTy(16);
  EXPECT_EQ(bytesOf(encodeBytes(d, lanesOf(d, i16, {0x0201}), i16, false)), (ByteList{{0x01, 0}, {0x02, 0}}));
  EXPECT_EQ(bytesOf(encodeBytes(d, lanesOf(d, i16, {0x0201}), i16, true)), (ByteList{{0x02, 0}, {0x01, 0}}));
}

TEST(MemoryBytes, VectorElementZeroAtTheLowestAddress) {
  Batch d;
  ir::Type v = ir::Type::vectorTy(2, 8);
  EXPECT_EQ(bytesOf(encodeBytes(d, lanesOf(d, v, {1, 2}), v, false)), (ByteList{{1, 0}, {2, 0}}));
  EXPECT_EQ(bytesOf(encodeBytes(d, lanesOf(d, v, {1, 2}), v, true)), (ByteList{{1, 0}, {2, 0}}));
}

// Two pointer lanes make 128 bits: the domain with 128-bit words.
TEST(MemoryBytes, PointerVectorLanesAreWholePointerWords) {
  using Wide = ConcreteBatch<unsigned __int128>;
  Wide d;
  ir::Type v = ir::Type::ptrVectorTy(2);
  Lanes<Wide> lanes{{d.constantU(64, 0x0100000000000002), d.boolConst(false)}, {d.constantU(64, 0x0300000000000004), d.boolConst(true)}};
  auto bytes = encodeBytes(d, lanes, v, false);
  ByteList expected{{2, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {1, 0}, {4, 0xff}, {0, 0xff}, {0, 0xff}, {0, 0xff}, {0, 0xff}, {0, 0xff}, {0, 0xff}, {3, 0xff}};
  ByteList actual;
  for (auto& b : bytes) actual.push_back({uint64_t(b.value.v[0]), uint64_t(b.poison.v[0])});
  EXPECT_EQ(actual, expected);
  Lanes<Wide> lane1 = decodeBytes(d, std::vector<Byte<Wide>>(bytes.begin() + 8, bytes.end()), ir::Type::ptrTy(), false);
  EXPECT_EQ(uint64_t(lane1[0].value.v[0]), 0x0300000000000004u);
  EXPECT_TRUE(lane1[0].poison & 1);
  Lanes<Wide> back = decodeBytes(d, bytes, v, false);
  EXPECT_EQ(uint64_t(back[0].value.v[0]), 0x0100000000000002u);
  EXPECT_FALSE(back[0].poison & 1);
  EXPECT_TRUE(back[1].poison & 1);
}

TEST(MemoryBytes, SubByteElementsPackLikeABitcast) {
  Batch d;
  ir::Type v = ir::Type::vectorTy(3, 2);
  EXPECT_EQ(bytesOf(encodeBytes(d, lanesOf(d, v, {1, 2, 3}), v, false)), (ByteList{{0x39, 0xc0}}));
  EXPECT_EQ(bytesOf(encodeBytes(d, lanesOf(d, v, {1, 2, 3}), v, true)), (ByteList{{0x1b, 0xc0}}));
}

TEST(MemoryBytes, PoisonLaneSetsItsBitsPoison) {
  Batch d;
  ir::Type v = ir::Type::vectorTy(2, 4);
  EXPECT_EQ(bytesOf(encodeBytes(d, lanesOf(d, v, {3, 5}, {false, true}), v, false)), (ByteList{{0x53, 0xf0}}));
}

TEST(MemoryBytes, PaddingIsPoisonZeroAndDecodesBack) {
  Batch d;
  ir::Type i12 = ir::Type::intTy(12);
  auto bytes = encodeBytes(d, lanesOf(d, i12, {0xabc}), i12, false);
  EXPECT_EQ(bytesOf(bytes), (ByteList{{0xbc, 0}, {0x0a, 0xf0}}));
  Lanes<Batch> back = decodeBytes(d, bytes, i12, false);
  EXPECT_EQ(back[0].value.v[0], 0xabcu);
  EXPECT_EQ(back[0].poison & 1, 0u);
}

TEST(MemoryBytes, NonZeroPaddingMakesTheLoadPoison) {
  Batch d;
  ir::Type i12 = ir::Type::intTy(12);
  std::vector<Byte<Batch>> bytes{{d.constantU(8, 0xbc), d.constantU(8, 0)}, {d.constantU(8, 0x1a), d.constantU(8, 0)}};
  EXPECT_EQ(decodeBytes(d, bytes, i12, false)[0].poison & 1, 1u);
}

TEST(MemoryBytes, OnePoisonBitPoisonsOnlyItsLane) {
  Batch d;
  ir::Type v = ir::Type::vectorTy(2, 8);
  std::vector<Byte<Batch>> bytes{{d.constantU(8, 7), d.constantU(8, 0)}, {d.constantU(8, 9), d.constantU(8, 0x10)}};
  Lanes<Batch> lanes = decodeBytes(d, bytes, v, false);
  EXPECT_EQ(lanes[0].value.v[0], 7u);
  EXPECT_EQ(lanes[0].poison & 1, 0u);
  EXPECT_EQ(lanes[1].poison & 1, 1u);
}

TEST(MemoryBytes, DecodeInvertsEncodeOnTwoI5LanesAndBothEndiannesses) {
  Batch d;
  ir::Type v = ir::Type::vectorTy(2, 5);
  for (bool big : {false, true})
    for (uint64_t a = 0; a < 32; ++a)
      for (uint64_t b = 0; b < 32; b += 3) {
        Lanes<Batch> back = decodeBytes(d, encodeBytes(d, lanesOf(d, v, {a, b}), v, big), v, big);
        ASSERT_EQ(back[0].value.v[0], a);
        ASSERT_EQ(back[1].value.v[0], b);
        ASSERT_EQ((back[0].poison | back[1].poison) & 1, 0u);
      }
}

// A batch value of width `w` whose 64 tests hold random words.
Batch::BV randomBits(std::mt19937_64& rng, unsigned w) {
  Batch::BV out;
  out.width = w;
  for (auto& x : out.v) x = w == 64 ? rng() : rng() & ((uint64_t(1) << w) - 1);
  return out;
}

// Whether two byte lists agree on every test of the batch.
bool sameBytes(const std::vector<Byte<Batch>>& a, const std::vector<Byte<Batch>>& b) {
  if (a.size() != b.size()) return false;
  for (size_t k = 0; k < a.size(); ++k)
    if (a[k].value.v != b[k].value.v || a[k].poison.v != b[k].poison.v) return false;
  return true;
}

// Whether two lane lists agree on every test of the batch.
bool sameLanes(const Lanes<Batch>& a, const Lanes<Batch>& b) {
  if (a.size() != b.size()) return false;
  for (size_t k = 0; k < a.size(); ++k)
    if (a[k].value.v != b[k].value.v || a[k].poison != b[k].poison) return false;
  return true;
}

TEST(MemoryBytes, LanesOwningTheirBytesMoveAsThePackedIntegerDefinesOnBothEndiannesses) {
  Batch d;
  std::mt19937_64 rng(7);
  std::vector<ir::Type> types{ir::Type::intTy(8),       ir::Type::intTy(32),       ir::Type::intTy(64),
                              ir::Type::vectorTy(2, 8), ir::Type::vectorTy(8, 8),  ir::Type::vectorTy(2, 16),
                              ir::Type::vectorTy(4, 16), ir::Type::vectorTy(2, 32), ir::Type::ptrTy()};
  for (const ir::Type& type : types)
    for (bool big : {false, true})
      for (int round = 0; round < 20; ++round) {
        ASSERT_TRUE(lanesOwnTheirBytes(type));
        Lanes<Batch> lanes;
        for (unsigned k = 0; k < type.lanes(); ++k) lanes.push_back({randomBits(rng, type.bits()), rng() & rng()});
        ASSERT_TRUE(sameBytes(detail::encodeOwnBytes(d, lanes, type, big), detail::encodePackedBytes(d, lanes, type, big)))
            << type.str() << (big ? " big-endian" : " little-endian");
        std::vector<Byte<Batch>> bytes;
        for (unsigned k = 0; k < storeBytes(type); ++k) {
          Batch::BV poison = randomBits(rng, 8);
          for (auto& x : poison.v) x &= rng() & rng() & rng();
          bytes.push_back({randomBits(rng, 8), poison});
        }
        ASSERT_TRUE(sameLanes(detail::decodeOwnBytes(d, bytes, type, big), detail::decodePackedBytes(d, bytes, type, big)))
            << type.str() << (big ? " big-endian" : " little-endian");
      }
}

TEST(MemoryBytes, LanesNarrowerThanAByteOrOddWidthsDoNotOwnTheirBytes) {
  EXPECT_FALSE(lanesOwnTheirBytes(ir::Type::vectorTy(4, 4)));
  EXPECT_FALSE(lanesOwnTheirBytes(ir::Type::intTy(17)));
  EXPECT_FALSE(lanesOwnTheirBytes(ir::Type::vectorTy(2, 12)));
}

} // namespace
} // namespace theseus::semantics
