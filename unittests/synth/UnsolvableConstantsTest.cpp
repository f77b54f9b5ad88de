// Sketches whose constants cannot be solved: the constant queries do not model memory, so on a cut
// that reads memory only constants small enough to enumerate can be found, and the enumerator
// drops the other sketches unpriced instead of sending each to a query that answers unknown.
#include "synth/minotaur/Examples.h"
#include "synth/minotaur/Synth.h"
#include "unittests/synth/SynthTestUtil.h"
#include "verify/ConstantQuery.h"
#include "verify/Refinement.h"

namespace theseus::synth {
namespace {

const char* const kAddsFromMemory = R"(
define i32 @src(ptr %p) {
entry:
  %v = load i32, ptr %p
  %a = add i32 %v, 5
  %b = add i32 %a, 7
  ret i32 %b
}
)";

const char* const kAddsFromArgument = R"(
define i32 @src(i32 %v) {
entry:
  %a = add i32 %v, 5
  %b = add i32 %a, 7
  ret i32 %b
}
)";

// The module parsed from `text` with its memory accesses (as harvest's worker imports a cut).
std::unique_ptr<ir::Module> parseWithMemory(const char* text) {
  bridge::Diagnostic error;
  auto m = bridge::importText(text, "test.ll", error, bridge::ImportOptions{.memory = true});
  EXPECT_TRUE(m.has_value()) << error.str();
  EXPECT_TRUE(m && m->unsupported.empty());
  return m ? std::move(m->module) : nullptr;
}

struct SearchOf {
  std::unique_ptr<ir::Module> m;
  std::unique_ptr<cost::CostModel> model;
  explicit SearchOf(const char* text) : m(parseWithMemory(text)) {
    std::string error;
    model = cost::createCostModel("isel", {}, error);
  }
  const ir::Function& src() const { return *m->find("src"); }
  SynthResult synth(std::vector<std::string> ops, unsigned maxInsts) {
    SynthOptions o;
    o.maxInsts = maxInsts;
    o.pool.only = std::move(ops);
    o.timeLimitSeconds = 60;
    return synthesize(src(), m->dataLayout, o, *model, nullptr);
  }
  verify::Verdict verdict(const ir::Function& tgt) const { return verify::checkRefinement(src(), tgt, m->dataLayout, {}).verdict; }
};

// Whether the constant queries can interpret `text`'s @src.
bool queriesInterpret(const char* text) {
  std::unique_ptr<ir::Module> m = parseWithMemory(text);
  const ir::Function& src = *m->find("src");
  Examples examples(src, m->dataLayout, 1, 8);
  verify::ConstantQueries queries;
  return queries.interprets(src, m->dataLayout, examples.inputs().front());
}

TEST(UnsolvableConstants, TheConstantQueriesInterpretAComputationButNotALoad) {
  EXPECT_TRUE(queriesInterpret(kAddsFromArgument));
  EXPECT_FALSE(queriesInterpret(kAddsFromMemory));
}

TEST(UnsolvableConstants, AWideConstantOfAMemoryCutIsDroppedNotLeftUnknown) {
  SearchOf r(kAddsFromMemory);
  SynthResult res = r.synth({"add"}, 1);
  EXPECT_TRUE(res.rewrites.empty()) << "add %v, 12 needs a 32-bit constant, which the queries cannot solve over memory";
  EXPECT_GT(res.stats.unsolvableConstants, 0u);
  EXPECT_EQ(res.stats.unknowns, 0u) << "no sketch reaches a query that can only answer unknown";
  EXPECT_FALSE(res.stats.timedOut);
}

TEST(UnsolvableConstants, TheSameAddsFromAnArgumentGetTheirConstant) {
  SearchOf r(kAddsFromArgument);
  SynthResult res = r.synth({"add"}, 1);
  ASSERT_EQ(res.rewrites.size(), 1u);
  EXPECT_EQ(r.verdict(*res.rewrites[0].function), verify::Verdict::Correct);
  EXPECT_EQ(res.stats.unsolvableConstants, 0u);
}

TEST(UnsolvableConstants, AMemoryCutStillGetsARewriteWithoutConstants) {
  SearchOf r(R"(
define i32 @src(ptr %p, ptr %q) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %s = add i32 %x, %y
  %d = sub i32 %s, %y
  %r = add i32 %d, %x
  ret i32 %r
}
)");
  SynthResult res = r.synth({"add", "sub"}, 1);
  ASSERT_EQ(res.rewrites.size(), 1u) << "add %x, %x";
  EXPECT_EQ(r.verdict(*res.rewrites[0].function), verify::Verdict::Correct);
  EXPECT_LT(res.rewrites[0].cost, res.sourceCost);
}

TEST(UnsolvableConstants, AMemoryCutStillGetsAnEnumeratedOneBitConstant) {
  SearchOf r(R"(
define i1 @src(ptr %p) {
entry:
  %v = load i8, ptr %p
  %c = icmp ult i8 %v, 0
  ret i1 %c
}
)");
  SynthResult res = r.synth({"add"}, 1);
  ASSERT_EQ(res.rewrites.size(), 1u) << "ret i1 false";
  EXPECT_EQ(r.verdict(*res.rewrites[0].function), verify::Verdict::Correct);
  EXPECT_EQ(res.rewrites[0].function->entry()->instructions().size(), 1u);
}

TEST(UnsolvableConstants, AWrongOneBitConstantOfAMemoryCutIsNotReturned) {
  SearchOf r(R"(
define i1 @src(ptr %p) {
entry:
  %v = load i8, ptr %p
  %c = icmp ult i8 %v, 200
  ret i1 %c
}
)");
  SynthResult res = r.synth({"add"}, 0);
  EXPECT_TRUE(res.rewrites.empty()) << "neither i1 0 nor i1 1 refines a compare the loaded byte decides";
}

} // namespace
} // namespace theseus::synth
