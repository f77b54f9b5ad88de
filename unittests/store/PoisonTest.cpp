// A cached rewrite that fails verification is reported: removed from the cache (unless a newer
// rewrite replaced it meanwhile) and recorded with the reason.
#include "StoreFixture.h"

using namespace theseus::store;
using namespace theseus::store::testing;

namespace {

class StorePoisonTest : public EachStore {
protected:
  RewriteKey key = cutKey("x_");
};
THESEUS_INSTANTIATE_EACH_STORE(StorePoisonTest);

const std::string kPoisoned = "define i32 @tgt(i32 %a, i32 %b) {\n  ret i32 0\n}\n";

TEST_P(StorePoisonTest, PoisonedEntryIsRemovedAndReported) {
  RewriteEntry bad = rewriteEntry(1, kPoisoned);
  bad.producer = "attacker";
  store_->put(key, bad);
  EXPECT_TRUE(store_->markPoisoned(key, kPoisoned, "incorrect: counterexample a=1 b=2"));
  EXPECT_FALSE(store_->lookup(key, Budget{}));
  auto reports = store_->poisonReports();
  ASSERT_EQ(reports.size(), 1u);
  EXPECT_EQ(reports[0].rewriteText, kPoisoned);
  EXPECT_EQ(reports[0].producer, "attacker");
  EXPECT_EQ(reports[0].reason, "incorrect: counterexample a=1 b=2");
  EXPECT_EQ(reports[0].key.text, key.text);
  EXPECT_EQ(reports[0].key.hash, key.hash);
}

TEST_P(StorePoisonTest, NewerRewriteIsKeptButTheReportRecorded) {
  store_->put(key, rewriteEntry(3, kPoisoned));
  store_->put(key, rewriteEntry(2, "good"));
  EXPECT_FALSE(store_->markPoisoned(key, kPoisoned, "incorrect"));
  EXPECT_EQ(store_->lookup(key, Budget{})->rewriteText, "good");
  EXPECT_EQ(store_->poisonReports().size(), 1u);
}

TEST_P(StorePoisonTest, StatsCountPoisoning) {
  store_->put(key, rewriteEntry(3, kPoisoned));
  store_->markPoisoned(key, kPoisoned, "incorrect");
  StoreStats s = store_->stats();
  EXPECT_EQ(s.entries, 0u);
  EXPECT_EQ(s.poisonReports, 1u);
  EXPECT_EQ(s.poisoned, 1u);
}

TEST_P(StorePoisonTest, AfterPoisoningAProvedRewriteCanBeCachedAgain) {
  store_->put(key, rewriteEntry(1, kPoisoned));
  store_->markPoisoned(key, kPoisoned, "incorrect");
  EXPECT_EQ(store_->put(key, rewriteEntry(4, "good")), PutOutcome::Inserted);
}

} // namespace
