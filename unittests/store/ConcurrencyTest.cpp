// Several processes writing and reading one cache at once (SQLite file or Redis server) lose
// nothing and keep the best rewrite.
#include "StoreTestSupport.h"

#include <unistd.h>

using namespace theseus::store;
using namespace theseus::store::testing;

namespace {

constexpr unsigned kWriters = 4;
constexpr unsigned kKeysPerWriter = 150;

// A child's work: its own keys, one shared key with a cost of its own, and reads of everyone's.
int writeAndRead(const std::string& url, unsigned writer) {
  std::string error;
  auto store = openRewriteStore(url, error);
  if (!store) return 2;
  try {
    for (unsigned i = 0; i < kKeysPerWriter; ++i) {
      store->put(numberedKey(writer * 1000 + i), noneEntry(2, 10));
      store->put(cutKey("shared_"), rewriteEntry(10 + writer + i % 7));
      store->lookup(numberedKey(((writer + 1) % kWriters) * 1000 + i), Budget{1, 1});
    }
    store->put(cutKey("shared_"), rewriteEntry(1 + writer));
  } catch (const StoreError&) {
    return 3;
  }
  return 0;
}

void expectForkedWritersLoseNothing(const std::string& url) {
  std::vector<pid_t> children;
  for (unsigned w = 0; w < kWriters; ++w) {
    pid_t pid = fork();
    if (pid == 0) _exit(writeAndRead(url, w));
    children.push_back(pid);
  }
  for (pid_t pid : children) EXPECT_EQ(waitChild(pid), 0);
  std::string error;
  auto store = openRewriteStore(url, error);
  ASSERT_TRUE(store) << error;
  for (unsigned w = 0; w < kWriters; ++w)
    for (unsigned i = 0; i < kKeysPerWriter; ++i) ASSERT_TRUE(store->lookup(numberedKey(w * 1000 + i), Budget{2, 10}));
  EXPECT_EQ(store->lookup(cutKey("s_"), Budget{})->rewriteCost, 1);
  EXPECT_EQ(store->stats().entries, kWriters * kKeysPerWriter + 1);
}

TEST(StoreConcurrency, ForkedSqliteWritersLoseNothing) {
  TempDir dir;
  expectForkedWritersLoseNothing("sqlite:" + dir.file("rewrites.db"));
}

TEST(StoreConcurrency, ForkedRedisWritersLoseNothing) {
  RedisServer redis;
  THESEUS_REQUIRE_REDIS(redis);
  expectForkedWritersLoseNothing(redis.url());
}

} // namespace
