#include "cost/isel/IselPatterns.h"
#include "cost/isel/PackedPatterns.h"

namespace theseus::cost {

namespace {

using K = ResultKind;
using T = TypeClass;
using A = AddressForm;

// Meaning snippets: {T} the type of the first leaf, {Te} its element type, {Tl} its element letter
// (b, w, d, q), {M} its mangled name, {R} the result type, {R.bool} the result's shape in i1,
// {P} the predicate; $x a leaf, $s.pow2 two to the power of $s, $k.minus1 the constant $k minus 1.
constexpr Pattern kPatterns[] = {
    // Leaves and chain rules: how a value changes kind.
    {"mov.imm", "$c:imm", K::Reg, T::Scalar, "MOV{w}{ri}", 0, "a constant in a register costs one move", "%r = add {T} $c, 0"},
    {"setcc", "$c:flags", K::Reg, T::Scalar, "SETCCr", 0, "a comparison in EFLAGS becomes an i1 in a byte register", "%r = or {T} $c, false"},
    {"test.bool", "$c", K::Flags, T::Scalar, "TEST8rr", 1, "an i1 in a register is tested to reach EFLAGS", "%r = or {T} $c, false", A::None, "", 1},

    // add
    {"add.rr", "(add $a $b)", K::Reg, T::Scalar, "ADD{w}rr", 0, "two-address add", "%r = add {T} $a, $b"},
    {"add.ri", "(add $a $c:imm)", K::Reg, T::Scalar, "ADD{w}{ri}", 0, "an imm32 folds into the add", "%r = add {T} $a, $c"},
    {"lea.base_disp", "(add $a $d:imm)", K::Reg, T::Scalar, "LEA{w}r", 2, "three-address add of a displacement", "%r = add {T} $a, $d", A::BaseDisp},
    {"lea.base_index", "(add $a $i:addr)", K::Reg, T::Scalar, "LEA{w}r", 1, "base + index*scale in one LEA", "%r = add {T} $a, $i", A::BaseIndex},
    {"lea.base_index_disp", "(add (add $a $i:addr) $d:imm)", K::Reg, T::Scalar, "LEA{w}r", 1, "base + index*scale + disp: a three-operand LEA", "%s = add {T} $a, $i\n%r = add {T} %s, $d", A::BaseIndexDisp, "slow-3ops-lea"},
    {"lea.base_disp_index", "(add (add $a $d:imm) $i:addr)", K::Reg, T::Scalar, "LEA{w}r", 1, "(base + disp) + index*scale: a three-operand LEA", "%s = add {T} $a, $d\n%r = add {T} %s, $i", A::BaseIndexDisp, "slow-3ops-lea"},
    {"lea.index_disp", "(add $i:addr $d:imm)", K::Reg, T::Scalar, "LEA{w}r", 1, "index*scale + disp without a base", "%r = add {T} $i, $d", A::IndexDisp},
    {"add.wide", "(add $a $b)", K::Reg, T::Wide, "ADD64rr ADC64rr", 0, "i128 add: low halves, then high halves with the carry", "%al = trunc {T} $a to i64\n%bl = trunc {T} $b to i64\n%lo = add i64 %al, %bl\n%c = icmp ult i64 %lo, %al\n%ah0 = lshr {T} $a, 64\n%ah = trunc {T} %ah0 to i64\n%bh0 = lshr {T} $b, 64\n%bh = trunc {T} %bh0 to i64\n%h0 = add i64 %ah, %bh\n%cz = zext i1 %c to i64\n%h = add i64 %h0, %cz\n%hz = zext i64 %h to {T}\n%hs = shl {T} %hz, 64\n%lz = zext i64 %lo to {T}\n%r = or {T} %hs, %lz"},

    // addresses: a scaled index is not materialized, the consuming LEA computes it
    {"addr.shl", "(shl $b $s:scale)", K::Addr, T::Scalar, "", 0, "index << 1..3 is an address scale of 2, 4 or 8", "%r = mul {T} $b, $s.pow2"},
    {"addr.mul", "(mul $b $s:scalemul)", K::Addr, T::Scalar, "", 0, "index * 2/4/8 is an address scale", "%r = mul {T} $b, $s"},
    {"addr.reg", "$b", K::Addr, T::Scalar, "", 1, "a register is an index of scale 1", "%r = or {T} $b, 0"},

    // sub
    {"sub.rr", "(sub $a $b)", K::Reg, T::Scalar, "SUB{w}rr", 0, "two-address subtract", "%r = sub {T} $a, $b"},
    {"sub.ri", "(sub $a $c:imm)", K::Reg, T::Scalar, "SUB{w}{ri}", 0, "an imm32 folds into the subtract", "%r = sub {T} $a, $c"},
    {"neg", "(sub #0 $a)", K::Reg, T::Scalar, "NEG{w}r", 0, "0 - a is one NEG", "%n = xor {T} $a, -1\n%r = add {T} %n, 1"},
    {"sub.wide", "(sub $a $b)", K::Reg, T::Wide, "SUB64rr SBB64rr", 0, "i128 subtract: low halves, then high halves with the borrow", "%al = trunc {T} $a to i64\n%bl = trunc {T} $b to i64\n%lo = sub i64 %al, %bl\n%c = icmp ult i64 %al, %bl\n%ah0 = lshr {T} $a, 64\n%ah = trunc {T} %ah0 to i64\n%bh0 = lshr {T} $b, 64\n%bh = trunc {T} %bh0 to i64\n%h0 = sub i64 %ah, %bh\n%cz = zext i1 %c to i64\n%h = sub i64 %h0, %cz\n%hz = zext i64 %h to {T}\n%hs = shl {T} %hz, 64\n%lz = zext i64 %lo to {T}\n%r = or {T} %hs, %lz"},

    // mul
    {"imul.rr", "(mul $a $b)", K::Reg, T::Scalar, "IMUL{w}rr", 0, "the low half of a product does not depend on signedness", "%r = mul {T} $a, $b"},
    {"imul.rri", "(mul $a $c:imm)", K::Reg, T::Scalar, "IMUL{w}r{ri}", 0, "three-address multiply by an imm32", "%r = mul {T} $a, $c"},
    {"lea.mul359", "(mul $a $k:mul359)", K::Reg, T::Scalar, "LEA{w}r", 0, "a*3, a*5, a*9 as a + a*2/4/8", "%s = mul {T} $a, $k.minus1\n%r = add {T} $a, %s", A::BaseIndex},
    {"shl.scalemul", "(mul $a $s:scalemul)", K::Reg, T::Scalar, "SHL{w}ri", 1, "a multiply by a power of two is a shift", "%r = mul {T} $a, $s"},

    // shifts
    {"shl.ri", "(shl $a $c:shamt)", K::Reg, T::Scalar, "SHL{w}ri", 0, "shift by an immediate", "%r = shl {T} $a, $c"},
    {"lea.shl", "(shl $a $s:scale)", K::Reg, T::Scalar, "LEA{w}r", 2, "a << 1..3 as an LEA with an index only", "%r = mul {T} $a, $s.pow2", A::IndexDisp},
    withFeature({"shlx", "(shl $a $b)", K::Reg, T::Scalar, "SHLX{x}rr", 0, "BMI2 shift by a register, no CL constraint", "%r = shl {T} $a, $b"}, "bmi2"),
    {"shr.ri", "(lshr $a $c:shamt)", K::Reg, T::Scalar, "SHR{w}ri", 0, "logical shift by an immediate", "%r = lshr {T} $a, $c"},
    withFeature({"shrx", "(lshr $a $b)", K::Reg, T::Scalar, "SHRX{x}rr", 0, "BMI2 logical shift by a register", "%r = lshr {T} $a, $b"}, "bmi2"),
    {"sar.ri", "(ashr $a $c:shamt)", K::Reg, T::Scalar, "SAR{p}ri", 0, "arithmetic shift by an immediate", "%r = ashr {T} $a, $c"},
    withFeature({"sarx", "(ashr $a $b)", K::Reg, T::Scalar, "SARX{x}rr", 0, "BMI2 arithmetic shift by a register", "%r = ashr {T} $a, $b"}, "bmi2"),

    // bitwise
    {"and.rr", "(and $a $b)", K::Reg, T::Scalar, "AND{w}rr", 0, "bitwise and", "%r = and {T} $a, $b"},
    {"and.ri", "(and $a $c:imm)", K::Reg, T::Scalar, "AND{w}{ri}", 0, "an imm32 folds into the and", "%r = and {T} $a, $c"},
    withFeature({"andn", "(and (xor $a #-1) $b)", K::Reg, T::Scalar, "ANDN{w}rr", 0, "BMI1 and-not in one instruction", "%n = sub {T} -1, $a\n%r = and {T} %n, $b"}, "bmi"),
    withFeature({"blsr", "(and $a (add $a #-1))", K::Reg, T::Scalar, "BLSR{w}rr", 0, "BMI1: clear the lowest set bit", "%m = sub {T} $a, 1\n%r = and {T} $a, %m"}, "bmi"),
    withFeature({"blsi", "(and $a (sub #0 $a))", K::Reg, T::Scalar, "BLSI{w}rr", 0, "BMI1: isolate the lowest set bit", "%n = mul {T} $a, -1\n%r = and {T} $a, %n"}, "bmi"),
    withFeature({"blsmsk", "(xor $a (add $a #-1))", K::Reg, T::Scalar, "BLSMSK{w}rr", 0, "BMI1: mask up to the lowest set bit", "%m = sub {T} $a, 1\n%r = xor {T} $a, %m"}, "bmi"),
    {"or.rr", "(or $a $b)", K::Reg, T::Scalar, "OR{w}rr", 0, "bitwise or", "%r = or {T} $a, $b"},
    {"or.ri", "(or $a $c:imm)", K::Reg, T::Scalar, "OR{w}{ri}", 0, "an imm32 folds into the or", "%r = or {T} $a, $c"},
    {"xor.rr", "(xor $a $b)", K::Reg, T::Scalar, "XOR{w}rr", 0, "bitwise xor", "%r = xor {T} $a, $b"},
    {"not", "(xor $a #-1)", K::Reg, T::Scalar, "NOT{w}r", 0, "xor with all-ones is NOT", "%r = sub {T} -1, $a"},
    {"xor.ri", "(xor $a $c:imm)", K::Reg, T::Scalar, "XOR{w}{ri}", 1, "an imm32 folds into the xor", "%r = xor {T} $a, $c"},
    {"and.wide", "(and $a $b)", K::Reg, T::Wide, "AND64rr AND64rr", 0, "i128 and: one and per half", "%r = and {T} $a, $b"},
    {"or.wide", "(or $a $b)", K::Reg, T::Wide, "OR64rr OR64rr", 0, "i128 or: one or per half", "%r = or {T} $a, $b"},
    {"xor.wide", "(xor $a $b)", K::Reg, T::Wide, "XOR64rr XOR64rr", 0, "i128 xor: one xor per half", "%r = xor {T} $a, $b"},

    // comparisons, select and extensions
    {"cmp.rr", "(icmp $a $b)", K::Flags, T::Scalar, "CMP{W}rr", 0, "a comparison sets EFLAGS", "%r = icmp {P} {T} $a, $b"},
    {"cmp.ri", "(icmp $a $c:imm)", K::Flags, T::Scalar, "CMP{W}{Ri}", 0, "an imm32 folds into the compare", "%r = icmp {P} {T} $a, $c"},
    {"test.and", "(icmp.eq (and $a $b) #0)", K::Flags, T::Scalar, "TEST{W}rr", 0, "(a & b) == 0 is TEST without a result", "%m = and {T} $a, $b\n%r = icmp eq {T} %m, 0"},
    {"cmov", "(select $c:flags $a $b)", K::Reg, T::Scalar, "CMOV{w}rr", 0, "a select on EFLAGS is a conditional move", "%r = select i1 $c, {R} $a, {R} $b"},
    {"movzx", "(zext $a)", K::Reg, T::Scalar, "MOVZX32rr{W}", 0, "zero-extend a byte or word", "%r = zext {T} $a to {R}"},
    {"movzx.setcc", "(zext $c:flags)", K::Reg, T::Scalar, "SETCCr MOVZX32rr8", 0, "an i1 from EFLAGS widened: SETcc then MOVZX", "%r = zext {T} $c to {R}"},
    {"movsx", "(sext $a)", K::Reg, T::Scalar, "MOVSX{w}rr{W}", 0, "sign-extend a byte, word or dword", "%r = sext {T} $a to {R}"},
    {"zext.32", "(zext $a)", K::Reg, T::Scalar, "MOV32rr", 0, "writing a 32-bit register clears the upper half", "%r = zext {T} $a to {R}", A::None, "", 32},
    {"trunc", "(trunc $a)", K::Reg, T::Scalar, "", 0, "truncation reads the low subregister: free", "%r = trunc {T} $a to {R}"},

    // intrinsics

    // 64-bit constants and extra scalar rules
    {"mov.imm64", "$c:const", K::Reg, T::Scalar, "MOV64ri", 1, "a constant beyond imm32 is a 64-bit move", "%r = add {T} $c, 0"},
    {"shl.cl", "(shl $a $b)", K::Reg, T::Scalar, "MOV32rr SHL{x}rCL", 1, "without BMI2, or for 8 bits (no 8-bit SHLX), the count goes through CL", "%r = shl {T} $a, $b"},
    {"shr.cl", "(lshr $a $b)", K::Reg, T::Scalar, "MOV32rr SHR{x}rCL", 1, "without BMI2, or for 8 bits (no 8-bit SHLX), the count goes through CL", "%r = lshr {T} $a, $b"},
    {"sar.cl", "(ashr $a $b)", K::Reg, T::Scalar, "MOV32rr SAR{x}rCL", 1, "without BMI2, or for 8 bits (no 8-bit SHLX), the count goes through CL", "%r = ashr {T} $a, $b"},
    {"add.shl1", "(shl $a #1)", K::Reg, T::Scalar, "ADD{w}rr", 0, "a << 1 is a + a", "%r = add {T} $a, $a"},
    {"test.zero", "(icmp.eq $a #0)", K::Flags, T::Scalar, "TEST{W}rr", 0, "a == 0 is TEST a, a", "%m = and {T} $a, $a\n%r = icmp eq {T} %m, 0"},
    {"test.nonzero", "(icmp.ne $a #0)", K::Flags, T::Scalar, "TEST{W}rr", 0, "a != 0 is TEST a, a", "%m = or {T} $a, $a\n%r = icmp ne {T} %m, 0"},
    {"sext.setcc", "(sext $c:flags)", K::Reg, T::Scalar, "SETCCr MOVZX32rr8 NEG32r", 0, "an i1 from EFLAGS as 0 / -1: SETcc, MOVZX, NEG", "%z = zext {T} $c to {R}\n%r = sub {R} 0, %z"},

    // min, max, abs: a compare and a conditional move
    {"smin", "(call:llvm.smin $a $b)", K::Reg, T::Scalar, "CMP{n}rr CMOV{w}rr", 0, "signed minimum: CMP then CMOV", "%c = icmp slt {T} $a, $b\n%r = select i1 %c, {T} $a, {T} $b"},
    {"smax", "(call:llvm.smax $a $b)", K::Reg, T::Scalar, "CMP{n}rr CMOV{w}rr", 0, "signed maximum: CMP then CMOV", "%c = icmp sgt {T} $a, $b\n%r = select i1 %c, {T} $a, {T} $b"},
    {"umin", "(call:llvm.umin $a $b)", K::Reg, T::Scalar, "CMP{n}rr CMOV{w}rr", 0, "unsigned minimum: CMP then CMOV", "%c = icmp ult {T} $a, $b\n%r = select i1 %c, {T} $a, {T} $b"},
    {"umax", "(call:llvm.umax $a $b)", K::Reg, T::Scalar, "CMP{n}rr CMOV{w}rr", 0, "unsigned maximum: CMP then CMOV", "%c = icmp ugt {T} $a, $b\n%r = select i1 %c, {T} $a, {T} $b"},
    {"abs", "(call:llvm.abs $a $p:imm)", K::Reg, T::Scalar, "MOV{w}rr NEG{w}r CMOV{w}rr", 0, "absolute value: NEG a copy, keep the non-negative one", "%n = sub {T} 0, $a\n%c = icmp slt {T} $a, 0\n%r = select i1 %c, {T} %n, {T} $a"},

    {"usubsat", "(call:llvm.usub.sat $a $b)", K::Reg, T::Scalar, "XOR32rr SUB{w}rr CMOV{w}rr", 0, "a - b, or 0 when it borrows: zero, SUB, CMOVAE", "%c = icmp ugt {T} $a, $b\n%d = sub {T} $a, $b\n%r = select i1 %c, {T} %d, {T} 0"},
    {"uaddsat", "(call:llvm.uadd.sat $a $b)", K::Reg, T::Scalar, "ADD{w}rr MOV{w}ri CMOV{w}rr", 0, "a + b, or all-ones when it carries: ADD, MOV -1, CMOVB", "%s = add {T} $a, $b\n%c = icmp ult {T} %s, $a\n%r = select i1 %c, {T} -1, {T} %s"},

    // more i128 legalization: shifts by SHLD/SHRD, a multiply from three 64-bit products,
    // comparisons over both halves, extensions and selects per half
    {"extractvalue.reg", "(extractvalue $a)", K::Reg, T::Any, "", 0, "a field of a struct held in registers (an argument) is its register: no instruction", ""},
    {"lshr.wide.64", "(lshr $a #64)", K::Reg, T::Wide, "XOR32rr", 0, "i128 >> 64: the high half becomes the low (a register renamed), the high half zero", "%r = lshr {T} $a, 64"},
    {"shl.wide", "(shl $a $c:shamt)", K::Reg, T::Wide, "SHLD64rri8 SHL64ri", 0, "i128 << c: SHLD into the high half, SHL the low half", "%r = shl {T} $a, $c"},
    {"lshr.wide", "(lshr $a $c:shamt)", K::Reg, T::Wide, "SHRD64rri8 SHR64ri", 0, "i128 >> c: SHRD into the low half, SHR the high half", "%r = lshr {T} $a, $c"},
    {"ashr.wide", "(ashr $a $c:shamt)", K::Reg, T::Wide, "SHRD64rri8 SAR64ri", 0, "i128 >>s c: SHRD into the low half, SAR the high half", "%r = ashr {T} $a, $c"},
    {"mul.wide", "(mul $a $b)", K::Reg, T::Wide, "MOV64rr MUL64r IMUL64rr IMUL64rr ADD64rr ADD64rr", 0, "i128 product: the full low product and two cross products", "%r = mul {T} $a, $b"},
    withFeature({"mul.wide.zext.bmi2", "(mul (zext $a) (zext $b))", K::Reg, T::Wide, "MOV64rr MULX64rr", 0, "the full product of two u64: one MULX (one source in RDX)", ""}, "bmi2", 64),
    withFeature({"mul.wide.zext", "(mul (zext $a) (zext $b))", K::Reg, T::Wide, "MOV64rr MUL64r", 1, "the full product of two u64: one MUL into RDX:RAX", "", AddressForm::None, "bmi2"}, "", 64),
    withFeature({"mul.wide.sext", "(mul (sext $a) (sext $b))", K::Reg, T::Wide, "MOV64rr IMUL64r", 0, "the full product of two i64: one one-operand IMUL into RDX:RAX", ""}, "", 64),
    withFeature({"mul.wide.zext.const.bmi2", "(mul (zext $a) $c:low64)", K::Reg, T::Wide, "MOV64ri MOV64rr MULX64rr", 0, "a u64 times a 64-bit constant, full product: MOVABS, MULX", ""}, "bmi2", 64),
    withFeature({"mul.wide.zext.const", "(mul (zext $a) $c:low64)", K::Reg, T::Wide, "MOV64ri MOV64rr MUL64r", 1, "a u64 times a 64-bit constant, full product: MOVABS, MUL", "", AddressForm::None, "bmi2"}, "", 64),
    withFeature({"mul.wide.const.bmi2", "(mul $a $c:low64)", K::Reg, T::Wide, "MOV64ri IMUL64rr MOV64rr MULX64rr ADD64rr", 1, "an i128 times a 64-bit constant: MULX of the low half, IMUL of the high half, added", ""}, "bmi2"),
    {"mul.wide.const", "(mul $a $c:low64)", K::Reg, T::Wide, "MOV64ri IMUL64rr MOV64rr MUL64r ADD64rr", 2, "an i128 times a 64-bit constant: MUL of the low half, IMUL of the high half, added", "", AddressForm::None, "bmi2"},
    {"cmp.eq.wide", "(icmp.eq $a $b)", K::Flags, T::Wide, "XOR64rr XOR64rr OR64rr", 0, "i128 equality: xor each half, or them", "%r = icmp eq {T} $a, $b"},
    {"cmp.ne.wide", "(icmp.ne $a $b)", K::Flags, T::Wide, "XOR64rr XOR64rr OR64rr", 0, "i128 inequality: xor each half, or them", "%r = icmp ne {T} $a, $b"},
    {"cmp.wide", "(icmp $a $b)", K::Flags, T::Wide, "CMP64rr SBB64rr", 1, "i128 order: compare the low halves, subtract the high halves with the borrow", "%r = icmp {P} {T} $a, $b"},
    {"and.wide.keeplow", "(and $a $c:keeplow)", K::Reg, T::Wide, "MOV64ri AND64rr", 0, "i128 and with a constant whose low half is all ones: the low half is kept, the high half ANDed with a 64-bit constant", "%r = and {T} $a, $c"},
    {"and.wide.imm", "(and $a $c:imm)", K::Reg, T::Wide, "AND64ri32 XOR32rr", 0, "i128 and with a non-negative imm32: AND the low half, zero the high half", "%r = and {T} $a, $c"},
    {"zext.wide", "(zext $a)", K::Reg, T::Wide, "XOR32rr", 0, "to i128: the high half is zero", "%r = zext {T} $a to {R}"},
    {"sext.wide", "(sext $a)", K::Reg, T::Wide, "MOV64rr SAR64ri", 0, "to i128: the high half is the sign", "%r = sext {T} $a to {R}"},
    {"cmov.wide", "(select $c:flags $a $b)", K::Reg, T::Wide, "CMOV64rr CMOV64rr", 0, "an i128 select: one CMOV per half", "%r = select i1 $c, {R} $a, {R} $b"},

    // division: the dividend in EDX:EAX, the quotient in EAX, the remainder in EDX
    withFeature({"udiv.32", "(udiv $a $b)", K::Reg, T::Scalar, "MOV32rr XOR32rr DIV32r", 0, "unsigned divide: EAX = a, EDX = 0, DIV", "%r = udiv {T} $a, $b"}, "", 0, 32),
    withFeature({"udiv.64", "(udiv $a $b)", K::Reg, T::Scalar, "MOV64rr XOR32rr DIV64r", 0, "unsigned divide: RAX = a, RDX = 0, DIV", "%r = udiv {T} $a, $b"}, "", 0, 64),
    withFeature({"sdiv.32", "(sdiv $a $b)", K::Reg, T::Scalar, "MOV32rr CDQ IDIV32r", 0, "signed divide: EAX = a, CDQ sign-extends into EDX, IDIV", "%r = sdiv {T} $a, $b"}, "", 0, 32),
    withFeature({"sdiv.64", "(sdiv $a $b)", K::Reg, T::Scalar, "MOV64rr CQO IDIV64r", 0, "signed divide: RAX = a, CQO sign-extends into RDX, IDIV", "%r = sdiv {T} $a, $b"}, "", 0, 64),
    withFeature({"urem.32", "(urem $a $b)", K::Reg, T::Scalar, "MOV32rr XOR32rr DIV32r MOV32rr", 0, "unsigned remainder: DIV leaves it in EDX", "%r = urem {T} $a, $b"}, "", 0, 32),
    withFeature({"urem.64", "(urem $a $b)", K::Reg, T::Scalar, "MOV64rr XOR32rr DIV64r MOV64rr", 0, "unsigned remainder: DIV leaves it in RDX", "%r = urem {T} $a, $b"}, "", 0, 64),
    withFeature({"srem.32", "(srem $a $b)", K::Reg, T::Scalar, "MOV32rr CDQ IDIV32r MOV32rr", 0, "signed remainder: IDIV leaves it in EDX", "%r = srem {T} $a, $b"}, "", 0, 32),
    withFeature({"srem.64", "(srem $a $b)", K::Reg, T::Scalar, "MOV64rr CQO IDIV64r MOV64rr", 0, "signed remainder: IDIV leaves it in RDX", "%r = srem {T} $a, $b"}, "", 0, 64),

    // division by a constant: LLVM's multiply by a magic number (Granlund-Montgomery)
    withFeature({"udiv.magic.32", "(udiv $a $c:imm)", K::Reg, T::Scalar, "MOV32rr IMUL64rr SHR64ri", 0, "a / c as a 64-bit multiply by a magic number, then a shift", "%r = udiv {T} $a, $c"}, "", 0, 32),
    withFeature({"udiv.magic.64", "(udiv $a $c:imm)", K::Reg, T::Scalar, "MOV64rr MOV64ri MUL64r SHR64ri", 0, "a / c as the high half of a multiply by a magic number, then a shift", "%r = udiv {T} $a, $c"}, "", 0, 64),
    withFeature({"sdiv.magic.32", "(sdiv $a $c:imm)", K::Reg, T::Scalar, "MOVSX64rr32 IMUL64rr MOV64rr SHR64ri SAR64ri ADD32rr", 0, "signed a / c: magic multiply, shifts, add the sign bit", "%r = sdiv {T} $a, $c"}, "", 0, 32),
    withFeature({"sdiv.magic.64", "(sdiv $a $c:imm)", K::Reg, T::Scalar, "MOV64rr MOV64ri IMUL64r MOV64rr SHR64ri SAR64ri ADD64rr", 0, "signed a / c: magic multiply, shifts, add the sign bit", "%r = sdiv {T} $a, $c"}, "", 0, 64),
    withFeature({"urem.magic.32", "(urem $a $c:imm)", K::Reg, T::Scalar, "MOV32rr IMUL64rr SHR64ri IMUL32rri SUB32rr", 0, "a % c: the magic quotient, times c, subtracted from a", "%r = urem {T} $a, $c"}, "", 0, 32),
    withFeature({"urem.magic.64", "(urem $a $c:imm)", K::Reg, T::Scalar, "MOV64rr MOV64ri MUL64r SHR64ri IMUL64rri32 SUB64rr", 0, "a % c: the magic quotient, times c, subtracted from a", "%r = urem {T} $a, $c"}, "", 0, 64),
    withFeature({"srem.magic.32", "(srem $a $c:imm)", K::Reg, T::Scalar, "MOVSX64rr32 IMUL64rr MOV64rr SHR64ri SAR64ri ADD32rr IMUL32rri SUB32rr", 0, "signed a % c: the magic quotient, times c, subtracted from a", "%r = srem {T} $a, $c"}, "", 0, 32),
    withFeature({"srem.magic.64", "(srem $a $c:imm)", K::Reg, T::Scalar, "MOV64rr MOV64ri IMUL64r MOV64rr SHR64ri SAR64ri ADD64rr IMUL64rri32 SUB64rr", 0, "signed a % c: the magic quotient, times c, subtracted from a", "%r = srem {T} $a, $c"}, "", 0, 64),

    // bit counts
    withFeature({"lzcnt", "(call:llvm.ctlz $a $p:imm)", K::Reg, T::Scalar, "LZCNT{W}rr", 0, "count leading zeros", "%r = call {T} @llvm.ctlz.{M}({T} $a, i1 false)"}, "lzcnt", 0, 0),
    withFeature({"tzcnt", "(call:llvm.cttz $a $p:imm)", K::Reg, T::Scalar, "TZCNT{W}rr", 0, "count trailing zeros", "%r = call {T} @llvm.cttz.{M}({T} $a, i1 false)"}, "bmi", 0, 0),

    // rotates and double shifts (funnel shifts)
    {"rol.ri", "(call:llvm.fshl $a $a $c:shamt)", K::Reg, T::Scalar, "ROL{n}ri", 0, "a funnel shift of a value with itself is a rotate", "%h = shl {T} $a, $c\n%l = lshr {T} $a, $c.comp\n%r = or {T} %h, %l"},
    {"ror.ri", "(call:llvm.fshr $a $a $c:shamt)", K::Reg, T::Scalar, "ROR{n}ri", 0, "a funnel shift right of a value with itself is a rotate right", "%l = lshr {T} $a, $c\n%h = shl {T} $a, $c.comp\n%r = or {T} %h, %l"},
    withFeature({"rorx", "(call:llvm.fshr $a $a $c:shamt)", K::Reg, T::Scalar, "RORX{n}ri", 0, "BMI2 three-address rotate by an immediate", "%l = lshr {T} $a, $c\n%h = shl {T} $a, $c.comp\n%r = or {T} %h, %l"}, "bmi2"),
    withFeature({"rorx.l", "(call:llvm.fshl $a $a $c:shamt)", K::Reg, T::Scalar, "RORX{n}ri", 0, "BMI2: a rotate left by c is RORX by width - c, three-address", "%h = shl {T} $a, $c\n%l = lshr {T} $a, $c.comp\n%r = or {T} %h, %l"}, "bmi2"),
    {"rol.rcl", "(call:llvm.fshl $a $a $b)", K::Reg, T::Scalar, "MOV32rr ROL{p}rCL", 0, "rotate by a register: the count goes through CL", "%r = call {T} @llvm.fshl.{M}({T} $a, {T} $a, {T} $b)"},
    {"ror.rcl", "(call:llvm.fshr $a $a $b)", K::Reg, T::Scalar, "MOV32rr ROR{p}rCL", 0, "rotate right by a register: the count goes through CL", "%r = call {T} @llvm.fshr.{M}({T} $a, {T} $a, {T} $b)"},
    {"shld.ri", "(call:llvm.fshl $a $b $c:shamt)", K::Reg, T::Scalar, "SHLD{p}rri8", 1, "the high half of (a:b) << c is SHLD", "%h = shl {T} $a, $c\n%l = lshr {T} $b, $c.comp\n%r = or {T} %h, %l"},
    {"shrd.ri", "(call:llvm.fshr $a $b $c:shamt)", K::Reg, T::Scalar, "SHRD{p}rri8", 1, "the low half of (a:b) >> c is SHRD", "%l = lshr {T} $b, $c\n%h = shl {T} $a, $c.comp\n%r = or {T} %h, %l"},
    {"shld.rcl", "(call:llvm.fshl $a $b $c)", K::Reg, T::Scalar, "MOV32rr SHLD{p}rrCL", 1, "SHLD by a register count in CL", "%r = call {T} @llvm.fshl.{M}({T} $a, {T} $b, {T} $c)"},
    {"shrd.rcl", "(call:llvm.fshr $a $b $c)", K::Reg, T::Scalar, "MOV32rr SHRD{p}rrCL", 1, "SHRD by a register count in CL", "%r = call {T} @llvm.fshr.{M}({T} $a, {T} $b, {T} $c)"},

    // carries: ADC / SBB consume the flags a compare left
    {"adc", "(add (add $a $b) (zext $c:flags))", K::Reg, T::Scalar, "ADC{w}rr", 0, "a + b + carry is ADC", "%s = add {T} $a, $b\n%z = zext i1 $c to {T}\n%r = add {T} %s, %z"},
    {"sbb", "(sub (sub $a $b) (zext $c:flags))", K::Reg, T::Scalar, "SBB{w}rr", 0, "a - b - borrow is SBB", "%s = sub {T} $a, $b\n%z = zext i1 $c to {T}\n%r = sub {T} %s, %z"},

    // the high half of a product
    withFeature({"mulhu.64", "(trunc (lshr (mul (zext $a) (zext $b)) #64))", K::Reg, T::Scalar, "MOV64rr MUL64r", 0, "the high 64 bits of an unsigned product: MUL leaves them in RDX", "%az = zext {T} $a to {T.double}\n%bz = zext {T} $b to {T.double}\n%p = mul nuw {T.double} %az, %bz\n%h = lshr {T.double} %p, {T.bits}\n%r = trunc {T.double} %h to {T}"}, "", 64, 64),
    withFeature({"mulhs.64", "(trunc (lshr (mul (sext $a) (sext $b)) #64))", K::Reg, T::Scalar, "MOV64rr IMUL64r", 0, "the high 64 bits of a signed product: one-operand IMUL", "%as = sext {T} $a to {T.double}\n%bs = sext {T} $b to {T.double}\n%p = mul nsw {T.double} %as, %bs\n%h = lshr {T.double} %p, {T.bits}\n%r = trunc {T.double} %h to {T}"}, "", 64, 64),
    withFeature({"mulhu.32", "(trunc (lshr (mul (zext $a) (zext $b)) #32))", K::Reg, T::Scalar, "MOV32rr MOV32rr IMUL64rr SHR64ri", 0, "the high half of a 32-bit product: a 64-bit multiply, then a shift", "%az = zext {T} $a to {T.double}\n%bz = zext {T} $b to {T.double}\n%p = mul nuw {T.double} %az, %bz\n%h = lshr {T.double} %p, {T.bits}\n%r = trunc {T.double} %h to {T}"}, "", 32, 32),
    withFeature({"mulhs.32", "(trunc (lshr (mul (sext $a) (sext $b)) #32))", K::Reg, T::Scalar, "MOVSX64rr32 MOVSX64rr32 IMUL64rr SHR64ri", 0, "the high half of a signed 32-bit product", "%as = sext {T} $a to {T.double}\n%bs = sext {T} $b to {T.double}\n%p = mul nsw {T.double} %as, %bs\n%h = lshr {T.double} %p, {T.bits}\n%r = trunc {T.double} %h to {T}"}, "", 32, 32),
    withFeature({"popcnt", "(call:llvm.ctpop $a)", K::Reg, T::Scalar, "POPCNT{w}rr", 0, "population count", "%r = call {T} @llvm.ctpop.{M}({T} $a)"}, "popcnt"),
    {"bswap", "(call:llvm.bswap $a)", K::Reg, T::Scalar, "BSWAP{w}r", 0, "byte swap", "%r = call {T} @llvm.bswap.{M}({T} $a)"},

    // 8- and 16-bit division as llc emits it: DIV/IDIV r8 (AX / r8, quotient in AL, remainder in
    // AH) and DIV/IDIV r16 (DX:AX / r16); the dividend is extended into AX or DX first
    withFeature({"udiv.8", "(udiv $a $b)", K::Reg, T::Scalar, "MOVZX32rr8 DIV8r", 0, "i8 unsigned divide: AX = zext a, DIV r8", "%r = udiv {T} $a, $b"}, "", 0, 8),
    withFeature({"urem.8", "(urem $a $b)", K::Reg, T::Scalar, "MOVZX32rr8 DIV8r MOVZX32rr8_NOREX", 0, "i8 unsigned remainder: DIV r8 leaves it in AH", "%r = urem {T} $a, $b"}, "", 0, 8),
    withFeature({"sdiv.8", "(sdiv $a $b)", K::Reg, T::Scalar, "MOVSX32rr8 IDIV8r", 0, "i8 signed divide: AX = sext a, IDIV r8", "%r = sdiv {T} $a, $b"}, "", 0, 8),
    withFeature({"srem.8", "(srem $a $b)", K::Reg, T::Scalar, "MOVSX32rr8 IDIV8r MOVSX32rr8_NOREX", 0, "i8 signed remainder: IDIV r8 leaves it in AH", "%r = srem {T} $a, $b"}, "", 0, 8),
    withFeature({"udiv.16", "(udiv $a $b)", K::Reg, T::Scalar, "MOV32rr XOR32rr DIV16r", 0, "i16 unsigned divide: AX = a, DX = 0, DIV r16", "%r = udiv {T} $a, $b"}, "", 0, 16),
    withFeature({"urem.16", "(urem $a $b)", K::Reg, T::Scalar, "MOV32rr XOR32rr DIV16r MOV32rr", 0, "i16 unsigned remainder: DIV r16 leaves it in DX", "%r = urem {T} $a, $b"}, "", 0, 16),
    withFeature({"sdiv.16", "(sdiv $a $b)", K::Reg, T::Scalar, "MOV32rr CWD IDIV16r", 0, "i16 signed divide: AX = a, CWD sign-extends into DX, IDIV r16", "%r = sdiv {T} $a, $b"}, "", 0, 16),
    withFeature({"srem.16", "(srem $a $b)", K::Reg, T::Scalar, "MOV32rr CWD IDIV16r MOV32rr", 0, "i16 signed remainder: IDIV r16 leaves it in DX", "%r = srem {T} $a, $b"}, "", 0, 16),

    // bit reversal as llc lowers it: a byte reversal (ROL 4 / ROL 8 / BSWAP), then nibbles, pairs
    // and bits swapped by mask-shift-or rounds (the last two merge by LEA); with GFNI, one
    // GF2P8AFFINEQB by the bit-reversal matrix reverses every byte in a vector register
    withFeature({"bitreverse.8", "(call:llvm.bitreverse $a)", K::Reg, T::Scalar, "ROL8ri MOV32rr AND8ri SHL8ri SHR8ri AND8ri OR8rr MOV32rr AND8ri ADD8rr SHR8r1 AND8ri OR8rr", 1, "i8 bit reversal: rotate nibbles, swap pairs and bits by masks", "%r = call {T} @llvm.bitreverse.{M}({T} $a)"}, "", 0, 8),
    withFeature({"bitreverse.16", "(call:llvm.bitreverse $a)", K::Reg, T::Scalar, "ROL16ri MOV32rr AND32ri SHL32ri SHR32ri AND32ri OR32rr MOV32rr AND32ri SHR32ri AND32ri LEA64_32r MOV32rr AND32ri SHR32r1 AND32ri LEA64_32r", 1, "i16 bit reversal: swap bytes, then nibbles, pairs and bits by masks", "%r = call {T} @llvm.bitreverse.{M}({T} $a)", AddressForm::BaseIndex}, "", 0, 16),
    withFeature({"bitreverse.32", "(call:llvm.bitreverse $a)", K::Reg, T::Scalar, "BSWAP32r MOV32rr AND32ri SHL32ri SHR32ri AND32ri OR32rr MOV32rr AND32ri SHR32ri AND32ri LEA64_32r MOV32rr AND32ri SHR32r1 AND32ri LEA64_32r", 1, "i32 bit reversal: BSWAP, then nibbles, pairs and bits by masks", "%r = call {T} @llvm.bitreverse.{M}({T} $a)", AddressForm::BaseIndex}, "", 0, 32),
    withFeature({"bitreverse.64", "(call:llvm.bitreverse $a)", K::Reg, T::Scalar, "BSWAP64r MOV64rr SHR64ri MOV64ri AND64rr AND64rr SHL64ri OR64rr MOV64ri MOV64rr AND64rr SHR64ri AND64rr LEA64r MOV64ri MOV64rr AND64rr SHR64r1 AND64rr LEA64r", 1, "i64 bit reversal: BSWAP, then nibbles, pairs and bits by 64-bit masks", "%r = call {T} @llvm.bitreverse.{M}({T} $a)", AddressForm::BaseIndex}, "", 0, 64),
    withFeature({"bitreverse.gfni.8", "(call:llvm.bitreverse $a)", K::Reg, T::Scalar, "{v}MOVDI2PDIrr {v}GF2P8AFFINEQBrmi {v}MOVPDI2DIrr", 0, "GFNI: every byte's bits reversed by one affine transform", "%r = call {T} @llvm.bitreverse.{M}({T} $a)"}, "gfni", 0, 8),
    withFeature({"bitreverse.gfni.16", "(call:llvm.bitreverse $a)", K::Reg, T::Scalar, "{v}MOVDI2PDIrr {v}GF2P8AFFINEQBrmi {v}MOVPDI2DIrr ROL16ri", 0, "GFNI: bits reversed per byte, then the two bytes swapped", "%r = call {T} @llvm.bitreverse.{M}({T} $a)"}, "gfni", 0, 16),
    withFeature({"bitreverse.gfni.32", "(call:llvm.bitreverse $a)", K::Reg, T::Scalar, "{v}MOVDI2PDIrr {v}GF2P8AFFINEQBrmi {v}MOVPDI2DIrr BSWAP32r", 0, "GFNI: bits reversed per byte, then BSWAP", "%r = call {T} @llvm.bitreverse.{M}({T} $a)"}, "gfni", 0, 32),
    withFeature({"bitreverse.gfni.64", "(call:llvm.bitreverse $a)", K::Reg, T::Scalar, "{v}MOV64toPQIrr {v}GF2P8AFFINEQBrmi {v}MOVPQIto64rr BSWAP64r", 0, "GFNI: bits reversed per byte, then BSWAP", "%r = call {T} @llvm.bitreverse.{M}({T} $a)"}, "gfni", 0, 64),
};

// The rows as pointer-free constant data (PackedPatterns.h); kPatterns itself is never emitted.
constexpr auto kPackedPatterns = packPatterns<packedTextSize(kPatterns)>(kPatterns);
static_assert(unpacksTo(kPackedPatterns, kPatterns));

} // namespace

const std::vector<Pattern>& iselPatterns() {
  static const std::vector<Pattern> all = [] {
    std::vector<Pattern> out;
    appendPatterns(kPackedPatterns, out);
    addVectorPatterns(out);
    addNarrowPatterns(out);
    addFloatPatterns(out);
    addFloatExpansionPatterns(out);
    addLoweredPatterns(out);
    return out;
  }();
  return all;
}

const std::vector<OpcodeFeature>& opcodeFeatures() {
  static const std::vector<OpcodeFeature> table = {{"PCMPEQQrr", "sse4.1"}, {"PCMPGTQrr", "sse4.2"}};
  return table;
}

} // namespace theseus::cost
