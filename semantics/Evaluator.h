#pragma once
// The concrete evaluator: runs a function on many test inputs, 64 at a time, through the one
// generic semantics (semantics/Interpreter.h) instantiated for ConcreteBatch. Undef constants and
// freeze of poison read as 0, one of the values they may take.
#include "ir/Function.h"

#include <vector>

namespace theseus::semantics {

// One lane of a concrete value.
struct ConcreteLane {
  ir::Bits value;
  bool poison = false;
  bool operator==(const ConcreteLane&) const = default;
};

using ConcreteValue = std::vector<ConcreteLane>;

// The arguments of one run, one ConcreteValue per parameter.
struct TestInput {
  std::vector<ConcreteValue> args;
};

struct TestOutput {
  ConcreteValue ret;
  bool ub = false;
};

// The widest lane the evaluator handles.
inline constexpr unsigned kMaxEvaluatorWidth = 128;

// Whether every lane of every value in `f` is at most kMaxEvaluatorWidth bits wide.
bool evaluatorSupports(const ir::Function& f);

// Runs `f` on every input. Throws UnsupportedConstruct (semantics/Interpreter.h) when `f` has a
// lane wider than kMaxEvaluatorWidth or a construct the semantics lack.
std::vector<TestOutput> evaluate(const ir::Function& f, const ir::DataLayout& dl, const std::vector<TestInput>& inputs);

} // namespace theseus::semantics
