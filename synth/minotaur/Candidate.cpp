#include "synth/minotaur/Candidate.h"

#include "synth/minotaur/FloatValues.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>

namespace theseus::synth {

namespace {

uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdull;
}

uint64_t typeHash(const ir::Type& t) { return mix(mix(uint64_t(t.kind()), t.bits()), t.lanes()); }

// The function being built and the mapping of the cut's values into it.
class Builder {
public:
  Builder(const ir::Function& cut, const Pool& pool, const Candidate& c, BuildMode mode, const ConstantValues* values)
      : cut_(cut), pool_(pool), c_(c), mode_(mode), values_(values) {
    std::vector<int> consts = c.constantNodes();
    for (size_t i = 0; i < consts.size(); ++i) constantOrder_[consts[i]] = unsigned(i);
  }

  // Builds @tgt; arguments in `frozen` are read through a freeze.
  std::unique_ptr<ir::Function> build(const std::set<unsigned>& frozen) {
    f_ = std::make_unique<ir::Function>("tgt", cut_.returnType());
    f_->returnAttrs = cut_.returnAttrs;
    for (auto& a : cut_.arguments()) {
      ir::Argument* arg = f_->addArgument(a->type(), a->name());
      arg->attrs = a->attrs;
      map_[a.get()] = arg;
    }
    addExtraArguments();
    entry_ = f_->addBlock("entry");
    for (unsigned i : frozen) {
      const ir::Argument* a = cut_.arguments()[i].get();
      auto fr = std::make_unique<ir::Instruction>(ir::Opcode::Freeze, a->type(), a->name() + ".fr");
      fr->addOperand(map_[a]);
      map_[a] = entry_->append(std::move(fr));
    }
    copyCutInstructions();
    ir::Value* result = emit(c_.root());
    auto ret = std::make_unique<ir::Instruction>(ir::Opcode::Ret, ir::Type::voidTy());
    ret->addOperand(result);
    entry_->append(std::move(ret));
    return std::move(f_);
  }

private:
  // Cost mode: one argument per hole; Symbolic mode: one noundef argument per constant, in the
  // pre-order of ConstantValues.
  void addExtraArguments() {
    const auto& nodes = c_.nodes();
    if (mode_ == BuildMode::Symbolic) {
      for (int n : c_.constantNodes()) {
        ir::Argument* arg = f_->addArgument(nodes[n].type, "c" + std::to_string(n));
        arg->attrs.noundef = true;
        extra_[n] = arg;
      }
      return;
    }
    for (size_t n = 0; n < nodes.size() && mode_ == BuildMode::Cost; ++n)
      if (nodes[n].kind == Node::Kind::Hole) extra_[int(n)] = f_->addArgument(nodes[n].type, "h" + std::to_string(n));
  }

  // Adds `v` and, transitively, the cut instructions it reads to `needed`.
  void markNeeded(const ir::Value* v, std::set<const ir::Value*>& needed) const {
    if (v->valueKind() != ir::Value::Kind::Instruction || !needed.insert(v).second) return;
    for (const ir::Value* op : static_cast<const ir::Instruction*>(v)->operands()) markNeeded(op, needed);
  }

  // Copies, in the cut's order, the cut instructions the candidate's inputs need, then the pool's
  // case conditions it reads (Pool::caseConditions, which only read the cut). In a region cut
  // they may come from any block (never a phi: the pool has no input computed from one), and
  // the blocks of a loop-free function are in an order where definitions come first (the
  // evaluator's requirement), so the copies form one straight-line block. A copy from a block
  // that does not always run now always runs: the proof against the cut decides whether that
  // is allowed (a division only a guard protected is not).
  void copyCutInstructions() {
    std::set<const ir::Value*> needed;
    for (const Node& n : c_.nodes())
      if (n.kind == Node::Kind::Input) markNeeded(pool_.inputs()[n.index].value, needed);
    for (auto& block : cut_.blocks())
      for (auto& inst : block->instructions())
        if (needed.count(inst.get())) copyInstruction(*inst);
    for (auto& inst : pool_.caseConditions())
      if (needed.count(inst.get())) copyInstruction(*inst);
  }

  // Appends a copy of `inst`, its operands mapped, and maps `inst` to it.
  void copyInstruction(const ir::Instruction& inst) {
    auto copy = inst.cloneWithoutOperands();
    for (const ir::Value* op : inst.operands()) copy->addOperand(mapped(op));
    map_[&inst] = entry_->append(std::move(copy));
  }

  // The value standing for the cut's `v` in the function being built.
  ir::Value* mapped(const ir::Value* v) {
    if (v->valueKind() == ir::Value::Kind::Constant) {
      auto* c = static_cast<const ir::Constant*>(v);
      return f_->constant(c->type(), c->lanes());
    }
    return map_.at(v);
  }

  // Appends a new instruction %tN.
  ir::Instruction* append(ir::Opcode op, const ir::Type& t, std::vector<ir::Value*> operands) {
    auto inst = std::make_unique<ir::Instruction>(op, t, "t" + std::to_string(++counter_));
    for (ir::Value* v : operands) inst->addOperand(v);
    return entry_->append(std::move(inst));
  }

  // The Cost-mode value of the `ordinal`-th symbolic constant: 3 or 4 (1 or 0 for i1; 3.0 or 4.0
  // for floating point), alternating
  // so that neighbouring constants (the arms of a select, the operands of one instruction) differ
  // and the cost model does not fold them as equal.
  static uint64_t placeholder(const ir::Type& t, unsigned ordinal) {
    if (t.bits() == 1) return ordinal % 2 == 0 ? 1 : 0;
    return 3 + ordinal % 2;
  }

  // The Cost-mode placeholder `v` in operand `i` of template `t`, moved into range when the operand
  // is a shift amount (below the width, not 0) or a lane index (below the lane count): an
  // out-of-range one is poison, which the cost model prices as free, yet no solved constant can
  // be out of range (the candidate would be poison where the source is not), so the lower bound
  // must not count on it.
  ir::Value* admissiblePlaceholder(const Template& t, size_t i, ir::Value* v) {
    using O = ir::Opcode;
    bool shift = (t.op == O::Shl || t.op == O::LShr || t.op == O::AShr) && i == 1;
    bool funnel = t.op == O::Call && (t.intrinsic == ir::Intrinsic::FShl || t.intrinsic == ir::Intrinsic::FShr) && i == 2;
    bool index = (t.op == O::InsertElement && i == 2) || (t.op == O::ExtractElement && i == 1);
    if (!(shift || funnel || index) || v->valueKind() != ir::Value::Kind::Constant) return v;
    auto value = static_cast<ir::Constant*>(v)->scalarValue();
    if (!value || !value->fitsIn64()) return v;
    uint64_t k = value->low64();
    if (index) {
      unsigned lanes = t.op == O::InsertElement ? t.result.lanes() : (t.operands.empty() ? 0 : t.operands[0].lanes());
      return lanes && k >= lanes ? f_->constantInt(v->type(), k % lanes) : v;
    }
    unsigned width = v->type().bits();
    return width > 1 && k >= width ? f_->constantInt(v->type(), 1 + (k - 1) % (width - 1)) : v;
  }

  // Constant node `n` as the mode has it: an argument, a placeholder, or its value.
  ir::Value* constantValue(int n) {
    const ir::Type& t = c_.nodes()[n].type;
    if (mode_ == BuildMode::Symbolic) return extra_.at(n);
    if (mode_ == BuildMode::Cost && t.isFloatOrVector()) {
      ir::Bits value = floatOfInteger(t.floatKind(), placeholder(t, constantOrder_.at(n)), false);
      return f_->constant(t, std::vector<ir::ConstLane>(t.lanes(), ir::ConstLane::value(value)));
    }
    if (mode_ == BuildMode::Cost) return f_->constantInt(t, placeholder(t, constantOrder_.at(n)));
    const std::vector<ir::Bits>& lanes = values_->at(constantOrder_.at(n));
    std::vector<ir::ConstLane> out;
    for (const ir::Bits& b : lanes) out.push_back(ir::ConstLane::value(b));
    return f_->constant(t, out);
  }

  // The concrete shuffle mask of mask node `n` (a placeholder in Cost mode); indices past both
  // sources are poison lanes.
  std::vector<int> maskOf(int n, unsigned sourceLanes) {
    const Node& m = c_.nodes()[n];
    std::vector<int> mask;
    for (unsigned i = 0; i < m.type.lanes(); ++i) {
      if (mode_ == BuildMode::Cost) {
        mask.push_back(int((2 * i + 1) % (2 * sourceLanes)));
        continue;
      }
      uint64_t v = values_->at(constantOrder_.at(n))[i].low64();
      mask.push_back(v < 2 * sourceLanes ? int(v) : -1);
    }
    return mask;
  }

  // A shuffle whose mask is an index-vector argument: per lane, extract by index from the first or
  // second source and insert.
  ir::Value* symbolicShuffle(const Template& t, ir::Value* a, ir::Value* b, ir::Value* mask) {
    unsigned m = a->type().lanes();
    ir::Type i32 = ir::Type::intTy(32);
    ir::Value* acc = f_->poison(t.result);
    for (unsigned i = 0; i < t.result.lanes(); ++i) {
      ir::Value* idx = append(ir::Opcode::ExtractElement, i32, {mask, f_->constantInt(i32, i)});
      ir::Value* fromA = append(ir::Opcode::ExtractElement, t.result.scalar(), {a, idx});
      ir::Value* idxB = append(ir::Opcode::Sub, i32, {idx, f_->constantInt(i32, m)});
      ir::Value* fromB = append(ir::Opcode::ExtractElement, t.result.scalar(), {b, idxB});
      ir::Instruction* inA = append(ir::Opcode::ICmp, ir::Type::intTy(1), {idx, f_->constantInt(i32, m)});
      inA->predicate = ir::ICmpPred::ULT;
      ir::Value* lane = append(ir::Opcode::Select, t.result.scalar(), {inA, fromA, fromB});
      acc = append(ir::Opcode::InsertElement, t.result, {acc, lane, f_->constantInt(i32, i)});
    }
    return acc;
  }

  // Emits operation node `n` after its operands, reinterpreted as the node's type.
  ir::Value* emitOp(int n) {
    const Node& node = c_.nodes()[n];
    const Template& t = pool_.templates()[node.index];
    std::vector<ir::Value*> ops;
    size_t valueSlots = t.symbolicMask ? node.children.size() - 1 : node.children.size();
    for (size_t i = 0; i < valueSlots; ++i) ops.push_back(emit(node.children[i]));
    if (t.symbolicMask && mode_ == BuildMode::Symbolic)
      return reinterpreted(symbolicShuffle(t, ops[0], ops[1], emit(node.children.back())), node.type);
    if (mode_ == BuildMode::Cost)
      for (size_t i = 0; i < valueSlots; ++i)
        if (c_.nodes()[node.children[i]].kind == Node::Kind::Constant) ops[i] = admissiblePlaceholder(t, i, ops[i]);
    if (t.falseImmediate) ops.push_back(f_->constantInt(ir::Type::intTy(1), 0));
    ir::Instruction* inst = append(t.op, t.result, ops);
    inst->flags = t.flags;
    inst->predicate = t.predicate;
    inst->fcmpPredicate = t.fcmpPredicate;
    inst->intrinsic = t.intrinsic;
    inst->x86Row = t.x86Row;
    if (t.op == ir::Opcode::Load) inst->align = 1;
    if (t.symbolicMask) inst->mask = maskOf(node.children.back(), ops[0]->type().lanes());
    return reinterpreted(inst, node.type);
  }

  // `v` as type `t`: itself, or a bitcast (the untyped view of the pool).
  ir::Value* reinterpreted(ir::Value* v, const ir::Type& t) {
    return v->type() == t ? v : append(ir::Opcode::BitCast, t, {v});
  }

  // The value of node `n`.
  ir::Value* emit(int n) {
    const Node& node = c_.nodes()[n];
    switch (node.kind) {
    case Node::Kind::Input: return reinterpreted(map_.at(pool_.inputs()[node.index].value), node.type);
    case Node::Kind::Constant: return constantValue(n);
    case Node::Kind::Hole: return extra_.at(n);
    case Node::Kind::Op: return emitOp(n);
    }
    return nullptr;
  }

  const ir::Function& cut_;
  const Pool& pool_;
  const Candidate& c_;
  BuildMode mode_;
  const ConstantValues* values_;
  std::map<int, unsigned> constantOrder_;
  std::unique_ptr<ir::Function> f_;
  ir::Block* entry_ = nullptr;
  std::map<const ir::Value*, ir::Value*> map_;
  std::map<int, ir::Argument*> extra_;
  unsigned counter_ = 0;
};

} // namespace

Candidate Candidate::hole(const ir::Type& t) {
  Candidate c;
  c.nodes_.push_back({Node::Kind::Hole, 0, t, {}});
  c.holes_ = 1;
  return c;
}

Candidate Candidate::input(const ir::Type& t, unsigned index) {
  Candidate c;
  c.nodes_.push_back({Node::Kind::Input, index, t, {}});
  return c;
}

Candidate Candidate::constant(const ir::Type& t) {
  Candidate c;
  c.nodes_.push_back({Node::Kind::Constant, 0, t, {}});
  c.constants_ = 1;
  return c;
}

int Candidate::firstHoleFrom(int n) const {
  if (nodes_[n].kind == Node::Kind::Hole) return n;
  for (int child : nodes_[n].children)
    if (int h = firstHoleFrom(child); h >= 0) return h;
  return -1;
}

int Candidate::firstHole() const { return holes_ ? firstHoleFrom(0) : -1; }

Candidate Candidate::fill(int at, unsigned tmpl, const std::vector<Node>& slots) const {
  Candidate c = *this;
  c.nodes_[at].kind = Node::Kind::Op;
  c.nodes_[at].index = tmpl;
  c.ops_ += 1;
  c.holes_ -= 1;
  for (const Node& s : slots) {
    c.nodes_[at].children.push_back(int(c.nodes_.size()));
    c.nodes_.push_back(s);
    c.holes_ += s.kind == Node::Kind::Hole;
    c.constants_ += s.kind == Node::Kind::Constant;
  }
  return c;
}

uint64_t Candidate::hashOf(const Pool& pool, int n) const {
  const Node& node = nodes_[n];
  uint64_t h = mix(uint64_t(node.kind) + 1, typeHash(node.type));
  if (node.kind == Node::Kind::Input) return mix(h, node.index);
  if (node.kind != Node::Kind::Op) return h;
  h = mix(h, node.index);
  std::vector<uint64_t> children;
  for (int child : node.children) children.push_back(hashOf(pool, child));
  if (pool.templates()[node.index].commutative && children.size() >= 2 && children[1] < children[0]) std::swap(children[0], children[1]);
  for (uint64_t c : children) h = mix(h, c);
  return h;
}

uint64_t Candidate::canonicalHash(const Pool& pool) const { return hashOf(pool, 0); }

unsigned Candidate::constantBits() const {
  unsigned bits = 0;
  for (const Node& n : nodes_)
    if (n.kind == Node::Kind::Constant) bits += n.type.totalBits();
  return bits;
}

void Candidate::constantNodesFrom(int n, std::vector<int>& out) const {
  if (nodes_[n].kind == Node::Kind::Constant) out.push_back(n);
  for (int child : nodes_[n].children) constantNodesFrom(child, out);
}

std::vector<int> Candidate::constantNodes() const {
  std::vector<int> out;
  constantNodesFrom(0, out);
  return out;
}

std::vector<unsigned> argumentUses(const ir::Function& f) {
  std::vector<unsigned> uses(f.arguments().size(), 0);
  for (auto& b : f.blocks())
    for (auto& inst : b->instructions())
      for (const ir::Value* v : inst->operands())
        if (v->valueKind() == ir::Value::Kind::Argument) ++uses[static_cast<const ir::Argument*>(v)->index()];
  return uses;
}

std::unique_ptr<ir::Function> buildCandidate(const ir::Function& cut, const Pool& pool, const Candidate& candidate, BuildMode mode,
                                             const ConstantValues* values, bool freezeInputs) {
  Builder plain(cut, pool, candidate, mode, values);
  auto f = plain.build({});
  if (mode != BuildMode::Concrete || !freezeInputs) return f;
  std::vector<unsigned> cutUses = argumentUses(cut), tgtUses = argumentUses(*f);
  std::set<unsigned> frozen;
  for (unsigned i = 0; i < cutUses.size(); ++i)
    if (!cut.arguments()[i]->attrs.noundef && tgtUses[i] > std::max(1u, cutUses[i])) frozen.insert(i);
  if (frozen.empty()) return f;
  Builder withFreeze(cut, pool, candidate, mode, values);
  return withFreeze.build(frozen);
}

} // namespace theseus::synth
