#include "cost/Isel.h"

#include "cost/IselTree.h"

#include <algorithm>
#include <map>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

namespace theseus::cost {

namespace {

// The additive figure the DP minimizes, compared lexicographically.
struct Tuple {
  double uops = 0, rthroughput = 0, latency = 0;
  Tuple operator+(const Tuple& o) const { return {uops + o.uops, rthroughput + o.rthroughput, latency + o.latency}; }
  bool operator<(const Tuple& o) const { return std::tie(uops, rthroughput, latency) < std::tie(o.uops, o.rthroughput, o.latency); }
};

// A parsed pattern and the IR opcode its root matches.
struct PreparedPattern {
  const Pattern* pattern;
  TreeNode tree;
  bool chain;
  std::string rootOpcode;
};

std::string rootOpcodeOf(const TreeNode& t) {
  if (t.op.starts_with("call:") || t.op.starts_with("x86:")) return "call";
  if (t.op.starts_with("shuffle:")) return "shufflevector";
  return t.op.substr(0, t.op.find('.'));
}

const std::vector<PreparedPattern>& preparedPatterns() {
  static const std::vector<PreparedPattern> prepared = [] {
    std::vector<PreparedPattern> out;
    for (auto& p : iselPatterns()) {
      auto tree = parseTree(p.tree);
      if (!tree) continue;
      out.push_back({&p, *tree, tree->isLeaf, tree->isLeaf ? "" : rootOpcodeOf(*tree)});
    }
    return out;
  }();
  return prepared;
}

// The indices of the non-chain patterns whose root is `op`.
const std::vector<size_t>& patternsRootedAt(ir::Opcode op) {
  static const std::vector<std::vector<size_t>> byOpcode = [] {
    std::vector<std::vector<size_t>> table(256);
    auto& patterns = preparedPatterns();
    for (size_t i = 0; i < patterns.size(); ++i)
      if (!patterns[i].chain)
        if (auto op = ir::opcodeFromName(patterns[i].rootOpcode)) table[size_t(*op)].push_back(i);
    return table;
  }();
  return byOpcode[size_t(op)];
}

// The indices of the chain rules (leaf-only trees).
const std::vector<size_t>& chainPatterns() {
  static const std::vector<size_t> chains = [] {
    std::vector<size_t> out;
    for (size_t i = 0; i < preparedPatterns().size(); ++i)
      if (preparedPatterns()[i].chain) out.push_back(i);
    return out;
  }();
  return chains;
}

std::string elementLetter(unsigned bits) {
  switch (bits) {
  case 8: return "B";
  case 16: return "W";
  case 32: return "D";
  case 64: return "Q";
  default: return "?";
  }
}

std::optional<PatternInstance> buildInstance(const Pattern& p, const ir::Type& root, const ir::Type& leaf, const IselTarget& target,
                                            SchedWeights& weights) {
    const ir::Type& cls = root.bits() == 1 && !leaf.isVoid() ? leaf : root;
    bool fits = p.types == TypeClass::Any || (p.types == TypeClass::Scalar && cls.isInt() && cls.bits() <= 64) ||
                (p.types == TypeClass::Wide && cls.isInt() && cls.bits() == 128) || (p.types == TypeClass::Vector && cls.isVector());
    if (!fits || (p.leafBits && leaf.bits() != p.leafBits)) return std::nullopt;
    if (!p.avoidOn.empty() && std::find(target.tuning.begin(), target.tuning.end(), p.avoidOn) != target.tuning.end()) return std::nullopt;
    PatternInstance in;
    unsigned partBits = std::min(std::max(128u, cls.totalBits()), target.vectorBits);
    if (cls.isVector()) in.parts = (cls.totalBits() + partBits - 1) / partBits;
    std::map<std::string, std::string> tokens = {
        {"{w}", root.bits() <= 32 ? "32" : "64"}, {"{W}", std::to_string(std::max(8u, leaf.bits()))},
        {"{v}", target.avx ? "V" : ""},          {"{e}", elementLetter(root.bits())},
        {"{E}", elementLetter(leaf.bits())},      {"{y}", partBits == 256 ? "Y" : partBits == 512 ? "Z" : ""},
        {"{ri}", root.bits() <= 32 ? "ri" : "ri32"},   {"{Ri}", leaf.bits() == 64 ? "ri32" : "ri"}};
    std::string_view mc = p.mc;
    while (!mc.empty()) {
      size_t space = mc.find(' ');
      std::string name(mc.substr(0, space));
      mc = space == std::string_view::npos ? "" : mc.substr(space + 1);
      for (auto& [token, text] : tokens)
        for (size_t at; (at = name.find(token)) != std::string::npos;) name.replace(at, token.size(), text);
      auto w = weights.weight(name, p.address);
      if (!w) return std::nullopt;
      for (unsigned part = 0; part < in.parts; ++part) {
        in.instrs.push_back(*w);
        in.uops += w->uops;
        in.rthroughput += w->rthroughput;
        if (part == 0) in.latency += w->latency;
      }
    }
    return in;
  }


// A choice for (value, kind): the pattern (-1: free, an argument or an immediate; -2: a shared
// value read from its register), its match, the kind a chain rule converts from, the total.
struct Choice {
  bool valid = false;
  Tuple cost;
  int pattern = -1;
  Match match;
  ResultKind from = ResultKind::Reg;
};

Tuple tupleOf(const PatternInstance& in) { return {in.uops, in.rthroughput, in.latency}; }

struct ValueState {
  Choice best[kResultKinds];
  Choice view[kResultKinds];
};

class Selector {
public:
  Selector(const ir::Function& f, InstructionSelector& selector) : f_(f), selector_(selector) {}

  Selection run() {
    countUses();
    for (auto& a : f_.arguments()) freeInRegister(a.get());
    for (auto& b : f_.blocks())
      for (auto& inst : b->instructions()) cover(*inst);
    for (auto& b : f_.blocks())
      for (auto& inst : b->instructions()) emitRoot(*inst);
    finish();
    return std::move(out_);
  }

private:
  void countUses() {
    for (auto& b : f_.blocks())
      for (auto& inst : b->instructions())
        for (auto* op : inst->operands()) users_[op].push_back(inst.get());
  }
  bool shared(const ir::Value* v) const {
    if (v->valueKind() != ir::Value::Kind::Instruction) return v->valueKind() == ir::Value::Kind::Argument;
    auto it = users_.find(v);
    auto* inst = static_cast<const ir::Instruction*>(v);
    return inst->opcode() == ir::Opcode::Phi || (it != users_.end() && it->second.size() > 1);
  }

  void freeInRegister(const ir::Value* v) {
    auto& s = states_[v];
    s.best[int(ResultKind::Reg)] = {true, {}, -1, {}, ResultKind::Reg};
    applyChains(v, s.best);
    makeView(v);
  }

  void makeView(const ir::Value* v) {
    auto& s = states_[v];
    s.view[int(ResultKind::Reg)] = {true, {}, -2, {}, ResultKind::Reg};
    applyChains(v, s.view);
  }

  ValueState& stateOf(const ir::Value* v) {
    auto it = states_.find(v);
    if (it != states_.end()) return it->second;
    auto& s = states_[v];
    if (v->valueKind() == ir::Value::Kind::Constant) {
      s.best[int(ResultKind::Imm)] = {true, {}, -1, {}, ResultKind::Imm};
      applyChains(v, s.best);
    }
    return s;
  }

  // The cost a user pays to read `v` in kind `k`.
  const Choice& reference(const ir::Value* v, ResultKind k) {
    ValueState& s = stateOf(v);
    return shared(v) ? s.view[int(k)] : s.best[int(k)];
  }

  const std::optional<PatternInstance>& instance(size_t index, const ir::Type& root, const ir::Type& leaf) {
    return selector_.instance(index, root, leaf);
  }

  bool insideMatch(const ir::Instruction& root, const Match& m) const {
    for (auto* interior : m.interior)
      for (auto* user : users_.at(interior))
        if (user != &root && std::find(m.interior.begin(), m.interior.end(), user) == m.interior.end()) return false;
    return true;
  }

  static void offer(Choice& slot, const Choice& c) {
    const Pattern* incumbent = slot.pattern >= 0 ? preparedPatterns()[slot.pattern].pattern : nullptr;
    bool tie = !(c.cost < slot.cost) && !(slot.cost < c.cost);
    if (!slot.valid || c.cost < slot.cost || (tie && incumbent && preparedPatterns()[c.pattern].pattern->priority < incumbent->priority)) slot = c;
  }

  void cover(const ir::Instruction& inst) {
    if (inst.opcode() == ir::Opcode::Phi) return freeInRegister(&inst);
    if (ir::isTerminator(inst.opcode()) || inst.type().isVoid()) return;
    auto& patterns = preparedPatterns();
    for (size_t i : patternsRootedAt(inst.opcode())) {
      auto& p = patterns[i];
      for (auto& m : matchTree(p.tree, &inst)) {
        if (!insideMatch(inst, m)) continue;
        ir::Type leaf = m.leaves.empty() ? ir::Type::voidTy() : m.leaves.front().value->type();
        auto& in = instance(i, inst.type(), leaf);
        if (!in) continue;
        Choice c{true, tupleOf(*in), int(i), m, ResultKind::Reg};
        for (auto& l : m.leaves) {
          const Choice& r = reference(l.value, leafKind(l.leafClass));
          if (!r.valid) c.valid = false;
          c.cost = c.cost + r.cost;
        }
        if (c.valid) offer(states_[&inst].best[int(p.pattern->result)], c);
      }
    }
    applyChains(&inst, states_[&inst].best);
    if (shared(&inst)) makeView(&inst);
  }

  // Chain rules (a leaf-only tree): a value in one kind made into another; two rounds reach
  // every kind that one conversion after another can.
  void applyChains(const ir::Value* v, Choice* table) {
    auto& patterns = preparedPatterns();
    for (int round = 0; round < 2; ++round)
      for (size_t i : chainPatterns()) {
        auto& p = patterns[i];
        ResultKind from = leafKind(p.tree.leafClass);
        if (from == p.pattern->result || !table[int(from)].valid) continue;
        auto& in = instance(i, v->type(), v->type());
        if (!in) continue;
        Match self;
        self.leaves.push_back({p.tree.leaf, v, p.tree.leafClass});
        offer(table[int(p.pattern->result)], {true, table[int(from)].cost + tupleOf(*in), int(i), self, from});
      }
  }

  std::string nameOf(const ir::Value* v) {
    if (auto k = constantValue(v); k && v->valueKind() == ir::Value::Kind::Constant) return std::to_string(*k);
    if (v->valueKind() == ir::Value::Kind::Constant) return "<const>";
    if (!v->name().empty()) return "%" + v->name();
    auto [it, added] = anonymous_.emplace(v, "%t" + std::to_string(anonymous_.size()));
    return it->second;
  }

  void emitRoot(const ir::Instruction& inst) {
    if (inst.opcode() == ir::Opcode::Ret && inst.numOperands() == 1) emitReference(inst.operand(0), ResultKind::Reg);
    else if (inst.opcode() == ir::Opcode::Br && inst.numOperands() == 1) emitReference(inst.operand(0), ResultKind::Flags);
    else if (inst.opcode() == ir::Opcode::Phi)
      for (auto* op : inst.operands()) emitReference(op, ResultKind::Reg);
  }

  void emitReference(const ir::Value* v, ResultKind k) {
    if (!shared(v)) return emitChoice(v, stateOf(v).best[int(k)], stateOf(v).best);
    if (v->valueKind() == ir::Value::Kind::Instruction && emitted_.insert(v).second)
      emitChoice(v, stateOf(v).best[int(ResultKind::Reg)], stateOf(v).best);
    emitChoice(v, stateOf(v).view[int(k)], stateOf(v).view);
  }

  void emitChoice(const ir::Value* v, const Choice& c, const Choice* table) {
    if (!c.valid) {
      if (out_.error.empty()) out_.error = "isel: no pattern covers " + nameOf(v) + " of type " + v->type().str();
      return;
    }
    if (c.pattern < 0) return;
    const PreparedPattern& p = preparedPatterns()[c.pattern];
    if (p.chain) emitChoice(v, table[int(c.from)], table);
    else
      for (auto& l : c.match.leaves) emitReference(l.value, leafKind(l.leafClass));
    ir::Type leaf = c.match.leaves.empty() ? ir::Type::voidTy() : c.match.leaves.front().value->type();
    auto& in = instance(size_t(c.pattern), v->type(), leaf);
    double start = 0;
    std::vector<std::string> inputs;
    for (auto& l : c.match.leaves) {
      if (leafKind(l.leafClass) == ResultKind::Imm && !p.chain) continue;
      inputs.push_back(nameOf(l.value));
      start = std::max(start, ready_[l.value]);
    }
    ready_[v] = start + in->latency;
    const ir::Value* tied = nullptr;
    for (auto& l : c.match.leaves)
      if (leafKind(l.leafClass) != ResultKind::Imm) {
        tied = l.value;
        break;
      }
    instances_.push_back({out_.instrs.size(), tied, {}});
    for (auto& l : c.match.leaves) instances_.back().reads.push_back(l.value);
    for (auto& w : in->instrs) out_.instrs.push_back({w, p.pattern, nameOf(v), inputs});
  }

  // Inserts the MOV before every two-address instance whose tied source is an argument or is
  // read again by a later instance.
  void insertCopies() {
    std::vector<SelectedInstr> withCopies;
    size_t next = 0;
    for (size_t k = 0; k < instances_.size(); ++k) {
      const EmittedInstance& e = instances_[k];
      for (; next < e.first; ++next) withCopies.push_back(out_.instrs[next]);
      bool liveAfter = false;
      for (size_t later = k + 1; later < instances_.size() && e.tied; ++later)
        liveAfter = liveAfter || std::find(instances_[later].reads.begin(), instances_[later].reads.end(), e.tied) != instances_[later].reads.end();
      bool needsCopy = e.first < out_.instrs.size() && out_.instrs[e.first].weight.twoAddress && e.tied &&
                       (liveAfter || e.tied->valueKind() == ir::Value::Kind::Argument);
      if (needsCopy) {
        auto copy = selector_.weights().weight(e.tied->type().isVector() ? "MOVAPSrr" : "MOV64rr", AddressForm::None);
        if (copy) withCopies.push_back({*copy, &copyPattern(), nameOf(e.tied), {nameOf(e.tied)}});
      }
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
    std::map<unsigned, double> pressure;
    for (auto& i : out_.instrs) {
      out_.uops += i.weight.uops;
      for (auto& [resource, cycles] : i.weight.resources) pressure[resource] += cycles;
    }
    out_.rthroughput = out_.uops / std::max(1u, selector_.weights().issueWidth());
    for (auto& [resource, cycles] : pressure) out_.rthroughput = std::max(out_.rthroughput, cycles);
    for (auto& [v, t] : ready_) out_.latency = std::max(out_.latency, t);
  }

  const ir::Function& f_;
  InstructionSelector& selector_;
  std::unordered_map<const ir::Value*, std::vector<const ir::Instruction*>> users_;
  std::unordered_map<const ir::Value*, ValueState> states_;
  std::unordered_set<const ir::Value*> emitted_;
  std::unordered_map<const ir::Value*, double> ready_;
  std::unordered_map<const ir::Value*, std::string> anonymous_;
  // Each emitted pattern instance: its first instruction, its tied source and every leaf it reads.
  struct EmittedInstance {
    size_t first;
    const ir::Value* tied;
    std::vector<const ir::Value*> reads;
  };
  std::vector<EmittedInstance> instances_;
  Selection out_;
};

} // namespace

Selection InstructionSelector::select(const ir::Function& f) { return Selector(f, *this).run(); }

const std::optional<PatternInstance>& InstructionSelector::instance(size_t index, const ir::Type& root, const ir::Type& leaf) {
  auto typeKey = [](const ir::Type& t) { return (uint64_t(t.kind()) << 24) | (uint64_t(t.bits() & 0x3fff) << 10) | uint64_t(t.lanes() & 0x3ff); };
  uint64_t key = (uint64_t(index) << 52) | (typeKey(root) << 26) | typeKey(leaf);
  auto it = instances_.find(key);
  if (it != instances_.end()) return it->second;
  return instances_[key] = buildInstance(*preparedPatterns()[index].pattern, root, leaf, target_, weights_);
}

} // namespace theseus::cost
