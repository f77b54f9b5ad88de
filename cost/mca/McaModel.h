#pragma once
// The mca model: LLVM's code generator turns the functions into x86-64 assembly for the CPU (one
// module per batch), LLVM's assembly parser turns that into MCInsts, the return sequence (ret and
// vzeroupper) is dropped, and the llvm-mca library simulates the rest in process.
//
// The Cost key is the tuple (total uOps, block reciprocal throughput, cycles of one iteration),
// compared lexicographically. Why this order: a superoptimizer's candidates are straight-line
// fragments that end up inside larger code, so the micro-ops a fragment adds to the front end and
// the out-of-order window are the cost that composes with its surroundings; the block's
// reciprocal throughput (the steady-state bound from resource pressure) breaks ties between
// fragments of equal uOps that crowd different ports; the latency of one isolated iteration is
// the least composable figure (it overlaps with whatever surrounds the fragment) and only breaks
// the remaining ties. This is the order Minotaur ranks by.
#include "cost/CostModel.h"

namespace theseus::cost {

// What the mca model does with machine code that calls a routine (llc lowers some operations to
// library calls: half arithmetic without AVX512-FP16, i128 division): simulate the call as llvm-mca
// does (a fixed latency, with a warning on stderr), or refuse to price the function.
enum class McaCalls { Simulate, Refuse };

// The mca model for `options`; null with `error` for an unknown CPU.
std::unique_ptr<CostModel> createMcaModel(const CostOptions& options, std::string& error, McaCalls calls = McaCalls::Simulate);

} // namespace theseus::cost
