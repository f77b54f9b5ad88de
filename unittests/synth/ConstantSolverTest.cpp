#include "synth/minotaur/ConstantSolver.h"
#include "unittests/synth/SynthTestUtil.h"
#include "verify/ConstantQuery.h"

namespace theseus::synth {
namespace {

using Clock = std::chrono::steady_clock;

const char* const kSubAdd = R"(
define i8 @src(i8 %x) {
entry:
  %a = sub i8 %x, 7
  %b = add i8 %a, 4
  ret i8 %b
}
)";

struct Case {
  std::unique_ptr<ir::Module> m;
  const ir::Function* cut;
  std::unique_ptr<Pool> pool;
  std::unique_ptr<Examples> examples;
  SynthStats stats;
  verify::ConstantQueries queries;
  explicit Case(const char* text, PoolOptions o = {}) : m(testing::parse(text)), cut(m->find("src")) {
    pool = std::make_unique<Pool>(*cut, o);
    examples = std::make_unique<Examples>(*cut, m->dataLayout, 1, 64);
  }
  // `op i8 %x, C`.
  Candidate withConstant(const std::string& op) {
    ir::Type i8 = ir::Type::intTy(8);
    return Candidate::hole(i8).fill(0, testing::templateNamed(*pool, op + " i8(i8,i8)"), {testing::input(0, i8), testing::constant(i8)});
  }
  ConstantSolution solve(const Candidate& c, ConstantMethod method, unsigned timeoutMs) {
    return solveConstants(queries, *cut, m->dataLayout, *pool, c, *examples, method, false, timeoutMs, timeoutMs, Clock::now() + std::chrono::seconds(30), stats);
  }
};

uint64_t constantOperand(const ir::Function& f) {
  for (auto& inst : f.entry()->instructions())
    for (ir::Value* v : inst->operands())
      if (v->valueKind() == ir::Value::Kind::Constant) return static_cast<ir::Constant*>(v)->scalarValue()->low64();
  return ~uint64_t(0);
}

TEST(ConstantSolver, CegisFindsTheConstantAndTheRewriteIsProved) {
  Case c(kSubAdd);
  ConstantSolution s = c.solve(c.withConstant("add"), ConstantMethod::Cegis, 10000);
  ASSERT_EQ(s.outcome, ConstantSolution::Outcome::Proved);
  EXPECT_EQ(s.method, ConstantMethod::Cegis);
  EXPECT_EQ(constantOperand(*s.rewrite), 253u) << "x - 7 + 4 = x + (-3)";
  EXPECT_GE(c.stats.cegisIterations, 1u);
}

TEST(ConstantSolver, QuantifiedQueryFindsTheConstant) {
  Case c(kSubAdd);
  ConstantSolution s = c.solve(c.withConstant("add"), ConstantMethod::Quantified, 10000);
  ASSERT_EQ(s.outcome, ConstantSolution::Outcome::Proved);
  EXPECT_EQ(s.method, ConstantMethod::Quantified);
  EXPECT_EQ(constantOperand(*s.rewrite), 253u);
  EXPECT_EQ(c.stats.quantifiedQueries, 1u);
}

TEST(ConstantSolver, NoConstantMakesXorASubtraction) {
  Case c(kSubAdd);
  ConstantSolution s = c.solve(c.withConstant("xor"), ConstantMethod::Cegis, 10000);
  EXPECT_EQ(s.outcome, ConstantSolution::Outcome::NoConstants);
  EXPECT_EQ(s.rewrite, nullptr);
}

TEST(ConstantSolver, SmallConstantsAreEnumeratedExactly) {
  Case c(R"(
define i4 @src(i4 %x) {
entry:
  %a = sub i4 %x, 7
  %b = add i4 %a, 4
  ret i4 %b
}
)");
  ir::Type i4 = ir::Type::intTy(4);
  auto op = [&](const char* name) {
    return Candidate::hole(i4).fill(0, testing::templateNamed(*c.pool, std::string(name) + " i4(i4,i4)"), {testing::input(0, i4), testing::constant(i4)});
  };
  auto solve = [&](const Candidate& k) {
    return solveConstants(c.queries, *c.cut, c.m->dataLayout, *c.pool, k, *c.examples, ConstantMethod::Cegis, true, 10000, 10000,
                          Clock::now() + std::chrono::seconds(30), c.stats);
  };
  ConstantSolution add = solve(op("add"));
  ASSERT_EQ(add.outcome, ConstantSolution::Outcome::Proved);
  EXPECT_EQ(add.method, ConstantMethod::Enumerated);
  EXPECT_EQ(solve(op("xor")).outcome, ConstantSolution::Outcome::NoConstants);
  EXPECT_EQ(c.stats.cegisIterations, 0u) << "no solver query for the constants";
}

TEST(ConstantSolver, ASketchResumesWhereItsSliceStopped) {
  Case c(kSubAdd);
  ConstantSolver solver(c.queries, *c.cut, c.m->dataLayout, *c.pool, *c.examples, ConstantMethod::Cegis, false, 10000, 10000,
                        Clock::now() + std::chrono::seconds(30), c.stats);
  Candidate k = c.withConstant("add");
  SketchProgress progress;
  EXPECT_EQ(solver.advance(k, progress, {0, 10000}).outcome, ConstantSolution::Outcome::Open);
  EXPECT_EQ(c.stats.cegisIterations, 0u) << "a slice of no iterations asks nothing";
  ConstantSolution s = solver.advance(k, progress, {ConstantSolver::kMaxCegisIterations, 10000});
  ASSERT_EQ(s.outcome, ConstantSolution::Outcome::Proved);
  EXPECT_EQ(constantOperand(*s.rewrite), 253u);
  EXPECT_EQ(progress.iterations, c.stats.cegisIterations);
}

// trunc(lshr(mul(C1, zext x), C2)) for `udiv i16 x, 515`: constant queries of more than 1 ms.
Candidate magicSketch(const Pool& pool) {
  ir::Type i16 = ir::Type::intTy(16), i32 = ir::Type::intTy(32);
  Candidate t = Candidate::hole(i16).fill(0, testing::templateNamed(pool, "trunc i16(i32)"), {testing::hole(i32)});
  t = t.fill(t.firstHole(), testing::templateNamed(pool, "lshr i32(i32,i32)"), {testing::hole(i32), testing::constant(i32)});
  t = t.fill(t.firstHole(), testing::templateNamed(pool, "mul i32(i32,i32)"), {testing::constant(i32), testing::hole(i32)});
  return t.fill(t.firstHole(), testing::templateNamed(pool, "zext i32(i16)"), {testing::input(0, ir::Type::intTy(16))});
}

const char* const kUdiv515 = R"(
define i16 @src(i16 %x) {
entry:
  %r = udiv i16 %x, 515
  ret i16 %r
}
)";

TEST(ConstantSolver, AQueryCutShortByItsSliceStaysOpenUnlessTheSliceHadTheFullTimeout) {
  Case c(kUdiv515);
  auto deadline = Clock::now() + std::chrono::seconds(30);
  Candidate k = magicSketch(*c.pool);
  ConstantSolver patient(c.queries, *c.cut, c.m->dataLayout, *c.pool, *c.examples, ConstantMethod::Cegis, false, 10000, 10000, deadline, c.stats);
  SketchProgress first;
  EXPECT_EQ(patient.advance(k, first, {ConstantSolver::kMaxCegisIterations, 1}).outcome, ConstantSolution::Outcome::Open);
  EXPECT_EQ(c.stats.unknowns, 0u) << "a query cut short by its slice is asked again, not a doubt";
  ConstantSolver hasty(c.queries, *c.cut, c.m->dataLayout, *c.pool, *c.examples, ConstantMethod::Cegis, false, 1, 10000, deadline, c.stats);
  SketchProgress second;
  ConstantSolution s = hasty.advance(k, second, {ConstantSolver::kMaxCegisIterations, 1});
  EXPECT_EQ(s.outcome, ConstantSolution::Outcome::Unknown);
  EXPECT_EQ(s.rewrite, nullptr);
  EXPECT_GE(c.stats.unknowns, 1u) << "a query that ran out of its full timeout is a doubt";
}

TEST(ConstantSolver, TinyQueryTimeoutYieldsNoRewrite) {
  Case c(R"(
define i16 @src(i16 %x) {
entry:
  %r = udiv i16 %x, 515
  ret i16 %r
}
)");
  ir::Type i16 = ir::Type::intTy(16), i32 = ir::Type::intTy(32);
  Candidate t = Candidate::hole(i16).fill(0, testing::templateNamed(*c.pool, "trunc i16(i32)"), {testing::hole(i32)});
  t = t.fill(t.firstHole(), testing::templateNamed(*c.pool, "lshr i32(i32,i32)"), {testing::hole(i32), testing::constant(i32)});
  t = t.fill(t.firstHole(), testing::templateNamed(*c.pool, "mul i32(i32,i32)"), {testing::constant(i32), testing::hole(i32)});
  t = t.fill(t.firstHole(), testing::templateNamed(*c.pool, "zext i32(i16)"), {testing::input(0, i16)});
  ConstantSolution s = c.solve(t, ConstantMethod::Cegis, 1);
  EXPECT_NE(s.outcome, ConstantSolution::Outcome::Proved);
  EXPECT_EQ(s.rewrite, nullptr);
}

} // namespace
} // namespace theseus::synth
