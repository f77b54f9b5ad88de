#pragma once
// WideProducts: nsw arithmetic read as exact integer arithmetic, so that products relate as sums.
// InstCombine turns `-(p * (x + 1))` (each operation nsw) into `p * ~x` and keeps the nsw. The
// pair is correct: both products have the same magnitude, and src's nsw facts say it fits. But
// bit-blasted, each `mul nsw` overflow check carries its own multiplier, and the solver must find
// that one product is the negation of the other inside two 32-bit multiplier circuits: Z3 does not
// within 60 s (clang_pairs.py's seed 43 `f9`). Over exact integers, with the product of p and x as
// one unknown K, p * (x + 1) = K + p and p * ~x = -K - p, and the question is linear.
//
// overflowsOverWideProducts rewrites a query so:
//   - each recorded signed overflow predicate (verify/OverflowFacts.h) of the w-bit a and b
//     becomes "W(a) op W(b) is not the sign extension of its low w bits", over 2w bits;
//   - each product of two non-numeral w-bit operands becomes the low w bits of W(a) * W(b);
// where W(v), a 2w-bit term, is sext(v) written through the operations known not to overflow:
// W(~v) = ~W(v); W(a op b) = W(a) op W(b) for op in + - * where `a op b` is known not to
// overflow; any other W(a * b) = the sign extension of the low w bits of W(a) * W(b);
// W(ite(c, a, b)) = ite(c, W(a), W(b)) with c as it is; W(sext v) = the sign extension of W(v);
// otherwise sext(v) of v as it is. Inside a conjunction, "known" means stated by one of its
// conjuncts: an overflow predicate that is false (negated, or a disjunct of a negated disjunction,
// or so inside a nested conjunction), or by a conjunction around it.
//
// Why the result is equivalent to the query. W(v) reads only facts about subterms of v, never a
// rewritten term, so W(v) = sext(v) in every model where those facts hold, and then each
// replacement above is an identity (a w-bit product is the low bits of its operands'
// sign-extended product; a w-bit sum or product fits in 2w bits). Claim: a node rewritten under
// the facts F has the node's value in every model M where F holds; at the root F is empty. At a
// conjunction whose facts F' = F + G fail in M, take the failing fact of G over the smallest term:
// the facts its own W's read are over smaller terms and hold, so its predicate's rewrite is true in
// M, as the predicate is; the conjunct it came from states it false at a conjunctive position
// (through negations, conjunctions and negated disjunctions, each rewritten in kind), so the
// rewritten conjunction is false in M, as the conjunction is. Elsewhere the claim follows from
// the children's.
//
// The rewrite is then given to the product abstraction (verify/ProductAbstraction.h), which is
// the weakening: an unsatisfiable result proves the query unsatisfiable.
#include "verify/OverflowFacts.h"

#include <optional>
#include <z3++.h>

namespace theseus::verify {

// `query` (quantifier-free) rewritten as above with the predicates `facts` recorded; nullopt when
// the rewrite would visit more than `maxVisits` nodes or nest deeper than `maxDepth`.
std::optional<z3::expr> overflowsOverWideProducts(const z3::expr& query, const OverflowFacts& facts, size_t maxVisits = 400000,
                                                  unsigned maxDepth = 4000);

}  // namespace theseus::verify
