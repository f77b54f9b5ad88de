// The cegis engine (synth/cegis/) and its synthesis query (verify/ComponentQuery.h): a known
// shortest program (Hacker's Delight P1, x & (x - 1)), an exact Brahma library, the query's "no
// program", the engine's contract (only proved programs, a counterexample joins the examples, the
// deadline kept, unsupported cuts named) and its settings.
#include "EngineTestSupport.h"
#include "synth/EngineFactory.h"
#include "synth/cegis/Cegis.h"
#include "synth/cegis/Library.h"
#include "synth/cegis/Lowering.h"
#include "verify/ComponentQuery.h"
#include "verify/Refinement.h"

#include <gtest/gtest.h>

#include <chrono>

namespace theseus::synth {
namespace {

using namespace theseus::synth::engine_test;

// x, except 0 at the one input 123456789, which random and edge test vectors all but surely miss.
const char* const kOneOddInput = R"(
define i32 @f(i32 noundef %x) {
  %c = icmp eq i32 %x, 123456789
  %r = select i1 %c, i32 0, i32 %x
  ret i32 %r
}
)";

std::vector<ir::Opcode> opcodesOf(const ir::Function& f) {
  std::vector<ir::Opcode> out;
  for (auto& inst : f.entry()->instructions()) out.push_back(inst->opcode());
  return out;
}

bool proved(const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl) {
  return verify::checkRefinement(src, tgt, dl, verify::Options{}).verdict == verify::Verdict::Correct;
}

semantics::TestInput inputOf(uint64_t x) { return {{{semantics::ConcreteLane{ir::Bits(32, x), false}}}}; }

TEST(ComponentQuery, FindsAWellFormedProgramRightOnEveryExample) {
  Parsed p = parse(kP1);
  ASSERT_TRUE(p.cut);
  verify::ComponentLibrary library;
  library.components = {{cegis::opsNamed("sub")}, {cegis::opsNamed("and")}};
  library.constantCount = 1;
  verify::ComponentQueries queries;
  queries.reset(library);
  std::vector<semantics::TestInput> inputs;
  for (uint64_t x : {12u, 7u, 1024u, 0u, 0xF0F0u, 0x80000000u}) {
    inputs.push_back(inputOf(x));
    queries.addExample({inputs.back(), uint32_t(x & (x - 1))});
  }
  verify::ComponentAnswer a = queries.solve(10000);
  ASSERT_EQ(a.status, verify::ComponentStatus::Found) << a.reason;
  ASSERT_EQ(a.program.constants.size(), 1u);
  ASSERT_EQ(a.program.lines.size(), 2u);
  EXPECT_EQ(a.program.output, 3u);
  for (size_t i = 0; i < a.program.lines.size(); ++i)
    for (unsigned operand : a.program.lines[i].operands) EXPECT_LT(operand, 2u + i);
  const verify::ComponentLine& last = a.program.lines.back();
  EXPECT_EQ(library.components[last.component].ops.front().op, ir::Opcode::And);
  std::unique_ptr<ir::Function> program = cegis::lowerProgram(*p.cut, library, a.program);
  std::vector<semantics::TestOutput> out = semantics::evaluate(*program, p.module->dataLayout, inputs);
  for (size_t i = 0; i < inputs.size(); ++i) {
    uint64_t x = inputs[i].args[0][0].value.low64();
    EXPECT_FALSE(out[i].ub || out[i].ret[0].poison);
    EXPECT_EQ(out[i].ret[0].value.low64(), uint32_t(x & (x - 1))) << "x = " << x;
  }
}

TEST(ComponentQuery, SaysNoProgramWhenTheLibraryCannotFitTheExamples) {
  verify::ComponentLibrary library;
  library.components = {{cegis::opsNamed("add")}};
  verify::ComponentQueries queries;
  queries.reset(library);
  for (uint64_t x : {3u, 5u}) queries.addExample({inputOf(x), x * 3});
  EXPECT_EQ(queries.solve(10000).status, verify::ComponentStatus::NoProgram);
}

TEST(CegisSearch, FindsTheShortestProgramForP1) {
  Parsed p = parse(kP1);
  ASSERT_TRUE(p.cut);
  cegis::CegisOptions options;
  options.ops = cegis::defaultOps();
  cegis::CegisResult r = cegis::search(*p.cut, p.module->dataLayout, options, cegis::CegisLimits{3, 60, 10000});
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  ASSERT_TRUE(r.best);
  EXPECT_EQ(r.length, 2u);
  EXPECT_EQ(opcodesOf(*r.best).back(), ir::Opcode::Ret);
  EXPECT_TRUE(proved(*p.cut, *r.best, p.module->dataLayout));
  EXPECT_GE(r.stats.noProgram, 2u);
  EXPECT_GE(r.stats.proofs, 1u);
  EXPECT_FALSE(r.stats.timedOut);
}

TEST(CegisSearch, AnExactLibraryWithAConstantComponentFindsP1) {
  Parsed p = parse(kP1);
  ASSERT_TRUE(p.cut);
  cegis::CegisOptions options;
  options.components = std::vector<verify::Component>{{cegis::opsNamed("sub")}, {cegis::opsNamed("and")}};
  options.constantComponents = 1;
  cegis::CegisResult r = cegis::search(*p.cut, p.module->dataLayout, options, cegis::CegisLimits{3, 60, 10000});
  ASSERT_TRUE(r.best);
  EXPECT_FALSE(r.optimal);
  EXPECT_EQ(opcodesOf(*r.best), (std::vector<ir::Opcode>{ir::Opcode::Sub, ir::Opcode::And, ir::Opcode::Ret}));
  EXPECT_TRUE(proved(*p.cut, *r.best, p.module->dataLayout));
}

TEST(CegisSearch, AProgramRightOnTheExamplesButNotARefinementIsRefutedAndItsCounterexampleJoins) {
  Parsed p = parse(kOneOddInput);
  ASSERT_TRUE(p.cut);
  cegis::CegisOptions options;
  options.ops = cegis::opsNamed("add");
  options.constants = std::vector<int64_t>{0};
  cegis::CegisResult r = cegis::search(*p.cut, p.module->dataLayout, options, cegis::CegisLimits{1, 60, 10000});
  EXPECT_FALSE(r.best);
  EXPECT_GE(r.stats.counterexamples, 1u);
  EXPECT_GE(r.stats.proofs, 1u);
  EXPECT_GT(r.stats.examples, r.stats.proofs);
  EXPECT_TRUE(r.optimal);
}

TEST(CegisEngine, FindsAProvedRewriteThroughTheFactory) {
  Parsed p = parse(kP1);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::string error;
  auto engine = createEngine("cegis", {{"shortest", true}}, error);
  ASSERT_TRUE(engine) << error;
  EXPECT_EQ(engine->name(), "cegis");
  EngineResult r = engine->run({*p.cut, p.module->dataLayout, EngineBudget{60, 2, 10000}, *model, "x86-64-v3"});
  EXPECT_TRUE(r.unsupported.empty()) << r.unsupported;
  ASSERT_EQ(r.rewrites.size(), 1u);
  EXPECT_EQ(countInstructions(*r.rewrites.front().function), 2u);
  EXPECT_TRUE(proved(*p.cut, *r.rewrites.front().function, p.module->dataLayout));
  EXPECT_EQ(r.stats.counter("proofs") + r.stats.counter("iterations"), r.stats.smtQueries);
  EXPECT_GT(r.stats.timing("synthesis"), 0);
  ASSERT_TRUE(r.optimal.has_value());
}

TEST(CegisEngine, ReturnsWithinItsBudgetAndSaysItTimedOut) {
  Parsed p = parse(kOutOfReach);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::string error;
  auto engine = createEngine("cegis", {{"shortest", true}}, error);
  ASSERT_TRUE(engine) << error;
  auto start = std::chrono::steady_clock::now();
  EngineResult r = engine->run({*p.cut, p.module->dataLayout, EngineBudget{1, 5, 10000}, *model, "x86-64-v3"});
  EXPECT_LT(secondsSince(start), 5.0);
  EXPECT_TRUE(r.stats.timedOut);
  EXPECT_TRUE(r.rewrites.empty());
  EXPECT_EQ(r.optimal, std::optional<bool>(false));
}

TEST(CegisEngine, ACutOutsideItsFragmentIsUnsupported) {
  Parsed p = parse("define i32 @f(i64 %x) {\n  %t = trunc i64 %x to i32\n  %u = add i32 %t, 1\n  ret i32 %u\n}\n");
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::string error;
  EngineResult r = createEngine("cegis", error)->run({*p.cut, p.module->dataLayout, EngineBudget{}, *model, "x86-64-v3"});
  EXPECT_NE(r.unsupported.find("not of the return type"), std::string::npos) << r.unsupported;
  EXPECT_TRUE(r.rewrites.empty());
}

TEST(CegisEngine, RejectsSettingsItDoesNotReadOrAccept) {
  std::string error;
  EXPECT_TRUE(createEngine("cegis", {{"ops", std::vector<std::string>{"add", "icmp"}}, {"consts", std::vector<int64_t>{1}}}, error)) << error;
  EXPECT_TRUE(createEngine("cegis", {{"components", std::vector<std::string>{"sub", "and", "const"}}}, error)) << error;
  EXPECT_FALSE(createEngine("cegis", {{"classes", true}}, error));
  EXPECT_NE(error.find("the cegis engine has no setting 'classes'"), std::string::npos) << error;
  EXPECT_FALSE(createEngine("cegis", {{"ops", std::vector<std::string>{"add", "phi"}}}, error));
  EXPECT_NE(error.find("'phi'"), std::string::npos) << error;
  EXPECT_FALSE(createEngine("cegis", {{"components", std::vector<std::string>{"add", "frob"}}}, error));
  EXPECT_NE(error.find("'frob'"), std::string::npos) << error;
  EXPECT_FALSE(createEngine("cegis", {{"components", std::vector<std::string>{"add"}}, {"icmp", true}}, error));
  EXPECT_NE(error.find("replaces ops and icmp"), std::string::npos) << error;
  EXPECT_FALSE(createEngine("cegis", {{"shortest", int64_t(1)}}, error));
  EXPECT_NE(error.find("wrong kind"), std::string::npos) << error;
}

} // namespace
} // namespace theseus::synth
