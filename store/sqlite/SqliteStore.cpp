#include "store/sqlite/SqliteStore.h"

#include "store/EntryRules.h"
#include "store/sqlite/SqliteLibrary.h"

#include <chrono>
#include <filesystem>
#include <functional>
#include <thread>

namespace theseus::store {

namespace {

const char* const kSchema = R"(
CREATE TABLE meta(name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE rewrites(
  hash INTEGER NOT NULL, cost_model TEXT NOT NULL, mcpu TEXT NOT NULL, cut TEXT NOT NULL,
  status INTEGER NOT NULL, max_insts INTEGER NOT NULL, time_limit REAL NOT NULL,
  rewrite TEXT NOT NULL, source_cost REAL NOT NULL, rewrite_cost REAL NOT NULL,
  proof_seconds REAL NOT NULL, created_at INTEGER NOT NULL, producer TEXT NOT NULL,
  PRIMARY KEY(hash, cost_model, mcpu));
CREATE TABLE poison(
  id INTEGER PRIMARY KEY, hash INTEGER NOT NULL, cost_model TEXT NOT NULL, mcpu TEXT NOT NULL,
  cut TEXT NOT NULL, rewrite TEXT NOT NULL, producer TEXT NOT NULL, reason TEXT NOT NULL,
  reported_at INTEGER NOT NULL);
)";

// The covering index behind rewriteKeyHashes (added to caches created before it: no version bump,
// older readers ignore it and SQLite keeps it up to date for them).
const char* const kKeyIndex = "CREATE INDEX IF NOT EXISTS rewrite_keys ON rewrites(status, cost_model, mcpu, hash);";

// The machine verdicts (RewriteCache.h), added to caches created before them as the key index is.
const char* const kVerdictTable = "CREATE TABLE IF NOT EXISTS machine_verdicts(mcpu TEXT NOT NULL, region INTEGER NOT NULL, "
                                  "rewrite INTEGER NOT NULL, before REAL NOT NULL, after REAL NOT NULL, gain INTEGER NOT NULL, "
                                  "PRIMARY KEY(mcpu, region, rewrite));";

// How long a write keeps retrying while other processes hold the write lock.
constexpr auto kBusyPatience = std::chrono::seconds(60);

bool isBusy(int rc) { return (rc & 0xff) == SQLITE_BUSY || (rc & 0xff) == SQLITE_LOCKED; }

// Thrown inside a transaction when SQLite reports the database busy; the transaction is retried.
struct Busy {};

// One prepared statement, finalized on destruction.
class Statement {
public:
  Statement(sqlite3* db, const char* sql, const std::string& where) : db_(db), where_(where) {
    int rc = sqlite().prepare_v2(db, sql, -1, &stmt_, nullptr);
    check(rc);
  }
  ~Statement() { sqlite().finalize(stmt_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  Statement& bind(int i, const std::string& s) {
    check(sqlite().bind_text(stmt_, i, s.data(), int(s.size()), SQLITE_TRANSIENT));
    return *this;
  }
  Statement& bind(int i, int64_t v) {
    check(sqlite().bind_int64(stmt_, i, v));
    return *this;
  }
  Statement& bind(int i, double v) {
    check(sqlite().bind_double(stmt_, i, v));
    return *this;
  }
  // Steps once; true when a row is ready.
  bool step() {
    int rc = sqlite().step(stmt_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    check(rc);
    return false;
  }
  int64_t integer(int col) const { return sqlite().column_int64(stmt_, col); }
  double real(int col) const { return sqlite().column_double(stmt_, col); }
  std::string text(int col) const {
    auto p = reinterpret_cast<const char*>(sqlite().column_text(stmt_, col));
    return p ? std::string(p, size_t(sqlite().column_bytes(stmt_, col))) : std::string();
  }

private:
  void check(int rc) {
    if (rc == SQLITE_OK || rc == SQLITE_ROW || rc == SQLITE_DONE) return;
    if (isBusy(rc)) throw Busy{};
    throw StoreError(where_ + ": " + sqlite().errstr(rc) + " (" + sqlite().errmsg(db_) + ")");
  }
  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
  std::string where_;
};

void executeScript(sqlite3* db, const char* sql, const std::string& where) {
  char* message = nullptr;
  int rc = sqlite().exec(db, sql, nullptr, nullptr, &message);
  std::string text = message ? message : sqlite().errstr(rc);
  sqlite().free(message);
  if (rc == SQLITE_OK) return;
  if (isBusy(rc)) throw Busy{};
  throw StoreError(where + ": " + text);
}

RewriteEntry entryFromRow(const Statement& row, int first, const std::string& where) {
  RewriteEntry e;
  auto status = statusFromCode(row.integer(first));
  if (!status) throw StoreError(where + ": malformed entry (status " + std::to_string(row.integer(first)) + ")");
  e.status = *status;
  e.budget.maxInsts = unsigned(row.integer(first + 1));
  e.budget.timeLimitSeconds = row.real(first + 2);
  e.rewriteText = row.text(first + 3);
  e.sourceCost = row.real(first + 4);
  e.rewriteCost = row.real(first + 5);
  e.proofSeconds = row.real(first + 6);
  e.createdAt = row.integer(first + 7);
  e.producer = row.text(first + 8);
  return e;
}

class SqliteRewriteStore final : public RewriteStore {
public:
  SqliteRewriteStore(sqlite3* db, std::string path) : db_(db), where_(std::move(path)) {}
  ~SqliteRewriteStore() override { sqlite().close_v2(db_); }

  // Sets the database up; a cache already in WAL mode with this schema and the key index is only
  // read (no write lock, so concurrent compiles do not queue here).
  void initialize() {
    executeScript(db_, "PRAGMA busy_timeout = 5000;", where_);
    bool ready = false;
    retryWhileBusy([&] { ready = isReady(); });
    if (ready) return executeScript(db_, "PRAGMA synchronous = NORMAL;", where_);
    retryWhileBusy([&] { setWalMode(); });
    retryWhileBusy([&] { transaction([&] { createOrCheckSchema(); }); });
  }

  std::optional<RewriteEntry> lookup(const RewriteKey& key, const Budget& budget) override {
    std::optional<RewriteEntry> found;
    retryWhileBusy([&] { found = lookupOnce(key, budget); });
    ++(found ? session_.hits : session_.misses);
    return found;
  }

  PutOutcome put(const RewriteKey& key, const RewriteEntry& entry) override {
    PutOutcome outcome = PutOutcome::Kept;
    retryWhileBusy([&] { transaction([&] { outcome = putOnce(key, entry); }); });
    ++session_.puts;
    return outcome;
  }

  bool markPoisoned(const RewriteKey& key, const std::string& rewriteText, const std::string& reason) override {
    bool removed = false;
    retryWhileBusy([&] { transaction([&] { removed = poisonOnce(key, rewriteText, reason); }); });
    ++session_.poisoned;
    return removed;
  }

  std::vector<PoisonReport> poisonReports() override {
    std::vector<PoisonReport> out;
    retryWhileBusy([&] { out = readPoisonReports(); });
    return out;
  }

  StoreStats stats() override {
    StoreStats s = session_;
    retryWhileBusy([&] { countEntries(s); });
    return s;
  }

  std::string checkIntegrity() override {
    std::string problems;
    try {
      retryWhileBusy([&] { problems = quickCheck(); });
    } catch (const StoreError& e) {
      problems = e.what();
    }
    return problems;
  }

  std::optional<std::vector<uint64_t>> rewriteKeyHashes(const std::string& costModel, const std::string& mcpu) override {
    std::vector<uint64_t> out;
    retryWhileBusy([&] { out = readRewriteKeyHashes(costModel, mcpu); });
    return out;
  }

  std::optional<std::vector<std::string>> rewriteKeyTexts(const std::string& costModel, const std::string& mcpu) override {
    std::vector<std::string> out;
    retryWhileBusy([&] { out = readRewriteKeyTexts(costModel, mcpu); });
    return out;
  }

  std::optional<std::vector<std::pair<std::string, std::string>>> rewriteTexts(const std::string& costModel,
                                                                               const std::string& mcpu) override {
    std::vector<std::pair<std::string, std::string>> out;
    retryWhileBusy([&] { out = readRewriteTexts(costModel, mcpu); });
    return out;
  }

  std::optional<MachineVerdict> machineVerdict(const std::string& mcpu, uint64_t region, uint64_t rewrite) override {
    std::optional<MachineVerdict> out;
    retryWhileBusy([&] {
      Statement q(db_, "SELECT before, after, gain FROM machine_verdicts WHERE mcpu = ? AND region = ? AND rewrite = ?;", where_);
      q.bind(1, mcpu).bind(2, int64_t(region)).bind(3, int64_t(rewrite));
      out = q.step() ? std::optional(MachineVerdict{mcpu, region, rewrite, q.real(0), q.real(1), q.integer(2) != 0}) : std::nullopt;
    });
    return out;
  }

  void putMachineVerdict(const MachineVerdict& v) override {
    retryWhileBusy([&] {
      transaction([&] {
        Statement w(db_, "INSERT OR REPLACE INTO machine_verdicts VALUES (?, ?, ?, ?, ?, ?);", where_);
        w.bind(1, v.mcpu).bind(2, int64_t(v.region)).bind(3, int64_t(v.rewrite)).bind(4, v.before).bind(5, v.after);
        w.bind(6, int64_t(v.gain)).step();
      });
    });
  }

  std::optional<std::vector<MachineVerdict>> machineVerdicts(const std::string& mcpu) override {
    std::vector<MachineVerdict> out;
    retryWhileBusy([&] {
      out.clear();
      Statement q(db_, "SELECT region, rewrite, before, after, gain FROM machine_verdicts WHERE mcpu = ?;", where_);
      q.bind(1, mcpu);
      while (q.step()) out.push_back({mcpu, uint64_t(q.integer(0)), uint64_t(q.integer(1)), q.real(2), q.real(3), q.integer(4) != 0});
    });
    return out;
  }

  std::string url() const override { return "sqlite:" + where_; }

private:
  void retryWhileBusy(const std::function<void()>& work) {
    auto deadline = std::chrono::steady_clock::now() + kBusyPatience;
    for (auto pause = std::chrono::milliseconds(1);; pause = std::min(pause * 2, std::chrono::milliseconds(100))) {
      try {
        work();
        return;
      } catch (const Busy&) {
        if (std::chrono::steady_clock::now() > deadline) throw StoreError(where_ + ": database stayed locked by other processes");
        std::this_thread::sleep_for(pause);
      }
    }
  }

  // Runs `body` in a write transaction, rolled back when it throws.
  void transaction(const std::function<void()>& body) {
    executeScript(db_, "BEGIN IMMEDIATE;", where_);
    try {
      body();
      executeScript(db_, "COMMIT;", where_);
    } catch (...) {
      sqlite().exec(db_, "ROLLBACK;", nullptr, nullptr, nullptr);
      throw;
    }
  }

  // Whether the database is in WAL mode with this version's schema and key index (read only; a
  // missing table is "not ready", and the write path then creates or reports it).
  bool isReady() {
    Statement mode(db_, "PRAGMA journal_mode;", where_);
    if (!mode.step() || mode.text(0) != "wal") return false;
    Statement found(db_,
                    "SELECT count(*), sum(type = 'table' AND name = 'meta'), sum(type = 'index' AND name = 'rewrite_keys'), "
                    "sum(type = 'table' AND name = 'machine_verdicts') FROM sqlite_master;",
                    where_);
    found.step();
    if (found.integer(1) != 1 || found.integer(2) != 1 || found.integer(3) != 1) return false;
    Statement version(db_, "SELECT value FROM meta WHERE name = 'schema_version';", where_);
    return version.step() && version.text(0) == std::to_string(kSqliteSchemaVersion);
  }

  void setWalMode() {
    Statement wal(db_, "PRAGMA journal_mode = WAL;", where_);
    if (!wal.step() || wal.text(0) != "wal") throw StoreError(where_ + ": cannot switch the database to WAL mode");
    executeScript(db_, "PRAGMA synchronous = NORMAL;", where_);
  }

  void createOrCheckSchema() {
    Statement tables(db_, "SELECT count(*), sum(name = 'meta') FROM sqlite_master WHERE type = 'table';", where_);
    tables.step();
    if (tables.integer(0) == 0) return createSchema();
    if (tables.integer(1) != 1) throw StoreError(where_ + ": not a theseus rewrite cache (no table meta)");
    Statement version(db_, "SELECT value FROM meta WHERE name = 'schema_version';", where_);
    std::string found = version.step() ? version.text(0) : "none";
    if (found != std::to_string(kSqliteSchemaVersion))
      throw StoreError(where_ + ": rewrite cache schema version " + found + ", this theseus reads version " +
                       std::to_string(kSqliteSchemaVersion));
    executeScript(db_, kKeyIndex, where_);
    executeScript(db_, kVerdictTable, where_);
  }

  void createSchema() {
    executeScript(db_, kSchema, where_);
    executeScript(db_, kKeyIndex, where_);
    executeScript(db_, kVerdictTable, where_);
    Statement(db_, "INSERT INTO meta VALUES ('schema_version', ?);", where_).bind(1, std::to_string(kSqliteSchemaVersion)).step();
  }

  // The stored entry of the key's slot and whether its text is the key's.
  std::optional<std::pair<RewriteEntry, bool>> readSlot(const RewriteKey& key) {
    Statement q(db_,
                "SELECT cut, status, max_insts, time_limit, rewrite, source_cost, rewrite_cost, proof_seconds, created_at, "
                "producer FROM rewrites WHERE hash = ? AND cost_model = ? AND mcpu = ?;",
                where_);
    q.bind(1, int64_t(key.hash)).bind(2, key.costModel).bind(3, key.mcpu);
    if (!q.step()) return std::nullopt;
    return std::make_pair(entryFromRow(q, 1, where_), q.text(0) == key.text);
  }

  std::optional<RewriteEntry> lookupOnce(const RewriteKey& key, const Budget& budget) {
    auto slot = readSlot(key);
    if (!slot) return std::nullopt;
    if (!slot->second) {
      ++session_.collisions;
      return std::nullopt;
    }
    if (!entryAnswers(slot->first, budget)) return std::nullopt;
    return slot->first;
  }

  PutOutcome putOnce(const RewriteKey& key, const RewriteEntry& entry) {
    auto slot = readSlot(key);
    std::optional<RewriteEntry> stored;
    if (slot) stored = slot->first;
    PutOutcome outcome = mergeOutcome(stored, slot && slot->second, entry);
    if (outcome != PutOutcome::Kept) writeSlot(key, entry);
    return outcome;
  }

  void writeSlot(const RewriteKey& key, const RewriteEntry& e) {
    Statement w(db_, "INSERT OR REPLACE INTO rewrites VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?);", where_);
    w.bind(1, int64_t(key.hash)).bind(2, key.costModel).bind(3, key.mcpu).bind(4, key.text);
    w.bind(5, int64_t(statusCode(e.status))).bind(6, int64_t(e.budget.maxInsts)).bind(7, e.budget.timeLimitSeconds);
    w.bind(8, e.rewriteText).bind(9, e.sourceCost).bind(10, e.rewriteCost).bind(11, e.proofSeconds);
    w.bind(12, e.createdAt ? e.createdAt : unixNow()).bind(13, e.producer);
    w.step();
  }

  bool poisonOnce(const RewriteKey& key, const std::string& rewriteText, const std::string& reason) {
    auto slot = readSlot(key);
    bool matches = slot && slot->second && slot->first.status == EntryStatus::Rewrite && slot->first.rewriteText == rewriteText;
    if (matches) {
      Statement d(db_, "DELETE FROM rewrites WHERE hash = ? AND cost_model = ? AND mcpu = ?;", where_);
      d.bind(1, int64_t(key.hash)).bind(2, key.costModel).bind(3, key.mcpu).step();
    }
    Statement r(db_,
                "INSERT INTO poison (hash, cost_model, mcpu, cut, rewrite, producer, reason, reported_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?);",
                where_);
    r.bind(1, int64_t(key.hash)).bind(2, key.costModel).bind(3, key.mcpu).bind(4, key.text).bind(5, rewriteText);
    r.bind(6, matches ? slot->first.producer : std::string()).bind(7, reason).bind(8, unixNow()).step();
    return matches;
  }

  std::vector<PoisonReport> readPoisonReports() {
    std::vector<PoisonReport> out;
    Statement q(db_, "SELECT hash, cost_model, mcpu, cut, rewrite, producer, reason, reported_at FROM poison ORDER BY id;", where_);
    while (q.step()) {
      PoisonReport p;
      p.key.hash = uint64_t(q.integer(0));
      p.key.costModel = q.text(1);
      p.key.mcpu = q.text(2);
      p.key.text = q.text(3);
      p.rewriteText = q.text(4);
      p.producer = q.text(5);
      p.reason = q.text(6);
      p.reportedAt = q.integer(7);
      out.push_back(std::move(p));
    }
    return out;
  }

  std::vector<uint64_t> readRewriteKeyHashes(const std::string& costModel, const std::string& mcpu) {
    std::vector<uint64_t> out;
    Statement q(db_, "SELECT hash FROM rewrites WHERE status = ? AND cost_model = ? AND mcpu = ?;", where_);
    q.bind(1, int64_t(statusCode(EntryStatus::Rewrite))).bind(2, costModel).bind(3, mcpu);
    while (q.step()) out.push_back(uint64_t(q.integer(0)));
    return out;
  }

  // Reads the cut texts of the Rewrite entries (a minority of a cache).
  std::vector<std::string> readRewriteKeyTexts(const std::string& costModel, const std::string& mcpu) {
    std::vector<std::string> out;
    Statement q(db_, "SELECT cut FROM rewrites WHERE status = ? AND cost_model = ? AND mcpu = ?;", where_);
    q.bind(1, int64_t(statusCode(EntryStatus::Rewrite))).bind(2, costModel).bind(3, mcpu);
    while (q.step()) out.push_back(q.text(0));
    return out;
  }

  std::vector<std::pair<std::string, std::string>> readRewriteTexts(const std::string& costModel, const std::string& mcpu) {
    std::vector<std::pair<std::string, std::string>> out;
    Statement q(db_, "SELECT cut, rewrite FROM rewrites WHERE status = ? AND cost_model = ? AND mcpu = ?;", where_);
    q.bind(1, int64_t(statusCode(EntryStatus::Rewrite))).bind(2, costModel).bind(3, mcpu);
    while (q.step()) out.emplace_back(q.text(0), q.text(1));
    return out;
  }

  std::string quickCheck() {
    std::string problems;
    Statement q(db_, "PRAGMA quick_check;", where_);
    while (q.step())
      if (q.text(0) != "ok") problems += (problems.empty() ? "" : "; ") + q.text(0);
    return problems;
  }

  void countEntries(StoreStats& s) {
    Statement q(db_, "SELECT count(*), coalesce(sum(status = 0), 0), coalesce(sum(status = 1), 0) FROM rewrites;", where_);
    q.step();
    s.entries = uint64_t(q.integer(0));
    s.rewrites = uint64_t(q.integer(1));
    s.nones = uint64_t(q.integer(2));
    Statement p(db_, "SELECT count(*) FROM poison;", where_);
    p.step();
    s.poisonReports = uint64_t(p.integer(0));
  }

  sqlite3* db_;
  std::string where_;
  StoreStats session_;
};

bool ensureDirectory(const std::string& path, std::string& error) {
  auto dir = std::filesystem::path(path).parent_path();
  if (dir.empty()) return true;
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) error = "sqlite:" + path + ": cannot create " + dir.string() + ": " + ec.message();
  return !ec;
}

} // namespace

std::unique_ptr<RewriteStore> openSqliteStore(const std::string& path, std::string& error) {
  if (!ensureDirectory(path, error)) return nullptr;
  if (!loadSqlite(error)) {
    error = "sqlite:" + path + ": " + error;
    return nullptr;
  }
  sqlite3* db = nullptr;
  int rc = sqlite().open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nullptr);
  if (rc != SQLITE_OK) {
    error = "sqlite:" + path + ": cannot open: " + (db ? sqlite().errmsg(db) : sqlite().errstr(rc));
    sqlite().close_v2(db);
    return nullptr;
  }
  auto store = std::make_unique<SqliteRewriteStore>(db, path);
  try {
    store->initialize();
  } catch (const StoreError& e) {
    error = e.what();
    return nullptr;
  }
  return store;
}

} // namespace theseus::store
