#pragma once
// The wirings of a replacement's opcodes over a window's operand pool: every choice of operands
// for each step, from the pool and the earlier steps, without the ones another wiring or a
// shorter program already covers.
#include "synth/window/Splice.h"
#include "synth/window/Window.h"

#include <functional>
#include <vector>

namespace theseus::synth::window {

// The thirteen binary integer operations: add sub mul udiv sdiv urem srem shl lshr ashr and or xor.
const std::vector<ir::Opcode>& binaryOps();

// Calls `visit` with each wiring of `ops` over `pool` until it returns false, and returns false
// then (true when every wiring was visited). Left out: a commutative step whose operands are not
// in index order, a step reading two constants, `sub xor and or` of one operand twice, and a step
// no later step reads (all but the last).
bool forEachWiring(const std::vector<ir::Opcode>& ops, const std::vector<PoolEntry>& pool,
                   const std::function<bool(const std::vector<Step>&)>& visit);

} // namespace theseus::synth::window
