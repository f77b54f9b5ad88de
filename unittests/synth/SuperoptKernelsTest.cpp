// The fast kernels of the enumeration (synth/massalin/MassalinKernels.h) against the concrete evaluator
// (semantics/Evaluator.h), the semantics source of truth: every op on all 65,536 i8 operand pairs
// and, at 8, 16, 32 and 64 bits (and widths between words), on edge values and seeded random
// values, through the scalar and the packed-lane entry points. A taint must mean poison or UB, and
// every operation must turn a poison operand into poison or UB (the search taints such results).
#include "OperandValues.h"
#include "semantics/Evaluator.h"
#include "synth/massalin/MassalinKernels.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace theseus::synth {
namespace {

// @f(iW %a, iW %b) returning `op a, b`, or `ext (icmp pred a, b)` / `select (icmp pred a, b), a, b`
// for a fused comparison.
std::unique_ptr<ir::Function> functionOf(const StepOp& s, unsigned w) {
  auto f = std::make_unique<ir::Function>("f", ir::Type::intTy(w));
  ir::Value* a = f->addArgument(ir::Type::intTy(w), "a");
  ir::Value* b = f->addArgument(ir::Type::intTy(w), "b");
  ir::Block* entry = f->addBlock("entry");
  ir::Value* result = nullptr;
  if (s.op == ir::Opcode::ICmp) {
    auto cmp = std::make_unique<ir::Instruction>(ir::Opcode::ICmp, ir::Type::intTy(1), "c");
    cmp->predicate = s.pred;
    cmp->addOperand(a);
    cmp->addOperand(b);
    ir::Value* c = entry->append(std::move(cmp));
    auto ext = std::make_unique<ir::Instruction>(s.ext, ir::Type::intTy(w), "r");
    ext->addOperand(c);
    if (s.ext == ir::Opcode::Select) {
      ext->addOperand(a);
      ext->addOperand(b);
    }
    result = entry->append(std::move(ext));
  } else {
    auto inst = std::make_unique<ir::Instruction>(s.op, ir::Type::intTy(w), "r");
    inst->addOperand(a);
    inst->addOperand(b);
    result = entry->append(std::move(inst));
  }
  auto ret = std::make_unique<ir::Instruction>(ir::Opcode::Ret, ir::Type::voidTy());
  ret->addOperand(result);
  entry->append(std::move(ret));
  return f;
}

std::vector<StepOp> everyOp() {
  std::vector<StepOp> out;
  for (ir::Opcode op : {ir::Opcode::Add, ir::Opcode::Sub, ir::Opcode::Mul, ir::Opcode::UDiv, ir::Opcode::SDiv, ir::Opcode::URem,
                        ir::Opcode::SRem, ir::Opcode::Shl, ir::Opcode::LShr, ir::Opcode::AShr, ir::Opcode::And, ir::Opcode::Or,
                        ir::Opcode::Xor})
    out.push_back({op, ir::ICmpPred::EQ, ir::Opcode::ZExt});
  for (int p = 0; p <= int(ir::ICmpPred::SLE); ++p)
    for (ir::Opcode ext : {ir::Opcode::ZExt, ir::Opcode::SExt, ir::Opcode::Select})
      out.push_back({ir::Opcode::ICmp, ir::ICmpPred(p), ext});
  return out;
}

std::string nameOf(const StepOp& s) {
  if (s.op != ir::Opcode::ICmp) return std::string(ir::opcodeName(s.op));
  return std::string(ir::opcodeName(s.ext)) + " icmp " + std::string(ir::predicateName(s.pred));
}

using testing::OperandPairs;

// The evaluator's outputs of `s` at width `w` on `pairs`, each operand poison where asked.
std::vector<semantics::TestOutput> evaluatorOutputs(const StepOp& s, unsigned w, const OperandPairs& pairs, bool aPoison = false, bool bPoison = false) {
  ir::DataLayout dl;
  auto f = functionOf(s, w);
  std::vector<semantics::TestInput> inputs;
  for (auto [a, b] : pairs)
    inputs.push_back({{{semantics::ConcreteLane{ir::Bits(w, a), aPoison}}, {semantics::ConcreteLane{ir::Bits(w, b), bPoison}}}});
  return semantics::evaluate(*f, dl, inputs);
}

// Whether a kernel's answer (`taint`, and `out` when untainted) is the evaluator's `expected`:
// taint exactly where the result is poison or the instruction is UB, else the same value.
template <class T> bool agrees(bool taint, T out, const semantics::TestOutput& expected) {
  bool undefined = expected.ub || expected.ret.front().poison;
  return taint == undefined && (undefined || uint64_t(out) == expected.ret.front().value.low64());
}

// How many of `pairs` the scalar kernel on words T gets wrong against the evaluator at width `w`.
template <class T> unsigned scalarMismatches(const StepOp& s, unsigned w, const OperandPairs& pairs) {
  auto outputs = evaluatorOutputs(s, w, pairs);
  unsigned mismatches = 0;
  for (size_t i = 0; i < pairs.size(); ++i) {
    T out = 0;
    bool taint = evalWord<T>(s, T(pairs[i].first), T(pairs[i].second), w, out);
    mismatches += !agrees(taint, out, outputs[i]);
  }
  return mismatches;
}

// How many of `pairs` the packed kernel (evalLanes, 32 lanes of T, as the search calls it) gets
// wrong against the evaluator at width `w`; the last chunk is padded with the first pair.
template <class T> unsigned packedMismatches(const StepOp& s, unsigned w, const OperandPairs& pairs) {
  constexpr unsigned N = 32;
  auto outputs = evaluatorOutputs(s, w, pairs);
  unsigned mismatches = 0;
  for (size_t start = 0; start < pairs.size(); start += N) {
    T a[N], b[N], out[N];
    for (unsigned t = 0; t < N; ++t) {
      size_t i = start + t < pairs.size() ? start + t : 0;
      a[t] = T(pairs[i].first);
      b[t] = T(pairs[i].second);
    }
    uint32_t taint = evalLanes<T, N>(s, a, b, w, out);
    for (unsigned t = 0; t < N && start + t < pairs.size(); ++t) mismatches += !agrees(bool((taint >> t) & 1), out[t], outputs[start + t]);
  }
  return mismatches;
}

// How many of `pairs` with operand a, b or both poison the evaluator gives a defined result for:
// the search taints the result of every kernel whose operand is tainted, which is sound only if
// each operation propagates poison (or is UB on it).
unsigned definedOnPoison(const StepOp& s, unsigned w, const OperandPairs& pairs) {
  unsigned defined = 0;
  for (auto [aPoison, bPoison] : {std::pair{true, false}, std::pair{false, true}, std::pair{true, true}})
    for (const semantics::TestOutput& o : evaluatorOutputs(s, w, pairs, aPoison, bPoison)) defined += !o.ub && !o.ret.front().poison;
  return defined;
}

TEST(SuperoptKernels, AgreeWithTheEvaluatorOnAllI8Pairs) {
  auto pairs = testing::allPairs(8);
  for (const StepOp& s : everyOp()) EXPECT_EQ(scalarMismatches<uint8_t>(s, 8, pairs), 0u) << nameOf(s);
}

TEST(SuperoptKernels, NarrowWidthInWideWordsAgreeWithTheEvaluator) {
  for (const StepOp& s : everyOp()) {
    EXPECT_EQ(scalarMismatches<uint32_t>(s, 5, testing::allPairs(5)), 0u) << nameOf(s);
    EXPECT_EQ(scalarMismatches<uint64_t>(s, 3, testing::allPairs(3)), 0u) << nameOf(s);
    EXPECT_EQ(scalarMismatches<uint16_t>(s, 7, testing::allPairs(7)), 0u) << nameOf(s);
  }
}

// The kernels at width `w` in words T (the word the search picks for w) on edge and random pairs,
// scalar and packed, and poison propagation through every operation.
template <class T> void expectAgreementAtWidth(unsigned w) {
  auto pairs = testing::edgeAndRandomPairs(w, 64, 0x5eed0000u + w, 8 * sizeof(T));
  for (const StepOp& s : everyOp()) {
    EXPECT_EQ(scalarMismatches<T>(s, w, pairs), 0u) << nameOf(s) << " i" << w;
    EXPECT_EQ(packedMismatches<T>(s, w, pairs), 0u) << nameOf(s) << " i" << w;
    EXPECT_EQ(definedOnPoison(s, w, pairs), 0u) << nameOf(s) << " i" << w;
  }
}

TEST(SuperoptKernels, AgreeWithTheEvaluatorAtI8OnEdgeAndRandomPairs) { expectAgreementAtWidth<uint8_t>(8); }
TEST(SuperoptKernels, AgreeWithTheEvaluatorAtI16OnEdgeAndRandomPairs) { expectAgreementAtWidth<uint16_t>(16); }
TEST(SuperoptKernels, AgreeWithTheEvaluatorAtI32OnEdgeAndRandomPairs) { expectAgreementAtWidth<uint32_t>(32); }
TEST(SuperoptKernels, AgreeWithTheEvaluatorAtI64OnEdgeAndRandomPairs) { expectAgreementAtWidth<uint64_t>(64); }

TEST(SuperoptKernels, WidthsBetweenWordsAgreeWithTheEvaluator) {
  expectAgreementAtWidth<uint16_t>(13);
  expectAgreementAtWidth<uint32_t>(27);
  expectAgreementAtWidth<uint64_t>(45);
}

TEST(SuperoptKernels, PackedLanesAgreeWithTheEvaluatorOnAllI8Pairs) {
  auto pairs = testing::allPairs(8);
  for (const StepOp& s : everyOp()) EXPECT_EQ(packedMismatches<uint8_t>(s, 8, pairs), 0u) << nameOf(s);
}

} // namespace
} // namespace theseus::synth
