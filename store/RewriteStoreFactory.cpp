// The choice of store from a URL (openRewriteStore, declared in store/RewriteCache.h).
#include "store/RewriteCache.h"
#include "store/redis/RedisStore.h"
#include "store/sqlite/SqliteStore.h"

namespace theseus::store {

std::unique_ptr<RewriteStore> openRewriteStore(const std::string& url, std::string& error) {
  if (url.rfind("redis://", 0) == 0) return openRedisStore(url, error);
  std::string path = sqliteCachePath(url);
  if (path.empty()) {
    error = "no cache path: neither XDG_CACHE_HOME nor HOME is set (pass --cache PATH)";
    return nullptr;
  }
  return openSqliteStore(path, error);
}

} // namespace theseus::store
