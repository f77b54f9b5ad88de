#include "store/ProofSnapshot.h"

#include "store/ProofLedger.h"
#include "store/RewriteCache.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace theseus::store {

namespace {

constexpr char kMagic[8] = {'T', 'H', 'S', 'N', 'A', 'P', '0', '6'};

uint64_t nanoseconds(const struct timespec& t) { return uint64_t(t.tv_sec) * 1000000000ull + uint64_t(t.tv_nsec); }

// The checksum of `n` bytes at `p`: each 64-bit word (the last one zero-padded) is xored in and
// the state rotated and multiplied by an odd constant — a bijection of the state, so changing any
// one word changes the result — and the length is mixed in last.
uint64_t checksumOf(const char* p, size_t n) {
  uint64_t h = 0x243f6a8885a308d3ull;
  auto mix = [&h](uint64_t word) {
    h ^= word;
    h = ((h << 29) | (h >> 35)) * 0x9e3779b97f4a7c15ull;
  };
  size_t whole = n / 8 * 8;
  for (size_t i = 0; i < whole; i += 8) {
    uint64_t word;
    std::memcpy(&word, p + i, 8);
    mix(word);
  }
  uint64_t tail = 0;
  if (n > whole) std::memcpy(&tail, p + whole, n - whole);
  mix(tail);
  mix(n);
  return h;
}

// Appends fixed-size values and length-prefixed strings.
class Writer {
public:
  template <typename T> void put(T value) { bytes.append(reinterpret_cast<const char*>(&value), sizeof value); }
  void put(std::string_view s) {
    put(uint32_t(s.size()));
    bytes.append(s);
  }
  void put(const FileStamp& s) {
    for (uint64_t v : {s.device, s.inode, s.size, s.mtimeNs, s.walSize, s.walMtimeNs}) put(v);
  }
  void put(const std::vector<uint64_t>& values) {
    put(uint32_t(values.size()));
    for (uint64_t v : values) put(v);
  }
  std::string bytes;
};

// Reads what Writer wrote; every read is bounds-checked (a short file fails, never overreads).
class Reader {
public:
  Reader(std::string_view bytes, size_t at) : bytes_(bytes), at_(at) {}
  template <typename T> bool get(T& value) {
    if (bytes_.size() - at_ < sizeof value) return false;
    std::memcpy(&value, bytes_.data() + at_, sizeof value);
    at_ += sizeof value;
    return true;
  }
  bool get(std::string_view& s) {
    uint32_t n = 0;
    if (!get(n) || bytes_.size() - at_ < n) return false;
    s = std::string_view(bytes_.data() + at_, n);
    at_ += n;
    return true;
  }
  bool get(FileStamp& s) {
    for (uint64_t* v : {&s.device, &s.inode, &s.size, &s.mtimeNs, &s.walSize, &s.walMtimeNs})
      if (!get(*v)) return false;
    return true;
  }
  bool get(std::vector<uint64_t>& values) {
    uint32_t n = 0;
    if (!get(n) || (bytes_.size() - at_) / sizeof(uint64_t) < n) return false;
    values.resize(n);
    if (n) std::memcpy(values.data(), bytes_.data() + at_, n * sizeof(uint64_t));
    at_ += n * sizeof(uint64_t);
    return true;
  }
  bool atEnd() const { return at_ == bytes_.size(); }
  size_t at() const { return at_; }

private:
  std::string_view bytes_;
  size_t at_;
};

// The whole file at `path` (its size in `size`) if it is a regular file owned by this user and not
// writable by others; the buffer is not zeroed before the read fills it.
std::unique_ptr<char[]> readPrivateFile(const std::string& path, size_t& size, std::string& why) {
  int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    why = "no snapshot";
    return nullptr;
  }
  struct stat st {};
  std::unique_ptr<char[]> out;
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != geteuid() || (st.st_mode & (S_IWGRP | S_IWOTH))) {
    why = "not a private file of this user";
  } else {
    size = size_t(st.st_size);
    out.reset(new char[size + 1]);
    if (read(fd, out.get(), size) != ssize_t(size)) {
      why = "unreadable";
      out.reset();
    }
  }
  close(fd);
  return out;
}

// Writes `bytes` to a private temporary file beside `path` and renames it over `path`.
bool writeAtomically(const std::string& path, const std::string& bytes, std::string& error) {
  std::string temporary = path + ".tmp." + std::to_string(getpid());
  int fd = open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  bool ok = fd >= 0 && write(fd, bytes.data(), bytes.size()) == ssize_t(bytes.size());
  if (fd >= 0) ok = close(fd) == 0 && ok;
  if (ok) ok = std::rename(temporary.c_str(), path.c_str()) == 0;
  if (!ok) {
    error = "proof snapshot " + path + ": cannot write: " + std::strerror(errno);
    unlink(temporary.c_str());
  }
  return ok;
}

// One vouched entry as written.
struct VouchedEntry {
  uint64_t hash;
  const std::string* keyText;
  const std::string* rewriteText;
  LedgerPricing pricing;
  std::string compact;
  std::string shapeCode;
};

// Empties every shape code that more than one entry has (none can then be found by it).
void dropSharedShapeCodes(std::vector<VouchedEntry>& vouched) {
  std::vector<std::string> codes;
  for (const VouchedEntry& e : vouched)
    if (!e.shapeCode.empty()) codes.push_back(e.shapeCode);
  std::sort(codes.begin(), codes.end());
  for (VouchedEntry& e : vouched)
    if (!e.shapeCode.empty() && std::upper_bound(codes.begin(), codes.end(), e.shapeCode) - std::lower_bound(codes.begin(), codes.end(), e.shapeCode) > 1)
      e.shapeCode.clear();
}

// The entries of `store`'s Rewrite keys that `ledger` holds as proved and priced for the subject,
// sorted by key hash (then key text), each with its compact rewrite when `compactFormOf` is given
// and its shape code when `shapeCodeOf` is.
void putVouchedEntries(Writer& w, const std::vector<std::pair<std::string, std::string>>& rewrites, ProofLedger& ledger,
                       const SnapshotSubject& subject, const CompactFormOfRewrite& compactFormOf, const ShapeCodeOfKey& shapeCodeOf) {
  std::vector<VouchedEntry> vouched;
  for (const auto& [keyText, rewriteText] : rewrites) {
    if (!ledger.proved(keyText, rewriteText)) continue;
    std::optional<LedgerPricing> priced = ledger.pricing(keyText, rewriteText, subject.costModel, subject.mcpu);
    if (!priced) continue;
    vouched.push_back(VouchedEntry{fnv1a(keyText), &keyText, &rewriteText, *priced, compactFormOf ? compactFormOf(rewriteText) : "",
                                   shapeCodeOf ? shapeCodeOf(keyText) : ""});
  }
  dropSharedShapeCodes(vouched);
  std::sort(vouched.begin(), vouched.end(), [](const VouchedEntry& a, const VouchedEntry& b) {
    return a.hash != b.hash ? a.hash < b.hash : *a.keyText < *b.keyText;
  });
  w.put(uint32_t(vouched.size()));
  for (const VouchedEntry& e : vouched) {
    w.put(e.hash);
    w.put(uint8_t(e.pricing.cheaper));
    w.put(e.pricing.sourceCost);
    w.put(e.pricing.rewriteCost);
    w.put(std::string_view(*e.keyText));
    w.put(std::string_view(*e.rewriteText));
    w.put(std::string_view(e.compact));
    w.put(std::string_view(e.shapeCode));
  }
}

// The ledger at `path`; one it had to create is closed and opened again, so that the checkpoint
// SQLite makes when closing it happens before it is stamped, not after.
std::unique_ptr<ProofLedger> openLedgerAtRest(const std::string& path, std::string& error) {
  bool existed = access(path.c_str(), F_OK) == 0;
  std::unique_ptr<ProofLedger> ledger = openProofLedger(path, error);
  if (ledger && !existed) {
    ledger.reset();
    ledger = openProofLedger(path, error);
  }
  return ledger;
}

// `hashOfKey` (a shape hash or a root signature) of every key of `rewrites`, or nullopt when there
// is no such function or one key has no hash (a set missing a key would hide its rewrite).
std::optional<std::vector<uint64_t>> hashesOfKeys(const std::vector<std::pair<std::string, std::string>>& rewrites,
                                                  const std::function<std::optional<uint64_t>(const std::string&)>& hashOfKey) {
  if (!hashOfKey) return std::nullopt;
  std::vector<uint64_t> out;
  for (const auto& [keyText, rewriteText] : rewrites) {
    std::optional<uint64_t> hash = hashOfKey(keyText);
    if (!hash) return std::nullopt;
    out.push_back(*hash);
  }
  return out;
}

// The store's machine verdicts for the subject's CPU as two sorted lists of verdict ids, gains
// first; two empty lists when the store keeps none.
void putMachineVerdicts(Writer& w, RewriteStore& store, const SnapshotSubject& subject) {
  std::vector<uint64_t> gains, noGains;
  if (std::optional<std::vector<MachineVerdict>> verdicts = store.machineVerdicts(subject.mcpu))
    for (const MachineVerdict& v : *verdicts) (v.gain ? gains : noGains).push_back(machineVerdictId(v.region, v.rewrite));
  std::sort(gains.begin(), gains.end());
  std::sort(noGains.begin(), noGains.end());
  w.put(gains);
  w.put(noGains);
}

} // namespace

uint64_t machineVerdictId(uint64_t region, uint64_t rewrite) {
  uint64_t h = region * 0x9e3779b97f4a7c15ull;
  h ^= rewrite + 0x7f4a7c159e3779b9ull + (h << 6) + (h >> 2);
  return h;
}

std::optional<FileStamp> stampOf(const std::string& path) {
  struct stat st {};
  if (stat(path.c_str(), &st) != 0) return std::nullopt;
  FileStamp s{uint64_t(st.st_dev), uint64_t(st.st_ino), uint64_t(st.st_size), nanoseconds(st.st_mtim), 0, 0};
  struct stat wal {};
  if (stat((path + "-wal").c_str(), &wal) == 0 && wal.st_size > 0) {
    s.walSize = uint64_t(wal.st_size);
    s.walMtimeNs = nanoseconds(wal.st_mtim);
  }
  return s;
}

std::unique_ptr<ProofSnapshot> ProofSnapshot::load(const std::string& path, const SnapshotSubject& subject, std::string& why) {
  size_t size = 0;
  std::unique_ptr<char[]> bytes = readPrivateFile(path, size, why);
  if (!bytes) return nullptr;
  std::unique_ptr<ProofSnapshot> snapshot(new ProofSnapshot());
  snapshot->bytes_ = std::move(bytes);
  snapshot->size_ = size;
  if (!snapshot->parse(subject, why)) return nullptr;
  return snapshot;
}

bool ProofSnapshot::parse(const SnapshotSubject& subject, std::string& why) {
  constexpr size_t kHeader = sizeof kMagic + sizeof(uint64_t);
  const char* bytes = bytes_.get();
  uint64_t checksum = 0;
  if (size_ < kHeader || std::memcmp(bytes, kMagic, sizeof kMagic) != 0) return why = "not a snapshot", false;
  std::memcpy(&checksum, bytes + sizeof kMagic, sizeof checksum);
  if (checksum != checksumOf(bytes + kHeader, size_ - kHeader)) return why = "checksum mismatch", false;
  Reader r(std::string_view(bytes, size_), kHeader);
  FileStamp cache, ledger;
  std::string_view model, mcpu;
  uint8_t hasRoots = 0, hasShapes = 0;
  std::vector<uint64_t> roots, shapes;
  if (!r.get(cache) || !r.get(ledger) || !r.get(model) || !r.get(mcpu) || !r.get(hashes_) || !r.get(hasRoots) || !r.get(roots) ||
      !r.get(hasShapes) || !r.get(shapes) || !r.get(gains_) || !r.get(noGains_))
    return why = "truncated", false;
  if (!std::is_sorted(gains_.begin(), gains_.end()) || !std::is_sorted(noGains_.begin(), noGains_.end()))
    return why = "verdicts out of order", false;
  if (model != subject.costModel || mcpu != subject.mcpu) return why = "for another cost model or CPU", false;
  if (stampOf(subject.cachePath) != cache || stampOf(subject.ledgerPath) != ledger) return why = "stale", false;
  if (hasRoots) roots_ = std::move(roots);
  if (hasShapes) shapes_ = std::move(shapes);
  return parseEntries(r.at(), why);
}

// Reads the vouched entries from `at` to the end of the file, which must be sorted by hash.
bool ProofSnapshot::parseEntries(size_t at, std::string& why) {
  Reader r(std::string_view(bytes_.get(), size_), at);
  uint32_t count = 0;
  if (!r.get(count)) return why = "truncated", false;
  entries_.reserve(count);
  for (uint32_t i = 0; i < count; ++i) {
    Keyed k{};
    uint8_t cheaper = 0;
    SnapshotEntry& e = k.entry;
    if (!r.get(k.hash) || !r.get(cheaper) || !r.get(e.sourceCost) || !r.get(e.rewriteCost) || !r.get(e.keyText) || !r.get(e.rewriteText) ||
        !r.get(e.compactRewrite) || !r.get(e.shapeCode))
      return why = "truncated", false;
    if (!entries_.empty() && entries_.back().hash > k.hash) return why = "entries out of order", false;
    e.cheaper = cheaper != 0;
    entries_.push_back(k);
  }
  if (!r.atEnd()) return why = "trailing bytes", false;
  indexShapeCodes();
  return true;
}

void ProofSnapshot::indexShapeCodes() {
  for (uint32_t i = 0; i < entries_.size(); ++i)
    if (!entries_[i].entry.shapeCode.empty()) byShapeCode_.emplace_back(fnv1a(entries_[i].entry.shapeCode), i);
  std::sort(byShapeCode_.begin(), byShapeCode_.end());
}

const SnapshotEntry* ProofSnapshot::findByShapeCode(std::string_view code) const {
  uint64_t hash = fnv1a(code);
  auto it = std::lower_bound(byShapeCode_.begin(), byShapeCode_.end(), std::pair<uint64_t, uint32_t>(hash, 0));
  for (; it != byShapeCode_.end() && it->first == hash; ++it)
    if (entries_[it->second].entry.shapeCode == code) return &entries_[it->second].entry;
  return nullptr;
}

std::optional<bool> ProofSnapshot::machineGain(uint64_t region, uint64_t rewrite) const {
  uint64_t id = machineVerdictId(region, rewrite);
  if (std::binary_search(gains_.begin(), gains_.end(), id)) return true;
  if (std::binary_search(noGains_.begin(), noGains_.end(), id)) return false;
  return std::nullopt;
}

const SnapshotEntry* ProofSnapshot::find(uint64_t hash, std::string_view keyText) const {
  auto it = std::lower_bound(entries_.begin(), entries_.end(), hash, [](const Keyed& k, uint64_t h) { return k.hash < h; });
  for (; it != entries_.end() && it->hash == hash; ++it)
    if (it->entry.keyText == keyText) return &it->entry;
  return nullptr;
}

namespace {

// `path` made absolute and lexically normal; an absolute path with no "//" and no component
// starting with '.' already is, and skips std::filesystem (a compile asks once, at start).
std::string normalAbsolutePath(const std::string& path) {
  if (!path.empty() && path[0] == '/' && path.find("//") == std::string::npos && path.find("/.") == std::string::npos) return path;
  std::error_code ec;
  return std::filesystem::absolute(path, ec).lexically_normal().string();
}

} // namespace

std::string proofSnapshotPath(const SnapshotSubject& subject) {
  if (subject.ledgerPath.empty() || subject.cachePath.empty()) return "";
  std::string cache = normalAbsolutePath(subject.cachePath);
  char name[40];
  std::snprintf(name, sizeof name, "-%016llx.snapshot",
                (unsigned long long)fnv1a(cache + '\0' + subject.costModel + '\0' + subject.mcpu));
  return subject.ledgerPath + name;
}

bool writeProofSnapshot(const std::string& path, const SnapshotSubject& subject, RewriteStore& store, std::string& error,
                        const ShapeHashOfKey& shapeHashOfKey, const CompactFormOfRewrite& compactFormOf, const ShapeCodeOfKey& shapeCodeOf,
                        const RootSignatureOfKey& rootSignatureOfKey) {
  std::unique_ptr<ProofLedger> ledger = openLedgerAtRest(subject.ledgerPath, error);
  if (!ledger) return false;
  std::optional<FileStamp> cache = stampOf(subject.cachePath), ledgerStamp = stampOf(subject.ledgerPath);
  if (!cache || !ledgerStamp) return error = "proof snapshot: cannot stamp the cache or the ledger", false;
  std::optional<std::vector<uint64_t>> hashes;
  std::optional<std::vector<std::pair<std::string, std::string>>> rewrites;
  Writer verdicts;
  try {
    hashes = store.rewriteKeyHashes(subject.costModel, subject.mcpu);
    rewrites = store.rewriteTexts(subject.costModel, subject.mcpu);
    putMachineVerdicts(verdicts, store, subject);
  } catch (const StoreError& e) {
    return error = e.what(), false;
  }
  if (!hashes || !rewrites) return error = "proof snapshot: " + store.url() + " cannot list its rewrites", false;
  Writer w;
  w.put(*cache);
  w.put(*ledgerStamp);
  w.put(std::string_view(subject.costModel));
  w.put(std::string_view(subject.mcpu));
  w.put(*hashes);
  std::optional<std::vector<uint64_t>> roots = hashesOfKeys(*rewrites, rootSignatureOfKey);
  w.put(uint8_t(roots.has_value()));
  w.put(roots.value_or(std::vector<uint64_t>{}));
  std::optional<std::vector<uint64_t>> shapes = hashesOfKeys(*rewrites, shapeHashOfKey);
  w.put(uint8_t(shapes.has_value()));
  w.put(shapes.value_or(std::vector<uint64_t>{}));
  w.bytes += verdicts.bytes;
  putVouchedEntries(w, *rewrites, *ledger, subject, compactFormOf, shapeCodeOf);
  std::string file(kMagic, sizeof kMagic);
  uint64_t checksum = checksumOf(w.bytes.data(), w.bytes.size());
  file.append(reinterpret_cast<const char*>(&checksum), sizeof checksum);
  return writeAtomically(path, file + w.bytes, error);
}

} // namespace theseus::store
