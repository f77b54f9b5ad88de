#include "cost/IselPatterns.h"

namespace theseus::cost {

namespace {

using K = ResultKind;
using T = TypeClass;
using A = AddressForm;

// Meaning snippets: {T} the type of the first leaf, {Te} its element type, {Tl} its element letter
// (b, w, d, q), {M} its mangled name, {R} the result type, {R.bool} the result's shape in i1,
// {P} the predicate; $x a leaf, $s.pow2 two to the power of $s, $k.minus1 the constant $k minus 1.
const std::vector<Pattern> kPatterns = {
    // Leaves and chain rules: how a value changes kind.
    {"mov.imm", "$c:imm", K::Reg, T::Scalar, "MOV{w}{ri}", 0, "a constant in a register costs one move", "%r = add {T} $c, 0"},
    {"vec.const", "$c:imm", K::Reg, T::Vector, "{v}MOVDQA{y}rm", 0, "a vector constant is a load from the constant pool", "%r = add {T} $c, zeroinitializer"},
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
    {"padd", "(add $a $b)", K::Reg, T::Vector, "{v}PADD{e}{y}rr", 0, "lane-wise add", "%r = add {T} $a, $b"},

    // addresses: a scaled index is not materialized, the consuming LEA computes it
    {"addr.shl", "(shl $b $s:scale)", K::Addr, T::Scalar, "", 0, "index << 1..3 is an address scale of 2, 4 or 8", "%r = mul {T} $b, $s.pow2"},
    {"addr.mul", "(mul $b $s:scalemul)", K::Addr, T::Scalar, "", 0, "index * 2/4/8 is an address scale", "%r = mul {T} $b, $s"},
    {"addr.reg", "$b", K::Addr, T::Scalar, "", 1, "a register is an index of scale 1", "%r = or {T} $b, 0"},

    // sub
    {"sub.rr", "(sub $a $b)", K::Reg, T::Scalar, "SUB{w}rr", 0, "two-address subtract", "%r = sub {T} $a, $b"},
    {"sub.ri", "(sub $a $c:imm)", K::Reg, T::Scalar, "SUB{w}{ri}", 0, "an imm32 folds into the subtract", "%r = sub {T} $a, $c"},
    {"neg", "(sub #0 $a)", K::Reg, T::Scalar, "NEG{w}r", 0, "0 - a is one NEG", "%n = xor {T} $a, -1\n%r = add {T} %n, 1"},
    {"sub.wide", "(sub $a $b)", K::Reg, T::Wide, "SUB64rr SBB64rr", 0, "i128 subtract: low halves, then high halves with the borrow", "%al = trunc {T} $a to i64\n%bl = trunc {T} $b to i64\n%lo = sub i64 %al, %bl\n%c = icmp ult i64 %al, %bl\n%ah0 = lshr {T} $a, 64\n%ah = trunc {T} %ah0 to i64\n%bh0 = lshr {T} $b, 64\n%bh = trunc {T} %bh0 to i64\n%h0 = sub i64 %ah, %bh\n%cz = zext i1 %c to i64\n%h = sub i64 %h0, %cz\n%hz = zext i64 %h to {T}\n%hs = shl {T} %hz, 64\n%lz = zext i64 %lo to {T}\n%r = or {T} %hs, %lz"},
    {"psub", "(sub $a $b)", K::Reg, T::Vector, "{v}PSUB{e}{y}rr", 0, "lane-wise subtract", "%r = sub {T} $a, $b"},

    // mul
    {"imul.rr", "(mul $a $b)", K::Reg, T::Scalar, "IMUL{w}rr", 0, "the low half of a product does not depend on signedness", "%r = mul {T} $a, $b"},
    {"imul.rri", "(mul $a $c:imm)", K::Reg, T::Scalar, "IMUL{w}r{ri}", 0, "three-address multiply by an imm32", "%r = mul {T} $a, $c"},
    {"lea.mul359", "(mul $a $k:mul359)", K::Reg, T::Scalar, "LEA{w}r", 0, "a*3, a*5, a*9 as a + a*2/4/8", "%s = mul {T} $a, $k.minus1\n%r = add {T} $a, %s", A::BaseIndex},
    {"shl.scalemul", "(mul $a $s:scalemul)", K::Reg, T::Scalar, "SHL{w}ri", 1, "a multiply by a power of two is a shift", "%r = mul {T} $a, $s"},
    {"pmull", "(mul $a $b)", K::Reg, T::Vector, "{v}PMULL{e}{y}rr", 0, "lane-wise low product (words and dwords)", "%r = mul {T} $a, $b"},

    // shifts
    {"shl.ri", "(shl $a $c:shamt)", K::Reg, T::Scalar, "SHL{w}ri", 0, "shift by an immediate", "%r = shl {T} $a, $c"},
    {"lea.shl", "(shl $a $s:scale)", K::Reg, T::Scalar, "LEA{w}r", 2, "a << 1..3 as an LEA with an index only", "%r = mul {T} $a, $s.pow2", A::IndexDisp},
    {"shl.rcl", "(shl $a $b)", K::Reg, T::Scalar, "SHLX{w}rr", 0, "BMI2 shift by a register, no CL constraint", "%r = shl {T} $a, $b"},
    {"shr.ri", "(lshr $a $c:shamt)", K::Reg, T::Scalar, "SHR{w}ri", 0, "logical shift by an immediate", "%r = lshr {T} $a, $c"},
    {"shr.rr", "(lshr $a $b)", K::Reg, T::Scalar, "SHRX{w}rr", 0, "BMI2 logical shift by a register", "%r = lshr {T} $a, $b"},
    {"sar.ri", "(ashr $a $c:shamt)", K::Reg, T::Scalar, "SAR{w}ri", 0, "arithmetic shift by an immediate", "%r = ashr {T} $a, $c"},
    {"sar.rr", "(ashr $a $b)", K::Reg, T::Scalar, "SARX{w}rr", 0, "BMI2 arithmetic shift by a register", "%r = ashr {T} $a, $b"},
    {"psll.imm", "(shl $a $c:shamt)", K::Reg, T::Vector, "{v}PSLL{e}{y}ri", 0, "every lane shifted by one immediate", "%r = shl {T} $a, $c"},
    {"psrl.imm", "(lshr $a $c:shamt)", K::Reg, T::Vector, "{v}PSRL{e}{y}ri", 0, "every lane shifted right by one immediate", "%r = lshr {T} $a, $c"},
    {"psra.imm", "(ashr $a $c:shamt)", K::Reg, T::Vector, "{v}PSRA{e}{y}ri", 0, "every lane shifted arithmetically by one immediate", "%r = ashr {T} $a, $c"},
    {"psllv", "(shl $a $b)", K::Reg, T::Vector, "VPSLLV{e}{y}rr", 0, "AVX2 per-lane shift left", "%r = shl {T} $a, $b"},
    {"psrlv", "(lshr $a $b)", K::Reg, T::Vector, "VPSRLV{e}{y}rr", 0, "AVX2 per-lane logical shift right", "%r = lshr {T} $a, $b"},
    {"psrav", "(ashr $a $b)", K::Reg, T::Vector, "VPSRAV{e}{y}rr", 0, "AVX2 per-lane arithmetic shift right", "%r = ashr {T} $a, $b"},

    // bitwise
    {"and.rr", "(and $a $b)", K::Reg, T::Scalar, "AND{w}rr", 0, "bitwise and", "%r = and {T} $a, $b"},
    {"and.ri", "(and $a $c:imm)", K::Reg, T::Scalar, "AND{w}{ri}", 0, "an imm32 folds into the and", "%r = and {T} $a, $c"},
    {"andn", "(and (xor $a #-1) $b)", K::Reg, T::Scalar, "ANDN{w}rr", 0, "BMI1 and-not in one instruction", "%n = sub {T} -1, $a\n%r = and {T} %n, $b"},
    {"blsr", "(and $a (add $a #-1))", K::Reg, T::Scalar, "BLSR{w}rr", 0, "BMI1: clear the lowest set bit", "%m = sub {T} $a, 1\n%r = and {T} $a, %m"},
    {"blsi", "(and $a (sub #0 $a))", K::Reg, T::Scalar, "BLSI{w}rr", 0, "BMI1: isolate the lowest set bit", "%n = mul {T} $a, -1\n%r = and {T} $a, %n"},
    {"blsmsk", "(xor $a (add $a #-1))", K::Reg, T::Scalar, "BLSMSK{w}rr", 0, "BMI1: mask up to the lowest set bit", "%m = sub {T} $a, 1\n%r = xor {T} $a, %m"},
    {"or.rr", "(or $a $b)", K::Reg, T::Scalar, "OR{w}rr", 0, "bitwise or", "%r = or {T} $a, $b"},
    {"or.ri", "(or $a $c:imm)", K::Reg, T::Scalar, "OR{w}{ri}", 0, "an imm32 folds into the or", "%r = or {T} $a, $c"},
    {"xor.rr", "(xor $a $b)", K::Reg, T::Scalar, "XOR{w}rr", 0, "bitwise xor", "%r = xor {T} $a, $b"},
    {"not", "(xor $a #-1)", K::Reg, T::Scalar, "NOT{w}r", 0, "xor with all-ones is NOT", "%r = sub {T} -1, $a"},
    {"xor.ri", "(xor $a $c:imm)", K::Reg, T::Scalar, "XOR{w}{ri}", 1, "an imm32 folds into the xor", "%r = xor {T} $a, $c"},
    {"pand", "(and $a $b)", K::Reg, T::Vector, "{v}PAND{y}rr", 0, "bitwise and of the whole register", "%r = and {T} $a, $b"},
    {"pandn", "(and (xor $a #-1) $b)", K::Reg, T::Vector, "{v}PANDN{y}rr", 0, "and-not in one instruction", "%n = sub {T} splat ({Te} -1), $a\n%r = and {T} %n, $b"},
    {"por", "(or $a $b)", K::Reg, T::Vector, "{v}POR{y}rr", 0, "bitwise or of the whole register", "%r = or {T} $a, $b"},
    {"pxor", "(xor $a $b)", K::Reg, T::Vector, "{v}PXOR{y}rr", 0, "bitwise xor of the whole register", "%r = xor {T} $a, $b"},
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
    {"pcmpeq", "(sext (icmp.eq $a $b))", K::Reg, T::Vector, "{v}PCMPEQ{E}{y}rr", 0, "lane-wise equality as all-ones / zero lanes", "%c = icmp eq {T} $a, $b\n%r = sext {R.bool} %c to {R}"},
    {"pcmpgt", "(sext (icmp.sgt $a $b))", K::Reg, T::Vector, "{v}PCMPGT{E}{y}rr", 0, "lane-wise signed greater-than as a mask", "%c = icmp sgt {T} $a, $b\n%r = sext {R.bool} %c to {R}"},
    {"pcmpgt.swap", "(sext (icmp.slt $a $b))", K::Reg, T::Vector, "{v}PCMPGT{E}{y}rr", 0, "a < b is b > a with the operands swapped", "%c = icmp sgt {T} $b, $a\n%r = sext {R.bool} %c to {R}"},
    {"mask.pcmpeq", "(icmp.eq $a $b)", K::Reg, T::Vector, "{v}PCMPEQ{E}{y}rr", 0, "an i1 vector is held as a lane mask", "%r = icmp eq {T} $a, $b"},
    {"mask.pcmpgt", "(icmp.sgt $a $b)", K::Reg, T::Vector, "{v}PCMPGT{E}{y}rr", 0, "an i1 vector is held as a lane mask", "%r = icmp sgt {T} $a, $b"},
    {"pblendvb", "(select $c $a $b)", K::Reg, T::Vector, "{v}PBLENDVB{y}rrr", 0, "a lane select by a mask", "%r = select {R.bool} $c, {R} $a, {R} $b"},

    // intrinsics
    {"pminsw", "(call:llvm.smin $a $b)", K::Reg, T::Vector, "{v}PMINS{e}{y}rr", 0, "lane-wise signed minimum", "%r = call {T} @llvm.smin.{M}({T} $a, {T} $b)"},
    {"pmaxsw", "(call:llvm.smax $a $b)", K::Reg, T::Vector, "{v}PMAXS{e}{y}rr", 0, "lane-wise signed maximum", "%r = call {T} @llvm.smax.{M}({T} $a, {T} $b)"},
    {"pminu", "(call:llvm.umin $a $b)", K::Reg, T::Vector, "{v}PMINU{e}{y}rr", 0, "lane-wise unsigned minimum", "%r = call {T} @llvm.umin.{M}({T} $a, {T} $b)"},
    {"pmaxu", "(call:llvm.umax $a $b)", K::Reg, T::Vector, "{v}PMAXU{e}{y}rr", 0, "lane-wise unsigned maximum", "%r = call {T} @llvm.umax.{M}({T} $a, {T} $b)"},
    {"pabs", "(call:llvm.abs $a $p:imm)", K::Reg, T::Vector, "{v}PABS{e}{y}rr", 0, "lane-wise absolute value", "%r = call {T} @llvm.abs.{M}({T} $a, i1 false)"},
    {"paddus", "(call:llvm.uadd.sat $a $b)", K::Reg, T::Vector, "{v}PADDUS{e}{y}rr", 0, "unsigned saturating add", "%r = call {T} @llvm.uadd.sat.{M}({T} $a, {T} $b)"},
    {"padds", "(call:llvm.sadd.sat $a $b)", K::Reg, T::Vector, "{v}PADDS{e}{y}rr", 0, "signed saturating add", "%r = call {T} @llvm.sadd.sat.{M}({T} $a, {T} $b)"},
    {"popcnt", "(call:llvm.ctpop $a)", K::Reg, T::Scalar, "POPCNT{w}rr", 0, "population count", "%r = call {T} @llvm.ctpop.{M}({T} $a)"},
    {"bswap", "(call:llvm.bswap $a)", K::Reg, T::Scalar, "BSWAP{w}r", 0, "byte swap", "%r = call {T} @llvm.bswap.{M}({T} $a)"},
    {"pshufb", "(x86:pshuf.b $a $b)", K::Reg, T::Vector, "{v}PSHUFB{y}rr", 0, "byte shuffle by a control vector", ""},
    {"pmaddwd", "(x86:pmadd.wd $a $b)", K::Reg, T::Vector, "{v}PMADDWD{y}rr", 0, "i16 products summed in pairs into i32", ""},
    {"pmaddwd.generic", "(add (shuffle:even (mul (sext $a) (sext $b))) (shuffle:odd (mul (sext $a) (sext $b))))", K::Reg, T::Vector, "{v}PMADDWD{y}rr", 0, "the generic spelling of pmaddwd: sext, mul, even + odd lanes", "%r = call {R} @llvm.x86.sse2.pmadd.wd({T} $a, {T} $b)"},
    {"pavg", "(x86:pavg $a $b)", K::Reg, T::Vector, "{v}PAVG{e}{y}rr", 0, "rounding unsigned average", ""},
    {"pavg.generic", "(trunc (lshr (add (add (zext $a) (zext $b)) #1) #1))", K::Reg, T::Vector, "{v}PAVG{e}{y}rr", 0, "the generic spelling of pavg in a wider type", "%r = call {R} @llvm.x86.sse2.pavg.{Tl}({T} $a, {T} $b)"},
};

} // namespace

const std::vector<Pattern>& iselPatterns() { return kPatterns; }

} // namespace theseus::cost
