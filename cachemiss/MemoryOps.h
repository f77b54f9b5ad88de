#pragma once
// The loads and stores of the analysed function, numbered in instruction order; the model and the
// simulator both report per memory op, so their results line up one to one.
#include "cachemiss/Input.h"
#include "cachemiss/Program.h"

#include <string>
#include <vector>

namespace llvm {
class Function;
class Instruction;
class Module;
} // namespace llvm

namespace theseus::cachemiss {

struct FunctionOps {
  std::vector<MemoryOpInfo> ops;
  std::vector<NestInfo> nests;
  std::vector<llvm::Instruction*> instructions; // instructions[i] is ops[i]
};

// Every load and store of `f` (instruction order), its source location, array and loop nest.
FunctionOps inventoryMemoryOps(llvm::Function& f);

// The function to analyse: `name` when given, else @kernel, else the only defined function.
// Null with `failure` (exit 4) when there is no such function or the choice is ambiguous.
llvm::Function* selectFunction(llvm::Module& m, const std::string& name, Failure& failure);

// The source location of `inst` (its debug location), or the function's name when it has none.
SourceLoc sourceLocOf(const llvm::Instruction& inst);

} // namespace theseus::cachemiss
