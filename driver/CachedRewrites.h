#pragma once
// The driver's use of the rewrite store: lookups whose rewrites are proved again (unless
// --trust-cache) and poisoned when the proof fails, and the results of synthesis written back.
#include "driver/Driver.h"

#include <memory>

namespace theseus::store {
class ProofLedger;
struct SnapshotEntry;
class RewriteStore;
struct RewriteKey;
}

namespace theseus::driver {

struct CacheAnswer {
  enum class Kind { Miss, None, Rewrite, Poisoned } kind = Kind::Miss;
  // For Rewrite: proved again on the cut (or trusted).
  std::shared_ptr<const ir::Function> rewrite;
};

// Looks `c` up under `key` (its key for options' cost model and CPU); a Rewrite entry is imported and checked against the cut (unless
// options.trustCache, or `ledger` — borrowed, may be null — holds exactly this cut and rewrite as
// proved here before): `incorrect` (or a text that does not import) marks it poisoned, `unknown`
// leaves it unused (None); `correct` is recorded in the ledger. Store errors are a Miss, noted in
// record.detail.
CacheAnswer lookupRewrite(store::RewriteStore& store, store::ProofLedger* ledger, const cut::Cut& c, const store::RewriteKey& key,
                          const DriverOptions& options, CutRecord& record);

// Notes in `record` the text, costs and verdict of a proof snapshot's entry (proved and priced
// here before; store/ProofSnapshot.h). Nothing is imported: the driver applies the text itself
// (cut/apply/ParsedRewrites.h) and needs no Theseus IR to price it.
void noteVouchedRewrite(const store::SnapshotEntry& entry, CutRecord& record);

// Writes what synthesis found for `c`: a Rewrite entry, or NoneWithinBudget for the budget; nothing
// for an unsupported cut or a search whose solver answered `unknown` without any proof. Store
// errors are noted in record.detail.
void storeOutcome(store::RewriteStore& store, const cut::Cut& c, const DriverOptions& options, const synth::EngineResult& found,
                  std::string_view engine, CutRecord& record);

// The same for a cut given as the Theseus IR (harvest's worker processes); false with `error` when
// the store fails. `rewriteText` receives the stored rewrite's text.
bool storeSynthesis(store::RewriteStore& store, const ir::Function& cut, const ir::DataLayout& dl, const DriverOptions& options,
                    const synth::EngineResult& found, std::string_view engine, std::string& rewriteText, std::string& error);

// The rewrite as the store keeps it: a `define` and its intrinsic declarations.
std::string rewriteModuleText(const ir::Function& rewrite, const ir::DataLayout& dl);

// Whether `rewrite` is cheaper than `cutFunction` under `pricing` (costs noted in `record`).
bool isCheaper(cost::CostModel& pricing, const ir::Function& cutFunction, const ir::Function& rewrite, CutRecord& record);

// isCheaper for a cache hit whose text is record.rewriteText: answered by `ledger` (borrowed, may
// be null) when this machine already priced the pair under key's cost model and CPU, else by
// `pricing`, whose verdict is then recorded in the ledger. The cost model is not built at all
// when every hit is answered by the ledger.
bool isCheaperHere(cost::CostModel& pricing, store::ProofLedger* ledger, const store::RewriteKey& key, const ir::Function& cutFunction,
                   const ir::Function& rewrite, CutRecord& record);

// For a trusted hit (--trust-cache): whether the entry's own costs (record.sourceCost and
// record.rewriteCost, primary costs under the key's model) say the rewrite is cheaper.
bool entryIsCheaper(CutRecord& record);

} // namespace theseus::driver
