// The proof ledger vouches only for the exact (cut, rewrite) pairs recorded, and keeps them.
#include "store/ProofLedger.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdio>

using namespace theseus::store;

namespace {

std::string freshPath() {
  std::string path = ::testing::TempDir() + "theseus_proofs_" + std::to_string(getpid()) + "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".db";
  std::remove(path.c_str());
  return path;
}

std::unique_ptr<ProofLedger> open(const std::string& path) {
  std::string error;
  auto ledger = openProofLedger(path, error);
  EXPECT_TRUE(ledger) << error;
  return ledger;
}

} // namespace

TEST(ProofLedger, EmptyLedgerVouchesForNothing) { EXPECT_FALSE(open(freshPath())->proved("cut", "rewrite")); }

TEST(ProofLedger, RecordedPairIsProvedAfterReopening) {
  std::string path = freshPath();
  open(path)->recordProof("cut", "rewrite");
  EXPECT_TRUE(open(path)->proved("cut", "rewrite"));
}

TEST(ProofLedger, AnotherRewriteOrCutIsNotProved) {
  auto ledger = open(freshPath());
  ledger->recordProof("cut", "rewrite");
  EXPECT_FALSE(ledger->proved("cut", "rewrite2"));
  EXPECT_FALSE(ledger->proved("cut2", "rewrite"));
}

TEST(ProofLedger, PricingIsKeptPerPairCostModelAndCpu) {
  std::string path = freshPath();
  open(path)->recordPricing("cut", "rewrite", LedgerPricing{"isel", "x86-64-v3", true, 4, 2});
  auto ledger = open(path);
  std::optional<LedgerPricing> known = ledger->pricing("cut", "rewrite", "isel", "x86-64-v3");
  ASSERT_TRUE(known);
  EXPECT_TRUE(known->cheaper);
  EXPECT_EQ(known->sourceCost, 4);
  EXPECT_EQ(known->rewriteCost, 2);
  EXPECT_FALSE(ledger->pricing("cut", "rewrite", "isel", "znver4"));
  EXPECT_FALSE(ledger->pricing("cut", "rewrite", "mca", "x86-64-v3"));
  EXPECT_FALSE(ledger->pricing("cut", "rewrite2", "isel", "x86-64-v3"));
}

TEST(ProofLedger, AFileThatIsNotADatabaseIsRefused) {
  std::string path = freshPath();
  std::FILE* f = std::fopen(path.c_str(), "w");
  std::fputs("not a database, not at all, definitely not a sqlite file", f);
  std::fclose(f);
  std::string error;
  EXPECT_FALSE(openProofLedger(path, error));
  EXPECT_NE(error.find(path), std::string::npos);
}
