// The generalizer on seed 002's examples: every rule it returns is proved again here, width by
// width, from its own symbolic instances; the widths it says fail are refuted.
#include "bridge/Import.h"
#include "rules/AliveText.h"
#include "rules/Generalize.h"
#include "rules/Instantiate.h"
#include "rules/Match.h"
#include "verify/Refinement.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace theseus::rules {
namespace {

struct Pair {
  bridge::ImportedModule module;
  const ir::Function& src() const { return *module.module->find("src"); }
  const ir::Function& tgt() const { return *module.module->find("tgt"); }
};

Pair parse(const std::string& text) {
  bridge::Diagnostic error;
  auto m = bridge::importText(text, "pair.ll", error);
  EXPECT_TRUE(m) << error.str();
  return Pair{std::move(*m)};
}

GeneralizeOptions smallSweep(unsigned maxWidth) {
  GeneralizeOptions o;
  o.maxWidth = maxWidth;
  o.timeLimitSeconds = 120;
  o.queryTimeoutMs = 20000;
  return o;
}

verify::Verdict proveAt(const Rule& rule, unsigned w) {
  auto pair = symbolicInstance(rule, w, true);
  EXPECT_TRUE(pair) << "ill-typed at " << w;
  if (!pair) return verify::Verdict::Unsupported;
  verify::Options o;
  o.timeoutMs = 60000;
  return verify::checkRefinement(*pair->src, *pair->tgt, ir::DataLayout{}, o).verdict;
}

// Every proved width proved again, every failed width refuted.
void expectWidthsHold(const Rule& rule) {
  for (unsigned w : rule.widths.proved) EXPECT_EQ(proveAt(rule, w), verify::Verdict::Correct) << "W = " << w;
  for (unsigned w : rule.widths.failed) EXPECT_EQ(proveAt(rule, w), verify::Verdict::Incorrect) << "W = " << w;
}

const char* kShlLshr = R"(
define i8 @src(i8 %x) {
  %a = shl i8 %x, 3
  %r = lshr i8 %a, 3
  ret i8 %r
}
define i8 @tgt(i8 %x) {
  %r = and i8 %x, 31
  ret i8 %r
})";

TEST(Generalize, ShiftPairBecomesAMaskOfMinusOneShiftedByTheSymbol) {
  Pair p = parse(kShlLshr);
  auto g = generalize(p.src(), p.tgt(), ir::DataLayout{}, smallSweep(12));
  ASSERT_EQ(g.rule.symbols.size(), 1u);
  EXPECT_EQ(g.rule.symbols[0].found, ir::Bits(8, 3));
  EXPECT_TRUE(g.rule.precondition.empty());
  auto& tgtConst = g.rule.target.nodes[g.rule.target.nodes[g.rule.target.root].operands[1]].constant;
  EXPECT_EQ(aliveConstExpr(g.rule, tgtConst), "-1 u>> C1");
  std::vector<unsigned> all;
  for (unsigned w = 1; w <= 12; ++w) all.push_back(w);
  EXPECT_EQ(g.rule.widths.proved, all);
  expectWidthsHold(g.rule);
}

TEST(Generalize, MultiplyByEightNeedsThePowerOfTwoPrecondition) {
  Pair p = parse(R"(
define i32 @src(i32 %x) {
  %r = mul i32 %x, 8
  ret i32 %r
}
define i32 @tgt(i32 %x) {
  %r = shl i32 %x, 3
  ret i32 %r
})");
  auto g = generalize(p.src(), p.tgt(), ir::DataLayout{}, smallSweep(8));
  ASSERT_EQ(g.rule.precondition.size(), 1u);
  EXPECT_EQ(alivePrecondition(g.rule), "isPowerOf2(C1)");
  EXPECT_GT(g.negatives, 0u);
  expectWidthsHold(g.rule);
  Rule bare = g.rule;
  bare.precondition.clear();
  EXPECT_EQ(proveAt(bare, 8), verify::Verdict::Incorrect) << "the precondition is needed";
}

TEST(Generalize, WidthsLeftUndecidedByTheTimeLimitAreNeverClaimed) {
  Pair p = parse(R"(
define i32 @src(i32 %x) {
  %r = mul i32 %x, 8
  ret i32 %r
}
define i32 @tgt(i32 %x) {
  %r = shl i32 %x, 3
  ret i32 %r
})");
  GeneralizeOptions o;
  o.timeLimitSeconds = 1.5;
  auto g = generalize(p.src(), p.tgt(), ir::DataLayout{}, o);
  EXPECT_LT(g.rule.widths.proved.size(), 64u) << "64 multiplications cannot all be proved in 1.5 s";
  EXPECT_NE(g.generality, Generality::WidthFree);
  for (unsigned w : g.rule.widths.unknown)
    EXPECT_EQ(std::count(g.rule.widths.proved.begin(), g.rule.widths.proved.end(), w), 0) << "W = " << w;
  expectWidthsHold(g.rule);
}

TEST(Generalize, MagicDivisionHoldsOnlyAtTheWidthsItsConstantsFit) {
  Pair p = parse(R"(
define i16 @src(i16 %x) {
  %q = udiv i16 %x, 515
  ret i16 %q
}
define i16 @tgt(i16 %x) {
  %w = zext i16 %x to i32
  %m = mul i32 %w, 65155
  %s = lshr i32 %m, 25
  %q = trunc i32 %s to i16
  ret i16 %q
})");
  auto g = generalize(p.src(), p.tgt(), ir::DataLayout{}, smallSweep(20));
  EXPECT_EQ(g.generality, Generality::WidthCondition);
  EXPECT_NE(g.reason.find("65155"), std::string::npos) << g.reason;
  EXPECT_EQ(g.rule.widths.proved, (std::vector<unsigned>{10, 11, 12, 13, 14, 15, 16})) << "515 fits from W = 10; the i32 product is exact up to 16";
  EXPECT_TRUE(g.rule.symbols.empty()) << "515 is kept as the integer, not a symbol";
  expectWidthsHold(g.rule);
}

TEST(Generalize, OverGeneralizedArithmeticShiftIsRefutedAtI2) {
  Pair p = parse(R"(
define i1 @src(i1 %x, i1 %y) {
  %a = shl i1 %x, %y
  %r = ashr i1 %a, %y
  ret i1 %r
}
define i1 @tgt(i1 %x, i1 %y) {
  ret i1 %x
})");
  auto g = generalize(p.src(), p.tgt(), ir::DataLayout{}, smallSweep(6));
  EXPECT_EQ(g.generality, Generality::ConcreteOnly);
  EXPECT_EQ(g.rule.widths.proved, std::vector<unsigned>{1});
  EXPECT_EQ(g.rule.widths.firstFailedWidth, 2u);
  EXPECT_NE(g.rule.widths.firstCounterexample.find("i2 %x = 0x2"), std::string::npos) << g.rule.widths.firstCounterexample;
  expectWidthsHold(g.rule);
}

TEST(Generalize, AnIncorrectPairIsRefusedWithItsVerdict) {
  Pair p = parse(R"(
define i8 @src(i8 %x) {
  %r = add i8 %x, 1
  ret i8 %r
}
define i8 @tgt(i8 %x) {
  %r = add i8 %x, 2
  ret i8 %r
})");
  try {
    generalize(p.src(), p.tgt(), ir::DataLayout{}, smallSweep(8));
    FAIL() << "an incorrect pair was generalized";
  } catch (const GeneralizeError& e) {
    EXPECT_EQ(e.exitCode, 1);
  }
}

TEST(Generalize, ARuleMatchesItsInstancesAtOtherWidthsAndRespectsItsPrecondition) {
  Pair p = parse(kShlLshr);
  auto g = generalize(p.src(), p.tgt(), ir::DataLayout{}, smallSweep(16));
  Pair other = parse(R"(
define i16 @src(i16 %y) {
  %a = shl i16 %y, 5
  %r = lshr i16 %a, 5
  ret i16 %r
}
define i16 @tgt(i16 %y) {
  %a = shl i16 %y, 5
  %r = lshr i16 %a, 6
  ret i16 %r
})");
  EXPECT_TRUE(ruleMatches(g.rule, other.src()));
  EXPECT_FALSE(ruleMatches(g.rule, other.tgt())) << "two different shift amounts are two symbols' values";
  Pair mul = parse(R"(
define i8 @src(i8 %x) {
  %r = mul i8 %x, 8
  ret i8 %r
}
define i8 @tgt(i8 %x) {
  %r = shl i8 %x, 3
  ret i8 %r
}
define i8 @six(i8 %x) {
  %r = mul i8 %x, 6
  ret i8 %r
}
define i8 @sixteen(i8 %x) {
  %r = mul i8 %x, 16
  ret i8 %r
})");
  auto gm = generalize(mul.src(), mul.tgt(), ir::DataLayout{}, smallSweep(8));
  EXPECT_TRUE(ruleMatches(gm.rule, mul.src()));
  EXPECT_TRUE(ruleMatches(gm.rule, *mul.module.module->find("sixteen")));
  EXPECT_FALSE(ruleMatches(gm.rule, *mul.module.module->find("six"))) << "6 is no power of two";
}

} // namespace
} // namespace theseus::rules
