#include "store/EntryRules.h"

#include <chrono>

namespace theseus::store {

bool entryAnswers(const RewriteEntry& stored, const Budget& asked) {
  if (stored.status == EntryStatus::Rewrite) return true;
  return budgetCovers(stored.budget, asked);
}

namespace {

bool sameBudget(const Budget& a, const Budget& b) {
  return a.maxInsts == b.maxInsts && a.timeLimitSeconds == b.timeLimitSeconds;
}

PutOutcome mergeRewrites(const RewriteEntry& stored, const RewriteEntry& incoming) {
  return incoming.rewriteCost < stored.rewriteCost ? PutOutcome::Replaced : PutOutcome::Kept;
}

PutOutcome mergeNones(const RewriteEntry& stored, const RewriteEntry& incoming) {
  bool larger = budgetCovers(incoming.budget, stored.budget) && !sameBudget(incoming.budget, stored.budget);
  return larger ? PutOutcome::Replaced : PutOutcome::Kept;
}

} // namespace

PutOutcome mergeOutcome(const std::optional<RewriteEntry>& stored, bool sameText, const RewriteEntry& incoming) {
  if (!stored) return PutOutcome::Inserted;
  if (!sameText) return PutOutcome::Replaced;
  bool storedRewrite = stored->status == EntryStatus::Rewrite;
  bool incomingRewrite = incoming.status == EntryStatus::Rewrite;
  if (storedRewrite && incomingRewrite) return mergeRewrites(*stored, incoming);
  if (incomingRewrite) return PutOutcome::Replaced;
  if (storedRewrite) return PutOutcome::Kept;
  return mergeNones(*stored, incoming);
}

int statusCode(EntryStatus status) { return status == EntryStatus::Rewrite ? 0 : 1; }

std::optional<EntryStatus> statusFromCode(long long code) {
  if (code == 0) return EntryStatus::Rewrite;
  if (code == 1) return EntryStatus::NoneWithinBudget;
  return std::nullopt;
}

int64_t unixNow() {
  return std::chrono::duration_cast<std::chrono::seconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

} // namespace theseus::store
