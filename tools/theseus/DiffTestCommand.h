#pragma once
// `theseus difftest-intrinsics`: differential testing of the intrinsic semantics against LLVM's
// JIT on the host CPU (Minotaur's method).
#include <string>
#include <vector>

namespace theseus::tools {

// Runs the verb on its arguments (after "difftest-intrinsics"); returns the exit code.
int runDiffTest(const std::vector<std::string>& args);

} // namespace theseus::tools
