// Alive2's nocapture check in Z3 (docs/memory.md, "nocapture"): a run must not return while a
// non-local byte holds a byte of a non-poison pointer based on a nocapture parameter. The marks
// are an array from pointer words to Booleans beside the bytes; they exist only in a function that
// stores such a pointer, which reads no memory (semantics/PointerProvenance.h), so the only marked
// bytes are those its stores of such pointers wrote and no later write cleared.
#include "verify/memory/Z3Memory.h"

namespace theseus::verify {

void Z3Memory::clearCaptured(const z3::expr& when, const std::function<z3::expr(const z3::expr&)>& inside) {
  if (!captured_) return;
  *captured_ = updated(*captured_, when, inside, [&](const z3::expr&) { return c_.bool_val(false); });
}

void Z3Memory::markCapturedPointer(const z3::expr& ptr, unsigned n, const z3::expr& when) {
  if (!captured_) captured_ = z3::const_array(c_.bv_sort(semantics::kPointerBits), c_.bool_val(false));
  z3::expr nonLocal = when && !isLocal(ptr.extract(semantics::kPointerBits - 1, semantics::kOffsetBits));
  for (unsigned k = 0; k < n; ++k) {
    z3::expr at = ptr + c_.bv_val(k, semantics::kPointerBits);
    captured_ = z3::store(*captured_, at, nonLocal || z3::select(*captured_, at));
    capturedBytes_.push_back(at);
  }
}

z3::expr Z3Memory::holdsCapturedPointer() const {
  z3::expr out = c_.bool_val(false);
  if (!captured_) return out;
  for (auto& at : capturedBytes_) out = out || z3::select(*captured_, at);
  return out;
}

} // namespace theseus::verify
