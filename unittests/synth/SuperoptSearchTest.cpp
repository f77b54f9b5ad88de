// The enumeration core (synth/massalin/Enumeration.h) with an exhaustive full check over all inputs of a
// narrow width (Refines of Algorithm 13.3.3 by enumeration), and the exact fingerprint table.
#include "synth/massalin/FingerprintTable.h"
#include "synth/massalin/Enumeration.h"

#include <gtest/gtest.h>

#include <chrono>
#include <functional>

namespace theseus::synth::massalin {
namespace {

using Spec = std::function<uint64_t(uint64_t)>;

// Proves a one-argument candidate by running it on every input of the width; refutes it with the
// first input it gets wrong.
class Exhaustive final : public Confirmer {
public:
  Exhaustive(Spec spec, unsigned width, std::vector<uint64_t> constants)
      : spec_(std::move(spec)), width_(width), constants_(std::move(constants)) {}

  ConfirmOutcome confirm(const std::vector<Step>& steps, unsigned leaf) override {
    ++calls;
    for (uint64_t x = 0; x < (uint64_t(1) << width_); ++x) {
      uint64_t out = 0;
      bool taint = run(steps, leaf, x, out);
      if (taint || out != spec_(x)) return {ConfirmOutcome::Kind::Refuted, test(x)};
    }
    return {ConfirmOutcome::Kind::Proved, std::nullopt};
  }

  FastTest test(uint64_t x) const { return {{x}, 0, spec_(x)}; }
  unsigned calls = 0;

private:
  bool run(const std::vector<Step>& steps, unsigned leaf, uint64_t x, uint64_t& out) const {
    std::vector<uint64_t> pool{x};
    pool.insert(pool.end(), constants_.begin(), constants_.end());
    std::vector<bool> taint(pool.size(), false);
    for (auto& s : steps) {
      uint64_t r = 0;
      bool t = evalWord<uint64_t>(s.op, pool[s.a], pool[s.b], width_, r);
      pool.push_back(r);
      taint.push_back(t || taint[s.a] || taint[s.b]);
    }
    size_t i = steps.empty() ? leaf : pool.size() - 1;
    out = pool[i];
    return taint[i];
  }

  Spec spec_;
  unsigned width_;
  std::vector<uint64_t> constants_;
};

std::vector<StepOp> opsOf(std::initializer_list<ir::Opcode> ops) {
  std::vector<StepOp> out;
  for (ir::Opcode op : ops) out.push_back({op, ir::ICmpPred::EQ, ir::Opcode::ZExt});
  return out;
}

std::vector<StepOp> latticeOps() {
  using ir::Opcode;
  return opsOf({Opcode::Add, Opcode::Sub, Opcode::Mul, Opcode::And, Opcode::Or, Opcode::Xor, Opcode::Shl, Opcode::LShr, Opcode::AShr});
}

EnumerationOutcome enumerateSpec(const Spec& spec, unsigned width, std::vector<StepOp> ops, std::vector<uint64_t> constants,
                       unsigned maxLength, bool classes, std::vector<uint64_t> testInputs) {
  EnumerationConfig config;
  config.width = width;
  config.constants = constants;
  config.ops = std::move(ops);
  config.maxLength = maxLength;
  config.classes = classes;
  Exhaustive check(spec, width, constants);
  std::vector<FastTest> tests;
  for (uint64_t x : testInputs) tests.push_back(check.test(x));
  return enumerate(config, tests, check);
}

TEST(SuperoptSearch, ThreeTimesXInI4IsTwoAdds) {
  auto r = enumerateSpec([](uint64_t x) { return (3 * x) & 15; }, 4, opsOf({ir::Opcode::Add, ir::Opcode::Shl}), {1}, 3, false, {1, 2, 7});
  ASSERT_TRUE(r.steps);
  EXPECT_EQ(r.length, 2u);
  EXPECT_EQ(r.steps->size(), 2u);
}

TEST(SuperoptSearch, ClassesFindTheSameShortestLength) {
  std::vector<Spec> specs = {
      [](uint64_t x) { return (x * x + 1) & 31; },
      [](uint64_t x) { return (x & (x - 1)) & 31; },
      [](uint64_t x) { return ((x ^ 31) + (x >> 4)) & 31; },
      [](uint64_t x) { return x >= 16 ? 31 : (x ? 1 : 0); },
  };
  for (size_t i = 0; i < specs.size(); ++i) {
    auto plain = enumerateSpec(specs[i], 5, latticeOps(), {1, 31, 4}, 4, false, {0, 1, 2, 3, 31, 16, 9});
    auto classes = enumerateSpec(specs[i], 5, latticeOps(), {1, 31, 4}, 4, true, {0, 1, 2, 3, 31, 16, 9});
    ASSERT_TRUE(plain.steps) << "spec " << i;
    ASSERT_TRUE(classes.steps) << "spec " << i;
    EXPECT_EQ(plain.length, classes.length) << "spec " << i;
    EXPECT_LE(classes.stats.enumerated, plain.stats.enumerated) << "spec " << i;
  }
}

TEST(SuperoptSearch, ClassesRestartWhenATestIsLearned) {
  auto spec = [](uint64_t x) { return x >= 16 ? 31 : (x ? 1 : 0); };
  auto plain = enumerateSpec(spec, 5, latticeOps(), {1, 31, 4}, 4, false, {0, 1, 2, 3, 31, 16, 9});
  auto fewTests = enumerateSpec(spec, 5, latticeOps(), {1, 31, 4}, 4, true, {1});
  ASSERT_TRUE(plain.steps);
  ASSERT_TRUE(fewTests.steps);
  EXPECT_EQ(fewTests.length, plain.length);
  EXPECT_GT(fewTests.stats.restarts, 0u);
}

TEST(SuperoptSearch, NoAnswerWhenNoneExistsUpToTheLength) {
  auto r = enumerateSpec([](uint64_t x) { return (x * x * x + 7) & 15; }, 4, opsOf({ir::Opcode::Add}), {1}, 2, true, {0, 1, 2});
  EXPECT_FALSE(r.steps);
  EXPECT_FALSE(r.stats.timedOut);
}

TEST(SuperoptSearch, TimeLimitStopsWithoutAnAnswer) {
  EnumerationConfig config;
  config.width = 8;
  config.constants = {1, 255, 7};
  config.ops = latticeOps();
  config.maxLength = 8;
  config.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(50);
  Exhaustive check([](uint64_t x) { return (x * 37 + (x >> 3) * 11 + 5) & 255; }, 8, config.constants);
  auto r = enumerate(config, {check.test(3), check.test(200)}, check);
  EXPECT_FALSE(r.steps);
  EXPECT_TRUE(r.stats.timedOut);
}

TEST(SuperoptSearch, FusedComparisonWeighsTwo) {
  std::vector<StepOp> ops = opsOf({ir::Opcode::Add});
  ops.push_back({ir::Opcode::ICmp, ir::ICmpPred::ULT, ir::Opcode::ZExt});
  auto r = enumerateSpec([](uint64_t x) { return x < 3 ? 1 : 0; }, 4, ops, {3}, 3, false, {0, 5});
  ASSERT_TRUE(r.steps);
  EXPECT_EQ(r.length, 2u);
  EXPECT_EQ(r.steps->size(), 1u);
}

// The number of programs of exactly `length` instructions that Algorithm 13.3.3 admits, by the
// rules written naively: every operand pair, a <= b for commutative ops, not both constants,
// every result but the last used by a later instruction.
uint64_t admittedPrograms(unsigned args, unsigned constants, const std::vector<StepOp>& ops, unsigned length,
                          std::vector<unsigned>& uses) {
  unsigned leaves = args + constants, depth = unsigned(uses.size()), pool = leaves + depth;
  uint64_t total = 0;
  for (const StepOp& op : ops)
    for (unsigned a = 0; a < pool; ++a)
      for (unsigned b = op.commutative() ? a : 0; b < pool; ++b) {
        if (a >= args && a < leaves && b >= args && b < leaves) continue;
        if (a >= leaves) ++uses[a - leaves];
        if (b >= leaves) ++uses[b - leaves];
        if (depth + 1 == length) {
          bool allUsed = true;
          for (unsigned u : uses) allUsed = allUsed && u > 0;
          total += allUsed;
        } else {
          uses.push_back(0);
          total += admittedPrograms(args, constants, ops, length, uses);
          uses.pop_back();
        }
        if (a >= leaves) --uses[a - leaves];
        if (b >= leaves) --uses[b - leaves];
      }
  return total;
}

TEST(SuperoptSearch, EnumeratesExactlyTheAdmittedPrograms) {
  auto ops = opsOf({ir::Opcode::Sub, ir::Opcode::Xor, ir::Opcode::Shl});
  auto r = enumerateSpec([](uint64_t x) { return (x * x * x * 5 + 3) & 15; }, 4, ops, {1, 3}, 3, false, {0, 1, 2, 7});
  ASSERT_FALSE(r.steps);
  uint64_t expected = 3;
  for (unsigned length = 1; length <= 3; ++length) {
    std::vector<unsigned> uses;
    expected += admittedPrograms(1, 2, ops, length, uses);
  }
  EXPECT_EQ(r.stats.enumerated, expected);
}

TEST(SuperoptSearch, ConstantFirstOperandOfANonCommutativeLastInstruction) {
  auto r = enumerateSpec([](uint64_t x) { return (1 - x) & 15; }, 4, opsOf({ir::Opcode::Sub}), {1}, 2, false, {0, 5});
  ASSERT_TRUE(r.steps);
  EXPECT_EQ(r.length, 1u);
  EXPECT_EQ(r.steps->front().a, 1u);
  EXPECT_EQ(r.steps->front().b, 0u);
}

TEST(FingerprintTable, KeysAreComparedExactly) {
  FingerprintTable table(24);
  uint8_t key[24] = {};
  EXPECT_TRUE(table.insert(key));
  EXPECT_FALSE(table.insert(key));
  for (unsigned i = 0; i < 200000; ++i) {
    std::memcpy(key, &i, sizeof(i));
    key[23] = 1;
    ASSERT_TRUE(table.insert(key)) << i;
  }
  EXPECT_EQ(table.size(), 200001u);
  unsigned again = 12345;
  std::memcpy(key, &again, sizeof(again));
  EXPECT_FALSE(table.insert(key));
  key[22] = 9;
  EXPECT_TRUE(table.insert(key));
}

} // namespace
} // namespace theseus::synth::massalin
