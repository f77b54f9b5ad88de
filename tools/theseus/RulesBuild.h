#pragma once
// Builds the C++ of a rules file (rules/CppText.h, cppRulesFile) into the pass plugin
// `theseus-rules` with clang++-19 against LLVM 19's headers.
#include <string>

namespace theseus {

// Compiles `cppPath` into the shared object `soPath`:
//   clang++-19 -std=c++17 -O2 -shared -fPIC -DTHESEUS_RULES_PLUGIN $(llvm-config-19 --cxxflags) FILE -o SO
// clang++-19 and llvm-config-19 are looked up on PATH, then in /usr/lib/llvm-19/bin. Returns
// false with `error` set when a tool is missing or the compiler fails (then `error` holds the
// compiler's standard error).
bool buildRulesPlugin(const std::string& cppPath, const std::string& soPath, std::string& error);

} // namespace theseus
