#pragma once
// An exact set of fixed-size byte keys (prefix fingerprints of the Bansal-Aiken classes): keys
// are stored whole in one arena and compared byte for byte, so a hash collision never merges two
// classes. Open addressing with linear probing; no allocation per key.
#include <cstdint>
#include <cstring>
#include <utility>
#include <vector>

namespace theseus::synth::massalin {

class FingerprintTable {
public:
  explicit FingerprintTable(size_t keyBytes) : keyBytes_(keyBytes), slots_(kInitialSlots, kEmpty) {}

  // Inserts `key` (keyBytes bytes); returns false when it was already present.
  bool insert(const void* key) { return insertOrFind(key).second; }

  // The index of `key` (0, 1, ... in order of first insertion), inserting it when absent; the
  // second member is true when it was inserted.
  std::pair<size_t, bool> insertOrFind(const void* key) {
    if ((count_ + 1) * 2 > slots_.size()) grow();
    uint64_t h = hash(key);
    uint64_t tag = h & ~uint64_t(0xffffffff);
    size_t mask = slots_.size() - 1;
    for (size_t i = h & mask;; i = (i + 1) & mask) {
      uint64_t s = slots_[i];
      if (s == kEmpty) {
        slots_[i] = tag | count_;
        arena_.insert(arena_.end(), static_cast<const uint8_t*>(key), static_cast<const uint8_t*>(key) + keyBytes_);
        return {count_++, true};
      }
      if ((s & ~uint64_t(0xffffffff)) == tag && std::memcmp(&arena_[(s & 0xffffffff) * keyBytes_], key, keyBytes_) == 0)
        return {size_t(s & 0xffffffff), false};
    }
  }

  void clear() {
    arena_.clear();
    slots_.assign(kInitialSlots, kEmpty);
    count_ = 0;
  }

  size_t size() const { return count_; }
  size_t bytes() const { return arena_.capacity() + slots_.capacity() * sizeof(uint64_t); }

private:
  static constexpr uint64_t kEmpty = ~uint64_t(0);
  static constexpr size_t kInitialSlots = 1 << 16;

  uint64_t hash(const void* key) const {
    const uint8_t* p = static_cast<const uint8_t*>(key);
    uint64_t h = 0x9e3779b97f4a7c15ull ^ keyBytes_;
    size_t i = 0;
    for (; i + 8 <= keyBytes_; i += 8) {
      uint64_t w;
      std::memcpy(&w, p + i, 8);
      h = (h ^ w) * 0xff51afd7ed558ccdull;
      h ^= h >> 32;
    }
    for (; i < keyBytes_; ++i) h = (h ^ p[i]) * 0x100000001b3ull;
    return h ^ (h >> 29);
  }

  void grow() {
    std::vector<uint64_t> bigger(slots_.size() * 2, kEmpty);
    size_t mask = bigger.size() - 1;
    for (uint64_t s : slots_) {
      if (s == kEmpty) continue;
      size_t i = hash(&arena_[(s & 0xffffffff) * keyBytes_]) & mask;
      while (bigger[i] != kEmpty) i = (i + 1) & mask;
      bigger[i] = s;
    }
    slots_.swap(bigger);
  }

  size_t keyBytes_;
  std::vector<uint8_t> arena_;
  // Per slot: the key hash's high 32 bits, then the key's index in the arena; kEmpty when free.
  std::vector<uint64_t> slots_;
  size_t count_ = 0;
};

} // namespace theseus::synth::massalin
