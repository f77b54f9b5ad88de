// A sat answer's model must be readable after a Watchdog that fired as the check ended (Z3 keeps a
// context cancelled after an interrupt until its next check), and a model that cannot be read
// must be reported as such, never taken for a counterexample or a proof. A model that does not
// satisfy the violation as stated (a fault of a rewriting of the query, or of the solver) is no
// counterexample either: the check ends unknown.
#include "bridge/Import.h"
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

TEST_F(SatModelTest, AModelOfAnotherFormulaContradictsTheStatedOne) {
  z3::solver s(c);
  s.add(x == 1 && y == 1);
  ASSERT_EQ(s.check(), z3::sat);
  std::optional<std::string> why = modelContradicts(s.get_model(), query);
  ASSERT_TRUE(why.has_value());
  EXPECT_NE(why->find("does not satisfy"), std::string::npos);
  EXPECT_FALSE(modelContradicts(answered().get_model(), query).has_value());
}

// @src and @tgt of `text` (memory imported), parsed once per test.
class StatedViolationTest : public ::testing::Test {
protected:
  z3::context c;
  std::unique_ptr<ir::Module> module;

  Encoding encode(const std::string& text) {
    bridge::Diagnostic error;
    auto imported = bridge::importText(text, "test.ll", error, {.memory = true});
    EXPECT_TRUE(imported) << error.str();
    module = std::move(imported->module);
    return Encoding(c, *module->find("src"), *module->find("tgt"), module->dataLayout, true);
  }
};

// A store and the load after it, the source of both pairs below.
const std::string kStoreThenLoad = R"(
define i32 @src(ptr %p, i32 noundef %v) {
  store i32 %v, ptr %p, align 4
  %r = load i32, ptr %p, align 4
  ret i32 %r
}
)";

// The store forwarded to the load: correct, so the violation has no model.
const std::string kForwarded = kStoreThenLoad + R"(
define i32 @tgt(ptr %p, i32 noundef %v) {
  store i32 %v, ptr %p, align 4
  ret i32 %v
}
)";

// The same with tgt returning one more: incorrect.
const std::string kOffByOne = kStoreThenLoad + R"(
define i32 @tgt(ptr %p, i32 noundef %v) {
  store i32 %v, ptr %p, align 4
  %w = add i32 %v, 1
  ret i32 %w
}
)";

TEST_F(StatedViolationTest, ASatAnswerWhoseModelFailsTheViolationIsUnknown) {
  Encoding enc = encode(kForwarded);
  z3::expr violation = enc.refinementViolation();
  ASSERT_TRUE(enc.statedViolation().has_value());
  z3::solver wrong(c);
  wrong.add(c.bool_val(true));
  Result result;
  EXPECT_EQ(finishSolve(enc, wrong, wrong.check(), result), z3::unknown);
  EXPECT_EQ(result.verdict, Verdict::Unknown);
  EXPECT_NE(result.reason.find("does not satisfy the violation as stated"), std::string::npos) << result.reason;
  z3::solver right(c);
  right.add(violation);
  EXPECT_EQ(right.check(), z3::unsat);
}

TEST_F(StatedViolationTest, AModelOfTheViolationIsACounterexample) {
  Encoding enc = encode(kOffByOne);
  z3::expr violation = enc.refinementViolation();
  z3::solver s(c);
  s.add(violation);
  Result result;
  EXPECT_EQ(finishSolve(enc, s, s.check(), result), z3::sat);
  EXPECT_EQ(result.verdict, Verdict::Incorrect);
  EXPECT_TRUE(result.counterexample.has_value());
}

} // namespace
} // namespace theseus::verify
