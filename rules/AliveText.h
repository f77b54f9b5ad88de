#pragma once
// A rule in the Alive DSL (Lopes et al., PLDI 2015): `Name:`, `Pre:` when the rule has a
// precondition, the source, `=>`, the target. Symbols are C1..Ck, inputs keep their names, the
// width is left out where the rule holds at every width and written on the inputs otherwise.
#include "rules/Rule.h"

#include <string>

namespace theseus::rules {

// The rule as Alive DSL text, ending in a newline.
std::string aliveText(const Rule& rule);
// One constant expression as Alive writes it: `-1 u>> C1`, `log2(C1)`, `width(%x) - C1`.
std::string aliveConstExpr(const Rule& rule, const ConstExpr& e);
// The precondition as Alive writes it: `isPowerOf2(C1) && C1 u< width(%x)`; "" when true.
std::string alivePrecondition(const Rule& rule);

} // namespace theseus::rules
