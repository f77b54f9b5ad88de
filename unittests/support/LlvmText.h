#pragma once
// The LLVM text of a value, function or module, for tests that compare IR by its printed form.
#include <llvm/IR/Module.h>
#include <llvm/Support/raw_ostream.h>

#include <string>

namespace theseus::testing {

// What `printable.print(os)` writes (an llvm::Function, llvm::Module, llvm::Instruction...).
template <typename Printable>
std::string llvmText(const Printable& printable) {
  std::string text;
  llvm::raw_string_ostream os(text);
  printable.print(os);
  return os.str();
}

// What `m.print(os, nullptr)` writes.
inline std::string llvmText(const llvm::Module& m) {
  std::string text;
  llvm::raw_string_ostream os(text);
  m.print(os, nullptr);
  return os.str();
}

} // namespace theseus::testing
