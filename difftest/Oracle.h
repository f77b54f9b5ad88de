#pragma once
// Theseus's two opinions on a case: the concrete evaluator's result, and the SMT encoding's
// verdict on `ret <the JIT's result>` refining the call on the case's constants. A mismatch
// between the JIT and either is reported with the inputs and all three results.
#include "difftest/RandomCases.h"
#include "ir/Function.h"
#include "semantics/Evaluator.h"
#include "verify/Refinement.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace theseus::difftest {

class Oracle {
public:
  // The oracle of `shape` whose immediates take `immediateValues`: imports
  // `define <result> @f(<the other params>) { call @name(...) }`. Nullptr, with `error`, when
  // Theseus cannot import or evaluate it.
  static std::unique_ptr<Oracle> forIntrinsic(const IntrinsicShape& shape, const std::vector<uint64_t>& immediateValues, std::string& error);
  // The oracle of function @`function` of the IR file `path` (no immediates; its SMT query
  // inlines the function on the case's constants).
  static std::unique_ptr<Oracle> forFunction(const std::string& path, const std::string& function, const IntrinsicShape& shape, std::string& error);

  const IntrinsicShape& shape() const { return shape_; }
  // The evaluator's result on every case.
  std::vector<semantics::TestOutput> evaluate(const std::vector<Case>& cases) const;
  // Whether `ret <result>` refines the intrinsic applied to the constants of `c`.
  verify::Result prove(const Case& c, const LaneVector& result, unsigned timeoutMs) const;

private:
  Oracle() = default;
  // The IR text of the refinement query of `prove`.
  std::optional<std::string> queryText(const Case& c, const LaneVector& result, std::string& error) const;
  IntrinsicShape shape_;
  bool fromFile_ = false;
  std::string path_, functionName_;
  std::unique_ptr<ir::Module> module_;
  const ir::Function* function_ = nullptr;
};

// `v` of type `t` as LLVM constant text: "<4 x i32> <i32 1, i32 -1, ...>" or "i32 7".
std::string constantText(const ir::Type& t, const LaneVector& v);

// The report of a case on which the JIT's result `jit` disagrees with the evaluator (`evaluated`)
// or with the SMT verdict (`smt`, when checked); nullopt when all agree.
std::optional<std::string> mismatchReport(const IntrinsicShape& shape, const Case& c, const LaneVector& jit, const semantics::TestOutput& evaluated,
                                          const verify::Result* smt);

} // namespace theseus::difftest
