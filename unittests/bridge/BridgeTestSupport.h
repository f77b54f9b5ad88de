#pragma once
// Importing .ll text in tests and finding things in the result.
#include "bridge/Import.h"

#include <gtest/gtest.h>

namespace theseus::bridge::testing {

// The import of `text` (named test.ll); fails the test when it does not parse.
inline ImportedModule importOrFail(const std::string& text) {
  Diagnostic error;
  auto imported = importText(text, "test.ll", error);
  if (!imported) {
    ADD_FAILURE() << error.str();
    return ImportedModule{std::make_unique<ir::Module>(), {}, {}};
  }
  return std::move(*imported);
}

// The single function of `m`, which must have imported.
inline const ir::Function& onlyFunction(const ImportedModule& m) {
  static const ir::Function missing("missing", ir::Type::voidTy());
  if (m.module->functions().size() != 1) {
    ADD_FAILURE() << "expected one imported function; unsupported: "
                  << (m.unsupported.empty() ? "none" : m.unsupported.begin()->second.str());
    return missing;
  }
  return *m.module->functions()[0];
}

// The instruction named `name` in `f`.
inline const ir::Instruction& named(const ir::Function& f, const std::string& name) {
  for (auto& block : f.blocks())
    for (auto& inst : block->instructions())
      if (inst->name() == name) return *inst;
  static const ir::Instruction missing(ir::Opcode::Unreachable, ir::Type::voidTy());
  ADD_FAILURE() << "no instruction %" << name;
  return missing;
}

// The instruction %r of the single function of `text`.
inline const ir::Instruction& importR(const std::string& text) {
  static ImportedModule keep;
  keep = importOrFail(text);
  return named(onlyFunction(keep), "r");
}

// The diagnostic for the single function of `text`, which must be unsupported.
inline Diagnostic unsupportedOf(const std::string& text) {
  ImportedModule m = importOrFail(text);
  if (m.unsupported.size() != 1) {
    ADD_FAILURE() << "expected one unsupported function, got " << m.unsupported.size();
    return {};
  }
  return m.unsupported.begin()->second;
}

} // namespace theseus::bridge::testing
