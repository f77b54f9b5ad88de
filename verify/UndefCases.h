#pragma once
// Case splitting a quantified refinement query on the inputs' undef flags (Alive2 instantiates its
// undef masks the same way). The flags are free (existential) variables of the violation, so
// "exists flags. V(flags)" is the disjunction of V over the 2^k assignments: V is satisfiable iff
// one instance is, and deciding the instances one by one is exact, never an approximation. Each
// instance is simpler than V: a flag fixed false makes its input a plain value, and the src
// readings of that input disappear with their quantifiers; with every flag false the instance is
// the quantifier-free query of noundef inputs, which decides most incorrect pairs at once.
#include "verify/Encoding.h"

#include <vector>

namespace theseus::verify {

// The largest number of undef flags split into cases (64 instances).
constexpr unsigned kMaxUndefCaseFlags = 6;

struct UndefCase {
  // V with the flags replaced by this case's values and simplified, conjoined with the flags'
  // values (so that a model shows which inputs were undef).
  z3::expr query;
  unsigned undefLanes;
};

// Whether the query is split: it has between 1 and kMaxUndefCaseFlags undef flags.
bool splitsByUndefCases(const Encoding& enc);
// The instances of `violation`, every flag false first, then by the number of flags true.
std::vector<UndefCase> undefCases(Encoding& enc, const z3::expr& violation);

} // namespace theseus::verify
