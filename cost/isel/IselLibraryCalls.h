#pragma once
// The IR operations llc-19 lowers to a call into a runtime library on a CPU: the model does not
// price calls (their cost depends on the library and the operands), so the selector refuses them
// with the routine named, as it refuses i128 division.
#include "cost/isel/Isel.h"
#include "ir/Function.h"

#include <string>

namespace theseus::cost {

// The library routine llc calls for `inst` on `target` ("fmodf", "__udivti3 and kin", ...), or ""
// when llc emits instructions for it: integer division wider than 64 bits, frem (fmod), fp128
// operations (__addtf3 and kin), bfloat results (__truncsfbf2), half without F16C
// (__extendhfsf2/__truncsfhf2) and the rounding intrinsics without SSE4.1 (floorf and kin).
std::string libraryCallOf(const ir::Instruction& inst, const IselTarget& target);

} // namespace theseus::cost
