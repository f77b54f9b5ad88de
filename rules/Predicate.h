#pragma once
// The meaning of a precondition's atoms (rules/Rule.h Predicate), built as Theseus IR, and the
// grammar of atoms the precondition learner enumerates (Alive-Infer's predicates over the
// symbolic constants and the width).
#include "rules/ConstExpr.h"

namespace theseus::rules {

// `p` built by `em` as an i1 at W = `w`, its arguments at the width of their first symbol (or
// `bits` when they mention none); null when ill-typed.
ir::Value* buildPredicate(Emitter& em, const Predicate& p, unsigned w, const std::vector<ir::Value*>& symbols,
                          const std::vector<Symbol>& symbolTypes);

// The conjunction of `ps` as one i1 (true when empty); null when an atom is ill-typed.
ir::Value* buildConjunction(Emitter& em, const std::vector<Predicate>& ps, unsigned w, const std::vector<ir::Value*>& symbols,
                            const std::vector<Symbol>& symbolTypes);

// The width, at W = `w`, of the values `p` compares: the width of the first symbol it mentions.
// 0 when it mentions none.
unsigned predicateWidth(const Predicate& p, unsigned w, const std::vector<Symbol>& symbolTypes);

// Every atom of the grammar over `symbols`, weakest kinds first within each argument list:
// C != 0, isPowerOf2(C), isMask(C), isShiftedMask(C), C <s 0, C >=s 0, C <u W, C <=u W,
// C <u W - 1; for two symbols of one width: C1 <u C2, C1 <=u C2, C1 <s C2, C1 == C2, C1 != C2,
// (C1 & C2) == 0, C1 + C2 <=u W, C1 + C2 == W.
std::vector<Predicate> predicateGrammar(const std::vector<Symbol>& symbols);

} // namespace theseus::rules
