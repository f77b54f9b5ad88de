#include "cachemiss/Lru.h"

namespace theseus::cachemiss {

LruCache::LruCache(uint64_t lines) : capacity_(lines) { nodes_.reserve(lines < (1u << 20) ? lines : (1u << 20)); }

void LruCache::unlink(uint32_t n) {
  Node& node = nodes_[n];
  (node.prev == kNone ? head_ : nodes_[node.prev].next) = node.next;
  (node.next == kNone ? tail_ : nodes_[node.next].prev) = node.prev;
}

void LruCache::pushFront(uint32_t n) {
  nodes_[n].prev = kNone;
  nodes_[n].next = head_;
  (head_ == kNone ? tail_ : nodes_[head_].prev) = n;
  head_ = n;
}

AccessOutcome LruCache::access(uint64_t line) {
  auto it = where_.find(line);
  if (it != where_.end()) {
    unlink(it->second);
    pushFront(it->second);
    return AccessOutcome::Hit;
  }
  AccessOutcome outcome = seen_.insert(line).second ? AccessOutcome::Compulsory : AccessOutcome::Capacity;
  if (capacity_ == 0) return outcome;
  uint32_t n;
  if (nodes_.size() < capacity_) {
    n = (uint32_t)nodes_.size();
    nodes_.push_back({line, kNone, kNone});
  } else {
    n = tail_;
    unlink(n);
    where_.erase(nodes_[n].line);
    nodes_[n].line = line;
  }
  pushFront(n);
  where_[line] = n;
  return outcome;
}

} // namespace theseus::cachemiss
