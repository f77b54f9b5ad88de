#pragma once
// The operations of the Theseus IR: opcodes, icmp predicates, flags and the llvm.* intrinsics,
// each spelled once in a table so that names, parsing and printing cannot drift.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace theseus::ir {

#define THESEUS_OPCODES(X)                                                                         \
  X(Add, "add") X(Sub, "sub") X(Mul, "mul") X(UDiv, "udiv") X(SDiv, "sdiv") X(URem, "urem")        \
  X(SRem, "srem") X(Shl, "shl") X(LShr, "lshr") X(AShr, "ashr") X(And, "and") X(Or, "or")          \
  X(Xor, "xor") X(ICmp, "icmp") X(Select, "select") X(ZExt, "zext") X(SExt, "sext")                \
  X(Trunc, "trunc") X(BitCast, "bitcast") X(Freeze, "freeze")                                      \
  X(ExtractElement, "extractelement") X(InsertElement, "insertelement")                            \
  X(ShuffleVector, "shufflevector") X(ExtractValue, "extractvalue")                                \
  X(InsertValue, "insertvalue") X(FNeg, "fneg") X(FAdd, "fadd") X(FSub, "fsub") X(FMul, "fmul")     \
  X(FDiv, "fdiv") X(FRem, "frem") X(FCmp, "fcmp") X(FPTrunc, "fptrunc") X(FPExt, "fpext")          \
  X(FPToUI, "fptoui") X(FPToSI, "fptosi") X(UIToFP, "uitofp") X(SIToFP, "sitofp")                  \
  X(Alloca, "alloca") X(Load, "load") X(Store, "store") X(GetElementPtr, "getelementptr")          \
  X(PtrToInt, "ptrtoint") X(IntToPtr, "inttoptr") X(Phi, "phi") X(Call, "call") X(Br, "br") X(Switch, "switch")     \
  X(Ret, "ret") X(Unreachable, "unreachable")

enum class Opcode : uint8_t {
#define X(id, name) id,
  THESEUS_OPCODES(X)
#undef X
};

std::string_view opcodeName(Opcode op);
std::optional<Opcode> opcodeFromName(std::string_view name);
// The integer binary operators add..xor.
bool isBinaryOp(Opcode op);
// The floating-point binary operators fadd..frem.
bool isFloatBinaryOp(Opcode op);
bool isCommutative(Opcode op);
// Every cast: zext, sext, trunc, bitcast and the floating-point ones.
bool isCast(Opcode op);
// The casts from, to or between floating-point types: fptrunc..sitofp.
bool isFloatCast(Opcode op);
bool isTerminator(Opcode op);
// alloca, load, store, getelementptr, ptrtoint: the operations of docs/memory.md.
bool isMemoryOp(Opcode op);

#define THESEUS_ICMP_PREDICATES(X)                                                                 \
  X(EQ, "eq") X(NE, "ne") X(UGT, "ugt") X(UGE, "uge") X(ULT, "ult") X(ULE, "ule") X(SGT, "sgt")    \
  X(SGE, "sge") X(SLT, "slt") X(SLE, "sle")

enum class ICmpPred : uint8_t {
#define X(id, name) id,
  THESEUS_ICMP_PREDICATES(X)
#undef X
};

std::string_view predicateName(ICmpPred p);
std::optional<ICmpPred> predicateFromName(std::string_view name);

// fcmp's 16 predicates, in LLVM's order: bit 0 = less, 1 = equal, 2 = greater, 3 = unordered
// (so a predicate's number is the set of outcomes it accepts).
#define THESEUS_FCMP_PREDICATES(X)                                                                 \
  X(False, "false") X(OEQ, "oeq") X(OGT, "ogt") X(OGE, "oge") X(OLT, "olt") X(OLE, "ole")          \
  X(ONE, "one") X(ORD, "ord") X(UNO, "uno") X(UEQ, "ueq") X(UGT, "ugt") X(UGE, "uge") X(ULT, "ult") \
  X(ULE, "ule") X(UNE, "une") X(True, "true")

enum class FCmpPred : uint8_t {
#define X(id, name) id,
  THESEUS_FCMP_PREDICATES(X)
#undef X
};

std::string_view fcmpPredicateName(FCmpPred p);
std::optional<FCmpPred> fcmpPredicateFromName(std::string_view name);

// Fast-math flags of floating-point operations, select, phi and calls. nnan, ninf and nsz change
// semantics (poison, a zero's sign); the others permit approximations no proof may rely on.
enum FastMath : uint8_t {
  FastMathNone = 0,
  FastMathNNaN = 1 << 0,
  FastMathNInf = 1 << 1,
  FastMathNSZ = 1 << 2,
  FastMathARcp = 1 << 3,
  FastMathContract = 1 << 4,
  FastMathAFn = 1 << 5,
  FastMathReassoc = 1 << 6,
};
// The flags that allow approximate results: arcp, contract, afn, reassoc.
inline constexpr uint8_t kApproximatingFastMath = FastMathARcp | FastMathContract | FastMathAFn | FastMathReassoc;
// The flags' LLVM spelling, each preceded by a space: " nnan nsz".
std::string fastMathText(uint8_t fmf);

// Instruction flags; which ones an opcode accepts is in `allowedFlags`.
enum Flag : uint8_t {
  FlagNone = 0,
  FlagNUW = 1 << 0,
  FlagNSW = 1 << 1,
  FlagExact = 1 << 2,
  FlagDisjoint = 1 << 3,
  FlagNNeg = 1 << 4,
  // getelementptr's inbounds and nusw (its nuw is FlagNUW).
  FlagInBounds = 1 << 5,
  FlagNUSW = 1 << 6,
  // A `tail` call (a memory intrinsic's: it may not access the caller's allocas).
  FlagTail = 1 << 7,
};
uint8_t allowedFlags(Opcode op);

// The llvm.* intrinsics. `overloads` is how the name is mangled: R = by the return type,
// A = by the first argument's type, RA = by both (scmp.i8.i32), a digit i = by operand i's type
// in the order written (memcpy.p0.p0.i64 is "012"), "" = not overloaded.
#define THESEUS_INTRINSICS(X)                                                                      \
  X(UMin, "llvm.umin", "R") X(UMax, "llvm.umax", "R") X(SMin, "llvm.smin", "R")                   \
  X(SMax, "llvm.smax", "R") X(Abs, "llvm.abs", "R") X(Ctpop, "llvm.ctpop", "R")                   \
  X(Ctlz, "llvm.ctlz", "R") X(Cttz, "llvm.cttz", "R") X(BSwap, "llvm.bswap", "R")                 \
  X(BitReverse, "llvm.bitreverse", "R") X(FShl, "llvm.fshl", "R") X(FShr, "llvm.fshr", "R")       \
  X(SAddSat, "llvm.sadd.sat", "R") X(UAddSat, "llvm.uadd.sat", "R")                               \
  X(SSubSat, "llvm.ssub.sat", "R") X(USubSat, "llvm.usub.sat", "R")                               \
  X(SShlSat, "llvm.sshl.sat", "R") X(UShlSat, "llvm.ushl.sat", "R")                               \
  X(SAddO, "llvm.sadd.with.overflow", "A") X(UAddO, "llvm.uadd.with.overflow", "A")               \
  X(SSubO, "llvm.ssub.with.overflow", "A") X(USubO, "llvm.usub.with.overflow", "A")               \
  X(SMulO, "llvm.smul.with.overflow", "A") X(UMulO, "llvm.umul.with.overflow", "A")               \
  X(ReduceAdd, "llvm.vector.reduce.add", "A") X(ReduceMul, "llvm.vector.reduce.mul", "A")         \
  X(ReduceAnd, "llvm.vector.reduce.and", "A") X(ReduceOr, "llvm.vector.reduce.or", "A")           \
  X(ReduceXor, "llvm.vector.reduce.xor", "A") X(ReduceSMax, "llvm.vector.reduce.smax", "A")       \
  X(ReduceSMin, "llvm.vector.reduce.smin", "A") X(ReduceUMax, "llvm.vector.reduce.umax", "A")     \
  X(ReduceUMin, "llvm.vector.reduce.umin", "A") X(SCmp, "llvm.scmp", "RA")                        \
  X(UCmp, "llvm.ucmp", "RA") X(Assume, "llvm.assume", "") X(SideEffect, "llvm.sideeffect", "")    \
  X(FAbs, "llvm.fabs", "R") X(CopySign, "llvm.copysign", "R") X(MinNum, "llvm.minnum", "R")        \
  X(MaxNum, "llvm.maxnum", "R") X(Minimum, "llvm.minimum", "R") X(Maximum, "llvm.maximum", "R")    \
  X(Fma, "llvm.fma", "R") X(FMulAdd, "llvm.fmuladd", "R") X(Sqrt, "llvm.sqrt", "R")                \
  X(Floor, "llvm.floor", "R") X(Ceil, "llvm.ceil", "R") X(FTrunc, "llvm.trunc", "R")               \
  X(Rint, "llvm.rint", "R") X(NearbyInt, "llvm.nearbyint", "R") X(Round, "llvm.round", "R")        \
  X(RoundEven, "llvm.roundeven", "R") X(Canonicalize, "llvm.canonicalize", "R")                    \
  X(IsFPClass, "llvm.is.fpclass", "A") X(FPToUISat, "llvm.fptoui.sat", "RA")                       \
  X(FPToSISat, "llvm.fptosi.sat", "RA") X(ConstrainedFAdd, "llvm.experimental.constrained.fadd", "R")    \
  X(ConstrainedFSub, "llvm.experimental.constrained.fsub", "R")                                     \
  X(ConstrainedFMul, "llvm.experimental.constrained.fmul", "R")                                     \
  X(ConstrainedFDiv, "llvm.experimental.constrained.fdiv", "R")                                     \
  X(ConstrainedFma, "llvm.experimental.constrained.fma", "R")                                       \
  X(ConstrainedSqrt, "llvm.experimental.constrained.sqrt", "R")                                    \
  X(Memset, "llvm.memset", "02") X(MemsetInline, "llvm.memset.inline", "02")                       \
  X(Memcpy, "llvm.memcpy", "012") X(MemcpyInline, "llvm.memcpy.inline", "012")                     \
  X(Memmove, "llvm.memmove", "012") X(LifetimeStart, "llvm.lifetime.start", "1")                   \
  X(LifetimeEnd, "llvm.lifetime.end", "1") X(Trap, "llvm.trap", "")                                \
  X(Assert, "llvm.assert", "") X(AssumeAlign, "llvm.assume.align", "")                             \
  X(AssumeNoundef, "llvm.assume.noundef", "") X(ThreadPointer, "llvm.thread.pointer", "")

enum class Intrinsic : uint8_t {
  None,
#define X(id, name, overloads) id,
  THESEUS_INTRINSICS(X)
#undef X
  // A target intrinsic llvm.x86.*: which one is the instruction's `x86Row` (ir/X86Intrinsics.h).
  X86,
};

// The rows for llvm.assume's operand bundles (docs/memory.md): "align"(ptr, align[, offset]) and
// "noundef"(values...): the refinement checker's import makes one call per bundle, and never
// matches a declared function to them.
inline bool isAssumeBundle(Intrinsic id) { return id == Intrinsic::AssumeAlign || id == Intrinsic::AssumeNoundef; }

// Whether `id` is one of the llvm.experimental.constrained.* intrinsics, whose last two operands
// (rounding mode and exception behaviour) are metadata kept in Instruction::constrained.
inline bool isConstrainedIntrinsic(Intrinsic id) { return id >= Intrinsic::ConstrainedFAdd && id <= Intrinsic::ConstrainedSqrt; }

// memset, memcpy, memmove (and their .inline forms), lifetime.start and lifetime.end: the
// intrinsics that read or write memory (docs/memory.md; only the refinement checker models them).
inline bool isMemoryIntrinsic(Intrinsic id) { return id >= Intrinsic::Memset && id <= Intrinsic::LifetimeEnd; }

// The metadata arguments of a constrained intrinsic: the rounding mode it declares (a number of
// semantics::Rounding, or kDynamicRounding) and the exception behaviour.
inline constexpr uint8_t kDynamicRounding = 7;
struct ConstrainedArgs {
  uint8_t rounding = kDynamicRounding;
  enum class Exceptions : uint8_t { Ignore, MayTrap, Strict } exceptions = Exceptions::Ignore;
};
// The metadata strings: "round.upward", "fpexcept.strict"; nullopt for an unknown one.
std::optional<uint8_t> roundingFromName(std::string_view name);
std::string_view roundingName(uint8_t rounding);
std::optional<ConstrainedArgs::Exceptions> exceptionsFromName(std::string_view name);
std::string_view exceptionsName(ConstrainedArgs::Exceptions e);

// The unmangled name, "llvm.umin".
std::string_view intrinsicStem(Intrinsic id);
std::string_view intrinsicOverloads(Intrinsic id);
// Finds the intrinsic whose stem is `name` without its type suffixes ("llvm.umin.v4i32").
std::optional<Intrinsic> intrinsicFromMangledName(std::string_view name);

} // namespace theseus::ir
