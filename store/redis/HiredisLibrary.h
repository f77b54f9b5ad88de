#pragma once
// The hiredis functions the store calls, resolved from the hiredis library this build compiled
// against (store/LoadedLibrary.h) when the first Redis connection is made. RedisConnection.cpp
// calls hiredis through this table only: theseus_store does not link hiredis, so a direct call
// would not link.
#include <hiredis/hiredis.h>

#include <string>

namespace theseus::store {

#define THESEUS_HIREDIS_FUNCTIONS(X) X(redisConnectWithTimeout) X(redisSetTimeout) X(redisCommandArgv) X(redisFree) X(freeReplyObject)

struct HiredisLibrary {
#define THESEUS_HIREDIS_SLOT(name) decltype(&::name) name = nullptr;
  THESEUS_HIREDIS_FUNCTIONS(THESEUS_HIREDIS_SLOT)
#undef THESEUS_HIREDIS_SLOT
};

// The library, loaded once per process (safe from several threads); null with `error` set when it
// cannot be loaded or lacks one of the functions.
const HiredisLibrary* loadHiredis(std::string& error);

// The loaded library. Precondition: loadHiredis succeeded in this process, as it has wherever a
// connection exists.
const HiredisLibrary& hiredis();

} // namespace theseus::store
