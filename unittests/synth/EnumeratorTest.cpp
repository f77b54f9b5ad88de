#include "ir/Printer.h"
#include "synth/minotaur/Enumerator.h"
#include "unittests/synth/SynthTestUtil.h"

#include <functional>
#include <limits>
#include <set>

namespace theseus::synth {
namespace {

const char* const kMul = R"(
define i8 @src(i8 %x, i8 %y) {
entry:
  %r = mul i8 %x, %y
  ret i8 %r
}
)";

cost::Cost unbounded() { return {1e9, {1e9}, {}}; }

struct Fixture {
  std::unique_ptr<ir::Module> m;
  std::unique_ptr<cost::CostModel> model;
  std::unique_ptr<Pool> pool;
  SynthStats stats;
  Fixture(std::vector<std::string> ops) : m(testing::parse(kMul)) {
    std::string error;
    model = cost::createCostModel("isel", {}, error);
    PoolOptions o;
    o.only = std::move(ops);
    pool = std::make_unique<Pool>(*m->find("src"), o);
  }
  Enumerator enumerator() {
    return Enumerator(*m->find("src"), *pool, *model, stats, std::chrono::steady_clock::now() + std::chrono::seconds(60), 100000,
                      std::numeric_limits<unsigned>::max());
  }
  std::vector<PricedCandidate> run(unsigned insts, const cost::Cost& bound) { return enumerator().enumerate(insts, bound); }
  // Enumerates level `insts` with a check due every few candidates (a share of almost nothing).
  void runInParts(unsigned insts, const cost::Cost& bound, const std::function<void(std::vector<PricedCandidate>&)>& check) {
    enumerator().enumerate(insts, bound, check, 1e-9);
  }
};

TEST(Enumerator, CommutativeOperandsAreEnumeratedOnce) {
  Fixture f({"add"});
  auto list = f.run(1, unbounded());
  std::set<std::string> texts;
  for (auto& c : list) texts.insert(ir::toString(*buildCandidate(*f.m->find("src"), *f.pool, c.candidate, BuildMode::Cost)));
  EXPECT_EQ(list.size(), 5u) << "add x,x; add x,y; add x,C; add y,y; add y,C (never y,x or C,x, never C,C)";
  EXPECT_EQ(texts.size(), list.size());
}

TEST(Enumerator, EqualTreesUpToCommutationAreDuplicates) {
  Fixture f({"add"});
  auto list = f.run(3, unbounded());
  std::set<uint64_t> hashes;
  for (auto& c : list) EXPECT_TRUE(hashes.insert(c.candidate.canonicalHash(*f.pool)).second);
  EXPECT_GT(f.stats.duplicates, 0u) << "add (add x, y), (add x, x) also arises as add (add x, x), (add x, y)";
  for (auto& c : list) EXPECT_EQ(c.candidate.newInstructions(), 3u);
}

TEST(Enumerator, ALevelDoesNotGenerateTheCandidatesOfALowerOne) {
  Fixture f({"add"});
  auto list = f.run(2, unbounded());
  EXPECT_EQ(f.stats.generated, 18u) << "add x|y|C, hole and their 15 fills; not the five one-instruction candidates of level 1 again";
  for (auto& c : list) EXPECT_EQ(c.candidate.newInstructions(), 2u);
  EXPECT_EQ(list.size(), 13u) << "15 fills but add C, (add x|y, C), which chain constants";
}

TEST(Enumerator, DivisionOfAnInputByItselfIsNotEnumerated) {
  Fixture f({"udiv", "urem"});
  auto list = f.run(1, unbounded());
  std::set<std::string> texts;
  for (auto& c : list) texts.insert(ir::toString(*buildCandidate(*f.m->find("src"), *f.pool, c.candidate, BuildMode::Cost)));
  for (const char* self : {"udiv i8 %x, %x", "udiv i8 %y, %y", "urem i8 %x, %x", "urem i8 %y, %y"})
    for (const std::string& t : texts) EXPECT_EQ(t.find(self), std::string::npos) << self << " is refined by a constant";
  bool dividesXByY = false;
  for (const std::string& t : texts) dividesXByY = dividesXByY || t.find("udiv i8 %x, %y") != std::string::npos;
  EXPECT_TRUE(dividesXByY);
}

TEST(Enumerator, CandidatesNotCheaperThanTheBoundArePruned) {
  Fixture f({"add", "udiv"});
  std::string error;
  cost::Cost source = *f.model->cost(*f.m->find("src")).cost;
  auto list = f.run(1, source);
  EXPECT_GT(f.stats.prunedByCost, 0u);
  for (auto& c : list) {
    EXPECT_TRUE(c.cost < source);
    std::string text = ir::toString(*buildCandidate(*f.m->find("src"), *f.pool, c.candidate, BuildMode::Cost));
    bool selfDivision = text.find("udiv i8 %x, %x") != std::string::npos || text.find("udiv i8 %y, %y") != std::string::npos;
    EXPECT_TRUE(text.find("udiv") == std::string::npos || selfDivision) << text << "(only x / x, which isel folds to 1, is cheaper)";
  }
}

TEST(Enumerator, CheapestFirst) {
  Fixture f({"add", "mul", "shl"});
  auto list = f.run(2, unbounded());
  ASSERT_FALSE(list.empty());
  for (size_t i = 1; i < list.size(); ++i) EXPECT_FALSE(list[i].cost < list[i - 1].cost);
}

} // namespace
} // namespace theseus::synth

namespace theseus::synth {
namespace {

TEST(Enumerator, CostPlaceholdersForShiftAmountsAreBelowTheWidth) {
  auto m = testing::parse("define i4 @src(i4 %x) {\nentry:\n  %r = lshr i4 %x, 1\n  ret i4 %r\n}\n");
  std::string error;
  auto model = cost::createCostModel("isel", {}, error);
  PoolOptions o;
  o.only = {"lshr"};
  Pool pool(*m->find("src"), o);
  SynthStats stats;
  Enumerator e(*m->find("src"), pool, *model, stats, std::chrono::steady_clock::now() + std::chrono::seconds(60), 100000,
               std::numeric_limits<unsigned>::max());
  unsigned twoConstants = 0;
  for (auto& c : e.enumerate(2, unbounded())) {
    std::string text = ir::toString(*buildCandidate(*m->find("src"), pool, c.candidate, BuildMode::Cost));
    twoConstants += text.find("lshr i4 %t1, ") != std::string::npos;
    EXPECT_EQ(text.find(", 4\n"), std::string::npos) << text << "(an amount of 4 on i4 is poison, which no solved constant can be)";
  }
  EXPECT_GT(twoConstants, 0u);
}

TEST(Enumerator, HandsALevelOverInPartsEachCandidateOnce) {
  Fixture whole({"add", "sub", "and", "xor"});
  auto all = whole.run(2, unbounded());
  Fixture parts({"add", "sub", "and", "xor"});
  std::set<uint64_t> handed;
  unsigned count = 0, calls = 0;
  cost::Cost bound = unbounded();
  std::function<void(std::vector<PricedCandidate>&)> check = [&](std::vector<PricedCandidate>& part) {
    ++calls;
    for (size_t i = 1; i < part.size(); ++i) EXPECT_FALSE(part[i].cost < part[i - 1].cost) << "each part cheapest first";
    for (auto& c : part) handed.insert(c.candidate.canonicalHash(*parts.pool));
    count += unsigned(part.size());
  };
  parts.runInParts(2, bound, check);
  EXPECT_GT(calls, 2u);
  EXPECT_EQ(count, all.size());
  EXPECT_EQ(handed.size(), all.size());
}

TEST(Enumerator, ABoundLoweredByACheckPrunesTheRestOfTheLevel) {
  Fixture whole({"add", "sub", "and", "xor"});
  auto all = whole.run(2, unbounded());
  Fixture parts({"add", "sub", "and", "xor"});
  cost::Cost bound = unbounded();
  unsigned count = 0;
  std::function<void(std::vector<PricedCandidate>&)> check = [&](std::vector<PricedCandidate>& part) {
    count += unsigned(part.size());
    bound = {0, {0, 0, 0}, {}};
  };
  parts.runInParts(2, bound, check);
  EXPECT_LT(count, all.size());
  EXPECT_GT(parts.stats.prunedByCost, whole.stats.prunedByCost);
}

} // namespace
} // namespace theseus::synth
