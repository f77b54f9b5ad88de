#pragma once
// Dispatch from an x86 intrinsic row to its family's generic semantics (semantics/x86/).
#include "semantics/x86/Arithmetic.h"
#include "semantics/x86/Float.h"
#include "semantics/x86/Permute.h"
#include "semantics/x86/Shifts.h"

#include <stdexcept>

namespace theseus::semantics {

// The result lanes of x86 intrinsic `row` on operand lanes `ops`.
template <class D> Lanes<D> x86Lanes(D& d, const ir::X86Row& row, const std::vector<Lanes<D>>& ops) {
  if (auto out = x86::shiftLanes(d, row, ops)) return *out;
  if (auto out = x86::arithmeticLanes(d, row, ops)) return *out;
  if (auto out = x86::permuteLanes(d, row, ops)) return *out;
  if (auto out = x86::floatLanes(d, row, ops)) return *out;
  throw std::invalid_argument("no semantics for " + std::string(row.name));
}

} // namespace theseus::semantics
