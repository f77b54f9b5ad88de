#pragma once
// What the peephole-db engine needs of its table, without naming where the table lives: synth/
// may not see store/ (cmake/check_layering.py), so the SQLite file (store/sqlite/PeepholeTable.h)
// is reached through these interfaces, bound by a layer that sees both (driver/PeepholeTables.h)
// with installTableOpener.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace theseus::synth::peephole {

// One entry: the cheapest program found with `fingerprint` over `arity` iN arguments (N = width).
struct TableRow {
  unsigned width = 0;
  unsigned arity = 0;
  uint64_t fingerprint = 0;
  // The program in the text form of synth/peephole/ProgramText.h.
  std::string program;
  double cost = 0;
  unsigned length = 0;
};

// A table being read. Methods throw std::runtime_error (or a subclass) when the file fails.
class TableReader {
public:
  virtual ~TableReader() = default;
  // The meta value `name` (how the table was built, its test lanes), nullopt when absent.
  virtual std::optional<std::string> meta(const std::string& name) = 0;
  // The row of (width, arity, fingerprint), nullopt when the table has none.
  virtual std::optional<TableRow> lookup(unsigned width, unsigned arity, uint64_t fingerprint) = 0;
};

// A table being written. Methods throw std::runtime_error (or a subclass) when the file fails.
class TableWriter {
public:
  virtual ~TableWriter() = default;
  virtual void meta(const std::string& name, const std::string& value) = 0;
  // Rows come grouped by (width, arity), each group in increasing int64_t(fingerprint) order.
  virtual void row(const TableRow& row) = 0;
  // Makes the table complete and visible at its path.
  virtual void commit() = 0;
};

// Opens the table at `path`; null with `error` (naming the file) when it cannot.
using TableOpener = std::unique_ptr<TableReader> (*)(const std::string& path, std::string& error);

// Sets the opener the engine's `database` setting goes through, for the whole process (a program
// installs it once, before it creates engines; installing it again is harmless).
void installTableOpener(TableOpener opener);

// The installed opener; null when the program installed none.
TableOpener installedTableOpener();

} // namespace theseus::synth::peephole
