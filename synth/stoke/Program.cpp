#include "synth/stoke/Program.h"

#include "semantics/IntOps.h"
#include "semantics/WordOps.h"
#include "synth/engine/RewriteSkeleton.h"

#include <algorithm>
#include <map>

namespace theseus::synth::stoke {

namespace {

// `o` with every forwarding no-op it names followed to the operand that no-op forwards.
Operand resolve(const Program& p, Operand o) {
  while (!o.immediate && o.index >= p.argCount && !p.slots[o.index - p.argCount].op) o = p.slots[o.index - p.argCount].a;
  return o;
}

Operand returned(const Program& p) {
  if (p.slots.empty()) return Operand{false, 0, 0};
  return resolve(p, Operand{false, p.argCount + unsigned(p.slots.size()) - 1, 0});
}

void markLive(const Program& p, const Operand& o, std::vector<bool>& live) {
  if (o.immediate || o.index < p.argCount) return;
  unsigned s = o.index - p.argCount;
  if (live[s]) return;
  live[s] = true;
  markLive(p, p.slots[s].a, live);
  if (p.slots[s].op) markLive(p, p.slots[s].b, live);
}

bool operandValid(const Operand& o, unsigned poolSize) { return o.immediate || o.index < poolSize; }

} // namespace

Program emptyProgram(unsigned width, unsigned argCount, unsigned slots) {
  Program p;
  p.width = width;
  p.argCount = argCount;
  p.slots.assign(slots, Slot{std::nullopt, Operand{false, 0, 0}, Operand{false, 0, 0}});
  return p;
}

bool wellFormed(const Program& p) {
  for (size_t i = 0; i < p.slots.size(); ++i) {
    unsigned pool = p.argCount + unsigned(i);
    if (!operandValid(p.slots[i].a, pool) || !operandValid(p.slots[i].b, pool)) return false;
  }
  return true;
}

std::vector<bool> liveSlots(const Program& p) {
  std::vector<bool> live(p.slots.size(), false);
  if (p.slots.empty()) return live;
  markLive(p, Operand{false, p.argCount + unsigned(p.slots.size()) - 1, 0}, live);
  return live;
}

std::vector<ir::Opcode> liveOperations(const Program& p) {
  std::vector<bool> live = liveSlots(p);
  std::vector<ir::Opcode> out;
  for (size_t i = 0; i < p.slots.size(); ++i)
    if (live[i] && p.slots[i].op) out.push_back(*p.slots[i].op);
  return out;
}

std::string liveKey(const Program& p) {
  std::vector<bool> live = liveSlots(p);
  std::map<unsigned, unsigned> renumbered;
  auto ref = [&](const Operand& raw) {
    Operand o = resolve(p, raw);
    if (o.immediate) return "#" + std::to_string(o.value);
    if (o.index < p.argCount) return "a" + std::to_string(o.index);
    return "t" + std::to_string(renumbered.at(o.index - p.argCount));
  };
  std::string key;
  for (size_t i = 0; i < p.slots.size(); ++i) {
    if (!live[i] || !p.slots[i].op) continue;
    key += std::string(ir::opcodeName(*p.slots[i].op)) + " " + ref(p.slots[i].a) + " " + ref(p.slots[i].b) + ";";
    renumbered[unsigned(i)] = unsigned(renumbered.size());
  }
  return key + "ret " + ref(returned(p));
}

BatchLane evaluate(const Program& p, const TestBatch& batch) {
  Batch d;
  std::vector<BatchLane> pool(batch.leaves.begin(), batch.leaves.begin() + p.argCount);
  auto lane = [&](const Operand& o) -> BatchLane {
    if (o.immediate) return {d.constantU(p.width, o.value), 0};
    return pool[o.index];
  };
  for (const Slot& s : p.slots) {
    if (!s.op) {
      pool.push_back(lane(s.a));
      continue;
    }
    semantics::Effects<Batch> fx{0};
    BatchLane r = semantics::binaryLane(d, *s.op, 0, lane(s.a), lane(s.b), fx);
    r.poison |= fx.ub;
    pool.push_back(std::move(r));
  }
  return pool.back();
}

uint64_t hammingCost(const Program& p, const TestBatch& batch, const BatchLane& out) {
  uint64_t mask = semantics::word::lowMask<uint64_t>(p.width), bits = 0;
  for (unsigned t = 0; t < semantics::kBatch; ++t) {
    if (!((batch.care >> t) & 1)) continue;
    if ((out.poison >> t) & 1) bits += p.width;
    else bits += unsigned(__builtin_popcountll((out.value.v[t] ^ batch.expected[t]) & mask));
  }
  return bits;
}

std::unique_ptr<ir::Function> buildFunction(const Program& p, const ir::Function& src, const std::string& name) {
  RewriteSkeleton skeleton = rewriteSkeleton(src, name);
  std::unique_ptr<ir::Function> f = std::move(skeleton.function);
  std::vector<ir::Value*> pool = skeleton.arguments;
  ir::Block* entry = skeleton.entry;
  std::vector<bool> live = liveSlots(p);
  auto value = [&](const Operand& o) -> ir::Value* {
    if (o.immediate) return f->constantInt(src.returnType(), o.value);
    return pool[o.index];
  };
  unsigned named = 0;
  for (size_t i = 0; i < p.slots.size(); ++i) {
    const Slot& s = p.slots[i];
    if (!live[i] || !s.op) {
      pool.push_back(live[i] ? value(s.a) : nullptr);
      continue;
    }
    ir::Value* a = value(s.a);
    ir::Value* b = value(s.b);
    if (s.a.immediate && !s.b.immediate && ir::isCommutative(*s.op)) std::swap(a, b);
    auto inst = std::make_unique<ir::Instruction>(*s.op, src.returnType(), "t" + std::to_string(++named));
    inst->addOperand(a);
    inst->addOperand(b);
    pool.push_back(entry->append(std::move(inst)));
  }
  auto ret = std::make_unique<ir::Instruction>(ir::Opcode::Ret, ir::Type::voidTy());
  ret->addOperand(p.slots.empty() ? pool.front() : pool.back());
  entry->append(std::move(ret));
  return f;
}

std::optional<Program> programFromSource(const ir::Function& src, unsigned slots, const std::vector<ir::Opcode>& ops) {
  if (src.blocks().size() != 1 || src.arguments().empty()) return std::nullopt;
  const ir::Block& block = *src.entry();
  std::vector<const ir::Instruction*> body;
  for (auto& inst : block.instructions())
    if (inst.get() != block.terminator()) body.push_back(inst.get());
  const ir::Instruction* term = block.terminator();
  if (!term || term->opcode() != ir::Opcode::Ret || term->numOperands() != 1) return std::nullopt;
  bool forwardReturn = body.empty() || term->operand(0) != body.back();
  unsigned used = unsigned(body.size()) + (forwardReturn ? 1 : 0);
  if (used > slots) return std::nullopt;
  Program p = emptyProgram(src.returnType().bits(), unsigned(src.arguments().size()), slots);
  unsigned lead = slots - used;
  std::map<const ir::Value*, Operand> operands;
  for (auto& a : src.arguments()) operands[a.get()] = Operand{false, a->index(), 0};
  auto operandOf = [&](const ir::Value* v) -> std::optional<Operand> {
    if (auto it = operands.find(v); it != operands.end()) return it->second;
    if (v->valueKind() != ir::Value::Kind::Constant || !(v->type() == src.returnType())) return std::nullopt;
    auto bits = static_cast<const ir::Constant*>(v)->scalarValue();
    if (!bits) return std::nullopt;
    return Operand{true, 0, bits->low64()};
  };
  for (size_t j = 0; j < body.size(); ++j) {
    const ir::Instruction& inst = *body[j];
    bool known = std::find(ops.begin(), ops.end(), inst.opcode()) != ops.end();
    if (!known || inst.flags != ir::FlagNone || inst.numOperands() != 2 || !(inst.type() == src.returnType())) return std::nullopt;
    auto a = operandOf(inst.operand(0)), b = operandOf(inst.operand(1));
    if (!a || !b) return std::nullopt;
    p.slots[lead + j] = Slot{inst.opcode(), *a, *b};
    operands[&inst] = Operand{false, p.argCount + lead + unsigned(j), 0};
  }
  if (forwardReturn) {
    auto r = operandOf(term->operand(0));
    if (!r) return std::nullopt;
    p.slots.back() = Slot{std::nullopt, *r, Operand{false, 0, 0}};
  }
  return p;
}

} // namespace theseus::synth::stoke
