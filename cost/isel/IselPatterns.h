#pragma once
// The isel patterns as data. A pattern says which IR tree one or more x86-64 instructions compute,
// in which result kind, with which MC opcodes (their weights come from the CPU's MCSchedModel),
// why the rule exists, and what the instructions mean as a small IR snippet (proved equal to the
// tree by a test with the refinement checker).
//
// Tree syntax: `(op child ...)`; op is an IR opcode (add, shl, icmp, icmp.sgt, select, sext, ...),
// `call:llvm.smin` (a generic intrinsic by stem), `x86:pmadd.wd` (an x86 intrinsic row by name
// suffix) or `shuffle:even` / `shuffle:odd` (a one-input shufflevector keeping even / odd lanes).
// Leaves: `$x` a value in a register, `$x:imm` a constant that fits a sign-extended imm32,
// `$x:const` any scalar constant up to 64 bits, `$x:vconst` any vector constant of defined lanes,
// `$x:keeplow` an i128 constant whose low 64 bits are all ones, `$x:fconst` a floating-point
// constant (scalar or vector, a lane defined),
// `$x:addr` a scaled index folded into an address, `$x:flags` a comparison held in EFLAGS,
// `$x:shamt` a constant shift amount, `$x:scale` a shift by 1..3, `$x:pow2` a positive power of two above 1 (scalar), `$x:scalemul` a multiplier
// 2/4/8, `$x:mul359` a multiplier 3/5/9, `#N` the constant N (splat for vectors). Commutative
// operations match either way round.
//
// `shuffle:SHAPE` a shufflevector of a shape of IselShuffle.h (unpacklo, blend, laneperm, ...).
//
// MC opcode templates: {u} the unpack suffix of the element (BW, WD, DQ, QDQ), {w} 32 or 64 (narrow scalars are promoted to 32 bits),
// {h} nothing for a half type among root and first leaf, no opcode otherwise (bfloat), {n} the scalar's own register width 8/16/32/64 (no opcode for a promoted width such as i4), {x} the
// width of a shift or bit count LLVM emits: 8 up to 8 bits (i8 stays 8-bit, SHLX8 does not exist),
// 32 up to 32 bits (i16 is promoted), 64, {p} as {w} but no opcode for i2..i7 (TypeClass::Promoted
// has its own rule), {W} the exact width
// 8/16/32/64 of the first operand, {v} "V" with AVX, {e}/{E} the element letter B/W/D/Q of the
// result / first operand, {y} "", "Y" or "Z" for a 128/256/512-bit part, {z} the EVEX width suffix
// "Z128", "Z256" or "Z" of a part, {ri} / {Ri} the imm32
// suffix of the result's / first operand's width ("ri", or "ri32" for 64 bits). A pattern whose opcode
// does not exist for a type (PMULLB, say) does not apply to that type.
#include <string_view>
#include <vector>

namespace theseus::cost {

// What a covered node produces for its parent.
enum class ResultKind : unsigned char { Reg, Imm, Addr, Flags };
inline constexpr unsigned kResultKinds = 4;

// Which values a pattern applies to.
enum class TypeClass : unsigned char {
  Scalar, // integers up to 64 bits
  Wide,   // i128, legalized into two 64-bit halves
  Vector, // integer vectors, split into parts of the target's vector width
  Any,
  Promoted, // integers of 2 to 7 bits, which LLVM promotes to i8 (x86 has no narrower register)
  FloatScalar, // float and double in the low lane of an xmm register
  FloatVector, // vectors of float or double, split into parts of the target's vector width
};

// The address shape of an LEA, so that its MCInst (and so its scheduling class: three-operand
// LEAs are slow on some CPUs) is the one the pattern stands for.
enum class AddressForm : unsigned char { None, BaseDisp, BaseIndex, BaseIndexDisp, IndexDisp };

struct Pattern {
  std::string_view name;    // "lea.base_index_disp"
  std::string_view tree;    // "(add (add $a $i:addr) $d:imm)"
  ResultKind result;
  TypeClass types;
  std::string_view mc;      // space-separated MC opcode templates, "ADD64rr ADC64rr"
  int priority;             // lower wins a tie in cost
  std::string_view why;     // one line
  std::string_view meaning; // IR body over the leaves: T = the type, %r = the result
  AddressForm address = AddressForm::None;
  // A tuning feature of LLVM's CPU description under which LLVM's code generator avoids this
  // pattern ("slow-3ops-lea": it splits three-operand LEAs); the pattern does not apply there.
  std::string_view avoidOn = "";
  unsigned leafBits = 0;         // applies only when the first leaf has exactly this many bits (0: any)
  std::string_view feature = ""; // CPU features its instructions need beyond the opcode check ("avx2,bmi2")
  unsigned rootBits = 0;         // applies only when the result has exactly this many (element) bits
  unsigned vectorBits = 0;       // applies only to vectors whose register part has this many bits (0: any)
  // Applies only when the widest of the root and first leaf types has exactly this many bits
  // (0: any); the instructions are then the whole value's lowering, not repeated per register part.
  unsigned wholeBits = 0;
};

// A pattern with the fields the positional rows leave out: CPU features, the first leaf's and the
// result's (element) width.
// constexpr, so that the tables of rows are constant data rather than code run when the plugin loads.
constexpr Pattern withFeature(Pattern p, std::string_view feature, unsigned leafBits = 0, unsigned rootBits = 0) {
  p.feature = feature;
  if (leafBits) p.leafBits = leafBits;
  p.rootBits = rootBits;
  return p;
}

// Every pattern, grouped by the IR operation at the root: the scalar and i128 rules, then the
// vector and x86-intrinsic rules (IselVectorPatterns.cpp).
const std::vector<Pattern>& iselPatterns();

// `p` restricted to vectors held in parts of `bits` bits (a 128-bit and a 256-bit lowering that
// differ; a wider vector is split into parts of the target's width, each lowered alike).
constexpr Pattern forVectorBits(Pattern p, unsigned bits) {
  p.vectorBits = bits;
  return p;
}

// MC opcodes that a template reaches for one element width only and that need a CPU feature the
// pattern's own `feature` does not name (PCMPEQ{E} is SSE2 for bytes to dwords, SSE4.1 for
// qwords): {opcode, feature}. buildInstance rejects them on a CPU without the feature.
struct OpcodeFeature {
  std::string_view opcode;
  std::string_view feature;
};
const std::vector<OpcodeFeature>& opcodeFeatures();

// The vector rules, appended to `out`.
void addVectorPatterns(std::vector<Pattern>& out);

// The rows of LLVM 19's lowering of one operation on one exact type (IselLoweredPatterns.cpp,
// written by cost/isel/lowered_from_llc.py from llc-19's output), appended to `out`.
void addLoweredPatterns(std::vector<Pattern>& out);

// The floating-point rules (TypeClass::FloatScalar, FloatVector; IselFloatPatterns.cpp), appended
// to `out`.
void addFloatPatterns(std::vector<Pattern>& out);

// The floating-point operations llc expands or lowers by CPU (uitofp, fptoui, minimum/maximum,
// rounding, oeq/une, half through F16C; IselFloatExpansions.cpp), appended to `out`.
void addFloatExpansionPatterns(std::vector<Pattern>& out);

// The rules for promoted integers (TypeClass::Promoted) and for i8 where x86 has no 8-bit form
// (IselNarrowPatterns.cpp), appended to `out`.
void addNarrowPatterns(std::vector<Pattern>& out);

} // namespace theseus::cost
