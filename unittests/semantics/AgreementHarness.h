#pragma once
// Compares the two instances of the one semantics — the concrete evaluator and the Z3 encoding —
// on every input of a small function: each argument lane takes every value of its width and
// poison. Where there are more inputs than `limit`, a seeded random sample of `limit` inputs
// plus every input built from the edge values (0, 1, -1, INT_MIN, INT_MAX, poison) is used.
#include "ir/Function.h"

#include <functional>
#include <string>

namespace theseus::agreement {

struct AgreementReport {
  size_t inputs = 0;
  bool exhaustive = false;
  size_t mismatches = 0;
  std::string firstMismatch;
};

AgreementReport compareEvaluatorWithSMT(const ir::Function& f, const ir::DataLayout& dl, size_t limit = 70000);

// A function @f(args...) whose body `build` makes, returning its result.
std::unique_ptr<ir::Function> makeFunction(const std::vector<ir::Type>& args, const ir::Type& ret,
                                           const std::function<ir::Value*(ir::Function&, ir::Block&)>& build);

// One instruction `op` over the function's arguments, returned.
std::unique_ptr<ir::Function> singleInstruction(ir::Opcode op, const ir::Type& result, const std::vector<ir::Type>& args,
                                                const std::function<void(ir::Instruction&)>& configure = {});

} // namespace theseus::agreement
