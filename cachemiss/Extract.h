#pragma once
// The static control parts (SCoPs) of a function, found in-process by Polly's ScopInfoAnalysis
// (new pass manager, from libLLVM-19.so), turned into the Program the cache model reads.
//
// Polly's domains count loop iterations from 0 upwards, so decreasing loops arrive normalised
// (seed 003 §2.3.1). Every load and store of the function must be an affine array access of a
// SCoP; anything else (a non-affine bound, subscript or condition, a call with side effects,
// a symbolic size) is reported with its source location as unsupported (exit 3).
#include "cachemiss/Input.h"
#include "cachemiss/MemoryOps.h"
#include "cachemiss/Program.h"

#include <memory>

namespace llvm {
class Function;
}

namespace theseus::cachemiss {

// The program of `f`; null with `failure` set when some access cannot be modelled.
std::unique_ptr<Program> extractProgram(llvm::Function& f, Failure& failure);

} // namespace theseus::cachemiss
