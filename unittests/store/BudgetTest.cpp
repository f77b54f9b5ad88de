// Budget semantics and the merge rules of put: a failure is not retried at a smaller budget but is
// at a larger one; a better rewrite replaces a worse one.
#include "StoreFixture.h"

using namespace theseus::store;
using namespace theseus::store::testing;

namespace {

class StoreBudgetTest : public EachStoreWithOneKey {};
THESEUS_INSTANTIATE_EACH_STORE(StoreBudgetTest);

TEST_P(StoreBudgetTest, NoneAnswersSmallerOrEqualBudget) {
  store_->put(key, noneEntry(3, 30));
  auto hit = store_->lookup(key, Budget{2, 10});
  ASSERT_TRUE(hit);
  EXPECT_EQ(hit->status, EntryStatus::NoneWithinBudget);
  EXPECT_TRUE(store_->lookup(key, Budget{3, 30}));
}

TEST_P(StoreBudgetTest, NoneIgnoredForLargerBudget) {
  store_->put(key, noneEntry(3, 30));
  EXPECT_FALSE(store_->lookup(key, Budget{4, 30}));
  EXPECT_FALSE(store_->lookup(key, Budget{3, 60}));
}

TEST_P(StoreBudgetTest, LargerNoneReplacesSmaller) {
  store_->put(key, noneEntry(2, 10));
  EXPECT_EQ(store_->put(key, noneEntry(3, 10)), PutOutcome::Replaced);
  EXPECT_TRUE(store_->lookup(key, Budget{3, 10}));
}

TEST_P(StoreBudgetTest, SmallerOrIncomparableNoneIsKept) {
  store_->put(key, noneEntry(3, 10));
  EXPECT_EQ(store_->put(key, noneEntry(2, 10)), PutOutcome::Kept);
  EXPECT_EQ(store_->put(key, noneEntry(2, 60)), PutOutcome::Kept);
  EXPECT_TRUE(store_->lookup(key, Budget{3, 10}));
}

TEST_P(StoreBudgetTest, RewriteReplacesNone) {
  store_->put(key, noneEntry(2, 10));
  EXPECT_EQ(store_->put(key, rewriteEntry(4)), PutOutcome::Replaced);
  EXPECT_EQ(store_->lookup(key, Budget{2, 10})->status, EntryStatus::Rewrite);
}

TEST_P(StoreBudgetTest, NoneDoesNotReplaceRewrite) {
  store_->put(key, rewriteEntry(4));
  EXPECT_EQ(store_->put(key, noneEntry(5, 100)), PutOutcome::Kept);
  EXPECT_EQ(store_->lookup(key, Budget{5, 100})->status, EntryStatus::Rewrite);
}

TEST_P(StoreBudgetTest, RewriteAnswersAnyBudget) {
  store_->put(key, rewriteEntry(4));
  EXPECT_TRUE(store_->lookup(key, Budget{100, 1000}));
}

TEST_P(StoreBudgetTest, CheaperRewriteReplacesCostlierIsKept) {
  EXPECT_EQ(store_->put(key, rewriteEntry(5, "A")), PutOutcome::Inserted);
  EXPECT_EQ(store_->put(key, rewriteEntry(3, "B")), PutOutcome::Replaced);
  EXPECT_EQ(store_->put(key, rewriteEntry(4, "C")), PutOutcome::Kept);
  EXPECT_EQ(store_->lookup(key, Budget{})->rewriteText, "B");
}

TEST_P(StoreBudgetTest, EntryFieldsRoundTrip) {
  RewriteEntry e = rewriteEntry(2.25, "define i8 @tgt(i8 %x) {\n  ret i8 %x\n}\n");
  e.budget = {4, 12.5};
  e.sourceCost = 7.75;
  e.proofSeconds = 0.125;
  e.createdAt = 1234567;
  e.producer = "worker h:1";
  store_->put(key, e);
  auto got = store_->lookup(key, Budget{});
  ASSERT_TRUE(got);
  EXPECT_EQ(got->rewriteText, e.rewriteText);
  EXPECT_EQ(got->budget.maxInsts, 4u);
  EXPECT_EQ(got->budget.timeLimitSeconds, 12.5);
  EXPECT_EQ(got->sourceCost, 7.75);
  EXPECT_EQ(got->rewriteCost, 2.25);
  EXPECT_EQ(got->proofSeconds, 0.125);
  EXPECT_EQ(got->createdAt, 1234567);
  EXPECT_EQ(got->producer, "worker h:1");
}

TEST_P(StoreBudgetTest, StatsCountKinds) {
  store_->put(cutKey("x_"), rewriteEntry(4));
  store_->put(numberedKey(1), noneEntry(2, 10));
  store_->put(numberedKey(2), noneEntry(2, 10));
  store_->lookup(numberedKey(3), Budget{});
  StoreStats s = store_->stats();
  EXPECT_EQ(s.entries, 3u);
  EXPECT_EQ(s.rewrites, 1u);
  EXPECT_EQ(s.nones, 2u);
  EXPECT_EQ(s.misses, 1u);
  EXPECT_EQ(s.puts, 3u);
}

} // namespace
