#pragma once
// The x86 SIMD intrinsics as data: each intrinsic is one row naming its family, its LLVM 19
// signature, the family's parameters and the CPU feature that executes it. The semantics of a
// family are written once, generically, in semantics/x86/; a row only instantiates them.
#include "ir/Type.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace theseus::ir {

enum class X86Family : uint8_t {
  PAvg,             // pavg.{b,w}: (a + b + 1) >> 1, unsigned, per lane
  PMAddWD,          // pmadd.wd: i16 pairs multiplied and summed into i32
  PMAddUBSW,        // pmadd.ub.sw / pmaddubs.w: u8 x s8 pairs, saturating i16 sums
  PSadBW,           // psad.bw: sums of |a - b| over 8 u8 lanes into i64
  DBPSadBW,         // dbpsadbw: double-block sums of absolute differences, immediate shuffle
  MPSadBW,          // mpsadbw: multiple sums of absolute differences, immediate offsets
  PMulH,            // pmulh.w / pmulhu.w: high half of the product (isSigned)
  PMulHRSW,         // pmul.hr.sw: rounded, scaled high product
  PShufB,           // pshuf.b: byte shuffle within 128-bit lanes, zeroing by the index's top bit
  Pack,             // packss/packus: narrowing with signed/unsigned saturation, per 128-bit lane
  ShiftByVector,    // psll/psrl/psra by the low 64 bits of a count vector (op: ShiftKind)
  ShiftByImmediate, // psll/psrl/psra *i by an i32 count (op: ShiftKind)
  ShiftPerLane,     // psllv/psrlv/psrav: per-lane counts (op: ShiftKind)
  PHAddSub,         // phadd/phsub.{w,d,sw}: horizontal pairs (op: 0 add, 1 sub), per 128-bit lane
  PSign,            // psign.{b,w,d}: negate, keep or zero by the sign of b
  PAbs,             // pabs.{b,w,d}
  PBlendVB,         // pblendvb: select bytes by the top bit of the mask
  PMovMskB,         // pmovmskb: the top bit of every byte into an i32
  PHMinPosUW,       // phminposuw: minimum u16 and its index
  PermVar,          // permd / permvar.*: full-width lane permutation by index vector
  VPermI2Var,       // vpermi2var: two-table permutation by index vector
  PTernLog,         // pternlog.{d,q}: bitwise ternary logic by an 8-bit immediate
  PMultiShiftQB,    // pmultishift.qb: unaligned byte extraction per 64-bit lane
  VPMadd52,         // vpmadd52{l,h}.uq (op: 0 low, 1 high)
  DotProduct,       // VNNI vpdpbusd[s] / vpdpwssd[s] (op: 0 bytes, 1 words)
  DotProductMixed,  // AVX-VNNI-INT8/INT16 vpdpb{ss,su,uu}d[s], vpdpw{su,us,uu}d[s]: op bit 0 words,
                    // bit 1 first source signed, bit 2 second source signed; isSigned: signed
                    // accumulator and saturation (false: unsigned)
  PMov,             // mask.pmov{,s,us}.*: truncation with none/signed/unsigned saturation
  // Floating point (ir/x86/FloatRows.cpp; semantics/x86/Float.h). op bit 1 (kScalarOp) marks the
  // ss/sd forms: lane 0 computed, the other lanes from the first operand.
  FMinMax,          // min/max ps/pd/ss/sd (op bit 0: 1 max): a < b (a > b) ? a : b, else b
  FHorizontal,      // hadd/hsub ps/pd (op: 0 add, 1 sub), per 128-bit lane
  FAddSub,          // addsub ps/pd: even lanes a - b, odd lanes a + b
  FRound,           // round ps/pd/ss/sd: to integral, the immediate's mode (bit 2: MXCSR's);
                    // op bit 2 (kScaleOp): AVX-512 rndscale, to a multiple of 2^-imm[7:4]
  FDotProduct,      // dpps/dppd: products masked by imm[7:4], the sum broadcast by imm[3:0]
  FBlendV,          // blendv ps/pd: b where the mask lane's sign bit is set, else a
  FPermilVar,       // vpermilvar ps/pd: lanes picked within 128-bit lanes by an index vector
  FToInt32,         // cvtps2dq (op 0, in the rounding) / cvttps2dq (op 1, truncating)
  Int32ToF,         // cvtdq2ps (avx512.sitofp.round), in the rounding operand's mode
  HalfToF,          // cvtph2ps: binary16 patterns widened to float
  FToHalf,          // cvtps2ph: float narrowed to binary16 in the immediate's rounding
  FFma,             // fma vfmadd/vfmaddsub (op bit 0: 1 alternate a*b - c in even lanes, a*b + c in
                    // odd ones), fused, in the rounding operand's mode
  FApproximation,   // rcp/rsqrt ps/ss, rcp14/rsqrt14 ps/pd/ss/sd (op bit 0: 1 rsqrt; kFourteenBitOp):
                    // any value within the error bound
};

// The ss/sd bit of a floating-point row's op.
inline constexpr uint8_t kScalarOp = 2;
// The rndscale bit of an FRound row's op.
inline constexpr uint8_t kScaleOp = 4;
// The rcp14/rsqrt14 bit of an FApproximation row's op (AVX-512's bound of 2^-14, merge-masked).
inline constexpr uint8_t kFourteenBitOp = 8;

// What a row's rounding-control operand (an i32 immarg) may be: none; 4 (the current direction)
// or 8 (suppress all exceptions); or also 8..11 (embedded rounding: nearest, down, up, zero).
enum class RoundingControl : uint8_t { None, SuppressOnly, Embedded };

enum class ShiftKind : uint8_t { Left, LogicalRight, ArithmeticRight };

struct X86Row {
  std::string_view name; // the LLVM name, "llvm.x86.sse2.pavg.w"
  X86Family family;
  Type result;
  std::vector<Type> params;
  uint8_t op = 0; // a family-specific variant (ShiftKind, add/sub, low/high, ...)
  bool isSigned = false;
  bool saturating = false;
  std::string_view feature; // the CPU feature that executes it: "sse2", "avx2", "avx512bw", ...
  // AVX-512 masked forms: the index of the mask operand (an iN, bit i for lane i); the merge
  // source is the operand before it. -1: unmasked.
  int8_t maskOperand = -1;
  // The index of the rounding-control operand and what it may be.
  int8_t roundingOperand = -1;
  RoundingControl rounding = RoundingControl::None;
};

// The values a rounding-control operand of kind `rc` may take.
std::vector<uint64_t> roundingControlValues(RoundingControl rc);

// The widest floating-point format the semantics of `row` compute in beyond its own lanes:
// 128 for rsqrt14 of doubles (its bound is checked in binary128, semantics/x86/float/
// Approximation14.h), else 0. The concrete evaluator takes words that wide.
inline unsigned x86WorkingWidth(const X86Row& row) {
  return row.family == X86Family::FApproximation && (row.op & kFourteenBitOp) && (row.op & 1) && row.result.bits() == 64 ? 128 : 0;
}

// Every supported row, in a fixed order (an instruction refers to a row by its index).
const std::vector<X86Row>& x86Rows();
// The index of the row named `name`.
std::optional<uint16_t> x86RowByName(std::string_view name);

// The groups of rows, each defined in its own file under ir/x86/.
void addArithmeticRows(std::vector<X86Row>& rows);
void addPermuteRows(std::vector<X86Row>& rows);
void addShiftRows(std::vector<X86Row>& rows);
void addFloatRows(std::vector<X86Row>& rows);

} // namespace theseus::ir
