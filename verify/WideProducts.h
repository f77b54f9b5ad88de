#pragma once
// WideProducts: nsw and nuw arithmetic read as exact integer arithmetic, so that products relate
// as sums. InstCombine turns `-(p * (x + 1))` (each operation nsw) into `p * ~x` and keeps the nsw.
// The pair is correct: both products have the same magnitude, and src's nsw facts say it fits.
// But bit-blasted, each `mul nsw` overflow check carries its own multiplier, and the solver must
// find that one product is the negation of the other inside two 32-bit multiplier circuits: Z3
// does not within 60 s (clang_pairs.py's seed 43 `f9`). Over exact integers, with the product of p
// and x as one unknown K, p * (x + 1) = K + p and p * ~x = -K - p, and the question is linear.
//
// overflowsOverWideProducts rewrites each recorded overflow predicate (verify/OverflowFacts.h) of
// the w-bit a and b over 2w bits: a signed one as "W(a) op W(b) is not the sign extension of its
// low w bits", an unsigned one as "Z(a) op Z(b) is at least 2^w" (`sub`: "Z(a) < Z(b)"). W(v) is
// sext(v) and Z(v) is zext(v), each written through the operations known not to overflow (signed
// for W, unsigned for Z): V(a op b) = V(a) op V(b) for op in + - * where `a op b` is known not to
// overflow; any other V(a * b) = the extension of the low w bits of V(a) * V(b); W(~v) = ~W(v) and
// Z(~v) = (2^w - 1) - Z(v); V(ite(c, a, b)) = ite(c, V(a), V(b)) with c as it is; W(sext v) = the
// sign extension of W(v); V(zext v) = the zero extension of Z(v); otherwise the extension of v as
// it is. Inside a conjunction, "known" means stated by one of its conjuncts: an overflow predicate
// that is false (negated, or a disjunct of a negated disjunction, or so inside a nested
// conjunction), or by a conjunction around it. Everything else, w-bit products included, is kept
// (their low bits relate modulo 2^w as they are).
//
// Why the result is equivalent to the query. V(v) reads only facts about subterms of v, never a
// rewritten term, so V(v) is v's extension in every model where those facts hold, and then each
// replacement above is an identity (a w-bit sum or product fits in 2w bits; the low bits of a
// product are those of its operands' extended product). Claim: a node rewritten under the facts F
// has the node's value in every model M where F holds; at the root F is empty. At a conjunction
// whose facts F' = F + G fail in M, take the failing fact of G over the smallest term: the facts
// its own V's read are over smaller terms and hold, so its predicate's rewrite is true in M, as the
// predicate is; the conjunct it came from states it false at a conjunctive position (through
// negations, conjunctions and negated disjunctions, each rewritten in kind), so the rewritten
// conjunction is false in M, as the conjunction is. Elsewhere the claim follows from the
// children's.
//
// The rewrite is then given to the product abstraction (verify/ProductAbstraction.h), which is
// the weakening: an unsatisfiable result proves the query unsatisfiable. Its facts of products of
// extensions (their range, and a narrow product as the low bits of its operands' extended
// product) tie the wide products to each other and to the w-bit ones the program computes.
#include "verify/OverflowFacts.h"

#include <optional>
#include <z3++.h>

namespace theseus::verify {

// `query` (quantifier-free) rewritten as above with the predicates `facts` recorded; nullopt when
// the rewrite would visit more than `maxVisits` nodes or nest deeper than `maxDepth`.
std::optional<z3::expr> overflowsOverWideProducts(const z3::expr& query, const OverflowFacts& facts, size_t maxVisits = 400000,
                                                  unsigned maxDepth = 4000);

}  // namespace theseus::verify
