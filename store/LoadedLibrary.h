#pragma once
// A C library the store maps when it first needs it (dlopen) instead of when the process starts or
// the plugin is loaded. A cache-only compile answered from the proof snapshot opens no database
// and no Redis connection; SQLite linked into the plugin cost every such compile its relocations
// and symbol lookups all the same (docs/realcode.md, "The pass plugin"). A library, once loaded, stays.
#include <initializer_list>
#include <string>

namespace theseus::store {

// The handle of the first of `paths` (file paths or sonames) that loads, or null with `error`
// naming each path tried and why it did not load.
void* loadLibrary(std::initializer_list<const char*> paths, std::string& error);

// The address of the function `name` in `library`, or null with `name` appended to `missing`.
void* libraryFunction(void* library, const char* name, std::string& missing);

// Sets `slot` to the function `name` of `library` (null when it is missing; see libraryFunction).
template <typename Function>
void bindFunction(void* library, const char* name, Function& slot, std::string& missing) {
  slot = reinterpret_cast<Function>(libraryFunction(library, name, missing));
}

// A library's function table, and why it could not be loaded (empty when it was).
template <typename Functions>
struct FunctionTable {
  Functions functions;
  std::string error;
};

// The table of the library `name` loaded from the first of `paths` that loads, its functions set
// by `bind(handle, functions, missing)` (which appends the name of each missing function to
// `missing`); with `error` set when the library did not load or lacks a function.
template <typename Functions, typename Bind>
FunctionTable<Functions> loadFunctionTable(const char* name, std::initializer_list<const char*> paths, Bind bind) {
  FunctionTable<Functions> out;
  void* handle = loadLibrary(paths, out.error);
  if (!handle) return out;
  std::string missing;
  bind(handle, out.functions, missing);
  if (!missing.empty()) out.error = std::string("the ") + name + " library lacks " + missing;
  return out;
}

// The table `load` returns, computed once per process (safe from several threads); null with
// `error` set when it could not be loaded.
template <typename Functions, FunctionTable<Functions> (*load)()>
const Functions* functionTableOnce(std::string& error) {
  static const FunctionTable<Functions> table = load();
  if (!table.error.empty()) {
    error = table.error;
    return nullptr;
  }
  return &table.functions;
}

// The table functionTableOnce<Functions, load> returned. Precondition: it was not null.
template <typename Functions, FunctionTable<Functions> (*load)()>
const Functions& loadedFunctionTable() {
  std::string unused;
  return *functionTableOnce<Functions, load>(unused);
}

} // namespace theseus::store
