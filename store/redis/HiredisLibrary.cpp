#include "store/redis/HiredisLibrary.h"

#include "store/LoadedLibrary.h"

namespace theseus::store {

namespace {

void bindHiredis(void* handle, HiredisLibrary& functions, std::string& missing) {
#define THESEUS_HIREDIS_BIND(name) bindFunction(handle, #name, functions.name, missing);
  THESEUS_HIREDIS_FUNCTIONS(THESEUS_HIREDIS_BIND)
#undef THESEUS_HIREDIS_BIND
}

FunctionTable<HiredisLibrary> load() {
  return loadFunctionTable<HiredisLibrary>("hiredis", {THESEUS_HIREDIS_LIBRARY, THESEUS_HIREDIS_SONAME}, bindHiredis);
}

} // namespace

const HiredisLibrary* loadHiredis(std::string& error) { return functionTableOnce<HiredisLibrary, load>(error); }

const HiredisLibrary& hiredis() { return loadedFunctionTable<HiredisLibrary, load>(); }

} // namespace theseus::store
