// The isel rules for the floating-point operations llc-19 expands into several instructions or
// lowers differently by CPU: uitofp and fptoui (no unsigned conversion before AVX-512), minimum
// and maximum (MIN/MAX with the sign and NaN fixups), the rounding intrinsics (ROUNDSS/ROUNDPS
// with the mode as immediate; round's add-a-half expansion), oeq/une compares (CMPSS + MOVD + AND),
// a scalar select of a compare (CMPSS + BLENDVPS) and half arithmetic through F16C (converted
// to float around the float instruction). Each row is the MC opcode sequence
// `llc-19 -O2 -mtriple=x86_64-- -mcpu=CPU -asm-show-inst` emits for one operation, for x86-64-v3
// (AVX2, avoided on AVX-512 CPUs where llc selects otherwise), skylake-avx512 (AVX-512) and x86-64
// (SSE2, avoided with AVX); moves of arguments and results made by the calling convention are
// left out (as for the llc rows). frem, bfloat arithmetic, fp128 and, without SSE4.1 or F16C, the
// rounding intrinsics and half arithmetic are library calls, refused by the selector
// (Isel.cpp, libraryCallOf). test/cost/fp-expansions.ll compares the rows with llc's output.
#include "cost/isel/IselPatterns.h"
#include "cost/isel/PackedPatterns.h"

namespace theseus::cost {

namespace {

using K = ResultKind;
using T = TypeClass;

// `p` on CPUs with `feature` and without `avoid`, for a first leaf of `leafBits` and a result of
// `rootBits` (element) bits (0: any), in register parts of `vectorBits` (0: any).
constexpr Pattern on(Pattern p, std::string_view feature, std::string_view avoid, unsigned leafBits = 0, unsigned rootBits = 0,
                     unsigned vectorBits = 0) {
  p.feature = feature;
  p.avoidOn = avoid;
  p.leafBits = leafBits;
  p.rootBits = rootBits;
  p.vectorBits = vectorBits;
  return p;
}

constexpr Pattern kFloatExpansions[] = {
    // uitofp: a u32 is zero-extended and converted as an i64; a u64 to float halves odd values
    // (a branch on the sign), to double subtracts the magic 2^52 / 2^84 pair; AVX-512 has VCVTUSI2S*.
    on({"fp.uitofp.32", "(uitofp $a)", K::Reg, T::FloatScalar, "MOV32rr {v}CVTSI642S{d}rr", 0, "u32: zero-extend, convert as i64", ""}, "", "avx512f", 32),
    on({"fp.uitofp.64f", "(uitofp $a)", K::Reg, T::FloatScalar, "TEST64rr JCC_1 {v}CVTSI642SSrr MOV64rr SHR64r1 AND32ri8 OR64rr {v}CVTSI642SSrr {v}ADDSSrr", 0,
        "u64 to float: convert directly when the sign is clear, else halve keeping the sticky bit, convert, double", ""}, "", "avx512f", 64, 32),
    on({"fp.uitofp.64d", "(uitofp $a)", K::Reg, T::FloatScalar, "VMOV64toPQIrr VPUNPCKLDQrm VSUBPDrm VSHUFPDrri VADDSDrr", 0,
        "u64 to double: the halves as 2^52 + lo and 2^84 + hi, subtract the magic, add the halves", ""}, "avx", "avx512f", 64, 64),
    on({"fp.uitofp.64d.sse", "(uitofp $a)", K::Reg, T::FloatScalar, "MOV64toPQIrr PUNPCKLDQrm SUBPDrm MOVAPDrr UNPCKHPDrr ADDSDrr", 0,
        "SSE: u64 to double by the magic-number halves", ""}, "", "avx", 64, 64),
    on({"fp.uitofp.avx512.32", "(uitofp $a)", K::Reg, T::FloatScalar, "VCVTUSI2S{d}Zrr", 0, "AVX-512: unsigned u32 convert", ""}, "avx512f", "", 32),
    on({"fp.uitofp.avx512.64", "(uitofp $a)", K::Reg, T::FloatScalar, "VCVTUSI642S{d}Zrr", 0, "AVX-512: unsigned u64 convert", ""}, "avx512f", "", 64),
    on({"fp.vuitofp", "(uitofp $a)", K::Reg, T::FloatVector,
        "VPBROADCASTD{y}rm VPBLENDW{y}rri VPSRLD{y}ri VPBROADCASTD{y}rm VPBLENDW{y}rri VBROADCASTSS{y}rm VSUBPS{y}rr VADDPS{y}rr", 0,
        "u32 lanes: low and high halves blended into the mantissas of 2^23 and 2^39, the magic subtracted, the halves added", ""},
       "avx2", "avx512vl", 32, 32),
    on({"fp.vuitofp.sse", "(uitofp $a)", K::Reg, T::FloatVector, "MOVDQArm PANDrr PORrm PSRLDri PORrm SUBPSrm ADDPSrr", 0,
        "SSE: u32 lanes by the magic-number halves (AND/OR instead of blends)", ""}, "", "avx", 32, 32),
    on({"fp.vuitofp.avx512", "(uitofp $a)", K::Reg, T::FloatVector, "VCVTUDQ2PS{z}rr", 0, "AVX-512: unsigned dword lanes to float", ""}, "avx512vl", "", 32, 32),

    // fptoui: to u32 a truncating convert to i64; to u64 the value and the value - 2^63
    // converted, the second kept where the first overflowed (its sign); AVX-512 has VCVTTS*2USI.
    on({"fp.fptoui.32", "(fptoui $a)", K::Reg, T::Scalar, "{v}CVTTS{D}2SI64rr", 0, "to u32: truncate to i64, keep the low half", ""}, "", "avx512f", 0, 32),
    on({"fp.fptoui.64", "(fptoui $a)", K::Reg, T::Scalar, "{v}CVTTS{D}2SI64rr_Int MOV64rr SAR64ri {v}SUBS{D}rm {v}CVTTS{D}2SI64rr_Int AND64rr OR64rr", 0,
        "to u64: convert x and x - 2^63, take the second where the first overflowed", ""}, "", "avx512f", 0, 64),
    on({"fp.fptoui.avx512.32", "(fptoui $a)", K::Reg, T::Scalar, "VCVTTS{D}2USIZrr", 0, "AVX-512: unsigned truncating convert", ""}, "avx512f", "", 0, 32),
    on({"fp.fptoui.avx512.64", "(fptoui $a)", K::Reg, T::Scalar, "VCVTTS{D}2USI64Zrr", 0, "AVX-512: unsigned truncating convert", ""}, "avx512f", "", 0, 64),
    on({"fp.vfptoui", "(fptoui $a)", K::Reg, T::Vector, "VBROADCASTSS{y}rm VSUBPS{y}rr VCVTTPS2DQ{y}rr VCVTTPS2DQ{y}rr VPSRAD{y}ri VPAND{y}rr VPOR{y}rr", 0,
        "float lanes to u32: convert x and x - 2^31, take the second where the first overflowed", ""}, "avx", "avx512vl", 32, 32),
    on({"fp.vfptoui.sse", "(fptoui $a)", K::Reg, T::Vector, "CVTTPS2DQrr MOVDQArr PSRADri SUBPSrm CVTTPS2DQrr PANDrr PORrr", 0,
        "SSE: float lanes to u32 by two converts", ""}, "", "avx", 32, 32),
    on({"fp.vfptoui.avx512", "(fptoui $a)", K::Reg, T::Vector, "VCVTTPS2UDQ{z}rr", 0, "AVX-512: float lanes to u32", ""}, "avx512vl", "", 32, 32),

    // minimum/maximum: the operands ordered by the first one's sign (so that -0 < +0), MIN/MAX,
    // then a NaN operand blended back in by an unordered compare. Scalars branch on the sign.
    on({"fp.minimum.f", "(call:llvm.minimum $a $b)", K::Reg, T::FloatScalar, "VMOVSS2DIrr TEST32rr JCC_1 VMOVDQArr JMP_1 VMOVDQArr VMOVDQArr VMINSSrr VCMPSSrri VBLENDVPSrrr", 0,
        "order the operands by a's sign (branch), MIN, blend a NaN back in", ""}, "avx", "avx512f", 0, 32),
    on({"fp.maximum.f", "(call:llvm.maximum $a $b)", K::Reg, T::FloatScalar, "VMOVSS2DIrr TEST32rr JCC_1 VMOVDQArr JMP_1 VMOVDQArr VMOVDQArr VMAXSSrr VCMPSSrri VBLENDVPSrrr", 0,
        "order the operands by a's sign (branch), MAX, blend a NaN back in", ""}, "avx", "avx512f", 0, 32),
    on({"fp.minimum.d", "(call:llvm.minimum $a $b)", K::Reg, T::FloatScalar, "VMOVSDto64rr TEST64rr JCC_1 VMOVDQArr JMP_1 VMOVDQArr VMOVDQArr VMINSDrr VCMPSDrri VBLENDVPDrrr", 0,
        "order the operands by a's sign (branch), MIN, blend a NaN back in", ""}, "avx", "avx512f", 0, 64),
    on({"fp.maximum.d", "(call:llvm.maximum $a $b)", K::Reg, T::FloatScalar, "VMOVSDto64rr TEST64rr JCC_1 VMOVDQArr JMP_1 VMOVDQArr VMOVDQArr VMAXSDrr VCMPSDrri VBLENDVPDrrr", 0,
        "order the operands by a's sign (branch), MAX, blend a NaN back in", ""}, "avx", "avx512f", 0, 64),
    on({"fp.vminimum", "(call:llvm.minimum $a $b)", K::Reg, T::FloatVector, "VBLENDVP{d}{y}rrr VBLENDVP{d}{y}rrr VMIN{f}{y}rr VCMP{f}{y}rri VBLENDVP{d}{y}rrr", 0,
        "order each lane's operands by a's sign (two blends), MIN, blend NaN lanes back in", ""}, "avx", "avx512vl"),
    on({"fp.vmaximum", "(call:llvm.maximum $a $b)", K::Reg, T::FloatVector, "VBLENDVP{d}{y}rrr VBLENDVP{d}{y}rrr VMAX{f}{y}rr VCMP{f}{y}rri VBLENDVP{d}{y}rrr", 0,
        "order each lane's operands by a's sign (two blends), MAX, blend NaN lanes back in", ""}, "avx", "avx512vl"),
    on({"fp.minimum.sse", "(call:llvm.minimum $a $b)", K::Reg, T::FloatScalar,
        "MOVS{d}2DIrr MOVDQArr TEST32rr JCC_1 MOVDQArr MOVDQArr CMP{f}rri MOVAPSrr ANDPSrr JCC_1 MOVDQArr MIN{f}rr ANDNPSrr ORPSrr", 0,
        "SSE: order by a's sign (branches), MIN, blend a NaN back in by AND/ANDN/OR", ""}, "", "avx", 0, 32),
    on({"fp.maximum.sse", "(call:llvm.maximum $a $b)", K::Reg, T::FloatScalar,
        "MOVS{d}2DIrr MOVDQArr TEST32rr JCC_1 MOVDQArr MOVDQArr CMP{f}rri MOVAPSrr ANDPSrr JCC_1 MOVDQArr MAX{f}rr ANDNPSrr ORPSrr", 0,
        "SSE: order by a's sign (branches), MAX, blend a NaN back in by AND/ANDN/OR", ""}, "", "avx", 0, 32),
    on({"fp.vminimum.sse", "(call:llvm.minimum $a $b)", K::Reg, T::FloatVector,
        "PXORrr PCMPGTDrr MOVDQArr PANDNrr MOVDQArr PANDNrr PANDrr PORrr PANDrr PORrr MOVDQArr MINPSrr MOVDQArr CMPPSrri ANDPSrr ANDNPSrr ORPSrr", 0,
        "SSE: sign mask by PCMPGTD, operands ordered by AND/ANDN/OR, MIN, NaN lanes blended", ""}, "", "avx", 0, 32),
    on({"fp.vmaximum.sse", "(call:llvm.maximum $a $b)", K::Reg, T::FloatVector,
        "PXORrr PCMPGTDrr MOVDQArr PANDNrr MOVDQArr PANDNrr PANDrr PORrr PANDrr PORrr MOVDQArr MAXPSrr MOVDQArr CMPPSrri ANDPSrr ANDNPSrr ORPSrr", 0,
        "SSE: sign mask by PCMPGTD, operands ordered by AND/ANDN/OR, MAX, NaN lanes blended", ""}, "", "avx", 0, 32),
    on({"fp.minimum.avx512", "(call:llvm.minimum $a $b)", K::Reg, T::FloatScalar,
        "VMOVSS2DIrr TEST32rr SETCCr KMOVDkr VMOVAPSrr VMOVS{d}Zrrk VMOVS{d}Zrrk VMIN{f}rr VCMP{f}Zrri VMOVS{d}Zrrk", 0,
        "AVX-512: a's sign into a mask register, masked moves order the operands, MIN, masked move of a NaN", ""}, "avx512f", "", 0, 32),
    on({"fp.maximum.avx512", "(call:llvm.maximum $a $b)", K::Reg, T::FloatScalar,
        "VMOVSS2DIrr TEST32rr SETCCr KMOVDkr VMOVAPSrr VMOVS{d}Zrrk VMOVS{d}Zrrk VMAX{f}rr VCMP{f}Zrri VMOVS{d}Zrrk", 0,
        "AVX-512: a's sign into a mask register, masked moves order the operands, MAX, masked move of a NaN", ""}, "avx512f", "", 0, 32),
    on({"fp.minimum.avx512.d", "(call:llvm.minimum $a $b)", K::Reg, T::FloatScalar,
        "VMOVSDto64rr TEST64rr SETCCr KMOVDkr VMOVAPDrr VMOVSDZrrk VMOVSDZrrk VMINSDrr VCMPSDZrri VMOVSDZrrk", 0,
        "AVX-512: a's sign into a mask register, masked moves order the operands, MIN, masked move of a NaN", ""}, "avx512f", "", 0, 64),
    on({"fp.maximum.avx512.d", "(call:llvm.maximum $a $b)", K::Reg, T::FloatScalar,
        "VMOVSDto64rr TEST64rr SETCCr KMOVDkr VMOVAPDrr VMOVSDZrrk VMOVSDZrrk VMAXSDrr VCMPSDZrri VMOVSDZrrk", 0,
        "AVX-512: a's sign into a mask register, masked moves order the operands, MAX, masked move of a NaN", ""}, "avx512f", "", 0, 64),
    on({"fp.vminimum.avx512", "(call:llvm.minimum $a $b)", K::Reg, T::FloatVector,
        "VPMOV{e}2M{z}rr VBLENDMP{d}{z}rrk VMOVAP{d}{z}rrk VMIN{f}{y}rr VCMP{f}{z}rri VMOVAP{d}{z}rrk", 0,
        "AVX-512: the sign lanes into a mask register, a masked blend and move order the operands, MIN, NaN lanes moved in", ""}, "avx512vl,avx512dq", ""),
    on({"fp.vmaximum.avx512", "(call:llvm.maximum $a $b)", K::Reg, T::FloatVector,
        "VPMOV{e}2M{z}rr VBLENDMP{d}{z}rrk VMOVAP{d}{z}rrk VMAX{f}{y}rr VCMP{f}{z}rri VMOVAP{d}{z}rrk", 0,
        "AVX-512: the sign lanes into a mask register, a masked blend and move order the operands, MAX, NaN lanes moved in", ""}, "avx512vl,avx512dq", ""),

    // rounding to integral: ROUNDSS/SD/PS/PD with the mode as immediate (floor 9, ceil 10,
    // trunc 11, rint 4, nearbyint 12, roundeven 8); SSE2 has no ROUND (a library call)
    on({"fp.floor", "(call:llvm.floor $a)", K::Reg, T::Any, "{v}ROUND{f}{y}ri", 0, "ROUND with immediate 9: toward -inf, inexact suppressed", ""}, "sse4.1", ""),
    on({"fp.ceil", "(call:llvm.ceil $a)", K::Reg, T::Any, "{v}ROUND{f}{y}ri", 0, "ROUND with immediate 10: toward +inf, inexact suppressed", ""}, "sse4.1", ""),
    on({"fp.trunc", "(call:llvm.trunc $a)", K::Reg, T::Any, "{v}ROUND{f}{y}ri", 0, "ROUND with immediate 11: toward zero, inexact suppressed", ""}, "sse4.1", ""),
    on({"fp.rint", "(call:llvm.rint $a)", K::Reg, T::Any, "{v}ROUND{f}{y}ri", 0, "ROUND with immediate 4: MXCSR's mode", ""}, "sse4.1", ""),
    on({"fp.nearbyint", "(call:llvm.nearbyint $a)", K::Reg, T::Any, "{v}ROUND{f}{y}ri", 0, "ROUND with immediate 12: MXCSR's mode, inexact suppressed", ""}, "sse4.1", ""),
    on({"fp.roundeven", "(call:llvm.roundeven $a)", K::Reg, T::Any, "{v}ROUND{f}{y}ri", 0, "ROUND with immediate 8: nearest even, inexact suppressed", ""}, "sse4.1", ""),
    on({"fp.round.f", "(call:llvm.round $a)", K::Reg, T::Any, "VBROADCASTSS{y}rm VANDPS{y}rr VBROADCASTSS{y}rm VORPS{y}rr VADD{f}{y}rr VROUND{f}{y}ri", 0,
        "round half away from zero: add copysign(0.5 - ulp/2, x), truncate", ""}, "avx", "avx512vl", 0, 32),
    on({"fp.round.d", "(call:llvm.round $a)", K::Reg, T::FloatScalar, "VANDPDrm VMOVDDUPrm VORPDrr VADDSDrr VROUNDSDri", 0,
        "round half away from zero: add copysign(0.5 - ulp/2, x), truncate", ""}, "avx", "avx512vl", 0, 64),
    on({"fp.vround.d", "(call:llvm.round $a)", K::Reg, T::FloatVector, "VANDPDrm VORPDrm VADDPDrr VROUNDPDri", 0,
        "round half away from zero: add copysign(0.5 - ulp/2, x), truncate", ""}, "avx", "avx512vl", 0, 64, 128),
    on({"fp.vround.d.256", "(call:llvm.round $a)", K::Reg, T::FloatVector, "VBROADCASTSDYrm VANDPDYrr VBROADCASTSDYrm VORPDYrr VADDPDYrr VROUNDPDYri", 0,
        "round half away from zero: add copysign(0.5 - ulp/2, x), truncate", ""}, "avx", "avx512vl", 0, 64, 256),
    on({"fp.round.avx512", "(call:llvm.round $a)", K::Reg, T::Any, "VPBROADCAST{e}{y}rm VPTERNLOG{e}{z}rmbi VADD{f}{y}rr VROUND{f}{y}ri", 0,
        "AVX-512: copysign(0.5 - ulp/2, x) by one VPTERNLOG, add, truncate", ""}, "avx512vl", ""),

    // fcmp oeq/une need ZF and PF: llc compares into a lane mask and moves its low bit out; a
    // branch or CMOV on them takes a second condition (priced one instruction above llc's)
    on({"fp.fcmp.eq.f", "(fcmp.oeq|une $a $b)", K::Reg, T::FloatScalar, "{v}CMPSSrri {v}MOVSS2DIrr AND32ri8", 0, "oeq/une: CMPSS into a mask, its low bit", ""}, "", "avx512f", 32),
    on({"fp.fcmp.eq.d", "(fcmp.oeq|une $a $b)", K::Reg, T::FloatScalar, "{v}CMPSDrri {v}MOVSDto64rr AND32ri8", 0, "oeq/une: CMPSD into a mask, its low bit", ""}, "", "avx512f", 64),
    on({"fp.fcmp.eq.avx512", "(fcmp.oeq|une $a $b)", K::Reg, T::FloatScalar, "VCMP{f}Zrri KMOVDrk", 0, "AVX-512: compare into a mask register, move it out", ""}, "avx512f", ""),
    on({"fp.fcmp.eq.flags", "(fcmp.oeq|une $a $b)", K::Flags, T::FloatScalar, "{v}UCOMIS{D}rr SETCCr SETCCr", 1,
        "oeq/une in EFLAGS are two conditions (ZF, PF) that a user combines (llc: a second CMOV or jump); priced as two SETcc", ""}, "", ""),

    // a scalar select of a compare is a compare into a lane mask and a blend
    on({"fp.select.fcmp", "(select (fcmp $a $b) $x $y)", K::Reg, T::FloatScalar, "VCMP{f}rri VBLENDVP{d}rrr", 0, "compare into a lane mask, blend", ""}, "avx", "avx512f"),
    on({"fp.select.fcmp.sse", "(select (fcmp $a $b) $x $y)", K::Reg, T::FloatScalar, "CMP{f}rri ANDPSrr ANDNPSrr ORPSrr", 0, "SSE: compare into a lane mask, AND/ANDN/OR", ""}, "", "avx"),
    on({"fp.select.fcmp.avx512", "(select (fcmp $a $b) $x $y)", K::Reg, T::FloatScalar, "VCMP{f}Zrri VMOVS{d}Zrrk", 0, "AVX-512: compare into a mask register, masked move", ""}, "avx512f", ""),

    // half through F16C: each operand widened to float (VCVTPH2PS), the float instruction, the
    // result narrowed (VCVTPS2PH); vectors of up to eight lanes through one ymm register
    on({"fp.half.fadd", "(fadd $a $b)", K::Reg, T::FloatScalar, "VCVTPH2PS{h}rr VCVTPH2PS{h}rr VADDSSrr VCVTPS2PHrr", 0, "half: widen, add in float, narrow", ""}, "f16c", "", 16, 16),
    on({"fp.half.fsub", "(fsub $a $b)", K::Reg, T::FloatScalar, "VCVTPH2PS{h}rr VCVTPH2PS{h}rr VSUBSSrr VCVTPS2PHrr", 0, "half: widen, subtract in float, narrow", ""}, "f16c", "", 16, 16),
    on({"fp.half.fmul", "(fmul $a $b)", K::Reg, T::FloatScalar, "VCVTPH2PS{h}rr VCVTPH2PS{h}rr VMULSSrr VCVTPS2PHrr", 0, "half: widen, multiply in float, narrow", ""}, "f16c", "", 16, 16),
    on({"fp.half.fdiv", "(fdiv $a $b)", K::Reg, T::FloatScalar, "VCVTPH2PS{h}rr VCVTPH2PS{h}rr VDIVSSrr VCVTPS2PHrr", 0, "half: widen, divide in float, narrow", ""}, "f16c", "", 16, 16),
    on({"fp.vhalf.fadd", "(fadd $a $b)", K::Reg, T::FloatVector, "VCVTPH2PSY{h}rr VCVTPH2PSY{h}rr VADDPSYrr VCVTPS2PHYrr", 0, "half lanes: widen into a ymm, add, narrow", ""}, "f16c", "", 16, 16, 128),
    on({"fp.vhalf.fsub", "(fsub $a $b)", K::Reg, T::FloatVector, "VCVTPH2PSY{h}rr VCVTPH2PSY{h}rr VSUBPSYrr VCVTPS2PHYrr", 0, "half lanes: widen into a ymm, subtract, narrow", ""}, "f16c", "", 16, 16, 128),
    on({"fp.vhalf.fmul", "(fmul $a $b)", K::Reg, T::FloatVector, "VCVTPH2PSY{h}rr VCVTPH2PSY{h}rr VMULPSYrr VCVTPS2PHYrr", 0, "half lanes: widen into a ymm, multiply, narrow", ""}, "f16c", "", 16, 16, 128),
    on({"fp.vhalf.fdiv", "(fdiv $a $b)", K::Reg, T::FloatVector, "VCVTPH2PSY{h}rr VCVTPH2PSY{h}rr VDIVPSYrr VCVTPS2PHYrr", 0, "half lanes: widen into a ymm, divide, narrow", ""}, "f16c", "", 16, 16, 128),
    on({"fp.half.fpext", "(fpext $a)", K::Reg, T::Any, "VCVTPH2PS{y}{h}rr", 0, "half to float: VCVTPH2PS", ""}, "f16c", "", 16, 32),
    on({"fp.half.fptrunc", "(fptrunc $a)", K::Reg, T::Any, "VCVTPS2PH{y}{h}rr", 0, "float to half, nearest even: VCVTPS2PH with immediate 4", ""}, "f16c", "", 32, 16),
};

// The rows as pointer-free constant data (PackedPatterns.h); the array above is never emitted.
constexpr auto kPackedFloatExpansions = packPatterns<packedTextSize(kFloatExpansions)>(kFloatExpansions);
static_assert(unpacksTo(kPackedFloatExpansions, kFloatExpansions));

} // namespace

void addFloatExpansionPatterns(std::vector<Pattern>& out) { appendPatterns(kPackedFloatExpansions, out); }

} // namespace theseus::cost
