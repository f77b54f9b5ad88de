// The folds SelectionDAG makes while building the DAG (IselFold.h, IselCanon.h), as isel sees them.
#include "IselTestSupport.h"

#include <gtest/gtest.h>

using namespace theseus;

namespace {

std::vector<std::string> selected(const std::string& text) { return test_support::selectedOpcodes(text); }

TEST(IselFold, ConstantOperandsFoldToOneMove) {
  auto ops = selected("define i32 @f(i32 %x) {\n  %a = shl i32 5, 3\n  %r = call i32 @llvm.umin.i32(i32 %a, i32 7)\n  ret i32 %r\n}\n"
                      "declare i32 @llvm.umin.i32(i32, i32)\n");
  EXPECT_EQ(ops, (std::vector<std::string>{"MOV32ri"}));
}

TEST(IselFold, AnOperationOnPoisonIsFolded) {
  auto ops = selected("define i32 @f(i32 %x) {\n  %p = lshr i32 %x, 40\n  %r = and i32 %p, %x\n  ret i32 %r\n}\n");
  EXPECT_EQ(ops, (std::vector<std::string>{"MOV32ri"}));
}

TEST(IselFold, AShiftByTheWidthIsUndefAndNeedsNoInstruction) {
  EXPECT_TRUE(selected("define i4 @f(i4 %x) {\n  %r = shl i4 %x, 4\n  ret i4 %r\n}\n").empty());
}

TEST(IselFold, DivisionByZeroIsUndef) {
  EXPECT_TRUE(selected("define i32 @f(i32 %x) {\n  %z = sub i32 3, 3\n  %r = udiv i32 %x, %z\n  ret i32 %r\n}\n").empty());
}

TEST(IselFold, NestedMinimumWithACommonOperandIsOneMinimum) {
  auto ops = selected("define i32 @f(i32 %x, i32 %y) {\n  %a = call i32 @llvm.umin.i32(i32 %x, i32 %y)\n"
                      "  %r = call i32 @llvm.umin.i32(i32 %x, i32 %a)\n  ret i32 %r\n}\ndeclare i32 @llvm.umin.i32(i32, i32)\n");
  EXPECT_EQ(ops, (std::vector<std::string>{"CMP32rr", "CMOV32rr"}));
}

TEST(IselFold, SelectOfAConstantConditionIsItsArm) {
  auto ops = selected("define i32 @f(i32 %x, i32 %y) {\n  %c = icmp ult i32 1, 2\n  %s = select i1 %c, i32 %x, i32 %y\n"
                      "  %r = add i32 %s, %y\n  ret i32 %r\n}\n");
  EXPECT_EQ(ops.size(), 1u) << ::testing::PrintToString(ops);
}

TEST(IselFold, TruncationOfAnExtensionIsTheOriginalValue) {
  auto ops = selected("define i16 @f(i16 %x) {\n  %z = zext i16 %x to i32\n  %t = trunc i32 %z to i16\n  %r = add i16 %t, %x\n  ret i16 %r\n}\n");
  EXPECT_EQ(ops.size(), 1u) << ::testing::PrintToString(ops);
}

TEST(IselFold, AMinimumDecidedByRangesIsOneOperand) {
  auto ops = selected("define i32 @f(i32 %x) {\n  %a = urem i32 %x, 3\n  %r = call i32 @llvm.umax.i32(i32 %a, i32 7)\n  ret i32 %r\n}\n"
                      "declare i32 @llvm.umax.i32(i32, i32)\n");
  EXPECT_EQ(ops, (std::vector<std::string>{"MOV32ri"}));
}

TEST(IselFold, AValueOfASingleNumberRangeIsThatConstant) {
  auto ops = selected("define i16 @f(i16 %x) {\n  %b = trunc i16 %x to i1\n  %z = zext i1 %b to i16\n  %r = lshr i16 %z, 3\n  ret i16 %r\n}\n");
  EXPECT_EQ(ops, (std::vector<std::string>{"MOV32ri"}));
}

TEST(IselFold, ShiftByZeroIsTheValue) {
  EXPECT_EQ(selected("define i32 @f(i32 %x, i32 %y) {\n  %s = shl i32 %x, 0\n  %r = add i32 %s, %y\n  ret i32 %r\n}\n").size(), 1u);
}

TEST(IselFold, KnownBitsOfASignedMaximumDecideAnUnsignedMinimum) {
  auto ops = selected("define i4 @f(i4 %x) {\n  %a = call i4 @llvm.smax.i4(i4 %x, i4 4)\n  %r = call i4 @llvm.umin.i4(i4 3, i4 %a)\n  ret i4 %r\n}\n"
                      "declare i4 @llvm.smax.i4(i4, i4)\ndeclare i4 @llvm.umin.i4(i4, i4)\n");
  EXPECT_EQ(ops, (std::vector<std::string>{"MOV32ri"}));
}

TEST(IselFold, AnUnsignedMaximumIsNotKnownToBeLarge) {
  auto ops = selected("define i4 @f(i4 %x) {\n  %a = call i4 @llvm.umax.i4(i4 %x, i4 4)\n  %r = shl i4 3, %a\n  ret i4 %r\n}\n"
                      "declare i4 @llvm.umax.i4(i4, i4)\n");
  EXPECT_GT(ops.size(), 2u) << ::testing::PrintToString(ops);
}

TEST(IselFold, AFunnelShiftByTheWidthIsItsOperand) {
  auto ops = selected("define i4 @f(i4 %x, i4 %y) {\n  %r = call i4 @llvm.fshr.i4(i4 %x, i4 %y, i4 4)\n  %s = add i4 %r, %x\n  ret i4 %s\n}\n"
                      "declare i4 @llvm.fshr.i4(i4, i4, i4)\n");
  EXPECT_EQ(ops.size(), 1u) << ::testing::PrintToString(ops);
}

TEST(IselFold, ComplementaryComparesAndedAreFalse) {
  auto ops = selected("define <4 x i1> @f(<4 x i32> %x, <4 x i32> %y) {\n  %e = icmp eq <4 x i32> %x, %y\n  %n = icmp ne <4 x i32> %x, %y\n"
                      "  %r = and <4 x i1> %e, %n\n  ret <4 x i1> %r\n}\n");
  EXPECT_EQ(ops.size(), 1u) << ::testing::PrintToString(ops);
}

TEST(IselFold, ALaneIndexBeyondTheVectorIsPoison) {
  EXPECT_TRUE(selected("define <4 x i32> @f(<4 x i32> %v, i32 %x) {\n  %r = insertelement <4 x i32> %v, i32 %x, i32 4\n  ret <4 x i32> %r\n}\n").empty());
}

TEST(IselFold, AShiftAmountWhoseValidValuesAreOnlyZeroIsNoShift) {
  auto ops = selected("define i4 @f(i4 %x) {\n  %a = shl i4 4, %x\n  %r = lshr i4 3, %a\n  ret i4 %r\n}\n");
  EXPECT_EQ(ops, (std::vector<std::string>{"MOV32ri"}));
}

TEST(IselFold, ADivisionStaysEvenWhenItsResultIsKnown) {
  auto ops = selected("define i4 @f(i4 %x) {\n  %a = or i4 %x, 4\n  %r = udiv i4 3, %a\n  ret i4 %r\n}\n");
  EXPECT_EQ(std::count(ops.begin(), ops.end(), "DIV8r"), 1) << ::testing::PrintToString(ops);
}

TEST(IselFold, UnsignedDivisionByAPowerOfTwoIsAShiftAndItsKnownBitsFold) {
  EXPECT_EQ(selected("define i32 @f(i32 %x) {\n  %r = udiv i32 %x, 8\n  ret i32 %r\n}\n"), (std::vector<std::string>{"SHR32ri"}));
  EXPECT_EQ(selected("define i4 @f(i4 %x) {\n  %a = and i4 %x, 3\n  %r = udiv i4 %a, 4\n  ret i4 %r\n}\n"), (std::vector<std::string>{"MOV32ri"}));
}

TEST(IselFold, TrailingCountOfAValueWithItsLowBitSetIsZero) {
  auto ops = selected("define i8 @f(i8 %x) {\n  %a = or i8 %x, 1\n  %r = call i8 @llvm.cttz.i8(i8 %a, i1 false)\n  ret i8 %r\n}\n"
                      "declare i8 @llvm.cttz.i8(i8, i1)\n");
  EXPECT_EQ(ops, (std::vector<std::string>{"MOV32ri"}));
}

TEST(IselFold, AValueWithItsComplementFolds) {
  auto ops = selected("define <4 x i32> @f(<4 x i32> %x) {\n  %n = xor <4 x i32> %x, splat (i32 -1)\n"
                      "  %r = call <4 x i32> @llvm.uadd.sat.v4i32(<4 x i32> %n, <4 x i32> %x)\n  ret <4 x i32> %r\n}\n"
                      "declare <4 x i32> @llvm.uadd.sat.v4i32(<4 x i32>, <4 x i32>)\n");
  EXPECT_EQ(ops.size(), 1u) << ::testing::PrintToString(ops);
  EXPECT_EQ(selected("define i32 @f(i32 %x) {\n  %n = xor i32 %x, -1\n  %r = and i32 %x, %n\n  ret i32 %r\n}\n"), (std::vector<std::string>{"MOV32ri"}));
}

} // namespace
