#include "synth/peephole/PeepholeTable.h"

#include <atomic>

namespace theseus::synth::peephole {

namespace {

std::atomic<TableOpener> installed{nullptr};

} // namespace

void installTableOpener(TableOpener opener) { installed.store(opener); }

TableOpener installedTableOpener() { return installed.load(); }

} // namespace theseus::synth::peephole
