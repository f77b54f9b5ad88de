#pragma once
// The x86 arithmetic families (see ir/x86/ArithmeticRows.cpp for the rows).
#include "ir/X86Intrinsics.h"
#include "semantics/x86/Poison.h"

#include <optional>

namespace theseus::semantics::x86 {

// The lanes of an arithmetic-family row, or nullopt when `row` is of another group.
template <class D> std::optional<Lanes<D>> arithmeticLanes(D& d, const ir::X86Row& row, const std::vector<Lanes<D>>& ops) {
  return std::nullopt;
}

} // namespace theseus::semantics::x86
