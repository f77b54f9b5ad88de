#include "rules/Learner.h"

#include "rules/Predicate.h"

#include <algorithm>

namespace theseus::rules {

namespace {

// What one atom says about the instances.
struct AtomTruth {
  Predicate atom;
  std::vector<bool> onNegatives, onPopulation;
};

// The atoms true on every positive, each with its truth on the negatives and the population.
std::vector<AtomTruth> usableAtoms(const Rule& rule, const std::vector<ConstantInstance>& positives,
                                   const std::vector<ConstantInstance>& negatives, const std::vector<ConstantInstance>& population) {
  std::vector<AtomTruth> out;
  for (auto& atom : predicateGrammar(rule.symbols)) {
    auto onPositives = predicateTruth(rule, {atom}, positives);
    if (std::find(onPositives.begin(), onPositives.end(), false) != onPositives.end()) continue;
    AtomTruth t{atom, predicateTruth(rule, {atom}, negatives), predicateTruth(rule, {atom}, population)};
    if (std::find(t.onNegatives.begin(), t.onNegatives.end(), false) == t.onNegatives.end()) continue;
    out.push_back(std::move(t));
  }
  return out;
}

// Whether the atoms `chosen` reject every negative, and how many population instances they accept.
bool separates(const std::vector<AtomTruth>& atoms, const std::vector<size_t>& chosen, size_t negatives, size_t population,
               size_t& accepted) {
  for (size_t n = 0; n < negatives; ++n) {
    bool rejected = false;
    for (size_t c : chosen) rejected = rejected || !atoms[c].onNegatives[n];
    if (!rejected) return false;
  }
  accepted = 0;
  for (size_t p = 0; p < population; ++p) {
    bool all = true;
    for (size_t c : chosen) all = all && atoms[c].onPopulation[p];
    accepted += all;
  }
  return true;
}

// Every choice of `size` indices below `n`, in lexicographic order, passed to `visit`.
template <class F> void combinations(size_t n, size_t size, F visit) {
  std::vector<size_t> idx(size);
  for (size_t i = 0; i < size; ++i) idx[i] = i;
  if (size > n) return;
  while (true) {
    visit(idx);
    size_t i = size;
    while (i > 0 && idx[i - 1] == n - size + i - 1) --i;
    if (i == 0) return;
    ++idx[i - 1];
    for (size_t j = i; j < size; ++j) idx[j] = idx[j - 1] + 1;
  }
}

} // namespace

std::optional<std::vector<Predicate>> learnPrecondition(const Rule& rule, const std::vector<ConstantInstance>& positives,
                                                        const std::vector<ConstantInstance>& negatives,
                                                        const std::vector<ConstantInstance>& population, unsigned maxAtoms) {
  if (negatives.empty()) return std::vector<Predicate>{};
  auto atoms = usableAtoms(rule, positives, negatives, population);
  for (size_t size = 1; size <= maxAtoms; ++size) {
    std::optional<std::vector<size_t>> best;
    size_t bestAccepted = 0;
    combinations(atoms.size(), size, [&](const std::vector<size_t>& chosen) {
      size_t accepted = 0;
      if (separates(atoms, chosen, negatives.size(), population.size(), accepted) && (!best || accepted > bestAccepted)) {
        best = chosen;
        bestAccepted = accepted;
      }
    });
    if (best) {
      std::vector<Predicate> out;
      for (size_t c : *best) out.push_back(atoms[c].atom);
      return out;
    }
  }
  return std::nullopt;
}

} // namespace theseus::rules
