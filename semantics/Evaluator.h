#pragma once
// The concrete evaluator: runs a function on many test inputs, 64 at a time, through the one
// generic semantics (semantics/Interpreter.h) instantiated for ConcreteBatch. Undef constants and
// freeze of poison read as 0, one of the values they may take.
#include "ir/Function.h"
#include "semantics/MemoryImage.h"

#include <optional>
#include <vector>

namespace theseus::semantics {

// One lane of a concrete value.
struct ConcreteLane {
  ir::Bits value;
  bool poison = false;
  bool operator==(const ConcreteLane&) const = default;
};

using ConcreteValue = std::vector<ConcreteLane>;

// The arguments of one run, one ConcreteValue per parameter, and, for a function that uses
// pointers (usesMemory), the memory its pointer arguments point into (a pointer argument is a
// word naming a block of `memory`, semantics/MemoryOps.h). Without `memory` such a function runs
// on a memory with no non-local block.
struct TestInput {
  std::vector<ConcreteValue> args;
  std::optional<MemoryImage> memory;
};

struct TestOutput {
  ConcreteValue ret;
  bool ub = false;
  // For a function that uses memory: the non-local blocks' bytes after the run (index 0, the null
  // block, empty).
  std::vector<BlockBytes> memory;
};

// Whether `f` has a pointer argument or result, or an instruction with a pointer result or
// operand, or a memory operation: then it runs with the concrete memory model
// (semantics/ConcreteMemory.h).
bool usesMemory(const ir::Function& f);

// The widest lane the evaluator handles.
inline constexpr unsigned kMaxEvaluatorWidth = 128;

// Whether every lane of every value in `f`, and every integer a load or store forms to move its
// value (one lane when lanes own their bytes, semantics/MemoryBytes.h; else the whole value), is
// at most kMaxEvaluatorWidth bits wide.
bool evaluatorSupports(const ir::Function& f);

// Runs `f` on every input (with memory when usesMemory(f)). Throws UnsupportedConstruct (semantics/Interpreter.h) when `f` has a
// lane wider than kMaxEvaluatorWidth or a construct the semantics lack.
std::vector<TestOutput> evaluate(const ir::Function& f, const ir::DataLayout& dl, const std::vector<TestInput>& inputs);

} // namespace theseus::semantics
