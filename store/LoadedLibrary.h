#pragma once
// A C library the store maps when it first needs it (dlopen) instead of when the process starts or
// the plugin is loaded. A cache-only compile answered from the proof snapshot opens no database
// and no Redis connection; SQLite linked into the plugin cost every such compile its relocations
// and symbol lookups all the same (docs/realcode.md, "Session 9"). A library, once loaded, stays.
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

} // namespace theseus::store
