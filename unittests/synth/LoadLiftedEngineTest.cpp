// Engines on cuts whose loads are lifted into arguments (synth/engine/LoadLiftedEngine.h): a real
// engine's rewrite comes back with the cut's loads and proved against the cut; a rewrite of the
// lifted function that does not refine the cut is dropped, whatever the wrapped engine claims;
// cuts the lifting leaves alone reach the engine unchanged.
#include "EngineTestSupport.h"
#include "semantics/Evaluator.h"
#include "synth/EngineFactory.h"
#include "synth/engine/LoadLiftedEngine.h"
#include "verify/Refinement.h"

#include <gtest/gtest.h>

namespace theseus::synth {
namespace {

using namespace theseus::synth::engine_test;

// umin(zext a + zext b, 255) truncated, over two 16-byte rows: uadd.sat of the loaded rows.
const char* const kSaturatingRows = R"(
define <16 x i8> @f(ptr %in0, ptr %in1) {
  %a = load <16 x i8>, ptr %in0, align 1
  %za = zext <16 x i8> %a to <16 x i32>
  %b = load <16 x i8>, ptr %in1, align 1
  %zb = zext <16 x i8> %b to <16 x i32>
  %s = add nuw nsw <16 x i32> %zb, %za
  %m = call <16 x i32> @llvm.umin.v16i32(<16 x i32> %s, <16 x i32> splat (i32 255))
  %r = trunc nuw <16 x i32> %m to <16 x i8>
  ret <16 x i8> %r
}
declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>)
)";

// `text` imported with memory, as the harvest's cuts with loads are.
Parsed parseWithMemory(const char* text) { return parse(text, {.memory = true}); }

// An engine that answers every cut with a copy of it whose return is replaced by its first
// argument, claiming a proof, and remembers the cut it was given.
class ClaimsFirstArgument final : public Engine {
public:
  std::string_view name() const override { return "claims-first-argument"; }
  EngineResult run(const EngineRequest& request) override {
    seenUsesMemory = semantics::usesMemory(request.cut);
    EngineResult out;
    auto f = std::make_unique<ir::Function>("tgt", request.cut.returnType());
    for (auto& a : request.cut.arguments()) f->addArgument(a->type(), a->name());
    auto ret = std::make_unique<ir::Instruction>(ir::Opcode::Ret, ir::Type::voidTy());
    ret->addOperand(f->arguments().front().get());
    f->addBlock("entry")->append(std::move(ret));
    out.rewrites.push_back({std::move(f), 0, 0});
    out.sourceCost = 10;
    return out;
  }
  bool seenUsesMemory = true;
};

uint64_t counter(const EngineResult& r, const char* name) { return r.stats.counter(name); }

TEST(LoadLiftedEngine, MinotaursRewriteOfTheLiftedRowsComesBackWithTheLoadsAndProved) {
  Parsed p = parseWithMemory(kSaturatingRows);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::string error;
  std::unique_ptr<Engine> minotaur = createEngine("minotaur", error);
  ASSERT_TRUE(minotaur) << error;
  auto engine = std::make_unique<LoadLiftedEngine>(std::move(minotaur));
  EngineResult r = engine->run({*p.cut, p.module->dataLayout, {.seconds = 20, .maxInsts = 1}, *model, "x86-64-v3"});
  ASSERT_FALSE(r.rewrites.empty());
  EXPECT_EQ(counter(r, "lifted locations"), 2u);
  const ir::Function& best = *r.rewrites.front().function;
  ASSERT_EQ(best.arguments().size(), 2u);
  EXPECT_TRUE(best.arguments()[0]->type().isPtr());
  EXPECT_TRUE(semantics::usesMemory(best));
  EXPECT_LT(r.rewrites.front().cost, r.sourceCost);
  verify::Options options;
  options.timeoutMs = 60000;
  EXPECT_EQ(verify::checkRefinement(*p.cut, best, p.module->dataLayout, options).verdict, verify::Verdict::Correct);
}

TEST(LoadLiftedEngine, ARewriteThatDoesNotRefineTheCutIsDroppedWhateverTheEngineClaims) {
  Parsed p = parseWithMemory(kSaturatingRows);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  auto inner = std::make_unique<ClaimsFirstArgument>();
  ClaimsFirstArgument* seen = inner.get();
  LoadLiftedEngine engine(std::move(inner));
  EngineResult r = engine.run({*p.cut, p.module->dataLayout, {.seconds = 20}, *model, "x86-64-v3"});
  EXPECT_FALSE(seen->seenUsesMemory) << "the engine was given the lifted cut";
  EXPECT_TRUE(r.rewrites.empty());
  EXPECT_EQ(counter(r, "restored proofs failed"), 1u);
}

TEST(LoadLiftedEngine, ACutThatLoadsALocationTwiceReachesTheEngineWithItsMemory) {
  Parsed p = parseWithMemory(R"(
define i32 @f(ptr %p) {
  %a = load i32, ptr %p, align 4
  %b = load i32, ptr %p, align 4
  %r = add i32 %a, %b
  ret i32 %r
}
)");
  ASSERT_TRUE(p.cut);
  auto model = isel();
  auto inner = std::make_unique<ClaimsFirstArgument>();
  ClaimsFirstArgument* seen = inner.get();
  LoadLiftedEngine engine(std::move(inner));
  EngineResult r = engine.run({*p.cut, p.module->dataLayout, {.seconds = 5}, *model, "x86-64-v3"});
  EXPECT_TRUE(seen->seenUsesMemory);
  EXPECT_EQ(counter(r, "lifted locations"), 0u);
}

} // namespace
} // namespace theseus::synth
