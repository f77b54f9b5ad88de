// The proof snapshot holds only what the ledger vouches for, and is ignored when stale, edited or
// not private.
#include "store/ProofLedger.h"
#include "store/ProofSnapshot.h"
#include "StoreTestSupport.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <sys/stat.h>

using namespace theseus::store;
using namespace theseus::store::testing;

namespace {

// A cache with two Rewrite entries and a ledger that has proved and priced only the first.
struct Fixture {
  TempDir dir;
  SnapshotSubject subject{dir.file("cache.db"), dir.file("proofs.db"), "isel", "x86-64"};
  std::unique_ptr<RewriteStore> cache;
  RewriteKey proved = numberedKey(1), unproved = numberedKey(2);
  RewriteEntry entry = rewriteEntry(1);

  Fixture() {
    std::string error;
    cache = openRewriteStore("sqlite:" + subject.cachePath, error);
    EXPECT_TRUE(cache) << error;
    cache->put(proved, entry);
    cache->put(unproved, entry);
    auto ledger = openProofLedger(subject.ledgerPath, error);
    EXPECT_TRUE(ledger) << error;
    ledger->recordProof(proved.text, entry.rewriteText);
    ledger->recordPricing(proved.text, entry.rewriteText, LedgerPricing{"isel", "x86-64", true, 4, 1});
  }

  std::string path() const { return proofSnapshotPath(subject); }

  void write() {
    std::string error;
    ASSERT_TRUE(writeProofSnapshot(path(), subject, *cache, error)) << error;
  }

  std::unique_ptr<ProofSnapshot> load(std::string& why) const { return ProofSnapshot::load(path(), subject, why); }

  // Writes the snapshot and loads it back; null, with a test failure, when it does not load.
  std::unique_ptr<ProofSnapshot> writtenAndLoaded() {
    write();
    std::string why;
    auto snapshot = load(why);
    EXPECT_TRUE(snapshot) << why;
    return snapshot;
  }

  // The bytes of the snapshot file as written.
  std::string bytes() const {
    std::ifstream in(path(), std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  }

  // Replaces the snapshot file by `bytes`.
  void overwrite(const std::string& bytes) const { std::ofstream(path(), std::ios::binary | std::ios::trunc) << bytes; }

  // Why the snapshot file is refused, with a test failure when it loads.
  std::string refusal() const {
    std::string why;
    EXPECT_FALSE(load(why));
    return why;
  }
};

} // namespace

TEST(ProofSnapshot, VouchesOnlyForProvedAndPricedEntriesButListsEveryRewriteKey) {
  Fixture f;
  auto snapshot = f.writtenAndLoaded();
  ASSERT_TRUE(snapshot);
  EXPECT_EQ(snapshot->entryCount(), 1u);
  const SnapshotEntry* e = snapshot->find(f.proved.hash, f.proved.text);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->rewriteText, f.entry.rewriteText);
  EXPECT_TRUE(e->cheaper);
  EXPECT_EQ(e->sourceCost, 4);
  EXPECT_FALSE(snapshot->find(f.unproved.hash, f.unproved.text));
  EXPECT_FALSE(snapshot->find(f.proved.hash, f.unproved.text));
  EXPECT_EQ(snapshot->rewriteKeyHashes().size(), 2u);
}

TEST(ProofSnapshot, AChangeToTheCacheMakesItStale) {
  Fixture f;
  f.write();
  f.cache->put(numberedKey(3), f.entry);
  EXPECT_EQ(f.refusal(), "stale");
}

TEST(ProofSnapshot, AChangeToTheLedgerMakesItStale) {
  Fixture f;
  f.write();
  std::string error;
  openProofLedger(f.subject.ledgerPath, error)->recordProof(f.unproved.text, f.entry.rewriteText);
  EXPECT_EQ(f.refusal(), "stale");
}

TEST(ProofSnapshot, AnEditedRewriteFailsTheChecksum) {
  Fixture f;
  f.write();
  std::string bytes = f.bytes();
  size_t at = bytes.rfind("ret i32 %a");
  ASSERT_NE(at, std::string::npos);
  bytes.replace(at, 10, "ret i32 %b");
  f.overwrite(bytes);
  EXPECT_EQ(f.refusal(), "checksum mismatch");
}

TEST(ProofSnapshot, AFileWritableByOthersIsIgnored) {
  Fixture f;
  f.write();
  chmod(f.path().c_str(), 0666);
  EXPECT_EQ(f.refusal(), "not a private file of this user");
}

TEST(ProofSnapshot, AnotherCpuDoesNotUseIt) {
  Fixture f;
  f.write();
  SnapshotSubject other = f.subject;
  other.mcpu = "znver4";
  std::string why;
  EXPECT_FALSE(ProofSnapshot::load(f.path(), other, why));
  EXPECT_NE(proofSnapshotPath(other), f.path());
}

TEST(ProofSnapshot, KeepsTheShapeHashOfEveryRewriteKeyOrNone) {
  Fixture f;
  std::string error, why;
  ShapeHashOfKey byLength = [](const std::string& text) { return std::optional<uint64_t>(text.size()); };
  ASSERT_TRUE(writeProofSnapshot(f.path(), f.subject, *f.cache, error, byLength)) << error;
  auto snapshot = f.load(why);
  ASSERT_TRUE(snapshot) << why;
  ASSERT_TRUE(snapshot->rewriteShapeHashes());
  std::vector<uint64_t> hashes = *snapshot->rewriteShapeHashes();
  std::sort(hashes.begin(), hashes.end());
  std::vector<uint64_t> expected{f.proved.text.size(), f.unproved.text.size()};
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(hashes, expected);
  ShapeHashOfKey onlyTheProved = [&](const std::string& text) { return text == f.proved.text ? std::optional<uint64_t>(1) : std::nullopt; };
  ASSERT_TRUE(writeProofSnapshot(f.path(), f.subject, *f.cache, error, onlyTheProved)) << error;
  EXPECT_FALSE(f.load(why)->rewriteShapeHashes());
  f.write();
  EXPECT_FALSE(f.load(why)->rewriteShapeHashes());
}

TEST(ProofSnapshot, FindsEachVouchedEntryWithItsCompactRewrite) {
  Fixture f;
  std::string error, why;
  CompactFormOfRewrite tagged = [](const std::string& text) { return "compact:" + text; };
  ASSERT_TRUE(writeProofSnapshot(f.path(), f.subject, *f.cache, error, {}, tagged)) << error;
  auto snapshot = f.load(why);
  ASSERT_TRUE(snapshot) << why;
  const SnapshotEntry* hit = snapshot->find(f.proved.hash, f.proved.text);
  ASSERT_TRUE(hit);
  EXPECT_EQ(hit->compactRewrite, "compact:" + f.entry.rewriteText);
  EXPECT_FALSE(snapshot->find(f.unproved.hash, f.unproved.text));
  EXPECT_FALSE(snapshot->find(f.proved.hash, f.unproved.text));
}

TEST(ProofSnapshot, ATruncatedSnapshotIsRejected) {
  Fixture f;
  f.write();
  std::string bytes = f.bytes();
  for (size_t keep : {bytes.size() - 1, bytes.size() / 2, size_t(12)}) {
    f.overwrite(bytes.substr(0, keep));
    std::string why;
    EXPECT_FALSE(f.load(why)) << keep;
  }
}

TEST(ProofSnapshot, ASnapshotOfAnotherFormatVersionIsNotRead) {
  Fixture f;
  f.write();
  std::string bytes = f.bytes();
  ASSERT_EQ(bytes.substr(0, 8), "THSNAP06");
  bytes[7] = '5';
  f.overwrite(bytes);
  EXPECT_EQ(f.refusal(), "not a snapshot");
}

TEST(ProofSnapshot, FindsAVouchedEntryByItsShapeCode) {
  Fixture f;
  std::string error, why;
  ShapeCodeOfKey tagged = [](const std::string& text) { return "code:" + text; };
  ASSERT_TRUE(writeProofSnapshot(f.path(), f.subject, *f.cache, error, {}, {}, tagged)) << error;
  auto snapshot = f.load(why);
  ASSERT_TRUE(snapshot) << why;
  EXPECT_TRUE(snapshot->hasShapeCodes());
  EXPECT_EQ(snapshot->findByShapeCode("code:" + f.proved.text), snapshot->find(f.proved.hash, f.proved.text));
  EXPECT_FALSE(snapshot->findByShapeCode("code:" + f.unproved.text));
  EXPECT_FALSE(snapshot->findByShapeCode("code:"));
}

TEST(ProofSnapshot, WithoutShapeCodesNoEntryIsFoundByOne) {
  Fixture f;
  auto snapshot = f.writtenAndLoaded();
  ASSERT_TRUE(snapshot);
  EXPECT_FALSE(snapshot->hasShapeCodes());
  EXPECT_FALSE(snapshot->findByShapeCode(""));
}

TEST(ProofSnapshot, AShapeCodeTwoVouchedEntriesShareIsLeftOutOfBoth) {
  Fixture f;
  std::string error, why;
  auto ledger = openProofLedger(f.subject.ledgerPath, error);
  ASSERT_TRUE(ledger) << error;
  ledger->recordProof(f.unproved.text, f.entry.rewriteText);
  ledger->recordPricing(f.unproved.text, f.entry.rewriteText, LedgerPricing{"isel", "x86-64", true, 4, 1});
  ledger.reset();
  ShapeCodeOfKey same = [](const std::string&) { return std::string("one code"); };
  ASSERT_TRUE(writeProofSnapshot(f.path(), f.subject, *f.cache, error, {}, {}, same)) << error;
  auto snapshot = f.load(why);
  ASSERT_TRUE(snapshot) << why;
  EXPECT_EQ(snapshot->entryCount(), 2u);
  EXPECT_FALSE(snapshot->hasShapeCodes());
  EXPECT_FALSE(snapshot->findByShapeCode("one code"));
}

TEST(ProofSnapshot, CarriesTheCachesMachineVerdictsForItsCpu) {
  Fixture f;
  f.cache->putMachineVerdict({"x86-64", 10, 20, 8, 6, true});
  f.cache->putMachineVerdict({"x86-64", 11, 20, 8, 8, false});
  f.cache->putMachineVerdict({"znver3", 12, 20, 8, 6, true});
  auto snapshot = f.writtenAndLoaded();
  ASSERT_TRUE(snapshot);
  EXPECT_EQ(snapshot->machineGain(10, 20), std::optional<bool>(true));
  EXPECT_EQ(snapshot->machineGain(11, 20), std::optional<bool>(false));
  EXPECT_EQ(snapshot->machineGain(12, 20), std::nullopt) << "a verdict for another CPU";
  EXPECT_EQ(snapshot->machineGain(10, 21), std::nullopt);
}

TEST(ProofSnapshot, ANewVerdictMakesItStale) {
  Fixture f;
  f.write();
  f.cache->putMachineVerdict({"x86-64", 10, 20, 8, 6, true});
  EXPECT_EQ(f.refusal(), "stale");
}
