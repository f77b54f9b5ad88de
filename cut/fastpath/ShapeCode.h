#pragma once
// The exact shape code: a byte string that spells out everything sameShape (cut/fastpath/Shape.h)
// compares, in a form that does not depend on the LLVMContext, so that it can be compared across
// compiles.
//
// Contract: for two straight-line shapes A and B — of walks in any modules and contexts — equal
// codes mean that buildCut makes cut modules equal up to value names, data layout and triple
// (both of which the bridge's import does not read), whose data layouts agree on the byte order
// (which the cache key does read). Hence, for cuts from their first walks, equal codes give equal
// imports and byte-equal cache keys, and the cuts' inputs bind by index. The code is injective:
// each field is tagged or of fixed width, and each variable-length part is prefixed by its length.
//
// It covers the operations a cut of integer and vector code keeps: binary operators, casts,
// integer and floating-point compares, select, freeze, the vector element and shuffle operations,
// extractvalue, and calls of intrinsics with no call-site attributes or operand bundles; operands
// that are plain constants (integers, floating point, poison, undef, zero, null, vectors of these);
// and the types of those. Any other instruction, constant or type gives no code: such a cut takes
// the path that builds it.
#include "cut/fastpath/Shape.h"

#include <optional>
#include <string>

namespace theseus::cut {

// The exact code of `shape`, or nullopt when it holds something the code does not cover.
std::optional<std::string> exactShapeCode(const CutShape& shape);

} // namespace theseus::cut
