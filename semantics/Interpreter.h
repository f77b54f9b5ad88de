#pragma once
// The meaning of a whole loop-free function in any Domain. Every block is evaluated under its
// reachability condition, so the same code serves the concrete evaluator (where 64 test inputs
// may take different paths) and the SMT encoding (where the paths are formulas).
// The Interpreter class is declared in semantics/interpreter/InterpreterClass.h and its members
// are defined by concern in the other files of semantics/interpreter/.
#include "semantics/interpreter/Calls.h"
#include "semantics/interpreter/ControlFlow.h"
#include "semantics/interpreter/Dispatch.h"
#include "semantics/interpreter/Float.h"
#include "semantics/interpreter/InterpreterClass.h"
#include "semantics/interpreter/Memory.h"
#include "semantics/interpreter/Values.h"

namespace theseus::semantics {

// Runs `f` on `args` in domain `d`.
template <class D>
Outcome<D> interpret(D& d, const ir::Function& f, const ir::DataLayout& dl, const std::vector<ArgumentInput<D>>& args) {
  Interpreter<D> interp(d, f, dl);
  return interp.run(args);
}

} // namespace theseus::semantics
