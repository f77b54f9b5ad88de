#include "store/HiredisLibrary.h"

#include "store/LoadedLibrary.h"

namespace theseus::store {

namespace {

struct LoadedHiredis {
  HiredisLibrary functions;
  std::string error;
};

LoadedHiredis load() {
  LoadedHiredis out;
  void* handle = loadLibrary({THESEUS_HIREDIS_LIBRARY, THESEUS_HIREDIS_SONAME}, out.error);
  if (!handle) return out;
  std::string missing;
#define THESEUS_HIREDIS_BIND(name) bindFunction(handle, #name, out.functions.name, missing);
  THESEUS_HIREDIS_FUNCTIONS(THESEUS_HIREDIS_BIND)
#undef THESEUS_HIREDIS_BIND
  if (!missing.empty()) out.error = "the hiredis library lacks " + missing;
  return out;
}

const LoadedHiredis& loaded() {
  static const LoadedHiredis library = load();
  return library;
}

} // namespace

const HiredisLibrary* loadHiredis(std::string& error) {
  if (loaded().error.empty()) return &loaded().functions;
  error = loaded().error;
  return nullptr;
}

const HiredisLibrary& hiredis() { return loaded().functions; }

} // namespace theseus::store
