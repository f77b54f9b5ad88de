#pragma once
// An exact fully associative LRU cache of a fixed number of lines, O(1) per access: a hash map
// from line to a node of an intrusive recency list (nodes live in one vector, linked by index).
// Every miss is compulsory (the line was never touched before) or capacity (it was, and has been
// evicted since: "capacity" here means every non-compulsory miss of this cache).
#include <cstdint>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace theseus::cachemiss {

enum class AccessOutcome { Hit, Compulsory, Capacity };

class LruCache {
public:
  explicit LruCache(uint64_t lines);

  // Touches `line` and says whether it hit or why it missed.
  AccessOutcome access(uint64_t line);

private:
  static constexpr uint32_t kNone = UINT32_MAX;
  struct Node {
    uint64_t line;
    uint32_t prev, next;
  };
  void unlink(uint32_t n);
  void pushFront(uint32_t n);

  uint64_t capacity_;
  std::vector<Node> nodes_;
  std::unordered_map<uint64_t, uint32_t> where_;
  std::unordered_set<uint64_t> seen_;
  uint32_t head_ = kNone, tail_ = kNone;
};

} // namespace theseus::cachemiss
