#pragma once
// `theseus cost`: each function's cost under one cost model for one CPU, and
// `theseus isel`: the x86-64 instructions the isel model selects.
#include <string>
#include <vector>

namespace theseus::tools {

// Runs `theseus cost` on its arguments (after "cost"); returns the exit code.
int runCost(const std::vector<std::string>& args);

// Runs `theseus isel` on its arguments (after "isel"); returns the exit code.
int runIsel(const std::vector<std::string>& args);

} // namespace theseus::tools
