#include "difftest/Approximation.h"

#include "ir/X86Intrinsics.h"
#include "semantics/ConcreteBatch.h"
#include "semantics/x86/float/Approximation.h"

namespace theseus::difftest {

bool isApproximationRow(const std::string& name) {
  auto index = ir::x86RowByName(name);
  return index && ir::x86Rows()[*index].family == ir::X86Family::FApproximation;
}

std::optional<bool> approximationAccepts(const std::string& name, const LaneVector& input, const LaneVector& jit, const LaneVector& expected) {
  if (!isApproximationRow(name)) return std::nullopt;
  const ir::X86Row& row = ir::x86Rows()[*ir::x86RowByName(name)];
  using Batch = semantics::ConcreteBatch<uint64_t>;
  Batch d;
  for (size_t i = 0; i < jit.size(); ++i) {
    if ((row.op & ir::kScalarOp) && i > 0) {
      if (jit[i] != expected.at(i)) return false;
      continue;
    }
    Batch::BV x, c;
    x.width = c.width = 32;
    x.v[0] = input.at(i);
    c.v[0] = jit[i];
    if (!(semantics::x86::fpx::approximationAllows(d, row.op & 1, x, c) & 1)) return false;
  }
  return true;
}

} // namespace theseus::difftest
