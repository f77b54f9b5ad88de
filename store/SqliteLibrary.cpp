#include "store/SqliteLibrary.h"

#include "store/LoadedLibrary.h"

namespace theseus::store {

namespace {

struct LoadedSqlite {
  SqliteLibrary functions;
  std::string error;
};

LoadedSqlite load() {
  LoadedSqlite out;
  void* handle = loadLibrary({THESEUS_SQLITE_LIBRARY, THESEUS_SQLITE_SONAME}, out.error);
  if (!handle) return out;
  std::string missing;
#define THESEUS_SQLITE_BIND(name) bindFunction(handle, "sqlite3_" #name, out.functions.name, missing);
  THESEUS_SQLITE_FUNCTIONS(THESEUS_SQLITE_BIND)
#undef THESEUS_SQLITE_BIND
  if (!missing.empty())
    out.error = "the SQLite library lacks " + missing;
  else if (out.functions.libversion_number() / 1000000 != SQLITE_VERSION_NUMBER / 1000000)
    out.error = "the SQLite library is version " + std::to_string(out.functions.libversion_number()) + ", not 3";
  return out;
}

const LoadedSqlite& loaded() {
  static const LoadedSqlite library = load();
  return library;
}

} // namespace

const SqliteLibrary* loadSqlite(std::string& error) {
  if (loaded().error.empty()) return &loaded().functions;
  error = loaded().error;
  return nullptr;
}

const SqliteLibrary& sqlite() { return loaded().functions; }

} // namespace theseus::store
