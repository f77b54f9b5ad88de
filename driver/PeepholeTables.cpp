#include "driver/PeepholeTables.h"

#include "store/sqlite/PeepholeTable.h"

namespace theseus::driver {

namespace {

class SqliteTableReader final : public synth::peephole::TableReader {
public:
  explicit SqliteTableReader(std::unique_ptr<store::PeepholeTableReader> file) : file_(std::move(file)) {}

  std::optional<std::string> meta(const std::string& name) override { return file_->meta(name); }

  std::optional<synth::peephole::TableRow> lookup(unsigned width, unsigned arity, uint64_t fingerprint) override {
    std::optional<store::PeepholeRow> row = file_->lookup(width, arity, int64_t(fingerprint));
    if (!row) return std::nullopt;
    return synth::peephole::TableRow{row->width, row->arity, uint64_t(row->fingerprint), std::move(row->program), row->cost, row->length};
  }

private:
  std::unique_ptr<store::PeepholeTableReader> file_;
};

class SqliteTableWriter final : public synth::peephole::TableWriter {
public:
  explicit SqliteTableWriter(std::unique_ptr<store::PeepholeTableWriter> file) : file_(std::move(file)) {}

  void meta(const std::string& name, const std::string& value) override { file_->setMeta(name, value); }
  void row(const synth::peephole::TableRow& r) override { file_->insert({r.width, r.arity, int64_t(r.fingerprint), r.program, r.cost, r.length}); }
  void commit() override { file_->commit(); }

private:
  std::unique_ptr<store::PeepholeTableWriter> file_;
};

} // namespace

void installPeepholeTables() { synth::peephole::installTableOpener(&openPeepholeTable); }

std::unique_ptr<synth::peephole::TableReader> openPeepholeTable(const std::string& path, std::string& error) {
  std::unique_ptr<store::PeepholeTableReader> file = store::PeepholeTableReader::open(path, error);
  if (!file) return nullptr;
  return std::make_unique<SqliteTableReader>(std::move(file));
}

std::unique_ptr<synth::peephole::TableWriter> createPeepholeTableWriter(const std::string& path, std::string& error) {
  std::unique_ptr<store::PeepholeTableWriter> file = store::PeepholeTableWriter::create(path, error);
  if (!file) return nullptr;
  return std::make_unique<SqliteTableWriter>(std::move(file));
}

} // namespace theseus::driver
