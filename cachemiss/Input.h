#pragma once
// Loading the program to analyse: a C file (compiled by clang-19 -O0 -Xclang -disable-O0-optnone
// -g -fno-math-errno -emit-llvm) or LLVM IR (.ll/.bc), then the clean-up pipeline that makes
// loops analysable without changing the memory access trace: sroa, mem2reg, early-cse,
// simplifycfg, instcombine, loop-simplify, lcssa, loop-rotate, indvars (in-process). Full -O1 is
// not used: LICM would keep C[i][j] in a register and the trace would no longer match the source.
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace theseus::cachemiss {

// Why an input cannot be analysed; `exitCode` is 3 (unsupported) or 4 (bad input) and
// `message` starts with file:line:col when there is one.
struct Failure {
  int exitCode = 4;
  std::string message;
};

struct LoadedModule {
  std::unique_ptr<llvm::LLVMContext> context;
  std::unique_ptr<llvm::Module> module;
};

// Reads `path` (.c, .ll or .bc); `defines` are passed to clang as -DNAME=VALUE for C files.
// Runs the clean-up pipeline. Nullopt with `failure` set on any error.
std::optional<LoadedModule> loadProgram(const std::string& path, const std::vector<std::string>& defines, Failure& failure);

// The clean-up pipeline above, on every function of `m`.
void runCleanupPipeline(llvm::Module& m);

} // namespace theseus::cachemiss
