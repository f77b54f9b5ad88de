// How the isel and tti models price a loop-free region (a region cut): its branches, a switch's
// compares, the copies of a phi and the expected mispredictions are counted, so that a branchy
// diamond is dearer than the same values selected without branches, and one block pays nothing
// for control flow.
#include "IselTestSupport.h"
#include "cost/Branches.h"
#include "cost/CostModel.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace theseus;

namespace {

using test_support::isel;
using test_support::load;
using test_support::opcodes;

const char* const kDiamond = R"(
define i32 @branchy(i32 %a, i32 %b) {
entry:
  %c = icmp ult i32 %a, %b
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %p = phi i32 [ %a, %then ], [ %b, %entry ]
  %r = add i32 %p, 1
  ret i32 %r
}
define i32 @selected(i32 %a, i32 %b) {
  %c = icmp ult i32 %a, %b
  %p = select i1 %c, i32 %a, i32 %b
  %r = add i32 %p, 1
  ret i32 %r
}
define i32 @switched(i32 %x, i32 %a, i32 %b) {
entry:
  switch i32 %x, label %out [ i32 0, label %one
                              i32 2, label %two ]
one:
  br label %join
two:
  br label %join
join:
  %p = phi i32 [ %a, %one ], [ %b, %two ]
  ret i32 %p
out:
  unreachable
}
)";

double primary(cost::CostModel& model, const bridge::ImportedModule& m, const std::string& name) {
  cost::CostResult r = model.cost(*m.module->find(name));
  EXPECT_TRUE(r.cost) << r.error;
  return r.cost ? r.cost->primary : 0;
}

TEST(ControlFlowPrice, PredictedBranchesCountConditionalBranchesAndSwitchCases) {
  auto m = load(kDiamond);
  EXPECT_EQ(cost::predictedBranches(*m.module->find("branchy")), 1u);
  EXPECT_EQ(cost::predictedBranches(*m.module->find("switched")), 2u);
  EXPECT_EQ(cost::predictedBranches(*m.module->find("selected")), 0u);
  EXPECT_EQ(cost::expectedMispredictCycles(*m.module->find("switched"), 16), 2 * 0.25 * 16);
}

TEST(ControlFlowPrice, IselSelectsTheJumpTheCaseComparesAndThePhiCopy) {
  auto m = load(kDiamond);
  auto model = isel("x86-64-v3");
  std::vector<std::string> branchy = opcodes(*model, m, "branchy");
  EXPECT_EQ(std::count(branchy.begin(), branchy.end(), "JCC_1"), 1);
  EXPECT_EQ(std::count(branchy.begin(), branchy.end(), "MOV64rr"), 1) << "one incoming value arrives by a copy";
  std::vector<std::string> switched = opcodes(*model, m, "switched");
  EXPECT_EQ(std::count(switched.begin(), switched.end(), "CMP32ri"), 2);
  EXPECT_EQ(std::count(switched.begin(), switched.end(), "JCC_1"), 2);
  std::vector<std::string> selected = opcodes(*model, m, "selected");
  EXPECT_EQ(std::count(selected.begin(), selected.end(), "JCC_1"), 0);
}

TEST(ControlFlowPrice, IselAndTtiPriceTheDiamondAboveItsBranchFreeForm) {
  auto m = load(kDiamond);
  std::string error;
  for (const char* name : {"isel", "tti"}) {
    auto model = cost::createCostModel(name, {}, error);
    ASSERT_TRUE(model) << error;
    EXPECT_GT(primary(*model, m, "branchy"), primary(*model, m, "selected")) << name;
  }
  auto plain = isel("x86-64-v3");
  EXPECT_EQ(plain->expectedMispredictCycles(*m.module->find("selected")), 0);
  EXPECT_GT(plain->expectedMispredictCycles(*m.module->find("branchy")), 0);
}

TEST(ControlFlowPrice, TtiCodeSizeCountsNoMisprediction) {
  auto m = load(kDiamond);
  std::string error;
  cost::CostOptions size;
  size.costKind = "code-size";
  auto model = cost::createCostModel("tti", size, error);
  ASSERT_TRUE(model) << error;
  cost::CostResult r = model->cost(*m.module->find("branchy"));
  ASSERT_TRUE(r.cost) << r.error;
  for (auto& [name, value] : r.cost->detail) EXPECT_NE(name, "mispredict-cycles");
}

} // namespace
