// Answering one cut (driver/Driver.h): the shape memo, the proof snapshot by shape code or key,
// the memo by key text, the cache (proved again unless trusted), synthesis, and pricing.
#include "driver/CachedRewrites.h"
#include "driver/DriverInternals.h"
#include "driver/ShapeMemo.h"

#include "cost/CostModel.h"
#include "cut/fastpath/ShapeCode.h"
#include "store/ProofSnapshot.h"
#include "store/RewriteCache.h"
#include "synth/engine/Profit.h"

#include <llvm/IR/Module.h>

#include <algorithm>
#include <cstdio>

namespace theseus::driver {

std::string coldBlockDetail(double share) {
  char text[80];
  std::snprintf(text, sizeof text, "cold block: %.2f%% of the function's estimated instructions", share * 100);
  return text;
}

Driver::Resolution Driver::fromShapeMemo(const ShapeMemoEntry& entry, CutRecord& record, DriverReport& report) {
  PhaseClock clock(options_.timePhases);
  record.detail = "same cut as an earlier one in this run";
  ++report.shapeRepeats;
  clock.lap(report.phases.lookup);
  return Resolution{entry.rewrite, entry.outcome, true, entry.rewriteText};
}

const store::SnapshotEntry* Driver::vouchedByShapeCode(const cut::CutShape& shape) {
  if (!snapshot_ || options_.trustCache || options_.describeCuts || !snapshot_->hasShapeCodes()) return nullptr;
  std::optional<std::string> code = cut::exactShapeCode(shape);
  return code ? snapshot_->findByShapeCode(*code) : nullptr;
}

Driver::Resolution Driver::fromShapeCode(const store::SnapshotEntry& entry, CutRecord& record, DriverReport& report) {
  PhaseClock clock(options_.timePhases);
  bool repeat = std::find(codeAnswers_.begin(), codeAnswers_.end(), &entry) != codeAnswers_.end();
  Resolution answer = vouchedAnswer(entry, record);
  if (repeat) {
    record.detail = "same cut as an earlier one in this run";
    ++report.shapeRepeats;
  } else {
    codeAnswers_.push_back(&entry);
    ++report.shapeCodeHits;
    ++report.cacheHits;
    record.cacheHit = true;
  }
  clock.lap(report.phases.lookup);
  return answer;
}

// Moves the seconds proving took (CutRecord::seconds) from the lookup phase to the proof phase.
void Driver::moveProofTime(const CutRecord& record, DriverReport& report) const {
  if (!options_.timePhases) return;
  report.phases.lookup -= record.seconds;
  report.phases.proof += record.seconds;
}

Driver::Resolution Driver::resolve(const cut::Cut& c, CutRecord& record, DriverReport& report) {
  PhaseClock clock(options_.timePhases);
  store::RewriteKey key = store::makeRewriteKey(*c.ir, c.dataLayout, options_.costModel, options_.mcpu);
  record.keyHash = key.hash;
  if (auto it = memo_.find(key.text); it != memo_.end()) {
    record.detail = "same cut as an earlier one in this run";
    clock.lap(report.phases.lookup);
    return Resolution{it->second.rewrite, it->second.outcome, true, it->second.rewriteText};
  }
  Resolution out;
  bool answered = false;
  if (std::optional<Resolution> vouched = fromSnapshot(key, record, report)) {
    out = std::move(*vouched);
    answered = true;
  } else if (store_ && prefilterRulesOut(key)) {
    ++report.prefiltered;
    record.detail = "no rewrite cached for this key (prefilter)";
  } else if (store_) {
    out = fromCache(c, key, record, report, answered);
  }
  clock.lap(report.phases.lookup);
  moveProofTime(record, report);
  if (!answered && options_.cacheOnly) {
    ++report.cacheMisses;
    out = Resolution{nullptr, CutOutcome::CacheMiss};
  } else if (!answered && isCold(record)) {
    ++report.cold;
    record.detail = coldBlockDetail(record.blockShare);
    out = Resolution{nullptr, CutOutcome::Cold};
  } else if (!answered) {
    out = fromSynthesis(c, record, report);
    clock.lap(report.phases.synthesis);
  }
  if (out.rewrite && !out.priced && !cheaperHere(c, key, *out.rewrite, record, report)) out = Resolution{nullptr, CutOutcome::NoRewrite};
  memo_[key.text] = Memo{out.rewrite, out.outcome, out.rewriteText};
  return out;
}

bool Driver::isCold(const CutRecord& record) const {
  return options_.minBlockShare > 0 && record.blockShare >= 0 && record.blockShare < options_.minBlockShare;
}

bool Driver::cheaperHere(const cut::Cut& c, const store::RewriteKey& key, const ir::Function& rewrite, CutRecord& record,
                         DriverReport& report) {
  PhaseClock clock(options_.timePhases);
  bool cheaper = false;
  if (record.cacheHit && options_.trustCache)
    cheaper = entryIsCheaper(record);
  else if (record.cacheHit)
    cheaper = isCheaperHere(pricing_, ledger(), key, *c.ir, rewrite, record);
  else
    cheaper = isCheaper(pricing_, *c.ir, rewrite, record);
  clock.lap(report.phases.pricing);
  return cheaper;
}

Driver::Resolution Driver::fromCache(const cut::Cut& c, const store::RewriteKey& key, CutRecord& record, DriverReport& report,
                                     bool& answered) {
  CacheAnswer cached = lookupRewrite(*store_, options_.trustCache ? nullptr : ledger(), c, key, options_, record);
  if (cached.kind == CacheAnswer::Kind::Miss) {
    if (!options_.cacheOnly) ++report.cacheMisses;
    return {};
  }
  answered = true;
  ++report.cacheHits;
  record.cacheHit = true;
  if (cached.kind == CacheAnswer::Kind::None) return Resolution{nullptr, CutOutcome::NoRewrite};
  if (cached.kind == CacheAnswer::Kind::Poisoned) return Resolution{nullptr, CutOutcome::Poisoned};
  return Resolution{std::move(cached.rewrite), CutOutcome::Applied, false, record.rewriteText};
}

Driver::Resolution Driver::vouchedAnswer(const store::SnapshotEntry& entry, CutRecord& record) {
  noteVouchedRewrite(entry, record);
  if (!entry.cheaper) return Resolution{nullptr, CutOutcome::NoRewrite, true};
  return Resolution{nullptr, CutOutcome::Applied, true, record.rewriteText, entry.compactRewrite};
}

std::optional<Driver::Resolution> Driver::fromSnapshot(const store::RewriteKey& key, CutRecord& record, DriverReport& report) {
  const store::SnapshotEntry* entry = snapshot_ && !options_.trustCache ? snapshot_->find(key.hash, key.text) : nullptr;
  if (!entry) return std::nullopt;
  ++report.cacheHits;
  record.cacheHit = true;
  return vouchedAnswer(*entry, record);
}

Driver::Resolution Driver::fromSynthesis(const cut::Cut& c, CutRecord& record, DriverReport& report) {
  if (!engine_) {
    record.detail = "no synthesis engine";
    return Resolution{nullptr, CutOutcome::NoRewrite};
  }
  ++report.synthesized;
  synth::EngineResult found = synth::searchUnlessFree(*engine_, {*c.ir, c.dataLayout, options_.budget, pricing_, options_.mcpu});
  record.seconds = found.stats.seconds;
  if (!found.unsupported.empty()) {
    record.detail = found.unsupported;
    return Resolution{nullptr, CutOutcome::Unsupported};
  }
  if (store_) storeOutcome(*store_, c, options_, found, engine_->name(), record);
  if (found.rewrites.empty()) {
    if (found.stats.timedOut) record.detail = "synthesis ran out of time";
    return Resolution{nullptr, CutOutcome::NoRewrite};
  }
  synth::EngineRewrite& best = found.rewrites.front();
  record.sourceCost = found.sourceCost;
  record.rewriteCost = best.cost;
  std::string text = rewriteModuleText(*best.function, c.dataLayout);
  if (options_.describeCuts) record.rewriteText = text;
  return Resolution{std::shared_ptr<const ir::Function>(std::move(best.function)), CutOutcome::Applied, false, std::move(text)};
}

} // namespace theseus::driver
