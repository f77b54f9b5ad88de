// The isel cases the synth needs (issue 5): vector constants of differing lanes, short vectors
// widened into one register, i1 vectors held as lane masks, 8/16-bit division, bit reversal by
// CPU, and i128 division rejected with its reason.
#include "bridge/Import.h"
#include "cost/CostModel.h"
#include "IselTestSupport.h"
#include "cost/isel/IselModel.h"

#include <algorithm>
#include <gtest/gtest.h>

using namespace theseus;

namespace {

using test_support::isel;
using test_support::load;

// The MC opcodes selected for the only function of `text` on `mcpu`.
std::vector<std::string> selected(const std::string& text, const std::string& mcpu = "x86-64-v3") {
  return test_support::selectedOpcodes(text, mcpu);
}

bool contains(const std::vector<std::string>& v, const std::string& s) { return std::find(v.begin(), v.end(), s) != v.end(); }

TEST(IselLegalize, ShortVectorWithLaneConstantsIsOneWidenedAdd) {
  auto ops = selected("define <2 x i8> @f(<2 x i8> %x) {\n  %a = sub <2 x i8> %x, <i8 7, i8 20>\n  %b = add <2 x i8> %a, <i8 4, i8 5>\n  ret <2 x i8> %b\n}\n");
  EXPECT_TRUE(contains(ops, "VPSUBBrr") && contains(ops, "VPADDBrr") && contains(ops, "VMOVDQArm")) << ::testing::PrintToString(ops);
}

TEST(IselLegalize, MaskXorWithLaneConstantIsPxor) {
  auto ops = selected("define <4 x i1> @f(<4 x i32> %x, <4 x i32> %y) {\n  %e = icmp eq <4 x i32> %x, %y\n"
                      "  %t = xor <4 x i1> %e, <i1 false, i1 true, i1 false, i1 true>\n  ret <4 x i1> %t\n}\n");
  EXPECT_TRUE(contains(ops, "VPCMPEQDrr") && contains(ops, "VPXORrr")) << ::testing::PrintToString(ops);
}

TEST(IselLegalize, MaskBlendUsesThePromotedLaneWidth) {
  auto ops = selected("define <4 x i1> @f(<4 x i32> %x, <4 x i32> %y) {\n  %e = icmp eq <4 x i32> %x, %y\n  %n = icmp ne <4 x i32> %x, %y\n"
                      "  %s = shufflevector <4 x i1> %e, <4 x i1> %n, <4 x i32> <i32 0, i32 5, i32 2, i32 7>\n  ret <4 x i1> %s\n}\n");
  EXPECT_FALSE(ops.empty());
}

TEST(IselLegalize, ByteAndWordDivisionUseDivR8AndR16) {
  EXPECT_TRUE(contains(selected("define i8 @f(i8 %x, i8 %y) {\n  %r = udiv i8 %x, %y\n  ret i8 %r\n}\n"), "DIV8r"));
  EXPECT_TRUE(contains(selected("define i8 @f(i8 %x, i8 %y) {\n  %r = srem i8 %x, %y\n  ret i8 %r\n}\n"), "IDIV8r"));
  EXPECT_TRUE(contains(selected("define i16 @f(i16 %x, i16 %y) {\n  %r = urem i16 %x, %y\n  ret i16 %r\n}\n"), "DIV16r"));
  EXPECT_TRUE(contains(selected("define i16 @f(i16 %x, i16 %y) {\n  %r = sdiv i16 %x, %y\n  ret i16 %r\n}\n"), "IDIV16r"));
}

TEST(IselLegalize, BitReverseIsMaskRoundsWithoutGfniAndAffineWithIt) {
  const char* text = "define i32 @f(i32 %x) {\n  %r = call i32 @llvm.bitreverse.i32(i32 %x)\n  ret i32 %r\n}\ndeclare i32 @llvm.bitreverse.i32(i32)\n";
  auto plain = selected(text, "x86-64-v3");
  EXPECT_TRUE(contains(plain, "BSWAP32r") && contains(plain, "LEA64_32r")) << ::testing::PrintToString(plain);
  auto gfni = selected(text, "icelake-server");
  EXPECT_TRUE(contains(gfni, "VGF2P8AFFINEQBrmi")) << ::testing::PrintToString(gfni);
  EXPECT_LT(gfni.size(), plain.size());
}

TEST(IselLegalize, WideDivisionIsRejectedAsALibraryCall) {
  auto m = load("define i128 @f(i128 %x, i128 %y) {\n  %r = udiv i128 %x, %y\n  ret i128 %r\n}\n");
  cost::Selection s = isel("x86-64-v3")->select(*m.module->find("f"));
  EXPECT_NE(s.error.find("runtime library"), std::string::npos) << s.error;
}

} // namespace

namespace {

TEST(IselLegalize, QwordComparesNeedTheirSseLevel) {
  const char* eq = "define <2 x i64> @f(<2 x i64> %x, <2 x i64> %y) {\n  %c = icmp eq <2 x i64> %x, %y\n  %r = sext <2 x i1> %c to <2 x i64>\n  ret <2 x i64> %r\n}\n";
  const char* gt = "define <2 x i64> @f(<2 x i64> %x, <2 x i64> %y) {\n  %c = icmp sgt <2 x i64> %x, %y\n  %r = sext <2 x i1> %c to <2 x i64>\n  ret <2 x i64> %r\n}\n";
  EXPECT_FALSE(contains(selected(eq, "x86-64"), "PCMPEQQrr"));
  EXPECT_TRUE(contains(selected(eq, "x86-64"), "PCMPEQDrr"));
  EXPECT_FALSE(contains(selected(gt, "x86-64"), "PCMPGTQrr"));
  EXPECT_TRUE(contains(selected(gt, "x86-64"), "PCMPGTDrr"));
  EXPECT_TRUE(contains(selected(eq, "x86-64-v2"), "PCMPEQQrr"));
  EXPECT_TRUE(contains(selected(gt, "x86-64-v2"), "PCMPGTQrr"));
}

} // namespace

namespace {

TEST(IselLegalize, WideAndWithAConstantWorksPerHalf) {
  auto keep = selected("define i128 @f(i128 %x) {\n  %r = and i128 %x, 42535295865117307932921825928971026431\n  ret i128 %r\n}\n");
  EXPECT_EQ(keep, (std::vector<std::string>{"MOV64ri", "AND64rr"}));
  auto small = selected("define i128 @f(i128 %x) {\n  %r = and i128 %x, 3\n  ret i128 %r\n}\n");
  EXPECT_EQ(small, (std::vector<std::string>{"AND64ri32", "XOR32rr"}));
}

} // namespace

TEST(IselLegalize, QwordLanesWithoutAvx512AreExpanded) {
  auto mul = selected("define <4 x i64> @f(<4 x i64> %a, <4 x i64> %b) {\n  %r = mul <4 x i64> %a, %b\n  ret <4 x i64> %r\n}\n");
  EXPECT_EQ(std::count(mul.begin(), mul.end(), "VPMULUDQYrr"), 3) << ::testing::PrintToString(mul);
  auto sra = selected("define <4 x i64> @f(<4 x i64> %a) {\n  %r = ashr <4 x i64> %a, splat (i64 3)\n  ret <4 x i64> %r\n}\n");
  EXPECT_EQ(sra, (std::vector<std::string>{"VPSRADYri", "VPSRLQYri", "VPBLENDDYrri"}));
}

TEST(IselLegalize, VectorFunnelShiftByAConstantIsTwoShiftsAndAnOr) {
  auto ops = selected("define <8 x i32> @f(<8 x i32> %a, <8 x i32> %b) {\n  %r = call <8 x i32> @llvm.fshl.v8i32(<8 x i32> %a, <8 x i32> %b, <8 x i32> splat (i32 3))\n"
                      "  ret <8 x i32> %r\n}\ndeclare <8 x i32> @llvm.fshl.v8i32(<8 x i32>, <8 x i32>, <8 x i32>)\n");
  EXPECT_EQ(ops, (std::vector<std::string>{"VPSLLDYri", "VPSRLDYri", "VPORYrr"}));
}

TEST(IselLegalize, VariableWordShiftsAreWidenedToDwordsAndTheLoweringDependsOnTheWidth) {
  auto ymm = selected("define <16 x i16> @f(<16 x i16> %a, <16 x i16> %b) {\n  %r = shl <16 x i16> %a, %b\n  ret <16 x i16> %r\n}\n");
  EXPECT_EQ(std::count(ymm.begin(), ymm.end(), "VPSLLVDYrr"), 2) << ::testing::PrintToString(ymm);
  auto xmm = selected("define <8 x i16> @f(<8 x i16> %a, <8 x i16> %b) {\n  %r = shl <8 x i16> %a, %b\n  ret <8 x i16> %r\n}\n");
  EXPECT_EQ(std::count(xmm.begin(), xmm.end(), "VPSLLVDYrr"), 1) << ::testing::PrintToString(xmm);
  EXPECT_EQ(std::count(xmm.begin(), xmm.end(), "VPMOVZXWDYrr"), 2) << ::testing::PrintToString(xmm);
}
