// A sat answer's model must be readable after a Watchdog that fired as the check ended (Z3 keeps a
// context cancelled after an interrupt until its next check), and a model that cannot be read
// must be reported as such, never taken for a counterexample or a proof.
#include "verify/QuerySolver.h"
#include "verify/Watchdog.h"

#include <gtest/gtest.h>

namespace theseus::verify {
namespace {

class SatModelTest : public ::testing::Test {
protected:
  z3::context c;
  z3::expr x = c.bv_const("x", 32), y = c.bv_const("y", 32);
  z3::expr query = x * y == 12345 && x > 3;

  // A solver holding `query`, checked: sat.
  z3::solver answered() {
    z3::solver s(c);
    s.add(query);
    EXPECT_EQ(s.check(), z3::sat);
    return s;
  }
};

TEST_F(SatModelTest, AnInterruptAfterTheAnswerLeavesTheModelUnreadableAndSaysWhy) {
  z3::solver s = answered();
  c.interrupt();
  std::string why;
  EXPECT_FALSE(satModel(s, why).has_value());
  EXPECT_FALSE(why.empty());
}

TEST_F(SatModelTest, AWatchdogFiringAfterTheAnswerLeavesTheModelReadable) {
  z3::solver s = answered();
  { Watchdog fired(c, 0); }
  std::string why;
  std::optional<z3::model> model = satModel(s, why);
  ASSERT_TRUE(model.has_value()) << why;
  EXPECT_TRUE(model->eval(query, true).is_true());
  EXPECT_NO_THROW((x * y + x * y).simplify());
}

TEST_F(SatModelTest, AWatchdogStillInterruptsACheckInFlight) {
  z3::expr a = c.bv_const("a", 64), b = c.bv_const("b", 64);
  z3::solver s(c);
  s.add(a * b == b * a + 1 || (a * a * b == 77777 && b * b * a == 987654321));
  z3::check_result r;
  {
    Watchdog watchdog(c, 50);
    r = s.check();
  }
  EXPECT_EQ(r, z3::unknown);
  EXPECT_NO_THROW((a * b).simplify());
}

} // namespace
} // namespace theseus::verify
