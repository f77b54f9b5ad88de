#include "verify/LoadLifting.h"

#include "semantics/Evaluator.h"

#include <functional>
#include <unordered_map>

namespace theseus::verify {
namespace {

using Location = LoadedLocation;

// The pointer argument `load` reads from, or null when its address is anything else.
const ir::Argument* loadedArgument(const ir::Instruction& load) {
  if (load.opcode() != ir::Opcode::Load) return nullptr;
  auto* arg = load.operand(0)->valueKind() == ir::Value::Kind::Argument ? static_cast<const ir::Argument*>(load.operand(0)) : nullptr;
  return arg && arg->type().isPtr() ? arg : nullptr;
}

// Whether every use of `f`'s pointer arguments is the address of a load with an integer (or
// integer vector) result.
bool pointerArgumentsOnlyLoaded(const ir::Function& f) {
  for (auto& b : f.blocks())
    for (auto& inst : b->instructions())
      for (unsigned i = 0; i < inst->numOperands(); ++i) {
        const ir::Value* op = inst->operand(i);
        if (op->valueKind() != ir::Value::Kind::Argument || !op->type().isPtrOrPtrVector()) continue;
        if (i != 0 || !loadedArgument(*inst) || !inst->type().isIntOrVector()) return false;
      }
  return true;
}

// The index in `locations` of (argument, type), or -1.
int locationIndex(const std::vector<Location>& locations, unsigned argument, const ir::Type& type) {
  for (size_t i = 0; i < locations.size(); ++i)
    if (locations[i].argument == argument && locations[i].type == type) return int(i);
  return -1;
}

// src's locations, from the loads of its entry block; nullopt when a load elsewhere reads a
// pointer argument or two loads of one location disagree on `!range`/`!noundef`.
std::optional<std::vector<Location>> sourceLocations(const ir::Function& src) {
  std::vector<Location> locations;
  for (auto& b : src.blocks())
    for (auto& inst : b->instructions()) {
      const ir::Argument* arg = loadedArgument(*inst);
      if (!arg) continue;
      if (b.get() != src.entry()) return std::nullopt;
      int at = locationIndex(locations, arg->index(), inst->type());
      if (at < 0) {
        locations.push_back({arg->index(), inst->type(), inst->align, inst->returnAttrs});
        continue;
      }
      if (!(locations[at].attrs == inst->returnAttrs)) return std::nullopt;
      locations[at].align = std::max(locations[at].align, inst->align);
    }
  return locations;
}

// Whether each of tgt's loads reads a location of src's, at an alignment no stricter than src's
// and with no `!range`/`!noundef` that src's loads lack.
bool targetLoadsCovered(const ir::Function& tgt, const std::vector<Location>& locations) {
  for (auto& b : tgt.blocks())
    for (auto& inst : b->instructions()) {
      const ir::Argument* arg = loadedArgument(*inst);
      if (!arg) continue;
      int at = locationIndex(locations, arg->index(), inst->type());
      if (at < 0 || inst->align > locations[at].align) return false;
      if (!inst->returnAttrs.empty() && !(inst->returnAttrs == locations[at].attrs)) return false;
    }
  return true;
}

// Whether tgt's pointer parameters have src's attributes, tgt may read them, and both agree on
// whether null is a valid address.
bool pointerParametersAgree(const ir::Function& src, const ir::Function& tgt) {
  if (src.nullPointerIsValid != tgt.nullPointerIsValid || !tgt.mayReadArgMemory) return false;
  for (size_t i = 0; i < src.arguments().size(); ++i) {
    const ir::Argument& s = *src.arguments()[i];
    const ir::Argument& t = *tgt.arguments()[i];
    if (!s.type().isPtrOrPtrVector()) continue;
    if (!(s.attrs == t.attrs) || t.attrs.readnone || t.attrs.writeonly) return false;
  }
  return true;
}

// Copies `from`'s blocks into `to` (empty but for the instructions already in its first block,
// which stay first): each instruction `replacement` maps to a value is not copied and its uses
// read that value; other operands are mapped through `values` (arguments) or copied (constants).
void copyBody(const ir::Function& from, ir::Function& to, std::unordered_map<const ir::Value*, ir::Value*>& values,
              const std::function<ir::Value*(const ir::Instruction&)>& replacement) {
  std::unordered_map<const ir::Block*, ir::Block*> blocks;
  for (size_t i = 0; i < from.blocks().size(); ++i) {
    const ir::Block* b = from.blocks()[i].get();
    blocks[b] = i == 0 && to.entry() ? to.entry() : to.addBlock(b->name());
  }
  std::vector<ir::Instruction*> copied;
  for (auto& b : from.blocks())
    for (auto& inst : b->instructions()) {
      if (ir::Value* v = replacement(*inst)) {
        values[inst.get()] = v;
        continue;
      }
      auto copy = inst->cloneWithoutOperands();
      for (ir::Block* succ : inst->blocks) copy->blocks.push_back(blocks.at(succ));
      for (ir::Value* op : inst->operands()) copy->addOperand(op);
      copied.push_back(blocks.at(b.get())->append(std::move(copy)));
      values[inst.get()] = copied.back();
    }
  for (ir::Instruction* inst : copied)
    for (unsigned i = 0; i < inst->numOperands(); ++i) {
      const ir::Value* op = inst->operand(i);
      if (op->valueKind() == ir::Value::Kind::Constant) {
        auto* c = static_cast<const ir::Constant*>(op);
        inst->setOperand(i, to.constant(c->type(), c->lanes()));
      } else {
        inst->setOperand(i, values.at(op));
      }
    }
}

// A copy of `f` without its pointer arguments and loads from them: its other arguments, then one
// argument per location (with the location's `!range`/`!noundef` as attributes), each load from a
// location replaced by that argument.
std::unique_ptr<ir::Function> liftedCopy(const ir::Function& f, const std::vector<Location>& locations) {
  auto out = f.emptyWithAttributes(f.name());
  std::unordered_map<const ir::Value*, ir::Value*> values;
  for (auto& a : f.arguments()) {
    if (a->type().isPtrOrPtrVector()) continue;
    ir::Argument* copy = out->addArgument(a->type(), a->name());
    copy->attrs = a->attrs;
    values[a.get()] = copy;
  }
  std::vector<ir::Argument*> lifted;
  for (size_t i = 0; i < locations.size(); ++i) {
    lifted.push_back(out->addArgument(locations[i].type, "lifted." + std::to_string(i)));
    lifted.back()->attrs = locations[i].attrs;
  }
  copyBody(f, *out, values, [&](const ir::Instruction& inst) -> ir::Value* {
    const ir::Argument* arg = loadedArgument(inst);
    return arg ? lifted[locationIndex(locations, arg->index(), inst.type())] : nullptr;
  });
  return out;
}

// Whether some instruction of `f` reads `v`.
bool isRead(const ir::Function& f, const ir::Value* v) {
  for (auto& b : f.blocks())
    for (auto& inst : b->instructions())
      for (const ir::Value* op : inst->operands())
        if (op == v) return true;
  return false;
}

// The loads from pointer arguments in `f`.
size_t loadCount(const ir::Function& f) {
  size_t n = 0;
  for (auto& b : f.blocks())
    for (auto& inst : b->instructions())
      if (loadedArgument(*inst)) ++n;
  return n;
}

// Whether an argument `src` keeps may be undef under `options` (loaded bytes never are).
bool keptArgumentMayBeUndef(const ir::Function& src, const Options& options) {
  if (!options.undefInputs) return false;
  for (auto& a : src.arguments())
    if (!a->type().isPtrOrPtrVector() && !a->attrs.noundef) return true;
  return false;
}

} // namespace

std::optional<LiftedPair> liftLeafLoads(const ir::Function& src, const ir::Function& tgt, const Options& options) {
  if (options.disallowUBExploitation || src.arguments().size() != tgt.arguments().size()) return std::nullopt;
  if (!semantics::usesMemory(src) && !semantics::usesMemory(tgt)) return std::nullopt;
  if (!src.globals().empty() || !tgt.globals().empty()) return std::nullopt;
  if (!pointerArgumentsOnlyLoaded(src) || !pointerArgumentsOnlyLoaded(tgt) || !pointerParametersAgree(src, tgt)) return std::nullopt;
  std::optional<std::vector<Location>> locations = sourceLocations(src);
  if (!locations || !targetLoadsCovered(tgt, *locations)) return std::nullopt;
  LiftedPair pair;
  pair.src = liftedCopy(src, *locations);
  pair.tgt = liftedCopy(tgt, *locations);
  if (semantics::usesMemory(*pair.src) || semantics::usesMemory(*pair.tgt)) return std::nullopt;
  pair.locations = unsigned(locations->size());
  pair.options = options;
  pair.options.poisonInputs = true;
  pair.options.undefInputs = keptArgumentMayBeUndef(src, options);
  return pair;
}

std::optional<LiftedFunction> liftSourceLoads(const ir::Function& src) {
  if (!semantics::usesMemory(src) || !src.globals().empty() || !pointerArgumentsOnlyLoaded(src)) return std::nullopt;
  std::optional<std::vector<Location>> locations = sourceLocations(src);
  if (!locations || locations->empty() || loadCount(src) != locations->size()) return std::nullopt;
  LiftedFunction out{liftedCopy(src, *locations), std::move(*locations)};
  if (semantics::usesMemory(*out.function)) return std::nullopt;
  return out;
}

std::unique_ptr<ir::Function> withLoadsRestored(const ir::Function& lifted, const ir::Function& src,
                                                const std::vector<LoadedLocation>& locations, const std::string& name) {
  auto out = src.emptyWithAttributes(name);
  std::unordered_map<const ir::Value*, ir::Value*> values;
  size_t kept = 0;
  for (auto& a : src.arguments()) {
    ir::Argument* copy = out->addArgument(a->type(), a->name());
    copy->attrs = a->attrs;
    if (!a->type().isPtrOrPtrVector()) values[lifted.arguments()[kept++].get()] = copy;
  }
  ir::Block* entry = out->addBlock(lifted.entry() ? lifted.entry()->name() : "entry");
  for (size_t i = 0; i < locations.size(); ++i) {
    const ir::Argument* argument = lifted.arguments()[kept + i].get();
    if (!isRead(lifted, argument)) continue;
    auto load = std::make_unique<ir::Instruction>(ir::Opcode::Load, locations[i].type, "lifted." + std::to_string(i));
    load->addOperand(out->arguments()[locations[i].argument].get());
    load->align = locations[i].align;
    load->returnAttrs = locations[i].attrs;
    values[argument] = entry->append(std::move(load));
  }
  copyBody(lifted, *out, values, [](const ir::Instruction&) -> ir::Value* { return nullptr; });
  return out;
}

} // namespace theseus::verify
