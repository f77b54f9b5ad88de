#pragma once
// The concrete memory model: the `M` of semantics/MemoryOps.h for the evaluator's batch of 64
// test inputs (docs/memory.md, "The concrete memory model"). Each test has its own memory: the
// non-local blocks of its MemoryImage (sizes, addresses, alignments, writability and initial
// bytes are test data, as they are solver inputs in verify/memory/Z3Memory) and the run's local
// blocks, one per executed alloca, their bytes poison until written. It answers exactly what
// Z3Memory answers for the same inputs, test by test (unittests/semantics/MemoryAgreementTest.cpp).
#include "semantics/ConcreteBatch.h"
#include "semantics/Interpreter.h"
#include "semantics/MemoryBytes.h"
#include "semantics/MemoryImage.h"
#include "semantics/MemoryOps.h"

#include <algorithm>

namespace theseus::semantics {

template <class W> class ConcreteMemory;

// ConcreteBatch with a memory: the domain the evaluator runs functions that use pointers in.
template <class W> class ConcreteMemoryBatch : public ConcreteBatch<W> {
public:
  explicit ConcreteMemoryBatch(ConcreteMemory<W>& memory) : memory_(memory) {}
  ConcreteMemory<W>& memory() { return memory_; }

private:
  ConcreteMemory<W>& memory_;
};

template <class W> class ConcreteMemory {
public:
  using D = ConcreteMemoryBatch<W>;
  using BV = typename ConcreteBatch<W>::BV;
  using Bool = uint64_t;

  // The memories of `images.size()` (at most kBatch) tests.
  explicit ConcreteMemory(std::vector<MemoryImage> images) {
    for (MemoryImage& image : images) {
      if (image.blocks.empty()) image.blocks.push_back({});
      firstLocal_ = std::max(firstLocal_, unsigned(image.blocks.size()));
      tests_.push_back({std::move(image), {}});
    }
  }

  // A fresh local block of `bytes` bytes aligned to `align`, alive in the tests of `reach`.
  BV allocate(const BV& bytes, uint64_t align, Bool reach) {
    unsigned id = firstLocal_ + localCount_++;
    if (id >= 256) throw UnsupportedConstruct("more than 255 memory blocks");
    for (size_t t = 0; t < tests_.size(); ++t) allocateIn(tests_[t], uint64_t(bytes.v[t]), align, (reach >> t) & 1);
    return splat(kPointerBits, W(uint64_t(id) << kOffsetBits));
  }

  Bool canAccess(const BV& ptr, const BV& bytes, AccessKind kind) const {
    return test([&](const TestMemory& m, uint64_t word, size_t t) { return accessible(m, word, uint64_t(bytes.v[t]), kind); }, ptr);
  }

  // What semantics/MemoryEffects.h asks. A test has no globals; the argument bits of the pointers
  // its memory holds are no test data, so an access they decide is not evaluated.
  Bool isNonLocalPointer(const BV& ptr) const {
    return test([&](const TestMemory& m, uint64_t word, size_t) { return isNonLocal(m, blockOf(word)); }, ptr);
  }
  Bool isConstantGlobalPointer(const BV&) const { return 0; }
  Bool loadedPointerIsArgumentBased(const BV&) const {
    throw UnsupportedConstruct("memory(...) effects on a loaded pointer (the evaluator does not model argument bits in memory)");
  }

  Bool mayBeLoadedPointer(const BV& ptr) const {
    return test([&](const TestMemory& m, uint64_t word, size_t) { return blockOf(word) == 0 || isNonLocal(m, blockOf(word)); }, ptr);
  }

  Bool inBounds(const BV& ptr) const {
    return test([&](const TestMemory& m, uint64_t word, size_t) {
      return word == 0 || (live(m, blockOf(word), false) && offsetOf(word) <= sizeOf(m, blockOf(word)));
    }, ptr);
  }

  Bool isAligned(const BV& ptr, uint64_t align) const {
    if (align <= 1) return ~Bool(0);
    unsigned log = floorLog2(align);
    return test([&](const TestMemory& m, uint64_t word, size_t) {
      return word == 0 || ((offsetOf(word) & (align - 1)) == 0 && alignLogOf(m, blockOf(word)) >= log);
    }, ptr);
  }

  // inttoptr: not modelled by the evaluator (only the refinement checker has physical pointers).
  BV physicalPointer(const BV&, Bool) const { throw UnsupportedConstruct("inttoptr (the evaluator does not model physical pointers)"); }

  BV address(const BV& ptr) const {
    BV out;
    out.width = kPointerBits;
    for (size_t t = 0; t < tests_.size(); ++t) {
      uint64_t word = uint64_t(ptr.v[t]);
      out.v[t] = W(addressOf(tests_[t], blockOf(word)) + offsetOf(word));
    }
    return out;
  }

  std::vector<Byte<D>> read(const BV& ptr, unsigned n) const {
    std::vector<Byte<D>> out(n, Byte<D>{splat(8, 0), splat(8, 0xff)});
    for (size_t t = 0; t < tests_.size(); ++t) {
      uint64_t word = uint64_t(ptr.v[t]);
      for (unsigned k = 0; k < n; ++k) {
        auto [value, poison] = byteAt(tests_[t], word + k);
        out[k].value.v[t] = value;
        out[k].poison.v[t] = poison;
      }
    }
    return out;
  }

  void write(const BV& ptr, const std::vector<Byte<D>>& bytes, Bool reach) {
    for (size_t t = 0; t < tests_.size(); ++t) {
      if (!((reach >> t) & 1)) continue;
      uint64_t word = uint64_t(ptr.v[t]);
      for (unsigned k = 0; k < bytes.size(); ++k) setByte(tests_[t], word + k, uint8_t(bytes[k].value.v[t]), uint8_t(bytes[k].poison.v[t]));
    }
  }

  // Globals are not part of a test's MemoryImage: a function that names one is not evaluated.
  BV globalPointer(const ir::Global& g) const { throw UnsupportedConstruct("global @" + g.name() + " in the evaluator"); }

  // The operations of semantics/MemoryIntrinsics.h, test by test as Z3MemoryCalls does them.
  Bool isStack(const BV& ptr) const {
    return test([&](const TestMemory& m, uint64_t word, size_t) { return local(m, blockOf(word)) != nullptr; }, ptr);
  }

  void setLive(const BV& ptr, bool alive, Bool when) {
    for (size_t t = 0; t < tests_.size(); ++t)
      if ((when >> t) & 1)
        if (LocalBlock* l = const_cast<LocalBlock*>(local(tests_[t], blockOf(uint64_t(ptr.v[t]))))) l->alive = alive;
  }

  void fill(const BV& ptr, const Byte<D>& byte, const BV& n, Bool when) {
    for (size_t t = 0; t < tests_.size(); ++t) {
      if (!((when >> t) & 1)) continue;
      uint64_t word = uint64_t(ptr.v[t]);
      for (uint64_t k = 0, end = heldBytesFrom(tests_[t], word, uint64_t(n.v[t])); k < end; ++k)
        setByte(tests_[t], word + k, uint8_t(byte.value.v[t]), uint8_t(byte.poison.v[t]));
    }
  }

  void copy(const BV& dst, const BV& src, const BV& n, Bool when) {
    for (size_t t = 0; t < tests_.size(); ++t) {
      if (!((when >> t) & 1)) continue;
      uint64_t to = uint64_t(dst.v[t]), from = uint64_t(src.v[t]);
      uint64_t count = std::min(heldBytesFrom(tests_[t], to, uint64_t(n.v[t])), heldBytesFrom(tests_[t], from, uint64_t(n.v[t])));
      std::vector<std::pair<uint8_t, uint8_t>> bytes;
      for (uint64_t k = 0; k < count; ++k) bytes.push_back(byteAt(tests_[t], from + k));
      for (uint64_t k = 0; k < count; ++k) setByte(tests_[t], to + k, bytes[k].first, bytes[k].second);
    }
  }

  void poisonBlock(const BV& ptr, Bool when) {
    for (size_t t = 0; t < tests_.size(); ++t) {
      if (!((when >> t) & 1)) continue;
      if (BlockBytes* bytes = bytesOf(tests_[t], blockOf(uint64_t(ptr.v[t])))) std::fill(bytes->poison.begin(), bytes->poison.end(), uint8_t(0xff));
    }
  }

  // The non-local blocks' bytes of test `t` now (index 0: the null block, empty), moved out: the
  // memory of test `t` is spent and must not be read again.
  std::vector<BlockBytes> takeNonLocalBytes(size_t t) {
    std::vector<BlockBytes> out;
    out.reserve(tests_[t].image.blocks.size());
    for (MemoryBlockImage& b : tests_[t].image.blocks) out.push_back(std::move(b.bytes));
    return out;
  }

private:
  struct LocalBlock {
    uint64_t size = 0, address = 0;
    unsigned alignLog = 0;
    bool alive = false;
    BlockBytes bytes;
  };
  struct TestMemory {
    MemoryImage image;
    std::vector<LocalBlock> locals;
  };

  static BV splat(unsigned w, W value) {
    BV r;
    r.width = w;
    r.v.fill(value);
    return r;
  }
  static unsigned blockOf(uint64_t word) { return unsigned(word >> kOffsetBits); }
  static uint64_t offsetOf(uint64_t word) { return word & ((uint64_t(1) << kOffsetBits) - 1); }
  static unsigned floorLog2(uint64_t v) {
    unsigned log = 0;
    while ((uint64_t(1) << (log + 1)) <= v && log < 63) ++log;
    return log;
  }

  template <class F> Bool test(F f, const BV& ptr) const {
    Bool out = 0;
    for (size_t t = 0; t < tests_.size(); ++t) out |= Bool(f(tests_[t], uint64_t(ptr.v[t]), t)) << t;
    return out;
  }

  bool isNonLocal(const TestMemory& m, unsigned bid) const { return bid >= 1 && bid < m.image.blocks.size(); }
  const LocalBlock* local(const TestMemory& m, unsigned bid) const {
    return bid >= firstLocal_ && bid - firstLocal_ < m.locals.size() ? &m.locals[bid - firstLocal_] : nullptr;
  }
  bool live(const TestMemory& m, unsigned bid, bool atReturn) const {
    if (isNonLocal(m, bid)) return true;
    const LocalBlock* l = local(m, bid);
    return !atReturn && l && l->alive;
  }
  uint64_t sizeOf(const TestMemory& m, unsigned bid) const {
    if (const LocalBlock* l = local(m, bid)) return l->size;
    return isNonLocal(m, bid) ? m.image.blocks[bid].size : 0;
  }
  unsigned alignLogOf(const TestMemory& m, unsigned bid) const {
    if (const LocalBlock* l = local(m, bid)) return l->alignLog;
    return bid < m.image.blocks.size() ? m.image.blocks[bid].alignLog : 0;
  }
  uint64_t addressOf(const TestMemory& m, unsigned bid) const {
    if (const LocalBlock* l = local(m, bid)) return l->address;
    return isNonLocal(m, bid) ? m.image.blocks[bid].address : 0;
  }

  // Z3Memory::canAccess, for one test: the end offset is computed modulo 2^64 as there.
  bool accessible(const TestMemory& m, uint64_t word, uint64_t bytes, AccessKind kind) const {
    unsigned bid = blockOf(word);
    uint64_t end = offsetOf(word) + bytes;
    bool ok = live(m, bid, kind == AccessKind::DereferenceAtReturn) && end <= sizeOf(m, bid) && end <= (uint64_t(1) << kOffsetBits);
    if (kind == AccessKind::Write && isNonLocal(m, bid) && !m.image.blocks[bid].writable) ok = false;
    return ok;
  }

  // The byte at pointer word `word`: uninitialized (poison) outside every block.
  std::pair<uint8_t, uint8_t> byteAt(const TestMemory& m, uint64_t word) const {
    const BlockBytes* bytes = bytesOf(const_cast<TestMemory&>(m), blockOf(word));
    uint64_t at = offsetOf(word);
    if (!bytes || at >= bytes->value.size()) return {0, 0xff};
    return {bytes->value[at], bytes->poison[at]};
  }

  void setByte(TestMemory& m, uint64_t word, uint8_t value, uint8_t poison) {
    BlockBytes* bytes = bytesOf(m, blockOf(word));
    uint64_t at = offsetOf(word);
    if (!bytes || at >= bytes->value.size()) return;
    bytes->value[at] = value;
    bytes->poison[at] = poison;
  }

  BlockBytes* bytesOf(TestMemory& m, unsigned bid) const {
    if (bid >= firstLocal_) return bid - firstLocal_ < m.locals.size() ? &m.locals[bid - firstLocal_].bytes : nullptr;
    return isNonLocal(m, bid) ? &m.image.blocks[bid].bytes : nullptr;
  }

  // How many of the `n` bytes from pointer word `word` the test holds (the rest are beyond its
  // block, where an access is UB and was excluded by the caller's `when`).
  uint64_t heldBytesFrom(TestMemory& m, uint64_t word, uint64_t n) const {
    const BlockBytes* bytes = bytesOf(m, blockOf(word));
    uint64_t at = offsetOf(word);
    if (!bytes || at >= bytes->value.size()) return 0;
    return std::min<uint64_t>(n, bytes->value.size() - at);
  }

  // A local block in test memory `m`: at its listed address, else past every block so far,
  // aligned. Its bytes are held only up to a bound: an access beyond is UB anyway (canAccess).
  void allocateIn(TestMemory& m, uint64_t size, uint64_t align, bool alive) {
    LocalBlock b;
    b.size = size;
    b.alignLog = floorLog2(std::max<uint64_t>(align, 1));
    b.alive = alive;
    size_t index = m.locals.size();
    if (index < m.image.localAddresses.size()) {
      b.address = m.image.localAddresses[index];
    } else {
      uint64_t end = 4096;
      for (size_t k = 1; k < m.image.blocks.size(); ++k) end = std::max(end, m.image.blocks[k].address + m.image.blocks[k].size);
      for (const LocalBlock& l : m.locals) end = std::max(end, l.address + l.size);
      uint64_t a = uint64_t(1) << b.alignLog;
      b.address = (end + a - 1) & ~(a - 1);
    }
    size_t held = size_t(std::min<uint64_t>(size, kMaxLocalBytes));
    b.bytes.value.assign(held, 0);
    b.bytes.poison.assign(held, 0xff);
    m.locals.push_back(std::move(b));
  }

  static constexpr uint64_t kMaxLocalBytes = uint64_t(1) << 20;

  std::vector<TestMemory> tests_;
  unsigned firstLocal_ = 1;
  unsigned localCount_ = 0;
};

} // namespace theseus::semantics
