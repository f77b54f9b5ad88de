// kill -9 of a writer, in the middle of a transaction or of a stream of puts, leaves the cache
// openable with every committed entry intact.
#include "StoreTestSupport.h"

#include <csignal>
#include <sqlite3.h>
#include <unistd.h>

using namespace theseus::store;
using namespace theseus::store::testing;

namespace {

constexpr unsigned kCommitted = 100;

void putCommitted(const std::string& path) {
  std::string error;
  auto store = openRewriteStore("sqlite:" + path, error);
  ASSERT_TRUE(store) << error;
  for (unsigned i = 0; i < kCommitted; ++i) store->put(numberedKey(i), rewriteEntry(i));
}

void expectCommittedIntact(const std::string& path) {
  std::string error;
  auto store = openRewriteStore("sqlite:" + path, error);
  ASSERT_TRUE(store) << error;
  for (unsigned i = 0; i < kCommitted; ++i) {
    auto hit = store->lookup(numberedKey(i), Budget{});
    ASSERT_TRUE(hit) << "entry " << i << " lost";
    EXPECT_EQ(hit->rewriteCost, i);
  }
  EXPECT_EQ(store->put(numberedKey(99999), noneEntry(1, 1)), PutOutcome::Inserted);
}

std::string integrity(const std::string& path) {
  sqlite3* db = nullptr;
  sqlite3_open(path.c_str(), &db);
  sqlite3_stmt* q = nullptr;
  sqlite3_prepare_v2(db, "PRAGMA integrity_check;", -1, &q, nullptr);
  std::string out = sqlite3_step(q) == SQLITE_ROW ? reinterpret_cast<const char*>(sqlite3_column_text(q, 0)) : "no answer";
  sqlite3_finalize(q);
  sqlite3_close(db);
  return out;
}

// In the child: opens a write transaction, inserts rows, tells the parent, and waits to be killed.
[[noreturn]] void holdOpenTransaction(const std::string& path, int ready) {
  sqlite3* db = nullptr;
  sqlite3_open(path.c_str(), &db);
  sqlite3_exec(db, "BEGIN IMMEDIATE;", nullptr, nullptr, nullptr);
  for (int i = 0; i < 500; ++i)
    sqlite3_exec(db, ("INSERT INTO rewrites VALUES (" + std::to_string(1000000 + i) +
                      ", 'isel', '', 'x', 0, 1, 1, 'uncommitted', 1, 1, 1, 1, 'killed');").c_str(),
                 nullptr, nullptr, nullptr);
  char byte = 1;
  (void)!write(ready, &byte, 1);
  for (;;) pause();
}

TEST(StoreSqliteCrash, KillMidTransactionKeepsCommittedEntries) {
  TempDir dir;
  std::string path = dir.file("rewrites.db");
  putCommitted(path);
  int pipeFds[2];
  ASSERT_EQ(pipe(pipeFds), 0);
  pid_t pid = fork();
  if (pid == 0) holdOpenTransaction(path, pipeFds[1]);
  char byte = 0;
  ASSERT_EQ(read(pipeFds[0], &byte, 1), 1);
  kill(pid, SIGKILL);
  EXPECT_EQ(waitChild(pid), 128 + SIGKILL);
  expectCommittedIntact(path);
  EXPECT_EQ(integrity(path), "ok");
  std::string error;
  EXPECT_EQ(openRewriteStore("sqlite:" + path, error)->stats().entries, kCommitted + 1) << "uncommitted rows appeared";
}

TEST(StoreSqliteCrash, KillDuringStreamOfPutsKeepsCommittedEntries) {
  TempDir dir;
  std::string path = dir.file("rewrites.db");
  putCommitted(path);
  pid_t pid = fork();
  if (pid == 0) {
    std::string error;
    auto store = openRewriteStore("sqlite:" + path, error);
    for (unsigned i = 0;; ++i) store->put(numberedKey(kCommitted + i), rewriteEntry(1));
  }
  std::string error;
  auto observer = openRewriteStore("sqlite:" + path, error);
  ASSERT_TRUE(observer) << error;
  for (int waited = 0; observer->stats().entries < kCommitted + 200; ++waited) {
    ASSERT_LT(waited, 30000) << "the writer made no progress";
    usleep(1000);
  }
  kill(pid, SIGKILL);
  EXPECT_EQ(waitChild(pid), 128 + SIGKILL);
  observer.reset();
  expectCommittedIntact(path);
  EXPECT_EQ(integrity(path), "ok");
}

} // namespace
