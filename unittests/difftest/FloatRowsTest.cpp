// The floating-point side of the differential tester: the case generator reaches every special
// class, a JIT result one bit off is caught for an exact FP row (by the evaluator and the SMT
// query on a case with NaNs), and the approximation check accepts exactly the allowed values.
#include "difftest/Approximation.h"
#include "difftest/DiffTest.h"
#include "difftest/Oracle.h"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <set>

using namespace theseus;
using namespace theseus::difftest;

namespace {

uint64_t bitsOf(float v) { return std::bit_cast<uint32_t>(v); }

// The class of a float pattern: 0 zero, 1 subnormal, 2 normal, 3 infinity, 4 quiet NaN, 5 signaling NaN.
int classOf(uint32_t bits) {
  uint32_t exponent = (bits >> 23) & 0xff, fraction = bits & 0x7fffff;
  if (exponent == 0) return fraction ? 1 : 0;
  if (exponent != 0xff) return 2;
  if (!fraction) return 3;
  return (fraction >> 22) ? 4 : 5;
}

} // namespace

TEST(FloatCases, EverySpecialClassAndBothSignsOccur) {
  CaseGenerator gen(7);
  std::set<int> classes;
  std::set<uint64_t> signs;
  for (int i = 0; i < 2000; ++i) {
    uint64_t lane = gen.floatLane(ir::FloatKind::Float);
    classes.insert(classOf(uint32_t(lane)));
    signs.insert(lane >> 31);
  }
  EXPECT_EQ(classes, (std::set<int>{0, 1, 2, 3, 4, 5}));
  EXPECT_EQ(signs.size(), 2u);
}

TEST(FloatRows, MaxPsWithNaNsAgreesAndAFlippedBitIsCaught) {
  IntrinsicShape shape = shapeOfRow(ir::x86Rows()[*ir::x86RowByName("llvm.x86.sse.max.ps")]);
  std::string error;
  auto oracle = Oracle::forIntrinsic(shape, {}, error);
  ASSERT_TRUE(oracle) << error;
  Case c;
  uint64_t snan = 0x7f800001, qnan = 0xffc00005;
  c.args.push_back({snan, bitsOf(-0.0f), bitsOf(2.0f), qnan});
  c.args.push_back({bitsOf(1.0f), bitsOf(0.0f), snan, bitsOf(3.0f)});
  LaneVector right = {bitsOf(1.0f), bitsOf(0.0f), snan, bitsOf(3.0f)};
  auto evaluated = oracle->evaluate({c});
  verify::Result smt = oracle->prove(c, right, 20000);
  EXPECT_EQ(smt.verdict, verify::Verdict::Correct) << smt.reason;
  EXPECT_FALSE(mismatchReport(shape, c, right, evaluated.at(0), &smt));
  LaneVector wrong = right;
  wrong[2] ^= uint64_t(1) << 22;
  verify::Result refuted = oracle->prove(c, wrong, 20000);
  EXPECT_EQ(refuted.verdict, verify::Verdict::Incorrect) << refuted.reason;
  EXPECT_TRUE(mismatchReport(shape, c, wrong, evaluated.at(0), &refuted));
}

TEST(FloatRows, ApproximationCheckAcceptsTheBoundAndTheSpecialCasesOnly) {
  float x = 3.0f, exact = 1.0f / 3.0f;
  float inside = exact * (1.0f + 0.0003f), outside = exact * (1.0f + 0.0004f);
  LaneVector in = {bitsOf(x), bitsOf(0.0f), bitsOf(-INFINITY), 0x7f800001};
  LaneVector special = {0, bitsOf(INFINITY), bitsOf(-0.0f), 0x7fc00001};
  auto with = [&](float lane0) {
    LaneVector v = special;
    v[0] = bitsOf(lane0);
    return approximationAccepts("llvm.x86.sse.rcp.ps", {in}, v, {});
  };
  EXPECT_EQ(with(inside), std::optional<bool>(true));
  EXPECT_EQ(with(exact), std::optional<bool>(true));
  EXPECT_EQ(with(outside), std::optional<bool>(false));
  LaneVector badSpecial = special;
  badSpecial[0] = bitsOf(exact);
  badSpecial[1] = bitsOf(3.0e38f);
  EXPECT_EQ(approximationAccepts("llvm.x86.sse.rcp.ps", {in}, badSpecial, {}), std::optional<bool>(false));
  float root = 1.0f / std::sqrt(3.0f);
  LaneVector rsqrtIn = {bitsOf(x), bitsOf(-1.0f), bitsOf(INFINITY), bitsOf(-0.0f)};
  LaneVector rsqrtOut = {bitsOf(root * (1.0f - 0.0003f)), 0xffc00000, bitsOf(0.0f), bitsOf(-INFINITY)};
  EXPECT_EQ(approximationAccepts("llvm.x86.sse.rsqrt.ps", {rsqrtIn}, rsqrtOut, {}), std::optional<bool>(true));
  rsqrtOut[0] = bitsOf(-root);
  EXPECT_EQ(approximationAccepts("llvm.x86.sse.rsqrt.ps", {rsqrtIn}, rsqrtOut, {}), std::optional<bool>(false));
  LaneVector scalarOut = {bitsOf(exact), 7, 8, 9};
  EXPECT_EQ(approximationAccepts("llvm.x86.sse.rcp.ss", {in}, scalarOut, {0, 7, 8, 9}), std::optional<bool>(true));
  EXPECT_EQ(approximationAccepts("llvm.x86.sse.rcp.ss", {in}, scalarOut, {0, 7, 8, 10}), std::optional<bool>(false));
  EXPECT_EQ(approximationAccepts("llvm.x86.sse.max.ps", {in}, special, {}), std::nullopt);
}

// rcp14/rsqrt14: the bound 2^-14 in double, lane 0 of the second operand for sd, and lanes a clear
// mask bit merges from the passthru (which must equal the evaluator's).
TEST(FloatRows, FourteenBitApproximationCheck) {
  auto bits = [](double v) { return std::bit_cast<uint64_t>(v); };
  double exact = 1.0 / 3.0;
  LaneVector x = {bits(3.0), bits(-0.0)}, passthru = {bits(5.0), bits(6.0)};
  LaneVector inside = {bits(exact * (1 + 0.00005)), bits(-INFINITY)}, outside = {bits(exact * (1 + 0.00007)), bits(-INFINITY)};
  EXPECT_EQ(approximationAccepts("llvm.x86.avx512.rcp14.pd.128", {x, passthru, {3}}, inside, {}), std::optional<bool>(true));
  EXPECT_EQ(approximationAccepts("llvm.x86.avx512.rcp14.pd.128", {x, passthru, {3}}, outside, {}), std::optional<bool>(false));
  LaneVector merged = {bits(exact), bits(6.0)};
  EXPECT_EQ(approximationAccepts("llvm.x86.avx512.rcp14.pd.128", {x, passthru, {1}}, merged, {0, bits(6.0)}), std::optional<bool>(true));
  EXPECT_EQ(approximationAccepts("llvm.x86.avx512.rcp14.pd.128", {x, passthru, {1}}, merged, {0, bits(7.0)}), std::optional<bool>(false));
  double root = 1.0 / std::sqrt(3.0);
  LaneVector a = {bits(1.0), bits(2.0)}, b = {bits(3.0), bits(9.0)};
  EXPECT_EQ(approximationAccepts("llvm.x86.avx512.rsqrt14.sd", {a, b, passthru, {1}}, {bits(root * (1 - 0.00005)), bits(2.0)}, {0, bits(2.0)}),
            std::optional<bool>(true));
  EXPECT_EQ(approximationAccepts("llvm.x86.avx512.rsqrt14.sd", {a, b, passthru, {1}}, {bits(1.0), bits(2.0)}, {0, bits(2.0)}), std::optional<bool>(false));
}

// dpps: where two NaNs meet, a lane may take either at each addition (this host's own result on
// the operands below gives lanes 2 and 3 the NaNs of a3 and a2), but not a NaN no order gives (an
// operand's NaN whose product the immediate leaves out included), and a lane the immediate leaves
// +0 must be +0.
TEST(FloatRows, DotProductCheckAcceptsTheNaNOfSomeOrderOnly) {
  LaneVector a = {0xffc00000, 0xc72c1bbe, 0x7fdae0f4, 0x7f8f9ce1};
  LaneVector b = {0x3f03effc, 0xc77b837a, 0x4effffff, 0x4c1d7740};
  LaneVector intelOrder = {0xffc00000, 0xffc00000, 0xffc00000, 0xffc00000};
  LaneVector host = {0xffc00000, 0xffc00000, 0x7fcf9ce1, 0x7fdae0f4};
  EXPECT_EQ(nanChoiceAccepts("llvm.x86.sse41.dpps", {a, b, {0xff}}, host, intelOrder), std::optional<bool>(true));
  EXPECT_EQ(nanChoiceAccepts("llvm.x86.sse41.dpps", {a, b, {0xff}}, intelOrder, intelOrder), std::optional<bool>(true));
  LaneVector noOrder = host;
  noOrder[3] = 0x7fc12345;
  EXPECT_EQ(nanChoiceAccepts("llvm.x86.sse41.dpps", {a, b, {0xff}}, noOrder, intelOrder), std::optional<bool>(false));
  LaneVector fromUnusedProduct = {0xffc00000, 0x7fcf9ce1, 0x7fdae0f4, 0x7fdae0f4};
  LaneVector upperPair = {0x7fdae0f4, 0x7fdae0f4, 0x7fdae0f4, 0x7fdae0f4};
  EXPECT_EQ(nanChoiceAccepts("llvm.x86.sse41.dpps", {a, b, {0xcf}}, fromUnusedProduct, upperPair), std::optional<bool>(false));
  fromUnusedProduct[0] = 0x7fcf9ce1;
  EXPECT_EQ(nanChoiceAccepts("llvm.x86.sse41.dpps", {a, b, {0xcf}}, fromUnusedProduct, upperPair), std::optional<bool>(true));
  LaneVector masked = {0xffc00000, 0, 0, 0};
  LaneVector filledAnyway = {0xffc00000, 0, 0, 0x7fdae0f4};
  EXPECT_EQ(nanChoiceAccepts("llvm.x86.sse41.dpps", {a, b, {0xf1}}, filledAnyway, masked), std::optional<bool>(false));
  EXPECT_EQ(nanChoiceAccepts("llvm.x86.sse.max.ps", {a, b}, host, intelOrder), std::nullopt);
}
