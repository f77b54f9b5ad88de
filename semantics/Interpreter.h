#pragma once
// The meaning of a whole loop-free function in any Domain. Every block is evaluated under its
// reachability condition, so the same code serves the concrete evaluator (where 64 test inputs
// may take different paths) and the SMT encoding (where the paths are formulas).
#include "semantics/AssumeBundles.h"
#include "semantics/CallSemantics.h"
#include "semantics/FloatOps.h"
#include "semantics/IntOps.h"
#include "semantics/MemoryEffects.h"
#include "semantics/MemoryIntrinsics.h"
#include "semantics/MemoryOps.h"
#include "semantics/MemoryStructs.h"
#include "semantics/NoAliasAccesses.h"
#include "semantics/PointerProvenance.h"
#include "semantics/VectorOps.h"

#include <map>
#include <optional>
#include <stdexcept>
#include <unordered_map>

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

template <class D> Outcome<D> Interpreter<D>::run(const std::vector<ArgumentInput<D>>& args) {
  if (!provenance_.unsupported().empty()) throw UnsupportedConstruct(provenance_.unsupported());
  if (!noalias_.unsupported().empty()) throw UnsupportedConstruct(noalias_.unsupported());
  enterArguments(args);
  for (auto& b : f_.blocks()) evaluateBlock(*b);
  if (noalias_.active()) addUB(d_.boolConst(true), noalias_.conflictUB(), true);
  Lanes<D> ret;
  for (unsigned w : f_.returnType().flatLaneWidths()) ret.push_back(poisonLane(d_, w));
  for (auto& [cond, lanes] : returns_)
    for (size_t i = 0; i < ret.size(); ++i)
      ret[i] = {d_.ite(cond, lanes[i].value, ret[i].value), d_.iteBool(cond, lanes[i].poison, ret[i].poison)};
  return {std::move(ret), ub_, trapped_, nonGuardableUB_, unreachable_, sideEffects_};
}

template <class D> void Interpreter<D>::enterArguments(const std::vector<ArgumentInput<D>>& args) {
  for (auto& a : f_.arguments()) {
    const ArgumentInput<D>& in = args.at(a->index());
    if (in.mayBeUndef) argUndef_[a.get()] = *in.mayBeUndef;
    env_[a.get()] = withPointerAttrs(a->attrs, a->type(), in.lanes, d_.boolConst(true), false);
    if (!a->attrs.noundef) continue;
    Lanes<D> checked = applyValueAttrs({.range = a->attrs.range}, env_[a.get()], d_.boolConst(true));
    std::vector<Bool> laneUB;
    for (size_t i = 0; i < checked.size(); ++i)
      laneUB.push_back(in.mayBeUndef ? d_.bOr(checked[i].poison, (*in.mayBeUndef)[i]) : checked[i].poison);
    addUB(d_.boolConst(true), anyOf(d_, std::move(laneUB)), true);
  }
}

template <class D> Lanes<D> Interpreter<D>::applyValueAttrs(const ir::ValueAttrs& attrs, Lanes<D> lanes, const Bool& reach) {
  for (auto& lane : lanes) {
    if (attrs.range) {
      BV lo = d_.constant(attrs.range->first), hi = d_.constant(attrs.range->second);
      Bool inRange = d_.ult(d_.sub(lane.value, lo), d_.sub(hi, lo));
      lane.poison = d_.bOr(lane.poison, d_.bNot(inRange));
    }
    if (attrs.noundef) addUB(reach, d_.bOr(lane.poison, d_.mayVary(lane.value)), true);
  }
  return lanes;
}

template <class D> Lanes<D> Interpreter<D>::returnedLanes(Lanes<D> lanes, const Bool& reach) {
  for (auto& a : f_.arguments()) {
    if (!a->attrs.returned) continue;
    Lanes<D> arg = returnedArgument(*a, lanes);
    for (size_t i = 0; i < lanes.size() && i < arg.size(); ++i)
      lanes[i].poison = d_.bOr(lanes[i].poison, d_.bOr(arg[i].poison, ne(d_, lanes[i].value, arg[i].value)));
  }
  return applyValueAttrs(f_.returnAttrs, withPointerAttrs(f_.returnAttrs, f_.returnType(), std::move(lanes), reach, true), reach);
}

template <class D>
Lanes<D> Interpreter<D>::withPointerAttrs(const ir::ValueAttrs& attrs, const ir::Type& type, Lanes<D> lanes, const Bool& reach, bool atReturn) {
  if (!type.isPtrOrPtrVector() || !attrs.hasPointerAttrs()) return lanes;
  if (type.isPtrVector()) throw UnsupportedConstruct("pointer attributes on a vector of pointers");
  if constexpr (requires { d_.memory(); }) {
    Bool ub = d_.boolConst(false);
    lanes[0] = semantics::withPointerAttrs(d_, d_.memory(), attrs, lanes[0], ub, atReturn);
    addUB(reach, ub, true);
    return lanes;
  } else {
    throw UnsupportedConstruct("pointer attributes (the evaluator does not model memory)");
  }
}

template <class D> Lanes<D> Interpreter<D>::evaluateMemory(const ir::Instruction& inst, const Bool& reach) {
  using ir::Opcode;
  if constexpr (requires { d_.memory(); }) {
    auto& m = d_.memory();
    switch (inst.opcode()) {
    case Opcode::Alloca: {
      Lane<D> count = read(inst.operand(0))[0];
      BV n = d_.zext(count.value, kPointerBits - d_.width(count.value)), unit = d_.constantU(kPointerBits, inst.allocBytes);
      addUB(reach, count.poison, true);
      addUB(reach, d_.umulOverflow(n, unit), false);
      BV ptr = m.allocate(d_.mul(n, unit), inst.align, reach);
      if (initiallyDead_.count(&inst)) m.setLive(ptr, false, reach);
      return {{ptr, d_.boolConst(false)}};
    }
    case Opcode::Load: {
      if (!hasByteLayout(inst.type()) && !isFlatStructInMemory(inst.type())) throw UnsupportedConstruct("load of " + inst.type().str());
      Lane<D> ptr = read(inst.operand(0))[0];
      unsigned n = accessBytes(inst, inst.type());
      Bool forbidden = d_.boolConst(restricted(inst.operand(0), &PointerRestrictions::noRead));
      addUB(reach, d_.bOr(dereferenceUB(d_, m, ptr, n, AccessKind::Read), forbidden), true);
      addUB(reach, effectsUB(inst.operand(0), ptr, AccessKind::Read), true);
      addUB(reach, misaligned(d_, m, ptr.value, inst.align), false);
      if (n) recordNoAliasAccess(inst.operand(0), ptr.value, d_.constantU(kPointerBits, n), false, reach);
      Lanes<D> loaded = decodeAccessBytes(d_, inst, m.read(ptr.value, n), inst.type(), dl_.bigEndian);
      if (inst.type().isPtrOrPtrVector() && !storesPointers_)
        for (auto& lane : loaded) lane.poison = d_.bOr(lane.poison, d_.bNot(m.mayBeLoadedPointer(lane.value)));
      return applyValueAttrs(inst.returnAttrs, std::move(loaded), reach);
    }
    case Opcode::Store: {
      const ir::Type& type = inst.operand(0)->type();
      if (!hasByteLayout(type) && !isFlatStructInMemory(type)) throw UnsupportedConstruct("store of " + type.str());
      Lane<D> ptr = read(inst.operand(1))[0];
      Bool forbidden = d_.boolConst(restricted(inst.operand(1), &PointerRestrictions::noWrite));
      unsigned n = accessBytes(inst, type);
      addUB(reach, d_.bOr(dereferenceUB(d_, m, ptr, n, AccessKind::Write), forbidden), true);
      if (n) recordNoAliasAccess(inst.operand(1), ptr.value, d_.constantU(kPointerBits, n), true, reach);
      addUB(reach, effectsUB(inst.operand(1), ptr, AccessKind::Write), true);
      addUB(reach, misaligned(d_, m, ptr.value, inst.align), false);
      Lanes<D> value = read(inst.operand(0));
      m.write(ptr.value, encodeAccessBytes(d_, inst, value, type, dl_.bigEndian), reach);
      if (provenance_.storesCapturedPointer() && type.isPtr() && restricted(inst.operand(0), &PointerRestrictions::noCapture))
        markCapturedPointer(ptr.value, d_.bAnd(reach, d_.bNot(value[0].poison)));
      return {};
    }
    case Opcode::GetElementPtr: {
      std::vector<Lanes<D>> operands;
      for (unsigned i = 0; i < inst.numOperands(); ++i) operands.push_back(read(inst.operand(i)));
      Lanes<D> out;
      for (unsigned k = 0; k < inst.type().lanes(); ++k) {
        std::vector<Lane<D>> indices;
        for (unsigned i = 1; i < operands.size(); ++i) indices.push_back(splatLane(operands[i], k));
        out.push_back(gepLane(d_, m, inst, splatLane(operands[0], k), indices));
      }
      return out;
    }
    case Opcode::PtrToInt: {
      if (restricted(inst.operand(0), &PointerRestrictions::noCapture)) addUB(reach, d_.boolConst(true), true);
      unsigned w = inst.type().bits();
      Lanes<D> out;
      for (const Lane<D>& ptr : read(inst.operand(0))) {
        BV address = m.address(ptr.value);
        out.push_back({w <= kPointerBits ? d_.extract(address, w - 1, 0) : d_.zext(address, w - kPointerBits), ptr.poison});
      }
      return out;
    }
    case Opcode::IntToPtr: {
      Lane<D> value = read(inst.operand(0))[0];
      unsigned w = d_.width(value.value);
      BV address = w >= kPointerBits ? d_.extract(value.value, kPointerBits - 1, 0) : d_.zext(value.value, kPointerBits - w);
      return {{m.physicalPointer(address, d_.bAnd(reach, d_.bNot(value.poison))), value.poison}};
    }
    default:
      return mapLanes2(inst, [&](const Lane<D>& a, const Lane<D>& b) {
        return icmpLane(d_, inst.predicate, Lane<D>{m.address(a.value), a.poison}, Lane<D>{m.address(b.value), b.poison});
      });
    }
  } else {
    throw UnsupportedConstruct("instruction '" + std::string(ir::opcodeName(inst.opcode())) + "' (the evaluator does not model memory)");
  }
}

template <class D> typename Interpreter<D>::Bool Interpreter<D>::effectsUB(const ir::Value* operand, const Lane<D>& ptr, AccessKind kind) {
  if constexpr (requires { d_.memory(); }) {
    std::optional<Bool> ub = argumentBits_.accessUB(d_.memory(), operand, ptr, kind);
    if (!ub)
      throw UnsupportedConstruct("memory(...) effects on an access through '%" + operand->name() +
                                 "', a pointer not followed to an argument or a block (loaded where the function may store pointers, or returned by a call)");
    return *ub;
  } else {
    throw UnsupportedConstruct("memory(...) effects (the evaluator does not model memory)");
  }
}

template <class D> typename Interpreter<D>::Bool Interpreter<D>::transferEffectsUB(const ir::Instruction& inst, const std::vector<Lanes<D>>& ops) {
  if (inst.intrinsic == ir::Intrinsic::LifetimeStart || inst.intrinsic == ir::Intrinsic::LifetimeEnd) return d_.boolConst(false);
  Bool nonZero = ne(d_, ops[2][0].value, d_.constantU(d_.width(ops[2][0].value), 0));
  Bool ub = effectsUB(inst.operand(0), ops[0][0], AccessKind::Write);
  bool copies = inst.intrinsic != ir::Intrinsic::Memset && inst.intrinsic != ir::Intrinsic::MemsetInline;
  if (copies) ub = d_.bOr(ub, effectsUB(inst.operand(1), ops[1][0], AccessKind::Read));
  return d_.bAnd(nonZero, ub);
}

template <class D> void Interpreter<D>::recordArgumentBit(const ir::Instruction& inst) {
  if constexpr (requires { d_.memory(); }) {
    auto lane = [&](const ir::Value* v) {
      bool selectCondition = inst.opcode() == ir::Opcode::Select && v == inst.operand(0) && pointerSelectCondition_;
      return selectCondition ? *pointerSelectCondition_ : read(v)[0];
    };
    auto edge = [&](const ir::Instruction& phi, unsigned i) -> std::optional<Bool> {
      auto it = edges_.find({phi.blocks[i], phi.parent()});
      if (it == edges_.end()) return std::nullopt;
      return it->second;
    };
    argumentBits_.record(d_.memory(), inst, lane, edge);
    noalias_.record(inst, lane, edge);
  }
}

template <class D> void Interpreter<D>::recordNoAliasTransfer(const ir::Instruction& inst, const std::vector<Lanes<D>>& ops, const Bool& reach) {
  if (!noalias_.active() || inst.intrinsic == ir::Intrinsic::LifetimeStart || inst.intrinsic == ir::Intrinsic::LifetimeEnd) return;
  const BV& size = ops[2][0].value;
  unsigned w = d_.width(size);
  BV n = w == kPointerBits ? size : w < kPointerBits ? d_.zext(size, kPointerBits - w) : d_.extract(size, kPointerBits - 1, 0);
  Bool when = d_.bAnd(reach, ne(d_, n, d_.constantU(kPointerBits, 0)));
  recordNoAliasAccess(inst.operand(0), ops[0][0].value, n, true, when);
  bool copies = inst.intrinsic != ir::Intrinsic::Memset && inst.intrinsic != ir::Intrinsic::MemsetInline;
  if (copies) recordNoAliasAccess(inst.operand(1), ops[1][0].value, n, false, when);
}

template <class D> Lanes<D> Interpreter<D>::returnedArgument(const ir::Argument& a, const Lanes<D>& returned) {
  Lanes<D> lanes = env_.at(&a);
  auto undef = argUndef_.find(&a);
  if (undef != argUndef_.end())
    for (size_t i = 0; i < lanes.size() && i < returned.size(); ++i)
      lanes[i].value = d_.ite(undef->second[i], returned[i].value, lanes[i].value);
  if (!a.attrs.range) return lanes;
  return applyValueAttrs({.range = a.attrs.range}, std::move(lanes), d_.boolConst(true));
}

template <class D> Lanes<D> Interpreter<D>::readConstant(const ir::Constant& c) {
  Lanes<D> out;
  for (const ir::ConstLane& l : c.lanes()) {
    unsigned w = l.bits.width();
    if (l.kind == ir::ConstLane::Kind::Poison) out.push_back(poisonLane(d_, w));
    else if (l.kind == ir::ConstLane::Kind::Undef) out.push_back({d_.undefValue(w, 0), d_.boolConst(false)});
    else out.push_back({d_.constant(l.bits), d_.boolConst(false)});
  }
  return out;
}

template <class D> Lanes<D> Interpreter<D>::readArgument(const ir::Argument& a) {
  Lanes<D> lanes = env_.at(&a);
  auto undef = argUndef_.find(&a);
  if (undef != argUndef_.end())
    for (size_t i = 0; i < lanes.size(); ++i)
      lanes[i].value = d_.ite(undef->second[i], d_.undefValue(d_.width(lanes[i].value), undefOrigin(a.index(), unsigned(i))), lanes[i].value);
  if (!a.attrs.range) return lanes;
  return applyValueAttrs({.range = a.attrs.range}, std::move(lanes), d_.boolConst(true));
}

template <class D> Lanes<D> Interpreter<D>::read(const ir::Value* v) {
  switch (v->valueKind()) {
  case ir::Value::Kind::Constant: return readConstant(static_cast<const ir::Constant&>(*v));
  case ir::Value::Kind::Argument: return readArgument(static_cast<const ir::Argument&>(*v));
  case ir::Value::Kind::Global:
    if constexpr (requires { d_.memory(); }) return {{d_.memory().globalPointer(static_cast<const ir::Global&>(*v)), d_.boolConst(false)}};
    else throw UnsupportedConstruct("global @" + v->name() + " (the evaluator does not model memory)");
  default: {
    auto it = env_.find(v);
    if (it == env_.end()) throw UnsupportedConstruct("use of '%" + v->name() + "' before its definition");
    return it->second;
  }
  }
}

template <class D> typename D::Bool Interpreter<D>::reachOf(const ir::Block* b) {
  if (b == f_.entry()) return d_.boolConst(true);
  Bool r = d_.boolConst(false);
  for (auto& [edge, cond] : edges_)
    if (edge.second == b) r = d_.bOr(r, cond);
  return r;
}

template <class D> void Interpreter<D>::addEdge(const ir::Block* from, const ir::Block* to, const Bool& cond) {
  if (reach_.count(to)) throw UnsupportedConstruct("loop: branch back to '" + to->name() + "'");
  auto key = std::make_pair(from, to);
  auto it = edges_.find(key);
  if (it == edges_.end()) edges_.emplace(key, cond);
  else it->second = d_.bOr(it->second, cond);
}

template <class D> void Interpreter<D>::evaluateBlock(const ir::Block& b) {
  Bool reach = reachOf(&b);
  reach_.emplace(&b, reach);
  for (auto& inst : b.instructions()) {
    if (ir::isTerminator(inst->opcode())) evaluateTerminator(*inst, reach);
    else env_[inst.get()] = evaluate(*inst, reach);
    if ((argumentBits_.tracking() || noalias_.active()) && inst->type().isPtr()) recordArgumentBit(*inst);
    if (inst->opcode() == ir::Opcode::Call && inst->intrinsic == ir::Intrinsic::Trap) {
      trapped_ = d_.bOr(trapped_, reach);
      reach = d_.boolConst(false);
    }
  }
}

template <class D> void Interpreter<D>::evaluateTerminator(const ir::Instruction& t, const Bool& reach) {
  const ir::Block* from = t.parent();
  switch (t.opcode()) {
  case ir::Opcode::Ret:
    if (f_.noreturn) ub_ = d_.bOr(ub_, reach);
    if (provenance_.storesCapturedPointer()) addUB(reach, capturedPointerInMemory(), true);
    returns_.push_back({reach, t.numOperands() ? returnedLanes(withoutCaptured(t.operand(0), read(t.operand(0))), reach) : Lanes<D>{}});
    break;
  case ir::Opcode::Unreachable:
    addUB(reach, d_.boolConst(true), false);
    unreachable_ = d_.bOr(unreachable_, reach);
    break;
  case ir::Opcode::Br:
    if (t.numOperands() == 0) {
      addEdge(from, t.blocks[0], reach);
    } else {
      Lane<D> c = read(t.operand(0))[0];
      addUB(reach, d_.bOr(c.poison, d_.mayVary(c.value)), true);
      Bool taken = d_.toBool(c.value);
      addEdge(from, t.blocks[0], d_.bAnd(reach, taken));
      addEdge(from, t.blocks[1], d_.bAnd(reach, d_.bNot(taken)));
    }
    break;
  default: {
    Lane<D> c = read(t.operand(0))[0];
    addUB(reach, d_.bOr(c.poison, d_.mayVary(c.value)), true);
    Bool none = d_.boolConst(true);
    for (unsigned i = 1; i < t.numOperands(); ++i) {
      Bool hit = d_.eq(c.value, read(t.operand(i))[0].value);
      addEdge(from, t.blocks[i], d_.bAnd(reach, hit));
      none = d_.bAnd(none, d_.bNot(hit));
    }
    addEdge(from, t.blocks[0], d_.bAnd(reach, none));
  }
  }
}

template <class D> Lanes<D> Interpreter<D>::mapLanes2(const ir::Instruction& inst, auto&& laneFn) {
  Lanes<D> a = read(inst.operand(0)), b = read(inst.operand(1));
  Lanes<D> out;
  for (size_t i = 0; i < a.size(); ++i) {
    checkpoint();
    out.push_back(laneFn(a[i], b[i]));
  }
  return out;
}

template <class D> Lanes<D> Interpreter<D>::evaluatePhi(const ir::Instruction& phi) {
  Lanes<D> out;
  for (unsigned w : phi.type().flatLaneWidths()) out.push_back(poisonLane(d_, w));
  for (unsigned i = 0; i < phi.numOperands(); ++i) {
    auto edge = edges_.find({phi.blocks[i], phi.parent()});
    if (edge == edges_.end()) continue;
    Lanes<D> in = read(phi.operand(i));
    for (size_t k = 0; k < out.size(); ++k)
      out[k] = {d_.ite(edge->second, in[k].value, out[k].value), d_.iteBool(edge->second, in[k].poison, out[k].poison)};
  }
  return out;
}

template <class D> Lanes<D> Interpreter<D>::evaluateSelect(const ir::Instruction& inst) {
  Lanes<D> c = read(inst.operand(0)), t = read(inst.operand(1)), f = read(inst.operand(2));
  if (inst.type().isPtr()) pointerSelectCondition_ = c[0];
  Lanes<D> out;
  for (size_t i = 0; i < t.size(); ++i) {
    checkpoint();
    out.push_back(selectLane(d_, c.size() == 1 ? c[0] : c[i], t[i], f[i]));
  }
  return withChoiceFastMath(inst, std::move(out));
}

template <class D> Lanes<D> Interpreter<D>::withChoiceFastMath(const ir::Instruction& inst, Lanes<D> lanes) {
  if (!inst.fastMath || !inst.type().isFloatOrVector()) return lanes;
  ir::FloatFormat f = ir::floatFormat(inst.type().floatKind());
  for (auto& lane : lanes) lane = fastMathResult(d_, inst.fastMath, f, lane, {});
  return lanes;
}

template <class D> bool Interpreter<D>::respectsDenormalModes(const ir::Instruction& inst) const {
  using ir::Intrinsic;
  if (inst.opcode() == ir::Opcode::FNeg || inst.opcode() == ir::Opcode::UIToFP || inst.opcode() == ir::Opcode::SIToFP) return false;
  if (inst.opcode() != ir::Opcode::Call) return true;
  Intrinsic id = inst.intrinsic;
  return id >= Intrinsic::FAbs && id <= Intrinsic::ConstrainedSqrt && id != Intrinsic::FAbs && id != Intrinsic::CopySign && id != Intrinsic::IsFPClass;
}

template <class D> Lanes<D> Interpreter<D>::readFlushed(const ir::Instruction& inst, unsigned index) {
  Lanes<D> lanes = read(inst.operand(index));
  const ir::Type& t = inst.operand(index)->type();
  if (!t.isFloatOrVector() || !respectsDenormalModes(inst)) return lanes;
  ir::DenormalMode mode = f_.denormalFor(t.floatKind()).input;
  for (auto& lane : lanes) lane.value = flushedInput(d_, mode, ir::floatFormat(t.floatKind()), lane.value);
  return lanes;
}

template <class D> Lanes<D> Interpreter<D>::flushOutputs(ir::FloatKind kind, Lanes<D> lanes) {
  ir::DenormalMode mode = f_.denormalFor(kind).output;
  for (auto& lane : lanes) lane.value = flushedOutput(d_, mode, ir::floatFormat(kind), lane.value);
  return lanes;
}

template <class D> Lanes<D> Interpreter<D>::evaluateFloat(const ir::Instruction& inst) {
  using ir::Opcode;
  Opcode op = inst.opcode();
  const ir::Type& from = inst.operand(0)->type();
  ir::FloatFormat f = ir::floatFormat(from.isFloatOrVector() ? from.floatKind() : inst.type().floatKind());
  Lanes<D> out;
  if (ir::isFloatBinaryOp(op) || op == Opcode::FCmp) {
    Lanes<D> a = readFlushed(inst, 0), b = readFlushed(inst, 1);
    for (size_t i = 0; i < a.size(); ++i)
      out.push_back(op == Opcode::FCmp ? fcmpLane(d_, inst.fcmpPredicate, inst.fastMath, f, a[i], b[i]) : floatBinaryLane(d_, op, inst.fastMath, f, a[i], b[i]));
    return op == Opcode::FCmp ? out : flushOutputs(inst.type().floatKind(), std::move(out));
  }
  for (auto& lane : readFlushed(inst, 0)) {
    switch (op) {
    case Opcode::FNeg: out.push_back(floatNegLane(d_, inst.fastMath, f, lane)); break;
    case Opcode::FPTrunc: case Opcode::FPExt:
      out.push_back(floatResizeLane(d_, inst.fastMath, f, ir::floatFormat(inst.type().floatKind()), lane));
      break;
    case Opcode::UIToFP: case Opcode::SIToFP:
      out.push_back(intToFloatLane(d_, op == Opcode::SIToFP, inst.flags, ir::floatFormat(inst.type().floatKind()), lane));
      break;
    default: out.push_back(floatToIntLane(d_, op == Opcode::FPToSI, f, lane, inst.type().bits())); break;
    }
  }
  if (op == Opcode::FPTrunc || op == Opcode::FPExt) return flushOutputs(inst.type().floatKind(), std::move(out));
  return out;
}

template <class D> Lanes<D> Interpreter<D>::evaluateCall(const ir::Instruction& inst, const Bool& reach) {
  std::vector<Lanes<D>> ops;
  for (unsigned i = 0; i < inst.numOperands(); ++i) ops.push_back(readFlushed(inst, i));
  if (inst.intrinsic == ir::Intrinsic::Trap) return {};
  if (inst.intrinsic == ir::Intrinsic::SideEffect) sideEffects_.push_back(reach);
  if (inst.intrinsic == ir::Intrinsic::ThreadPointer) {
    if constexpr (requires { d_.memory().threadPointer(); }) return {{d_.memory().threadPointer(), d_.boolConst(false)}};
    else throw UnsupportedConstruct("llvm.thread.pointer (the evaluator does not model it)");
  }
  if (ir::isMemoryIntrinsic(inst.intrinsic)) {
    if constexpr (requires { d_.memory(); }) {
      for (size_t i = 0; i < inst.operandAttrs.size(); ++i)
        ops[i] = applyValueAttrs(inst.operandAttrs[i], withPointerAttrs(inst.operandAttrs[i], inst.operand(unsigned(i))->type(), std::move(ops[i]), reach, false), reach);
      std::array<bool, 2> forbidden{restricted(inst.operand(0), &PointerRestrictions::noWrite), inst.numOperands() > 1 && restricted(inst.operand(1), &PointerRestrictions::noRead)};
      ub_ = d_.bOr(ub_, d_.bAnd(reach, memoryIntrinsicEffect(d_, d_.memory(), inst, ops, reach, forbidden)));
      addUB(reach, transferEffectsUB(inst, ops), true);
      recordNoAliasTransfer(inst, ops, reach);
      return {};
    } else {
      throw UnsupportedConstruct("call of " + std::string(ir::intrinsicStem(inst.intrinsic)) + " (the evaluator does not model memory)");
    }
  }
  if (ir::isAssumeBundle(inst.intrinsic)) {
    BundleUB<D> bundle = assumeBundleUB(inst, ops);
    addUB(reach, bundle.nonGuardable, true);
    addUB(reach, bundle.guardable, false);
    return {};
  }
  Effects<D> fx{d_.boolConst(false)};
  Lanes<D> out = intrinsicLanes(d_, inst, ops, fx);
  if (inst.type().isFloatOrVector() && respectsDenormalModes(inst)) out = flushOutputs(inst.type().floatKind(), std::move(out));
  ub_ = d_.bOr(ub_, d_.bAnd(reach, fx.ub));
  return applyValueAttrs(inst.returnAttrs, std::move(out), reach);
}

template <class D> BundleUB<D> Interpreter<D>::assumeBundleUB(const ir::Instruction& inst, const std::vector<Lanes<D>>& ops) {
  if (inst.intrinsic == ir::Intrinsic::AssumeNoundef) return assumeNoundefUB(d_, ops);
  if constexpr (requires { d_.memory(); }) return assumeAlignUB(d_, d_.memory(), ops);
  else throw UnsupportedConstruct("llvm.assume's \"align\" bundle (the evaluator does not model memory)");
}

template <class D> Lanes<D> Interpreter<D>::evaluate(const ir::Instruction& inst, const Bool& reach) {
  using ir::Opcode;
  Opcode op = inst.opcode();
  checkpoint();
  if (ir::isBinaryOp(op)) {
    std::vector<Bool> laneUB, poisonDivisor;
    bool divides = op == Opcode::UDiv || op == Opcode::SDiv || op == Opcode::URem || op == Opcode::SRem;
    Lanes<D> out = mapLanes2(inst, [&](const Lane<D>& a, const Lane<D>& b) {
      Effects<D> fx{d_.boolConst(false)};
      Lane<D> r = binaryLane(d_, op, inst.flags, a, b, fx);
      laneUB.push_back(fx.ub);
      if (divides) poisonDivisor.push_back(b.poison);
      return r;
    });
    addUB(reach, anyOf(d_, std::move(laneUB)), false);
    if (divides) addUB(reach, anyOf(d_, std::move(poisonDivisor)), true);
    return out;
  }
  if (ir::isFloatBinaryOp(op) || ir::isFloatCast(op) || op == Opcode::FNeg || op == Opcode::FCmp) return evaluateFloat(inst);
  if (ir::isMemoryOp(op) || (op == Opcode::ICmp && inst.operand(0)->type().isPtrOrPtrVector())) return evaluateMemory(inst, reach);
  switch (op) {
  case Opcode::ICmp:
    return mapLanes2(inst, [&](const Lane<D>& a, const Lane<D>& b) { return icmpLane(d_, inst.predicate, a, b); });
  case Opcode::Select: return evaluateSelect(inst);
  case Opcode::ZExt: case Opcode::SExt: case Opcode::Trunc: {
    Lanes<D> out;
    for (auto& lane : read(inst.operand(0))) out.push_back(castLane(d_, op, inst.flags, lane, inst.type().bits()));
    return out;
  }
  case Opcode::BitCast:
    return bitcastLanes(d_, read(inst.operand(0)), inst.operand(0)->type(), inst.type(), dl_.bigEndian);
  case Opcode::Freeze: {
    Lanes<D> out = read(inst.operand(0));
    for (auto& lane : out) lane = {d_.ite(lane.poison, d_.choice(d_.width(lane.value)), d_.freezeValue(lane.value)), d_.boolConst(false)};
    return out;
  }
  case Opcode::ExtractElement: return {extractElementLane(d_, read(inst.operand(0)), read(inst.operand(1))[0])};
  case Opcode::InsertElement:
    return insertElementLanes(d_, read(inst.operand(0)), read(inst.operand(1))[0], read(inst.operand(2))[0]);
  case Opcode::ShuffleVector: return shuffleLanes(d_, read(inst.operand(0)), read(inst.operand(1)), inst.mask);
  case Opcode::ExtractValue: {
    auto [first, count] = aggregateSlice(inst.operand(0)->type(), inst.indices);
    Lanes<D> agg = read(inst.operand(0));
    return Lanes<D>(agg.begin() + first, agg.begin() + first + count);
  }
  case Opcode::InsertValue: {
    auto [first, count] = aggregateSlice(inst.type(), inst.indices);
    Lanes<D> agg = read(inst.operand(0)), elt = read(inst.operand(1));
    std::copy(elt.begin(), elt.end(), agg.begin() + first);
    return agg;
  }
  case Opcode::Phi: return withChoiceFastMath(inst, evaluatePhi(inst));
  case Opcode::Call: return evaluateCall(inst, reach);
  default: throw UnsupportedConstruct(std::string("instruction '") + std::string(ir::opcodeName(op)) + "'");
  }
}

// Runs `f` on `args` in domain `d`.
template <class D>
Outcome<D> interpret(D& d, const ir::Function& f, const ir::DataLayout& dl, const std::vector<ArgumentInput<D>>& args) {
  Interpreter<D> interp(d, f, dl);
  return interp.run(args);
}

} // namespace theseus::semantics
