// Physical pointers (docs/memory.md): what inttoptr gives in the Z3 memory model.
#include "verify/memory/Z3Memory.h"

#include "semantics/Interpreter.h"

#include <unordered_set>

namespace theseus::verify {

void SharedMemory::countPhysicalPointer() {
  if (++physicalPointers_ > 1)
    throw semantics::UnsupportedConstruct("more than one inttoptr in a pair (one window of physical addresses)");
}

z3::expr Z3Memory::physicalPointer(const z3::expr& address, const z3::expr& when) {
  shared_.countPhysicalPointer();
  constexpr unsigned kBlockIdBits = semantics::kPointerBits - semantics::kOffsetBits;
  z3::expr block = c_.bv_val(kPhysicalBlock, kBlockIdBits), base = shared_.blockAddress(block);
  z3::expr null = c_.bv_val(0, semantics::kPointerBits), delta = address - base;
  physicalAddresses_.push_back(address);
  physicalInWindow_.push_back(z3::implies(when && address != null, z3::ult(delta, c_.bv_val(uint64_t(1) << semantics::kOffsetBits, 64))));
  return z3::ite(address == null, null, z3::concat(block, delta.extract(semantics::kOffsetBits - 1, 0)));
}

} // namespace theseus::verify

namespace theseus::verify {

namespace {

// Whether `e` mentions any of the constants `vars`.
bool mentionsAny(const z3::expr& e, const std::vector<z3::expr>& vars) {
  if (vars.empty()) return false;
  std::unordered_set<unsigned> wanted, seen;
  for (auto& v : vars) wanted.insert(v.id());
  std::vector<z3::expr> stack{e};
  while (!stack.empty()) {
    z3::expr x = stack.back();
    stack.pop_back();
    if (!seen.insert(x.id()).second || !x.is_app()) continue;
    if (wanted.count(x.id())) return true;
    for (unsigned i = 0; i < x.num_args(); ++i) stack.push_back(x.arg(i));
  }
  return false;
}

} // namespace

void requireDeterministicPhysicalAddresses(const Z3Memory& run, const NondetSink& sink) {
  for (auto& address : run.physicalAddresses())
    if (mentionsAny(address, sink.undefs) || mentionsAny(address, sink.choices))
      throw semantics::UnsupportedConstruct("inttoptr of a value that may be undef or a freeze choice (its window of physical addresses would depend on the run)");
}

} // namespace theseus::verify
