#pragma once
// The budget and merge rules every RewriteStore applies (documented on RewriteStore), in one place
// so that the SQLite and Redis stores cannot disagree.
#include "store/RewriteCache.h"

#include <optional>

namespace theseus::store {

// Whether `stored` answers a lookup with budget `asked` (its text already matched).
bool entryAnswers(const RewriteEntry& stored, const Budget& asked);

// What put does with `incoming` given what is stored for the key's (hash, costModel, mcpu):
// nothing, an entry for the same text, or one for a colliding text (`sameText` false).
PutOutcome mergeOutcome(const std::optional<RewriteEntry>& stored, bool sameText, const RewriteEntry& incoming);

// The status as stored (0 rewrite, 1 none) and back; nullopt for a value no store writes.
int statusCode(EntryStatus status);
std::optional<EntryStatus> statusFromCode(long long code);

// Unix time now, in seconds.
int64_t unixNow();

} // namespace theseus::store
