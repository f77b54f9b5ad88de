#pragma once
// Integer promotion as LLVM's type legalizer and the x86 back end do it for narrow scalars.
// A promoted value (i2..i7 held in an 8-bit register; i16 in a 32-bit one for the operations the
// x86 back end widens; i8 fed to a 32-bit POPCNT) has unspecified bits above its width, so an
// operation whose result depends on them first extends its operand in the register:
// DAGTypeLegalizer's ZExtPromotedInteger / SExtPromotedInteger. For i2..i7 a zero extension is an
// AND with the width's mask and a sign extension a SHL then SAR by 8 - width; for i8 and i16 they
// are MOVZX / MOVSX. A constant is extended when it is materialized, and a value whose producer
// already leaves it extended (a logical shift, an unsigned division, a minimum of extended
// operands, ...) is not extended again (the DAG combiner drops the redundant AND / SEXT_INREG).
#include "cost/isel/IselPatterns.h"
#include "ir/Function.h"

#include <string_view>
#include <vector>

namespace theseus::cost {

enum class Extension : unsigned char { None, Zero, Sign };

// How operand `k` of `inst` must be extended in its register before `inst` reads it.
Extension operandExtension(const ir::Instruction& inst, unsigned k);

// Whether `v`'s register already holds it extended as `e` (a constant, or a producer whose result
// is extended so).
bool knownExtended(const ir::Value* v, Extension e);

// The MC opcodes that extend a value of `bits` bits in its register as `e`.
std::vector<std::string_view> extensionOpcodes(unsigned bits, Extension e);

// The pattern the extension instructions are listed under (theseus isel).
const Pattern& extensionPattern(Extension e);

} // namespace theseus::cost
