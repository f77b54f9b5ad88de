#pragma once
// What a function's control flow costs as machine code beyond the values it computes: the
// selector (Isel.h) covers values; a region with branches also pays for its jumps, the compares
// of a switch and the copies that join values at a phi. Priced so that a loop-free region cut
// (cut/extract/) and a branch-free rewrite of it compare on what each executes.
#include "cost/isel/Isel.h"

#include <vector>

namespace theseus::cost {

// The machine instructions `f`'s terminators and phis add, each with its weight from `weights`:
// a conditional `br` one JCC (its compare is the condition's cover); a `switch` with N cases N
// compares with an immediate (CMP32ri, CMP64ri32 above 32 bits) and N JCCs; a phi with K
// distinct incoming values K-1 register copies (MOV64rr: one value stays in the phi's register,
// each other arrives by a copy on its edge). `ret`, `unreachable` and an unconditional `br`
// (laid out as a fall-through) add nothing, and a function of one block none at all. The
// instructions name the terminator or phi.
std::vector<SelectedInstr> controlFlowInstructions(const ir::Function& f, SchedWeights& weights);

} // namespace theseus::cost
