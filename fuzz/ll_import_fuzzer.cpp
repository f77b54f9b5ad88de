// Fuzzes the .ll front end: whatever imports must print as IR that imports again, completely, to
// the same canonical text. Bitcode inputs are skipped: this target is about the text front end.
#include "bridge/Import.h"
#include "ir/Printer.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace {

using theseus::bridge::Diagnostic;
using theseus::bridge::ImportedModule;

// True when `text` starts with LLVM bitcode's magic (raw or wrapped).
bool looksLikeBitcode(std::string_view text) {
  return text.substr(0, 2) == "BC" || text.substr(0, 4) == std::string_view("\xDE\xC0\x17\x0B", 4);
}

[[noreturn]] void failWith(const char* what, const std::string& detail, const std::string& printed) {
  std::fprintf(stderr, "ll_import_fuzzer: %s: %s\n--- printed ---\n%s\n", what, detail.c_str(), printed.c_str());
  std::abort();
}

// Aborts unless `again` holds every function of `first` with the same canonical text.
void checkSameFunctions(const ImportedModule& first, const ImportedModule& again, const std::string& printed) {
  if (!again.unsupported.empty()) failWith("printed function unsupported", again.unsupported.begin()->second.str(), printed);
  for (auto& f : first.module->functions()) {
    const theseus::ir::Function* reimported = again.module->find(f->name());
    if (!reimported) failWith("function lost in printing", f->name(), printed);
    if (theseus::ir::canonicalText(*f) != theseus::ir::canonicalText(*reimported))
      failWith("canonical text changed", theseus::ir::canonicalText(*reimported), printed);
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  if (looksLikeBitcode(text)) return 0;
  Diagnostic error;
  auto imported = theseus::bridge::importText(text, "fuzz.ll", error);
  if (!imported) return 0;
  std::string printed = theseus::ir::toString(*imported->module);
  auto again = theseus::bridge::importText(printed, "printed.ll", error);
  if (!again) failWith("printed IR does not import", error.str(), printed);
  checkSameFunctions(*imported, *again, printed);
  return 0;
}
