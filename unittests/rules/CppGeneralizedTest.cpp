// The C++ writer on rules the generalizer found (rules/Generalize.h) from the pairs of
// test/generalize: each rule has a C++ form, the plugin built from them rewrites each pair's
// source, every application it logs is proved, and each rule's lit test passes.
#include "bridge/Import.h"
#include "rules/Generalize.h"

#include "PluginTestSupport.h"

namespace theseus::rules {
namespace {

using namespace test;

struct PairFile {
  const char* file;
  const char* src;
  const char* tgt;
};

const PairFile kPairs[] = {{"shl-lshr-mask.ll", "src", "tgt"},
                           {"mul-power-of-two.ll", "src", "tgt"},
                           {"two-symbols.ll", "src_icmp", "tgt_icmp"},
                           {"two-symbols.ll", "src_umin", "tgt_umin"}};

fs::path pairPath(const PairFile& p) { return fs::path(THESEUS_SOURCE_DIR) / "test" / "generalize" / p.file; }

// The rules generalized from kPairs at widths 1..32 (30 s each at most, a few seconds in
// practice); `error` says which pair failed.
std::vector<Rule> generalizedRules(std::string& error) {
  std::vector<Rule> rules;
  for (const PairFile& p : kPairs) {
    bridge::Diagnostic diagnostic;
    auto m = bridge::importFile(pairPath(p).string(), diagnostic);
    if (!m || !m->module->find(p.src) || !m->module->find(p.tgt)) {
      error = pairPath(p).string() + ": cannot import " + p.src + "/" + p.tgt;
      return {};
    }
    GeneralizeOptions options;
    options.timeLimitSeconds = 30;
    options.maxWidth = 32;
    options.name = std::string(p.file) + ":" + p.src;
    try {
      rules.push_back(generalize(*m->module->find(p.src), *m->module->find(p.tgt), m->module->dataLayout, options).rule);
    } catch (const GeneralizeError& e) {
      error = options.name + ": " + e.message;
      return {};
    }
  }
  return rules;
}

class CppGeneralizedPlugin : public ::testing::Test {
protected:
  static BuiltPlugin& suite() {
    static BuiltPlugin built{fs::path(THESEUS_TEST_WORK_DIR) / "generalized", {}, ""};
    return built;
  }
  static void SetUpTestSuite() {
    suite().rules = generalizedRules(suite().error);
    if (suite().error.empty()) suite().build();
  }
  void SetUp() override { ASSERT_EQ(suite().error, "") << "the rules were not generalized or the plugin did not build"; }
};

// One test (the generalization before it takes most of its time, and ctest runs each test in a
// process of its own): the pairs rewritten, every application proved, the lit tests passing.
TEST_F(CppGeneralizedPlugin, PairsAreRewrittenApplicationsProvedAndLitTestsPass) {
  std::string shlLshr = suite().apply("shl-lshr", readFile(pairPath(kPairs[0])));
  EXPECT_EQ(countOf(shlLshr, "= lshr "), 0u) << shlLshr;
  suite().expectProvedApplications("shl-lshr", 1);
  std::string mul = suite().apply("mul", readFile(pairPath(kPairs[1])));
  EXPECT_NE(mul.find("shl i32 %x, 3"), std::string::npos) << mul;
  EXPECT_EQ(countOf(mul, "mul i32"), 0u) << mul;
  suite().expectProvedApplications("mul", 1);
  std::string two = suite().apply("two-symbols", readFile(pairPath(kPairs[2])));
  std::string log = readFile(suite().logOf("two-symbols"));
  EXPECT_NE(log.find("in @src_icmp"), std::string::npos) << log;
  EXPECT_NE(log.find("in @src_umin"), std::string::npos) << log;
  EXPECT_NE(two.find("icmp eq i16 %x, 9"), std::string::npos) << two;
  EXPECT_TRUE(BuiltPlugin::proves(suite().logOf("two-symbols").string())) << log;
  EXPECT_TRUE(BuiltPlugin::proves((suite().work / "two-symbols.in.ll").string() + " " + (suite().work / "two-symbols.out.ll").string()));
  suite().expectLitTestsPass();
}

} // namespace
} // namespace theseus::rules
