// The region of a root (cut/extract/Region.h) climbs the dominators while the region stays
// single-entry and within maxBlocks; a dominator whose region would be larger stops the climb, and
// it and the dominators above it can only lend instructions (aboveHead).
#include "CutTestSupport.h"
#include "cut/extract/CutBuilder.h"
#include "cut/extract/Region.h"
#include "cut/extract/Walk.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/Dominators.h>

using namespace theseus::cut;
using theseus::cut::testing::ParsedModule;

namespace {

// Two diamonds in a row, then the root's block: entry -> (l1 | r1) -> j1 -> (l2 | r2) -> j2.
const char* const kTwoDiamonds = R"(
define i32 @f(i32 %a, i1 %c, i1 %d) {
entry:
  %x = add i32 %a, 1
  br i1 %c, label %l1, label %r1
l1:
  br label %j1
r1:
  br label %j1
j1:
  %y = mul i32 %x, 3
  br i1 %d, label %l2, label %r2
l2:
  br label %j2
r2:
  br label %j2
j2:
  %r = xor i32 %y, %x
  ret i32 %r
}
)";

// The names of `blocks`, in order.
std::vector<std::string> namesOf(const std::vector<const llvm::BasicBlock*>& blocks) {
  std::vector<std::string> out;
  for (const llvm::BasicBlock* b : blocks) out.push_back(b->getName().str());
  return out;
}

// The region of %r in kTwoDiamonds with at most `maxBlocks` blocks.
Region regionWithin(ParsedModule& m, unsigned maxBlocks) {
  llvm::Instruction* root = m.instruction("f", "r");
  llvm::Function& f = *root->getFunction();
  auto& dt = m.session->functions().getResult<llvm::DominatorTreeAnalysis>(f);
  auto& loops = m.session->functions().getResult<llvm::LoopAnalysis>(f);
  return computeRegion(*root, dt, loops, maxBlocks);
}

TEST(Region, ClimbsToTheHighestDominatorWhoseRegionFits) {
  ParsedModule m(kTwoDiamonds);
  Region region = regionWithin(m, 16);
  EXPECT_EQ(region.head->getName(), "entry");
  EXPECT_EQ(region.blocks.size(), 7u);
  EXPECT_TRUE(region.aboveHeadOuterFirst.empty());
}

TEST(Region, ADominatorWhoseRegionIsTooLargeStopsTheClimb) {
  ParsedModule m(kTwoDiamonds);
  Region region = regionWithin(m, 4);
  EXPECT_EQ(region.head->getName(), "j1");
  EXPECT_EQ(region.blocks.size(), 4u);
  EXPECT_EQ(namesOf(region.aboveHeadOuterFirst), std::vector<std::string>{"entry"});
}

TEST(Region, TheLimitCountsEveryBlockOfTheRegion) {
  ParsedModule m(kTwoDiamonds);
  EXPECT_EQ(regionWithin(m, 6).head->getName(), "j1");
  EXPECT_EQ(regionWithin(m, 7).head->getName(), "entry");
}

// A loop whose header holds the root %r: entry -> h (-> h) -> exit.
const char* const kHeaderLoop = R"(
define i32 @f(i32 %a, i32 %n) {
entry:
  %x = add i32 %a, 1
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i.next, %h ]
  %r = xor i32 %i, %x
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %h
exit:
  ret i32 %r
}
)";

// A join whose block holds the root %r and the one instruction it keeps.
const char* const kJoin = R"(
define i32 @f(i32 %a, i1 %c) {
entry:
  br i1 %c, label %l, label %j
l:
  br label %j
j:
  %y = mul i32 %a, 3
  %r = xor i32 %y, %a
  ret i32 %r
}
)";

TEST(Region, ALoopHeaderIsItsOwnRegion) {
  ParsedModule m(kHeaderLoop);
  Region region = regionWithin(m, 16);
  EXPECT_EQ(region.head->getName(), "h");
  EXPECT_EQ(namesOf(region.blocks), std::vector<std::string>{"h"});
  EXPECT_TRUE(region.aboveHeadOuterFirst.empty());
  EXPECT_FALSE(region.allowsInstructionsOf(&region.head->getParent()->getEntryBlock()));
}

// The first walk around %r of @f in a parsed module, beside the analyses it borrows (so neither
// copied nor moved).
struct RootWalk {
  explicit RootWalk(ParsedModule& m)
      : root(m.instruction("f", "r")), analyses(analysesOf(*root->getFunction(), m.session->functions())),
        walk(walkCut(*root, analyses, CutOptions{}, why)) {}
  RootWalk(const RootWalk&) = delete;
  RootWalk& operator=(const RootWalk&) = delete;

  llvm::Instruction* root;
  FunctionAnalyses analyses;
  std::string why;
  std::optional<CutWalk> walk;
};

TEST(LazyRegion, AWalkWithinTheRootsBlockComputesNoRegion) {
  ParsedModule m(kJoin);
  RootWalk w(m);
  ASSERT_TRUE(w.walk);
  EXPECT_FALSE(w.walk->region.computed());
  Region eager = computeRegion(*w.root, w.analyses.dt, w.analyses.loops(), CutOptions{}.maxRegionBlocks);
  EXPECT_EQ(straightLineOrder(w.walk->region, w.walk->harvest), straightLineOrder(eager, w.walk->harvest));
}

TEST(LazyRegion, AWalkLeavingTheRootsBlockComputesTheRegion) {
  ParsedModule m(kTwoDiamonds);
  RootWalk w(m);
  ASSERT_TRUE(w.walk);
  EXPECT_TRUE(w.walk->region.computed());
  EXPECT_EQ(w.walk->region.get().head->getName(), "entry");
}

} // namespace
