#pragma once
// The inputs of `theseus harvest`: corpus files found in directories, C sources compiled to
// bitcode with clang-19, and the path of the running executable (for worker processes).
#include <string>
#include <vector>

namespace theseus::driver {

// The .c, .ll and .bc files named by `paths` (directories searched recursively, sorted); an
// explicitly named file of another kind or a missing path sets `error`.
std::vector<std::string> collectInputs(const std::vector<std::string>& paths, std::string& error);

// For a .c file, compiles it with `clang-19 -O3 -emit-llvm -g -march=<march> -c` into `outDir`
// and returns the bitcode's path; other files are returned as they are. Empty with `error`
// (clang's diagnostics) when compilation fails.
std::string compileIfSource(const std::string& path, const std::string& outDir, const std::string& march, std::string& error);

// The running executable (for re-executing it as a worker process).
std::string selfExecutable();

} // namespace theseus::driver
