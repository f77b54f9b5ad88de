#include "verify/Encoding.h"

#include "semantics/Evaluator.h"
#include "verify/QueryShape.h"
#include "verify/memory/MemoryRefinement.h"

#include <unordered_set>

#include <algorithm>
#include <unordered_map>

namespace theseus::verify {

namespace {

bool containsOpcode(const ir::Function& f, ir::Opcode op) {
  for (auto& b : f.blocks())
    for (auto& inst : b->instructions())
      if (inst->opcode() == op) return true;
  return false;
}

// Whether `f` has UB that depends on whether a value is undef: a branch on it, a noundef
// return or call result, or an assume's "noundef" bundle.
bool hasUndefSensitiveUB(const ir::Function& f) {
  if (f.returnAttrs.noundef) return true;
  for (auto& b : f.blocks())
    for (auto& inst : b->instructions()) {
      if (inst->opcode() == ir::Opcode::Switch || (inst->opcode() == ir::Opcode::Br && inst->numOperands() > 0)) return true;
      if (inst->opcode() == ir::Opcode::Call && (inst->returnAttrs.noundef || inst->intrinsic == ir::Intrinsic::AssumeNoundef)) return true;
    }
  return false;
}

// Whether `f` calls llvm.thread.pointer (one more pointer input, Z3Memory::threadPointer).
bool callsThreadPointer(const ir::Function& f) {
  for (auto& b : f.blocks())
    for (auto& inst : b->instructions())
      if (inst->opcode() == ir::Opcode::Call && inst->intrinsic == ir::Intrinsic::ThreadPointer) return true;
  return false;
}

} // namespace

unsigned pointerArgumentCount(const ir::Function& f) {
  unsigned n = 0;
  for (auto& a : f.arguments()) n += a->type().isPtrOrPtrVector() ? a->type().lanes() : 0;
  return n;
}

bool hasUndefConstant(const ir::Function& f) {
  for (auto& b : f.blocks())
    for (auto& inst : b->instructions())
      for (const ir::Value* op : inst->operands())
        if (op->valueKind() == ir::Value::Kind::Constant && static_cast<const ir::Constant*>(op)->hasUndef()) return true;
  return false;
}

bool isNondeterministic(const ir::Function& f) { return hasUndefConstant(f) || containsOpcode(f, ir::Opcode::Freeze); }

std::vector<bool> argumentsNeedingUndef(const ir::Function& src, const ir::Function& tgt) {
  std::unordered_map<const ir::Value*, unsigned> uses;
  for (auto& b : tgt.blocks())
    for (auto& inst : b->instructions())
      for (const ir::Value* op : inst->operands()) ++uses[op];
  bool everyArgument = containsOpcode(src, ir::Opcode::Freeze) || hasUndefSensitiveUB(tgt);
  std::vector<bool> out;
  for (size_t i = 0; i < tgt.arguments().size(); ++i) {
    const ir::Argument& t = *tgt.arguments()[i];
    bool tgtSensitive = everyArgument || uses[&t] >= 2 || t.attrs.noundef || t.attrs.range.has_value() || t.attrs.returned;
    out.push_back(tgtSensitive && !src.arguments()[i]->attrs.noundef && !t.type().isPtrOrPtrVector());
  }
  return out;
}

Encoding::Encoding(z3::context& c, const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl, bool inputsMayBeUndefined,
                   bool undefInputs, const Deadline* deadline, bool poisonInputs)
    : sourceFunctionIsNondeterministic(isNondeterministic(src)), targetFunctionIsNondeterministic(isNondeterministic(tgt)),
      c_(c), d_(c), srcF_(src), tgtF_(tgt), dl_(dl), src_{{}, c.bool_val(false), c.bool_val(false), c.bool_val(false), c.bool_val(false)},
      tgt_{{}, c.bool_val(false), c.bool_val(false), c.bool_val(false), c.bool_val(false)},
      memoryAssumptions_(c.bool_val(true)), comparedAddress_(c.bv_const("mem.compared", semantics::kPointerBits)),
      memoryMismatch_(c.bool_val(false)), returnDomainMismatch_(c.bool_val(false)), sideEffectMismatch_(c.bool_val(false)) {
  d_.setDeadline(deadline);
  makeInputs(inputsMayBeUndefined, undefInputs, poisonInputs, deadline);
  makeMemory(inputsMayBeUndefined);
  d_.recordNondetIn(&srcSink_, "src");
  d_.useMemory(srcMem_.get());
  src_ = semantics::interpret(d_, src, dl, argumentInputs());
  d_.recordNondetIn(&tgtSink_, "tgt");
  d_.useMemory(tgtMem_.get());
  tgt_ = semantics::interpret(d_, tgt, dl, argumentInputs());
  d_.useMemory(nullptr);
  returnDomainMismatch_ = src_.trapped != tgt_.trapped;
  if (!src_.sideEffects.empty() || !tgt_.sideEffects.empty())
    sideEffectMismatch_ = !src_.trapped && !tgt_.trapped && sideEffectCount(src_) != sideEffectCount(tgt_);
  finishMemory();
}

z3::expr Encoding::sideEffectCount(const semantics::Outcome<Z3Domain>& run) const {
  z3::expr count = c_.bv_val(0, 16);
  for (const z3::expr& ran : run.sideEffects) count = count + z3::ite(ran, c_.bv_val(1, 16), c_.bv_val(0, 16));
  return count;
}

void Encoding::makeMemory(bool poisonInMemory) {
  usesMemory_ = semantics::usesMemory(srcF_) || semantics::usesMemory(tgtF_);
  if (!usesMemory_) return;
  if (srcF_.nullPointerIsValid != tgtF_.nullPointerIsValid)
    throw semantics::UnsupportedConstruct("null_pointer_is_valid on only one of the functions");
  std::vector<GlobalBlock> globals = pairGlobals(srcF_, tgtF_);
  unsigned threadPointer = callsThreadPointer(srcF_) || callsThreadPointer(tgtF_);
  unsigned pointerBlocks = pointerArgumentCount(srcF_) + threadPointer + 2;
  if (globals.size() + pointerBlocks >= kPhysicalBlock)
    throw semantics::UnsupportedConstruct("more than " + std::to_string(kPhysicalBlock - 1) + " memory blocks (pointer arguments and their vector lanes, globals)");
  sharedMemory_ = std::make_unique<SharedMemory>(c_, pointerBlocks, std::move(globals), srcF_.nullPointerIsValid);
  if (!poisonInMemory) sharedMemory_->makeInitialBytesPoisonFree();
  srcMem_ = std::make_unique<Z3Memory>(*sharedMemory_);
  tgtMem_ = std::make_unique<Z3Memory>(*sharedMemory_);
  for (const z3::expr& p : pointerInputs()) sharedMemory_->addInputPointer(p);
  writeGlobalInitializers(d_, *srcMem_, *sharedMemory_, true, dl_.bigEndian);
  writeGlobalInitializers(d_, *tgtMem_, *sharedMemory_, false, dl_.bigEndian);
}

std::vector<z3::expr> Encoding::pointerInputs() const {
  std::vector<z3::expr> pointers;
  for (auto& in : inputs_)
    if (in.argument->type().isPtrOrPtrVector())
      for (auto& lane : in.lanes) pointers.push_back(lane.value);
  if (callsThreadPointer(srcF_) || callsThreadPointer(tgtF_)) pointers.push_back(srcMem_->threadPointer());
  return pointers;
}

void Encoding::finishMemory() {
  if (!usesMemory_) return;
  std::vector<z3::expr> pointers = pointerInputs(), writable;
  for (auto& in : inputs_)
    if (in.argument->type().isPtrOrPtrVector() && in.argument->attrs.writable)
      for (auto& lane : in.lanes) writable.push_back(lane.value);
  requireDeterministicPhysicalAddresses(*srcMem_, srcSink_);
  requireDeterministicPhysicalAddresses(*tgtMem_, tgtSink_);
  memoryAssumptions_ = pointerArgumentsValid(*sharedMemory_, pointers) && pointerArgumentsWritable(*sharedMemory_, writable) &&
                       sharedMemory_->assumptions() && srcMem_->assumptions() && tgtMem_->assumptions();
  src_.ub = src_.ub || !memoryAssumptions_;
  if (srcF_.returnType().isPtrOrPtrVector())
    for (size_t k = 0; k < src_.ret.size(); ++k) {
      src_.ret[k].value = comparablePointer(*srcMem_, src_.ret[k].value);
      tgt_.ret[k].value = comparablePointer(*tgtMem_, tgt_.ret[k].value);
    }
  if (srcMem_->wrote() || tgtMem_->wrote())
    memoryMismatch_ = !src_.trapped && !tgt_.trapped && finalByteMismatch(*sharedMemory_, *srcMem_, *tgtMem_, comparedAddress_);
}

void Encoding::makeInputs(bool inputsMayBeUndefined, bool undefInputs, bool poisonInputs, const Deadline* deadline) {
  std::vector<bool> undefArgs = argumentsNeedingUndef(srcF_, tgtF_);
  for (auto& a : srcF_.arguments()) {
    InputVariables in{a.get(), {}};
    auto widths = a->type().flatLaneWidths();
    for (size_t l = 0; l < widths.size(); ++l) {
      if (deadline && l % kLanesBetweenDeadlineChecks == 0) deadline->check();
      std::string base = (a->name().empty() ? "arg" + std::to_string(a->index()) : a->name()) + "#" + std::to_string(l);
      InputLane lane{c_.bv_const(base.c_str(), widths[l]), c_.bool_val(false), std::nullopt};
      if (inputsMayBeUndefined) {
        if (poisonInputs) lane.poison = c_.bool_const((base + ".poison").c_str());
        if (undefArgs[a->index()] && undefInputs) lane.undef = c_.bool_const((base + ".undef").c_str());
      }
      in.lanes.push_back(lane);
    }
    inputs_.push_back(std::move(in));
  }
}

std::vector<z3::expr> Encoding::undefFlags() const {
  std::vector<z3::expr> flags;
  for (auto& in : inputs_)
    for (auto& lane : in.lanes)
      if (lane.undef) flags.push_back(*lane.undef);
  return flags;
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

namespace {

z3::expr_vector asVector(z3::context& c, const std::vector<z3::expr>& xs) {
  z3::expr_vector v(c);
  for (auto& x : xs) v.push_back(x);
  return v;
}

// The disjunction of `xs` as one n-ary `or` (false when empty). A chain of binary `or`s as deep
// as the lane count makes Z3 4.8's context teardown quadratic in that depth.
z3::expr anyOf(z3::context& c, const std::vector<z3::expr>& xs) {
  if (xs.empty()) return c.bool_val(false);
  if (xs.size() == 1) return xs.front();
  return z3::mk_or(asVector(c, xs));
}

} // namespace

z3::expr Encoding::laneValueMismatch(size_t lane, const std::vector<z3::expr>& runLevel) {
  d_.checkpoint();
  std::vector<z3::expr> tgtFresh, srcFresh;
  z3::expr t = d_.rereadUndefs(simplifiedIfReadsUndef(tgt_.ret[lane].value, tgtSink_), tgtSink_, tgtFresh);
  z3::expr s = rereadExcept(simplifiedIfReadsUndef(src_.ret[lane].value, srcSink_), runLevel, srcFresh);
  z3::expr differ = t != s;
  lanes_.push_back({t, s, tgtFresh, srcFresh});
  if (!srcFresh.empty()) differ = z3::forall(asVector(c_, srcFresh), differ);
  if (!tgtFresh.empty()) differ = z3::exists(asVector(c_, tgtFresh), differ);
  return differ;
}

std::vector<z3::expr> Encoding::decisionsObservedBeyondValues() const {
  std::vector<z3::expr> out;
  for (const z3::expr& u : d_.occurringIn(memoryMismatch_ || returnDomainMismatch_ || sideEffectMismatch_, srcSink_))
    if (u.get_sort().bv_size() == 1) out.push_back(u);
  return out;
}

z3::expr Encoding::rereadExcept(const z3::expr& value, const std::vector<z3::expr>& kept, std::vector<z3::expr>& fresh) {
  std::unordered_set<unsigned> keep;
  for (const z3::expr& k : kept) keep.insert(k.id());
  z3::expr_vector from(c_), to(c_);
  for (const z3::expr& u : d_.occurringIn(value, srcSink_)) {
    if (keep.count(u.id())) continue;
    std::vector<z3::expr> one;
    z3::expr again = d_.rereadUndefs(u, srcSink_, one);
    from.push_back(u);
    to.push_back(again);
    fresh.insert(fresh.end(), one.begin(), one.end());
  }
  z3::expr copy = value;
  return from.empty() ? value : copy.substitute(from, to);
}

z3::expr Encoding::simplifiedIfReadsUndef(const z3::expr& value, const NondetSink& sink) const {
  if (d_.occurringIn(value, sink).empty()) return value;
  z3::expr copy = value;
  return copy.simplify();
}

namespace {

// src choices of at most this many bits in all are expanded into a conjunction over their values
// instead of a quantifier: exact, and the floating-point NaN choices (a few bits each) then need
// no quantifier, which Z3 handles poorly over its floating-point theory.
constexpr unsigned kMaxExpandedChoiceBits = 8;

unsigned totalBits(const std::vector<z3::expr>& vars) {
  unsigned bits = 0;
  for (auto& v : vars) bits += v.get_sort().bv_size();
  return bits;
}

// forall vars. e, as the conjunction of e over every assignment of the (few) bits of `vars`.
z3::expr expandedForall(z3::context& c, const z3::expr& e, const std::vector<z3::expr>& vars) {
  z3::expr_vector from = asVector(c, vars);
  z3::expr all = c.bool_val(true);
  unsigned bits = totalBits(vars);
  for (uint64_t assignment = 0; assignment < (uint64_t(1) << bits); ++assignment) {
    z3::expr_vector to(c);
    unsigned shift = 0;
    for (auto& v : vars) {
      unsigned w = v.get_sort().bv_size();
      to.push_back(c.bv_val((assignment >> shift) & ((uint64_t(1) << w) - 1), w));
      shift += w;
    }
    z3::expr copy = e;
    all = all && copy.substitute(from, to);
  }
  return all;
}

} // namespace

bool Encoding::sourceChoicesExpanded() const {
  return !srcSink_.choices.empty() && totalBits(srcSink_.choices) <= kMaxExpandedChoiceBits;
}

z3::expr Encoding::refinementViolation() {
  std::vector<z3::expr> wrongLanes;
  std::vector<z3::expr> observedElsewhere = decisionsObservedBeyondValues();
  for (size_t i = 0; i < src_.ret.size(); ++i)
    wrongLanes.push_back(!src_.ret[i].poison && (tgt_.ret[i].poison || laneValueMismatch(i, observedElsewhere)));
  wrongLanes.push_back(memoryMismatch_);
  wrongLanes.push_back(returnDomainMismatch_);
  wrongLanes.push_back(sideEffectMismatch_);
  z3::expr violated = !src_.ub && (tgt_.ub || anyOf(c_, wrongLanes));
  std::vector<z3::expr> srcVars = d_.occurringIn(sourceUBOrPoison(), srcSink_);
  for (const z3::expr& v : observedElsewhere)
    if (std::none_of(srcVars.begin(), srcVars.end(), [&](const z3::expr& u) { return u.id() == v.id(); })) srcVars.push_back(v);
  if (sourceChoicesExpanded()) violated = expandedForall(c_, violated, srcSink_.choices);
  else srcVars.insert(srcVars.end(), srcSink_.choices.begin(), srcSink_.choices.end());
  hasRunLevelQuantifier_ = !srcVars.empty() || !srcSink_.choices.empty();
  statedViolation_.reset();
  if (!srcVars.empty()) return z3::forall(asVector(c_, srcVars), violated);
  if (!containsQuantifier(violated)) statedViolation_ = violated;
  return violated;
}

std::optional<z3::expr> Encoding::prenexViolation() const {
  if (hasRunLevelQuantifier_ || lanes_.size() != src_.ret.size()) return std::nullopt;
  std::vector<z3::expr> wrongLanes, srcRereads;
  for (size_t i = 0; i < lanes_.size(); ++i) {
    const LaneComparison& lane = lanes_[i];
    wrongLanes.push_back(!src_.ret[i].poison && (tgt_.ret[i].poison || lane.target != lane.source));
    srcRereads.insert(srcRereads.end(), lane.sourceRereads.begin(), lane.sourceRereads.end());
  }
  wrongLanes.push_back(memoryMismatch_);
  wrongLanes.push_back(returnDomainMismatch_);
  wrongLanes.push_back(sideEffectMismatch_);
  z3::expr body = !src_.ub && (tgt_.ub || anyOf(c_, wrongLanes));
  if (srcRereads.empty()) return body;
  return z3::forall(asVector(c_, srcRereads), body);
}

z3::expr Encoding::pairReadings(const z3::expr& e, const std::vector<z3::expr>& srcVars, const std::vector<z3::expr>& tgtVars) const {
  std::unordered_map<unsigned, std::vector<z3::expr>> tgtByOrigin;
  for (auto& t : tgtVars)
    if (unsigned origin = d_.originOf(t)) tgtByOrigin[origin].push_back(t);
  std::unordered_map<unsigned, size_t> used;
  z3::expr_vector from(c_), to(c_);
  for (auto& s : srcVars) {
    auto candidates = tgtByOrigin.find(d_.originOf(s));
    if (d_.originOf(s) == 0 || candidates == tgtByOrigin.end()) continue;
    size_t k = std::min(used[d_.originOf(s)]++, candidates->second.size() - 1);
    const z3::expr& t = candidates->second[k];
    if (t.get_sort().bv_size() != s.get_sort().bv_size()) continue;
    from.push_back(s);
    to.push_back(t);
  }
  z3::expr copy = e;
  return from.empty() ? copy : copy.substitute(from, to);
}

bool Encoding::hasQuantifiers() const {
  if (!srcSink_.choices.empty() && !sourceChoicesExpanded()) return true;
  for (auto& lane : lanes_)
    if (!lane.sourceRereads.empty()) return true;
  return !d_.occurringIn(sourceUBOrPoison(), srcSink_).empty();
}

z3::expr Encoding::pairedViolation() {
  std::vector<z3::expr> wrongLanes;
  for (size_t i = 0; i < src_.ret.size() && i < lanes_.size(); ++i) {
    const LaneComparison& lane = lanes_[i];
    z3::expr s = pairReadings(pairReadings(lane.source, lane.sourceRereads, lane.targetRereads), srcSink_.undefs, tgtSink_.undefs);
    z3::expr srcPoison = pairReadings(src_.ret[i].poison, srcSink_.undefs, tgtSink_.undefs);
    wrongLanes.push_back(!srcPoison && (tgt_.ret[i].poison || lane.target != s));
  }
  wrongLanes.push_back(pairReadings(memoryMismatch_, srcSink_.undefs, tgtSink_.undefs));
  wrongLanes.push_back(returnDomainMismatch_);
  wrongLanes.push_back(pairReadings(sideEffectMismatch_, srcSink_.undefs, tgtSink_.undefs));
  z3::expr srcUB = pairReadings(src_.ub, srcSink_.undefs, tgtSink_.undefs);
  return !srcUB && (tgt_.ub || anyOf(c_, wrongLanes));
}

namespace {

z3::expr returnsPoison(z3::context& c, const semantics::Outcome<Z3Domain>& run) {
  std::vector<z3::expr> poison;
  for (auto& lane : run.ret) poison.push_back(lane.poison);
  return anyOf(c, poison);
}

// Whether two runs that differ in the undef readings `undefs` return different values, neither
// of them UB.
z3::expr returnsTwoValues(z3::context& c, const semantics::Outcome<Z3Domain>& run, const std::vector<z3::expr>& undefs) {
  if (undefs.empty()) return c.bool_val(false);
  z3::expr_vector from = asVector(c, undefs), to(c);
  for (auto& u : undefs) to.push_back(c.bv_const(("again." + u.to_string()).c_str(), u.get_sort().bv_size()));
  std::vector<z3::expr> differ;
  for (auto& lane : run.ret) {
    z3::expr p = lane.poison, v = lane.value;
    z3::expr p2 = p.substitute(from, to), v2 = v.substitute(from, to);
    differ.push_back(!p && !p2 && v != v2);
  }
  z3::expr ub = run.ub;
  return anyOf(c, differ) && !ub.substitute(from, to);
}

} // namespace

z3::expr Encoding::sourceReturnsPoison() const { return returnsPoison(c_, src_); }
z3::expr Encoding::targetReturnsPoison() const { return returnsPoison(c_, tgt_); }

z3::expr Encoding::sourceUBOrPoison() const { return src_.ub || sourceReturnsPoison(); }

z3::expr Encoding::sourceReturnsTwoValues() { return returnsTwoValues(c_, src_, srcSink_.undefs); }
z3::expr Encoding::targetReturnsTwoValues() { return returnsTwoValues(c_, tgt_, tgtSink_.undefs); }

} // namespace theseus::verify
