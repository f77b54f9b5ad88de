#pragma once
// Translating the Theseus IR back into LLVM's in-memory IR.
#include "ir/Function.h"

#include <memory>
#include <string>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace theseus::bridge {

// An llvm::Module holding `m`'s functions and intrinsic declarations, verified by LLVM's
// verifier. Returns null and sets `error` if LLVM rejects it (a printer bug).
std::unique_ptr<llvm::Module> exportModule(const ir::Module& m, llvm::LLVMContext& context, std::string& error);

} // namespace theseus::bridge
