// Alive-Infer's learner and the sampled instances it learns from.
#include "rules/AliveText.h"
#include "rules/Instances.h"
#include "rules/Learner.h"

#include <gtest/gtest.h>

namespace theseus::rules {
namespace {

// x op C, one symbol C of variable width found as `found` at i8.
Rule oneSymbolRule(uint64_t found) {
  Rule r;
  r.foundWidth = 8;
  r.inputs.push_back({"x", {Width::var(), 1, false}, {}});
  r.symbols.push_back({"C1", {Width::var(), 1, false}, ir::Bits(8, found)});
  Node x;
  x.kind = Node::Kind::Input;
  x.type = {Width::var(), 1, false};
  Node c;
  c.kind = Node::Kind::Constant;
  c.type = x.type;
  c.constant = ConstExpr::sym(0);
  Node mul;
  mul.opcode = ir::Opcode::Mul;
  mul.type = x.type;
  mul.operands = {0, 1};
  r.source.nodes = {x, c, mul};
  r.source.root = 2;
  r.target = r.source;
  return r;
}

std::vector<ConstantInstance> at8(std::initializer_list<uint64_t> values) {
  std::vector<ConstantInstance> out;
  for (uint64_t v : values) out.push_back({8, {ir::Bits(8, v)}});
  return out;
}

TEST(Learner, SeparatesPowersOfTwoWithOneAtom) {
  Rule r = oneSymbolRule(8);
  auto pos = at8({1, 2, 4, 8, 16, 128});
  auto neg = at8({0, 3, 6, 7, 255, 12});
  auto population = sampleInstances(r, 8, 64, 1);
  auto pre = learnPrecondition(r, pos, neg, population, 3);
  ASSERT_TRUE(pre);
  r.precondition = *pre;
  EXPECT_EQ(alivePrecondition(r), "isPowerOf2(C1)");
}

TEST(Learner, PrefersTheWeakestSeparatingAtom) {
  Rule r = oneSymbolRule(3);
  auto pos = at8({1, 3, 5});
  auto neg = at8({0});
  auto population = sampleInstances(r, 8, 64, 1);
  auto pre = learnPrecondition(r, pos, neg, population, 3);
  ASSERT_TRUE(pre);
  r.precondition = *pre;
  EXPECT_EQ(alivePrecondition(r), "C1 != 0") << "C1 != 0 accepts more instances than any other separating atom";
}

TEST(Learner, ConjoinsAtomsWhenOneIsNotEnough) {
  Rule r = oneSymbolRule(4);
  auto pos = at8({2, 4, 8, 16});
  auto neg = at8({1, 3, 0, 6, 12});
  auto population = sampleInstances(r, 8, 64, 1);
  auto pre = learnPrecondition(r, pos, neg, population, 3);
  ASSERT_TRUE(pre);
  EXPECT_EQ(pre->size(), 2u);
  auto truth = predicateTruth(r, *pre, pos);
  for (bool t : truth) EXPECT_TRUE(t);
  for (bool t : predicateTruth(r, *pre, neg)) EXPECT_FALSE(t);
}

TEST(Learner, GivesUpWhenAnInstanceIsBothPositiveAndNegative) {
  Rule r = oneSymbolRule(4);
  EXPECT_FALSE(learnPrecondition(r, at8({4, 5}), at8({4}), at8({4, 5}), 3));
  EXPECT_TRUE(learnPrecondition(r, at8({4}), {}, {}, 3)->empty()) << "no negatives: the precondition is true";
}

TEST(Instances, AreDeterministicAndStartWithTheFoundValues) {
  Rule r = oneSymbolRule(77);
  auto a = sampleInstances(r, 8, 40, 5), b = sampleInstances(r, 8, 40, 5);
  ASSERT_EQ(a.size(), b.size());
  EXPECT_EQ(a.size(), 40u);
  for (size_t i = 0; i < a.size(); ++i) EXPECT_EQ(a[i].values, b[i].values);
  EXPECT_EQ(a[0].values[0], ir::Bits(8, 77));
  for (auto& inst : sampleInstances(r, 13, 20, 5)) EXPECT_EQ(inst.values[0].width(), 13u);
}

TEST(Instances, SampledInputsFindCertainNegatives) {
  Rule r = oneSymbolRule(1);
  r.target.nodes[1].constant = ConstExpr::smallInt(1);
  // x * C1 => x * 1: right only where C1 = 1.
  auto pass = passesOnSamples(r, at8({1, 2, 0}), 1);
  EXPECT_EQ(pass, (std::vector<bool>{true, false, false}));
}

} // namespace
} // namespace theseus::rules
