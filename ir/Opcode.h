#pragma once
// The operations of the Theseus IR: opcodes, icmp predicates, flags and the llvm.* intrinsics,
// each spelled once in a table so that names, parsing and printing cannot drift.
#include <cstdint>
#include <optional>
#include <string_view>

namespace theseus::ir {

#define THESEUS_OPCODES(X)                                                                         \
  X(Add, "add") X(Sub, "sub") X(Mul, "mul") X(UDiv, "udiv") X(SDiv, "sdiv") X(URem, "urem")        \
  X(SRem, "srem") X(Shl, "shl") X(LShr, "lshr") X(AShr, "ashr") X(And, "and") X(Or, "or")          \
  X(Xor, "xor") X(ICmp, "icmp") X(Select, "select") X(ZExt, "zext") X(SExt, "sext")                \
  X(Trunc, "trunc") X(BitCast, "bitcast") X(Freeze, "freeze")                                      \
  X(ExtractElement, "extractelement") X(InsertElement, "insertelement")                            \
  X(ShuffleVector, "shufflevector") X(ExtractValue, "extractvalue")                                \
  X(InsertValue, "insertvalue") X(Phi, "phi") X(Call, "call") X(Br, "br") X(Switch, "switch")     \
  X(Ret, "ret") X(Unreachable, "unreachable")

enum class Opcode : uint8_t {
#define X(id, name) id,
  THESEUS_OPCODES(X)
#undef X
};

std::string_view opcodeName(Opcode op);
std::optional<Opcode> opcodeFromName(std::string_view name);
bool isBinaryOp(Opcode op);
bool isCommutative(Opcode op);
bool isCast(Opcode op);
bool isTerminator(Opcode op);

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

// Instruction flags; which ones an opcode accepts is in `allowedFlags`.
enum Flag : uint8_t {
  FlagNone = 0,
  FlagNUW = 1 << 0,
  FlagNSW = 1 << 1,
  FlagExact = 1 << 2,
  FlagDisjoint = 1 << 3,
  FlagNNeg = 1 << 4,
};
uint8_t allowedFlags(Opcode op);

// The llvm.* intrinsics. `overloads` is how the name is mangled: R = by the return type,
// A = by the first argument's type, RA = by both (scmp.i8.i32), "" = not overloaded.
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
  X(UCmp, "llvm.ucmp", "RA") X(Assume, "llvm.assume", "") X(SideEffect, "llvm.sideeffect", "")

enum class Intrinsic : uint8_t {
  None,
#define X(id, name, overloads) id,
  THESEUS_INTRINSICS(X)
#undef X
  // A target intrinsic llvm.x86.*: which one is the instruction's `x86Row` (ir/X86Intrinsics.h).
  X86,
};

// The unmangled name, "llvm.umin".
std::string_view intrinsicStem(Intrinsic id);
std::string_view intrinsicOverloads(Intrinsic id);
// Finds the intrinsic whose stem is `name` without its type suffixes ("llvm.umin.v4i32").
std::optional<Intrinsic> intrinsicFromMangledName(std::string_view name);

} // namespace theseus::ir
