#pragma once
// The fragment the enumerative and stochastic engines (massalin, stoke) search over: one block
// returning an iN (N <= 64) computed from 1 to 16 iN arguments, which the concrete evaluator
// runs. Both engines read a counterexample of the refinement checker back as a test input.
#include "ir/Function.h"
#include "semantics/Evaluator.h"
#include "verify/Refinement.h"

#include <string>

namespace theseus::synth {

// Whether `op` is one of the fragment's binary operations: add sub mul udiv sdiv urem srem shl
// lshr ashr and or xor.
bool isIntegerFragmentBinaryOp(ir::Opcode op);

// Why `src` is outside the integer fragment (several blocks, a floating-point value anywhere,
// other return or argument types), or the empty string when it is inside.
std::string integerFragmentUnsupportedReason(const ir::Function& src);

// The arguments of `cex` (a counterexample to a refinement of `src`, which is in the integer
// fragment) as a test input of `src`; an undef lane reads as 0.
semantics::TestInput testInputFromCounterexample(const ir::Function& src, const verify::Counterexample& cex);

} // namespace theseus::synth
