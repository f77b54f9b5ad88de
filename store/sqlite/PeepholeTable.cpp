#include "store/sqlite/PeepholeTable.h"

#include "store/RewriteCache.h"
#include "store/sqlite/SqliteLibrary.h"

#include <filesystem>

namespace theseus::store {

namespace {

const char* const kPeepholeSchema = R"(
PRAGMA journal_mode = OFF;
PRAGMA synchronous = OFF;
CREATE TABLE meta(name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE programs(
  width INTEGER NOT NULL, arity INTEGER NOT NULL, fingerprint INTEGER NOT NULL,
  program TEXT NOT NULL, cost REAL NOT NULL, length INTEGER NOT NULL,
  PRIMARY KEY(width, arity, fingerprint)) WITHOUT ROWID;
BEGIN;
)";

// A reader maps the file (no read call per page) and holds one read transaction for its life (the
// table never changes; a rebuild replaces the file), so a lookup takes no lock and reads no header.
const char* const kReaderSettings = "PRAGMA mmap_size = 1073741824; PRAGMA query_only = 1; BEGIN;";

// Throws StoreError naming `where` unless `rc` is a success code.
void expectOk(sqlite3* db, int rc, const std::string& where) {
  if (rc == SQLITE_OK || rc == SQLITE_ROW || rc == SQLITE_DONE) return;
  throw StoreError(where + ": " + sqlite().errstr(rc) + " (" + sqlite().errmsg(db) + ")");
}

// Runs the statements `sql`; throws StoreError naming `where` when one fails.
void runScript(sqlite3* db, const char* sql, const std::string& where) {
  char* message = nullptr;
  int rc = sqlite().exec(db, sql, nullptr, nullptr, &message);
  std::string text = message ? message : "";
  sqlite().free(message);
  if (rc != SQLITE_OK) throw StoreError(where + ": " + (text.empty() ? std::string(sqlite().errstr(rc)) : text));
}

// The statement `sql` prepared; throws StoreError naming `where`.
sqlite3_stmt* prepare(sqlite3* db, const char* sql, const std::string& where) {
  sqlite3_stmt* stmt = nullptr;
  expectOk(db, sqlite().prepare_v2(db, sql, -1, &stmt, nullptr), where);
  return stmt;
}

// Column `col` of the current row as text.
std::string columnText(sqlite3_stmt* stmt, int col) {
  auto p = reinterpret_cast<const char*>(sqlite().column_text(stmt, col));
  return p ? std::string(p, size_t(sqlite().column_bytes(stmt, col))) : std::string();
}

// A statement prepared for one use, finalized on destruction.
class OneShotQuery {
public:
  OneShotQuery(sqlite3* db, const char* sql, const std::string& where) : db_(db), stmt_(prepare(db, sql, where)), where_(where) {}
  ~OneShotQuery() { sqlite().finalize(stmt_); }
  OneShotQuery(const OneShotQuery&) = delete;
  OneShotQuery& operator=(const OneShotQuery&) = delete;
  sqlite3_stmt* get() { return stmt_; }
  // Steps once; true when a row is ready.
  bool step() {
    int rc = sqlite().step(stmt_);
    expectOk(db_, rc, where_);
    return rc == SQLITE_ROW;
  }

private:
  sqlite3* db_;
  sqlite3_stmt* stmt_;
  std::string where_;
};

// The database at `path` opened with `flags`; null with `error` naming the file.
sqlite3* openDatabase(const std::string& path, int flags, std::string& error) {
  if (!loadSqlite(error)) return nullptr;
  sqlite3* db = nullptr;
  if (sqlite().open_v2(path.c_str(), &db, flags | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK) {
    error = path + ": cannot open: " + (db ? sqlite().errmsg(db) : "out of memory");
    sqlite().close_v2(db);
    return nullptr;
  }
  return db;
}

} // namespace

PeepholeTableWriter::PeepholeTableWriter(sqlite3* db, std::string path, std::string partial)
    : db_(db), path_(std::move(path)), partial_(std::move(partial)) {}

std::unique_ptr<PeepholeTableWriter> PeepholeTableWriter::create(const std::string& path, std::string& error) {
  std::string partial = path + ".partial";
  std::error_code ec;
  std::filesystem::remove(partial, ec);
  sqlite3* db = openDatabase(partial, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, error);
  if (!db) return nullptr;
  std::unique_ptr<PeepholeTableWriter> out(new PeepholeTableWriter(db, path, partial));
  try {
    runScript(db, kPeepholeSchema, partial);
    out->insert_ = prepare(db, "INSERT OR REPLACE INTO programs VALUES(?1, ?2, ?3, ?4, ?5, ?6)", partial);
  } catch (const StoreError& e) {
    error = e.what();
    return nullptr;
  }
  out->setMeta("format", kPeepholeFormat);
  return out;
}

PeepholeTableWriter::~PeepholeTableWriter() {
  sqlite().finalize(insert_);
  sqlite().close_v2(db_);
  std::error_code ec;
  if (!committed_) std::filesystem::remove(partial_, ec);
}

void PeepholeTableWriter::setMeta(const std::string& name, const std::string& value) {
  OneShotQuery q(db_, "INSERT OR REPLACE INTO meta VALUES(?1, ?2)", partial_);
  expectOk(db_, sqlite().bind_text(q.get(), 1, name.data(), int(name.size()), SQLITE_TRANSIENT), partial_);
  expectOk(db_, sqlite().bind_text(q.get(), 2, value.data(), int(value.size()), SQLITE_TRANSIENT), partial_);
  q.step();
}

void PeepholeTableWriter::insert(const PeepholeRow& row) {
  expectOk(db_, sqlite().reset(insert_), partial_);
  expectOk(db_, sqlite().bind_int64(insert_, 1, row.width), partial_);
  expectOk(db_, sqlite().bind_int64(insert_, 2, row.arity), partial_);
  expectOk(db_, sqlite().bind_int64(insert_, 3, row.fingerprint), partial_);
  expectOk(db_, sqlite().bind_text(insert_, 4, row.program.data(), int(row.program.size()), SQLITE_TRANSIENT), partial_);
  expectOk(db_, sqlite().bind_double(insert_, 5, row.cost), partial_);
  expectOk(db_, sqlite().bind_int64(insert_, 6, row.length), partial_);
  expectOk(db_, sqlite().step(insert_), partial_);
}

void PeepholeTableWriter::commit() {
  runScript(db_, "COMMIT;", partial_);
  sqlite().finalize(insert_);
  insert_ = nullptr;
  expectOk(db_, sqlite().close_v2(db_), partial_);
  db_ = nullptr;
  std::error_code ec;
  std::filesystem::rename(partial_, path_, ec);
  if (ec) throw StoreError(path_ + ": cannot move the table into place: " + ec.message());
  committed_ = true;
}

PeepholeTableReader::PeepholeTableReader(sqlite3* db, std::string path) : db_(db), path_(std::move(path)) {}

std::unique_ptr<PeepholeTableReader> PeepholeTableReader::open(const std::string& path, std::string& error) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) {
    error = path + ": no such peephole database";
    return nullptr;
  }
  sqlite3* db = openDatabase(path, SQLITE_OPEN_READONLY, error);
  if (!db) return nullptr;
  std::unique_ptr<PeepholeTableReader> out(new PeepholeTableReader(db, path));
  try {
    std::optional<std::string> format = out->meta("format");
    if (format != std::string(kPeepholeFormat)) {
      error = path + ": not a peephole database of format " + kPeepholeFormat + (format ? " (format " + *format + ")" : "");
      return nullptr;
    }
    runScript(db, kReaderSettings, path);
    out->lookup_ = prepare(db, "SELECT program, cost, length FROM programs WHERE width = ?1 AND arity = ?2 AND fingerprint = ?3", path);
  } catch (const StoreError& e) {
    error = path + ": not a peephole database (" + e.what() + ")";
    return nullptr;
  }
  return out;
}

PeepholeTableReader::~PeepholeTableReader() {
  sqlite().finalize(lookup_);
  sqlite().close_v2(db_);
}

std::optional<std::string> PeepholeTableReader::meta(const std::string& name) const {
  OneShotQuery q(db_, "SELECT value FROM meta WHERE name = ?1", path_);
  expectOk(db_, sqlite().bind_text(q.get(), 1, name.data(), int(name.size()), SQLITE_TRANSIENT), path_);
  if (!q.step()) return std::nullopt;
  return columnText(q.get(), 0);
}

std::optional<PeepholeRow> PeepholeTableReader::lookup(unsigned width, unsigned arity, int64_t fingerprint) {
  expectOk(db_, sqlite().reset(lookup_), path_);
  expectOk(db_, sqlite().bind_int64(lookup_, 1, width), path_);
  expectOk(db_, sqlite().bind_int64(lookup_, 2, arity), path_);
  expectOk(db_, sqlite().bind_int64(lookup_, 3, fingerprint), path_);
  int rc = sqlite().step(lookup_);
  expectOk(db_, rc, path_);
  if (rc != SQLITE_ROW) return std::nullopt;
  PeepholeRow row{width, arity, fingerprint, columnText(lookup_, 0), sqlite().column_double(lookup_, 1),
                  unsigned(sqlite().column_int64(lookup_, 2))};
  return row;
}

std::vector<PeepholeGroup> PeepholeTableReader::groups() const {
  OneShotQuery q(db_, "SELECT width, arity, count(*), max(length) FROM programs GROUP BY width, arity ORDER BY width, arity", path_);
  std::vector<PeepholeGroup> out;
  while (q.step())
    out.push_back({unsigned(sqlite().column_int64(q.get(), 0)), unsigned(sqlite().column_int64(q.get(), 1)),
                   uint64_t(sqlite().column_int64(q.get(), 2)), unsigned(sqlite().column_int64(q.get(), 3))});
  return out;
}

} // namespace theseus::store
