// Canonical keys: renaming values hits; another CPU, cost model, operation or byte order misses;
// a hash collision is a miss, never a wrong rewrite.
#include "StoreFixture.h"

using namespace theseus;
using namespace theseus::store;
using namespace theseus::store::testing;

namespace {

class StoreKeyTest : public EachStore {};
THESEUS_INSTANTIATE_EACH_STORE(StoreKeyTest);

const Budget kBudget{2, 10};

TEST_P(StoreKeyTest, RenamedValuesHit) {
  store_->put(cutKey("x_"), rewriteEntry(3));
  auto hit = store_->lookup(cutKey("other_names_"), kBudget);
  ASSERT_TRUE(hit);
  EXPECT_EQ(hit->rewriteCost, 3);
}

TEST_P(StoreKeyTest, DifferentCpuMisses) {
  store_->put(cutKey("x_", ir::Opcode::Add, "x86-64-v3"), rewriteEntry(3));
  EXPECT_FALSE(store_->lookup(cutKey("x_", ir::Opcode::Add, "znver4"), kBudget));
}

TEST_P(StoreKeyTest, DifferentCostModelMisses) {
  RewriteKey isel = cutKey("x_");
  store_->put(isel, rewriteEntry(3));
  EXPECT_FALSE(store_->lookup(makeRewriteKey(isel.text, "mca", isel.mcpu), kBudget));
}

TEST_P(StoreKeyTest, DifferentOperationMisses) {
  store_->put(cutKey("x_", ir::Opcode::Add), rewriteEntry(3));
  EXPECT_FALSE(store_->lookup(cutKey("x_", ir::Opcode::Sub), kBudget));
}

TEST_P(StoreKeyTest, HashCollisionIsAMiss) {
  RewriteKey stored = cutKey("x_");
  store_->put(stored, rewriteEntry(3));
  RewriteKey colliding = cutKey("x_", ir::Opcode::Xor);
  colliding.hash = stored.hash;
  EXPECT_FALSE(store_->lookup(colliding, kBudget));
  EXPECT_EQ(store_->stats().collisions, 1u);
}

TEST_P(StoreKeyTest, HitSurvivesReopening) {
  store_->put(cutKey("x_"), rewriteEntry(3));
  store_.reset();
  auto reopened = open();
  ASSERT_TRUE(reopened) << error_;
  EXPECT_TRUE(reopened->lookup(cutKey("y_"), kBudget));
}

TEST_P(StoreKeyTest, RewriteKeyHashesListTheRewritesOfOneModelAndCpu) {
  store_->put(cutKey("x_"), rewriteEntry(3));
  store_->put(cutKey("x_", ir::Opcode::Sub), noneEntry(2, 10));
  std::optional<std::vector<uint64_t>> hashes = store_->rewriteKeyHashes("isel", "x86-64");
  if (GetParam() == "redis") {
    EXPECT_FALSE(hashes);
    return;
  }
  ASSERT_TRUE(hashes);
  EXPECT_EQ(*hashes, std::vector<uint64_t>{cutKey("y_").hash});
  EXPECT_TRUE(store_->rewriteKeyHashes("isel", "znver4")->empty());
}

TEST(StoreCanonicalCutText, BigEndianDiffersFromLittleEndian) {
  auto cut = makeCut("x_");
  ir::DataLayout big;
  big.bigEndian = true;
  EXPECT_NE(makeRewriteKey(*cut, big, "isel", "").hash, makeRewriteKey(*cut, ir::DataLayout{}, "isel", "").hash);
  EXPECT_EQ(canonicalCutText(*cut, big).rfind("target datalayout = \"E\"", 0), 0u);
}

TEST(StoreCanonicalCutText, NamesTheCutF) {
  std::string text = canonicalCutText(*makeCut("x_"), ir::DataLayout{});
  EXPECT_NE(text.find("define i32 @f(i32 %a0, i32 %a1)"), std::string::npos) << text;
  EXPECT_EQ(text.find("x_"), std::string::npos) << text;
}

} // namespace
