// The operations of the memory intrinsics in Z3 (semantics/MemoryIntrinsics.h): liveness of local
// blocks, and fills and copies of a range whose length is a term, as array lambdas.
#include "verify/memory/Z3Memory.h"

#include "semantics/Interpreter.h"

namespace theseus::verify {

namespace {

constexpr unsigned kBlockIdBits = semantics::kPointerBits - semantics::kOffsetBits;
constexpr uint64_t kPoisonByte = 0xff00;

z3::expr blockIdOf(const z3::expr& ptr) { return ptr.extract(semantics::kPointerBits - 1, semantics::kOffsetBits); }
z3::expr offset64Of(const z3::expr& ptr) { return z3::zext(ptr.extract(semantics::kOffsetBits - 1, 0), kBlockIdBits); }

// Whether pointer word `at` lies in [ptr, ptr + n) of ptr's block.
z3::expr inRange(const z3::expr& at, const z3::expr& ptr, const z3::expr& n) {
  return blockIdOf(at) == blockIdOf(ptr) && z3::ult(offset64Of(at) - offset64Of(ptr), n);
}

} // namespace

z3::expr Z3Memory::disjointFromLiveLocals(const LocalBlock& b, const z3::expr& when) const {
  z3::expr addr = shared_.blockAddress(c_.bv_val(b.id, kBlockIdBits)), out = c_.bool_val(true);
  for (auto& other : locals_) {
    if (other.id == b.id) continue;
    z3::expr otherAddr = shared_.blockAddress(c_.bv_val(other.id, kBlockIdBits));
    out = out && z3::implies(other.alive, z3::ule(addr + b.size, otherAddr) || z3::ule(otherAddr + other.size, addr));
  }
  return z3::implies(when, out);
}

z3::expr Z3Memory::isStack(const z3::expr& ptr) const { return isLocal(blockIdOf(ptr)); }

void Z3Memory::setLive(const z3::expr& ptr, bool live, const z3::expr& when) {
  z3::expr bid = blockIdOf(ptr);
  for (auto& b : locals_) {
    z3::expr hit = when && bid == c_.bv_val(b.id, kBlockIdBits);
    if (live) localDisjointness_.push_back(disjointFromLiveLocals(b, hit && !b.alive));
    b.alive = z3::ite(hit, c_.bool_val(live), b.alive);
  }
}

z3::expr Z3Memory::updated(const z3::expr& array, const z3::expr& when, const std::function<z3::expr(const z3::expr&)>& inside,
                           const std::function<z3::expr(const z3::expr&)>& byte) const {
  if (when.simplify().is_false()) return array;
  z3::expr at = c_.bv_const("mem.at", semantics::kPointerBits);
  return z3::lambda(at, z3::ite(when && inside(at), byte(at), z3::select(array, at)));
}

void Z3Memory::fill(const z3::expr& ptr, const semantics::Byte<Z3Domain>& byte, const z3::expr& n, const z3::expr& when) {
  wrote_ = true;
  z3::expr value = z3::concat(byte.poison, byte.value), local = isStack(ptr);
  auto inside = [&](const z3::expr& at) { return inRange(at, ptr, n); };
  auto constant = [&](const z3::expr&) { return value; };
  local_ = updated(local_, when && local, inside, constant);
  nonLocal_ = updated(nonLocal_, when && !local, inside, constant);
  clearCaptured(when && !local, inside);
}

void Z3Memory::copy(const z3::expr& dst, const z3::expr& src, const z3::expr& n, const z3::expr& when) {
  wrote_ = true;
  z3::expr localSrc = isStack(src), localDst = isStack(dst), oldLocal = local_, oldNonLocal = nonLocal_;
  auto inside = [&](const z3::expr& at) { return inRange(at, dst, n); };
  auto source = [&](const z3::expr& at) {
    z3::expr offset = (offset64Of(src) + offset64Of(at) - offset64Of(dst)).extract(semantics::kOffsetBits - 1, 0);
    z3::expr from = z3::concat(blockIdOf(src), offset);
    return z3::ite(localSrc, z3::select(oldLocal, from), z3::select(oldNonLocal, from));
  };
  local_ = updated(oldLocal, when && localDst, inside, source);
  nonLocal_ = updated(oldNonLocal, when && !localDst, inside, source);
  if (captured_) throw semantics::UnsupportedConstruct("a memory copy in a function that stores a nocapture pointer");
}

void Z3Memory::poisonBlock(const z3::expr& ptr, const z3::expr& when) {
  wrote_ = true;
  z3::expr local = isStack(ptr), poison = c_.bv_val(kPoisonByte, 16);
  auto inside = [&](const z3::expr& at) { return blockIdOf(at) == blockIdOf(ptr); };
  auto constant = [&](const z3::expr&) { return poison; };
  local_ = updated(local_, when && local, inside, constant);
  nonLocal_ = updated(nonLocal_, when && !local, inside, constant);
  clearCaptured(when && !local, inside);
}

} // namespace theseus::verify
