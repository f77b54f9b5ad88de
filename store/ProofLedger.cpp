#include "store/ProofLedger.h"

#include "store/RewriteCache.h"
#include "store/sqlite/SqliteLibrary.h"

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
CREATE TABLE IF NOT EXISTS prices(
  digest INTEGER NOT NULL,
  cost_model TEXT NOT NULL,
  mcpu TEXT NOT NULL,
  cut TEXT NOT NULL,
  rewrite TEXT NOT NULL,
  cheaper INTEGER NOT NULL,
  source_cost REAL NOT NULL,
  rewrite_cost REAL NOT NULL,
  PRIMARY KEY (digest, cost_model, mcpu, cut, rewrite));
)";

// The first column of the first row of `sql` as text; "" when there is none.
std::string firstText(sqlite3* db, const char* sql) {
  sqlite3_stmt* stmt = nullptr;
  std::string out;
  if (sqlite().prepare_v2(db, sql, -1, &stmt, nullptr) == SQLITE_OK && sqlite().step(stmt) == SQLITE_ROW && sqlite().column_text(stmt, 0))
    out = reinterpret_cast<const char*>(sqlite().column_text(stmt, 0));
  sqlite().finalize(stmt);
  return out;
}

// Whether the ledger already has its tables in WAL mode (then opening it writes nothing).
bool hasSchema(sqlite3* db) {
  return firstText(db, "PRAGMA journal_mode;") == "wal" &&
         firstText(db, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN ('proofs', 'prices');") == "2";
}

// A 64-bit digest of the pair, for the index only (the texts are always compared in full).
int64_t digestOf(const std::string& cutText, const std::string& rewriteText) {
  return int64_t(fnv1a(cutText + '\0' + rewriteText));
}

class SqliteProofLedger : public ProofLedger {
public:
  explicit SqliteProofLedger(sqlite3* db) : db_(db) {}
  ~SqliteProofLedger() override { sqlite().close_v2(db_); }

  bool proved(const std::string& cutText, const std::string& rewriteText) override {
    return run("SELECT 1 FROM proofs WHERE digest = ?1 AND cut = ?2 AND rewrite = ?3", cutText, rewriteText) == SQLITE_ROW;
  }

  void recordProof(const std::string& cutText, const std::string& rewriteText) override {
    run("INSERT OR IGNORE INTO proofs(digest, cut, rewrite) VALUES (?1, ?2, ?3)", cutText, rewriteText);
  }

  std::optional<LedgerPricing> pricing(const std::string& cutText, const std::string& rewriteText, const std::string& costModel,
                                       const std::string& mcpu) override {
    const char* sql = "SELECT cheaper, source_cost, rewrite_cost FROM prices WHERE digest = ?1 AND cut = ?2 AND rewrite = ?3 AND "
                      "cost_model = ?4 AND mcpu = ?5";
    std::optional<LedgerPricing> out;
    sqlite3_stmt* stmt = prepare(sql, cutText, rewriteText);
    if (!stmt) return out;
    bindText(stmt, 4, costModel);
    bindText(stmt, 5, mcpu);
    if (sqlite().step(stmt) == SQLITE_ROW)
      out = LedgerPricing{costModel, mcpu, sqlite().column_int(stmt, 0) != 0, sqlite().column_double(stmt, 1), sqlite().column_double(stmt, 2)};
    sqlite().finalize(stmt);
    return out;
  }

  void recordPricing(const std::string& cutText, const std::string& rewriteText, const LedgerPricing& priced) override {
    const char* sql = "INSERT OR REPLACE INTO prices(digest, cut, rewrite, cost_model, mcpu, cheaper, source_cost, rewrite_cost) "
                      "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)";
    sqlite3_stmt* stmt = prepare(sql, cutText, rewriteText);
    if (!stmt) return;
    bindText(stmt, 4, priced.costModel);
    bindText(stmt, 5, priced.mcpu);
    sqlite().bind_int(stmt, 6, priced.cheaper ? 1 : 0);
    sqlite().bind_double(stmt, 7, priced.sourceCost);
    sqlite().bind_double(stmt, 8, priced.rewriteCost);
    sqlite().step(stmt);
    sqlite().finalize(stmt);
  }

private:
  static void bindText(sqlite3_stmt* stmt, int index, const std::string& text) {
    sqlite().bind_text(stmt, index, text.data(), int(text.size()), SQLITE_TRANSIENT);
  }

  // `sql` prepared with the pair's digest and texts bound to ?1..?3; null when it cannot be.
  sqlite3_stmt* prepare(const char* sql, const std::string& cutText, const std::string& rewriteText) {
    sqlite3_stmt* stmt = nullptr;
    if (sqlite().prepare_v2(db_, sql, -1, &stmt, nullptr) != SQLITE_OK) {
      sqlite().finalize(stmt);
      return nullptr;
    }
    sqlite().bind_int64(stmt, 1, digestOf(cutText, rewriteText));
    bindText(stmt, 2, cutText);
    bindText(stmt, 3, rewriteText);
    return stmt;
  }

  // Runs `sql` with the pair's digest and texts bound; the result of its first step.
  int run(const char* sql, const std::string& cutText, const std::string& rewriteText) {
    sqlite3_stmt* stmt = prepare(sql, cutText, rewriteText);
    if (!stmt) return SQLITE_ERROR;
    int rc = sqlite().step(stmt);
    sqlite().finalize(stmt);
    return rc;
  }

  sqlite3* db_;
};

} // namespace

std::unique_ptr<ProofLedger> openProofLedger(const std::string& path, std::string& error) {
  std::error_code ec;
  auto dir = std::filesystem::path(path).parent_path();
  if (!dir.empty()) std::filesystem::create_directories(dir, ec);
  if (!loadSqlite(error)) {
    error = "proof ledger " + path + ": " + error;
    return nullptr;
  }
  sqlite3* db = nullptr;
  if (ec || sqlite().open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK) {
    error = "proof ledger " + path + ": cannot open" + (db ? std::string(": ") + sqlite().errmsg(db) : std::string());
    sqlite().close_v2(db);
    return nullptr;
  }
  sqlite().busy_timeout(db, 5000);
  char* message = nullptr;
  if (!hasSchema(db) && sqlite().exec(db, kSchema, nullptr, nullptr, &message) != SQLITE_OK) {
    error = "proof ledger " + path + ": " + (message ? message : "cannot create its table");
    sqlite().free(message);
    sqlite().close_v2(db);
    return nullptr;
  }
  return std::make_unique<SqliteProofLedger>(db);
}

std::string defaultProofLedgerPath() {
  std::string cache = defaultCachePath();
  return cache.empty() ? "" : cache.substr(0, cache.rfind('/')) + "/proofs.db";
}

} // namespace theseus::store
