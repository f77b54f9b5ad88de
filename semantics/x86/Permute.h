#pragma once
// The x86 permute, pack, blend, sign and mask families (see ir/x86/PermuteRows.cpp for the rows).
#include "ir/X86Intrinsics.h"
#include "semantics/x86/Poison.h"
#include "semantics/x86/permute/Bytes.h"
#include "semantics/x86/permute/Horizontal.h"
#include "semantics/x86/permute/Narrowing.h"
#include "semantics/x86/permute/Tables.h"

#include <optional>

namespace theseus::semantics::x86 {

// The lanes of a permute-family row, or nullopt when `row` is of another group.
template <class D> std::optional<Lanes<D>> permuteLanes(D& d, const ir::X86Row& row, const std::vector<Lanes<D>>& ops) {
  using F = ir::X86Family;
  switch (row.family) {
  case F::PShufB: return permute::shuffleBytes(d, ops[0], ops[1]);
  case F::Pack: return permute::packLanes(d, row.isSigned, ops[0], ops[1]);
  case F::PHAddSub: return permute::horizontalLanes(d, row, ops[0], ops[1]);
  case F::PSign: return permute::signLanes(d, ops[0], ops[1]);
  case F::PBlendVB: return permute::blendBytes(d, ops[0], ops[1], ops[2]);
  case F::PMovMskB: return permute::moveMaskBytes(d, ops[0]);
  case F::PHMinPosUW: return permute::minimumPositionLanes(d, ops[0]);
  case F::PermVar: return permute::permuteVariableLanes(d, ops[0], ops[1]);
  case F::VPermI2Var: return permute::permuteTwoTablesLanes(d, ops[0], ops[1], ops[2]);
  case F::PTernLog: return permute::ternaryLogicLanes(d, ops[0], ops[1], ops[2], ops[3][0]);
  case F::PMultiShiftQB: return permute::multiShiftBytes(d, ops[0], ops[1]);
  case F::PMov: return permute::truncatingMoveLanes(d, row, ops[0], ops[1], ops[2][0]);
  default: return std::nullopt;
  }
}

} // namespace theseus::semantics::x86
