// RuleSet: equal rules merged, subsumed rules folded into the rule that subsumes them (only when
// their proved widths are within it), rules ranked by the cuts they cover, and the writers.
// The rules are built by hand, each a true rewrite, with the widths a generalization reports.
#include "bridge/Import.h"
#include "rules/AliveText.h"
#include "rules/RuleSet.h"

#include <gtest/gtest.h>

#include <numeric>

using namespace theseus;
using namespace theseus::rules;

namespace {

std::vector<unsigned> range(unsigned lo, unsigned hi) {
  std::vector<unsigned> ws(hi - lo + 1);
  std::iota(ws.begin(), ws.end(), lo);
  return ws;
}

Node input(ValueType t) {
  Node n;
  n.kind = Node::Kind::Input;
  n.type = t;
  return n;
}

Node constant(ValueType t, ConstExpr e) {
  Node n;
  n.kind = Node::Kind::Constant;
  n.type = t;
  n.constant = std::move(e);
  return n;
}

Node op(ValueType t, ir::Opcode opcode, std::vector<unsigned> operands) {
  Node n;
  n.kind = Node::Kind::Op;
  n.type = t;
  n.opcode = opcode;
  n.operands = std::move(operands);
  return n;
}

// (x >> C) << C  =>  x & (-1 << C), with the shift amount a symbol C1 (symbolic) or the literal
// `literal` at i`bits` (concrete). Proved at `proved`.
Generalization clearLowBits(bool symbolic, unsigned bits, uint64_t literal, std::vector<unsigned> proved, Generality generality) {
  Generalization g;
  Rule& r = g.rule;
  ValueType t{symbolic ? Width::var() : Width::fixed(bits), 1, false};
  r.name = "clear-low-bits";
  r.inputs.push_back({"x", t, {}});
  ConstExpr c = symbolic ? ConstExpr::sym(0) : ConstExpr::lit(ir::Bits(bits, literal));
  if (symbolic) r.symbols.push_back({"C1", t, ir::Bits(bits, literal)});
  r.source.nodes = {input(t), constant(t, c), op(t, ir::Opcode::LShr, {0, 1}), op(t, ir::Opcode::Shl, {2, 1})};
  r.source.root = 3;
  ConstExpr mask = symbolic ? ConstExpr::binary(ConstExpr::Op::Shl, ConstExpr::smallInt(-1), ConstExpr::sym(0))
                            : ConstExpr::lit(ir::Bits(bits, ~uint64_t(0) << literal));
  r.target.nodes = {input(t), constant(t, mask), op(t, ir::Opcode::And, {0, 1})};
  r.target.root = 2;
  if (symbolic) r.precondition.push_back({Predicate::Kind::ULT, {ConstExpr::sym(0), ConstExpr::width()}});
  r.foundWidth = bits;
  r.widths.proved = std::move(proved);
  g.generality = generality;
  if (generality != Generality::WidthFree) g.reason = "hand-built";
  g.seconds = 0.5;
  return g;
}

// (x << C) >> C (logical)  =>  x & (-1 >> C), concrete at i32 with C = 8.
Generalization clearHighBits32() {
  Generalization g;
  Rule& r = g.rule;
  ValueType t{Width::fixed(32), 1, false};
  r.name = "clear-high-bits";
  r.inputs.push_back({"x", t, {}});
  r.source.nodes = {input(t), constant(t, ConstExpr::lit(ir::Bits(32, 8))), op(t, ir::Opcode::Shl, {0, 1}), op(t, ir::Opcode::LShr, {2, 1})};
  r.source.root = 3;
  r.target.nodes = {input(t), constant(t, ConstExpr::lit(ir::Bits(32, 0xffffff))), op(t, ir::Opcode::And, {0, 1})};
  r.target.root = 2;
  r.foundWidth = 32;
  r.widths.proved = {32};
  g.generality = Generality::ConcreteOnly;
  g.reason = "hand-built";
  return g;
}

RuleSource source(const std::string& file, unsigned line) { return {"; cut", "; rewrite", file, line, 3}; }

// The functions of `text` (LLVM IR), kept alive by the returned modules.
struct Cuts {
  std::vector<bridge::ImportedModule> modules;
  std::vector<const ir::Function*> functions;
};

Cuts importCuts(const std::vector<std::string>& texts) {
  Cuts cuts;
  for (auto& text : texts) {
    bridge::Diagnostic error;
    auto m = bridge::importText(text, "cut", error);
    EXPECT_TRUE(m) << error.str();
    cuts.modules.push_back(std::move(*m));
  }
  for (auto& m : cuts.modules) cuts.functions.push_back(m.module->functions().front().get());
  return cuts;
}

const char* const kShrShl16 = "define i16 @f(i16 %a) {\n  %s = lshr i16 %a, 3\n  %t = shl i16 %s, 3\n  ret i16 %t\n}\n";
const char* const kShrShl64 = "define i64 @f(i64 %a) {\n  %s = lshr i64 %a, 40\n  %t = shl i64 %s, 40\n  ret i64 %t\n}\n";
const char* const kShrShlMismatched = "define i32 @f(i32 %a) {\n  %s = lshr i32 %a, 3\n  %t = shl i32 %s, 4\n  ret i32 %t\n}\n";
const char* const kShlShr32 = "define i32 @f(i32 %a) {\n  %s = shl i32 %a, 8\n  %t = lshr i32 %s, 8\n  ret i32 %t\n}\n";

} // namespace

TEST(RuleSet, EqualAliveTextIsOneRuleWithTheUnionOfSources) {
  RuleSet set;
  Generalization a = clearLowBits(true, 32, 8, range(1, 64), Generality::WidthFree);
  Generalization b = clearLowBits(true, 16, 3, range(1, 64), Generality::WidthFree);
  b.rule.name = "another-name";
  b.rule.symbols[0].found = ir::Bits(32, 8); // the found value is not part of the Alive text
  b.rule.foundWidth = 32;
  ASSERT_EQ(aliveKey(a.rule), aliveKey(b.rule));
  set.add(std::move(a), source("a.c", 1));
  set.add(std::move(b), source("b.c", 2));
  set.add(clearHighBits32(), source("c.c", 3));
  ASSERT_EQ(set.rules().size(), 2u);
  EXPECT_EQ(set.rewrites(), 3u);
  EXPECT_EQ(set.rewritesGeneralized(), 2u); // the concrete-only rule without symbols is not
  EXPECT_EQ(set.rules()[0].sources.size(), 2u);
  EXPECT_EQ(set.rules()[0].sources[1].location(), "b.c:2:3");
  EXPECT_EQ(set.rules()[0].generalizeSeconds.size(), 2u);
}

TEST(RuleSet, ConcreteRuleIsFoldedIntoTheSymbolicRuleThatSubsumesIt) {
  RuleSet set;
  set.add(clearLowBits(false, 32, 8, {32}, Generality::ConcreteOnly), source("concrete.c", 7));
  set.add(clearLowBits(true, 32, 5, range(1, 64), Generality::WidthFree), source("general.c", 9));
  set.add(clearHighBits32(), source("other.c", 11));
  EXPECT_EQ(set.foldSubsumed(), 1u);
  ASSERT_EQ(set.rules().size(), 2u);
  const RuleEntry* general = nullptr;
  for (auto& e : set.rules())
    if (e.generalization.generality == Generality::WidthFree) general = &e;
  ASSERT_NE(general, nullptr);
  ASSERT_EQ(general->sources.size(), 2u);
  EXPECT_EQ(general->sources[0].file, "general.c");
  EXPECT_EQ(general->sources[1].file, "concrete.c");
  EXPECT_EQ(set.rewrites(), 3u); // folding keeps every rewrite
}

TEST(RuleSet, NotFoldedWhenItsWidthsAreNotWithinTheOthers) {
  RuleSet set;
  // The concrete rule is proved at 32, the symbolic one only at 8 and 16: not subsumed.
  set.add(clearLowBits(false, 32, 8, {32}, Generality::ConcreteOnly), source("concrete.c", 7));
  set.add(clearLowBits(true, 8, 5, {8, 16}, Generality::WidthCondition), source("general.c", 9));
  EXPECT_FALSE(subsumes(set.rules()[1], set.rules()[0]));
  EXPECT_EQ(set.foldSubsumed(), 0u);
  EXPECT_EQ(set.rules().size(), 2u);
}

TEST(RuleSet, SubsumesNeedsTheOthersPatternToMatch) {
  RuleSet set;
  set.add(clearLowBits(true, 32, 5, range(1, 64), Generality::WidthFree), source("general.c", 9));
  set.add(clearHighBits32(), source("other.c", 11));
  EXPECT_FALSE(subsumes(set.rules()[0], set.rules()[1]));
  EXPECT_FALSE(subsumes(set.rules()[1], set.rules()[0]));
}

TEST(RuleSet, OfTwoRulesSubsumingEachOtherTheMoreGeneralIsKept) {
  RuleSet set;
  // The same source; one proved at every width, the other at 8, 16, 32 and 64. The narrower one
  // is folded even though it was added first.
  set.add(clearLowBits(true, 32, 5, {8, 16, 32, 64}, Generality::WidthCondition), source("narrow.c", 1));
  Generalization wide = clearLowBits(true, 32, 5, range(1, 64), Generality::WidthFree);
  wide.rule.precondition.clear(); // another text for the same rule: the shift's poison bounds C1
  set.add(std::move(wide), source("wide.c", 2));
  ASSERT_EQ(set.rules().size(), 2u);
  EXPECT_EQ(set.foldSubsumed(), 1u);
  ASSERT_EQ(set.rules().size(), 1u);
  EXPECT_EQ(set.rules()[0].generalization.generality, Generality::WidthFree);
  EXPECT_EQ(set.rules()[0].sources.size(), 2u);
}

TEST(RuleSet, RankedByCutsCoveredThenGenerality) {
  RuleSet set;
  set.add(clearHighBits32(), source("high.c", 1));
  set.add(clearLowBits(true, 32, 5, range(1, 64), Generality::WidthFree), source("low.c", 2));
  Cuts cuts = importCuts({kShlShr32, kShrShl16, kShrShl64, kShrShlMismatched});
  set.rank(cuts.functions);
  ASSERT_EQ(set.rules().size(), 2u);
  EXPECT_EQ(set.cutsRanked(), 4u);
  // (x >> C) << C covers the i16 and i64 cuts (not the mismatched amounts); the concrete
  // (x << 8) >> 8 at i32 covers one.
  EXPECT_EQ(set.rules()[0].sources[0].file, "low.c");
  EXPECT_EQ(set.rules()[0].coveredCuts, (std::vector<size_t>{1, 2}));
  EXPECT_EQ(set.rules()[1].coveredCuts, (std::vector<size_t>{0}));
  EXPECT_EQ(set.rules()[0].generalization.rule.name, "rule-1");
  EXPECT_EQ(set.rules()[1].generalization.rule.name, "rule-2");
}

TEST(RuleSet, EqualCoverageIsRankedWidthFreeFirst) {
  RuleSet set;
  set.add(clearHighBits32(), source("high.c", 1));
  set.add(clearLowBits(true, 32, 5, range(1, 64), Generality::WidthFree), source("low.c", 2));
  set.add(clearHighBits32(), source("high2.c", 1));
  set.rank({});
  ASSERT_EQ(set.rules().size(), 2u);
  EXPECT_EQ(set.rules()[0].generalization.generality, Generality::WidthFree);
  EXPECT_EQ(set.rules()[1].sources.size(), 2u);
}

TEST(RuleSet, FailuresAreCountedAndWritten) {
  RuleSet set;
  set.add(clearLowBits(true, 32, 5, range(1, 64), Generality::WidthFree), source("low.c", 2));
  set.addFailure(source("bad.c", 4), "control flow", 3);
  set.rank({});
  EXPECT_EQ(set.rewrites(), 2u);
  ASSERT_EQ(set.failures().size(), 1u);
  std::string json = rulesJson(set);
  EXPECT_NE(json.find("\"rewrites\":2,\"rewrites_generalized\":1,\"rewrites_failed\":1,\"rules\":1"), std::string::npos) << json;
  EXPECT_NE(json.find("\"reason\":\"control flow\""), std::string::npos);
  EXPECT_NE(json.find("\"location\":\"bad.c:4:3\""), std::string::npos);
  std::string page = rulesHtml(set, "t");
  EXPECT_NE(page.find("Rewrites not generalized"), std::string::npos);
  EXPECT_NE(page.find("control flow"), std::string::npos);
}

TEST(RuleSet, OptFileHoldsEveryAliveTextBlankLineSeparated) {
  RuleSet set;
  set.add(clearLowBits(true, 32, 5, range(1, 64), Generality::WidthFree), source("low.c", 2));
  set.add(clearHighBits32(), source("high.c", 1));
  set.rank({});
  std::string opt = rulesOpt(set);
  EXPECT_NE(opt.find(aliveText(set.rules()[0].generalization.rule)), std::string::npos);
  EXPECT_NE(opt.find(aliveText(set.rules()[1].generalization.rule)), std::string::npos);
  EXPECT_EQ(opt.back(), '\n');
  EXPECT_NE(opt.find("Name: rule-1\n"), std::string::npos);
  EXPECT_NE(opt.find("\n\nName: rule-2\n"), std::string::npos);
}
