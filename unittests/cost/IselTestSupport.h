#pragma once
// Shared by the cost unit tests: importing IR text, making an isel model for a CPU, and the MC
// opcodes isel selects.
#include "bridge/Import.h"
#include "cost/isel/IselModel.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace theseus::test_support {

// The module of `text`; fails the test if it does not import.
inline bridge::ImportedModule load(const std::string& text) {
  bridge::Diagnostic error;
  auto m = bridge::importText(text, "test.ll", error);
  EXPECT_TRUE(m.has_value()) << error.str();
  return std::move(*m);
}

// An isel model for `mcpu`; fails the test (and returns null) when the CPU is unknown.
inline std::unique_ptr<cost::IselModel> isel(const std::string& mcpu) {
  std::string error;
  cost::CostOptions options;
  options.mcpu = mcpu;
  auto model = cost::createIselModel(options, error);
  EXPECT_TRUE(model) << error;
  return model;
}

// The MC opcodes `model` selects for @name of `m`, in emission order.
inline std::vector<std::string> opcodes(cost::IselModel& model, const bridge::ImportedModule& m, const std::string& name) {
  std::vector<std::string> out;
  for (auto& i : model.select(*m.module->find(name)).instrs) out.push_back(i.weight->opcode);
  return out;
}

// The MC opcodes isel selects, in emission order, for the only function of `text` on `mcpu`; the
// selector's error, if any, is a test failure.
inline std::vector<std::string> selectedOpcodes(const std::string& text, const std::string& mcpu = "x86-64-v3") {
  auto m = load(text);
  if (!m.module) return {};
  auto model = isel(mcpu);
  cost::Selection s = model->select(*m.module->find(m.definitions.front()));
  EXPECT_TRUE(s.error.empty()) << s.error;
  std::vector<std::string> out;
  for (auto& i : s.instrs) out.push_back(i.weight->opcode);
  return out;
}

} // namespace theseus::test_support
