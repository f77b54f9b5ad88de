#pragma once
// The random functions of the fidelity bench as LLVM's middle end leaves them: InstCombine
// (in process) folds what any -O pipeline folds before the back end sees the code, such as
// x ^ ~x or (x + 4) - 4, which neither cost model is meant to rediscover.
#include <string>

namespace theseus::bench {

// `text` after InstCombine, keeping only the functions of `minInstructions` to `maxInstructions`
// instructions besides the return; empty with `error` set when `text` does not parse.
std::string instcombined(const std::string& text, unsigned minInstructions, unsigned maxInstructions, std::string& error);

} // namespace theseus::bench
