#include "ir/Opcode.h"

#include <array>

namespace theseus::ir {

namespace {

constexpr std::string_view kOpcodeNames[] = {
#define X(id, name) name,
    THESEUS_OPCODES(X)
#undef X
};

constexpr std::string_view kPredicateNames[] = {
#define X(id, name) name,
    THESEUS_ICMP_PREDICATES(X)
#undef X
};

constexpr std::string_view kFCmpPredicateNames[] = {
#define X(id, name) name,
    THESEUS_FCMP_PREDICATES(X)
#undef X
};

struct IntrinsicRow {
  std::string_view stem;
  std::string_view overloads;
};

constexpr IntrinsicRow kIntrinsics[] = {
    {"", ""},
#define X(id, name, overloads) {name, overloads},
    THESEUS_INTRINSICS(X)
#undef X
};

} // namespace

std::string_view opcodeName(Opcode op) { return kOpcodeNames[size_t(op)]; }

std::optional<Opcode> opcodeFromName(std::string_view name) {
  for (size_t i = 0; i < std::size(kOpcodeNames); ++i)
    if (kOpcodeNames[i] == name) return Opcode(i);
  return std::nullopt;
}

bool isBinaryOp(Opcode op) { return op >= Opcode::Add && op <= Opcode::Xor; }

bool isFloatBinaryOp(Opcode op) { return op >= Opcode::FAdd && op <= Opcode::FRem; }

bool isCommutative(Opcode op) {
  switch (op) {
  case Opcode::Add: case Opcode::Mul: case Opcode::And: case Opcode::Or: case Opcode::Xor: case Opcode::FAdd: case Opcode::FMul:
    return true;
  default:
    return false;
  }
}

bool isCast(Opcode op) { return (op >= Opcode::ZExt && op <= Opcode::BitCast) || isFloatCast(op); }

bool isFloatCast(Opcode op) { return op >= Opcode::FPTrunc && op <= Opcode::SIToFP; }

bool isTerminator(Opcode op) { return op >= Opcode::Br; }

bool isMemoryOp(Opcode op) { return op >= Opcode::Alloca && op <= Opcode::IntToPtr; }

std::string_view predicateName(ICmpPred p) { return kPredicateNames[size_t(p)]; }

std::optional<ICmpPred> predicateFromName(std::string_view name) {
  for (size_t i = 0; i < std::size(kPredicateNames); ++i)
    if (kPredicateNames[i] == name) return ICmpPred(i);
  return std::nullopt;
}

std::string_view fcmpPredicateName(FCmpPred p) { return kFCmpPredicateNames[size_t(p)]; }

std::optional<FCmpPred> fcmpPredicateFromName(std::string_view name) {
  for (size_t i = 0; i < std::size(kFCmpPredicateNames); ++i)
    if (kFCmpPredicateNames[i] == name) return FCmpPred(i);
  return std::nullopt;
}

std::string fastMathText(uint8_t fmf) {
  static constexpr std::pair<uint8_t, const char*> kNames[] = {
      {FastMathNNaN, " nnan"}, {FastMathNInf, " ninf"}, {FastMathNSZ, " nsz"}, {FastMathARcp, " arcp"},
      {FastMathContract, " contract"}, {FastMathAFn, " afn"}, {FastMathReassoc, " reassoc"}};
  std::string out;
  for (auto [flag, name] : kNames)
    if (fmf & flag) out += name;
  return out;
}

uint8_t allowedFlags(Opcode op) {
  switch (op) {
  case Opcode::Add: case Opcode::Sub: case Opcode::Mul: case Opcode::Shl:
    return FlagNUW | FlagNSW;
  case Opcode::UDiv: case Opcode::SDiv: case Opcode::LShr: case Opcode::AShr:
    return FlagExact;
  case Opcode::Or:
    return FlagDisjoint;
  case Opcode::ZExt: case Opcode::UIToFP:
    return FlagNNeg;
  case Opcode::Trunc:
    return FlagNUW | FlagNSW;
  default:
    return FlagNone;
  }
}

namespace {

// In semantics::Rounding's order, then the dynamic mode at kDynamicRounding.
constexpr std::string_view kRoundingNames[] = {"round.tonearest", "round.towardzero", "round.upward", "round.downward",
                                               "round.tonearestaway", "", "", "round.dynamic"};
constexpr std::string_view kExceptionNames[] = {"fpexcept.ignore", "fpexcept.maytrap", "fpexcept.strict"};

} // namespace

std::optional<uint8_t> roundingFromName(std::string_view name) {
  for (size_t i = 0; i < std::size(kRoundingNames); ++i)
    if (!name.empty() && kRoundingNames[i] == name) return uint8_t(i);
  return std::nullopt;
}

std::string_view roundingName(uint8_t rounding) { return kRoundingNames[rounding & 7]; }

std::optional<ConstrainedArgs::Exceptions> exceptionsFromName(std::string_view name) {
  for (size_t i = 0; i < std::size(kExceptionNames); ++i)
    if (kExceptionNames[i] == name) return ConstrainedArgs::Exceptions(i);
  return std::nullopt;
}

std::string_view exceptionsName(ConstrainedArgs::Exceptions e) { return kExceptionNames[size_t(e)]; }

std::string_view intrinsicStem(Intrinsic id) { return id == Intrinsic::X86 ? "llvm.x86" : kIntrinsics[size_t(id)].stem; }

std::string_view intrinsicOverloads(Intrinsic id) { return id == Intrinsic::X86 ? "" : kIntrinsics[size_t(id)].overloads; }

std::optional<Intrinsic> intrinsicFromMangledName(std::string_view name) {
  std::optional<Intrinsic> best;
  size_t bestLen = 0;
  for (size_t i = 1; i < std::size(kIntrinsics); ++i) {
    std::string_view stem = kIntrinsics[i].stem;
    bool matches = name == stem || (name.size() > stem.size() && name.substr(0, stem.size()) == stem &&
                                    name[stem.size()] == '.');
    if (matches && stem.size() > bestLen) {
      best = Intrinsic(i);
      bestLen = stem.size();
    }
  }
  return best;
}

} // namespace theseus::ir
