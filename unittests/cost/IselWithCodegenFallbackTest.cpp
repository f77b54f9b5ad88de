// The isel model createCostModel gives the search (cost/IselWithCodegenFallback.h): what isel has no
// pattern for is priced by the code generator and llvm-mca; isel's deliberate refusals stand.
#include "cost/IselWithCodegenFallback.h"
#include "IselTestSupport.h"
#include "cost/mca/McaModel.h"

#include <gtest/gtest.h>

using namespace theseus;

namespace {

using test_support::isel;
using test_support::load;

const char* const kWide = R"(define i256 @wide_add(i256 %x, i256 %y) {
  %r = add i256 %x, %y
  ret i256 %r
}
define <2 x i128> @lanes(<2 x i128> %x, <2 x i128> %y) {
  %r = add <2 x i128> %x, %y
  ret <2 x i128> %r
}
define i128 @wide_div(i128 %x, i128 %y) {
  %r = udiv i128 %x, %y
  ret i128 %r
}
define <2 x double> @u64_lanes(<2 x i64> %x) {
  %r = uitofp <2 x i64> %x to <2 x double>
  ret <2 x double> %r
}
define i64 @narrow(i64 %x, i64 %y) {
  %r = add i64 %x, %y
  ret i64 %r
}
)";

double detailOf(const cost::Cost& c, const std::string& name) {
  for (auto& [k, v] : c.detail)
    if (k == name) return v;
  return 0;
}

TEST(IselWithCodegenFallback, PricesWhatIselHasNoPatternForByCodegen) {
  auto m = load(kWide);
  std::string error;
  auto model = cost::createCostModel("isel", {}, error);
  ASSERT_TRUE(model) << error;
  EXPECT_EQ(model->name(), "isel");
  auto plain = isel("x86-64-v3");
  for (const char* name : {"wide_add", "lanes"}) {
    const ir::Function& f = *m.module->find(name);
    cost::CostResult alone = plain->cost(f);
    ASSERT_FALSE(alone.cost) << name << ": isel prices it now; pick another type for this test";
    EXPECT_TRUE(cost::iselRefusalHasFallback(alone.error)) << alone.error;
    cost::CostResult priced = model->cost(f);
    ASSERT_TRUE(priced.cost) << name << ": " << priced.error;
    EXPECT_EQ(detailOf(*priced.cost, "codegen fallback"), 1) << name;
    EXPECT_GE(priced.cost->primary, 2) << name << ": two 128-bit halves at least";
  }
}

TEST(IselWithCodegenFallback, LeavesIselPricesAndDeliberateRefusalsAlone) {
  auto m = load(kWide);
  std::string error;
  auto model = cost::createCostModel("isel", {}, error);
  ASSERT_TRUE(model) << error;
  auto plain = isel("x86-64-v3");
  cost::CostResult narrow = model->cost(*m.module->find("narrow"));
  ASSERT_TRUE(narrow.cost) << narrow.error;
  EXPECT_EQ(detailOf(*narrow.cost, "codegen fallback"), 0);
  EXPECT_EQ(narrow.cost->key, plain->cost(*m.module->find("narrow")).cost->key);
  cost::CostResult division = model->cost(*m.module->find("wide_div"));
  EXPECT_FALSE(division.cost) << "a runtime call is not priced, by isel or behind it";
  EXPECT_NE(division.error.find("runtime library"), std::string::npos) << division.error;
  cost::CostResult lanes = model->cost(*m.module->find("u64_lanes"));
  EXPECT_FALSE(lanes.cost) << "an operation isel lacks on an ordinary type is not priced in mca's figures";
  EXPECT_EQ(lanes.error, plain->cost(*m.module->find("u64_lanes")).error);
}

TEST(McaModel, RefusesLibraryCallsWhenAsked) {
  auto m = load(kWide);
  std::string error;
  auto refusing = cost::createMcaModel({}, error, cost::McaCalls::Refuse);
  ASSERT_TRUE(refusing) << error;
  cost::CostResult division = refusing->cost(*m.module->find("wide_div"));
  EXPECT_FALSE(division.cost) << "i128 division is a call to __udivti3";
  EXPECT_NE(division.error.find("library call"), std::string::npos) << division.error;
  EXPECT_TRUE(refusing->cost(*m.module->find("narrow")).cost);
}

} // namespace
