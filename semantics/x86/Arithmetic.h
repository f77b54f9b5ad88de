#pragma once
// The x86 arithmetic families (see ir/x86/ArithmeticRows.cpp for the rows), one header each
// under semantics/x86/arith/.
#include "ir/X86Intrinsics.h"
#include "semantics/x86/Poison.h"
#include "semantics/x86/arith/Accumulating.h"
#include "semantics/x86/arith/Elementwise.h"
#include "semantics/x86/arith/SumsOfDifferences.h"
#include "semantics/x86/arith/WideningHorizontal.h"

#include <optional>

namespace theseus::semantics::x86 {

// The lanes of an arithmetic-family row, or nullopt when `row` is of another group.
template <class D> std::optional<Lanes<D>> arithmeticLanes(D& d, const ir::X86Row& row, const std::vector<Lanes<D>>& ops) {
  switch (row.family) {
  case ir::X86Family::PAvg: case ir::X86Family::PMulH: case ir::X86Family::PMulHRSW:
    return arith::elementwiseLanes(d, row, ops[0], ops[1]);
  case ir::X86Family::PMAddWD: case ir::X86Family::PMAddUBSW: case ir::X86Family::PSadBW:
    return arith::horizontalLanes(d, row, ops[0], ops[1]);
  case ir::X86Family::DBPSadBW:
    return arith::doubleBlockSadLanes(d, ops[0], ops[1], ops[2][0]);
  case ir::X86Family::MPSadBW:
    return arith::multipleSadLanes(d, ops[0], ops[1], ops[2][0]);
  case ir::X86Family::VPMadd52: case ir::X86Family::DotProduct: case ir::X86Family::DotProductMixed:
    return arith::accumulatingLanes(d, row, ops);
  default:
    return std::nullopt;
  }
}

} // namespace theseus::semantics::x86
