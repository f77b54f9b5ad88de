// The fast kernels of the enumeration (synth/massalin/MassalinKernels.h) against the concrete evaluator
// (semantics/Evaluator.h), the semantics source of truth: every op on all 65,536 i8 operand pairs,
// through the scalar and the packed-lane entry points. A taint must mean poison or UB.
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

// How many of the width-`w` operand pairs (all of them; w <= 8) the scalar kernel on words T gets
// wrong against the evaluator: a different defined value, or taint that is not poison/UB.
template <class T> unsigned mismatchesAgainstEvaluator(const StepOp& s, unsigned w) {
  ir::DataLayout dl;
  auto f = functionOf(s, w);
  std::vector<semantics::TestInput> inputs;
  unsigned n = 1u << w;
  for (unsigned a = 0; a < n; ++a)
    for (unsigned b = 0; b < n; ++b)
      inputs.push_back({{{semantics::ConcreteLane{ir::Bits(w, a), false}}, {semantics::ConcreteLane{ir::Bits(w, b), false}}}});
  auto outputs = semantics::evaluate(*f, dl, inputs);
  unsigned mismatches = 0;
  for (unsigned i = 0; i < inputs.size(); ++i) {
    T out = 0;
    bool taint = evalWord<T>(s, T(i / n), T(i % n), w, out);
    bool undefined = outputs[i].ub || outputs[i].ret.front().poison;
    mismatches += taint != undefined || (!undefined && uint64_t(out) != outputs[i].ret.front().value.low64());
  }
  return mismatches;
}

TEST(SuperoptKernels, AgreeWithTheEvaluatorOnAllI8Pairs) {
  for (const StepOp& s : everyOp()) EXPECT_EQ(mismatchesAgainstEvaluator<uint8_t>(s, 8), 0u) << nameOf(s);
}

TEST(SuperoptKernels, NarrowWidthInWideWordsAgreeWithTheEvaluator) {
  for (const StepOp& s : everyOp()) {
    EXPECT_EQ(mismatchesAgainstEvaluator<uint32_t>(s, 5), 0u) << nameOf(s);
    EXPECT_EQ(mismatchesAgainstEvaluator<uint64_t>(s, 3), 0u) << nameOf(s);
    EXPECT_EQ(mismatchesAgainstEvaluator<uint16_t>(s, 7), 0u) << nameOf(s);
  }
}

TEST(SuperoptKernels, PackedLanesAgreeWithTheScalarKernel) {
  constexpr unsigned N = 32;
  for (const StepOp& s : everyOp()) {
    unsigned mismatches = 0;
    for (unsigned start = 0; start < 65536; start += N) {
      uint8_t a[N], b[N], out[N];
      for (unsigned t = 0; t < N; ++t) {
        a[t] = uint8_t((start + t) >> 8);
        b[t] = uint8_t((start + t) & 255);
      }
      uint32_t taint = evalLanes<uint8_t, N>(s, a, b, 8, out);
      for (unsigned t = 0; t < N; ++t) {
        uint8_t expect = 0;
        bool expectTaint = evalWord<uint8_t>(s, a[t], b[t], 8, expect);
        mismatches += expectTaint != bool((taint >> t) & 1) || (!expectTaint && expect != out[t]);
      }
    }
    EXPECT_EQ(mismatches, 0u) << nameOf(s);
  }
}

} // namespace
} // namespace theseus::synth
