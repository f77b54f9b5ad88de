#pragma once
// Printing the Theseus IR as LLVM IR text that LLVM's own parser accepts, and its canonical form.
#include "ir/Function.h"

#include <cstdint>
#include <ostream>
#include <string>

namespace theseus::ir {

// Writes `f` as an LLVM `define`. Unnamed values and blocks get fresh names that do not clash.
void printFunction(std::ostream& os, const Function& f);
std::string toString(const Function& f);

// Writes a whole module: datalayout (when big-endian), the functions, and a `declare` for every
// intrinsic the functions call.
void printModule(std::ostream& os, const Module& m);
std::string toString(const Module& m);

// The `declare` lines for the intrinsics `f` calls.
std::string intrinsicDeclarations(const Function& f);

// The LLVM spelling of a constant operand: `7`, `poison`, `<i8 1, i8 poison>`, `{ i32 1, i1 0 }`.
std::string constantText(const Constant& c);

// The mangled callee name of an intrinsic call: llvm.umin.v4i32.
std::string intrinsicCallee(const Instruction& call);

// The canonical text of `f`: the function named @f, arguments renamed %a0.., blocks %bb0.. and
// values %v0.. in order of definition. Two functions that differ only in names have the same
// canonical text. Only names are canonicalized: operand order (even of commutative operations),
// block order, instruction order, flags, attributes, the spelling of constants (a splat and the
// same lanes written out are one Constant already) and the intrinsic declarations are kept as they
// are; source locations are not part of the text.
std::string canonicalText(const Function& f);
// A stable 64-bit hash of the canonical text (FNV-1a), the rewrite cache's key.
uint64_t canonicalHash(const Function& f);

} // namespace theseus::ir
