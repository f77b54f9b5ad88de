#pragma once
// Pricing a function with memory operations (a cut with memory, docs/realcode.md) by a model
// that has no rules for them: the function in register form — the same blocks and terminators,
// every load an argument of its type, getelementptrs, allocas and stores left out — priced by the
// model, plus each load's own price (one micro-op, reciprocal throughput 0.5, latency 5: an x86
// load from L1). Addresses with constant offsets fold into x86 operands, and the stores into a
// cut's allocas are the original's (cut/extract/MemoryWalk.h), so the order this gives candidates
// is the one that matters: fewer and fewer-used loads first.
//
// A loop-free function of several blocks (a region cut with memory) keeps its branches, switches
// and phis, which the model prices as it prices any region (cost/Branches.h,
// cost/isel/IselControlFlow.h: branches, case compares, phi copies, expected mispredictions).
// Those models sum the instructions of every block unweighted, so a load counts once whichever
// block holds it, as every other instruction does.
//
// A phi or select of pointers (a pointer choice) is the register move or conditional move it is
// in machine code: it stays in the form, of type ptr, and each pointer it chooses among that the
// form left out (a pointer argument, a getelementptr, an alloca, a null) becomes a ptr argument
// of the form, one per pointer. Its result is then a value of the form like a loaded pointer.
// Any other use of a pointer the form left out (ptrtoint, a compare, a return, a call's operand)
// gives no register form.
#include "cost/CostModel.h"

#include <memory>

namespace theseus::cost {

// Whether `f` has a load, store, alloca or getelementptr.
bool hasMemoryOperations(const ir::Function& f);

// The register form of `f` (above), with `loads` set to the number of loads it made arguments;
// null when `f` has none (a pointer the form leaves out used other than as an address or by a
// pointer choice). Its arguments: `f`'s non-pointer arguments, then one per load in block order,
// then the pointer choices' ptr arguments.
std::unique_ptr<ir::Function> registerForm(const ir::Function& f, unsigned& loads);

// `f` priced as above with `model`: the register form's price plus the loads' figures, and the
// detail `loads`; an error when `f` has no register form or `model` refuses the form.
CostResult priceWithMemory(CostModel& model, const ir::Function& f);

// `model` (owned) with every function that has memory operations priced by priceWithMemory
// through it; other functions as `model` prices them. Its name and CPU are `model`'s.
std::unique_ptr<CostModel> withMemoryPricing(std::unique_ptr<CostModel> model);

} // namespace theseus::cost
