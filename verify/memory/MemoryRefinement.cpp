#include "verify/memory/MemoryRefinement.h"

namespace theseus::verify {

namespace {

z3::expr blockIdOf(const z3::expr& ptr) { return ptr.extract(semantics::kPointerBits - 1, semantics::kOffsetBits); }

} // namespace

z3::expr pointerArgumentsValid(const SharedMemory& shared, const std::vector<z3::expr>& pointers) {
  z3::context& c = const_cast<SharedMemory&>(shared).context();
  z3::expr out = c.bool_val(true);
  for (auto& p : pointers) out = out && (p == c.bv_val(0, semantics::kPointerBits) || shared.isNonLocal(blockIdOf(p)));
  return out;
}

z3::expr pointerArgumentsWritable(const SharedMemory& shared, const std::vector<z3::expr>& pointers) {
  z3::context& c = const_cast<SharedMemory&>(shared).context();
  z3::expr out = c.bool_val(true);
  for (auto& p : pointers) out = out && (p == c.bv_val(0, semantics::kPointerBits) || shared.nonLocalWritable(blockIdOf(p)));
  return out;
}

z3::expr finalByteMismatch(const SharedMemory& shared, const Z3Memory& src, const Z3Memory& tgt, const z3::expr& address) {
  z3::context& c = address.ctx();
  z3::expr bid = blockIdOf(address);
  z3::expr offset = z3::zext(address.extract(semantics::kOffsetBits - 1, 0), semantics::kPointerBits - semantics::kOffsetBits);
  z3::expr inside = shared.isNonLocal(bid) && shared.comparedAtEnd(bid) && z3::ult(offset, shared.nonLocalSize(bid));
  z3::expr s = z3::select(src.nonLocalBytes(), address), t = z3::select(tgt.nonLocalBytes(), address);
  z3::expr srcDefined = ~s.extract(15, 8);
  z3::expr wrong = srcDefined & (t.extract(15, 8) | (s.extract(7, 0) ^ t.extract(7, 0)));
  return inside && wrong != c.bv_val(0, 8);
}

z3::expr comparablePointer(const Z3Memory& run, const z3::expr& ptr) {
  z3::context& c = ptr.ctx();
  z3::expr marked = z3::concat(c.bv_val(255, semantics::kPointerBits - semantics::kOffsetBits), ptr.extract(semantics::kOffsetBits - 1, 0));
  return z3::ite(run.isLocal(blockIdOf(ptr)), marked, ptr);
}

} // namespace theseus::verify
