#pragma once
// The file of a peephole database (docs/peephole.md): one SQLite file with a `meta` table (the
// format, the test vectors the fingerprints were taken on, how the table was built) and a
// `programs` table, one row per (width, arity, fingerprint) holding the cheapest program found
// with that fingerprint. The store only keeps rows; what a fingerprint or a program text means is
// the peephole engine's (synth/peephole/), which reaches this file through its own interface
// (synth/peephole/PeepholeTable.h, bound in driver/PeepholeTables.h).
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

struct sqlite3;
struct sqlite3_stmt;

namespace theseus::store {

struct PeepholeRow {
  unsigned width = 0;
  unsigned arity = 0;
  int64_t fingerprint = 0;
  std::string program;
  double cost = 0;
  unsigned length = 0;
};

// How many rows one (width, arity) has, and its longest program.
struct PeepholeGroup {
  unsigned width = 0;
  unsigned arity = 0;
  uint64_t rows = 0;
  unsigned maxLength = 0;
};

// The `format` meta value of a table this code reads and writes.
inline constexpr const char* kPeepholeFormat = "theseus-peephole-1";

// Writes a new table into `path` (an existing file there is replaced when commit succeeds: the
// rows go to `path`.partial first). Every method throws StoreError on a SQLite failure.
class PeepholeTableWriter {
public:
  // Null with `error` when SQLite cannot be loaded or the file cannot be created.
  static std::unique_ptr<PeepholeTableWriter> create(const std::string& path, std::string& error);
  ~PeepholeTableWriter();
  PeepholeTableWriter(const PeepholeTableWriter&) = delete;
  PeepholeTableWriter& operator=(const PeepholeTableWriter&) = delete;

  void setMeta(const std::string& name, const std::string& value);
  // Adds a row; rows in (width, arity, fingerprint) order insert fastest.
  void insert(const PeepholeRow& row);
  // Ends the transaction and moves the file into place.
  void commit();

private:
  PeepholeTableWriter(sqlite3* db, std::string path, std::string partial);

  sqlite3* db_;
  sqlite3_stmt* insert_ = nullptr;
  std::string path_;
  std::string partial_;
  bool committed_ = false;
};

// A table opened read-only, its lookup statement prepared once. Not safe from several threads.
class PeepholeTableReader {
public:
  // Null with `error` (naming the file) when the file is missing, is not SQLite, or is not a
  // peephole table of format kPeepholeFormat.
  static std::unique_ptr<PeepholeTableReader> open(const std::string& path, std::string& error);
  ~PeepholeTableReader();
  PeepholeTableReader(const PeepholeTableReader&) = delete;
  PeepholeTableReader& operator=(const PeepholeTableReader&) = delete;

  // The meta value `name`, nullopt when absent. Throws StoreError on a SQLite failure.
  std::optional<std::string> meta(const std::string& name) const;
  // The row of (width, arity, fingerprint), nullopt when absent. Throws StoreError.
  std::optional<PeepholeRow> lookup(unsigned width, unsigned arity, int64_t fingerprint);
  // The rows per (width, arity), in order. Throws StoreError.
  std::vector<PeepholeGroup> groups() const;

private:
  PeepholeTableReader(sqlite3* db, std::string path);

  sqlite3* db_;
  sqlite3_stmt* lookup_ = nullptr;
  std::string path_;
};

} // namespace theseus::store
