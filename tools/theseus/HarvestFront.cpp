#include "tools/theseus/HarvestFront.h"

#include "driver/HarvestTable.h"

#include <algorithm>
#include <cstdlib>
#include <iostream>

namespace theseus::tools {

namespace {

// The cut's record after the table's answer `a`: a proved hit from the cache (true), a minimal
// cut's reduced share in `scale` and, when the cache answers it under that budget, the cache's
// entry (true), or under `final` the table's answer as the outcome (true); false when the cut is
// left for a worker.
bool takeAnswer(const driver::TableAnswer& a, const driver::HarvestedCut& c, store::RewriteStore& cache, const driver::DriverOptions& options,
                double minimalShare, bool final, driver::CutRecord& r, double& scale, TableFront& front) {
  driver::DriverOptions forShare = optionsForShare(options, r.blockShare);
  if (a.kind == driver::TableAnswer::Kind::Proved && fillFromCache(cache, c, forShare, r)) {
    r.seconds = a.seconds;
    return true;
  }
  if (a.kind == driver::TableAnswer::Kind::Minimal) {
    scale = minimalShare;
    forShare.budget.seconds *= minimalShare;
    if (fillFromCache(cache, c, forShare, r)) {
      r.cacheHit = true;
      ++front.cacheHits;
      return true;
    }
  }
  if (!final && scale > 0) return false;
  bool outside = final && a.kind == driver::TableAnswer::Kind::Unanswered && !a.detail.empty();
  r.outcome = outside ? driver::CutOutcome::Unsupported : driver::CutOutcome::NoRewrite;
  r.detail = a.detail;
  r.seconds = a.seconds;
  return true;
}

// --minimal-share's value (default 0.25); false with `error` when it is not a share.
bool minimalShareOf(const CommandLine& cl, double& share, std::string& error) {
  share = 0.25;
  std::optional<std::string> text = cl.value("minimal-share");
  if (!text) return true;
  char* end = nullptr;
  share = std::strtod(text->c_str(), &end);
  if (end != text->c_str() && !*end && share >= 0 && share <= 1) return true;
  error = "--minimal-share: '" + *text + "' is not a share between 0 and 1";
  return false;
}

} // namespace

store::RewriteKey keyOf(const driver::HarvestedCut& c, const driver::DriverOptions& options) {
  return store::makeRewriteKey(c.canonicalText, options.costModel, options.mcpu);
}

store::Budget budgetOf(const driver::DriverOptions& options) { return {options.budget.maxInsts, options.budget.seconds}; }

driver::DriverOptions optionsForShare(driver::DriverOptions options, double share) {
  if (share >= 0 && share < 0.1) options.budget.seconds *= std::max(0.25, share / 0.1);
  return options;
}

bool fillFromCache(store::RewriteStore& cache, const driver::HarvestedCut& c, const driver::DriverOptions& options, driver::CutRecord& r) {
  std::optional<store::RewriteEntry> entry = cache.lookup(keyOf(c, options), budgetOf(options));
  if (!entry) return false;
  r.sourceCost = entry->sourceCost;
  r.rewriteCost = entry->rewriteCost;
  r.seconds = entry->proofSeconds;
  r.rewriteText = entry->rewriteText;
  r.outcome = entry->status == store::EntryStatus::Rewrite ? driver::CutOutcome::Proved : driver::CutOutcome::NoRewrite;
  return true;
}

std::string cutPath(const std::string& reportDir, size_t index) { return reportDir + "/cuts/cut-" + std::to_string(index) + ".ll"; }

bool askTableFirst(const CommandLine& cl, const std::string& reportDir, const driver::CutCollector& collector, store::RewriteStore& cache,
                   const driver::DriverOptions& options, std::vector<driver::CutRecord>& records, std::vector<double>& scale,
                   std::vector<size_t>& pending, const std::function<void(const driver::CutRecord&)>& finished, TableFront& front,
                   std::string& error) {
  std::string path = cl.value("peephole-db").value_or(reportDir + "/peephole.db");
  double minimalShare = 0;
  if (!minimalShareOf(cl, minimalShare, error)) return false;
  if (pending.empty() || path == "none") return true;
  if (!cl.value("peephole-db") && !driver::HarvestTable::buildDefault(path, options, error)) return false;
  std::unique_ptr<driver::HarvestTable> table = driver::HarvestTable::open(path, options, error);
  if (!table) return false;
  bool final = cl.value("engine") == "peephole-db";
  std::vector<size_t> left;
  for (size_t i : pending) {
    driver::TableAnswer a = table->answer(collector.cuts()[i], cache, optionsForShare(options, records[i].blockShare));
    size_t hitsBefore = front.cacheHits;
    if (!takeAnswer(a, collector.cuts()[i], cache, options, minimalShare, final, records[i], scale[i], front)) {
      left.push_back(i);
      continue;
    }
    if (front.cacheHits > hitsBefore) continue;
    ++front.answered;
    finished(records[i]);
  }
  pending = std::move(left);
  const driver::TableFigures& f = table->figures();
  front.proved = f.proved;
  front.minimal = f.minimal;
  std::cerr << "harvest: peephole table: " << f.looked << " cuts looked up in " << f.seconds << " s, " << f.proved << " proved, " << f.minimal
            << " minimal in the table, " << f.unsupported << " outside it\n";
  return true;
}

} // namespace theseus::tools
