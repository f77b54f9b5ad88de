#pragma once
// A program the component query chose, as IR: a function @tgt with the source's signature whose
// instructions are the lines the result depends on, in line order (a line nothing reads is
// dropped).
#include "ir/Function.h"
#include "verify/ComponentQuery.h"

#include <memory>

namespace theseus::synth::cegis {

// `program` of `library` as a function with `src`'s arguments (names and attributes) and return
// type; its IR instructions, besides the ret, number the weights of its live lines.
std::unique_ptr<ir::Function> lowerProgram(const ir::Function& src, const verify::ComponentLibrary& library,
                                           const verify::ComponentProgram& program);

} // namespace theseus::synth::cegis
