#pragma once
// The peephole-db engine's table interfaces (synth/peephole/PeepholeTable.h) bound to the SQLite
// table file (store/sqlite/PeepholeTable.h): synth/ may not see store/, the driver sees both.
#include "synth/peephole/PeepholeTable.h"

#include <memory>
#include <string>

namespace theseus::driver {

// Installs openPeepholeTable as the engine's opener (synth::peephole::installTableOpener), so
// the `database` setting of peephole-db opens SQLite tables in this process. Idempotent.
void installPeepholeTables();

// The table at `path` for reading; null with `error` naming the file.
std::unique_ptr<synth::peephole::TableReader> openPeepholeTable(const std::string& path, std::string& error);

// A new table at `path` (replaced on commit); null with `error`.
std::unique_ptr<synth::peephole::TableWriter> createPeepholeTableWriter(const std::string& path, std::string& error);

} // namespace theseus::driver
