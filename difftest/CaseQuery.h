#pragma once
// The SMT query of a cross-validation case: the file's @src inlined on the case's constants,
// against `ret <the JIT's result>`. LLVM's inliner does the substitution, so @src may be any
// function the bridge imports, not only a single intrinsic call.
#include "difftest/RandomCases.h"

#include <optional>
#include <string>

namespace theseus::difftest {

// IR text defining `@src()` (the body of @`function` of `path` with the arguments of `c` inlined)
// and `@tgt()` (returning `result`). Nullopt, with `error`, when the file does not parse or the
// call cannot be inlined.
std::optional<std::string> constantQueryText(const std::string& path, const std::string& function, const IntrinsicShape& shape, const Case& c,
                                             const LaneVector& result, std::string& error);

} // namespace theseus::difftest
