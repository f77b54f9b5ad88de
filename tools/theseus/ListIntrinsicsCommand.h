#pragma once
// `theseus list-intrinsics`: every intrinsic Theseus models, with its signature and CPU feature.
#include <string>
#include <vector>

namespace theseus::tools {

// Runs the verb on its arguments (after "list-intrinsics"); returns the exit code.
int runListIntrinsics(const std::vector<std::string>& args);

// The name of an x86 family as `--family` spells it ("ShiftByVector").
std::string x86FamilyName(unsigned family);

} // namespace theseus::tools
