#include "cost/isel/Isel.h"
#include "cost/isel/IselLibraryCalls.h"

#include "cost/isel/IselCanon.h"
#include "cost/isel/IselControlFlow.h"
#include "cost/isel/IselFold.h"
#include "cost/isel/IselPrepared.h"
#include "cost/isel/IselPromote.h"
#include "ir/X86Intrinsics.h"

#include <algorithm>
#include <tuple>
#include <unordered_map>

namespace theseus::cost {

namespace {

// The additive figure the DP minimizes, compared lexicographically.
// The instruction count breaks ties last (a NOT beats a MOV of -1 and an XOR of equal weight).
struct Tuple {
  double uops = 0, rthroughput = 0, latency = 0, instructions = 0;
  Tuple operator+(const Tuple& o) const { return {uops + o.uops, rthroughput + o.rthroughput, latency + o.latency, instructions + o.instructions}; }
  bool operator<(const Tuple& o) const {
    return std::tie(uops, rthroughput, latency, instructions) < std::tie(o.uops, o.rthroughput, o.latency, o.instructions);
  }
};

Tuple tupleOf(const PatternInstance& in) { return {in.uops, in.rthroughput, in.latency, double(in.instrs.size())}; }
Tuple tupleOf(const InstrWeight& w) { return {w.uops, w.rthroughput, w.latency, 1}; }

// A choice for (value, kind): the pattern (-1: free, an argument or an immediate; -2: a shared
// value read from its register), its match, the kind a chain rule converts from, the total.
struct Choice {
  bool valid = false;
  Tuple cost;
  int pattern = -1;
  std::array<LeafBinding, kMaxLeaves> leafSlots;
  unsigned char leafCount = 0;
  ResultKind from = ResultKind::Reg;
  const LeafBinding* begin() const { return leafSlots.data(); }
  const LeafBinding* end() const { return leafSlots.data() + leafCount; }
};

// Whether `inst` is a floating-point operation: arithmetic, fneg, a conversion to a
// floating-point type, a select or intrinsic whose result is floating point, or the extraction of
// a floating-point lane (fcmp is priced as its operands' class by the exception in cover).
bool isFloatOperation(const ir::Instruction& inst) {
  if (!inst.type().isFloatOrVector()) return false;
  switch (inst.opcode()) {
  case ir::Opcode::FNeg: case ir::Opcode::FAdd: case ir::Opcode::FSub: case ir::Opcode::FMul: case ir::Opcode::FDiv:
  case ir::Opcode::FRem: case ir::Opcode::FPTrunc: case ir::Opcode::FPExt: case ir::Opcode::SIToFP: case ir::Opcode::UIToFP:
  case ir::Opcode::Select: case ir::Opcode::Call: return true;
  case ir::Opcode::ExtractElement: return !inst.type().isVector();
  default: return false;
  }
}

// The type class of the patterns that may cover `inst`: floating-point operations have their own
// classes; moves of floating-point lanes (shuffles, insertion, bitcasts) are priced as the integer
// vectors of their width.
TypeClass typeClassOf(const ir::Instruction& inst) {
  const ir::Type& t = inst.type();
  if (isFloatOperation(inst)) return t.isVector() ? TypeClass::FloatVector : TypeClass::FloatScalar;
  return t.isVector() ? TypeClass::Vector : t.bits() > 64 ? TypeClass::Wide : TypeClass::Scalar;
}

Choice choice(Tuple cost, int pattern, const Match& m, ResultKind from) {
  Choice c{true, cost, pattern, m.leafSlots, m.leafCount, from};
  return c;
}

struct ValueState {
  Choice best[kResultKinds];
  Choice view[kResultKinds];
  unsigned users = 0;
  bool emitted = false;
  double ready = 0;
};

// Each emitted pattern instance: its first instruction, whether it may swap its two register
// sources, and every leaf it reads in a register (the first is the tied source).
struct EmittedInstance {
  size_t first;
  bool twoAddress;
  bool commutative;
  std::array<const ir::Value*, kMaxInputs> reads;
  unsigned char readCount;
  bool freshTiedSource = false; // a MOVZX/MOVSX extension wrote the tied source into a new register
};

class Selector {
public:
  // `duplicable`: shared values that patterns may reach through (NOLTIS's duplicated nodes).
  Selector(const ir::Function& f, const CanonicalValues& canon, InstructionSelector& selector, const std::vector<const ir::Value*>& duplicable)
      : f_(f), canon_(canon), selector_(selector), duplicable_(duplicable) {}

  // The shared values that blocked some match in the last run: the candidates for duplication.
  const std::vector<const ir::Value*>& blocked() const { return blocked_; }

  Selection run() {
    reserveStates();
    countUses();
    for (auto& a : f_.arguments()) freeInRegister(a.get());
    for (auto& b : f_.blocks())
      for (auto& inst : b->instructions())
        if (canon_.isRepresentative(inst.get())) cover(*inst);
    for (auto& b : f_.blocks())
      for (auto& inst : b->instructions()) emitRoot(*inst);
    finish();
    return std::move(out_);
  }

private:
  // Room for every value the function can name (arguments, instructions, operands, with a
  // margin), so that states never move and the pointer table never grows.
  void reserveStates() {
    size_t values = f_.arguments().size() + 16;
    for (auto& b : f_.blocks())
      for (auto& inst : b->instructions()) values += 1 + inst->numOperands();
    states_.reserve(values);
    size_t slots = 16;
    while (slots < 2 * values) slots *= 2;
    slots_.assign(slots, {nullptr, 0});
  }

  void countUses() {
    for (auto& b : f_.blocks())
      for (auto& inst : b->instructions())
        if (canon_.isRepresentative(inst.get()))
          for (auto* op : inst->operands()) ++stateOf(canon_(op)).users;
  }

  bool shared(const ir::Value* v) {
    if (v->valueKind() != ir::Value::Kind::Instruction) return v->valueKind() == ir::Value::Kind::Argument;
    return static_cast<const ir::Instruction*>(v)->opcode() == ir::Opcode::Phi || stateOf(v).users > 1;
  }

  // Whether a two-address instruction overwriting `v` makes the allocator copy it first.
  bool liveElsewhere(const ir::Value* v) { return v->valueKind() != ir::Value::Kind::Constant && stateOf(v).users > 1; }

  void freeInRegister(const ir::Value* v) {
    auto& s = stateOf(v);
    s.best[int(ResultKind::Reg)] = {true, {}, -1, {}, 0, ResultKind::Reg};
    applyChains(v, s.best);
    makeView(v);
  }

  void makeView(const ir::Value* v) {
    auto& s = stateOf(v);
    s.view[int(ResultKind::Reg)] = {true, {}, -2, {}, 0, ResultKind::Reg};
    applyChains(v, s.view);
  }

  // The state of `v`, created on first use (a constant is an immediate at no cost). An
  // open-addressing table of pointers finds it; states are reserved up front so references stay valid.
  ValueState& stateOf(const ir::Value* v) {
    size_t mask = slots_.size() - 1;
    for (size_t h = (reinterpret_cast<uintptr_t>(v) >> 4) & mask;; h = (h + 1) & mask) {
      if (slots_[h].first == v) return states_[slots_[h].second];
      if (slots_[h].first) continue;
      slots_[h] = {v, unsigned(states_.size())};
      return created(v, states_.emplace_back());
    }
  }

  ValueState& created(const ir::Value* v, ValueState& s) {
    if (isPoisonConstant(v)) s.best[int(ResultKind::Reg)] = {true, {}, -1, {}, 0, ResultKind::Reg};
    if (v->valueKind() == ir::Value::Kind::Constant) {
      s.best[int(ResultKind::Imm)] = {true, {}, -1, {}, 0, ResultKind::Imm};
      applyChains(v, s.best);
    }
    return s;
  }

  // The cost a user pays to read `v` in kind `k`.
  // A shared value is read from its register (the view) unless it is duplicated: then every
  // reader recomputes it in the kind it wants (an address, flags, or a register of its own).
  const Choice& reference(const ir::Value* v, ResultKind k) {
    ValueState& s = stateOf(v);
    if (!shared(v) || isDuplicable(v)) return s.best[int(k)];
    if (k == ResultKind::Reg || v->valueKind() != ir::Value::Kind::Instruction) return s.view[int(k)];
    if (s.best[int(k)].valid && !(s.view[int(k)].cost < s.best[int(k)].cost)) noteBlocked(v);
    return s.view[int(k)];
  }

  bool isDuplicable(const ir::Value* v) const { return std::find(duplicable_.begin(), duplicable_.end(), v) != duplicable_.end(); }

  void noteBlocked(const ir::Value* v) {
    if (std::find(blocked_.begin(), blocked_.end(), v) == blocked_.end()) blocked_.push_back(v);
  }

  bool insideMatch(const ir::Instruction& root, const Match& m) {
    for (auto it = m.interiorBegin(); it != m.interiorEnd(); ++it) {
      unsigned inside = 0;
      for (auto jt = m.interiorBegin(); jt != m.interiorEnd(); ++jt)
        if (std::find(m.interiorBegin(), jt, *jt) == jt)
          for (auto* op : (*jt)->operands()) inside += canon_(op) == *it && *jt != *it;
      for (auto* op : root.operands()) inside += canon_(op) == *it;
      if (stateOf(*it).users <= inside || isDuplicable(*it)) continue;
      noteBlocked(*it);
      return false;
    }
    return true;
  }

  // The MOV the register allocator adds before instance `in` over `m` when the DP cannot see it
  // die: its tied source is live elsewhere (and so is the other source of a commutative one).
  bool chargedCopy(const PatternInstance& in, const Match& m, bool commutative) {
    if (!in.twoAddress) return false;
    const LeafBinding* regs[2] = {nullptr, nullptr};
    unsigned n = 0;
    for (auto& l : m)
      if (leafKind(l.leafClass) != ResultKind::Imm && n < 2) regs[n++] = &l;
    if (!regs[0] || !liveElsewhere(regs[0]->value)) return false;
    return !commutative || !regs[1] || liveElsewhere(regs[1]->value);
  }

  // Keeps `c` in `slot` if it is cheaper (or as cheap and of a preferred pattern); true if kept.
  static bool offer(Choice& slot, const Choice& c) {
    auto& patterns = preparedPatterns();
    const Pattern* incumbent = slot.pattern >= 0 ? patterns[slot.pattern].pattern : nullptr;
    bool tie = !(c.cost < slot.cost) && !(slot.cost < c.cost);
    if (!slot.valid || c.cost < slot.cost || (tie && incumbent && patterns[c.pattern].pattern->priority < incumbent->priority)) {
      slot = c;
      return true;
    }
    return false;
  }

  void cover(const ir::Instruction& inst) {
    if (inst.opcode() == ir::Opcode::Phi) return freeInRegister(&inst);
    if (ir::isTerminator(inst.opcode()) || inst.type().isVoid()) return;
    auto& patterns = preparedPatterns();
    ValueState& state = stateOf(&inst);
    if (!executable(inst)) {
      auto& row = ir::x86Rows()[inst.x86Row];
      if (out_.error.empty()) out_.error = "isel: @" + std::string(row.name) + " needs the CPU feature " + std::string(row.feature) + ", which this CPU lacks";
      return;
    }
    if (std::string call = libraryCallOf(inst, selector_.target()); !call.empty()) {
      if (out_.error.empty()) out_.error = "isel: " + subjectText(inst) + " is a call to the runtime library (" + call + "), which the model does not price";
      return;
    }
    TypeClass types = typeClassOf(inst);
    for (unsigned i : patternsRootedAt(inst)) {
      auto& p = patterns[i];
      if (!selector_.usable(i) || (p.pattern->rootBits && inst.type().bits() != p.pattern->rootBits)) continue;
      bool fits = p.pattern->types == types || p.pattern->types == TypeClass::Any || (p.pattern->types == TypeClass::Promoted && types == TypeClass::Scalar);
      if (!fits && inst.opcode() != ir::Opcode::ICmp && inst.opcode() != ir::Opcode::FCmp) continue;
      bool commutative = detail::commutativeNode(p.tree, inst);
      auto consider = [&](const Match& m) {
        if (!insideMatch(inst, m)) return;
        const ir::Type& leaf = m.leafCount ? m.leafSlots[0].value->type() : voidType();
        auto& in = selector_.instance(i, inst.type(), leaf);
        if (!in) return;
        Choice c = choice(tupleOf(*in), int(i), m, ResultKind::Reg);
        if (chargedCopy(*in, m, commutative))
          if (auto* copy = copyWeight(m.leafSlots[0].value)) c.cost = c.cost + tupleOf(*copy);
        for (auto& l : m) {
          const Choice& r = reference(l.value, leafKind(l.leafClass));
          if (!r.valid) return;
          c.cost = c.cost + r.cost;
        }
        offer(state.best[int(p.pattern->result)], c);
      };
      matchTree(p.tree, &inst, canon_, MatchSink(consider));
    }
    applyChains(&inst, state.best);
    if (shared(&inst)) makeView(&inst);
    if (!state.best[int(ResultKind::Reg)].valid) noteUncovered(inst);
  }

  // Records the first instruction that no pattern covers although every operand is covered: the
  // operation the model cannot price (its users fail only because of it).
  void noteUncovered(const ir::Instruction& inst) {
    if (!uncovered_.empty()) return;
    for (auto* op : inst.operands())
      if (!stateOf(canon_(op)).best[int(ResultKind::Reg)].valid && !stateOf(canon_(op)).best[int(ResultKind::Imm)].valid) return;
    uncovered_ = "isel: no pattern covers " + operationText(inst);
  }

  // What a library call refusal names: "i128 division", or the operation with its types.
  static std::string subjectText(const ir::Instruction& inst) {
    return inst.type().isInt() && inst.type().bits() > 64 ? inst.type().str() + " division" : operationText(inst);
  }

  // `%v3 = lshr <32 x i8> (<32 x i8>, <32 x i8>)`: the operation and its operand types.
  static std::string operationText(const ir::Instruction& inst) {
    std::string op = inst.opcode() == ir::Opcode::Call && inst.intrinsic != ir::Intrinsic::X86 ? "call " + std::string(ir::intrinsicStem(inst.intrinsic))
                     : inst.opcode() == ir::Opcode::Call                                    ? "call @" + std::string(ir::x86Rows()[inst.x86Row].name)
                     : inst.opcode() == ir::Opcode::ICmp ? "icmp " + std::string(ir::predicateName(inst.predicate))
                                                         : std::string(ir::opcodeName(inst.opcode()));
    std::string text = (inst.name().empty() ? "" : "%" + inst.name() + " = ") + op + " " + inst.type().str() + " (";
    for (unsigned k = 0; k < inst.numOperands(); ++k) text += (k ? ", " : "") + inst.operand(k)->type().str();
    return text + ")";
  }

  // Whether the CPU can run `inst` at all: an x86 intrinsic needs its row's feature.
  bool executable(const ir::Instruction& inst) const {
    if (inst.opcode() != ir::Opcode::Call || inst.intrinsic != ir::Intrinsic::X86) return true;
    auto& available = selector_.target().x86RowAvailable;
    return inst.x86Row < available.size() && available[inst.x86Row];
  }

  static const ir::Type& voidType() {
    static const ir::Type v = ir::Type::voidTy();
    return v;
  }

  const InstrWeight* copyWeight(const ir::Value* v) { return selector_.weights().weight(v->type().isVector() ? "MOVAPSrr" : "MOV64rr", AddressForm::None); }

  // Chain rules (a leaf-only tree): a value in one kind made into another; two rounds reach
  // every kind that one conversion after another can.
  void applyChains(const ir::Value* v, Choice* table) {
    auto& patterns = preparedPatterns();
    bool changed = true;
    for (int round = 0; round < 2 && changed; ++round) {
      changed = false;
      for (unsigned i : chainPatterns()) {
        auto& p = patterns[i];
        ResultKind from = leafKind(p.tree.leafClass);
        if (from == p.pattern->result || !table[int(from)].valid) continue;
        if (!detail::fitsLeafClass(p.tree.leafClass, v)) continue;
        auto& in = selector_.instance(i, v->type(), v->type());
        if (!in) continue;
        Match self;
        self.leafSlots[self.leafCount++] = {v, p.tree.leafId, p.tree.leafClass};
        changed = offer(table[int(p.pattern->result)], choice(table[int(from)].cost + tupleOf(*in), int(i), self, from)) || changed;
      }
    }
  }

  void emitRoot(const ir::Instruction& inst) {
    if (inst.opcode() == ir::Opcode::Ret && inst.numOperands() == 1) emitReference(canon_(inst.operand(0)), ResultKind::Reg);
    else if (inst.opcode() == ir::Opcode::Br && inst.numOperands() == 1) emitReference(canon_(inst.operand(0)), ResultKind::Flags);
    else if (inst.opcode() == ir::Opcode::Switch) emitReference(canon_(inst.operand(0)), ResultKind::Reg);
    else if (inst.opcode() == ir::Opcode::Phi)
      for (auto* op : inst.operands()) emitReference(canon_(op), ResultKind::Reg);
  }

  void emitReference(const ir::Value* v, ResultKind k) {
    ValueState& s = stateOf(v);
    bool duplicated = v->valueKind() == ir::Value::Kind::Instruction && isDuplicable(v);
    if (!shared(v) || duplicated) return emitChoice(v, s.best[int(k)], s.best);
    if (v->valueKind() == ir::Value::Kind::Instruction && !s.emitted) {
      s.emitted = true;
      emitChoice(v, s.best[int(ResultKind::Reg)], s.best);
    }
    emitChoice(v, s.view[int(k)], s.view);
  }

  void emitChoice(const ir::Value* v, const Choice& c, const Choice* table) {
    if (!c.valid) {
      if (out_.error.empty())
        out_.error = !uncovered_.empty() ? uncovered_ : "isel: no pattern covers a value of type " + v->type().str() + (v->name().empty() ? "" : " (%" + v->name() + ")");
      return;
    }
    if (c.pattern < 0) return;
    const PreparedPattern& p = preparedPatterns()[c.pattern];
    if (p.chain) emitChoice(v, table[int(c.from)], table);
    else
      for (auto& l : c) emitReference(l.value, leafKind(l.leafClass));
    const ir::Type& leaf = c.leafCount ? c.leafSlots[0].value->type() : voidType();
    auto& in = selector_.instance(size_t(c.pattern), v->type(), leaf);
    SelectedInstr instr{nullptr, p.pattern, v, {}, 0};
    freshTied_ = false;
    double start = p.chain ? 0 : emitExtensions(*v, c, 0);
    for (auto& l : c) {
      if (leafKind(l.leafClass) == ResultKind::Imm && !p.chain) continue;
      if (instr.inputCount < kMaxInputs) instr.inputs[instr.inputCount++] = l.value;
      start = std::max(start, stateOf(l.value).ready);
    }
    stateOf(v).ready = start + in->latency;
    bool commutative = !p.chain && instr.inputCount == 2 && v->valueKind() == ir::Value::Kind::Instruction &&
                       detail::commutativeNode(p.tree, static_cast<const ir::Instruction&>(*v));
    EmittedInstance e{out_.instrs.size(), in->twoAddress, commutative, instr.inputs, instr.inputCount, freshTied_};
    instances_.push_back(e);
    for (auto* w : in->instrs) {
      instr.weight = w;
      out_.instrs.push_back(instr);
    }
  }

  static bool isLeafOf(const Choice& c, const ir::Value* v) {
    return std::any_of(c.begin(), c.end(), [&](const LeafBinding& l) { return l.value == v; });
  }

  // The extensions of promoted operands that `v` and the interior nodes of its pattern `c` read
  // (IselPromote.h), each value extended once; returns their latency. They are charged after the
  // cover, not inside the DP. Notes in freshTied_ whether the root's first operand was extended
  // into a new register (MOVZX/MOVSX), which a two-address root may then overwrite.
  double emitExtensions(const ir::Value& v, const Choice& c, unsigned depth) {
    if (v.valueKind() != ir::Value::Kind::Instruction || depth > 4) return 0;
    auto& inst = static_cast<const ir::Instruction&>(v);
    double latency = 0;
    for (unsigned k = 0; k < inst.numOperands(); ++k) {
      Extension e = operandExtension(inst, k);
      const ir::Value* op = canon_(inst.operand(k));
      if (op->valueKind() == ir::Value::Kind::Instruction && !isLeafOf(c, op)) latency = std::max(latency, emitExtensions(*op, c, depth + 1));
      if (e == Extension::None || knownExtended(op, e)) continue;
      if (std::find(extended_.begin(), extended_.end(), std::pair{op, e}) != extended_.end()) continue;
      bool secondVersion = std::any_of(extended_.begin(), extended_.end(), [&](auto& x) { return x.first == op; });
      extended_.emplace_back(op, e);
      double chain = 0;
      auto names = extensionOpcodes(op->type().bits(), e);
      const InstrWeight* first = names.empty() ? nullptr : selector_.weights().weight(std::string(names.front()), AddressForm::None);
      if (secondVersion && first && first->twoAddress)
        if (auto* copy = copyWeight(op)) out_.instrs.push_back({copy, &copyPattern(), op, {op}, 1});
      for (auto name : names)
        if (auto* w = selector_.weights().weight(std::string(name), AddressForm::None)) {
          out_.instrs.push_back({w, &extensionPattern(e), op, {op}, 1});
          chain += w->latency;
          freshTied_ = freshTied_ || (depth == 0 && k == 0 && !w->twoAddress);
        }
      latency = std::max(latency, stateOf(op).ready + chain);
    }
    return latency;
  }

  bool readLater(size_t k, const ir::Value* v) const {
    for (size_t later = k + 1; later < instances_.size(); ++later)
      for (unsigned r = 0; r < instances_[later].readCount; ++r)
        if (instances_[later].reads[r] == v) return true;
    return false;
  }

  bool liveAfter(size_t k, const ir::Value* v) const { return readLater(k, v); }

  // Inserts the MOV before every two-address instance whose tied source is read by a later
  // instance, unless it is commutative and its other source dies. An argument is a value like any
  // other: the allocator reuses its register once it is dead. The MOV into the ABI's return
  // register that a two-address chain on an argument can need is not priced (tried: it ranked
  // worse against mca, LLVM often avoids it by a three-address form the DP does not see).
  void insertCopies() {
    std::vector<SelectedInstr> withCopies;
    withCopies.reserve(out_.instrs.size() + instances_.size());
    size_t next = 0;
    for (size_t k = 0; k < instances_.size(); ++k) {
      const EmittedInstance& e = instances_[k];
      for (; next < e.first; ++next) withCopies.push_back(out_.instrs[next]);
      if (!e.twoAddress || !e.readCount || e.freshTiedSource) continue;
      const ir::Value* tied = e.reads[0];
      bool needsCopy = liveAfter(k, tied) && !(e.commutative && e.readCount == 2 && !liveAfter(k, e.reads[1]));
      if (!needsCopy) continue;
      if (auto* copy = copyWeight(tied)) withCopies.push_back({copy, &copyPattern(), tied, {tied}, 1});
    }
    for (; next < out_.instrs.size(); ++next) withCopies.push_back(out_.instrs[next]);
    out_.instrs = std::move(withCopies);
  }

  static const Pattern& copyPattern() {
    static const Pattern copy{"copy", "$a", ResultKind::Reg, TypeClass::Any, "MOV64rr", 0,
                              "a two-address instruction would overwrite a source that is still needed", "%r = or {T} $a, 0"};
    return copy;
  }

  void finish() {
    insertCopies();
    SchedWeights& weights = selector_.weights();
    for (const SelectedInstr& i : controlFlowInstructions(f_, weights)) out_.instrs.push_back(i);
    std::vector<double>& pressure = selector_.pressureScratch();
    pressure.assign(weights.numResources(), 0);
    for (auto& i : out_.instrs) {
      out_.uops += i.weight->uops;
      for (auto& [resource, cycles] : i.weight->resources) pressure[resource] += cycles;
    }
    out_.rthroughput = out_.uops / std::max(1u, weights.issueWidth());
    for (double cycles : pressure) out_.rthroughput = std::max(out_.rthroughput, cycles);
    for (auto& s : states_) out_.latency = std::max(out_.latency, s.ready);
  }

  const ir::Function& f_;
  const CanonicalValues& canon_;
  InstructionSelector& selector_;
  const std::vector<const ir::Value*>& duplicable_;
  std::vector<const ir::Value*> blocked_;
  std::vector<std::pair<const ir::Value*, unsigned>> slots_;
  std::vector<ValueState> states_;
  std::vector<EmittedInstance> instances_;
  std::vector<std::pair<const ir::Value*, Extension>> extended_;
  bool freshTied_ = false;
  std::string uncovered_;
  Selection out_;
};

} // namespace

namespace {

bool cheaper(const Selection& a, const Selection& b) {
  return a.error.empty() && std::tie(a.uops, a.rthroughput, a.latency) < std::tie(b.uops, b.rthroughput, b.latency);
}

} // namespace

Selection InstructionSelector::select(const ir::Function& f) {
  std::vector<const ir::Value*> duplicated;
  CanonicalValues canon(f);
  Selector cut(f, canon, *this, duplicated);
  Selection best = cut.run();
  // At most this many re-selections, so that a large function with many shared values stays
  // linear in its size; the first candidates are the earliest blocked values.
  constexpr size_t kMaxDuplicationTrials = 16;
  for (size_t i = 0; i < cut.blocked().size() && i < kMaxDuplicationTrials; ++i) {
    const ir::Value* candidate = cut.blocked()[i];
    duplicated.push_back(candidate);
    Selection trial = Selector(f, canon, *this, duplicated).run();
    if (cheaper(trial, best)) best = std::move(trial);
    else duplicated.pop_back();
  }
  best.constants = canon.takeConstants();
  return best;
}

} // namespace theseus::cost
