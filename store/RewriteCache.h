#pragma once
// The rewrite cache (seed 001, technique 4: Minotaur keeps its rewrites in Redis and reuses them
// across compilations). A key is a cut's canonical text (renaming values hits) with the cost model
// and target CPU; an entry is the best proved rewrite found for it, or "none within budget B".
// Two stores share one interface: SQLite (the embedded default, safe under concurrent processes
// and kill -9) and Redis (one cache for a build farm).
//
// The store trusts nobody and proves nothing: a cached rewrite is IR text that the caller must
// verify again before applying it (unless the user passed --trust-cache); a rewrite that fails
// that check is reported with markPoisoned, which removes it and records why.
#include "ir/Function.h"
#include "ir/Hash.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace theseus::store {

// A store failure: unreachable server, unreadable or corrupt database, schema from another
// version, malformed entry. The message names the store (path or URL) and the cause.
class StoreError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

// What identifies a cut for the cache. `text` is the canonical module text of the cut (see
// canonicalCutText); `hash` is its FNV-1a hash. Entries are found by (hash, costModel, mcpu) and
// the text is compared on every hit, so a hash collision is a miss, never a wrong rewrite.
struct RewriteKey {
  uint64_t hash = 0;
  std::string text;
  // The cost model that ranked the rewrite: "isel", "tti", "mca".
  std::string costModel;
  // The target CPU (-mcpu), e.g. "x86-64-v3"; empty for the generic target.
  std::string mcpu;
};

// The canonical module text of `cut`: `target datalayout = "E"` when big-endian, the canonical
// function @f (ir::canonicalText) and the declarations of the intrinsics it calls. It is valid
// LLVM IR, so a worker can import it as the cut itself.
std::string canonicalCutText(const ir::Function& cut, const ir::DataLayout& dl);
// FNV-1a (64-bit) of a text: the one of ir/Hash.h.
using ir::fnv1a;
// The key of `cut` under `costModel` and `mcpu`.
RewriteKey makeRewriteKey(const ir::Function& cut, const ir::DataLayout& dl, std::string costModel, std::string mcpu);
// The key of an already canonical module text (as carried by a Job).
RewriteKey makeRewriteKey(std::string canonicalText, std::string costModel, std::string mcpu);

// How hard a search looked: the new instructions a candidate may add and the wall-clock limit.
struct Budget {
  unsigned maxInsts = 0;
  double timeLimitSeconds = 0;
};
// Whether a search with budget `searched` covers one with budget `asked` (<= in both).
bool budgetCovers(const Budget& searched, const Budget& asked);

enum class EntryStatus {
  // A proved rewrite (still to be verified again before applying it).
  Rewrite,
  // The search with `budget` proved nothing cheaper than the source.
  NoneWithinBudget,
};

struct RewriteEntry {
  EntryStatus status = EntryStatus::NoneWithinBudget;
  // The budget of the search that produced the entry.
  Budget budget;
  // LLVM IR text of the rewrite: a `define` with the cut's signature (any name) followed by the
  // declarations of the intrinsics it calls. Empty for NoneWithinBudget.
  std::string rewriteText;
  // Costs under the key's cost model; for NoneWithinBudget rewriteCost == sourceCost.
  double sourceCost = 0;
  double rewriteCost = 0;
  // Solver time spent proving the rewrite (or searching, for NoneWithinBudget).
  double proofSeconds = 0;
  // Unix time (seconds) when the entry was written; set by put when 0.
  int64_t createdAt = 0;
  // Who wrote it, free text (e.g. "worker host:pid"); for the poison report.
  std::string producer;
};

// What put did with a new entry (see RewriteStore::put for the rules).
enum class PutOutcome { Inserted, Replaced, Kept };

// What one proved rewrite, applied at one root of one function, does to that function's machine
// code under one CPU (issue 24: cost/region/MachineRegion.h prices it, block-frequency weighted).
// It is measured once, at harvest time or by the first compile that meets the region, and carried
// in the cache so that later compiles need not price it. A verdict decides profitability only: it
// never makes an unproved rewrite applied, so a wrong or forged one costs speed, not correctness.
struct MachineVerdict {
  std::string mcpu;
  // The function as the compile met it and the root's place in it (driver/RegionIdentity.h).
  uint64_t region = 0;
  // The rewrite's hash (driver::machineVerdictRewriteHash: its text and the judging rule).
  uint64_t rewrite = 0;
  // The weighted machine micro-ops of the function before and after the rewrite.
  double before = 0;
  double after = 0;
  // The machine code got cheaper (cost::cheaperMachineCode: no figure of micro-ops, throughput and
  // instructions worse, one better).
  bool gain = false;
};

// A rewrite reported as poisoned: it failed verification when read from the cache.
struct PoisonReport {
  RewriteKey key;
  std::string rewriteText;
  std::string producer;
  std::string reason;
  int64_t reportedAt = 0;
};

struct StoreStats {
  // In the store now.
  uint64_t entries = 0;
  uint64_t rewrites = 0;
  uint64_t nones = 0;
  uint64_t poisonReports = 0;
  // By this handle since it was opened.
  uint64_t hits = 0;
  uint64_t misses = 0;
  uint64_t collisions = 0;
  uint64_t puts = 0;
  uint64_t poisoned = 0;
};

// A rewrite cache. Every method may throw StoreError; none drops entries silently. A handle is not
// thread-safe: open one per thread (or process); any number of handles share one cache safely.
class RewriteStore {
public:
  virtual ~RewriteStore() = default;

  // The entry answering a search of `budget` for `key`, or nullopt (a miss):
  //  - a Rewrite entry answers any budget;
  //  - a NoneWithinBudget(B) entry answers a budget covered by B (budgetCovers(B, budget)) and is
  //    ignored for a larger one, so a failure is retried only with more budget;
  //  - an entry whose stored text differs from key.text (hash collision) is a miss.
  virtual std::optional<RewriteEntry> lookup(const RewriteKey& key, const Budget& budget) = 0;

  // Stores `entry` for `key`, atomically merged with the entry already there:
  //  - none  -> Inserted;
  //  - Rewrite over NoneWithinBudget -> Replaced;
  //  - NoneWithinBudget over Rewrite -> Kept;
  //  - Rewrite over Rewrite -> Replaced when strictly cheaper (rewriteCost), else Kept;
  //  - NoneWithinBudget(B2) over NoneWithinBudget(B1) -> Replaced when B2 covers B1 and differs,
  //    else Kept;
  //  - any entry over one for a colliding text -> Replaced.
  virtual PutOutcome put(const RewriteKey& key, const RewriteEntry& entry) = 0;

  // Reports that the Rewrite entry of `key` whose text is `rewriteText` failed verification:
  // removes it (only if the stored rewrite is still that text, so a good rewrite written since is
  // kept) and records a PoisonReport with `reason`. Returns whether an entry was removed.
  virtual bool markPoisoned(const RewriteKey& key, const std::string& rewriteText, const std::string& reason) = 0;

  // Every poison report, oldest first.
  virtual std::vector<PoisonReport> poisonReports() = 0;

  virtual StoreStats stats() = 0;

  // The hashes of the keys of every Rewrite entry under `costModel` and `mcpu`, read at once: a
  // cut whose key hash is not among them has no rewrite here, so a cache-only compile need not
  // look it up (the store's prefilter). A superset is allowed (a hash is only a hint; lookup still
  // compares the text); nullopt when the store cannot list them cheaply (then every cut is looked
  // up).
  virtual std::optional<std::vector<uint64_t>> rewriteKeyHashes(const std::string& costModel, const std::string& mcpu) {
    (void)costModel;
    (void)mcpu;
    return std::nullopt;
  }

  // The key texts (the cuts) of every Rewrite entry under `costModel` and `mcpu`, read at once, for
  // the caller to compute their root signatures (cut/fastpath/RootSignature.h: an instruction
  // whose predicted signature is not among them has no cached rewrite, so a cache-only compile
  // need not even extract its cut). nullopt when the store cannot list them (then no root
  // prefilter may be used).
  virtual std::optional<std::vector<std::string>> rewriteKeyTexts(const std::string& costModel, const std::string& mcpu) {
    (void)costModel;
    (void)mcpu;
    return std::nullopt;
  }

  // The key text and the rewrite text of every Rewrite entry under `costModel` and `mcpu` (for
  // the proof snapshot, store/ProofSnapshot.h); nullopt when the store cannot list them.
  virtual std::optional<std::vector<std::pair<std::string, std::string>>> rewriteTexts(const std::string& costModel,
                                                                                       const std::string& mcpu) {
    (void)costModel;
    (void)mcpu;
    return std::nullopt;
  }

  // The machine verdict stored for (`mcpu`, `region`, `rewrite`), or nullopt (none, or a store
  // that keeps none).
  virtual std::optional<MachineVerdict> machineVerdict(const std::string& mcpu, uint64_t region, uint64_t rewrite) {
    (void)mcpu;
    (void)region;
    (void)rewrite;
    return std::nullopt;
  }

  // Stores `verdict`, replacing the one for its (mcpu, region, rewrite); a store that keeps no
  // verdicts ignores it.
  virtual void putMachineVerdict(const MachineVerdict& verdict) { (void)verdict; }

  // Every machine verdict under `mcpu` (for the proof snapshot); nullopt when the store cannot
  // list them.
  virtual std::optional<std::vector<MachineVerdict>> machineVerdicts(const std::string& mcpu) {
    (void)mcpu;
    return std::nullopt;
  }

  // Reads the whole store and returns what is damaged ("" when nothing is): SQLite runs
  // `PRAGMA quick_check`; Redis parses every entry. Slow on a big store; for `--status`.
  virtual std::string checkIntegrity() = 0;

  // "sqlite:PATH" or "redis://HOST:PORT", for messages.
  virtual std::string url() const = 0;
};

// $XDG_CACHE_HOME/theseus/rewrites.db, else ~/.cache/theseus/rewrites.db; empty when neither
// XDG_CACHE_HOME nor HOME is set.
std::string defaultCachePath();

// The SQLite file `url` names ("sqlite:PATH", a plain PATH, or empty for the default path); empty
// for a Redis URL or when no default path exists.
std::string sqliteCachePath(const std::string& url);

// Opens the store named by `url`: "sqlite:PATH", a plain PATH (SQLite), "redis://HOST:PORT", or
// empty for the SQLite default path (its directory is created). Returns null and sets `error` when
// the URL is malformed or the store cannot be opened (unreachable server, corrupt database, schema
// of another version).
std::unique_ptr<RewriteStore> openRewriteStore(const std::string& url, std::string& error);

} // namespace theseus::store
