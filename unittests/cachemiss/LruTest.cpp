#include "cachemiss/Lru.h"

#include <gtest/gtest.h>

using namespace theseus::cachemiss;

TEST(Lru, FirstTouchIsCompulsory) {
  LruCache cache(2);
  EXPECT_EQ(cache.access(7), AccessOutcome::Compulsory);
  EXPECT_EQ(cache.access(7), AccessOutcome::Hit);
}

TEST(Lru, EvictsLeastRecentlyUsed) {
  LruCache cache(2);
  cache.access(1);
  cache.access(2);
  cache.access(1);
  cache.access(3);
  EXPECT_EQ(cache.access(1), AccessOutcome::Hit);
  EXPECT_EQ(cache.access(2), AccessOutcome::Capacity);
}

TEST(Lru, ReuseDistanceEqualToCapacityMisses) {
  LruCache cache(3);
  for (uint64_t line : {1, 2, 3, 4}) cache.access(line);
  EXPECT_EQ(cache.access(1), AccessOutcome::Capacity);
  EXPECT_EQ(cache.access(4), AccessOutcome::Hit);
}
