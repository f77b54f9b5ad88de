#pragma once
// The x86-64 target for one CPU, shared by the models: LLVM's TargetMachine and MC layer for
// x86_64-unknown-linux-gnu, and the export of a Theseus function into an llvm::Module.
#include "ir/Function.h"

#include <memory>
#include <string>

namespace llvm {
class LLVMContext;
class Module;
class TargetMachine;
class Target;
} // namespace llvm

namespace theseus::cost {

inline constexpr const char* kTargetTriple = "x86_64-unknown-linux-gnu";

// Registers the X86 target with LLVM once; safe to call from any model.
void initializeX86Target();

// The registered x86-64 target, initialized; null with `error` set when LLVM lacks it.
const llvm::Target* lookupX86Target(std::string& error);

// Whether `mcpu` names an x86-64 CPU LLVM knows (asked without LLVM's warning on stderr).
bool isKnownCpu(const llvm::Target& target, const std::string& mcpu);

// A TargetMachine for `mcpu` at -O2; null with `error` set when the CPU is not an x86-64 CPU
// LLVM knows.
std::unique_ptr<llvm::TargetMachine> createTargetMachine(const std::string& mcpu, std::string& error);

// An llvm::Module holding copies of `fs` (with their intrinsic declarations), its triple, data
// layout and every function's target-cpu set from `tm`. Null with `error` when export fails.
std::unique_ptr<llvm::Module> exportForTarget(const std::vector<const ir::Function*>& fs, llvm::TargetMachine& tm,
                                              llvm::LLVMContext& context, std::string& error);

} // namespace theseus::cost
