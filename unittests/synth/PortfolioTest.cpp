// The portfolio engine (synth/portfolio/PortfolioEngine.h) through the factory and with test
// members: its settings, its order and sharing (counterexamples and the best cost reach the later
// members), its time slices and its early stop; and the sharing of the massalin engine it relies on.
#include "EngineTestSupport.h"
#include "synth/EngineFactory.h"
#include "synth/portfolio/PortfolioEngine.h"
#include "verify/Refinement.h"

#include <gtest/gtest.h>

#include <chrono>

namespace theseus::synth {
namespace {

using namespace theseus::synth::engine_test;

// A member that records what it was shared and, when told to, returns the cut itself as a
// rewrite of the given cost and adds one counterexample.
class SpyEngine final : public Engine {
public:
  SpyEngine(std::string name, std::optional<double> returnsCost) : name_(std::move(name)), returnsCost_(returnsCost) {}
  std::string_view name() const override { return name_; }
  std::string scopeProblem(const ir::Function&) const override { return outOfScope; }
  EngineResult run(const EngineRequest& request) override {
    runs++;
    sawSeconds = request.budget.seconds;
    sawMaxInsts = request.budget.maxInsts;
    if (request.shared) {
      sawCounterexamples = request.shared->counterexamples.size();
      sawBestCost = request.shared->bestCost;
    }
    EngineResult out;
    out.optimal = claimsShortest;
    if (!returnsCost_) return out;
    EngineRewrite rewrite;
    rewrite.function = request.cut.clone("tgt");
    rewrite.cost = rewrite.preciseCost = *returnsCost_;
    out.rewrites.push_back(std::move(rewrite));
    if (request.shared) request.shared->counterexamples.push_back(semantics::TestInput{});
    return out;
  }
  std::optional<bool> claimsShortest;
  std::string outOfScope;
  unsigned runs = 0;
  double sawSeconds = -1;
  unsigned sawMaxInsts = 0;
  size_t sawCounterexamples = 0;
  std::optional<double> sawBestCost;

private:
  std::string name_;
  std::optional<double> returnsCost_;
};

TEST(PortfolioEngine, FindsWhatItsMembersFindCheapestFirstAndNamesTheirFigures) {
  Parsed p = parse(kThreeXLongHand);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::string error;
  auto engine = createEngine("portfolio", {{"members", std::vector<std::string>{"massalin", "stoke"}}}, error);
  ASSERT_TRUE(engine) << error;
  EXPECT_EQ(engine->name(), "portfolio");
  EngineResult r = engine->run({*p.cut, p.module->dataLayout, EngineBudget{30, 2, 10000}, *model, "x86-64-v3"});
  ASSERT_FALSE(r.rewrites.empty());
  EXPECT_LT(r.rewrites.front().cost, r.sourceCost);
  for (size_t i = 1; i < r.rewrites.size(); ++i) EXPECT_LE(r.rewrites[i - 1].preciseCost, r.rewrites[i].preciseCost);
  for (const EngineRewrite& rw : r.rewrites) {
    verify::Result proof = verify::checkRefinement(*p.cut, *rw.function, p.module->dataLayout, {});
    EXPECT_EQ(proof.verdict, verify::Verdict::Correct);
  }
  EXPECT_GT(r.stats.timing("massalin.wall"), 0);
  EXPECT_GT(r.stats.counter("stoke.proposals"), 0u);
}

TEST(PortfolioEngine, PassesTheBestCostAndCounterexamplesOnAndSlicesTheTime) {
  Parsed p = parse(kThreeXLongHand);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::vector<PortfolioMember> members;
  auto* first = new SpyEngine("first", 2.5);
  auto* second = new SpyEngine("second", std::nullopt);
  members.push_back({std::unique_ptr<Engine>(first), 1});
  members.push_back({std::unique_ptr<Engine>(second), 3});
  auto engine = createPortfolioEngine(std::move(members), false);
  EngineResult r = engine->run({*p.cut, p.module->dataLayout, EngineBudget{8, 2, 10000}, *model, "x86-64-v3"});
  ASSERT_EQ(r.rewrites.size(), 1u);
  EXPECT_EQ(second->runs, 1u);
  ASSERT_TRUE(second->sawBestCost);
  EXPECT_EQ(*second->sawBestCost, 2.5);
  EXPECT_EQ(second->sawCounterexamples, 1u);
  EXPECT_NEAR(first->sawSeconds, 2, 0.1);
  EXPECT_GT(second->sawSeconds, 5.5);
}

TEST(PortfolioEngine, GivesNoTimeToAMemberThatCannotTakeTheCut) {
  Parsed p = parse(kThreeXLongHand);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::vector<PortfolioMember> members;
  auto* first = new SpyEngine("first", std::nullopt);
  auto* refusing = new SpyEngine("refusing", std::nullopt);
  auto* last = new SpyEngine("last", std::nullopt);
  refusing->outOfScope = "vectors only";
  members.push_back({std::unique_ptr<Engine>(first), 1});
  members.push_back({std::unique_ptr<Engine>(refusing), 6});
  members.push_back({std::unique_ptr<Engine>(last), 1});
  auto engine = createPortfolioEngine(std::move(members), false);
  EngineResult r = engine->run({*p.cut, p.module->dataLayout, EngineBudget{8, 2, 10000}, *model, "x86-64-v3"});
  EXPECT_EQ(refusing->runs, 0u);
  EXPECT_NEAR(first->sawSeconds, 3.92, 0.1);
  EXPECT_GT(last->sawSeconds, 7.5);
  EXPECT_TRUE(r.unsupported.empty());
}

TEST(PortfolioEngine, NamesEveryMembersScopeProblemWhenNoneCanTakeTheCut) {
  Parsed p = parse(kThreeXLongHand);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::vector<PortfolioMember> members;
  auto* a = new SpyEngine("a", 1.0);
  auto* b = new SpyEngine("b", 1.0);
  a->outOfScope = "no integers";
  b->outOfScope = "no cuts of three instructions";
  members.push_back({std::unique_ptr<Engine>(a), 1});
  members.push_back({std::unique_ptr<Engine>(b), 1});
  auto engine = createPortfolioEngine(std::move(members), false);
  EngineResult r = engine->run({*p.cut, p.module->dataLayout, EngineBudget{2, 2, 10000}, *model, "x86-64-v3"});
  EXPECT_TRUE(r.rewrites.empty());
  EXPECT_EQ(a->runs + b->runs, 0u);
  EXPECT_EQ(r.unsupported, "a: no integers; b: no cuts of three instructions");
}

// The members of a default portfolio in the order they ran, read from their `<member>.wall` timings.
std::vector<std::string> membersInOrderOfRuns(const EngineResult& r) {
  std::vector<std::string> out;
  for (const EngineTiming& t : r.stats.timings)
    if (t.name.size() > 5 && t.name.compare(t.name.size() - 5, 5, ".wall") == 0) out.push_back(t.name.substr(0, t.name.size() - 5));
  return out;
}

TEST(PortfolioEngine, ByDefaultMinotaurGoesFirstForTheCheapestProgramAndMassalinForTheShortest) {
  Parsed p = parse(kThreeXLongHand);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::string error;
  auto cheapest = createEngine("portfolio", error);
  auto shortest = createEngine("portfolio", {{"shortest", true}}, error);
  ASSERT_TRUE(cheapest && shortest) << error;
  EngineResult c = cheapest->run({*p.cut, p.module->dataLayout, EngineBudget{2, 2, 10000}, *model, "x86-64-v3"});
  EngineResult s = shortest->run({*p.cut, p.module->dataLayout, EngineBudget{2, 2, 10000}, *model, "x86-64-v3"});
  std::vector<std::string> cheapestOrder = membersInOrderOfRuns(c), shortestOrder = membersInOrderOfRuns(s);
  ASSERT_FALSE(cheapestOrder.empty());
  ASSERT_FALSE(shortestOrder.empty());
  EXPECT_EQ(cheapestOrder.front(), "minotaur");
  EXPECT_EQ(shortestOrder.front(), "massalin");
  EXPECT_GT(c.stats.timing("minotaur.wall"), 0.0);
}

TEST(PortfolioEngine, StopsOnceARewriteHasNoInstructions) {
  Parsed p = parse(R"(
define i8 @f(i8 %x) {
  %a = add i8 %x, %x
  %b = sub i8 %a, %x
  ret i8 %b
}
)");
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::vector<PortfolioMember> members;
  std::string error;
  members.push_back({createEngine("massalin", error), 1});
  auto* after = new SpyEngine("after", std::nullopt);
  members.push_back({std::unique_ptr<Engine>(after), 1});
  auto engine = createPortfolioEngine(std::move(members), false);
  EngineResult r = engine->run({*p.cut, p.module->dataLayout, EngineBudget{10, 2, 10000}, *model, "x86-64-v3"});
  ASSERT_EQ(r.rewrites.size(), 1u);
  EXPECT_EQ(countInstructions(*r.rewrites.front().function), 0u);
  EXPECT_EQ(after->runs, 0u);
}

TEST(PortfolioEngine, UnderShortestAsksLaterMembersOnlyForShorterPrograms) {
  Parsed p = parse(kThreeXLongHand);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::vector<PortfolioMember> members;
  auto* after = new SpyEngine("after", std::nullopt);
  members.push_back({std::make_unique<SpyEngine>("first", 3.0), 1});
  members.push_back({std::unique_ptr<Engine>(after), 1});
  auto engine = createPortfolioEngine(std::move(members), true);
  EngineResult r = engine->run({*p.cut, p.module->dataLayout, EngineBudget{10, 8, 10000}, *model, "x86-64-v3"});
  ASSERT_EQ(r.rewrites.size(), 1u);
  EXPECT_EQ(after->runs, 1u);
  EXPECT_EQ(after->sawMaxInsts, 4u);
}

TEST(PortfolioEngine, UnderShortestSkipsMembersOnceAOneInstructionProgramIsProved) {
  Parsed p = parse(R"(
define i8 @f(i8 %x) {
  %a = add i8 %x, 1
  ret i8 %a
}
)");
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::vector<PortfolioMember> members;
  auto* after = new SpyEngine("after", std::nullopt);
  members.push_back({std::make_unique<SpyEngine>("first", 1.0), 1});
  members.push_back({std::unique_ptr<Engine>(after), 1});
  auto engine = createPortfolioEngine(std::move(members), true);
  EngineResult r = engine->run({*p.cut, p.module->dataLayout, EngineBudget{10, 8, 10000}, *model, "x86-64-v3"});
  ASSERT_EQ(r.rewrites.size(), 1u);
  EXPECT_EQ(after->runs, 0u);
}

TEST(PortfolioEngine, ARewriteFromAConclusiveMemberEndsIt) {
  Parsed p = parse(kThreeXLongHand);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::vector<PortfolioMember> members;
  auto* after = new SpyEngine("after", std::nullopt);
  members.push_back({std::make_unique<SpyEngine>("lookup", 3.0), 1, true});
  members.push_back({std::unique_ptr<Engine>(after), 1});
  auto engine = createPortfolioEngine(std::move(members), false);
  EngineResult r = engine->run({*p.cut, p.module->dataLayout, EngineBudget{10, 2, 10000}, *model, "x86-64-v3"});
  ASSERT_EQ(r.rewrites.size(), 1u);
  EXPECT_EQ(after->runs, 0u);
}

TEST(PortfolioEngine, KeepsTheWholeBudget) {
  Parsed p = parse(kOutOfReach);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::string error;
  auto engine = createEngine("portfolio", {{"members", std::vector<std::string>{"massalin", "minotaur", "stoke"}}}, error);
  ASSERT_TRUE(engine) << error;
  auto start = std::chrono::steady_clock::now();
  EngineResult r = engine->run({*p.cut, p.module->dataLayout, EngineBudget{2, 5, 10000}, *model, "x86-64-v3"});
  double seconds = secondsSince(start);
  EXPECT_TRUE(r.rewrites.empty());
  EXPECT_LT(seconds, 4.0);
  EXPECT_TRUE(r.stats.timedOut);
}

// A member that ignores its budget: it proves a hard pair (a 64-bit product and remainders, seconds
// of solver time per check) over and over, each check given a minute, until one ends `unknown`.
// Unstopped it would run for `giveUpSeconds`.
class OverrunningEngine final : public Engine {
public:
  OverrunningEngine(const ir::Function& src, const ir::Function& tgt, double giveUpSeconds)
      : src_(src), tgt_(tgt), giveUpSeconds_(giveUpSeconds) {}
  std::string_view name() const override { return "overrunning"; }
  EngineResult run(const EngineRequest& request) override {
    auto start = std::chrono::steady_clock::now();
    verify::Options options;
    options.timeoutMs = 60000;
    while (secondsSince(start) < giveUpSeconds_) {
      verify::Result r = verify::checkRefinement(src_, tgt_, request.dl, options);
      if (r.verdict == verify::Verdict::Unknown) {
        sawUnknown = true;
        break;
      }
    }
    return EngineResult{};
  }
  bool sawUnknown = false;

private:
  const ir::Function& src_;
  const ir::Function& tgt_;
  double giveUpSeconds_;
};

TEST(PortfolioEngine, StopsAMemberThatWouldOverrunAtItsDeadline) {
  Parsed p = parse(R"(
define i64 @f(i64 %x, i64 %y, i64 %z) {
  %m = mul i64 %x, %y
  %r = urem i64 %m, %z
  ret i64 %r
}
define i64 @g(i64 %x, i64 %y, i64 %z) {
  %a = urem i64 %x, %z
  %b = urem i64 %y, %z
  %m = mul i64 %a, %b
  %r = urem i64 %m, %z
  ret i64 %r
}
)");
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::vector<PortfolioMember> members;
  auto* member = new OverrunningEngine(*p.cut, *p.module->find("g"), 30);
  members.push_back({std::unique_ptr<Engine>(member), 1});
  auto engine = createPortfolioEngine(std::move(members), false);
  auto start = std::chrono::steady_clock::now();
  EngineResult r = engine->run({*p.cut, p.module->dataLayout, EngineBudget{2, 2, 60000}, *model, "x86-64-v3"});
  double seconds = secondsSince(start);
  EXPECT_TRUE(r.rewrites.empty());
  EXPECT_TRUE(member->sawUnknown);
  EXPECT_LT(seconds, 3.0);
  EXPECT_TRUE(r.stats.timedOut);
}

TEST(PortfolioEngine, SettingsGoToTheMembersThatTakeThemAndNoOther) {
  std::string error;
  EXPECT_TRUE(createEngine("portfolio", {{"ops", std::vector<std::string>{"add", "shl"}}, {"shortest", true}}, error)) << error;
  EXPECT_FALSE(createEngine("portfolio", {{"ops", std::vector<std::string>{"add"}}, {"members", std::vector<std::string>{"stoke"}}}, error));
  EXPECT_NE(error.find("none of its members takes it"), std::string::npos) << error;
  EXPECT_FALSE(createEngine("portfolio", {{"members", std::vector<std::string>{"portfolio"}}}, error));
  EXPECT_NE(error.find("not a member engine"), std::string::npos) << error;
  EXPECT_TRUE(createEngine("portfolio", {{"members", std::string("massalin")}}, error)) << error;
  EXPECT_FALSE(createEngine("portfolio", {{"members", true}}, error));
  EXPECT_NE(error.find("wrong kind"), std::string::npos) << error;
  EXPECT_FALSE(createEngine("portfolio", {{"ops", std::vector<std::string>{"frobnicate"}}}, error));
  EXPECT_NE(error.find("massalin"), std::string::npos) << error;
}

TEST(MassalinEngine, SharesItsCounterexamplesAndTestsTheOnesItIsGiven) {
  Parsed p = parse(kOneOddInput);
  ASSERT_TRUE(p.cut);
  auto model = isel();
  std::string error;
  auto engine = createEngine("massalin", error);
  ASSERT_TRUE(engine) << error;
  SharedFindings shared;
  EngineRequest first{*p.cut, p.module->dataLayout, EngineBudget{20, 1, 10000}, *model, "x86-64-v3", nullptr, &shared};
  EngineResult r1 = engine->run(first);
  ASSERT_GT(r1.stats.counterexamples, 0u);
  ASSERT_EQ(shared.counterexamples.size(), r1.stats.counterexamples);
  EngineResult r2 = engine->run(first);
  EXPECT_LT(r2.stats.counterexamples, r1.stats.counterexamples);
  EXPECT_LT(r2.stats.smtQueries, r1.stats.smtQueries);
}

} // namespace
} // namespace theseus::synth

namespace theseus::synth {
namespace {

using namespace theseus::synth::engine_test;

// The portfolio under `shortest` with two members: `first` proves nothing (claiming, when told,
// that no shorter program of its operations exists), `second` returns the cut itself.
std::optional<bool> portfolioShortestClaim(std::optional<bool> firstClaims, std::optional<bool> secondClaims) {
  Parsed p = parse(kThreeXLongHand);
  EXPECT_TRUE(p.cut);
  auto model = isel();
  std::vector<PortfolioMember> members;
  auto* first = new SpyEngine("first", std::nullopt);
  auto* second = new SpyEngine("second", 2.0);
  first->claimsShortest = firstClaims;
  second->claimsShortest = secondClaims;
  members.push_back({std::unique_ptr<Engine>(first), 1});
  members.push_back({std::unique_ptr<Engine>(second), 1});
  auto engine = createPortfolioEngine(std::move(members), true);
  EngineResult r = engine->run({*p.cut, p.module->dataLayout, EngineBudget{30, 4, 10000}, *model, "x86-64-v3"});
  EXPECT_EQ(r.rewrites.size(), 1u);
  return r.optimal;
}

TEST(PortfolioEngine, ClaimsShortestOnlyForTheAnswerOfTheMemberThatProvedIt) {
  EXPECT_EQ(portfolioShortestClaim(true, std::nullopt), std::optional<bool>(false));
  EXPECT_EQ(portfolioShortestClaim(true, false), std::optional<bool>(false));
  EXPECT_EQ(portfolioShortestClaim(false, true), std::optional<bool>(true));
  EXPECT_EQ(portfolioShortestClaim(std::nullopt, std::nullopt), std::nullopt);
}

} // namespace
} // namespace theseus::synth
