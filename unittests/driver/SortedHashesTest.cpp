// The prefilters' hash sets (driver/SortedHashes.h): exactly the hashes given, in any order, with
// duplicates, the extremes of the range included.
#include "driver/SortedHashes.h"

#include <gtest/gtest.h>

using theseus::driver::SortedHashes;

TEST(SortedHashes, HoldsEveryGivenHash) { EXPECT_TRUE(SortedHashes({9, 0, ~0ull, 9, 4}).contains(~0ull) && SortedHashes({9, 0, ~0ull, 9, 4}).contains(0)); }
TEST(SortedHashes, HoldsNoOtherHash) { EXPECT_FALSE(SortedHashes({9, 0, ~0ull, 9, 4}).contains(5)); }
TEST(SortedHashes, AnEmptySetHoldsNothing) { EXPECT_FALSE(SortedHashes({}).contains(0)); }
