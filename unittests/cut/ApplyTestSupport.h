#pragma once
// Helpers of the application tests: rewrite texts written against a cut's inputs, and the check
// that a function after an application refines it before (verify/, the project's refinement
// checker, on both functions imported through bridge/).
#include "LlvmText.h"

#include "bridge/Import.h"
#include "cut/extract/Cut.h"
#include "verify/Refinement.h"

#include <gtest/gtest.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/raw_ostream.h>

#include <memory>
#include <string>

namespace theseus::cut::testing {

// The cut's signature as `(type %a0, type %a1, ...)`, its inputs named a<i> in order.
inline std::string parameters(const Cut& cut) {
  std::string out = "(", sep;
  for (size_t i = 0; i < cut.inputs.size(); ++i, sep = ", ") {
    std::string type;
    llvm::raw_string_ostream os(type);
    cut.inputs[i]->getType()->print(os);
    out += sep + os.str() + " %a" + std::to_string(i);
  }
  return out + ")";
}

// "%a<i>" for the cut input named `name`.
inline std::string input(const Cut& cut, const std::string& name) {
  for (size_t i = 0; i < cut.inputs.size(); ++i)
    if (cut.inputs[i]->getName() == name) return "%a" + std::to_string(i);
  ADD_FAILURE() << "no input %" << name;
  return "%none";
}

// The module `m` in the Theseus IR with memory, read back from its LLVM text (null, with a test failure,
// when it does not import).
inline std::unique_ptr<ir::Module> importedModule(const llvm::Module& m) {
  bridge::Diagnostic error;
  std::optional<bridge::ImportedModule> imported = bridge::importText(theseus::testing::llvmText(m), "module", error, {.memory = true});
  EXPECT_TRUE(imported) << error.str();
  if (!imported) return nullptr;
  EXPECT_TRUE(imported->unsupported.empty()) << imported->unsupported.begin()->second.str();
  return std::move(imported->module);
}

// The refinement verdict of @`function` of `after` against @`function` of `before` (the same
// module before the application, imported by importedModule), as the checker gives it.
inline verify::Result refinementOf(const ir::Module& before, const llvm::Module& after, const std::string& function = "f") {
  std::unique_ptr<ir::Module> applied = importedModule(after);
  const ir::Function* src = before.find(function);
  const ir::Function* tgt = applied ? applied->find(function) : nullptr;
  if (!src || !tgt) {
    ADD_FAILURE() << "@" << function << " is missing before or after the application";
    return {};
  }
  return verify::checkRefinement(*src, *tgt, before.dataLayout, verify::Options{});
}

} // namespace theseus::cut::testing
