#pragma once
// The pieces rules/CppText.cpp assembles a rule's C++ function from: the source pattern as an
// llvm::PatternMatch expression with the checks that follow it (CppMatcher.cpp), and constant
// expressions, the precondition and the target as APInt and IRBuilder code (CppBuilder.cpp).
// Internal to the C++ writer; the public interface is rules/CppText.h.
#include "rules/Rule.h"

#include <string>
#include <vector>

namespace theseus::rules {

// What the writer knows about one rule while it writes it: the C++ names of the values the
// source binds, and the text written so far. `unsupported` non-empty stops the writer; it says
// why the rule has no C++ form.
struct CppRuleWriter {
  explicit CppRuleWriter(const Rule& r) : rule(r) {}
  const Rule& rule;
  std::string unsupported;
  // Whether a scalar rule also applies lane-wise to vectors of `Lanes` lanes (every operation of
  // both patterns acts lane by lane, so the scalar proof covers each lane of a splat).
  bool liftsToVectors = false;
  // Per source node: the C++ expression of the llvm::Value* it matched ("" when not bound).
  std::vector<std::string> sourceValue;
  // Per input: its C++ name (`X`), and per symbol: its `const APInt *` (`C1`).
  std::vector<std::string> inputName, symbolName;
  // Declarations before the match (`Value *X;`); after it, the type checks (against W and
  // `typeOf`) and then the other checks (`if (...) return nullptr;`).
  std::vector<std::string> declarations, typeChecks, checks;
  // The C++ expression W is read from once the source matched (a bound value of width W).
  std::string widthFrom;
  // Numbering of C++ temporaries (constants K1.., built values T1..).
  unsigned nextTemp = 1;
};

// The C++ type expression (through the generated lambda `typeOf`) of `type` at W.
std::string cppTypeOf(const CppRuleWriter& w, const ValueType& type);
// The C++ expression of a width: `W` for the variable width, the number otherwise.
std::string cppWidth(const Width& width);

// Fills `w` with the source pattern's declarations, returns the expression given to
// `match(&I, ...)`, and appends the checks the match leaves to the code after it (symbols bound
// twice are equal, shared inner nodes have no other uses, flags no single matcher checks,
// icmp predicates). Sets `w.unsupported` for a node it cannot match.
std::string cppSourceMatcher(CppRuleWriter& w);

// Appends to `body` the statements that compute `e` as an APInt of `width` into a fresh variable
// (K1, K2, ...), each guard a `return nullptr;`; returns that variable (or `*C1` for a symbol).
std::string cppConstExpr(CppRuleWriter& w, const ConstExpr& e, const Width& width, std::string& body);

// Appends to `body` the precondition as `if (!(...)) return nullptr;` statements.
void cppPrecondition(CppRuleWriter& w, std::string& body);

// Appends to `body` the IRBuilder calls building the target (named T1, T2, ...) and returns
// the C++ expression of its root value.
std::string cppTargetBuilder(CppRuleWriter& w, std::string& body);

// The C++ llvm::Constant of a constant node with verbatim lanes: poison or undef of the node's
// type when its width is W, else the vector of its lanes.
std::string cppVerbatimConstant(const CppRuleWriter& w, const Node& node);

// The small integer `v` as an APInt of `bits` (a C++ width expression), sign-extended:
// `APInt::getAllOnes(W)`, `APInt(W, 3)`, `APInt(W, -3, /*isSigned=*/true)`.
std::string cppSmallApint(int64_t v, const std::string& bits);

// A literal as an APInt of its own width: `APInt(32, 255ULL)`, or from decimal above 64 bits.
std::string cppApintLiteral(const ir::Bits& bits);

// The intrinsic's enumerator in llvm::Intrinsic (`umin`, `vector_reduce_add`, `x86_avx2_pavg_b` for
// the x86 row `x86Row`); "" for calls with no C++ form (struct results, assume).
std::string cppIntrinsicId(ir::Intrinsic id, uint16_t x86Row);

} // namespace theseus::rules
