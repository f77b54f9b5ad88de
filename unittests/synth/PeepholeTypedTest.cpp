// The peephole table's typed part (synth/peephole/TypedEnumeration.h, TypedProgram.h): a table
// of i8 with typed widths 1, 8 and 16 built in a temporary directory; the typed walk agreeing
// with the concrete evaluator program by program; cuts through a compare, a cast and a select
// looked up and proved; a fingerprint collision through a compare refuted and not applied;
// typed program text round trips.
#include "EngineTestSupport.h"
#include "driver/PeepholeTables.h"
#include "semantics/Evaluator.h"
#include "synth/EngineFactory.h"
#include "synth/peephole/TableBuilder.h"
#include "synth/peephole/TypedEnumeration.h"
#include "verify/Refinement.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

namespace theseus::synth {
namespace {

using namespace theseus::synth::engine_test;
namespace fs = std::filesystem;

peephole::BuildOptions typedOptions() {
  peephole::BuildOptions options;
  options.maxLength = 1;
  options.widths = {8};
  options.maxArity = 2;
  options.ops = peephole::defaultTableOps();
  options.typedLength = 2;
  options.typedWidths = std::vector<unsigned>{1, 8, 16};
  return options;
}

class TypedTable : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    driver::installPeepholeTables();
    dir_ = new fs::path(fs::temp_directory_path() / ("theseus-peephole-typed-" + std::to_string(::getpid())));
    fs::create_directories(*dir_);
    std::string error;
    auto writer = driver::createPeepholeTableWriter(path(), error);
    ASSERT_TRUE(writer) << error;
    auto model = isel();
    auto figures = peephole::buildTable(typedOptions(), *model, *writer, error);
    ASSERT_TRUE(figures) << error;
    for (const peephole::GroupFigures& g : figures->groups) typedPrograms_ += g.typedPrograms;
  }
  static void TearDownTestSuite() {
    std::error_code ec;
    fs::remove_all(*dir_, ec);
    delete dir_;
  }
  static std::string path() { return (*dir_ / "typed.db").string(); }
  static std::unique_ptr<Engine> engine() {
    std::string error;
    auto e = createEngine("peephole-db", {{"database", path()}}, error);
    EXPECT_TRUE(e) << error;
    return e;
  }
  // The engine's answer to `text`'s @f, its rewrite (if any) checked again by the verifier.
  static EngineResult ask(const std::string& text, verify::Verdict& again) {
    Parsed p = parse(text.c_str());
    auto model = isel();
    auto e = engine();
    EngineBudget budget;
    EngineResult r = e->run({*p.cut, p.module->dataLayout, budget, *model, model->mcpu()});
    again = verify::Verdict::Unknown;
    if (!r.rewrites.empty()) again = verify::checkRefinement(*p.cut, *r.rewrites[0].function, p.module->dataLayout, verify::Options{}).verdict;
    return r;
  }

  static inline fs::path* dir_ = nullptr;
  static inline uint64_t typedPrograms_ = 0;
};

TEST_F(TypedTable, WalksTypedPrograms) { EXPECT_GT(typedPrograms_, 10000u); }

// (x - y) == 0 is x == y: an i1 of two i8s, found through the compare and proved.
TEST_F(TypedTable, ACompareIsFoundAndProved) {
  verify::Verdict again;
  EngineResult r = ask("define i1 @f(i8 %x, i8 %y) {\n  %d = sub i8 %x, %y\n  %c = icmp eq i8 %d, 0\n  ret i1 %c\n}\n", again);
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  ASSERT_EQ(r.rewrites.size(), 1u);
  EXPECT_EQ(r.stats.counter("proved"), 1u);
  EXPECT_EQ(countInstructions(*r.rewrites[0].function), 1u);
  EXPECT_EQ(again, verify::Verdict::Correct);
}

// sext then masking with 255 is a zext: i16 of an i8, through a cast.
TEST_F(TypedTable, ACastIsFoundAndProved) {
  verify::Verdict again;
  EngineResult r = ask("define i16 @f(i8 %x) {\n  %s = sext i8 %x to i16\n  %m = and i16 %s, 255\n  ret i16 %m\n}\n", again);
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  ASSERT_EQ(r.rewrites.size(), 1u);
  EXPECT_EQ(countInstructions(*r.rewrites[0].function), 1u);
  EXPECT_EQ(again, verify::Verdict::Correct);
}

// x < 0 ? -1 : 0 is the sign spread by one shift: a select meeting an untyped row in one key.
TEST_F(TypedTable, ASelectMeetsAnUntypedRowAndIsProved) {
  verify::Verdict again;
  EngineResult r = ask("define i8 @f(i8 %x) {\n  %c = icmp slt i8 %x, 0\n  %s = select i1 %c, i8 -1, i8 0\n  ret i8 %s\n}\n", again);
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  ASSERT_EQ(r.rewrites.size(), 1u);
  EXPECT_EQ(countInstructions(*r.rewrites[0].function), 1u);
  EXPECT_EQ(again, verify::Verdict::Correct);
}

// x == C for a C no lane holds is false on every lane, as the constant `i1 0` is: the key hits,
// the proof refutes it, and nothing is returned.
TEST_F(TypedTable, ACompareCollisionIsRefutedAndNotApplied) {
  peephole::LaneArgs lanes = peephole::tableLanes(8, 1, typedOptions().seed);
  unsigned c = 0;
  while (std::any_of(lanes.begin(), lanes.end(), [&](const std::vector<uint64_t>& lane) { return lane[0] == c; })) ++c;
  verify::Verdict again;
  EngineResult r = ask("define i1 @f(i8 %x) {\n  %c = icmp eq i8 %x, " + std::to_string(c) + "\n  ret i1 %c\n}\n", again);
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  EXPECT_TRUE(r.rewrites.empty());
  EXPECT_EQ(r.stats.counter("hits"), 1u);
  EXPECT_EQ(r.stats.counter("refuted"), 1u);
  EXPECT_EQ(r.stats.counter("proved"), 0u);
}

TEST_F(TypedTable, SignaturesOutsideTheTableAreUnsupported) {
  verify::Verdict again;
  EngineResult wide = ask("define i32 @f(i8 %x) {\n  %z = zext i8 %x to i32\n  %s = shl i32 %z, 1\n  ret i32 %s\n}\n", again);
  EXPECT_NE(wide.unsupported.find("signature i32(i8)"), std::string::npos) << wide.unsupported;
  EngineResult three = ask("define i1 @f(i8 %x, i16 %y) {\n  %z = zext i8 %x to i16\n  %c = icmp ult i16 %z, %y\n  ret i1 %c\n}\n", again);
  EXPECT_NE(three.unsupported.find("signature i1(i8,i16)"), std::string::npos) << three.unsupported;
}

// Every program the typed walk visits over a few signatures has, on every lane, the value and
// the poison the concrete evaluator gives its function (every 7th program, to keep it quick).
TEST(TypedWalk, LanesAgreeWithTheEvaluator) {
  uint64_t checked = 0, disagreements = 0;
  for (peephole::Signature s : {peephole::Signature{1, {8, 8}}, peephole::Signature{8, {1, 8}}, peephole::Signature{16, {8}},
                                peephole::Signature{8, {16}}, peephole::Signature{16, {16, 8}}}) {
    std::string text = "define i" + std::to_string(s.result) + " @f(";
    for (size_t i = 0; i < s.args.size(); ++i) text += (i ? ", i" : "i") + std::to_string(s.args[i]) + " %a" + std::to_string(i);
    text += ") {\n  ret i" + std::to_string(s.result) + " 0\n}\n";
    Parsed signature = parse(text.c_str());
    peephole::LaneArgs lanes = peephole::signatureLanes(s, [](unsigned w) -> const peephole::LaneArgs& {
      static std::map<unsigned, peephole::LaneArgs> cache;
      return cache.try_emplace(w, peephole::tableLanes(w, 2, 7)).first->second;
    });
    std::vector<semantics::TestInput> inputs(peephole::kLanes);
    for (unsigned t = 0; t < peephole::kLanes; ++t)
      for (size_t i = 0; i < s.args.size(); ++i) inputs[t].args.push_back({semantics::ConcreteLane{ir::Bits(s.args[i], lanes[t][i]), false}});
    peephole::TypedWalkConfig config;
    config.signature = s;
    config.maxLength = 2;
    config.ops = peephole::defaultTableOps();
    config.preds = typedOptions().typedPredicates;
    config.constants = [](unsigned w) { return w == 1 ? std::vector<uint64_t>{0, 1} : peephole::tableConstants(typedOptions(), w); };
    config.price = [](const peephole::TypedProgram&) { return 1.0; };
    peephole::TypedWalk walk(config, lanes);
    struct Checker final : peephole::TypedVisitor {
      void visit(const std::vector<peephole::WalkStep>& steps, unsigned leaf, const uint64_t* values, uint32_t taint) override {
        if (n++ % 7) return;
        auto f = peephole::buildTypedFunction(walk->programOf(steps, leaf), *signature, argMap);
        auto out = semantics::evaluate(*f, *dl, *inputs);
        for (unsigned t = 0; t < peephole::kLanes; ++t) {
          bool bad = out[t].ub || out[t].ret.front().poison;
          if (bad != bool((taint >> t) & 1) || (!bad && out[t].ret.front().value.low64() != values[t])) ++*disagreements;
        }
        ++*checked;
      }
      const peephole::TypedWalk* walk;
      const ir::Function* signature;
      const ir::DataLayout* dl;
      const std::vector<semantics::TestInput>* inputs;
      std::vector<unsigned> argMap;
      uint64_t n = 0;
      uint64_t *checked, *disagreements;
    } checker;
    checker.walk = &walk;
    checker.signature = signature.cut;
    checker.dl = &signature.module->dataLayout;
    checker.inputs = &inputs;
    for (unsigned i = 0; i < s.args.size(); ++i) checker.argMap.push_back(i);
    checker.checked = &checked;
    checker.disagreements = &disagreements;
    walk.run(checker);
  }
  EXPECT_EQ(disagreements, 0u);
  EXPECT_GT(checked, 1000u);
}

TEST(TypedProgramText, RoundTripsAndRejectsMalformedText) {
  std::string error;
  std::vector<unsigned> widths{8, 32};
  for (const char* text : {"x1", "i1 0", "icmp ult i8 x0, 7", "zext i8 x0 to i32; shl i32 t1, 2", "icmp slt i8 x0, 0; select t1, i32 x1, 0",
                           "trunc i32 x1 to i8; add i8 t1, x0", "sext i8 x0 to i32; icmp eq i32 t1, x1"}) {
    auto p = peephole::parseTypedProgram(text, widths, error);
    ASSERT_TRUE(p) << text << ": " << error;
    EXPECT_EQ(peephole::typedProgramText(*p), text);
    EXPECT_TRUE(peephole::isTypedProgramText(text) || std::string(text) == "x1");
  }
  for (const char* text : {"x2", "add i8 x0, x1", "icmp ult i8 x0", "zext i32 x1 to i8", "trunc i8 x0 to i32", "select x0, i8 x0, 1",
                           "add i8 x0, t1", "foo i8 x0, 1"})
    EXPECT_FALSE(peephole::parseTypedProgram(text, widths, error)) << text;
}

} // namespace
} // namespace theseus::synth
