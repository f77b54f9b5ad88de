#pragma once
// The proof ledger: a record, private to this machine, of the refinements it has proved itself —
// (cut text, rewrite text) pairs. A cached rewrite is proved again before it is applied unless
// --trust-cache; when exactly that pair (both texts compared in full, never only a hash) is in the
// ledger, this machine has already proved it, and the proof need not be repeated. A shared cache
// can therefore not smuggle a rewrite in through the ledger: a tampered rewrite has another text,
// misses, and is proved (and rejected) as before.
//
// The ledger is a SQLite file beside the default cache (defaultProofLedgerPath), written only by
// this user's Theseus processes after a proof returned `correct`; it is never shared.
//
// It also keeps what this machine's cost model said about a proved pair (LedgerPricing), so that
// a cache-only compile whose hits are all in the ledger builds no cost model at all.
#include <memory>
#include <optional>
#include <string>

namespace theseus::store {

// The verdict of this machine's cost model `costModel` for `mcpu` on a (cut, rewrite) pair.
struct LedgerPricing {
  std::string costModel;
  std::string mcpu;
  bool cheaper = false;
  double sourceCost = 0;
  double rewriteCost = 0;
};

class ProofLedger {
public:
  virtual ~ProofLedger() = default;
  // Whether this exact pair was recorded as proved. A ledger that cannot be read answers false.
  virtual bool proved(const std::string& cutText, const std::string& rewriteText) = 0;
  // Records the pair after a proof returned `correct`; failures to write are ignored (the only
  // cost is a proof repeated later).
  virtual void recordProof(const std::string& cutText, const std::string& rewriteText) = 0;
  // The pricing recorded for this exact pair under `costModel` and `mcpu`, or nullopt.
  virtual std::optional<LedgerPricing> pricing(const std::string& cutText, const std::string& rewriteText, const std::string& costModel,
                                               const std::string& mcpu) = 0;
  // Records `priced` for the pair (after this machine's cost model computed it); failures to
  // write are ignored, as for recordProof.
  virtual void recordPricing(const std::string& cutText, const std::string& rewriteText, const LedgerPricing& priced) = 0;
};

// The ledger at `path` (created with its folder when absent); null with `error` when it cannot be
// opened or is not a ledger.
std::unique_ptr<ProofLedger> openProofLedger(const std::string& path, std::string& error);

// proofs.db beside the default cache: $XDG_CACHE_HOME/theseus/, else ~/.cache/theseus/; empty when
// neither variable is set.
std::string defaultProofLedgerPath();

} // namespace theseus::store
