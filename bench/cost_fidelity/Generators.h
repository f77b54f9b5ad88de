#pragma once
// The random-function generators of the fidelity bench besides the tuned one in cost_fidelity.cpp.
#include <random>
#include <string>

namespace theseus::bench {

// One function `@f<index>` of `length` generated instructions from the held-out mix
// (HeldOutGenerator.cpp): never used to decide what the models price, only to measure them.
std::string heldOutFunction(std::mt19937& rng, unsigned index, unsigned length);

} // namespace theseus::bench
