#include "store/ProofLedger.h"

#include "store/RewriteCache.h"

#include <sqlite3.h>

#include <filesystem>

namespace theseus::store {

namespace {

const char* const kSchema = R"(
PRAGMA journal_mode=WAL;
CREATE TABLE IF NOT EXISTS proofs(
  digest INTEGER NOT NULL,
  cut TEXT NOT NULL,
  rewrite TEXT NOT NULL,
  PRIMARY KEY (digest, cut, rewrite));
)";

// A 64-bit digest of the pair, for the index only (the texts are always compared in full).
int64_t digestOf(const std::string& cutText, const std::string& rewriteText) {
  return int64_t(fnv1a(cutText + '\0' + rewriteText));
}

class SqliteProofLedger : public ProofLedger {
public:
  explicit SqliteProofLedger(sqlite3* db) : db_(db) {}
  ~SqliteProofLedger() override { sqlite3_close_v2(db_); }

  bool proved(const std::string& cutText, const std::string& rewriteText) override {
    return run("SELECT 1 FROM proofs WHERE digest = ?1 AND cut = ?2 AND rewrite = ?3", cutText, rewriteText) == SQLITE_ROW;
  }

  void recordProof(const std::string& cutText, const std::string& rewriteText) override {
    run("INSERT OR IGNORE INTO proofs(digest, cut, rewrite) VALUES (?1, ?2, ?3)", cutText, rewriteText);
  }

private:
  // Runs `sql` with the pair's digest and texts bound; the result of its first step.
  int run(const char* sql, const std::string& cutText, const std::string& rewriteText) {
    sqlite3_stmt* stmt = nullptr;
    if (sqlite3_prepare_v2(db_, sql, -1, &stmt, nullptr) != SQLITE_OK) return SQLITE_ERROR;
    sqlite3_bind_int64(stmt, 1, digestOf(cutText, rewriteText));
    sqlite3_bind_text(stmt, 2, cutText.data(), int(cutText.size()), SQLITE_TRANSIENT);
    sqlite3_bind_text(stmt, 3, rewriteText.data(), int(rewriteText.size()), SQLITE_TRANSIENT);
    int rc = sqlite3_step(stmt);
    sqlite3_finalize(stmt);
    return rc;
  }

  sqlite3* db_;
};

} // namespace

std::unique_ptr<ProofLedger> openProofLedger(const std::string& path, std::string& error) {
  std::error_code ec;
  auto dir = std::filesystem::path(path).parent_path();
  if (!dir.empty()) std::filesystem::create_directories(dir, ec);
  sqlite3* db = nullptr;
  if (ec || sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK) {
    error = "proof ledger " + path + ": cannot open" + (db ? std::string(": ") + sqlite3_errmsg(db) : std::string());
    sqlite3_close_v2(db);
    return nullptr;
  }
  sqlite3_busy_timeout(db, 5000);
  char* message = nullptr;
  if (sqlite3_exec(db, kSchema, nullptr, nullptr, &message) != SQLITE_OK) {
    error = "proof ledger " + path + ": " + (message ? message : "cannot create its table");
    sqlite3_free(message);
    sqlite3_close_v2(db);
    return nullptr;
  }
  return std::make_unique<SqliteProofLedger>(db);
}

std::string defaultProofLedgerPath() {
  std::string cache = defaultCachePath();
  return cache.empty() ? "" : (std::filesystem::path(cache).parent_path() / "proofs.db").string();
}

} // namespace theseus::store
