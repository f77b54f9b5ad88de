#include "verify/Encoding.h"

#include <unordered_map>

namespace theseus::verify {

std::vector<bool> argumentsNeedingUndef(const ir::Function& src, const ir::Function& tgt) {
  std::unordered_map<const ir::Value*, unsigned> uses;
  for (auto& b : tgt.blocks())
    for (auto& inst : b->instructions())
      for (const ir::Value* op : inst->operands()) ++uses[op];
  std::vector<bool> out;
  for (size_t i = 0; i < tgt.arguments().size(); ++i) {
    const ir::Argument& t = *tgt.arguments()[i];
    bool tgtSensitive = uses[&t] >= 2 || t.attrs.noundef || t.attrs.range.has_value();
    out.push_back(tgtSensitive && !src.arguments()[i]->attrs.noundef);
  }
  return out;
}

Encoding::Encoding(z3::context& c, const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl, bool inputsMayBeUndefined)
    : c_(c), d_(c), srcF_(src), tgtF_(tgt), dl_(dl), src_{{}, c.bool_val(false)}, tgt_{{}, c.bool_val(false)} {
  makeInputs(inputsMayBeUndefined);
  d_.recordNondetIn(&srcNondet_, "src.nondet");
  src_ = semantics::interpret(d_, src, dl, argumentInputs());
  d_.recordNondetIn(&tgtNondet_, "tgt.nondet");
  tgt_ = semantics::interpret(d_, tgt, dl, argumentInputs());
}

void Encoding::makeInputs(bool inputsMayBeUndefined) {
  std::vector<bool> undefArgs = argumentsNeedingUndef(srcF_, tgtF_);
  for (auto& a : srcF_.arguments()) {
    InputVariables in{a.get(), {}};
    auto widths = a->type().flatLaneWidths();
    for (size_t l = 0; l < widths.size(); ++l) {
      std::string base = (a->name().empty() ? "arg" + std::to_string(a->index()) : a->name()) + "#" + std::to_string(l);
      InputLane lane{c_.bv_const(base.c_str(), widths[l]), c_.bool_val(false), std::nullopt};
      if (inputsMayBeUndefined) {
        lane.poison = c_.bool_const((base + ".poison").c_str());
        if (undefArgs[a->index()]) lane.undef = c_.bool_const((base + ".undef").c_str());
      }
      in.lanes.push_back(lane);
    }
    inputs_.push_back(std::move(in));
  }
}

std::vector<semantics::ArgumentInput<Z3Domain>> Encoding::argumentInputs() const {
  std::vector<semantics::ArgumentInput<Z3Domain>> args;
  for (auto& in : inputs_) {
    semantics::ArgumentInput<Z3Domain> a;
    bool anyUndef = false;
    std::vector<z3::expr> undef;
    for (auto& lane : in.lanes) {
      a.lanes.push_back({lane.value, lane.undef ? (lane.poison && !*lane.undef) : lane.poison});
      undef.push_back(lane.undef ? *lane.undef : c_.bool_val(false));
      anyUndef |= lane.undef.has_value();
    }
    if (anyUndef) a.mayBeUndef = std::move(undef);
    args.push_back(std::move(a));
  }
  return args;
}

z3::expr Encoding::allowedBySource() const {
  z3::expr lanesAllowed = c_.bool_val(true);
  for (size_t i = 0; i < src_.ret.size(); ++i) {
    const auto &s = src_.ret[i], &t = tgt_.ret[i];
    lanesAllowed = lanesAllowed && (s.poison || (!t.poison && s.value == t.value));
  }
  return src_.ub || (!tgt_.ub && lanesAllowed);
}

z3::expr Encoding::refinementViolation() {
  z3::expr violated = !allowedBySource();
  if (srcNondet_.empty()) return violated;
  z3::expr_vector bound(c_);
  for (auto& v : srcNondet_) bound.push_back(v);
  return z3::forall(bound, violated);
}

z3::expr Encoding::sourceReturnsPoison() const {
  z3::expr any = c_.bool_val(false);
  for (auto& lane : src_.ret) any = any || lane.poison;
  return any;
}

z3::expr Encoding::sourceReturnsTwoValues() {
  if (srcNondet_.empty()) return c_.bool_val(false);
  d_.recordNondetIn(&srcAgainNondet_, "src2.nondet");
  semantics::Outcome<Z3Domain> again = semantics::interpret(d_, srcF_, dl_, argumentInputs());
  z3::expr differ = c_.bool_val(false);
  for (size_t i = 0; i < src_.ret.size(); ++i)
    differ = differ || (!src_.ret[i].poison && !again.ret[i].poison && src_.ret[i].value != again.ret[i].value);
  return differ && !again.ub;
}

} // namespace theseus::verify
