#pragma once
// Shared by the synth tests: parse one function from LLVM IR text.
#include "bridge/Import.h"
#include "synth/minotaur/Candidate.h"

#include <gtest/gtest.h>

namespace theseus::synth::testing {

// The module parsed from `text`; fails the test when it does not parse.
inline std::unique_ptr<ir::Module> parse(const std::string& text) {
  bridge::Diagnostic error;
  auto m = bridge::importText(text, "test.ll", error);
  EXPECT_TRUE(m.has_value()) << error.str();
  return m ? std::move(m->module) : nullptr;
}

} // namespace theseus::synth::testing

#include "synth/minotaur/Pool.h"

namespace theseus::synth::testing {

// The index of the template of `pool` whose name is `name` ("add i8(i8,i8)").
inline unsigned templateNamed(const Pool& pool, const std::string& name) {
  for (unsigned i = 0; i < pool.templates().size(); ++i)
    if (pool.templates()[i].name() == name) return i;
  ADD_FAILURE() << "no template " << name;
  return 0;
}

inline Node input(unsigned index, const ir::Type& t) { return {Node::Kind::Input, index, t, {}}; }
inline Node constant(const ir::Type& t) { return {Node::Kind::Constant, 0, t, {}}; }
inline Node hole(const ir::Type& t) { return {Node::Kind::Hole, 0, t, {}}; }

} // namespace theseus::synth::testing
