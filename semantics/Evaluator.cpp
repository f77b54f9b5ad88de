#include "semantics/Evaluator.h"

#include "semantics/ConcreteBatch.h"
#include "semantics/ConcreteMemory.h"
#include "semantics/Interpreter.h"

#include <algorithm>

namespace theseus::semantics {

namespace {

unsigned widestLane(const ir::Type& t) {
  auto widths = t.flatLaneWidths();
  return widths.empty() ? 0 : *std::max_element(widths.begin(), widths.end());
}

// The widest integer semantics/MemoryBytes.h forms to move a value of `type` to or from memory:
// a lane when each lane owns its bytes, else the whole value.
unsigned accessBits(const ir::Type& type) { return lanesOwnTheirBytes(type) ? type.bits() : 8 * storeBytes(type); }

// The widest integer a load or store forms (accessBits), or 0 for another instruction.
unsigned accessBits(const ir::Instruction& inst) {
  if (inst.opcode() == ir::Opcode::Load) return accessBits(inst.type());
  if (inst.opcode() == ir::Opcode::Store) return accessBits(inst.operand(0)->type());
  return 0;
}

unsigned widestLane(const ir::Function& f) {
  unsigned w = widestLane(f.returnType());
  for (auto& a : f.arguments()) w = std::max(w, widestLane(a->type()));
  for (auto& b : f.blocks())
    for (auto& inst : b->instructions()) {
      w = std::max({w, widestLane(inst->type()), accessBits(*inst)});
      if (inst->intrinsic == ir::Intrinsic::X86) w = std::max(w, ir::x86WorkingWidth(ir::x86Rows().at(inst->x86Row)));
      for (auto* op : inst->operands()) w = std::max(w, widestLane(op->type()));
    }
  return w;
}

template <class W> W wordOf(const ir::Bits& b) {
  W v = W(b.words()[0]);
  if constexpr (sizeof(W) > 8)
    if (b.words().size() > 1) v |= W(b.words()[1]) << 64;
  return v;
}

template <class W> ir::Bits bitsOf(W v, unsigned width) {
  std::vector<uint64_t> words{uint64_t(v)};
  if constexpr (sizeof(W) > 8) words.push_back(uint64_t(v >> 64));
  return ir::Bits::fromWords(width, std::move(words));
}

// The batch argument lanes for tests [first, first + count) of `inputs`.
template <class W, class D>
std::vector<ArgumentInput<D>> packArguments(D& d, const ir::Function& f, const std::vector<TestInput>& inputs, size_t first, size_t count) {
  std::vector<ArgumentInput<D>> args;
  for (auto& a : f.arguments()) {
    ArgumentInput<D> in;
    auto widths = a->type().flatLaneWidths();
    for (size_t lane = 0; lane < widths.size(); ++lane) {
      Lane<D> l{d.constantU(widths[lane], 0), 0};
      for (size_t t = 0; t < count; ++t) {
        const ConcreteLane& c = inputs[first + t].args.at(a->index()).at(lane);
        l.value.v[t] = wordOf<W>(c.value);
        l.poison |= uint64_t(c.poison) << t;
      }
      in.lanes.push_back(l);
    }
    args.push_back(std::move(in));
  }
  return args;
}

// The outputs of tests [first, first + count) from the batch outcome `o`.
template <class W, class D> void appendOutputs(const Outcome<D>& o, size_t count, std::vector<TestOutput>& out) {
  for (size_t t = 0; t < count; ++t) {
    TestOutput r;
    r.ub = (o.ub >> t) & 1;
    for (auto& lane : o.ret) r.ret.push_back({bitsOf<W>(lane.value.v[t], lane.value.width), bool((lane.poison >> t) & 1)});
    out.push_back(std::move(r));
  }
}

// The memories of tests [first, first + count) (an image with no non-local block where a test
// has none).
std::vector<MemoryImage> imagesOf(const std::vector<TestInput>& inputs, size_t first, size_t count) {
  std::vector<MemoryImage> images;
  for (size_t t = 0; t < count; ++t) images.push_back(inputs[first + t].memory.value_or(MemoryImage{}));
  return images;
}

template <class W> std::vector<TestOutput> evaluateWith(const ir::Function& f, const ir::DataLayout& dl, const std::vector<TestInput>& inputs) {
  std::vector<TestOutput> out;
  bool memory = usesMemory(f);
  for (size_t first = 0; first < inputs.size(); first += kBatch) {
    size_t count = std::min<size_t>(kBatch, inputs.size() - first);
    if (!memory) {
      ConcreteBatch<W> d;
      appendOutputs<W>(interpret(d, f, dl, packArguments<W>(d, f, inputs, first, count)), count, out);
      continue;
    }
    ConcreteMemory<W> m(imagesOf(inputs, first, count));
    ConcreteMemoryBatch<W> d(m);
    appendOutputs<W>(interpret(d, f, dl, packArguments<W>(d, f, inputs, first, count)), count, out);
    for (size_t t = 0; t < count; ++t) out[first + t].memory = m.takeNonLocalBytes(t);
  }
  return out;
}

} // namespace

bool usesMemory(const ir::Function& f) {
  if (f.returnType().isPtrOrPtrVector()) return true;
  for (auto& a : f.arguments())
    if (a->type().isPtrOrPtrVector()) return true;
  for (auto& b : f.blocks())
    for (auto& inst : b->instructions()) {
      if (ir::isMemoryOp(inst->opcode()) || inst->type().isPtrOrPtrVector()) return true;
      for (const ir::Value* op : inst->operands())
        if (op->type().isPtrOrPtrVector()) return true;
    }
  return false;
}

bool evaluatorSupports(const ir::Function& f) { return widestLane(f) <= kMaxEvaluatorWidth; }

std::vector<TestOutput> evaluate(const ir::Function& f, const ir::DataLayout& dl, const std::vector<TestInput>& inputs) {
  unsigned w = widestLane(f);
  if (w > kMaxEvaluatorWidth) throw UnsupportedConstruct("the evaluator handles lanes up to i128, not i" + std::to_string(w));
  try {
    if (w <= 64) return evaluateWith<uint64_t>(f, dl, inputs);
    return evaluateWith<unsigned __int128>(f, dl, inputs);
  } catch (const fpk::UnsupportedFloat& e) {
    throw UnsupportedConstruct(e.what());
  }
}

} // namespace theseus::semantics
