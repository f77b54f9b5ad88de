// The lit test a rule is written as (rules/LitText.h), read as text; CppPluginTest runs such
// tests with lit against the compiled plugin.
#include "rules/LitText.h"

#include "HandRules.h"

#include <gtest/gtest.h>

namespace theseus::rules {
namespace {

using namespace test;

// Whether `part` occurs in `text`.
bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(LitTestText, HasTheRunLinesTheFoundInstanceAndOtherWidths) {
  std::string lit = litTestText(shlLshrRule(), 2);
  EXPECT_TRUE(has(lit, "; RUN: opt-19 -load-pass-plugin=%rules_plugin '-passes=theseus-rules<only=2>' -S %s -o %t.ll\n")) << lit;
  EXPECT_TRUE(has(lit, "; RUN: FileCheck %s --input-file=%t.ll\n")) << lit;
  EXPECT_TRUE(has(lit, "; RUN: %theseus verify --timeout-ms 60000 %s %t.ll\n")) << lit;
  EXPECT_TRUE(has(lit, "define i32 @rule2_found(i32 %x)")) << lit;
  EXPECT_TRUE(has(lit, "; CHECK-LABEL: @rule2_found(\n; CHECK: [[V1:%[0-9A-Za-z._]+]] = and i32 %x, 16777215\n; CHECK-NEXT: ret i32 [[V1]]")) << lit;
  EXPECT_TRUE(has(lit, "define i8 @rule2_w8(i8 %x)")) << lit;
  EXPECT_TRUE(has(lit, "define i16 @rule2_w16(i16 %x)")) << lit;
}

TEST(LitTestText, TheNegativeInstanceViolatesThePrecondition) {
  std::string lit = litTestText(mulPowerOf2Rule(), 3);
  EXPECT_TRUE(has(lit, "; left alone (precondition false): W = 32, C1 = 3")) << lit;
  EXPECT_TRUE(has(lit, "; CHECK-LABEL: @rule3_negative(\n; CHECK: [[V1:%[0-9A-Za-z._]+]] = mul i32 %x, 3\n")) << lit;
}

TEST(LitTestText, WithoutAPreconditionTheNegativeInstanceIsAnUnprovedWidth) {
  Rule r = xorEqRule();
  r.widths.proved = widthRange(1, 32);
  r.widths.failed = widthRange(33, 64);
  std::string lit = litTestText(r, 1);
  EXPECT_TRUE(has(lit, "; left alone (width not proved): W = 33")) << lit;
  EXPECT_TRUE(has(lit, "define i1 @rule1_negative(i33 %x)")) << lit;
}

TEST(LitTestText, ARuleOfFixedWidthsHasNoWidthNegative) {
  std::string lit = litTestText(zextMaskRule(), 6);
  EXPECT_TRUE(has(lit, "; no negative instance")) << lit;
  EXPECT_FALSE(has(lit, "define i32 @rule6_w")) << lit;
}

TEST(LitTestText, IntrinsicsAreDeclaredOnce) {
  std::string lit = litTestText(uminUltRule(), 5);
  EXPECT_EQ(lit.find("declare i8 @llvm.umin.i8(i8, i8)"), lit.rfind("declare i8 @llvm.umin.i8(i8, i8)")) << lit;
  EXPECT_TRUE(has(lit, "declare i32 @llvm.umin.i32(i32, i32)")) << lit;
}

} // namespace
} // namespace theseus::rules
