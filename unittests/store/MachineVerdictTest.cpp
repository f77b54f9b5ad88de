// Machine verdicts (issue 24): what a proved rewrite does to its function's machine code, stored
// per CPU, region and rewrite, read back by later compiles and listed for the proof snapshot.
#include "StoreFixture.h"

using namespace theseus::store;
using namespace theseus::store::testing;

namespace {

class StoreMachineVerdictTest : public EachStore {};
THESEUS_INSTANTIATE_EACH_STORE(StoreMachineVerdictTest);

TEST_P(StoreMachineVerdictTest, AVerdictIsReadBackForItsCpuRegionAndRewriteOnly) {
  store_->putMachineVerdict({"x86-64-v3", 0x8000000000000001ull, 7, 12.5, 10.25, true});
  auto found = store_->machineVerdict("x86-64-v3", 0x8000000000000001ull, 7);
  ASSERT_TRUE(found);
  EXPECT_DOUBLE_EQ(found->before, 12.5);
  EXPECT_DOUBLE_EQ(found->after, 10.25);
  EXPECT_TRUE(found->gain);
  EXPECT_FALSE(store_->machineVerdict("znver3", 0x8000000000000001ull, 7));
  EXPECT_FALSE(store_->machineVerdict("x86-64-v3", 1, 7));
  EXPECT_FALSE(store_->machineVerdict("x86-64-v3", 0x8000000000000001ull, 8));
}

TEST_P(StoreMachineVerdictTest, ALaterVerdictReplacesTheEarlierOne) {
  store_->putMachineVerdict({"x86-64-v3", 1, 2, 5, 4, true});
  store_->putMachineVerdict({"x86-64-v3", 1, 2, 5, 5, false});
  auto found = store_->machineVerdict("x86-64-v3", 1, 2);
  ASSERT_TRUE(found);
  EXPECT_FALSE(found->gain);
  EXPECT_DOUBLE_EQ(found->after, 5);
}

TEST_P(StoreMachineVerdictTest, VerdictsAreListedPerCpuAndSeenByAnotherHandle) {
  store_->putMachineVerdict({"x86-64-v3", 1, 2, 5, 4, true});
  store_->putMachineVerdict({"x86-64-v3", 3, 4, 5, 6, false});
  store_->putMachineVerdict({"skylake", 1, 2, 5, 4, true});
  auto other = open();
  ASSERT_TRUE(other) << error_;
  auto listed = other->machineVerdicts("x86-64-v3");
  ASSERT_TRUE(listed);
  ASSERT_EQ(listed->size(), 2u);
  unsigned gains = 0;
  for (const MachineVerdict& v : *listed) gains += v.gain;
  EXPECT_EQ(gains, 1u);
  EXPECT_EQ(other->machineVerdicts("skylake")->size(), 1u);
}

TEST_P(StoreMachineVerdictTest, VerdictsLeaveTheRewriteEntriesAlone) {
  RewriteKey key = cutKey("x_");
  store_->put(key, rewriteEntry(2, "rewrite"));
  store_->putMachineVerdict({"x86-64-v3", key.hash, fnv1a("rewrite"), 3, 2, true});
  EXPECT_EQ(store_->lookup(key, Budget{})->rewriteText, "rewrite");
  EXPECT_EQ(store_->stats().entries, 1u);
  EXPECT_EQ(store_->checkIntegrity(), "");
}

} // namespace
