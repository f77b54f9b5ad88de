// The vector rules of the isel pattern table (SSE2 to AVX2; AVX-512 through the same templates
// where LLVM names its EVEX forms alike) and the x86 intrinsic rows, each mapped to the
// instruction it names. Syntax and templates: IselPatterns.h.
#include "cost/IselPatterns.h"

namespace theseus::cost {

namespace {

using K = ResultKind;
using T = TypeClass;

const Pattern kVector[] = {
    {"vec.const", "$c:imm", K::Reg, T::Vector, "{v}MOVDQA{y}rm", 0, "a vector constant is a load from the constant pool", "%r = add {T} $c, zeroinitializer"},
    {"padd", "(add $a $b)", K::Reg, T::Vector, "{v}PADD{e}{y}rr", 0, "lane-wise add", "%r = add {T} $a, $b"},
    {"psub", "(sub $a $b)", K::Reg, T::Vector, "{v}PSUB{e}{y}rr", 0, "lane-wise subtract", "%r = sub {T} $a, $b"},
    withFeature({"pmull", "(mul $a $b)", K::Reg, T::Vector, "{v}PMULL{e}{y}rr", 0, "lane-wise low product (words and dwords)", "%r = mul {T} $a, $b"}, "", 0, 16),
    {"psll.imm", "(shl $a $c:shamt)", K::Reg, T::Vector, "{v}PSLL{e}{y}ri", 0, "every lane shifted by one immediate", "%r = shl {T} $a, $c"},
    {"psrl.imm", "(lshr $a $c:shamt)", K::Reg, T::Vector, "{v}PSRL{e}{y}ri", 0, "every lane shifted right by one immediate", "%r = lshr {T} $a, $c"},
    {"psra.imm", "(ashr $a $c:shamt)", K::Reg, T::Vector, "{v}PSRA{e}{y}ri", 0, "every lane shifted arithmetically by one immediate", "%r = ashr {T} $a, $c"},
    withFeature({"psllv", "(shl $a $b)", K::Reg, T::Vector, "VPSLLV{e}{y}rr", 0, "AVX2 per-lane shift left", "%r = shl {T} $a, $b"}, "avx2"),
    withFeature({"psrlv", "(lshr $a $b)", K::Reg, T::Vector, "VPSRLV{e}{y}rr", 0, "AVX2 per-lane logical shift right", "%r = lshr {T} $a, $b"}, "avx2"),
    withFeature({"psrav", "(ashr $a $b)", K::Reg, T::Vector, "VPSRAV{e}{y}rr", 0, "AVX2 per-lane arithmetic shift right", "%r = ashr {T} $a, $b"}, "avx2"),
    {"pand", "(and $a $b)", K::Reg, T::Vector, "{v}PAND{y}rr", 0, "bitwise and of the whole register", "%r = and {T} $a, $b"},
    {"pandn", "(and (xor $a #-1) $b)", K::Reg, T::Vector, "{v}PANDN{y}rr", 0, "and-not in one instruction", "%n = sub {T} splat ({Te} -1), $a\n%r = and {T} %n, $b"},
    {"por", "(or $a $b)", K::Reg, T::Vector, "{v}POR{y}rr", 0, "bitwise or of the whole register", "%r = or {T} $a, $b"},
    {"pxor", "(xor $a $b)", K::Reg, T::Vector, "{v}PXOR{y}rr", 0, "bitwise xor of the whole register", "%r = xor {T} $a, $b"},
    {"pcmpeq", "(sext (icmp.eq $a $b))", K::Reg, T::Vector, "{v}PCMPEQ{E}{y}rr", 0, "lane-wise equality as all-ones / zero lanes", "%c = icmp eq {T} $a, $b\n%r = sext {R.bool} %c to {R}"},
    {"pcmpgt", "(sext (icmp.sgt $a $b))", K::Reg, T::Vector, "{v}PCMPGT{E}{y}rr", 0, "lane-wise signed greater-than as a mask", "%c = icmp sgt {T} $a, $b\n%r = sext {R.bool} %c to {R}"},
    {"pcmpgt.swap", "(sext (icmp.slt $a $b))", K::Reg, T::Vector, "{v}PCMPGT{E}{y}rr", 0, "a < b is b > a with the operands swapped", "%c = icmp sgt {T} $b, $a\n%r = sext {R.bool} %c to {R}"},
    {"mask.pcmpeq", "(icmp.eq $a $b)", K::Reg, T::Vector, "{v}PCMPEQ{E}{y}rr", 0, "an i1 vector is held as a lane mask", "%r = icmp eq {T} $a, $b"},
    {"mask.pcmpgt", "(icmp.sgt $a $b)", K::Reg, T::Vector, "{v}PCMPGT{E}{y}rr", 0, "an i1 vector is held as a lane mask", "%r = icmp sgt {T} $a, $b"},
    {"pblendvb", "(select $c $a $b)", K::Reg, T::Vector, "{v}PBLENDVB{y}rrr", 0, "a lane select by a mask", "%r = select {R.bool} $c, {R} $a, {R} $b"},
    {"paddus", "(call:llvm.uadd.sat $a $b)", K::Reg, T::Vector, "{v}PADDUS{e}{y}rr", 0, "unsigned saturating add", "%r = call {T} @llvm.uadd.sat.{M}({T} $a, {T} $b)"},
    {"padds", "(call:llvm.sadd.sat $a $b)", K::Reg, T::Vector, "{v}PADDS{e}{y}rr", 0, "signed saturating add", "%r = call {T} @llvm.sadd.sat.{M}({T} $a, {T} $b)"},
    {"pshufb", "(x86:pshuf.b $a $b)", K::Reg, T::Vector, "{v}PSHUFB{y}rr", 0, "byte shuffle by a control vector", ""},
    {"pmaddwd", "(x86:pmadd.wd $a $b)", K::Reg, T::Vector, "{v}PMADDWD{y}rr", 0, "i16 products summed in pairs into i32", ""},
    {"pmaddwd.generic", "(add (shuffle:even (mul (sext $a) (sext $b))) (shuffle:odd (mul (sext $a) (sext $b))))", K::Reg, T::Vector, "{v}PMADDWD{y}rr", 0, "the generic spelling of pmaddwd: sext, mul, even + odd lanes", "%r = call {R} @llvm.x86.sse2.pmadd.wd({T} $a, {T} $b)"},
    {"pavg", "(x86:pavg $a $b)", K::Reg, T::Vector, "{v}PAVG{e}{y}rr", 0, "rounding unsigned average", ""},
    {"pavg.generic", "(trunc (lshr (add (add (zext $a) (zext $b)) #1) #1))", K::Reg, T::Vector, "{v}PAVG{e}{y}rr", 0, "the generic spelling of pavg in a wider type", "%r = call {R} @llvm.x86.sse2.pavg.{Tl}({T} $a, {T} $b)"},
};

// Rows with a feature beyond their opcode's baseline, or one element width only.
const Pattern kVectorWithFeatures[] = {
    withFeature({"pmulld", "(mul $a $b)", K::Reg, T::Vector, "{v}PMULLD{y}rr", 0, "lane-wise low product of dwords", "%r = mul {T} $a, $b"}, "sse4.1", 0, 32),
    withFeature({"pmuludq", "(mul (and $a #4294967295) (and $b #4294967295))", K::Reg, T::Vector, "{v}PMULUDQ{y}rr", 0, "the full product of the low dwords of each qword", "%as = shl {T} $a, splat ({Te} 32)\n%al = lshr {T} %as, splat ({Te} 32)\n%bs = shl {T} $b, splat ({Te} 32)\n%bl = lshr {T} %bs, splat ({Te} 32)\n%r = mul nuw {T} %al, %bl"}, "", 0, 64),
    withFeature({"pmulhw", "(trunc (lshr (mul (sext $a) (sext $b)) #16))", K::Reg, T::Vector, "{v}PMULHW{y}rr", 0, "the high half of signed word products", "%r = call {T} @llvm.x86.sse2.pmulh.w({T} $a, {T} $b)"}, "", 16, 16),
    withFeature({"pmulhuw", "(trunc (lshr (mul (zext $a) (zext $b)) #16))", K::Reg, T::Vector, "{v}PMULHUW{y}rr", 0, "the high half of unsigned word products", "%r = call {T} @llvm.x86.sse2.pmulhu.w({T} $a, {T} $b)"}, "", 16, 16),
    withFeature({"psubs", "(call:llvm.ssub.sat $a $b)", K::Reg, T::Vector, "{v}PSUBS{e}{y}rr", 0, "signed saturating subtract", "%r = call {T} @llvm.ssub.sat.{M}({T} $a, {T} $b)"}, ""),
    withFeature({"psubus", "(call:llvm.usub.sat $a $b)", K::Reg, T::Vector, "{v}PSUBUS{e}{y}rr", 0, "unsigned saturating subtract", "%r = call {T} @llvm.usub.sat.{M}({T} $a, {T} $b)"}, ""),
    withFeature({"psubus.d", "(call:llvm.usub.sat $a $b)", K::Reg, T::Vector, "{v}PMAXUD{y}rr {v}PSUBD{y}rr", 0, "dwords saturate by max(a, b) - b", "%m = call {T} @llvm.umax.{M}({T} $a, {T} $b)\n%r = sub {T} %m, $b"}, "sse4.1", 0, 32),
    withFeature({"pmins.sse2", "(call:llvm.smin $a $b)", K::Reg, T::Vector, "{v}PMINSW{y}rr", 0, "signed word minimum (SSE2)", "%c = icmp slt {T} $a, $b\n%r = select {R.bool} %c, {T} $a, {T} $b"}, "", 0, 16),
    withFeature({"pmaxs.sse2", "(call:llvm.smax $a $b)", K::Reg, T::Vector, "{v}PMAXSW{y}rr", 0, "signed word maximum (SSE2)", "%c = icmp sgt {T} $a, $b\n%r = select {R.bool} %c, {T} $a, {T} $b"}, "", 0, 16),
    withFeature({"pminu.sse2", "(call:llvm.umin $a $b)", K::Reg, T::Vector, "{v}PMINUB{y}rr", 0, "unsigned byte minimum (SSE2)", "%c = icmp ult {T} $a, $b\n%r = select {R.bool} %c, {T} $a, {T} $b"}, "", 0, 8),
    withFeature({"pmaxu.sse2", "(call:llvm.umax $a $b)", K::Reg, T::Vector, "{v}PMAXUB{y}rr", 0, "unsigned byte maximum (SSE2)", "%c = icmp ugt {T} $a, $b\n%r = select {R.bool} %c, {T} $a, {T} $b"}, "", 0, 8),
    {"smin.sse2", "(call:llvm.smin $a $b)", K::Reg, T::Vector, "{v}PCMPGT{e}{y}rr {v}PAND{y}rr {v}PANDN{y}rr {v}POR{y}rr", 2, "without PMINS: compare, then blend by and/andn/or", "%c = icmp sgt {T} $a, $b\n%r = select {R.bool} %c, {T} $b, {T} $a"},
    {"smax.sse2", "(call:llvm.smax $a $b)", K::Reg, T::Vector, "{v}PCMPGT{e}{y}rr {v}PAND{y}rr {v}PANDN{y}rr {v}POR{y}rr", 2, "without PMAXS: compare, then blend by and/andn/or", "%c = icmp sgt {T} $a, $b\n%r = select {R.bool} %c, {T} $a, {T} $b"},
    {"umin.sse2", "(call:llvm.umin $a $b)", K::Reg, T::Vector, "{v}PXOR{y}rm {v}PXOR{y}rm {v}PCMPGT{e}{y}rr {v}PAND{y}rr {v}PANDN{y}rr {v}POR{y}rr", 2, "without PMINU: flip sign bits, compare signed, blend", "%c = icmp ugt {T} $a, $b\n%r = select {R.bool} %c, {T} $b, {T} $a"},
    {"umax.sse2", "(call:llvm.umax $a $b)", K::Reg, T::Vector, "{v}PXOR{y}rm {v}PXOR{y}rm {v}PCMPGT{e}{y}rr {v}PAND{y}rr {v}PANDN{y}rr {v}POR{y}rr", 2, "without PMAXU: flip sign bits, compare signed, blend", "%c = icmp ugt {T} $a, $b\n%r = select {R.bool} %c, {T} $a, {T} $b"},
    withFeature({"paddus.d", "(call:llvm.uadd.sat $a $b)", K::Reg, T::Vector, "{v}PCMPEQD{y}rr {v}PXOR{y}rr {v}PMINUD{y}rr {v}PADDD{y}rr", 0, "dwords saturate by min(a, ~b) + b", "%n = xor {T} $b, splat ({Te} -1)\n%m = call {T} @llvm.umin.{M}({T} $a, {T} %n)\n%r = add {T} %m, $b"}, "sse4.1", 0, 32),
    withFeature({"mask.sext", "(sext $c)", K::Reg, T::Vector, "", 0, "an i1 vector already is a lane mask of 0 / -1", "%r = sext {T} $c to {R}"}, "", 1),
    withFeature({"mask.zext", "(zext $c)", K::Reg, T::Vector, "{v}PSRL{e}{y}ri", 0, "a lane mask to 0 / 1: shift the all-ones lanes right", "%m = sext {T} $c to {R}\n%r = lshr {R} %m, splat ({Re} {Re.bits.minus1})"}, "", 1),
    // SSE2 expansions where SSE4.1/AVX2 has one instruction (the sequences LLVM's lowering emits)
    withFeature({"pmulld.sse2", "(mul $a $b)", K::Reg, T::Vector, "PSHUFDri PMULUDQrr PSHUFDri PSHUFDri PMULUDQrr PSHUFDri PUNPCKLDQrr", 3, "SSE2 dword multiply: even and odd lanes by PMULUDQ, then interleave", "%r = mul {T} $a, $b"}, "", 0, 32),
    withFeature({"paddus.d.sse2", "(call:llvm.uadd.sat $a $b)", K::Reg, T::Vector, "PADDDrr PXORrm PXORrm PCMPGTDrr PORrr", 3, "SSE2: add, detect the wrap by a sign-flipped compare, or in all-ones", "%s = add {T} $a, $b\n%c = icmp ult {T} %s, $a\n%r = select {R.bool} %c, {T} splat ({Te} -1), {T} %s"}, "", 0, 32),
    withFeature({"psubus.d.sse2", "(call:llvm.usub.sat $a $b)", K::Reg, T::Vector, "PSUBDrr PXORrm PXORrm PCMPGTDrr PANDNrr", 3, "SSE2: subtract, detect the borrow by a sign-flipped compare, clear those lanes", "%d = sub {T} $a, $b\n%c = icmp ult {T} $a, $b\n%r = select {R.bool} %c, {T} zeroinitializer, {T} %d"}, "", 0, 32),
    withFeature({"pshl.var.sse2", "(shl $a $b)", K::Reg, T::Vector, "PSLLDri PADDDrm CVTTPS2DQrr PSHUFDri PMULUDQrr PSHUFDri PSHUFDri PMULUDQrr PSHUFDri PUNPCKLDQrr", 3, "without AVX2: 2^b through the float exponent, then a multiply", "%r = shl {T} $a, $b"}, "", 0, 32),
    withFeature({"psrl.var.sse2", "(lshr $a $b)", K::Reg, T::Vector, "PSHUFLWri PSRLDrr PSHUFLWri PSRLDrr PUNPCKHQDQrr PSHUFLWri PSRLDrr PSHUFLWri PSRLDrr PUNPCKLQDQrr SHUFPSrri", 3, "without AVX2: four shifts by one count each, then merge", "%r = lshr {T} $a, $b"}, "", 0, 32),
    withFeature({"psra.var.sse2", "(ashr $a $b)", K::Reg, T::Vector, "PSHUFLWri PSRADrr PSHUFLWri PSRADrr PUNPCKHQDQrr PSHUFLWri PSRADrr PSHUFLWri PSRADrr PUNPCKLQDQrr SHUFPSrri", 3, "without AVX2: four shifts by one count each, then merge", "%r = ashr {T} $a, $b"}, "", 0, 32),
    withFeature({"pblendvb.sse41", "(select $c $a $b)", K::Reg, T::Vector, "PBLENDVBrr0", 1, "SSE4.1 blend by the mask in XMM0", "%r = select {R.bool} $c, {R} $a, {R} $b"}, "sse4.1"),
    {"pblend.sse2", "(select $c $a $b)", K::Reg, T::Vector, "PAND{y}rr PANDN{y}rr POR{y}rr", 2, "SSE2 select: (m & a) | (~m & b)", "%r = select {R.bool} $c, {R} $a, {R} $b"},
    {"select.zero", "(select $c $a #0)", K::Reg, T::Vector, "{v}PAND{y}rr", 0, "a lane mask selecting a or zero is an AND", "%m = sext {R.bool} $c to {R}\n%r = and {R} %m, $a"},
    {"select.zero.else", "(select $c #0 $b)", K::Reg, T::Vector, "{v}PANDN{y}rr", 0, "a lane mask selecting zero or b is an AND-NOT", "%m = sext {R.bool} $c to {R}\n%n = xor {R} %m, splat ({Re} -1)\n%r = and {R} %n, $b"},
    {"select.ones", "(select $c #-1 $b)", K::Reg, T::Vector, "{v}POR{y}rr", 0, "a lane mask selecting all-ones or b is an OR", "%m = sext {R.bool} $c to {R}\n%r = or {R} %m, $b"},
    {"pnot", "(xor $a #-1)", K::Reg, T::Vector, "{v}PCMPEQD{y}rr {v}PXOR{y}rr", 0, "NOT: all-ones from PCMPEQ, then XOR", "%r = sub {T} splat ({Te} -1), $a"},
    {"padd.shl1", "(shl $a #1)", K::Reg, T::Vector, "{v}PADD{e}{y}rr", 0, "a << 1 is a + a in every lane", "%r = add {T} $a, $a"},
    withFeature({"psllb.imm", "(shl $a $c:shamt)", K::Reg, T::Vector, "{v}PSLLW{y}ri {v}PAND{y}rm", 1, "bytes shift as words, then mask the bits that crossed", "%r = shl {T} $a, $c"}, "", 0, 8),
    withFeature({"psrlb.imm", "(lshr $a $c:shamt)", K::Reg, T::Vector, "{v}PSRLW{y}ri {v}PAND{y}rm", 1, "bytes shift as words, then mask the bits that crossed", "%r = lshr {T} $a, $c"}, "", 0, 8),
    withFeature({"psrab.imm", "(ashr $a $c:shamt)", K::Reg, T::Vector, "{v}PSRLW{y}ri {v}PAND{y}rm {v}PXOR{y}rm {v}PSUB{e}{y}rr", 1, "bytes: logical shift, mask, then sign-extend by xor/sub", "%r = ashr {T} $a, $c"}, "", 0, 8),
    {"mask.pcmpne", "(icmp.ne $a $b)", K::Reg, T::Vector, "{v}PCMPEQ{E}{y}rr {v}PCMPEQ{E}{y}rr {v}PXOR{y}rr", 0, "a != b: equality, inverted by XOR with all-ones", "%c = icmp eq {T} $a, $b\n%r = xor {R} %c, splat (i1 true)"},
    {"mask.pcmpult", "(icmp.ult $a $b)", K::Reg, T::Vector, "{v}PXOR{y}rm {v}PXOR{y}rm {v}PCMPGT{E}{y}rr", 1, "unsigned < : flip the sign bits, compare signed the other way", "%s = xor {T} $a, splat ({Te} {Te.min})\n%t = xor {T} $b, splat ({Te} {Te.min})\n%r = icmp sgt {T} %t, %s"},
    withFeature({"mask.pcmpuge", "(icmp.uge $a $b)", K::Reg, T::Vector, "{v}PMAXU{E}{y}rr {v}PCMPEQ{E}{y}rr", 0, "a >=u b iff max(a, b) == a", "%m = call {T} @llvm.umax.{M}({T} $a, {T} $b)\n%r = icmp eq {T} %m, $a"}, "sse4.1"),
    withFeature({"mask.pcmpule", "(icmp.ule $a $b)", K::Reg, T::Vector, "{v}PMINU{E}{y}rr {v}PCMPEQ{E}{y}rr", 0, "a <=u b iff min(a, b) == a", "%m = call {T} @llvm.umin.{M}({T} $a, {T} $b)\n%r = icmp eq {T} %m, $a"}, "sse4.1"),
    {"mask.pcmpsge", "(icmp.sge $a $b)", K::Reg, T::Vector, "{v}PCMPGT{E}{y}rr {v}PCMPEQ{E}{y}rr {v}PXOR{y}rr", 1, "a >= b is not (b > a)", "%c = icmp sgt {T} $b, $a\n%r = xor {R} %c, splat (i1 true)"},
    {"mask.pcmpsle", "(icmp.sle $a $b)", K::Reg, T::Vector, "{v}PCMPGT{E}{y}rr {v}PCMPEQ{E}{y}rr {v}PXOR{y}rr", 1, "a <= b is not (a > b)", "%c = icmp sgt {T} $a, $b\n%r = xor {R} %c, splat (i1 true)"},
    {"mask.pcmplt", "(icmp.slt $a $b)", K::Reg, T::Vector, "{v}PCMPGT{E}{y}rr", 0, "a < b is b > a", "%r = icmp sgt {T} $b, $a"},
    {"mask.pcmpugt", "(icmp.ugt $a $b)", K::Reg, T::Vector, "{v}PXOR{y}rm {v}PXOR{y}rm {v}PCMPGT{E}{y}rr", 1, "unsigned > : flip the sign bits, compare signed", "%s = xor {T} $a, splat ({Te} {Te.min})\n%t = xor {T} $b, splat ({Te} {Te.min})\n%r = icmp sgt {T} %s, %t"},
    withFeature({"pmins", "(call:llvm.smin $a $b)", K::Reg, T::Vector, "{v}PMINS{e}{y}rr", 1, "lane-wise signed minimum", "%r = call {T} @llvm.smin.{M}({T} $a, {T} $b)"}, "sse4.1"),
    withFeature({"pmaxs", "(call:llvm.smax $a $b)", K::Reg, T::Vector, "{v}PMAXS{e}{y}rr", 1, "lane-wise signed maximum", "%r = call {T} @llvm.smax.{M}({T} $a, {T} $b)"}, "sse4.1"),
    withFeature({"pminu", "(call:llvm.umin $a $b)", K::Reg, T::Vector, "{v}PMINU{e}{y}rr", 1, "lane-wise unsigned minimum", "%r = call {T} @llvm.umin.{M}({T} $a, {T} $b)"}, "sse4.1"),
    withFeature({"pmaxu", "(call:llvm.umax $a $b)", K::Reg, T::Vector, "{v}PMAXU{e}{y}rr", 1, "lane-wise unsigned maximum", "%r = call {T} @llvm.umax.{M}({T} $a, {T} $b)"}, "sse4.1"),
    withFeature({"pabs", "(call:llvm.abs $a $p:imm)", K::Reg, T::Vector, "{v}PABS{e}{y}rr", 0, "lane-wise absolute value", "%n = sub {T} zeroinitializer, $a\n%c = icmp slt {T} $a, zeroinitializer\n%r = select {R.bool} %c, {T} %n, {T} $a"}, "ssse3"),
    withFeature({"pmovzx", "(zext $a)", K::Reg, T::Vector, "{v}PMOVZX{E}{e}{y}rr", 0, "widen every lane with zeros", "%r = zext {T} $a to {R}"}, "sse4.1"),
    withFeature({"pmovsx", "(sext $a)", K::Reg, T::Vector, "{v}PMOVSX{E}{e}{y}rr", 0, "widen every lane with its sign", "%r = sext {T} $a to {R}"}, "sse4.1"),

    // shuffles by shape (IselShuffle.h); a one-shufflevector tree is its own meaning
    withFeature({"pshufd", "(shuffle:laneperm $a)", K::Reg, T::Vector, "{v}PSHUFD{y}ri", 0, "one dword permutation repeated in every 128-bit lane", ""}, "", 0, 32),
    withFeature({"pshufb.const", "(shuffle:laneperm $a)", K::Reg, T::Vector, "{v}PSHUFB{y}rm", 1, "a byte permutation by a constant control vector", ""}, "ssse3"),
    withFeature({"pshuflw", "(shuffle:lowwords $a)", K::Reg, T::Vector, "{v}PSHUFLW{y}ri", 0, "only the low four words of each lane move", ""}, "", 0, 16),
    withFeature({"pshufhw", "(shuffle:highwords $a)", K::Reg, T::Vector, "{v}PSHUFHW{y}ri", 0, "only the high four words of each lane move", ""}, "", 0, 16),
    {"punpckl", "(shuffle:unpacklo $a $b)", K::Reg, T::Vector, "{v}PUNPCKL{u}{y}rr", 0, "interleave the low halves of each 128-bit lane", ""},
    {"punpckh", "(shuffle:unpackhi $a $b)", K::Reg, T::Vector, "{v}PUNPCKH{u}{y}rr", 0, "interleave the high halves of each 128-bit lane", ""},
    withFeature({"pblendw", "(shuffle:blend $a $b)", K::Reg, T::Vector, "{v}PBLENDW{y}rri", 0, "each word from a or b by an immediate", ""}, "sse4.1", 0, 16),
    withFeature({"vpblendd", "(shuffle:blend $a $b)", K::Reg, T::Vector, "VPBLENDD{y}rri", 0, "each dword from a or b by an immediate", ""}, "avx2", 0, 32),
    withFeature({"pblendvb.const", "(shuffle:blend $a $b)", K::Reg, T::Vector, "{v}PBLENDVB{y}rrr {v}MOVDQA{y}rm", 1, "each byte from a or b by a constant mask", ""}, "avx"),
    withFeature({"vpbroadcast", "(shuffle:splat $a)", K::Reg, T::Vector, "VPBROADCAST{e}{y}rr", 0, "one lane into every lane", ""}, "avx2"),
    withFeature({"palignr", "(shuffle:align $a $b)", K::Reg, T::Vector, "{v}PALIGNR{y}rri", 0, "a window of consecutive bytes across two registers", ""}, "ssse3"),
    withFeature({"vpermd", "(shuffle:permute $a)", K::Reg, T::Vector, "VPERMD{y}rm", 1, "any dword permutation by an index vector", ""}, "avx2", 0, 32),
    withFeature({"vpermq", "(shuffle:permute $a)", K::Reg, T::Vector, "VPERMQ{y}ri", 1, "any qword permutation by an immediate", ""}, "avx2", 0, 64),

    // x86 intrinsic rows (their meaning is the row's own semantics, semantics/x86)
    {"pmulh.row", "(x86:pmulh.w $a $b)", K::Reg, T::Vector, "{v}PMULHW{y}rr", 0, "the high half of signed word products", ""},
    {"pmulhu.row", "(x86:pmulhu.w $a $b)", K::Reg, T::Vector, "{v}PMULHUW{y}rr", 0, "the high half of unsigned word products", ""},
    {"pmulhrsw.row", "(x86:pmul.hr.sw $a $b)", K::Reg, T::Vector, "{v}PMULHRSW{y}rr", 0, "rounded, scaled high products", ""},
    {"pmaddubsw.row", "(x86:pmadd.ub.sw $a $b)", K::Reg, T::Vector, "{v}PMADDUBSW{y}rr", 0, "u8 x s8 pairs summed with saturation", ""},
    {"psadbw.row", "(x86:psad.bw $a $b)", K::Reg, T::Vector, "{v}PSADBW{y}rr", 0, "sums of absolute byte differences", ""},
    {"packsswb.row", "(x86:packsswb $a $b)", K::Reg, T::Vector, "{v}PACKSSWB{y}rr", 0, "words to bytes with signed saturation", ""},
    {"packssdw.row", "(x86:packssdw $a $b)", K::Reg, T::Vector, "{v}PACKSSDW{y}rr", 0, "dwords to words with signed saturation", ""},
    {"packuswb.row", "(x86:packuswb $a $b)", K::Reg, T::Vector, "{v}PACKUSWB{y}rr", 0, "words to bytes with unsigned saturation", ""},
    {"packusdw.row", "(x86:packusdw $a $b)", K::Reg, T::Vector, "{v}PACKUSDW{y}rr", 0, "dwords to words with unsigned saturation", ""},
    {"pslli.row", "(x86:pslli $a $c)", K::Reg, T::Vector, "{v}PSLL{e}{y}ri", 0, "every lane shifted left by an immediate", ""},
    {"psrli.row", "(x86:psrli $a $c)", K::Reg, T::Vector, "{v}PSRL{e}{y}ri", 0, "every lane shifted right by an immediate", ""},
    {"psrai.row", "(x86:psrai $a $c)", K::Reg, T::Vector, "{v}PSRA{e}{y}ri", 0, "every lane shifted arithmetically by an immediate", ""},
    {"psll.row", "(x86:psll $a $c)", K::Reg, T::Vector, "{v}PSLL{e}{y}rr", 0, "every lane shifted left by the count in a vector", ""},
    {"psrl.row", "(x86:psrl $a $c)", K::Reg, T::Vector, "{v}PSRL{e}{y}rr", 0, "every lane shifted right by the count in a vector", ""},
    {"psra.row", "(x86:psra $a $c)", K::Reg, T::Vector, "{v}PSRA{e}{y}rr", 0, "every lane shifted arithmetically by the count in a vector", ""},
    {"psllv.row", "(x86:psllv $a $c)", K::Reg, T::Vector, "VPSLLV{e}{y}rr", 0, "per-lane shift left", ""},
    {"psrlv.row", "(x86:psrlv $a $c)", K::Reg, T::Vector, "VPSRLV{e}{y}rr", 0, "per-lane logical shift right", ""},
    {"psrav.row", "(x86:psrav $a $c)", K::Reg, T::Vector, "VPSRAV{e}{y}rr", 0, "per-lane arithmetic shift right", ""},
    {"psign.row", "(x86:psign $a $b)", K::Reg, T::Vector, "{v}PSIGN{e}{y}rr", 0, "negate, keep or zero by the sign of b", ""},
    {"phadd.row", "(x86:phadd $a $b)", K::Reg, T::Vector, "{v}PHADD{e}{y}rr", 0, "horizontal adds of pairs", ""},
    {"phsub.row", "(x86:phsub $a $b)", K::Reg, T::Vector, "{v}PHSUB{e}{y}rr", 0, "horizontal subtracts of pairs", ""},
    {"phadd.sw.row", "(x86:phadd.sw $a $b)", K::Reg, T::Vector, "{v}PHADDSW{y}rr", 0, "horizontal saturating adds of word pairs", ""},
    {"phsub.sw.row", "(x86:phsub.sw $a $b)", K::Reg, T::Vector, "{v}PHSUBSW{y}rr", 0, "horizontal saturating subtracts of word pairs", ""},
    {"pblendvb.row", "(x86:pblendvb $a $b $c)", K::Reg, T::Vector, "{v}PBLENDVB{y}rrr", 0, "bytes selected by the top bit of a mask", ""},
    {"pblendvb.row.sse", "(x86:pblendvb $a $b $c)", K::Reg, T::Vector, "PBLENDVBrr0", 1, "SSE4.1 blend, mask in XMM0", ""},
    {"pmovmskb.row", "(x86:pmovmskb $a)", K::Reg, T::Scalar, "{v}PMOVMSKB{y}rr", 0, "the top bit of every byte into a general register", ""},
    {"permd.row", "(x86:permd $a $b)", K::Reg, T::Vector, "VPERMD{y}rr", 0, "dwords permuted by an index vector", ""},
    {"phminposuw.row", "(x86:phminposuw $a)", K::Reg, T::Vector, "{v}PHMINPOSUWrr", 0, "the minimum word and its index", ""},
    {"mpsadbw.row", "(x86:mpsadbw $a $b $c:imm)", K::Reg, T::Vector, "{v}MPSADBW{y}rri", 0, "multiple sums of absolute differences", ""},
};

} // namespace

void addVectorPatterns(std::vector<Pattern>& out) {
  out.insert(out.end(), std::begin(kVector), std::end(kVector));
  out.insert(out.end(), std::begin(kVectorWithFeatures), std::end(kVectorWithFeatures));
}

} // namespace theseus::cost
