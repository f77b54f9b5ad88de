#pragma once
// The "peephole-db" engine: Bansal-Aiken's lookup (seed 002 Algorithm 13.3.4, BuildRules' second
// loop) against a table `theseus peephole-db build` wrote (synth/peephole/TableBuilder.h). A cut of
// one block returning an iN of integer arguments, whose signature (result width, widths of the
// arguments it reads in order of first use) the table holds (its untyped part: uniform; its typed
// part: synth/peephole/TypedEnumeration.h), is canonicalized (its arguments renumbered in order of
// first use), evaluated on the table's lanes of that signature and looked up by key. A hit
// cheaper than the cut under request.cost costs one refinement proof (verify::checkRefinement):
// only a proved hit is returned; a refuted or unknown one proves nothing. The table is opened once
// per engine, its lookup statement prepared once; one engine object is not used from two threads
// at once.
//
// Settings (synth/engine/EngineSettings.h):
//   database  word  the table file (required)
//
// Counters: lookups, hits, proved, refuted, not-cheaper (hits no cheaper than the cut, not
// proved), other-signature (a row of another signature under the cut's key, not used). Timings:
// lookup (fingerprinting and the query), fingerprint, proof.
#include "synth/engine/Engine.h"
#include "synth/engine/EngineSettings.h"
#include "synth/peephole/PeepholeTable.h"

#include <memory>
#include <string>

namespace theseus::synth {

// The engine on the table `reader` already opened.
std::unique_ptr<Engine> createPeepholeEngine(std::unique_ptr<peephole::TableReader> reader, std::string& error);

// The engine on the table the `database` setting names, opened through the installed opener
// (peephole::installTableOpener); null with `error` when the setting is missing, another setting
// is given, no opener is installed, or the table cannot be opened or read.
std::unique_ptr<Engine> createPeepholeEngine(const EngineSettings& settings, std::string& error);

} // namespace theseus::synth
