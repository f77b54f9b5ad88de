// The peephole database (synth/peephole/, store/sqlite/PeepholeTable.h, driver/PeepholeTables.h):
// a table of programs up to length 2 at i8 built in a temporary directory, the catalogue walk
// agreeing with the generic semantics, the cheapest program kept per fingerprint, and the engine's
// lookups: a hit proved, a miss, a fingerprint collision refuted, cuts out of scope, bad files.
#include "EngineTestSupport.h"
#include "driver/PeepholeTables.h"
#include "semantics/Evaluator.h"
#include "synth/EngineFactory.h"
#include "synth/peephole/Fingerprint.h"
#include "synth/peephole/ProgramText.h"
#include "synth/peephole/TableBuilder.h"
#include "verify/Refinement.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

namespace theseus::synth {
namespace {

using namespace theseus::synth::engine_test;
namespace fs = std::filesystem;

peephole::BuildOptions tinyOptions() {
  peephole::BuildOptions options;
  options.maxLength = 2;
  options.widths = {8};
  options.maxArity = 2;
  options.ops = peephole::defaultTableOps();
  return options;
}

// A table of tinyOptions() built once for the suite in a fresh directory.
class PeepholeTable : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    driver::installPeepholeTables();
    dir_ = new fs::path(fs::temp_directory_path() / ("theseus-peephole-" + std::to_string(::getpid())));
    fs::create_directories(*dir_);
    std::string error;
    auto writer = driver::createPeepholeTableWriter(path(), error);
    ASSERT_TRUE(writer) << error;
    auto model = isel();
    auto figures = peephole::buildTable(tinyOptions(), *model, *writer, error);
    ASSERT_TRUE(figures) << error;
    programs_ = figures->programs;
    rows_ = figures->rows;
  }
  static void TearDownTestSuite() {
    std::error_code ec;
    fs::remove_all(*dir_, ec);
    delete dir_;
  }
  static std::string path() { return (*dir_ / "tiny.db").string(); }

  static std::unique_ptr<Engine> engine() {
    std::string error;
    auto e = createEngine("peephole-db", {{"database", path()}}, error);
    EXPECT_TRUE(e) << error;
    return e;
  }

  static inline fs::path* dir_ = nullptr;
  static inline uint64_t programs_ = 0, rows_ = 0;
};

EngineResult runOn(Engine& engine, const Parsed& p, cost::CostModel& model) {
  EngineBudget budget;
  return engine.run({*p.cut, p.module->dataLayout, budget, model, model.mcpu()});
}

TEST_F(PeepholeTable, KeepsFewerRowsThanPrograms) {
  EXPECT_GT(programs_, rows_);
  EXPECT_GT(rows_, 1000u);
}

TEST_F(PeepholeTable, FourXIsOneShiftProved) {
  Parsed p = parse(R"(
define i8 @f(i8 %x) {
  %a = add i8 %x, %x
  %b = add i8 %a, %x
  %c = add i8 %b, %x
  ret i8 %c
}
)");
  auto model = isel();
  auto e = engine();
  EngineResult r = runOn(*e, p, *model);
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  ASSERT_EQ(r.rewrites.size(), 1u);
  EXPECT_EQ(r.stats.counter("lookups"), 1u);
  EXPECT_EQ(r.stats.counter("hits"), 1u);
  EXPECT_EQ(r.stats.counter("proved"), 1u);
  EXPECT_LT(r.rewrites[0].cost, r.sourceCost);
  EXPECT_EQ(countInstructions(*r.rewrites[0].function), 1u);
  verify::Result again = verify::checkRefinement(*p.cut, *r.rewrites[0].function, p.module->dataLayout, verify::Options{});
  EXPECT_EQ(again.verdict, verify::Verdict::Correct);
}

TEST_F(PeepholeTable, ArgumentsAreRenumberedByFirstUse) {
  Parsed p = parse(R"(
define i8 @f(i8 %unused, i8 %y, i8 %x) {
  %a = sub i8 %x, %y
  %b = add i8 %a, %y
  %c = xor i8 %b, -1
  %d = xor i8 %c, -1
  ret i8 %d
}
)");
  auto model = isel();
  auto e = engine();
  EngineResult r = runOn(*e, p, *model);
  ASSERT_EQ(r.rewrites.size(), 1u) << r.unsupported;
  EXPECT_EQ(countInstructions(*r.rewrites[0].function), 0u);
  EXPECT_EQ(r.rewrites[0].function->arguments().size(), 3u);
  verify::Result again = verify::checkRefinement(*p.cut, *r.rewrites[0].function, p.module->dataLayout, verify::Options{});
  EXPECT_EQ(again.verdict, verify::Verdict::Correct);
}

TEST_F(PeepholeTable, AMissProvesNothing) {
  Parsed p = parse(R"(
define i8 @f(i8 %x) {
  %a = udiv i8 %x, 7
  %b = add i8 %a, 1
  ret i8 %b
}
)");
  auto model = isel();
  auto e = engine();
  EngineResult r = runOn(*e, p, *model);
  EXPECT_TRUE(r.unsupported.empty()) << r.unsupported;
  EXPECT_TRUE(r.rewrites.empty());
  EXPECT_EQ(r.stats.counter("lookups"), 1u);
  EXPECT_EQ(r.stats.counter("hits"), 0u);
  EXPECT_EQ(r.stats.smtQueries, 0u);
}

// 4x except at one input no lane holds: its fingerprint is shl x, 2's, the proof refutes it.
TEST_F(PeepholeTable, AFingerprintCollisionIsRefuted) {
  peephole::LaneArgs lanes = peephole::tableLanes(8, 1, tinyOptions().seed);
  unsigned odd = 0;
  while (std::any_of(lanes.begin(), lanes.end(), [&](const std::vector<uint64_t>& lane) { return lane[0] == odd; })) ++odd;
  std::string text = "define i8 @f(i8 %x) {\n  %a = shl i8 %x, 1\n  %b = add i8 %a, %a\n  %c = icmp eq i8 %x, " + std::to_string(odd) +
                     "\n  %r = select i1 %c, i8 5, i8 %b\n  ret i8 %r\n}\n";
  Parsed p = parse(text.c_str());
  auto model = isel();
  auto e = engine();
  EngineResult r = runOn(*e, p, *model);
  EXPECT_TRUE(r.unsupported.empty()) << r.unsupported;
  EXPECT_TRUE(r.rewrites.empty());
  EXPECT_EQ(r.stats.counter("hits"), 1u);
  EXPECT_EQ(r.stats.counter("refuted"), 1u);
  EXPECT_EQ(r.stats.counter("proved"), 0u);
}

TEST_F(PeepholeTable, CutsOutsideTheTableAreUnsupported) {
  auto model = isel();
  auto e = engine();
  Parsed wide = parse("define i16 @f(i16 %x) {\n  %a = add i16 %x, %x\n  %b = add i16 %a, %a\n  ret i16 %b\n}\n");
  EXPECT_NE(runOn(*e, wide, *model).unsupported.find("signature i16(i16)"), std::string::npos);
  Parsed three = parse("define i8 @f(i8 %x, i8 %y, i8 %z) {\n  %a = add i8 %x, %y\n  %b = add i8 %a, %z\n  ret i8 %b\n}\n");
  EXPECT_NE(runOn(*e, three, *model).unsupported.find("signature i8(i8,i8,i8)"), std::string::npos);
}

TEST_F(PeepholeTable, KeepsTheCheapestProgramOfAFingerprint) {
  std::string error;
  auto reader = driver::openPeepholeTable(path(), error);
  ASSERT_TRUE(reader) << error;
  peephole::LaneArgs lanes = peephole::tableLanes(8, 1, tinyOptions().seed);
  uint64_t doubled[peephole::kLanes];
  for (unsigned t = 0; t < peephole::kLanes; ++t) doubled[t] = (lanes[t][0] * 2) & 0xff;
  auto row = reader->lookup(8, 1, peephole::fingerprintDigest(doubled, 0, 8));
  ASSERT_TRUE(row);
  auto model = isel();
  double cheapest = 1e9;
  for (const char* op : {"add i8 %x, %x", "shl i8 %x, 1", "mul i8 %x, 2"}) {
    Parsed p = parse(("define i8 @f(i8 %x) {\n  %a = " + std::string(op) + "\n  ret i8 %a\n}\n").c_str());
    cheapest = std::min(cheapest, model->cost(*p.cut).cost->primary);
  }
  EXPECT_EQ(row->length, 1u);
  EXPECT_EQ(row->cost, cheapest);
}

TEST_F(PeepholeTable, MissingAndCorruptFilesAreNamed) {
  std::string error;
  EXPECT_FALSE(createEngine("peephole-db", {}, error));
  EXPECT_NE(error.find("'database'"), std::string::npos) << error;
  std::string missing = (*dir_ / "missing.db").string();
  EXPECT_FALSE(createEngine("peephole-db", {{"database", missing}}, error));
  EXPECT_NE(error.find(missing), std::string::npos) << error;
  std::string corrupt = (*dir_ / "corrupt.db").string();
  std::ofstream(corrupt) << "this is not a SQLite database, only some bytes of text\n";
  EXPECT_FALSE(createEngine("peephole-db", {{"database", corrupt}}, error));
  EXPECT_NE(error.find("not a peephole database"), std::string::npos) << error;
}

// Every program the catalogue walk visits has, on every lane, the value the generic semantics give
// its function: the fingerprints the table stores are the ones the engine computes.
TEST(PeepholeCatalogue, LanesAgreeWithTheEvaluator) {
  massalin::EnumerationConfig config;
  config.width = 8;
  config.argCount = 2;
  config.constants = peephole::tableConstants(tinyOptions(), 8);
  for (ir::Opcode op : peephole::defaultTableOps()) config.ops.push_back({op, ir::ICmpPred::EQ, ir::Opcode::ZExt});
  config.maxLength = 1;
  peephole::LaneArgs lanes = peephole::tableLanes(8, 2, 1);
  Parsed signature = parse("define i8 @f(i8 %x, i8 %y) {\n  ret i8 %x\n}\n");
  std::vector<semantics::TestInput> inputs(peephole::kLanes);
  for (unsigned t = 0; t < peephole::kLanes; ++t)
    for (uint64_t v : lanes[t]) inputs[t].args.push_back({semantics::ConcreteLane{ir::Bits(8, v), false}});

  struct Checker final : massalin::ProgramVisitor {
    void visit(const std::vector<massalin::Step>& steps, unsigned leaf, const uint64_t* values, uint32_t taint) override {
      auto f = peephole::buildFunction(peephole::programFromSteps(steps, leaf, 2, *constants), *signature, {0, 1});
      auto out = semantics::evaluate(*f, *dl, *inputs);
      for (unsigned t = 0; t < peephole::kLanes; ++t) {
        bool bad = out[t].ub || out[t].ret.front().poison;
        if (bad != bool((taint >> t) & 1) || (!bad && out[t].ret.front().value.low64() != values[t])) ++disagreements;
      }
      ++visited;
    }
    const std::vector<uint64_t>* constants;
    const ir::Function* signature;
    const ir::DataLayout* dl;
    const std::vector<semantics::TestInput>* inputs;
    uint64_t visited = 0, disagreements = 0;
  } checker;
  checker.constants = &config.constants;
  checker.signature = signature.cut;
  checker.dl = &signature.module->dataLayout;
  checker.inputs = &inputs;
  massalin::enumerateAll(config, lanes, checker);
  EXPECT_EQ(checker.disagreements, 0u);
  EXPECT_GT(checker.visited, 100u);
}

TEST(PeepholeProgramText, RoundTripsAndRejectsMalformedText) {
  std::string error;
  for (const char* text : {"x0", "-1", "mul x0, 3", "shl x0, 1; add t1, x1", "sub 0, x1; and t1, -128"}) {
    auto p = peephole::parseProgram(text, 8, 2, error);
    ASSERT_TRUE(p) << text << ": " << error;
    EXPECT_EQ(peephole::programText(*p, 8), text);
  }
  for (const char* text : {"x2", "foo x0, x1", "add x0 x1", "add x0, t1", "add x0, x1; sub t2, x0", "icmp x0, x1"})
    EXPECT_FALSE(peephole::parseProgram(text, 8, 2, error)) << text;
}

} // namespace
} // namespace theseus::synth
