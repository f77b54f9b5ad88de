#pragma once
// The Interpreter's walk over the blocks: each block's reachability condition from the edges into
// it, the terminators that add edges (and UB), the phis that choose by edge, and the run's result.
#include "semantics/interpreter/InterpreterClass.h"

namespace theseus::semantics {

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

} // namespace theseus::semantics
