#include "synth/minotaur/Synth.h"
#include "unittests/synth/SynthTestUtil.h"
#include "verify/Refinement.h"

namespace theseus::synth {
namespace {

struct SynthRun {
  std::unique_ptr<ir::Module> m;
  std::unique_ptr<cost::CostModel> model;
  explicit SynthRun(const char* text, const char* modelName = "isel") : m(testing::parse(text)) {
    std::string error;
    model = cost::createCostModel(modelName, {}, error);
  }
  SynthResult synth(const SynthOptions& o) { return synthesize(*m->find("src"), m->dataLayout, o, *model, nullptr); }
  verify::Verdict verdict(const ir::Function& tgt) { return verify::checkRefinement(*m->find("src"), tgt, m->dataLayout, {}).verdict; }
};

TEST(Synth, FindsAndProvesTheMask) {
  SynthRun r(R"(
define i8 @src(i8 %x) {
entry:
  %a = shl i8 %x, 3
  %b = lshr i8 %a, 3
  ret i8 %b
}
)");
  SynthResult res = r.synth({});
  ASSERT_EQ(res.rewrites.size(), 1u);
  EXPECT_EQ(r.verdict(*res.rewrites[0].function), verify::Verdict::Correct);
  EXPECT_LT(res.rewrites[0].cost, res.sourceCost);
  EXPECT_GT(res.stats.smtQueries, 0u);
}

TEST(Synth, CheckingALevelInPartsFindsTheSameCheapestRewrite) {
  const char* text = R"(
define i8 @src(i8 %x, i8 %y) {
entry:
  %a = shl i8 %x, 3
  %b = lshr i8 %a, 3
  %c = add i8 %b, %y
  ret i8 %c
}
)";
  SynthRun once(text), inParts(text);
  SynthOptions o;
  o.timeLimitSeconds = 60;
  o.maxInsts = 2;
  o.pool.only = {"and", "add", "shl", "lshr", "sub"};
  o.checkShare = 0;
  SynthResult whole = once.synth(o);
  o.checkShare = 1e-9;
  SynthResult parts = inParts.synth(o);
  ASSERT_FALSE(whole.rewrites.empty());
  ASSERT_FALSE(parts.rewrites.empty());
  EXPECT_FALSE(whole.stats.timedOut);
  EXPECT_FALSE(parts.stats.timedOut);
  EXPECT_EQ(parts.rewrites[0].costKey, whole.rewrites[0].costKey);
  EXPECT_EQ(inParts.verdict(*parts.rewrites[0].function), verify::Verdict::Correct);
}

TEST(Synth, TinyQueryTimeoutYieldsNoRewrite) {
  SynthRun r(R"(
define i16 @src(i16 %x) {
entry:
  %r = udiv i16 %x, 515
  ret i16 %r
}
)", "tti");
  SynthOptions o;
  o.maxInsts = 4;
  o.pool.only = {"zext", "mul", "lshr", "trunc"};
  o.queryTimeoutMs = 1;
  o.constants = ConstantChoice::Cegis;
  SynthResult res = r.synth(o);
  EXPECT_TRUE(res.rewrites.empty());
}

TEST(Synth, TimeLimitReturnsOnlyProvedPartialResults) {
  SynthRun r(R"(
define i8 @src(i8 %x) {
entry:
  %neg = icmp slt i8 %x, 0
  %pos = icmp sgt i8 %x, 0
  %p = zext i1 %pos to i8
  %r = select i1 %neg, i8 -1, i8 %p
  ret i8 %r
}
)");
  SynthOptions o;
  o.maxInsts = 4;
  o.timeLimitSeconds = 3;
  o.all = true;
  SynthResult res = r.synth(o);
  EXPECT_TRUE(res.stats.timedOut);
  for (auto& rw : res.rewrites) EXPECT_EQ(r.verdict(*rw.function), verify::Verdict::Correct);
}

TEST(Synth, CandidatePassingEveryTestVectorIsNotReturnedUnproved) {
  SynthRun r(R"(
define i32 @src(i32 %x) {
entry:
  %c = icmp eq i32 %x, 123456789
  %r = select i1 %c, i32 0, i32 %x
  ret i32 %r
}
)");
  SynthOptions o;
  o.maxInsts = 1;
  o.all = true;
  SynthResult res = r.synth(o);
  EXPECT_GE(res.stats.counterexamples, 1u) << "`ret %x` passes the random vectors and is refuted by the solver";
  for (auto& rw : res.rewrites) EXPECT_EQ(r.verdict(*rw.function), verify::Verdict::Correct);
}

TEST(Synth, ReadingAnUndefInputTwiceNeedsFreeze) {
  SynthRun r(R"(
define i8 @src(i8 %x, i8 %y) {
entry:
  %zx = zext i8 %x to i16
  %zy = zext i8 %y to i16
  %s = add i16 %zx, %zy
  %h = lshr i16 %s, 1
  %r = trunc i16 %h to i8
  ret i8 %r
}
)");
  const ir::Function& cut = *r.m->find("src");
  PoolOptions po;
  po.only = {"add", "and", "xor", "lshr"};
  Pool pool(cut, po);
  ir::Type i8 = ir::Type::intTy(8);
  auto named = [&](const char* op) { return testing::templateNamed(pool, std::string(op) + " i8(i8,i8)"); };
  Candidate c = Candidate::hole(i8).fill(0, named("add"), {testing::hole(i8), testing::hole(i8)});
  c = c.fill(c.firstHole(), named("and"), {testing::input(0, i8), testing::input(1, i8)});
  c = c.fill(c.firstHole(), named("lshr"), {testing::hole(i8), testing::constant(i8)});
  c = c.fill(c.firstHole(), named("xor"), {testing::input(0, i8), testing::input(1, i8)});
  ConstantValues one = {{ir::Bits(8, 1)}};
  auto frozen = buildCandidate(cut, pool, c, BuildMode::Concrete, &one);
  auto plain = buildCandidate(cut, pool, c, BuildMode::Concrete, &one, false);
  EXPECT_EQ(frozen->entry()->instructions().front()->opcode(), ir::Opcode::Freeze);
  EXPECT_EQ(r.verdict(*frozen), verify::Verdict::Correct);
  EXPECT_EQ(r.verdict(*plain), verify::Verdict::Incorrect) << "(x & y) + ((x ^ y) >> 1) reads undef x twice";
}

} // namespace
} // namespace theseus::synth
