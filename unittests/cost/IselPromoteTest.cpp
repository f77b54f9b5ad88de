// Narrow integers as LLVM promotes them for x86-64 (IselPromote.h, IselNarrowPatterns.cpp): operand
// extensions of i2..i7, i8 shifts by CL, magic division of narrow integers, x / x folded.
#include "IselTestSupport.h"

#include <algorithm>
#include <gtest/gtest.h>

using namespace theseus;

namespace {

std::vector<std::string> selected(const std::string& text) { return test_support::selectedOpcodes(text); }

size_t count(const std::vector<std::string>& v, const std::string& s) { return size_t(std::count(v.begin(), v.end(), s)); }

TEST(IselPromote, PromotedLogicalShiftZeroExtendsBothOperandsOnce) {
  auto ops = selected("define i4 @f(i4 %x, i4 %y) {\n  %r = lshr i4 %x, %y\n  ret i4 %r\n}\n");
  EXPECT_EQ(count(ops, "AND8ri"), 2u) << ::testing::PrintToString(ops);
  EXPECT_EQ(count(ops, "SHR8rCL"), 1u) << ::testing::PrintToString(ops);
}

TEST(IselPromote, PromotedSignedCompareSignExtendsBySHLAndSAR) {
  auto ops = selected("define i1 @f(i4 %x, i4 %y) {\n  %r = icmp slt i4 %x, %y\n  ret i1 %r\n}\n");
  EXPECT_EQ(count(ops, "SHL8ri"), 2u) << ::testing::PrintToString(ops);
  EXPECT_EQ(count(ops, "SAR8ri"), 2u) << ::testing::PrintToString(ops);
}

TEST(IselPromote, AValueALogicalShiftProducedIsNotExtendedAgain) {
  auto ops = selected("define i4 @f(i4 %x) {\n  %a = lshr i4 %x, 1\n  %r = udiv i4 %a, %x\n  ret i4 %r\n}\n");
  EXPECT_EQ(count(ops, "AND8ri"), 1u) << ::testing::PrintToString(ops);
  EXPECT_EQ(count(ops, "DIV8r"), 1u) << ::testing::PrintToString(ops);
}

TEST(IselPromote, ByteShiftByARegisterUsesCLNotSHLX) {
  auto ops = selected("define i8 @f(i8 %x, i8 %y) {\n  %r = shl i8 %x, %y\n  ret i8 %r\n}\n");
  EXPECT_EQ(count(ops, "SHL8rCL"), 1u) << ::testing::PrintToString(ops);
  EXPECT_EQ(count(ops, "SHLX32rr"), 0u) << ::testing::PrintToString(ops);
}

TEST(IselPromote, WordLogicalShiftZeroExtendsThenSHRX) {
  auto ops = selected("define i16 @f(i16 %x, i16 %y) {\n  %r = lshr i16 %x, %y\n  ret i16 %r\n}\n");
  EXPECT_EQ(ops, (std::vector<std::string>{"MOVZX32rr16", "SHRX32rr"}));
}

TEST(IselPromote, NarrowDivisionByAConstantIsAMagicMultiply) {
  auto ops = selected("define i8 @f(i8 %x) {\n  %r = udiv i8 %x, 3\n  ret i8 %r\n}\n");
  EXPECT_EQ(ops, (std::vector<std::string>{"MOVZX32rr8", "IMUL32rri", "SHR32ri"}));
}

TEST(IselPromote, SelfDivisionFoldsToOne) {
  auto ops = selected("define i4 @f(i4 %x) {\n  %r = sdiv i4 %x, %x\n  ret i4 %r\n}\n");
  EXPECT_EQ(ops, (std::vector<std::string>{"MOV32ri"}));
}

TEST(IselPromote, PromotedRotateIsTwoShiftsAndAnOr) {
  auto ops = selected("define i4 @f(i4 %x) {\n  %r = call i4 @llvm.fshl.i4(i4 %x, i4 %x, i4 1)\n  ret i4 %r\n}\n"
                      "declare i4 @llvm.fshl.i4(i4, i4, i4)\n");
  EXPECT_EQ(count(ops, "SHL8ri") + count(ops, "SHR8ri") + count(ops, "OR8rr"), 3u) << ::testing::PrintToString(ops);
  EXPECT_EQ(count(ops, "SHLD32rri8") + count(ops, "ROL32ri"), 0u) << ::testing::PrintToString(ops);
}


TEST(IselPromote, PromotedArithmeticShiftByAConstantMergesTheSignExtension) {
  auto ops = selected("define i4 @f(i4 %x) {\n  %r = ashr i4 %x, 1\n  ret i4 %r\n}\n");
  EXPECT_EQ(ops, (std::vector<std::string>{"SHL8ri", "SAR8ri"}));
}

TEST(IselPromote, ByteZeroExtensionOfFlagsIsSetccAlone) {
  auto ops = selected("define i8 @f(i8 %x, i8 %y) {\n  %c = icmp ult i8 %x, %y\n  %r = zext i1 %c to i8\n  ret i8 %r\n}\n");
  EXPECT_EQ(count(ops, "MOVZX32rr8"), 0u) << ::testing::PrintToString(ops);
}

TEST(IselPromote, TwoShiftsByConstantsAreOneAndTheLeafIsStillExtended) {
  auto ops = selected("define i16 @f(i16 %x) {\n  %a = lshr i16 %x, 3\n  %r = lshr i16 %a, 4\n  ret i16 %r\n}\n");
  EXPECT_EQ(ops, (std::vector<std::string>{"MOVZX32rr16", "SHR32ri"}));
}

} // namespace
