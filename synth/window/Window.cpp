#include "synth/window/Window.h"

#include <algorithm>
#include <set>
#include <unordered_map>

namespace theseus::synth::window {

namespace {

using Users = std::unordered_map<const ir::Value*, std::vector<const ir::Instruction*>>;

// The instructions of `f` that read each value, once per reading operand.
Users usersOf(const ir::Function& f) {
  Users out;
  for (const auto& block : f.blocks())
    for (const auto& inst : block->instructions())
      for (const ir::Value* v : inst->operands()) out[v].push_back(inst.get());
  return out;
}

// The pure instructions among the transitive operands of `root`, in no particular order.
std::vector<const ir::Instruction*> pureOperandClosure(const ir::Instruction& root) {
  std::vector<const ir::Instruction*> out, work{&root};
  std::set<const ir::Instruction*> seen{&root};
  while (!work.empty()) {
    const ir::Instruction* at = work.back();
    work.pop_back();
    for (const ir::Value* v : at->operands()) {
      if (v->valueKind() != ir::Value::Kind::Instruction) continue;
      auto* inst = static_cast<const ir::Instruction*>(v);
      if (!seen.insert(inst).second || !isPure(*inst)) continue;
      out.push_back(inst);
      work.push_back(inst);
    }
  }
  return out;
}

// Whether every use of every member of `w` is inside `w`.
bool closedUnderUses(const Window& w, const Users& users) {
  for (const ir::Instruction* m : w.members) {
    auto it = users.find(m);
    if (it == users.end()) continue;
    for (const ir::Instruction* user : it->second)
      if (!w.contains(user)) return false;
  }
  return true;
}

// Whether `inst` can be a window's root: a pure scalar integer of at most 64 bits, or an assume.
bool isRoot(const ir::Instruction& inst) {
  if (isAssume(inst)) return true;
  return isPure(inst) && inst.type().isInt() && inst.type().bits() <= 64;
}

// The windows rooted at `root` with `extra` members chosen from `closure`, appended to `out`.
void windowsOfRoot(const ir::Instruction& root, const std::vector<const ir::Instruction*>& closure, unsigned extra,
                   const Users& users, const std::unordered_map<const ir::Instruction*, size_t>& position,
                   std::vector<Window>& out) {
  auto add = [&](std::vector<const ir::Instruction*> members) {
    std::sort(members.begin(), members.end(), [&](auto* a, auto* b) { return position.at(a) < position.at(b); });
    Window w{&root, std::move(members)};
    if (closedUnderUses(w, users)) out.push_back(std::move(w));
  };
  if (extra == 0) return add({});
  for (size_t i = 0; i < closure.size(); ++i) {
    if (extra == 1) {
      add({closure[i]});
      continue;
    }
    for (size_t j = i + 1; j < closure.size(); ++j) add({closure[i], closure[j]});
  }
}

} // namespace

bool Window::contains(const ir::Instruction* inst) const {
  return inst == root || std::find(members.begin(), members.end(), inst) != members.end();
}

bool isAssume(const ir::Instruction& inst) {
  return inst.opcode() == ir::Opcode::Call && inst.intrinsic == ir::Intrinsic::Assume;
}

bool isPure(const ir::Instruction& inst) {
  if (inst.type().isVoid() || ir::isTerminator(inst.opcode()) || ir::isMemoryOp(inst.opcode())) return false;
  if (inst.opcode() == ir::Opcode::Call)
    return inst.intrinsic != ir::Intrinsic::None && inst.intrinsic != ir::Intrinsic::SideEffect &&
           inst.intrinsic != ir::Intrinsic::Assume && inst.intrinsic != ir::Intrinsic::Assert;
  return inst.opcode() != ir::Opcode::Phi;
}

std::vector<Window> findWindows(const ir::Function& f, unsigned maxSize) {
  std::vector<Window> out;
  if (!f.entry()) return out;
  Users users = usersOf(f);
  std::unordered_map<const ir::Instruction*, size_t> position;
  for (const auto& inst : f.entry()->instructions()) position[inst.get()] = position.size();
  for (unsigned size = 1; size <= maxSize; ++size)
    for (const auto& inst : f.entry()->instructions()) {
      if (!isRoot(*inst)) continue;
      std::vector<const ir::Instruction*> closure = pureOperandClosure(*inst);
      windowsOfRoot(*inst, closure, size - 1, users, position, out);
    }
  return out;
}

std::vector<PoolEntry> operandPool(const ir::Function& f, const Window& w, const std::vector<uint64_t>& constants) {
  std::vector<PoolEntry> out;
  const ir::Type& type = w.root->type();
  for (const auto& a : f.arguments())
    if (a->type() == type) out.push_back({a.get(), std::nullopt});
  for (const auto& inst : f.entry()->instructions()) {
    if (inst.get() == w.root) break;
    if (inst->type() == type && !w.contains(inst.get())) out.push_back({inst.get(), std::nullopt});
  }
  uint64_t mask = type.bits() >= 64 ? ~uint64_t(0) : (uint64_t(1) << type.bits()) - 1;
  std::set<uint64_t> seen;
  for (uint64_t c : constants)
    if (seen.insert(c & mask).second) out.push_back({nullptr, c & mask});
  return out;
}

std::vector<uint64_t> defaultConstants(const ir::Function& source, unsigned width) {
  std::vector<uint64_t> out{0, 1, 2, ~uint64_t(0), uint64_t(width - 1)};
  for (const auto& block : source.blocks())
    for (const auto& inst : block->instructions())
      for (const ir::Value* v : inst->operands()) {
        if (v->valueKind() != ir::Value::Kind::Constant || !v->type().isInt() || v->type().bits() != width) continue;
        if (std::optional<ir::Bits> bits = static_cast<const ir::Constant*>(v)->scalarValue()) out.push_back(bits->low64());
      }
  return out;
}

} // namespace theseus::synth::window
