// The isel rules for integers narrower than x86's registers, as LLVM 19 lowers them for x86-64:
// i2..i7 are promoted to i8 (TypeClass::Promoted; their operands are extended as IselPromote.h
// says), and the i8 bit counts that have no 8-bit instruction use the 32-bit one.
#include "cost/isel/IselPatterns.h"
#include "cost/isel/PackedPatterns.h"

namespace theseus::cost {

namespace {

using K = ResultKind;
using T = TypeClass;

constexpr Pattern kNarrowPatterns[] = {
    // division of a promoted integer: DIV/IDIV r8 on AX, as for i8 (operands extended first)
    {"udiv.promoted", "(udiv $a $b)", K::Reg, T::Promoted, "MOVZX32rr8 DIV8r", 0, "a promoted unsigned divide: AX = zext a, DIV r8", "%r = udiv {T} $a, $b"},
    {"urem.promoted", "(urem $a $b)", K::Reg, T::Promoted, "MOVZX32rr8 DIV8r MOVZX32rr8_NOREX", 0, "a promoted unsigned remainder: DIV r8 leaves it in AH", "%r = urem {T} $a, $b"},
    {"sdiv.promoted", "(sdiv $a $b)", K::Reg, T::Promoted, "MOVSX32rr8 IDIV8r", 0, "a promoted signed divide: AX = sext a, IDIV r8", "%r = sdiv {T} $a, $b"},
    {"srem.promoted", "(srem $a $b)", K::Reg, T::Promoted, "MOVSX32rr8 IDIV8r MOVSX32rr8_NOREX", 0, "a promoted signed remainder: IDIV r8 leaves it in AH", "%r = srem {T} $a, $b"},

    // division by a constant: a multiply by a magic number in a 32-bit register (LLVM's BuildUDIV /
    // BuildSDIV on the widened value), a shift, for signed quotients the sign bit added; a
    // remainder multiplies the quotient back and subtracts
    withFeature({"udiv.magic.8", "(udiv $a $c:imm)", K::Reg, T::Scalar, "MOVZX32rr8 IMUL32rri SHR32ri", 0, "i8 a / c: widen, multiply by a magic number, shift", "%r = udiv {T} $a, $c"}, "", 0, 8),
    withFeature({"udiv.magic.16", "(udiv $a $c:imm)", K::Reg, T::Scalar, "MOVZX32rr16 IMUL32rri SHR32ri", 0, "i16 a / c: widen, multiply by a magic number, shift", "%r = udiv {T} $a, $c"}, "", 0, 16),
    {"udiv.magic.promoted", "(udiv $a $c:imm)", K::Reg, T::Promoted, "MOVZX32rr8 IMUL32rri SHR8ri", 0, "promoted a / c: widen, multiply by a magic number, shift", "%r = udiv {T} $a, $c"},
    withFeature({"sdiv.magic.8", "(sdiv $a $c:imm)", K::Reg, T::Scalar, "MOVSX32rr8 IMUL32rri MOV32rr SHR32ri SAR8ri ADD8rr", 0, "i8 signed a / c: magic multiply, shifts, add the sign bit", "%r = sdiv {T} $a, $c"}, "", 0, 8),
    withFeature({"sdiv.magic.16", "(sdiv $a $c:imm)", K::Reg, T::Scalar, "MOVSX32rr16 IMUL32rri MOV32rr SHR32ri SHR32ri ADD32rr", 0, "i16 signed a / c: magic multiply, shifts, add the sign bit", "%r = sdiv {T} $a, $c"}, "", 0, 16),
    {"sdiv.magic.promoted", "(sdiv $a $c:imm)", K::Reg, T::Promoted, "MOVZX32rr8 IMUL32rri MOV32rr SHR8ri SHR8ri ADD8rr", 0, "promoted signed a / c: magic multiply, shifts, add the sign bit", "%r = sdiv {T} $a, $c"},
    withFeature({"urem.magic.8", "(urem $a $c:imm)", K::Reg, T::Scalar, "MOVZX32rr8 IMUL32rri SHR32ri IMUL32rri SUB8rr", 0, "i8 a % c: the magic quotient, times c, subtracted", "%r = urem {T} $a, $c"}, "", 0, 8),
    withFeature({"urem.magic.16", "(urem $a $c:imm)", K::Reg, T::Scalar, "MOVZX32rr16 IMUL32rri SHR32ri IMUL32rri SUB32rr", 0, "i16 a % c: the magic quotient, times c, subtracted", "%r = urem {T} $a, $c"}, "", 0, 16),
    {"urem.magic.promoted", "(urem $a $c:imm)", K::Reg, T::Promoted, "MOV32rr MOVZX32rr8 IMUL32rri SHR8ri MOVZX32rr8 IMUL32rri SUB8rr", 0, "promoted a % c: the magic quotient, times c, subtracted", "%r = urem {T} $a, $c"},
    {"srem.magic.promoted", "(srem $a $c:imm)", K::Reg, T::Promoted, "MOV32rr MOVZX32rr8 IMUL32rri MOV32rr SHR8ri SHR8ri ADD8rr MOVZX32rr8 IMUL32rri SUB8rr", 0, "promoted signed a % c: the magic quotient, times c, subtracted", "%r = srem {T} $a, $c"},

    // unsigned division and remainder by a power of two: a shift and a mask (DAGCombiner's visitUDIV/visitUREM)
    {"udiv.pow2", "(udiv $a $c:pow2)", K::Reg, T::Scalar, "SHR{p}ri", 0, "a / 2^k is a logical shift right by k", "%r = udiv {T} $a, $c"},
    {"udiv.pow2.promoted", "(udiv $a $c:pow2)", K::Reg, T::Promoted, "SHR8ri", 0, "a promoted a / 2^k: shift the zero-extended value right by k", "%r = udiv {T} $a, $c"},
    {"urem.pow2", "(urem $a $c:pow2)", K::Reg, T::Scalar, "AND{w}ri", 0, "a % 2^k is an AND with 2^k - 1", "%r = urem {T} $a, $c"},

    // minimum and maximum: CMP r8, then a CMOV, which has no 8-bit form, on both values widened by MOVZX
    {"smin.promoted", "(call:llvm.smin $a $b)", K::Reg, T::Promoted, "CMP8rr MOVZX32rr8 MOVZX32rr8 CMOV32rr", 0, "promoted signed minimum: CMP r8, both widened, CMOV", "%c = icmp slt {T} $a, $b\n%r = select i1 %c, {T} $a, {T} $b"},
    {"smax.promoted", "(call:llvm.smax $a $b)", K::Reg, T::Promoted, "CMP8rr MOVZX32rr8 MOVZX32rr8 CMOV32rr", 0, "promoted signed maximum: CMP r8, both widened, CMOV", "%c = icmp sgt {T} $a, $b\n%r = select i1 %c, {T} $a, {T} $b"},
    {"umin.promoted", "(call:llvm.umin $a $b)", K::Reg, T::Promoted, "CMP8rr MOVZX32rr8 MOVZX32rr8 CMOV32rr", 0, "promoted unsigned minimum: CMP r8, both widened, CMOV", "%c = icmp ult {T} $a, $b\n%r = select i1 %c, {T} $a, {T} $b"},
    {"umax.promoted", "(call:llvm.umax $a $b)", K::Reg, T::Promoted, "CMP8rr MOVZX32rr8 MOVZX32rr8 CMOV32rr", 0, "promoted unsigned maximum: CMP r8, both widened, CMOV", "%c = icmp ugt {T} $a, $b\n%r = select i1 %c, {T} $a, {T} $b"},

    {"smin.promoted.imm", "(call:llvm.smin $a $c:imm)", K::Reg, T::Promoted, "MOVZX32rr8 CMP8ri MOV32ri CMOV32rr", 0, "promoted signed minimum with a constant: widen, CMP r8 with the immediate, the constant into a register, CMOV", "%c = icmp slt {T} $a, $c\n%r = select i1 %c, {T} $a, {T} $c"},
    {"smax.promoted.imm", "(call:llvm.smax $a $c:imm)", K::Reg, T::Promoted, "MOVZX32rr8 CMP8ri MOV32ri CMOV32rr", 0, "promoted signed maximum with a constant: widen, CMP r8 with the immediate, the constant into a register, CMOV", "%c = icmp sgt {T} $a, $c\n%r = select i1 %c, {T} $a, {T} $c"},
    {"umin.promoted.imm", "(call:llvm.umin $a $c:imm)", K::Reg, T::Promoted, "MOVZX32rr8 CMP8ri MOV32ri CMOV32rr", 0, "promoted unsigned minimum with a constant: widen, CMP r8 with the immediate, the constant into a register, CMOV", "%c = icmp ult {T} $a, $c\n%r = select i1 %c, {T} $a, {T} $c"},
    {"umax.promoted.imm", "(call:llvm.umax $a $c:imm)", K::Reg, T::Promoted, "MOVZX32rr8 CMP8ri MOV32ri CMOV32rr", 0, "promoted unsigned maximum with a constant: widen, CMP r8 with the immediate, the constant into a register, CMOV", "%c = icmp ugt {T} $a, $c\n%r = select i1 %c, {T} $a, {T} $c"},

    // an arithmetic shift by a constant: the sign extension's SAR and the shift's merge into one
    {"sar.promoted", "(ashr $a $c:shamt)", K::Reg, T::Promoted, "SHL8ri SAR8ri", 0, "promoted a >>s c: SHL to the top of the byte, one SAR by 8 - width + c", "%r = ashr {T} $a, $c"},

    // two shifts by constants in one direction: the DAG combiner adds the amounts (a total of the
    // width or more gives 0 for shl/lshr, the sign for ashr, also one instruction)
    {"shl.shl", "(shl (shl $a $c:shamt) $d:shamt)", K::Reg, T::Scalar, "SHL{w}ri", 0, "(a << c) << d is one shift by c + d", "%s = shl {T} $a, $c\n%r = shl {T} %s, $d"},
    {"shr.shr", "(lshr (lshr $a $c:shamt) $d:shamt)", K::Reg, T::Scalar, "SHR{w}ri", 0, "(a >> c) >> d is one shift by c + d", "%s = lshr {T} $a, $c\n%r = lshr {T} %s, $d"},
    {"sar.sar", "(ashr (ashr $a $c:shamt) $d:shamt)", K::Reg, T::Scalar, "SAR{p}ri", 0, "(a >>s c) >>s d is one shift by min(c + d, width - 1)", "%s = ashr {T} $a, $c\n%r = ashr {T} %s, $d"},

    // an i1 from EFLAGS into a byte-sized result: SETcc writes the whole 8-bit register
    withFeature({"movzx.setcc.byte", "(zext $c:flags)", K::Reg, T::Scalar, "SETCCr", 0, "an i1 from EFLAGS as an i8: SETcc alone", "%r = zext {T} $c to {R}"}, "", 0, 8),
    {"movzx.setcc.promoted", "(zext $c:flags)", K::Reg, T::Promoted, "SETCCr", 0, "an i1 from EFLAGS as a promoted integer: SETcc alone", "%r = zext {T} $c to {R}"},
    withFeature({"sext.setcc.byte", "(sext $c:flags)", K::Reg, T::Scalar, "SETCCr NEG8r", 0, "an i1 from EFLAGS as an i8 0 / -1: SETcc, NEG", "%z = zext {T} $c to {R}\n%r = sub {R} 0, %z"}, "", 0, 8),
    {"sext.setcc.promoted", "(sext $c:flags)", K::Reg, T::Promoted, "SETCCr NEG8r", 0, "an i1 from EFLAGS as a promoted 0 / -1: SETcc, NEG", "%z = zext {T} $c to {R}\n%r = sub {R} 0, %z"},

    // rotates: no rotate instruction of a promoted width; two shifts and an OR (the operand zero-extended)
    {"rol.promoted", "(call:llvm.fshl $a $a $c:shamt)", K::Reg, T::Promoted, "SHL8ri SHR8ri OR8rr", 0, "a promoted rotate: shift left, shift the zero-extended value right, OR", "%h = shl {T} $a, $c\n%l = lshr {T} $a, $c.comp\n%r = or {T} %h, %l"},
    {"ror.promoted", "(call:llvm.fshr $a $a $c:shamt)", K::Reg, T::Promoted, "SHL8ri SHR8ri OR8rr", 0, "a promoted rotate right: shift the zero-extended value right, shift left, OR", "%l = lshr {T} $a, $c\n%h = shl {T} $a, $c.comp\n%r = or {T} %h, %l"},

    // bit counts through the 32-bit instructions
    withFeature({"tzcnt.promoted", "(call:llvm.cttz $a $p:imm)", K::Reg, T::Promoted, "OR8ri MOVZX32rr8 TZCNT32rr", 0, "promoted cttz: set the bit above the width (the zero input counts the width), widen, TZCNT", "%r = call {T} @llvm.cttz.{M}({T} $a, i1 false)"}, "bmi"),
    withFeature({"lzcnt.promoted", "(call:llvm.ctlz $a $p:imm)", K::Reg, T::Promoted, "LZCNT32rr ADD32ri ADD8ri", 0, "promoted ctlz: LZCNT of the zero-extended value, minus 32 - width (LLVM subtracts 24, then 8 - width)", "%r = call {T} @llvm.ctlz.{M}({T} $a, i1 false)"}, "lzcnt"),
    withFeature({"tzcnt.8", "(call:llvm.cttz $a $p:imm)", K::Reg, T::Scalar, "OR32ri TZCNT32rr", 0, "i8 cttz: no 8-bit TZCNT; set bit 8, then TZCNT32", "%r = call {T} @llvm.cttz.{M}({T} $a, i1 false)"}, "bmi", 0, 8),
    withFeature({"lzcnt.8", "(call:llvm.ctlz $a $p:imm)", K::Reg, T::Scalar, "MOVZX32rr8 LZCNT32rr ADD32ri", 0, "i8 ctlz: no 8-bit LZCNT; MOVZX, LZCNT32, minus 24", "%r = call {T} @llvm.ctlz.{M}({T} $a, i1 false)"}, "lzcnt", 0, 8),

};

// The rows as pointer-free constant data (PackedPatterns.h); the array above is never emitted.
constexpr auto kPackedNarrowPatterns = packPatterns<packedTextSize(kNarrowPatterns)>(kNarrowPatterns);
static_assert(unpacksTo(kPackedNarrowPatterns, kNarrowPatterns));

} // namespace

void addNarrowPatterns(std::vector<Pattern>& out) { appendPatterns(kPackedNarrowPatterns, out); }

} // namespace theseus::cost
