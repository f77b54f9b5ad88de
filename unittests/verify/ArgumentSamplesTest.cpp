// The samples of a check's integer arguments (verify/ArgumentSamples.h): each fixes every integer
// lane to one value and nothing else, the samples differ, and a pair without integer arguments
// has none.
#include "verify/ArgumentSamples.h"

#include "bridge/Import.h"

#include <gtest/gtest.h>

#include <memory>

namespace theseus::verify {
namespace {

std::unique_ptr<ir::Module> parse(const std::string& text) {
  bridge::Diagnostic error;
  auto imported = bridge::importText(text, "test.ll", error, {.memory = true});
  if (!imported) ADD_FAILURE() << error.str();
  if (imported && !imported->unsupported.empty()) ADD_FAILURE() << imported->unsupported.begin()->second.str();
  return imported ? std::move(imported->module) : nullptr;
}

const char* kMixedArguments = R"(
define i32 @src(ptr %p, i32 %a, <2 x i8> %v, float %f) {
  %x = load i32, ptr %p
  %r = add i32 %x, %a
  ret i32 %r
}
define i32 @tgt(ptr %p, i32 %a, <2 x i8> %v, float %f) {
  %x = load i32, ptr %p
  %r = add i32 %a, %x
  ret i32 %r
})";

const char* kPointerOnly = R"(
define i32 @src(ptr %p) {
  %x = load i32, ptr %p
  ret i32 %x
}
define i32 @tgt(ptr %p) {
  %x = load i32, ptr %p
  ret i32 %x
})";

class ArgumentSamplesTest : public ::testing::Test {
protected:
  z3::context c;
  std::unique_ptr<ir::Module> module;
  std::unique_ptr<Encoding> enc;

  void encode(const char* text) {
    module = parse(text);
    enc = std::make_unique<Encoding>(c, *module->find("src"), *module->find("tgt"), module->dataLayout, true);
  }

  // The lanes of argument `index`'s values.
  std::vector<z3::expr> lanesOf(unsigned index) {
    std::vector<z3::expr> out;
    for (const InputLane& lane : enc->inputs().at(index).lanes) out.push_back(lane.value);
    return out;
  }

  z3::check_result check(const z3::expr& e) {
    z3::solver s(c);
    s.add(e);
    return s.check();
  }

  // Whether `sample` allows exactly one value of `lane`.
  bool fixes(const z3::expr& sample, const z3::expr& lane) {
    z3::solver s(c);
    s.add(sample);
    if (s.check() != z3::sat) return false;
    z3::expr value = s.get_model().eval(lane, true);
    return check(sample && lane != value) == z3::unsat;
  }
};

TEST_F(ArgumentSamplesTest, EachSampleFixesEveryIntegerLaneAndNothingElse) {
  encode(kMixedArguments);
  std::vector<z3::expr> samples = sampledArgumentRestrictions(c, enc->inputs());
  ASSERT_EQ(samples.size(), kArgumentSamples);
  for (const z3::expr& sample : samples) {
    for (unsigned index : {1u, 2u})
      for (const z3::expr& lane : lanesOf(index)) EXPECT_TRUE(fixes(sample, lane));
    for (unsigned index : {0u, 3u})
      for (const z3::expr& lane : lanesOf(index)) EXPECT_FALSE(fixes(sample, lane));
    for (const InputVariables& input : enc->inputs())
      for (const InputLane& lane : input.lanes) EXPECT_EQ(check(sample && lane.poison), z3::sat);
  }
}

TEST_F(ArgumentSamplesTest, TheSamplesDifferAndTheFirstHoldsSmallValues) {
  encode(kMixedArguments);
  std::vector<z3::expr> samples = sampledArgumentRestrictions(c, enc->inputs());
  ASSERT_EQ(samples.size(), kArgumentSamples);
  for (size_t i = 0; i < samples.size(); ++i)
    for (size_t j = i + 1; j < samples.size(); ++j) EXPECT_EQ(check(samples[i] && samples[j]), z3::unsat) << i << " " << j;
  z3::expr a = lanesOf(1).at(0);
  std::vector<z3::expr> v = lanesOf(2);
  EXPECT_EQ(check(samples[0] && a == c.bv_val(1, 32) && v.at(0) == c.bv_val(2, 8) && v.at(1) == c.bv_val(3, 8)), z3::sat);
}

TEST_F(ArgumentSamplesTest, APairWithoutIntegerArgumentsHasNoSample) {
  encode(kPointerOnly);
  EXPECT_TRUE(sampledArgumentRestrictions(c, enc->inputs()).empty());
}

} // namespace
} // namespace theseus::verify
