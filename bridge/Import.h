#pragma once
// Reading LLVM IR (.ll text or .bc bitcode) with LLVM's own parser and translating its functions
// into the Theseus IR. This folder is the only place that sees both LLVM and the Theseus IR.
#include "ir/Function.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace llvm {
class LLVMContext;
}

namespace theseus::bridge {

// A message tied to a place in a file: `file:line:col: error: message`.
struct Diagnostic {
  std::string file;
  unsigned line = 0;   // 0 when unknown
  unsigned column = 0; // 0 when unknown
  std::string message;
  // "file:line:col: error: message", leaving out line and column when unknown.
  std::string str() const;
};

// What the importer accepts beyond integer and floating-point code.
struct ImportOptions {
  // Pointers and the memory operations of docs/memory.md (only the refinement checker models
  // them; every other component reads such functions as unsupported).
  bool memory = false;
};

// What reading a file gives: every defined function that translated, and for every defined
// function that did not, the first construct that is unsupported ("unsupported: <instruction>").
struct ImportedModule {
  std::unique_ptr<ir::Module> module;
  // Defined functions (not declarations), in file order, translated or not.
  std::vector<std::string> definitions;
  std::map<std::string, Diagnostic> unsupported;
};

// Reads `path` (.ll text, or .bc bitcode recognised by its magic bytes). A file that does not
// parse gives nullopt and `error` with LLVM's line and column.
std::optional<ImportedModule> importFile(const std::string& path, Diagnostic& error, const ImportOptions& options = {});

// The same for IR text held in memory; `bufferName` names it in diagnostics.
std::optional<ImportedModule> importText(std::string_view text, const std::string& bufferName, Diagnostic& error,
                                         const ImportOptions& options = {});

// The same, parsing in `context` (borrowed): a caller importing many small texts reuses one
// context instead of creating one per text. The LLVM module is freed before it returns.
std::optional<ImportedModule> importText(std::string_view text, const std::string& bufferName, llvm::LLVMContext& context,
                                         Diagnostic& error, const ImportOptions& options = {});

} // namespace theseus::bridge
