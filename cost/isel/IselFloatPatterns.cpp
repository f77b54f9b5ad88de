// The isel rules for floating point (float and double, scalars in the low lane of an xmm
// register and vectors), as llc-19 lowers one operation for x86-64-v3 (AVX forms through {v}) and
// x86-64 (SSE forms): arithmetic, sign operations by a constant-pool mask, min/max by compare and
// blend, compares into EFLAGS or a lane mask, selects, conversions, constants as constant-pool
// loads. half, bfloat and fp128 have no opcode here (not priced). The rows have no meaning to prove:
// each is one IR operation, and test/cost/fp.ll compares the model with llc's instructions.
#include "cost/isel/IselPatterns.h"
#include "cost/isel/PackedPatterns.h"

namespace theseus::cost {

namespace {

using K = ResultKind;
using T = TypeClass;

constexpr Pattern kFloatPatterns[] = {
    // constants: a load from the constant pool
    {"fp.const", "$c:fconst", K::Reg, T::FloatScalar, "{v}MOVS{d}rm_alt", 0, "a floating-point constant is a load from the constant pool", ""},
    {"fp.vconst", "$c:fconst", K::Reg, T::FloatVector, "{v}MOVAPS{y}rm", 0, "a floating-point vector constant is a load from the constant pool", ""},

    // arithmetic: one instruction, SS/SD in the low lane, PS/PD per register part
    {"fp.fadd", "(fadd $a $b)", K::Reg, T::FloatScalar, "{v}ADD{f}rr", 0, "scalar add", ""},
    {"fp.vfadd", "(fadd $a $b)", K::Reg, T::FloatVector, "{v}ADD{f}{y}rr", 0, "packed add", ""},
    {"fp.fsub", "(fsub $a $b)", K::Reg, T::FloatScalar, "{v}SUB{f}rr", 0, "scalar subtract", ""},
    {"fp.vfsub", "(fsub $a $b)", K::Reg, T::FloatVector, "{v}SUB{f}{y}rr", 0, "packed subtract", ""},
    {"fp.fmul", "(fmul $a $b)", K::Reg, T::FloatScalar, "{v}MUL{f}rr", 0, "scalar multiply", ""},
    {"fp.vfmul", "(fmul $a $b)", K::Reg, T::FloatVector, "{v}MUL{f}{y}rr", 0, "packed multiply", ""},
    {"fp.fdiv", "(fdiv $a $b)", K::Reg, T::FloatScalar, "{v}DIV{f}rr", 0, "scalar divide", ""},
    {"fp.vfdiv", "(fdiv $a $b)", K::Reg, T::FloatVector, "{v}DIV{f}{y}rr", 0, "packed divide", ""},
    {"fp.sqrt", "(call:llvm.sqrt $a)", K::Reg, T::FloatScalar, "{v}SQRT{f}r", 0, "scalar square root", ""},
    {"fp.vsqrt", "(call:llvm.sqrt $a)", K::Reg, T::FloatVector, "{v}SQRT{f}{y}r", 0, "packed square root", ""},
    withFeature({"fp.fma", "(call:llvm.fma $a $b $c)", K::Reg, T::FloatScalar, "VFMADD213{f}r", 0, "fused multiply-add", ""}, "fma"),
    withFeature({"fp.vfma", "(call:llvm.fma $a $b $c)", K::Reg, T::FloatVector, "VFMADD213{f}{y}r", 0, "packed fused multiply-add", ""}, "fma"),
    withFeature({"fp.fmuladd", "(call:llvm.fmuladd $a $b $c)", K::Reg, T::FloatScalar, "VFMADD213{f}r", 0, "fmuladd is fused where FMA exists", ""}, "fma"),
    withFeature({"fp.vfmuladd", "(call:llvm.fmuladd $a $b $c)", K::Reg, T::FloatVector, "VFMADD213{f}{y}r", 0, "fmuladd is fused where FMA exists", ""}, "fma"),

    // sign operations: one logic instruction with a constant-pool mask (XORPS for double too)
    {"fp.fneg", "(fneg $a)", K::Reg, T::FloatScalar, "{v}XORPSrm", 0, "negation flips the sign bit: XORPS with a constant-pool mask", ""},
    {"fp.vfneg", "(fneg $a)", K::Reg, T::FloatVector, "{v}XORPS{y}rm", 0, "negation flips the sign bits: XORPS with a constant-pool mask", ""},
    {"fp.fabs", "(call:llvm.fabs $a)", K::Reg, T::FloatScalar, "{v}ANDPSrm", 0, "absolute value clears the sign bit: ANDPS with a mask", ""},
    {"fp.vfabs", "(call:llvm.fabs $a)", K::Reg, T::FloatVector, "{v}ANDPS{y}rm", 0, "absolute value clears the sign bits: ANDPS with a mask", ""},
    {"fp.copysign", "(call:llvm.copysign $a $b)", K::Reg, T::FloatScalar, "{v}ANDPSrm {v}ANDPSrm {v}ORPSrr", 0, "magnitude of a, sign of b: two masks and an OR", ""},
    {"fp.vcopysign", "(call:llvm.copysign $a $b)", K::Reg, T::FloatVector, "{v}ANDPS{y}rm {v}ANDPS{y}rm {v}ORPS{y}rr", 0, "magnitude of a, sign of b: two masks and an OR", ""},

    // minnum/maxnum: MIN/MAX return the second operand on a NaN, so a NaN first operand is
    // blended out by an unordered compare (AVX); SSE blends by AND/ANDN/OR
    withFeature({"fp.minnum", "(call:llvm.minnum $a $b)", K::Reg, T::FloatScalar, "VMIN{f}rr VCMP{f}rri VBLENDVP{d}rrr", 0, "MIN, then the other operand where one is NaN: compare unordered, blend", ""}, "avx"),
    withFeature({"fp.maxnum", "(call:llvm.maxnum $a $b)", K::Reg, T::FloatScalar, "VMAX{f}rr VCMP{f}rri VBLENDVP{d}rrr", 0, "MAX, then the other operand where one is NaN: compare unordered, blend", ""}, "avx"),
    withFeature({"fp.vminnum", "(call:llvm.minnum $a $b)", K::Reg, T::FloatVector, "VMIN{f}{y}rr VCMP{f}{y}rri VBLENDVP{d}{y}rrr", 0, "MIN per lane, NaN lanes blended", ""}, "avx"),
    withFeature({"fp.vmaxnum", "(call:llvm.maxnum $a $b)", K::Reg, T::FloatVector, "VMAX{f}{y}rr VCMP{f}{y}rri VBLENDVP{d}{y}rrr", 0, "MAX per lane, NaN lanes blended", ""}, "avx"),
    {"fp.minnum.sse", "(call:llvm.minnum $a $b)", K::Reg, T::FloatScalar, "MOVAPSrr CMP{f}rri MOVAPSrr ANDPSrr MIN{f}rr ANDNPSrr ORPSrr MOVAPSrr", 1, "SSE: MIN, unordered compare, blend by AND/ANDN/OR", ""},
    {"fp.maxnum.sse", "(call:llvm.maxnum $a $b)", K::Reg, T::FloatScalar, "MOVAPSrr CMP{f}rri MOVAPSrr ANDPSrr MAX{f}rr ANDNPSrr ORPSrr MOVAPSrr", 1, "SSE: MAX, unordered compare, blend by AND/ANDN/OR", ""},
    {"fp.vminnum.sse", "(call:llvm.minnum $a $b)", K::Reg, T::FloatVector, "MOVAPSrr MIN{f}rr CMP{f}rri ANDPSrr ANDNPSrr ORPSrr", 1, "SSE: MIN per lane, unordered compare, blend by AND/ANDN/OR", ""},
    {"fp.vmaxnum.sse", "(call:llvm.maxnum $a $b)", K::Reg, T::FloatVector, "MOVAPSrr MAX{f}rr CMP{f}rri ANDPSrr ANDNPSrr ORPSrr", 1, "SSE: MAX per lane, unordered compare, blend by AND/ANDN/OR", ""},

    // compares: UCOMISS/UCOMISD into EFLAGS (SETcc makes the i1) for the predicates one flag
    // condition decides (oeq and une: IselFloatExpansions.cpp), CMPPS/CMPPD into a lane mask
    {"fp.fcmp", "(fcmp.false|ogt|oge|olt|ole|one|ord|uno|ueq|ugt|uge|ult|ule|true $a $b)", K::Flags, T::FloatScalar, "{v}UCOMIS{D}rr", 0, "an unordered compare sets ZF, PF, CF", ""},
    {"fp.vfcmp", "(fcmp $a $b)", K::Reg, T::FloatVector, "{v}CMP{f}{y}rri", 0, "a packed compare gives a lane mask", ""},

    // selects: a scalar select is a branch around a register move (llc's lowering), a vector one
    // a blend by the mask
    {"fp.select.flags", "(select $c:flags $a $b)", K::Reg, T::FloatScalar, "JCC_1 {v}MOVAPSrr", 0, "a branch on the compare around a move", ""},
    {"fp.select", "(select $c $a $b)", K::Reg, T::FloatScalar, "TEST8ri JCC_1 {v}MOVAPSrr", 1, "test the i1, branch around a move", ""},
    withFeature({"fp.vselect", "(select $c $a $b)", K::Reg, T::FloatVector, "VBLENDVP{d}{y}rrr", 0, "a blend by the lane mask", ""}, "avx"),
    {"fp.vselect.sse", "(select $c $a $b)", K::Reg, T::FloatVector, "ANDPSrr ANDNPSrr ORPSrr", 1, "SSE: a blend by AND/ANDN/OR with the mask", ""},

    // conversions
    withFeature({"fp.fpext", "(fpext $a)", K::Reg, T::FloatScalar, "{v}CVTSS2SDrr", 0, "float to double", ""}, "", 32, 64),
    withFeature({"fp.fptrunc", "(fptrunc $a)", K::Reg, T::FloatScalar, "{v}CVTSD2SSrr", 0, "double to float, rounded", ""}, "", 64, 32),
    withFeature({"fp.vfpext", "(fpext $a)", K::Reg, T::FloatVector, "{v}CVTPS2PD{y}rr", 0, "packed float to double", ""}, "", 32, 64),
    withFeature({"fp.vfptrunc", "(fptrunc $a)", K::Reg, T::FloatVector, "{v}CVTPD2PS{y}rr", 0, "packed double to float, rounded", ""}, "", 64, 32),
    withFeature({"fp.sitofp.32", "(sitofp $a)", K::Reg, T::FloatScalar, "{v}CVTSI2S{d}rr", 0, "i32 to float or double", ""}, "", 32),
    withFeature({"fp.sitofp.64", "(sitofp $a)", K::Reg, T::FloatScalar, "{v}CVTSI642S{d}rr", 0, "i64 to float or double", ""}, "", 64),
    withFeature({"fp.fptosi.32", "(fptosi $a)", K::Reg, T::Scalar, "{v}CVTTS{D}2SIrr", 0, "float or double to i32, truncated", ""}, "", 0, 32),
    withFeature({"fp.fptosi.64", "(fptosi $a)", K::Reg, T::Scalar, "{v}CVTTS{D}2SI64rr", 0, "float or double to i64, truncated", ""}, "", 0, 64),
    withFeature({"fp.vsitofp", "(sitofp $a)", K::Reg, T::FloatVector, "{v}CVTDQ2PS{y}rr", 0, "packed i32 to float", ""}, "", 32, 32),
    withFeature({"fp.vfptosi", "(fptosi $a)", K::Reg, T::Vector, "{v}CVTTPS2DQ{y}rr", 0, "packed float to i32, truncated", ""}, "", 32, 32),
    // to i16 or i8 lanes: an out-of-range lane is poison, so the dword convert is narrowed by a
    // pack (i16; signed saturation for fptosi, unsigned for fptoui) or a byte shuffle (i8)
    withFeature({"fp.vfptosi.16", "(fptosi $a)", K::Reg, T::Vector, "{v}CVTTPS2DQrr {v}PACKSSDWrr", 0, "packed float to i32, packed to words", ""}, "", 32, 16),
    withFeature({"fp.vfptoui.16", "(fptoui $a)", K::Reg, T::Vector, "{v}CVTTPS2DQrr {v}PACKUSDWrr", 0, "packed float to i32, packed to words (SSE4.1)", ""}, "sse4.1", 32, 16),
    withFeature({"fp.vfptoui.16.sse", "(fptoui $a)", K::Reg, T::Vector, "CVTTPS2DQrr PSHUFLWri", 1, "SSE2: packed float to i32, low words gathered by PSHUFLW", ""}, "", 32, 16),
    withFeature({"fp.vfptosi.8", "(fptosi $a)", K::Reg, T::Vector, "{v}CVTTPS2DQrr {v}PSHUFBrm", 0, "packed float to i32, low bytes gathered by PSHUFB (SSSE3)", ""}, "ssse3", 32, 8),
    withFeature({"fp.vfptoui.8", "(fptoui $a)", K::Reg, T::Vector, "{v}CVTTPS2DQrr {v}PSHUFBrm", 0, "packed float to i32, low bytes gathered by PSHUFB (SSSE3)", ""}, "ssse3", 32, 8),

    // a lane of a float vector: lane 0 is the scalar's own register, another lane one shuffle
    // (VMOVSHDUP, VSHUFPS, VSHUFPD, MOVHLPS by lane); a lane in the high 128 bits of a ymm register
    // is brought down by VEXTRACTF128 first; split into xmm registers (no AVX2) it is in a
    // register of its own
    {"fp.extract.lane0", "(extractelement $v #0)", K::Reg, T::FloatScalar, "", 0, "lane 0 of a float vector is the scalar's register: no instruction", ""},
    {"fp.extract", "(extractelement.low $v $i:imm)", K::Reg, T::FloatScalar, "{v}SHUFP{d}rri", 1, "one shuffle brings the lane to lane 0", ""},
    forVectorBits({"fp.extract.upper0.xmm", "(extractelement.upper0 $v $i:imm)", K::Reg, T::FloatScalar, "", 0, "lane 0 of the vector's second xmm register: no instruction", ""}, 128),
    forVectorBits({"fp.extract.upper.xmm", "(extractelement.upper $v $i:imm)", K::Reg, T::FloatScalar, "{v}SHUFP{d}rri", 1, "one shuffle in the vector's second xmm register", ""}, 128),
    forVectorBits({"fp.extract.upper0", "(extractelement.upper0 $v $i:imm)", K::Reg, T::FloatScalar, "VEXTRACTF128rr", 0, "the first lane of the high 128 bits: VEXTRACTF128 alone", ""}, 256),
    forVectorBits({"fp.extract.upper", "(extractelement.upper $v $i:imm)", K::Reg, T::FloatScalar, "VEXTRACTF128rr VSHUFP{d}rri", 1, "VEXTRACTF128 brings the high 128 bits down, one shuffle the lane", ""}, 256),
    forVectorBits(withFeature({"fp.extract.upper.zmm", "(extractelement.upper $v $i:imm)", K::Reg, T::FloatScalar, "VEXTRACTF32x4Zrr VSHUFP{d}Z128rri", 1, "an odd 128-bit chunk of a zmm register brought down by VEXTRACTF32X4, one shuffle the lane", ""}, "avx512f"), 512),
};

// The rows as pointer-free constant data (PackedPatterns.h); the array above is never emitted.
constexpr auto kPackedFloatPatterns = packPatterns<packedTextSize(kFloatPatterns)>(kFloatPatterns);
static_assert(unpacksTo(kPackedFloatPatterns, kFloatPatterns));

} // namespace

void addFloatPatterns(std::vector<Pattern>& out) { appendPatterns(kPackedFloatPatterns, out); }

} // namespace theseus::cost
