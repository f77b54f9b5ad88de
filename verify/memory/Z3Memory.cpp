#include "verify/memory/Z3Memory.h"

#include "semantics/Interpreter.h"

namespace theseus::verify {

namespace {

constexpr unsigned kBlockIdBits = semantics::kPointerBits - semantics::kOffsetBits;
constexpr unsigned kByteBits = 16;
// Poison bits all set, value 0: an uninitialized byte.
constexpr uint64_t kUninitializedByte = 0xff00;

z3::sort byteArraySort(z3::context& c) { return c.array_sort(c.bv_sort(semantics::kPointerBits), c.bv_sort(kByteBits)); }

z3::expr blockIdOf(const z3::expr& ptr) { return ptr.extract(semantics::kPointerBits - 1, semantics::kOffsetBits); }
z3::expr offset64Of(const z3::expr& ptr) { return z3::zext(ptr.extract(semantics::kOffsetBits - 1, 0), kBlockIdBits); }

} // namespace

bool SharedMemory::isInputWord(const z3::expr& word) const {
  auto known = inputForms_.find(word.id());
  if (known != inputForms_.end()) return known->second;
  bool input = false;
  for (const z3::expr& in : inputPointers_) input = input || z3::eq(word, in);
  Z3_decl_kind kind = word.is_app() ? word.decl().decl_kind() : Z3_OP_UNINTERPRETED;
  if (!input && kind == Z3_OP_ITE) input = isInputWord(word.arg(1)) && isInputWord(word.arg(2));
  if (!input && kind == Z3_OP_CONCAT && word.num_args() == 2 && word.arg(0).get_sort().bv_size() == kBlockIdBits)
    input = isInputBlock(word.arg(0));
  inputForms_.emplace(word.id(), input);
  return input;
}

bool SharedMemory::isInputBlock(const z3::expr& bid) const {
  if (bid.is_numeral()) return bid.get_numeral_uint64() <= k_;
  if (!bid.is_app()) return false;
  auto known = inputForms_.find(bid.id());
  if (known != inputForms_.end()) return known->second;
  Z3_decl_kind kind = bid.decl().decl_kind();
  bool input = false;
  if (kind == Z3_OP_ITE) input = isInputBlock(bid.arg(1)) && isInputBlock(bid.arg(2));
  if (kind == Z3_OP_EXTRACT && bid.hi() == int(semantics::kPointerBits - 1) && bid.lo() == int(semantics::kOffsetBits))
    input = isInputWord(bid.arg(0));
  inputForms_.emplace(bid.id(), input);
  return input;
}

SharedMemory::SharedMemory(z3::context& c, unsigned nonLocalBlocks, std::vector<GlobalBlock> globals, bool nullIsValid)
    : c_(c), k_(unsigned(globals.size()) + std::max(1u, nonLocalBlocks)), globals_(std::move(globals)), nullIsValid_(nullIsValid),
      size_(c.function("mem.blockSize", c.bv_sort(kBlockIdBits), c.bv_sort(semantics::kPointerBits))),
      address_(c.function("mem.blockAddress", c.bv_sort(kBlockIdBits), c.bv_sort(semantics::kPointerBits))),
      alignLog_(c.function("mem.blockAlignLog", c.bv_sort(kBlockIdBits), c.bv_sort(8))),
      writable_(c.function("mem.blockWritable", c.bv_sort(kBlockIdBits), c.bool_sort())),
      argumentBit_(c.function("mem.initialArgumentBit", c.bv_sort(semantics::kPointerBits), c.bool_sort())),
      initial_(c.constant("mem.initial", byteArraySort(c))), nextLocal_(k_ + 1) {}

void SharedMemory::makeInitialBytesPoisonFree() {
  z3::expr address = c_.bv_const("mem.initial.address", semantics::kPointerBits);
  z3::expr values = c_.constant("mem.initial.values", c_.array_sort(c_.bv_sort(semantics::kPointerBits), c_.bv_sort(8)));
  initial_ = z3::lambda(address, z3::concat(c_.bv_val(0, kByteBits - 8), z3::select(values, address)));
  initialPoisonFree_ = true;
}

z3::expr SharedMemory::globalPointer(const std::string& name) const {
  for (size_t i = 0; i < globals_.size(); ++i)
    if (globals_[i].name == name) return z3::concat(c_.bv_val(unsigned(i + 1), kBlockIdBits), c_.bv_val(0, semantics::kOffsetBits));
  throw semantics::UnsupportedConstruct("global @" + name + " without a block");
}

z3::expr SharedMemory::isConstantGlobal(const z3::expr& bid) const {
  z3::expr out = c_.bool_val(false);
  for (size_t i = 0; i < globals_.size(); ++i)
    if (globals_[i].isConstant) out = out || bid == c_.bv_val(unsigned(i + 1), kBlockIdBits);
  return out;
}

z3::expr SharedMemory::comparedAtEnd(const z3::expr& bid) const {
  z3::expr out = c_.bool_val(true);
  for (size_t i = 0; i < globals_.size(); ++i)
    if (!globals_[i].compared()) out = out && bid != c_.bv_val(unsigned(i + 1), kBlockIdBits);
  return out;
}

z3::expr SharedMemory::isNonLocal(const z3::expr& bid) const {
  return z3::uge(bid, c_.bv_val(nullIsValid_ ? 0 : 1, kBlockIdBits)) && z3::ule(bid, c_.bv_val(k_, kBlockIdBits));
}

z3::expr SharedMemory::nonLocalSize(const z3::expr& bid) const {
  if (nullIsValid_) return size_(bid);
  return z3::ite(bid == c_.bv_val(0, kBlockIdBits), c_.bv_val(0, 64), size_(bid));
}

z3::expr SharedMemory::blockAddress(const z3::expr& bid) const {
  return z3::ite(bid == c_.bv_val(0, kBlockIdBits), c_.bv_val(0, 64), address_(bid));
}

z3::expr SharedMemory::nonLocalAlignLog(const z3::expr& bid) const { return alignLog_(bid); }

z3::expr SharedMemory::nonLocalWritable(const z3::expr& bid) const { return writable_(bid); }

z3::expr SharedMemory::assumptions() const {
  z3::expr out = nullAssumption();
  for (unsigned k = 1; k <= k_; ++k) {
    z3::expr bid = c_.bv_val(k, kBlockIdBits), addr = address_(bid), size = size_(bid);
    if (nullIsValid_) out = out && z3::ule(size_(c_.bv_val(0, kBlockIdBits)), addr);
    z3::expr mask = z3::shl(c_.bv_val(1, 64), z3::zext(alignLog_(bid), 56)) - c_.bv_val(1, 64);
    out = out && addr != c_.bv_val(0, 64) && z3::ule(alignLog_(bid), c_.bv_val(32, 8)) && (addr & mask) == c_.bv_val(0, 64) &&
          z3::ule(size, ~addr) && z3::ult(size, c_.bv_val(uint64_t(1) << 55, 64));
    if (k <= globals_.size()) out = out && globalAssumption(bid, globals_[k - 1]);
    for (unsigned j = 1; j < k; ++j) {
      z3::expr other = c_.bv_val(j, kBlockIdBits);
      out = out && (z3::ule(addr + size, address_(other)) || z3::ule(address_(other) + size_(other), addr));
    }
  }
  return out;
}

z3::expr SharedMemory::nullAssumption() const {
  if (!nullIsValid_) return c_.bool_val(true);
  z3::expr null = c_.bv_val(0, kBlockIdBits);
  return z3::ule(alignLog_(null), c_.bv_val(32, 8)) && z3::ult(size_(null), c_.bv_val(uint64_t(1) << 55, 64));
}

z3::expr SharedMemory::globalAssumption(const z3::expr& bid, const GlobalBlock& g) const {
  unsigned log = 0;
  while ((uint64_t(1) << (log + 1)) <= g.align) ++log;
  z3::expr writable = g.isConstant ? !writable_(bid) : writable_(bid);
  return size_(bid) == c_.bv_val(g.size, 64) && z3::uge(alignLog_(bid), c_.bv_val(log, 8)) && writable;
}

unsigned SharedMemory::newLocalBlock() {
  if (nextLocal_ >= kPhysicalBlock) throw semantics::UnsupportedConstruct("more than " + std::to_string(kPhysicalBlock - 1) + " memory blocks");
  return nextLocal_++;
}

Z3Memory::Z3Memory(SharedMemory& shared)
    : shared_(shared), c_(shared.context()), nonLocal_(shared.initialBytes()),
      local_(z3::const_array(c_.bv_sort(semantics::kPointerBits), c_.bv_val(kUninitializedByte, kByteBits))) {}

z3::expr Z3Memory::allocate(const z3::expr& bytes, uint64_t align, const z3::expr& reach) {
  unsigned id = shared_.newLocalBlock();
  locals_.push_back({id, bytes, reach, align});
  localDisjointness_.push_back(disjointFromLiveLocals(locals_.back(), reach));
  return z3::concat(c_.bv_val(id, kBlockIdBits), c_.bv_val(0, semantics::kOffsetBits));
}

z3::expr Z3Memory::mayBeLoadedPointer(const z3::expr& ptr) const {
  if (shared_.initialBytesArePoisonFree()) return c_.bool_val(true);
  z3::expr bid = blockIdOf(ptr);
  return bid == c_.bv_val(0, kBlockIdBits) || shared_.isNonLocal(bid);
}

z3::expr Z3Memory::isLocal(const z3::expr& bid) const {
  z3::expr out = c_.bool_val(false);
  if (shared_.isInputBlock(bid)) return out;
  for (auto& b : locals_) out = out || bid == c_.bv_val(b.id, kBlockIdBits);
  return out;
}

z3::expr Z3Memory::isLive(const z3::expr& bid) const {
  z3::expr out = shared_.isNonLocal(bid);
  if (shared_.isInputBlock(bid)) return out;
  for (auto& b : locals_) out = out || (bid == c_.bv_val(b.id, kBlockIdBits) && b.alive);
  return out;
}

z3::expr Z3Memory::sizeOf(const z3::expr& bid) const {
  z3::expr out = shared_.nonLocalSize(bid);
  if (shared_.isInputBlock(bid)) return out;
  for (auto& b : locals_) out = z3::ite(bid == c_.bv_val(b.id, kBlockIdBits), b.size, out);
  return out;
}

z3::expr Z3Memory::alignLogOf(const z3::expr& bid) const {
  z3::expr out = shared_.nonLocalAlignLog(bid);
  if (shared_.isInputBlock(bid)) return out;
  for (auto& b : locals_) {
    unsigned log = 0;
    while ((uint64_t(1) << (log + 1)) <= b.align) ++log;
    out = z3::ite(bid == c_.bv_val(b.id, kBlockIdBits), c_.bv_val(log, 8), out);
  }
  return out;
}

z3::expr Z3Memory::isAligned(const z3::expr& ptr, uint64_t align) const {
  if (align <= 1) return c_.bool_val(true);
  unsigned log = 0;
  while ((uint64_t(1) << (log + 1)) <= align) ++log;
  z3::expr offsetAligned = (offset64Of(ptr) & c_.bv_val(align - 1, 64)) == c_.bv_val(0, 64);
  z3::expr null = shared_.nullIsValid() ? c_.bool_val(false) : ptr == c_.bv_val(0, semantics::kPointerBits);
  return null || (offsetAligned && z3::uge(alignLogOf(blockIdOf(ptr)), c_.bv_val(log, 8)));
}

z3::expr Z3Memory::canAccess(const z3::expr& ptr, const z3::expr& bytes, semantics::AccessKind kind) const {
  z3::expr bid = blockIdOf(ptr), end = offset64Of(ptr) + bytes;
  z3::expr live = kind == semantics::AccessKind::DereferenceAtReturn ? shared_.isNonLocal(bid) : isLive(bid);
  z3::expr ok = live && z3::ule(end, sizeOf(bid)) && z3::ule(end, c_.bv_val(uint64_t(1) << semantics::kOffsetBits, 64));
  if (kind == semantics::AccessKind::Write) ok = ok && (!shared_.isNonLocal(bid) || shared_.nonLocalWritable(bid));
  return ok;
}

z3::expr Z3Memory::inBounds(const z3::expr& ptr) const {
  z3::expr bid = blockIdOf(ptr), offset = offset64Of(ptr);
  z3::expr null = ptr == c_.bv_val(0, semantics::kPointerBits);
  return null || (isLive(bid) && z3::ule(offset, sizeOf(bid)));
}

z3::expr Z3Memory::isNonLocalPointer(const z3::expr& ptr) const { return shared_.isNonLocal(blockIdOf(ptr)); }

z3::expr Z3Memory::isConstantGlobalPointer(const z3::expr& ptr) const { return shared_.isConstantGlobal(blockIdOf(ptr)); }

z3::expr Z3Memory::address(const z3::expr& ptr) const { return shared_.blockAddress(blockIdOf(ptr)) + offset64Of(ptr); }

z3::expr Z3Memory::byteAt(const z3::expr& ptr, unsigned k) const {
  z3::expr at = ptr + c_.bv_val(k, semantics::kPointerBits);
  z3::expr local = isLocal(blockIdOf(ptr)).simplify();
  if (local.is_true()) return z3::select(local_, at);
  if (local.is_false()) return z3::select(nonLocal_, at);
  return z3::ite(local, z3::select(local_, at), z3::select(nonLocal_, at));
}

std::vector<semantics::Byte<Z3Domain>> Z3Memory::read(const z3::expr& ptr, unsigned n) const {
  std::vector<semantics::Byte<Z3Domain>> out;
  std::vector<z3::expr> terms;
  for (unsigned k = 0; k < n; ++k) {
    z3::expr byte = byteAt(ptr, k);
    terms.push_back(byte);
    out.push_back({byte.extract(7, 0), byte.extract(15, 8)});
  }
  reads_.push_back(std::move(terms));
  return out;
}

void Z3Memory::write(const z3::expr& ptr, const std::vector<semantics::Byte<Z3Domain>>& bytes, const z3::expr& reach) {
  wrote_ = true;
  z3::expr local = (reach && isLocal(blockIdOf(ptr))).simplify(), nonLocal = (reach && !isLocal(blockIdOf(ptr))).simplify();
  for (unsigned k = 0; k < bytes.size(); ++k) {
    z3::expr at = ptr + c_.bv_val(k, semantics::kPointerBits);
    z3::expr byte = z3::concat(bytes[k].poison, bytes[k].value);
    local_ = writtenWhen(local_, local, at, byte);
    nonLocal_ = writtenWhen(nonLocal_, nonLocal, at, byte);
    if (captured_ && !nonLocal.is_false()) captured_ = z3::store(*captured_, at, !nonLocal && z3::select(*captured_, at));
  }
}

z3::expr Z3Memory::writtenWhen(const z3::expr& array, const z3::expr& when, const z3::expr& at, const z3::expr& byte) {
  if (when.is_false()) return array;
  return z3::store(array, at, z3::ite(when, byte, z3::select(array, at)));
}

z3::expr Z3Memory::assumptions() const {
  z3::expr out = c_.bool_val(true);
  std::vector<std::pair<z3::expr, z3::expr>> blocks;
  for (unsigned k = shared_.nullIsValid() ? 0 : 1; k <= shared_.nonLocalBlocks(); ++k) {
    z3::expr bid = c_.bv_val(k, kBlockIdBits);
    blocks.push_back({shared_.blockAddress(bid), shared_.nonLocalSize(bid)});
  }
  for (auto& b : locals_) {
    z3::expr addr = shared_.blockAddress(c_.bv_val(b.id, kBlockIdBits));
    out = out && addr != c_.bv_val(0, 64) && z3::ult(b.size, c_.bv_val(uint64_t(1) << 55, 64)) && z3::ule(b.size, ~addr);
    if (b.align > 1) out = out && (addr & c_.bv_val(b.align - 1, 64)) == c_.bv_val(0, 64);
    for (auto& [other, otherSize] : blocks) out = out && (z3::ule(addr + b.size, other) || z3::ule(other + otherSize, addr));
  }
  for (auto& disjoint : localDisjointness_) out = out && disjoint;
  for (auto& inWindow : physicalInWindow_) out = out && inWindow;
  return out;
}

} // namespace theseus::verify
