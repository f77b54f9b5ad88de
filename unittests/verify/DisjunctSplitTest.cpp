// A query decided part by part (verify/DisjunctSplit.h) must answer what the whole query answers:
// unsat only when every part is unsat, sat with a model of the whole query, unknown when a part is
// left undecided and none is sat.
#include "verify/DisjunctSplit.h"

#include <gtest/gtest.h>

namespace theseus::verify {
namespace {

class DisjunctSplitTest : public ::testing::Test {
protected:
  z3::context c;
  z3::expr x = c.bv_const("x", 8), y = c.bv_const("y", 8);
  Deadline deadline{20000};

  // Decides `query` part by part with a fresh Z3 solver per part; `model` receives a sat part's model.
  z3::check_result byParts(const z3::expr& query, std::optional<z3::model>& model) {
    std::optional<SplitQuery> split = splitAtDisjunction(query);
    EXPECT_TRUE(split.has_value());
    PartSolver solve = [&](size_t k, unsigned, bool) {
      z3::solver s(c);
      s.add(split->common && split->disjuncts[k]);
      z3::check_result r = s.check();
      if (r == z3::sat) model = s.get_model();
      return r;
    };
    return solvedPartByPart(*split, solve, deadline);
  }

  z3::check_result whole(const z3::expr& query) {
    z3::solver s(c);
    s.add(query);
    return s.check();
  }
};

TEST_F(DisjunctSplitTest, SplitsAtTheWidestTopLevelDisjunction) {
  z3::expr query = (x > 3) && ((y == 1) || (y == 2)) && ((x == 5) || ((x == 6) || (y == x)));
  std::optional<SplitQuery> split = splitAtDisjunction(query);
  ASSERT_TRUE(split.has_value());
  EXPECT_EQ(split->disjuncts.size(), 3u);
  z3::solver s(c);
  s.add(split->common != ((x > 3) && ((y == 1) || (y == 2))));
  EXPECT_EQ(s.check(), z3::unsat);
  EXPECT_FALSE(splitAtDisjunction((x > 3) && (y == 1)).has_value());
  EXPECT_EQ(splitAtDisjunction((x == 1) || (y == 1))->disjuncts.size(), 2u);
}

TEST_F(DisjunctSplitTest, AgreesWithTheWholeQueryAndItsModelsAreModelsOfIt) {
  std::vector<z3::expr> queries{
      (x * y == 7) && ((x == y) || (x + y == 0) || (x - y == 3)),
      (x * y == 6) && ((x == y) || (x + 1 == x) || (x == 2)),
      (x * x == 2) && ((x == y) || (y == 3)),
      (z3::ult(x, 4)) && ((x == 4) || (x == 5) || (y * y == x + 200)),
  };
  for (const z3::expr& q : queries) {
    std::optional<z3::model> model;
    z3::check_result r = byParts(q, model);
    EXPECT_EQ(r, whole(q)) << q;
    if (r == z3::sat) EXPECT_TRUE(model->eval(q, true).is_true()) << q;
  }
}

TEST_F(DisjunctSplitTest, AnUndecidedPartLeavesTheQueryUnknownUnlessAnotherIsSat) {
  SplitQuery split{c.bool_val(true), {x == 1, x == 2, x == 3}};
  std::vector<int> secondPassCalls;
  auto answers = [&](std::vector<z3::check_result> first, z3::check_result second) {
    secondPassCalls.clear();
    return [&, first, second](size_t k, unsigned ms, bool secondPass) {
      EXPECT_GE(ms, 1u);
      if (secondPass) secondPassCalls.push_back(int(k));
      return secondPass ? second : first[k];
    };
  };
  PartStats stats;
  EXPECT_EQ(solvedPartByPart(split, answers({z3::unsat, z3::unknown, z3::unsat}, z3::unknown), deadline, &stats), z3::unknown);
  EXPECT_EQ(stats.undecided, 1);
  EXPECT_EQ(secondPassCalls, std::vector<int>{1});
  EXPECT_EQ(solvedPartByPart(split, answers({z3::unsat, z3::unknown, z3::unsat}, z3::unsat), deadline, &stats), z3::unsat);
  EXPECT_EQ(stats.unsat, 3u);
  EXPECT_EQ(solvedPartByPart(split, answers({z3::unknown, z3::unknown, z3::sat}, z3::unknown), deadline), z3::sat);
  EXPECT_TRUE(secondPassCalls.empty());
  EXPECT_EQ(solvedPartByPart(split, answers({z3::unknown, z3::unsat, z3::unsat}, z3::sat), deadline), z3::sat);
}

TEST_F(DisjunctSplitTest, APassedDeadlineDecidesNothing) {
  SplitQuery split{c.bool_val(true), {x == 1, x == 2}};
  Deadline passed{0};
  unsigned calls = 0;
  PartSolver solve = [&](size_t, unsigned, bool) {
    ++calls;
    return z3::unsat;
  };
  EXPECT_EQ(solvedPartByPart(split, solve, passed), z3::unknown);
  EXPECT_EQ(calls, 0u);
}

} // namespace
} // namespace theseus::verify
