#include "verify/memory/Z3Globals.h"

#include "semantics/Interpreter.h"
#include "verify/memory/Z3Memory.h"

namespace theseus::verify {

namespace {

GlobalBlock* findBlock(std::vector<GlobalBlock>& blocks, const std::string& name) {
  for (auto& b : blocks)
    if (b.name == name) return &b;
  return nullptr;
}

// The lanes of one initializer scalar: its constant lanes, or the word of a pointer to a global.
semantics::Lanes<Z3Domain> pieceLanes(Z3Domain& d, const SharedMemory& shared, const ir::GlobalInitPiece& piece) {
  semantics::Lanes<Z3Domain> lanes;
  if (piece.pointee) {
    z3::expr word = shared.globalPointer(piece.pointee->name());
    lanes.push_back({semantics::movedPointer(d, word, d.constantU(semantics::kPointerBits, uint64_t(piece.pointeeOffset))), d.boolConst(false)});
    return lanes;
  }
  for (const ir::ConstLane& lane : piece.lanes) {
    if (lane.kind == ir::ConstLane::Kind::Undef) throw semantics::UnsupportedConstruct("undef in the initializer of a global");
    lanes.push_back({d.constant(lane.bits), d.boolConst(lane.kind == ir::ConstLane::Kind::Poison)});
  }
  return lanes;
}

} // namespace

std::vector<GlobalBlock> pairGlobals(const ir::Function& src, const ir::Function& tgt) {
  std::vector<GlobalBlock> out;
  for (auto& g : src.globals()) out.push_back({g->name(), g->size, g->align, g->isConstant, g.get(), nullptr});
  for (auto& g : tgt.globals()) {
    GlobalBlock* shared = findBlock(out, g->name());
    if (!shared) {
      if (!g->isConstant) throw semantics::UnsupportedConstruct("non-constant global variable @" + g->name() + " introduced in target");
      out.push_back({g->name(), g->size, g->align, true, nullptr, g.get()});
      continue;
    }
    if (shared->size != g->size)
      throw semantics::UnsupportedConstruct("global variable @" + g->name() + " has different size in source and target (" +
                                            std::to_string(shared->size) + " vs " + std::to_string(g->size) + " bytes)");
    if (!shared->isConstant && g->isConstant)
      throw semantics::UnsupportedConstruct("global variable @" + g->name() + " is constant in target but not in source");
    shared->align = std::max(shared->align, g->align);
    shared->tgt = g.get();
  }
  return out;
}

std::optional<std::string> globalsNotRefined(const ir::Function& src, const ir::Function& tgt) {
  for (auto& g : src.globals()) {
    const ir::Global* t = tgt.global(g->name());
    if (t && g->size == t->size && g->isConstant && !t->isConstant)
      return "Global variable @" + g->name() + " is constant in source but not in target";
  }
  return std::nullopt;
}

void writeGlobalInitializers(Z3Domain& d, Z3Memory& m, const SharedMemory& shared, bool isSource, bool bigEndian) {
  for (const GlobalBlock& block : shared.globals()) {
    const ir::Global* own = isSource ? block.src : block.tgt;
    const ir::Global* g = own ? own : (isSource ? block.tgt : block.src);
    if (!g->initialized) continue;
    z3::expr base = shared.globalPointer(block.name);
    for (const ir::GlobalInitPiece& piece : g->initializer) {
      z3::expr at = semantics::movedPointer(d, base, d.constantU(semantics::kPointerBits, piece.offset));
      m.write(at, semantics::encodeBytes(d, pieceLanes(d, shared, piece), piece.type, bigEndian), d.boolConst(true));
    }
  }
}

} // namespace theseus::verify
