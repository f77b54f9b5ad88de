// A cached rewrite that fails verification is reported: removed from the cache (unless a newer
// rewrite replaced it meanwhile) and recorded with the reason.
#include "StoreFixture.h"
#include "store/redis/RedisConnection.h"

using namespace theseus::store;
using namespace theseus::store::testing;

namespace {

class StorePoisonTest : public EachStoreWithOneKey {};
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

TEST_P(StorePoisonTest, IntactStorePassesTheIntegrityCheck) {
  store_->put(key, rewriteEntry(3));
  store_->put(numberedKey(1), noneEntry(2, 10));
  EXPECT_EQ(store_->checkIntegrity(), "");
}

} // namespace

namespace {

TEST(StoreRedisIntegrity, MalformedEntryIsFound) {
  RedisServer redis;
  THESEUS_REQUIRE_REDIS(redis);
  std::string error;
  auto store = openRewriteStore(redis.url(), error);
  ASSERT_TRUE(store) << error;
  store->put(cutKey("x_"), rewriteEntry(3));
  auto conn = RedisConnection::connect(redis.url(), error);
  auto slots = conn->command({"KEYS", "theseus:rw:*"});
  ASSERT_EQ(slots.elements.size(), 1u);
  conn->command({"HSET", slots.elements[0].str, "status", "seven"});
  EXPECT_NE(store->checkIntegrity().find("malformed entry"), std::string::npos);
  EXPECT_THROW(store->lookup(cutKey("x_"), Budget{}), StoreError);
}

} // namespace
