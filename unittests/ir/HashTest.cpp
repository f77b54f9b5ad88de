// The one FNV-1a of the project (ir/Hash.h) and the width mask of ir/Bits.h.
#include "ir/Bits.h"
#include "ir/Hash.h"

#include <gtest/gtest.h>

using namespace theseus::ir;

namespace {

TEST(Hash, WithThePublishedOffsetBasisItIsThePublishedFnv1a) {
  constexpr uint64_t kPublishedOffsetBasis = 14695981039346656037ull;
  EXPECT_EQ(fnv1aExtend(kPublishedOffsetBasis, ""), 0xcbf29ce484222325ull);
  EXPECT_EQ(fnv1aExtend(kPublishedOffsetBasis, "a"), 0xaf63dc4c8601ec8cull);
  EXPECT_EQ(fnv1aExtend(kPublishedOffsetBasis, "foobar"), 0x85944171f73967e8ull);
}

TEST(Hash, TheEmptyTextHashesToTheOffsetBasis) { EXPECT_EQ(fnv1a(""), kFnvOffsetBasis); }

TEST(Hash, ExtendingByPartsIsHashingTheJoinedText) {
  EXPECT_EQ(fnv1aExtend(fnv1aExtend(fnv1a("add"), ","), "i32"), fnv1a("add,i32"));
  EXPECT_EQ(fnv1aExtendByte(fnv1a("ad"), 'd'), fnv1a("add"));
}

TEST(Hash, BytesAboveSevenBitsHashAsUnsigned) { EXPECT_EQ(fnv1a("\xff"), (kFnvOffsetBasis ^ 0xffu) * kFnvPrime); }

TEST(Hash, AWordIsOneStep) { EXPECT_EQ(fnv1aExtendWord(kFnvOffsetBasis, 0x0102), (kFnvOffsetBasis ^ 0x0102) * kFnvPrime); }

TEST(LowMask, MasksTheLowBitsAndSaturatesAtTheWord) {
  EXPECT_EQ(lowMask(0), 0u);
  EXPECT_EQ(lowMask(1), 1u);
  EXPECT_EQ(lowMask(8), 0xffu);
  EXPECT_EQ(lowMask(63), 0x7fffffffffffffffull);
  EXPECT_EQ(lowMask(64), ~uint64_t(0));
  EXPECT_EQ(lowMask(128), ~uint64_t(0));
}

} // namespace
