#pragma once
// The x86 permute, pack, blend, sign and mask families (see ir/x86/PermuteRows.cpp for the rows).
#include "ir/X86Intrinsics.h"
#include "semantics/x86/Poison.h"

#include <optional>

namespace theseus::semantics::x86 {

// The lanes of a permute-family row, or nullopt when `row` is of another group.
template <class D> std::optional<Lanes<D>> permuteLanes(D& d, const ir::X86Row& row, const std::vector<Lanes<D>>& ops) {
  return std::nullopt;
}

} // namespace theseus::semantics::x86
