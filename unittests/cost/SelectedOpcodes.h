#pragma once
// Shared by the isel unit tests: the MC opcodes isel selects for a function given as IR text.
#include "bridge/Import.h"
#include "cost/IselModel.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace theseus::test_support {

// The MC opcodes isel selects, in emission order, for the only function of `text` on x86-64-v3.
inline std::vector<std::string> selectedOpcodes(const std::string& text) {
  bridge::Diagnostic error;
  auto m = bridge::importText(text, "test.ll", error);
  EXPECT_TRUE(m.has_value()) << error.str();
  if (!m) return {};
  std::string problem;
  auto model = cost::createIselModel(cost::CostOptions{}, problem);
  cost::Selection s = model->select(*m->module->find(m->definitions.front()));
  EXPECT_TRUE(s.error.empty()) << s.error;
  std::vector<std::string> out;
  for (auto& i : s.instrs) out.push_back(i.weight->opcode);
  return out;
}

} // namespace theseus::test_support
