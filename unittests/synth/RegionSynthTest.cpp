// The minotaur engine on loop-free region cuts (cut/extract/ keeps a phi's region): the pool takes
// the values of every block but phis and what is computed from them, a switch's case conditions
// and a select of i1; test vectors are replaced by ones that reach the root; rewrites are one
// block and proved against the whole region; a value only a guard makes defined is never read
// unguarded by a returned rewrite.
#include "synth/minotaur/Examples.h"
#include "synth/minotaur/Synth.h"
#include "unittests/synth/SynthTestUtil.h"
#include "verify/Refinement.h"

#include <algorithm>

namespace theseus::synth {
namespace {

const char* const kSwitchRegion = R"(
define i1 @src(i32 %in0, i32 %in1, i32 %in2) {
  switch i32 %in2, label %outside [ i32 0, label %one
                                    i32 2, label %two ]
one:
  br label %join
two:
  %big = icmp ugt i32 %in0, 1073741824
  br i1 %big, label %outside, label %join
join:
  %p = phi i32 [ %in1, %one ], [ %in0, %two ]
  %q = add i32 %p, 1
  %r = icmp eq i32 %q, 1
  ret i1 %r
outside:
  unreachable
}
)";

std::vector<std::string> inputNames(const Pool& pool) {
  std::vector<std::string> names;
  for (const PoolInput& in : pool.inputs()) names.push_back(in.value->name());
  return names;
}

bool hasTemplateNamed(const Pool& pool, const std::string& name) {
  return std::any_of(pool.templates().begin(), pool.templates().end(), [&](const Template& t) { return t.name() == name; });
}

TEST(RegionPool, InputsAreValuesOfEveryBlockAndCaseConditionsButNoPhi) {
  auto m = testing::parse(kSwitchRegion);
  Pool pool(*m->find("src"), {});
  EXPECT_EQ(inputNames(pool), (std::vector<std::string>{"in0", "in1", "in2", "big", "case0", "case1"}))
      << "%p is a phi, %q is computed from it, %r is the root";
  EXPECT_TRUE(hasTemplateNamed(pool, "select i1(i1,i1,i1)"));
  EXPECT_TRUE(hasTemplateNamed(pool, "select i32(i1,i32,i32)"));
}

TEST(RegionPool, OneBlockCutHasNoBooleanSelect) {
  auto m = testing::parse("define i1 @src(i1 %a, i1 %b) {\n  %r = and i1 %a, %b\n  ret i1 %r\n}\n");
  Pool pool(*m->find("src"), {});
  EXPECT_FALSE(hasTemplateNamed(pool, "select i1(i1,i1,i1)"));
}

TEST(RegionExamples, MostTestVectorsReachTheRoot) {
  auto m = testing::parse(kSwitchRegion);
  const ir::Function& cut = *m->find("src");
  Examples examples(cut, m->dataLayout, 1, 64);
  std::vector<semantics::TestOutput> outputs = semantics::evaluate(cut, m->dataLayout, examples.inputs());
  size_t defined = std::count_if(outputs.begin(), outputs.end(), [](const semantics::TestOutput& o) { return !o.ub; });
  EXPECT_GE(defined, 48u) << "random inputs reach the root only when %in2 is 0 or 2";
}

struct RegionRun {
  std::unique_ptr<ir::Module> m;
  std::unique_ptr<cost::CostModel> model;
  explicit RegionRun(const char* text) : m(testing::parse(text)) {
    std::string error;
    model = cost::createCostModel("isel", {}, error);
  }
  SynthResult synth(SynthOptions o) {
    o.seed = 1;
    return synthesize(*m->find("src"), m->dataLayout, o, *model, nullptr);
  }
  verify::Verdict verdict(const ir::Function& tgt) { return verify::checkRefinement(*m->find("src"), tgt, m->dataLayout, {}).verdict; }
};

TEST(RegionSynth, DiamondBecomesOneBlockProvedAgainstTheRegion) {
  RegionRun r(R"(
define i32 @src(i32 %a, i32 %b) {
entry:
  %c = icmp slt i32 %a, %b
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %p = phi i32 [ %b, %then ], [ %a, %entry ]
  %r = xor i32 %p, 5
  ret i32 %r
}
)");
  SynthOptions o;
  o.maxInsts = 2;
  o.timeLimitSeconds = 60;
  o.pool.only = {"smax", "select", "xor"};
  SynthResult res = r.synth(o);
  ASSERT_TRUE(res.unsupported.empty()) << res.unsupported;
  ASSERT_EQ(res.rewrites.size(), 1u);
  const ir::Function& tgt = *res.rewrites[0].function;
  EXPECT_EQ(tgt.blocks().size(), 1u);
  EXPECT_EQ(r.verdict(tgt), verify::Verdict::Correct);
  EXPECT_LT(res.rewrites[0].cost, res.sourceCost);
}

TEST(RegionSynth, GuardedDivisionIsNotHoistedOutOfItsGuard) {
  RegionRun r(R"(
define i32 @src(i32 %a, i32 %b) {
entry:
  %nz = icmp ne i32 %b, 0
  br i1 %nz, label %div, label %join
div:
  %q = udiv i32 %a, %b
  br label %join
join:
  %p = phi i32 [ %q, %div ], [ 0, %entry ]
  %r = add i32 %p, 1
  ret i32 %r
}
)");
  SynthOptions o;
  o.maxInsts = 2;
  o.timeLimitSeconds = 5;
  o.all = true;
  o.pool.only = {"select", "add", "udiv"};
  SynthResult res = r.synth(o);
  ASSERT_TRUE(res.unsupported.empty()) << res.unsupported;
  EXPECT_GT(res.stats.rejectedByVectors, 0u);
  for (const SynthRewrite& rw : res.rewrites) {
    EXPECT_EQ(r.verdict(*rw.function), verify::Verdict::Correct);
    for (auto& inst : rw.function->entry()->instructions()) EXPECT_NE(inst->opcode(), ir::Opcode::UDiv) << "a division by a %b that may be 0";
  }
}

} // namespace
} // namespace theseus::synth
