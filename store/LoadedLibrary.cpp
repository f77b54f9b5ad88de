#include "store/LoadedLibrary.h"

#include <dlfcn.h>

namespace theseus::store {

void* loadLibrary(std::initializer_list<const char*> paths, std::string& error) {
  std::string tried;
  for (const char* path : paths) {
    if (!path || !*path) continue;
    if (void* handle = dlopen(path, RTLD_LAZY | RTLD_LOCAL)) return handle;
    const char* why = dlerror();
    tried += std::string(tried.empty() ? "" : "; ") + (why ? why : path);
  }
  error = "cannot load " + (tried.empty() ? std::string("a library: no path given") : tried);
  return nullptr;
}

void* libraryFunction(void* library, const char* name, std::string& missing) {
  void* address = dlsym(library, name);
  if (!address) missing += std::string(missing.empty() ? "" : ", ") + name;
  return address;
}

} // namespace theseus::store
