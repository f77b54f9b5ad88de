#pragma once
// The proof snapshot: a compact, read-only file summarising, for one SQLite cache, one cost model
// and one CPU, what a warm cache-only compile needs — the hashes and root signatures of the cache's
// Rewrite keys (the prefilters), their stable shape hashes (cut/fastpath/Shape.h) and, for each
// Rewrite entry that this machine's proof ledger (store/ProofLedger.h) holds as proved and priced,
// the key text, the rewrite text and the ledger's pricing; and the cache's machine verdicts for
// the CPU (whether a rewrite at a region gained). A compile that finds a valid snapshot
// opens neither the cache nor the ledger unless a cut's key is a Rewrite key the snapshot does not
// vouch for (then it takes the ordinary path: lookup, proof, ledger).
//
// Trust: the snapshot is written only from the ledger's proved pairs, lives beside the ledger and
// is private like it (created 0600; one owned by another user or writable by group/others is
// ignored). It carries an FNV-1a checksum of its contents, so a damaged or edited file is ignored,
// and a hit compares the full key text. Someone who can write this user's private cache folder can
// forge the ledger just as well: the snapshot adds no new way in.
//
// Freshness: it records the stamp (device, inode, size, modification time, and those of the SQLite
// `-wal` file) of the cache and of the ledger as they were before it was read; a snapshot whose
// stamps differ from the files' now is stale and ignored, so a rewrite added to (or poisoned in)
// the cache since is never hidden by the prefilter sets.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace theseus::store {

class RewriteStore;

// What a file and its SQLite write-ahead log looked like; an absent or empty WAL counts as none.
struct FileStamp {
  uint64_t device = 0;
  uint64_t inode = 0;
  uint64_t size = 0;
  uint64_t mtimeNs = 0;
  uint64_t walSize = 0;
  uint64_t walMtimeNs = 0;
  bool operator==(const FileStamp&) const = default;
};

// The stamp of `path` now; nullopt when it cannot be read.
std::optional<FileStamp> stampOf(const std::string& path);

// One Rewrite entry the ledger vouches for, with the ledger's pricing.
struct SnapshotEntry {
  std::string_view keyText;
  std::string_view rewriteText;
  // The rewrite text in a form that builds its function without LLVM's parser (the writer's
  // CompactFormOfRewrite, which checked that it builds exactly what the text parses to, and that
  // this passes LLVM's verifier); empty when the writer gave none.
  std::string_view compactRewrite;
  // The exact shape code (cut/fastpath/ShapeCode.h) under which a compile finds this entry from its
  // cut's walk (the writer's ShapeCodeOfKey vouched that it keys to keyText); empty when none.
  std::string_view shapeCode;
  bool cheaper = false;
  double sourceCost = 0;
  double rewriteCost = 0;
};

// What a snapshot is for: the cache and ledger files it summarises, the cost model and the CPU.
struct SnapshotSubject {
  std::string cachePath;
  std::string ledgerPath;
  std::string costModel;
  std::string mcpu;
};

class ProofSnapshot {
public:
  // The snapshot at `path` when it is valid for `subject` now; null with `why` when it is absent,
  // unreadable, not private, malformed, fails its checksum, is for another model or CPU, or stale.
  static std::unique_ptr<ProofSnapshot> load(const std::string& path, const SnapshotSubject& subject, std::string& why);

  // The entry whose key is exactly (`hash`, `keyText`), or null.
  const SnapshotEntry* find(uint64_t hash, std::string_view keyText) const;
  // The entry whose shape code is exactly `code`, or null.
  const SnapshotEntry* findByShapeCode(std::string_view code) const;
  // Whether some entry has a shape code (else findByShapeCode never finds one).
  bool hasShapeCodes() const { return !byShapeCode_.empty(); }
  // The hashes of every Rewrite key of the cache (RewriteStore::rewriteKeyHashes).
  const std::vector<uint64_t>& rewriteKeyHashes() const { return hashes_; }
  // Their root signatures (cut/fastpath/RootSignature.h); nullopt when the writer had no
  // signature function or some key had no signature (then no root prefilter may be used).
  const std::optional<std::vector<uint64_t>>& rewriteRootSignatures() const { return roots_; }
  // The stable shape hashes of the same keys (cut/fastpath/Shape.h, stableShapeHash); nullopt when
  // the writer had no shape function or some key had no shape (then no shape prefilter may be
  // used).
  const std::optional<std::vector<uint64_t>>& rewriteShapeHashes() const { return shapes_; }
  size_t entryCount() const { return entries_.size(); }
  // The cache's machine verdict (RewriteCache.h) for this CPU on `rewrite` (the FNV-1a of its
  // text) at `region`: whether it gained, or nullopt when the cache holds none.
  std::optional<bool> machineGain(uint64_t region, uint64_t rewrite) const;

private:
  struct Keyed {
    uint64_t hash;
    SnapshotEntry entry;
  };
  bool parse(const SnapshotSubject& subject, std::string& why);
  bool parseEntries(size_t at, std::string& why);
  // Fills byShapeCode_ from the parsed entries.
  void indexShapeCodes();

  std::unique_ptr<char[]> bytes_;
  size_t size_ = 0;
  std::vector<uint64_t> hashes_;
  std::optional<std::vector<uint64_t>> roots_;
  std::optional<std::vector<uint64_t>> shapes_;
  // machineVerdictId of the verdicts that gained and of those that did not, sorted.
  std::vector<uint64_t> gains_;
  std::vector<uint64_t> noGains_;
  // Sorted by hash (the writer sorts them; the reader checks it).
  std::vector<Keyed> entries_;
  // (FNV-1a hash of the shape code, index in entries_) of the entries with one, sorted.
  std::vector<std::pair<uint64_t, uint32_t>> byShapeCode_;
};

// The id under which the snapshot lists the machine verdict of (`region`, `rewrite`).
uint64_t machineVerdictId(uint64_t region, uint64_t rewrite);

// Where the snapshot of `subject` lives: beside the ledger, named by a hash of the cache's
// absolute path, the cost model and the CPU. Empty when the subject has no ledger or cache path.
std::string proofSnapshotPath(const SnapshotSubject& subject);

// The stable shape hash of the cut in a key's text, or nullopt (store/ sees no LLVM: the caller
// passes cut::stableShapeHashOfCutText).
using ShapeHashOfKey = std::function<std::optional<uint64_t>(const std::string& keyText)>;

// The root signature of the cut in a key's text, or nullopt (store/ sees no LLVM and no cut/: the
// caller passes cut::rootSignatureOfCutText).
using RootSignatureOfKey = std::function<std::optional<uint64_t>(const std::string& keyText)>;

// The compact form of a rewrite text, or "" when it has none (store/ sees no LLVM: the caller
// passes cut::compactFormOfRewrite, which returns a form only when it builds exactly the function
// the text parses to and that function passes LLVM's verifier).
using CompactFormOfRewrite = std::function<std::string(const std::string& rewriteText)>;

// The exact shape code of a key's cut, or "" when it has none (store/ sees no LLVM: the caller
// passes cut::shapeCodeOfKey, which gives a code only when a cut with that code keys to the text).
using ShapeCodeOfKey = std::function<std::string(const std::string& keyText)>;

// Writes the snapshot of `subject` at `path` (a temporary file renamed over it): opens the ledger
// (created when absent; closed before returning), stamps the cache and the ledger, then reads
// `store`'s Rewrite entries and its machine verdicts for the CPU, and asks the ledger which
// entries it holds as proved and priced. With
// `shapeHashOfKey`, also the shape hash of every Rewrite key (the section is left out when it is
// empty or gives nullopt for some key), and with `rootSignatureOfKey` the root signature of every
// Rewrite key (likewise left out). With `compactFormOf`, also each vouched entry's compact
// rewrite. With `shapeCodeOf`, also each vouched entry's shape code (a code two entries share is
// left out of both). False with `error` when a file cannot be stamped, the store cannot list its entries,
// or the file cannot be written.
bool writeProofSnapshot(const std::string& path, const SnapshotSubject& subject, RewriteStore& store, std::string& error,
                        const ShapeHashOfKey& shapeHashOfKey = {}, const CompactFormOfRewrite& compactFormOf = {},
                        const ShapeCodeOfKey& shapeCodeOf = {}, const RootSignatureOfKey& rootSignatureOfKey = {});

} // namespace theseus::store
