#include "store/sqlite/SqliteLibrary.h"

#include "store/LoadedLibrary.h"

namespace theseus::store {

namespace {

void bindSqlite(void* handle, SqliteLibrary& functions, std::string& missing) {
#define THESEUS_SQLITE_BIND(name) bindFunction(handle, "sqlite3_" #name, functions.name, missing);
  THESEUS_SQLITE_FUNCTIONS(THESEUS_SQLITE_BIND)
#undef THESEUS_SQLITE_BIND
}

FunctionTable<SqliteLibrary> load() {
  FunctionTable<SqliteLibrary> out = loadFunctionTable<SqliteLibrary>("SQLite", {THESEUS_SQLITE_LIBRARY, THESEUS_SQLITE_SONAME}, bindSqlite);
  if (out.error.empty() && out.functions.libversion_number() / 1000000 != SQLITE_VERSION_NUMBER / 1000000)
    out.error = "the SQLite library is version " + std::to_string(out.functions.libversion_number()) + ", not 3";
  return out;
}

} // namespace

const SqliteLibrary* loadSqlite(std::string& error) { return functionTableOnce<SqliteLibrary, load>(error); }

const SqliteLibrary& sqlite() { return loadedFunctionTable<SqliteLibrary, load>(); }

} // namespace theseus::store
