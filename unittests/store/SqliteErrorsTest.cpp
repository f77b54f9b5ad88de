// A file that is not our cache is refused with a clear error and left as it was.
#include "StoreTestSupport.h"

#include <fstream>
#include <sqlite3.h>
#include <sstream>
#include <sys/stat.h>

using namespace theseus::store;
using namespace theseus::store::testing;

namespace {

std::string contents(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void runSql(const std::string& path, const char* sql) {
  sqlite3* db = nullptr;
  sqlite3_open(path.c_str(), &db);
  sqlite3_exec(db, sql, nullptr, nullptr, nullptr);
  sqlite3_close(db);
}

// A fresh cache opened at `path`, with a test failure when it does not open.
std::unique_ptr<RewriteStore> openFreshStore(const std::string& path) {
  std::string error;
  auto store = openRewriteStore(path, error);
  EXPECT_TRUE(store) << error;
  return store;
}

TEST(StoreSqliteErrors, GarbageFileIsRefusedAndKept) {
  TempDir dir;
  std::string path = dir.file("rewrites.db");
  std::string garbage(8192, 'g');
  std::ofstream(path, std::ios::binary) << garbage;
  std::string error;
  EXPECT_FALSE(openRewriteStore("sqlite:" + path, error));
  EXPECT_NE(error.find(path), std::string::npos) << error;
  EXPECT_NE(error.find("not a database"), std::string::npos) << error;
  EXPECT_EQ(contents(path), garbage);
}

TEST(StoreSqliteErrors, OtherProgramsDatabaseIsRefused) {
  TempDir dir;
  std::string path = dir.file("other.db");
  runSql(path, "CREATE TABLE notes(x TEXT); INSERT INTO notes VALUES ('keep me');");
  std::string error;
  EXPECT_FALSE(openRewriteStore(path, error));
  EXPECT_NE(error.find("not a theseus rewrite cache"), std::string::npos) << error;
}

TEST(StoreSqliteErrors, OtherSchemaVersionIsRefused) {
  TempDir dir;
  std::string path = dir.file("rewrites.db");
  std::string error;
  ASSERT_TRUE(openRewriteStore(path, error)) << error;
  runSql(path, "UPDATE meta SET value = '99' WHERE name = 'schema_version';");
  EXPECT_FALSE(openRewriteStore(path, error));
  EXPECT_NE(error.find("schema version 99"), std::string::npos) << error;
}

TEST(StoreSqliteErrors, UncreatableDirectoryIsAnError) {
  TempDir dir;
  std::ofstream(dir.file("file")) << "x";
  std::string error;
  EXPECT_FALSE(openRewriteStore(dir.file("file") + "/sub/rewrites.db", error));
  EXPECT_NE(error.find("cannot create"), std::string::npos) << error;
}

TEST(StoreSqliteErrors, MalformedEntryIsAnErrorNotAMiss) {
  TempDir dir;
  std::string path = dir.file("rewrites.db");
  auto store = openFreshStore(path);
  ASSERT_TRUE(store);
  store->put(cutKey("x_"), rewriteEntry(1));
  runSql(path, "UPDATE rewrites SET status = 7;");
  EXPECT_THROW(store->lookup(cutKey("x_"), Budget{}), StoreError);
}

TEST(StoreSqliteErrors, CorruptPageIsAnErrorNotAMiss) {
  TempDir dir;
  std::string path = dir.file("rewrites.db");
  auto store = openFreshStore(path);
  ASSERT_TRUE(store);
  for (unsigned i = 0; i < 3000; ++i) store->put(numberedKey(i), rewriteEntry(i));
  store.reset();
  std::string bytes = contents(path);
  std::fill(bytes.begin() + bytes.size() / 2, bytes.begin() + bytes.size() / 2 + 3000, '\xff');
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
  std::string error;
  store = openRewriteStore(path, error);
  ASSERT_TRUE(store) << error;
  unsigned errors = 0;
  for (unsigned i = 0; i < 3000; ++i) {
    try {
      EXPECT_TRUE(store->lookup(numberedKey(i), Budget{})) << "entry " << i << " silently missing";
    } catch (const StoreError& e) {
      EXPECT_NE(std::string(e.what()).find("malformed"), std::string::npos) << e.what();
      ++errors;
    }
  }
  EXPECT_GT(errors, 0u);
  EXPECT_NE(store->checkIntegrity(), "");
}

TEST(StoreDefaultCachePath, FollowsXdgThenHome) {
  std::string savedXdg = getenv("XDG_CACHE_HOME") ? getenv("XDG_CACHE_HOME") : "";
  setenv("XDG_CACHE_HOME", "/xdg", 1);
  EXPECT_EQ(defaultCachePath(), "/xdg/theseus/rewrites.db");
  unsetenv("XDG_CACHE_HOME");
  setenv("HOME", getenv("HOME") ? getenv("HOME") : "/home/u", 1);
  EXPECT_EQ(defaultCachePath(), std::string(getenv("HOME")) + "/.cache/theseus/rewrites.db");
  if (!savedXdg.empty()) setenv("XDG_CACHE_HOME", savedXdg.c_str(), 1);
}

TEST(StoreOpen, BadRedisUrlIsAnError) {
  std::string error;
  EXPECT_FALSE(openRewriteStore("redis://127.0.0.1:notaport", error));
  EXPECT_NE(error.find("bad port"), std::string::npos) << error;
}

TEST(StoreOpen, UnreachableRedisIsAnError) {
  std::string error;
  EXPECT_FALSE(openRewriteStore("redis://127.0.0.1:1", error));
  EXPECT_NE(error.find("cannot connect"), std::string::npos) << error;
}

} // namespace
