#pragma once
// The embedded rewrite cache: one SQLite database in WAL mode, shared safely by concurrent
// processes (every write is one IMMEDIATE transaction, retried while another writer holds the
// lock) and left consistent by kill -9 at any point (SQLite's journal). A file that is not a
// SQLite database, a database of another program or another schema version is refused with a
// clear error; nothing is ever deleted to "repair" it.
#include "store/RewriteCache.h"

#include <memory>
#include <string>

namespace theseus::store {

// The schema version this build reads and writes (table `meta`, name 'schema_version').
inline constexpr int kSqliteSchemaVersion = 1;

// Opens (creating it and its directory when missing) the cache at `path`; null and `error` set
// when it cannot be opened or is not a rewrite cache of this schema version.
std::unique_ptr<RewriteStore> openSqliteStore(const std::string& path, std::string& error);

} // namespace theseus::store
