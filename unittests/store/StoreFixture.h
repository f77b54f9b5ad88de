#pragma once
// A fixture that runs one test against each RewriteStore: "sqlite" (a fresh database file) and
// "redis" (a private redis-server; the test is skipped when redis-server is missing).
#include "StoreTestSupport.h"

namespace theseus::store::testing {

class EachStore : public ::testing::TestWithParam<std::string> {
protected:
  void SetUp() override {
    if (GetParam() == "redis") {
      redis_ = std::make_unique<RedisServer>();
      THESEUS_REQUIRE_REDIS(*redis_);
    }
    store_ = open();
    ASSERT_TRUE(store_) << error_;
  }

  // Another handle on the same store, as a second process would have.
  std::unique_ptr<RewriteStore> open() {
    return openRewriteStore(GetParam() == "redis" ? redis_->url() : "sqlite:" + dir_.file("rewrites.db"), error_);
  }

  TempDir dir_;
  std::unique_ptr<RedisServer> redis_;
  std::unique_ptr<RewriteStore> store_;
  std::string error_;
};

// EachStore with the key of one cut (`cutKey("x_")`), for the tests that work on a single entry.
class EachStoreWithOneKey : public EachStore {
protected:
  RewriteKey key = cutKey("x_");
};

inline std::string storeName(const ::testing::TestParamInfo<std::string>& info) { return info.param; }

#define THESEUS_INSTANTIATE_EACH_STORE(suite)                                                             \
  INSTANTIATE_TEST_SUITE_P(Stores, suite, ::testing::Values(std::string("sqlite"), std::string("redis")), \
                           ::theseus::store::testing::storeName)

} // namespace theseus::store::testing
