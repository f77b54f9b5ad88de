#pragma once
// `theseus verify`: checks that each target function refines its source function.
#include <string>
#include <vector>

namespace theseus::tools {

extern const char* const kVerifyHelp;

// Runs the verb on its arguments (after the word "verify"); returns the exit code.
int runVerify(const std::vector<std::string>& args);

} // namespace theseus::tools
