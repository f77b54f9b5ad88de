#pragma once
// Pricing a function with memory operations (a cut with memory, docs/realcode.md) by a model
// that has no rules for them: the function in register form — every load an argument of its
// type, getelementptrs, allocas and stores left out — priced by the model, plus each load's own
// price (one micro-op, reciprocal throughput 0.5, latency 5: an x86 load from L1). Addresses with
// constant offsets fold into x86 operands, and the stores into a cut's allocas are the
// original's (cut/extract/MemoryWalk.h), so the order this gives candidates is the one that
// matters: fewer and fewer-used loads first. A pointer used otherwise (ptrtoint, compared,
// returned) gives no register form.
#include "cost/CostModel.h"

namespace theseus::cost {

// Whether `f` has a load, store, alloca or getelementptr.
bool hasMemoryOperations(const ir::Function& f);

// `f` priced as above with `model`; an error when `f` has no register form (more than one block,
// a pointer used other than as an address).
CostResult priceWithMemory(CostModel& model, const ir::Function& f);

} // namespace theseus::cost
