#pragma once
// The shared rewrite cache of a build farm, in Redis (as Minotaur's, seed 001 technique 4). Each
// entry is one hash "theseus:rw:<model/cpu hash>:<cut hash>" that also holds the key's full text,
// cost model and CPU (compared on every hit); a put is a WATCH/MULTI/EXEC transaction that applies
// the merge rules of RewriteStore::put atomically against concurrent writers; poison reports are
// the list "theseus:rw-poison" and the counts the hash "theseus:rw-stats".
#include "store/RewriteCache.h"

#include <memory>
#include <string>

namespace theseus::store {

// Opens the cache on the server of "redis://HOST:PORT"; null and `error` set when the URL is
// malformed or the server does not answer.
std::unique_ptr<RewriteStore> openRedisStore(const std::string& url, std::string& error);

} // namespace theseus::store
