#pragma once
// The SQLite functions the store calls, resolved from the SQLite library this build compiled
// against (store/LoadedLibrary.h) when the first database is opened. SqliteStore.cpp and
// ProofLedger.cpp call SQLite through this table only: theseus_store does not link SQLite, so a
// direct call would not link.
#include <sqlite3.h>

#include <string>

namespace theseus::store {

#define THESEUS_SQLITE_FUNCTIONS(X)                                                                                                    \
  X(libversion_number)                                                                                                                 \
  X(open_v2) X(close_v2) X(busy_timeout) X(exec) X(free) X(errmsg) X(errstr) X(prepare_v2) X(finalize) X(step) X(bind_text)            \
  X(bind_int) X(bind_int64) X(bind_double) X(column_text) X(column_bytes) X(column_int) X(column_int64) X(column_double) X(reset)

struct SqliteLibrary {
#define THESEUS_SQLITE_SLOT(name) decltype(&sqlite3_##name) name = nullptr;
  THESEUS_SQLITE_FUNCTIONS(THESEUS_SQLITE_SLOT)
#undef THESEUS_SQLITE_SLOT
};

// The library, loaded once per process (safe from several threads); null with `error` set when it
// cannot be loaded, lacks one of the functions or is not SQLite 3.
const SqliteLibrary* loadSqlite(std::string& error);

// The loaded library. Precondition: loadSqlite succeeded in this process, as it has wherever a
// database handle exists (each comes from a function of the table).
const SqliteLibrary& sqlite();

} // namespace theseus::store
