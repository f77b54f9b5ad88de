#include "driver/CachedRewrites.h"

#include "bridge/Import.h"
#include "cost/CostModel.h"
#include "ir/Printer.h"
#include "store/ProofLedger.h"
#include "store/ProofSnapshot.h"
#include "store/RewriteCache.h"
#include "verify/Refinement.h"

#include <chrono>
#include <unistd.h>

namespace theseus::driver {

namespace {

store::Budget budgetOf(const DriverOptions& options) { return store::Budget{options.budget.maxInsts, options.budget.seconds}; }

// The one function of a cached rewrite text, or null with `why`.
std::shared_ptr<const ir::Function> fromImported(std::optional<bridge::ImportedModule> imported, const bridge::Diagnostic& error,
                                                 std::string& why) {
  if (!imported) {
    why = error.str();
    return nullptr;
  }
  if (!imported->unsupported.empty() || imported->module->functions().size() != 1) {
    why = "the cached text is not one importable function";
    return nullptr;
  }
  std::shared_ptr<ir::Module> owner(std::move(imported->module));
  return std::shared_ptr<const ir::Function>(owner, owner->functions().front().get());
}

// The one function of the rewrite text `text`, parsed in a context of its own; null with `why`.
std::shared_ptr<const ir::Function> parseRewrite(const std::string& text, std::string& why) {
  bridge::Diagnostic error;
  auto imported = bridge::importText(text, "cached rewrite", error, bridge::ImportOptions{.memory = true});
  return fromImported(std::move(imported), error, why);
}

CacheAnswer poison(store::RewriteStore& store, const store::RewriteKey& key, const std::string& text, const std::string& reason,
                   CutRecord& record) {
  record.detail = "cached rewrite rejected: " + reason;
  try {
    store.markPoisoned(key, text, reason);
  } catch (const store::StoreError& e) {
    record.detail += "; marking it poisoned failed: " + std::string(e.what());
  }
  return CacheAnswer{CacheAnswer::Kind::Poisoned, nullptr};
}

} // namespace

CacheAnswer lookupRewrite(store::RewriteStore& store, store::ProofLedger* ledger, const cut::Cut& c, const store::RewriteKey& key,
                          const DriverOptions& options, CutRecord& record) {
  std::optional<store::RewriteEntry> entry;
  try {
    entry = store.lookup(key, budgetOf(options));
  } catch (const store::StoreError& e) {
    record.detail = e.what();
    return {};
  }
  if (!entry) return {};
  record.sourceCost = entry->sourceCost;
  record.rewriteCost = entry->rewriteCost;
  if (entry->status == store::EntryStatus::NoneWithinBudget) return CacheAnswer{CacheAnswer::Kind::None, nullptr};
  std::string why;
  std::shared_ptr<const ir::Function> rewrite = parseRewrite(entry->rewriteText, why);
  if (!rewrite) return poison(store, key, entry->rewriteText, why, record);
  record.rewriteText = entry->rewriteText;
  if (options.trustCache) return CacheAnswer{CacheAnswer::Kind::Rewrite, rewrite};
  if (ledger && ledger->proved(key.text, entry->rewriteText)) {
    record.detail = "cached rewrite proved here before (proof ledger)";
    return CacheAnswer{CacheAnswer::Kind::Rewrite, rewrite};
  }
  auto start = std::chrono::steady_clock::now();
  verify::Options verifyOptions;
  verifyOptions.timeoutMs = options.budget.queryTimeoutMs;
  verify::Result proof = verify::checkRefinement(*c.ir, *rewrite, c.dataLayout, verifyOptions);
  record.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (proof.verdict == verify::Verdict::Correct) {
    if (ledger) ledger->recordProof(key.text, entry->rewriteText);
    return CacheAnswer{CacheAnswer::Kind::Rewrite, rewrite};
  }
  if (proof.verdict == verify::Verdict::Incorrect) return poison(store, key, entry->rewriteText, "incorrect: " + proof.reason, record);
  record.detail = "cached rewrite not applied: re-verification " + std::string(verify::verdictName(proof.verdict)) + ": " + proof.reason;
  return CacheAnswer{CacheAnswer::Kind::None, nullptr};
}

void noteVouchedRewrite(const store::SnapshotEntry& entry, CutRecord& record) {
  record.rewriteText = std::string(entry.rewriteText);
  record.sourceCost = entry.sourceCost;
  record.rewriteCost = entry.rewriteCost;
  record.detail = entry.cheaper ? "cached rewrite proved and priced here before (proof snapshot)"
                                : "the rewrite is not cheaper (proof snapshot)";
}

std::string rewriteModuleText(const ir::Function& rewrite, const ir::DataLayout& dl) {
  ir::Module m;
  m.dataLayout = dl;
  m.addFunction(rewrite.clone("tgt"));
  return ir::toString(m);
}

bool storeSynthesis(store::RewriteStore& store, const ir::Function& cut, const ir::DataLayout& dl, const DriverOptions& options,
                    const synth::EngineResult& found, std::string_view engine, std::string& rewriteText, std::string& error) {
  const synth::EngineRewrite* best = found.rewrites.empty() ? nullptr : &found.rewrites.front();
  if (!found.unsupported.empty() || (!best && found.stats.unknowns > 0)) return true;
  store::RewriteEntry entry;
  entry.budget = budgetOf(options);
  entry.proofSeconds = found.stats.seconds;
  entry.producer = "theseus " + std::string(engine) + " pid " + std::to_string(getpid());
  entry.sourceCost = found.sourceCost;
  entry.rewriteCost = best ? best->cost : found.sourceCost;
  if (best) {
    entry.status = store::EntryStatus::Rewrite;
    entry.rewriteText = rewriteModuleText(*best->function, dl);
    rewriteText = entry.rewriteText;
  }
  try {
    store.put(store::makeRewriteKey(cut, dl, options.costModel, options.mcpu), entry);
  } catch (const store::StoreError& e) {
    error = e.what();
    return false;
  }
  return true;
}

void storeOutcome(store::RewriteStore& store, const cut::Cut& c, const DriverOptions& options, const synth::EngineResult& found,
                  std::string_view engine, CutRecord& record) {
  std::string error;
  if (!storeSynthesis(store, *c.ir, c.dataLayout, options, found, engine, record.rewriteText, error)) record.detail = error;
}

namespace {

// Whether `rewrite` is cheaper than `cutFunction` under `pricing`, or nullopt when either cannot be
// priced (the reason in record.detail); the primary costs go to `record`.
std::optional<bool> compareCosts(cost::CostModel& pricing, const ir::Function& cutFunction, const ir::Function& rewrite, CutRecord& record) {
  cost::CostResult before = pricing.cost(cutFunction);
  cost::CostResult after = pricing.cost(rewrite);
  if (!before.cost || !after.cost) {
    record.detail = "cannot price: " + before.error + after.error;
    return std::nullopt;
  }
  record.sourceCost = before.cost->primary;
  record.rewriteCost = after.cost->primary;
  if (!(*after.cost < *before.cost)) record.detail = "the rewrite is not cheaper under " + std::string(pricing.name());
  return *after.cost < *before.cost;
}

} // namespace

bool isCheaper(cost::CostModel& pricing, const ir::Function& cutFunction, const ir::Function& rewrite, CutRecord& record) {
  return compareCosts(pricing, cutFunction, rewrite, record).value_or(false);
}

bool isCheaperHere(cost::CostModel& pricing, store::ProofLedger* ledger, const store::RewriteKey& key, const ir::Function& cutFunction,
                   const ir::Function& rewrite, CutRecord& record) {
  std::optional<store::LedgerPricing> known = ledger ? ledger->pricing(key.text, record.rewriteText, key.costModel, key.mcpu) : std::nullopt;
  if (known) {
    record.sourceCost = known->sourceCost;
    record.rewriteCost = known->rewriteCost;
    if (!known->cheaper) record.detail = "the rewrite is not cheaper under " + key.costModel + " (proof ledger)";
    return known->cheaper;
  }
  std::optional<bool> cheaper = compareCosts(pricing, cutFunction, rewrite, record);
  if (cheaper && ledger)
    ledger->recordPricing(key.text, record.rewriteText, store::LedgerPricing{key.costModel, key.mcpu, *cheaper, record.sourceCost, record.rewriteCost});
  return cheaper.value_or(false);
}

bool entryIsCheaper(CutRecord& record) {
  bool cheaper = record.rewriteCost < record.sourceCost;
  if (!cheaper) record.detail = "the cached rewrite is not cheaper by the entry's own costs";
  return cheaper;
}

} // namespace theseus::driver
