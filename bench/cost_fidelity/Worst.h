#pragma once
// The --worst diagnostic of the fidelity bench: the functions whose isel rank is furthest from
// their mca rank, each with its IR, isel's selection and the assembly llc-19 emits for the CPU.
#include "cost/isel/IselModel.h"
#include "ir/Function.h"

#include <string>
#include <vector>

namespace theseus::bench {

// One priced function: its IR and both models' keys.
struct RankedFunction {
  const ir::Function* function = nullptr;
  std::vector<double> isel, mca;
};

// Prints the `n` functions of `fs` whose isel rank (ties averaged) differs most from their mca
// rank: name, both ranks and keys, the IR, isel's selection (`isel` selects it again) and llc-19's
// assembly for `mcpu` (run as a subprocess; a missing llc-19 prints a note instead).
void printWorst(unsigned n, const std::vector<RankedFunction>& fs, cost::IselModel& isel, const std::string& mcpu);

// Ranks (1-based, ties averaged) of `keys` under lexicographic order.
std::vector<double> ranks(const std::vector<std::vector<double>>& keys);

} // namespace theseus::bench
