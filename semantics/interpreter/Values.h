#pragma once
// How the Interpreter reads values (constants, arguments with their undef lanes, earlier results)
// and applies the value and pointer attributes of arguments, call results and returned values.
#include "semantics/MemoryOps.h"
#include "semantics/interpreter/InterpreterClass.h"

namespace theseus::semantics {

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

template <class D> Lanes<D> Interpreter<D>::returnedArgument(const ir::Argument& a, const Lanes<D>& returned) {
  Lanes<D> lanes = env_.at(&a);
  auto undef = argUndef_.find(&a);
  if (undef != argUndef_.end())
    for (size_t i = 0; i < lanes.size() && i < returned.size(); ++i)
      lanes[i].value = d_.ite(undef->second[i], returned[i].value, lanes[i].value);
  if (!a.attrs.range) return lanes;
  return applyValueAttrs({.range = a.attrs.range}, std::move(lanes), d_.boolConst(true));
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

} // namespace theseus::semantics
