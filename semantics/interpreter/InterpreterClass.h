#pragma once
// The Interpreter's state and members (defined in the other files of semantics/interpreter/), the
// inputs it runs on and the Outcome it gives. Include semantics/Interpreter.h to use it.
#include "semantics/AssumeBundles.h"
#include "semantics/Lane.h"
#include "semantics/MemoryEffects.h"
#include "semantics/MemoryIntrinsics.h"
#include "semantics/MemoryOps.h"
#include "semantics/NoAliasAccesses.h"
#include "semantics/PointerProvenance.h"

#include <map>
#include <optional>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace theseus::semantics {

// One argument's lanes. `mayBeUndef`, when present, says per lane whether the argument is undef;
// each use of an undef lane then reads a fresh `undefValue`.
template <class D> struct ArgumentInput {
  Lanes<D> lanes;
  std::optional<std::vector<typename D::Bool>> mayBeUndef;
};

// What a run of a function gives: its return lanes (none for void), when it has UB, and when it
// ends in llvm.trap (without UB before: a path that neither returns nor has UB).
// `nonGuardableUB` implies `ub`: the UB Alive2 calls non-guardable (poison or undef operands that
// make UB, noundef and dereferenceable violated, accesses to memory that is not accessible,
// nocapture pointers escaping); the rest of `ub` (division by zero, misalignment, unreachable,
// memory intrinsics' rules, ...) is guardable, which -disallow-ub-exploitation reports in src.
// `unreachable` (part of the guardable UB): the run reaches an `unreachable` instruction.
// `sideEffects`: when each llvm.sideeffect call that may write memory runs, in program order
// (Alive2 reads one as a call that writes memory of its own, so src and tgt must make as many).
template <class D> struct Outcome {
  Lanes<D> ret;
  typename D::Bool ub;
  typename D::Bool trapped;
  typename D::Bool nonGuardableUB;
  typename D::Bool unreachable;
  std::vector<typename D::Bool> sideEffects = {};
};

// Thrown for IR the semantics do not cover; verify/ turns it into `unsupported`.
struct UnsupportedConstruct : std::runtime_error {
  using std::runtime_error::runtime_error;
};

template <class D> class Interpreter {
public:
  Interpreter(D& d, const ir::Function& f, const ir::DataLayout& dl)
      : d_(d), f_(f), dl_(dl), ub_(d.boolConst(false)), nonGuardableUB_(d.boolConst(false)), unreachable_(d.boolConst(false)), trapped_(d.boolConst(false)), initiallyDead_(initiallyDeadAllocas(f)),
        provenance_(f), storesPointers_(storesPointers(f)), argumentBits_(d, f), noalias_(d, f) {}

  // Runs the function on `args` (one per parameter).
  Outcome<D> run(const std::vector<ArgumentInput<D>>& args);

private:
  using BV = typename D::BV;
  using Bool = typename D::Bool;

  Lanes<D> read(const ir::Value* v);
  Lanes<D> readConstant(const ir::Constant& c);
  Lanes<D> readArgument(const ir::Argument& a);
  void enterArguments(const std::vector<ArgumentInput<D>>& args);
  Lanes<D> applyValueAttrs(const ir::ValueAttrs& attrs, Lanes<D> lanes, const Bool& reach);
  // A returned value with the return attributes applied; where a parameter is `returned`, a
  // lane that differs from it, or where it is poison, is poison.
  Lanes<D> returnedLanes(Lanes<D> lanes, const Bool& reach);
  // The `returned` argument `a` as the return check reads it (LangRef 19: the function returns
  // that argument): an undef lane is some value, so the reading equal to the `returned` lane's
  // value is the one taken, and only the argument's range can still make the lane poison.
  Lanes<D> returnedArgument(const ir::Argument& a, const Lanes<D>& returned);
  // A returned pointer based on a nocapture parameter is poison (Alive2).
  Lanes<D> withoutCaptured(const ir::Value* v, Lanes<D> lanes) {
    if (v->type().isPtr() && restricted(v, &PointerRestrictions::noCapture)) lanes[0].poison = d_.boolConst(true);
    return lanes;
  }
  Bool reachOf(const ir::Block* b);
  void addEdge(const ir::Block* from, const ir::Block* to, const Bool& cond);
  void evaluateBlock(const ir::Block& b);
  void evaluateTerminator(const ir::Instruction& t, const Bool& reach);
  Lanes<D> evaluate(const ir::Instruction& inst, const Bool& reach);
  Lanes<D> evaluatePhi(const ir::Instruction& phi);
  Lanes<D> evaluateSelect(const ir::Instruction& inst);
  Lanes<D> evaluateFloat(const ir::Instruction& inst);
  // The UB of an assume bundle's row call (semantics/AssumeBundles.h).
  BundleUB<D> assumeBundleUB(const ir::Instruction& inst, const std::vector<Lanes<D>>& ops);
  // Operand `index` of `inst` read under the function's denormal input mode (for the operations
  // the modes apply to: arithmetic, comparisons, conversions and the value-computing intrinsics).
  Lanes<D> readFlushed(const ir::Instruction& inst, unsigned index);
  // `lanes` of floating-point kind `kind` under the function's denormal output mode.
  Lanes<D> flushOutputs(ir::FloatKind kind, Lanes<D> lanes);
  // Whether the denormal modes apply to `inst` (not to sign operations, is.fpclass, integers).
  bool respectsDenormalModes(const ir::Instruction& inst) const;
  // `lanes` with the result rules of the fast-math flags of a select or phi of floating-point type.
  Lanes<D> withChoiceFastMath(const ir::Instruction& inst, Lanes<D> lanes);
  Lanes<D> evaluateCall(const ir::Instruction& inst, const Bool& reach);
  // alloca, load, store, getelementptr, ptrtoint and comparisons of pointers
  // (semantics/MemoryOps.h) in a domain with a memory model; unsupported in one without.
  Lanes<D> evaluateMemory(const ir::Instruction& inst, const Bool& reach);
  // `lanes` of type `type` with the pointer attributes of `attrs` applied (no-op for other types).
  Lanes<D> withPointerAttrs(const ir::ValueAttrs& attrs, const ir::Type& type, Lanes<D> lanes, const Bool& reach, bool atReturn);
  Lanes<D> mapLanes2(const ir::Instruction& inst, auto&& laneFn);
  // Lane `k` of `lanes`, or its only lane when it is a scalar (getelementptr splats its scalar
  // operands over a vector result).
  static const Lane<D>& splatLane(const Lanes<D>& lanes, unsigned k) { return lanes.size() == 1 ? lanes[0] : lanes[k]; }
  // Whether `field` of the parameter attributes of the arguments `ptr` is based on forbids the
  // access (PointerProvenance).
  bool restricted(const ir::Value* ptr, bool PointerRestrictions::*field) const {
    std::optional<bool> r = provenance_.restricts(ptr, field);
    if (!r) throw UnsupportedConstruct("a pointer whose parameter access attributes depend on the run (a choice between parameters with different attributes or between an attributed parameter and another pointer, or a freeze of one)");
    return *r;
  }
  // The UB memory(...) gives an access of `kind` through `ptr`, the value of `operand`
  // (semantics/MemoryEffects.h).
  Bool effectsUB(const ir::Value* operand, const Lane<D>& ptr, AccessKind kind);
  // The UB memory(...) gives a memset, memcpy or memmove of a non-zero size.
  Bool transferEffectsUB(const ir::Instruction& inst, const std::vector<Lanes<D>>& ops);
  // Records the argument bit and the noalias bits of pointer instruction `inst` after it ran.
  void recordArgumentBit(const ir::Instruction& inst);
  // Records an access of `bytes` bytes (a 64-bit count) through `operand` for the noalias check
  // (semantics/NoAliasAccesses.h); unsupported when the pointer's bits are not followed.
  void recordNoAliasAccess(const ir::Value* operand, const BV& ptr, const BV& bytes, bool write, const Bool& when) {
    if (!noalias_.access(operand, ptr, bytes, write, when))
      throw UnsupportedConstruct("an access through '%" + operand->name() + "' in a function with noalias parameters, a pointer whose basing on them is not followed (an inttoptr, a call's result)");
  }
  // Records the accesses of memset, memcpy or memmove `inst` for the noalias check.
  void recordNoAliasTransfer(const ir::Instruction& inst, const std::vector<Lanes<D>>& ops, const Bool& reach);
  // Adds UB where `reach` and `cond` hold; `nonGuardable` says it is non-guardable (Outcome).
  void addUB(const Bool& reach, const Bool& cond, bool nonGuardable) {
    Bool ub = d_.bAnd(reach, cond);
    ub_ = d_.bOr(ub_, ub);
    if (nonGuardable) nonGuardableUB_ = d_.bOr(nonGuardableUB_, ub);
  }
  // Marks the 8 bytes at `ptr` as holding a pointer based on a nocapture parameter when `when`
  // (a non-poison one stored there); capturedPointerInMemory: whether non-local memory still holds
  // one, which makes a return UB (Alive2's nocapture check; Z3Memory::markCapturedPointer).
  void markCapturedPointer(const BV& ptr, const Bool& when) {
    if constexpr (requires { d_.memory().markCapturedPointer(ptr, 8u, when); }) d_.memory().markCapturedPointer(ptr, kPointerBits / 8, when);
    else throw UnsupportedConstruct("a nocapture pointer stored into memory (the evaluator does not model it)");
  }
  Bool capturedPointerInMemory() {
    if constexpr (requires { d_.memory().holdsCapturedPointer(); }) return d_.memory().holdsCapturedPointer();
    else throw UnsupportedConstruct("a nocapture pointer stored into memory (the evaluator does not model it)");
  }
  // Lets a domain that bounds its work (the Z3 domain's deadline) stop between steps.
  void checkpoint() {
    if constexpr (requires { d_.checkpoint(); }) d_.checkpoint();
  }

  D& d_;
  const ir::Function& f_;
  const ir::DataLayout& dl_;
  Bool ub_;
  Bool nonGuardableUB_;
  Bool unreachable_;
  Bool trapped_;
  std::unordered_set<const ir::Value*> initiallyDead_;
  PointerProvenance provenance_;
  // Whether the function stores a pointer into memory. When it does not, a pointer it loads that
  // names neither null nor a non-local block is poison: memory before the run holds no pointer to
  // a block of the run (Alive2's axiom), and bytes not stored as a pointer read as a pointer are
  // poison (Alive2's memory/punning-intptr).
  bool storesPointers_;
  // The argument bits of the pointers, which decide the UB of the memory(...) effects.
  ArgumentBits<D> argumentBits_;
  // The noalias parameters' bits and the accesses they constrain.
  NoAliasAccesses<D> noalias_;
  // The condition the last select of pointers read (an undef condition is read afresh at each
  // use, so the bits of its result must follow the reading that chose it).
  std::optional<Lane<D>> pointerSelectCondition_;
  std::unordered_map<const ir::Value*, Lanes<D>> env_;
  std::unordered_map<const ir::Value*, std::vector<Bool>> argUndef_;
  std::map<std::pair<const ir::Block*, const ir::Block*>, Bool> edges_;
  std::unordered_map<const ir::Block*, Bool> reach_;
  std::vector<std::pair<Bool, Lanes<D>>> returns_;
  std::vector<Bool> sideEffects_;
};

} // namespace theseus::semantics
