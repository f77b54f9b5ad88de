#pragma once
// Solving for the symbolic constants of a synthesized candidate (seed 000, Algorithm 4, phase 3;
// seed 002, Algorithm 13.3.6). The candidate `tgt` takes src's arguments followed by one noundef
// argument per symbolic constant. Both queries only propose constants: the caller substitutes
// them and proves the concrete rewrite with checkRefinement, which alone makes it acceptable.
#include "ir/Function.h"
#include "semantics/Evaluator.h"

#include <memory>
#include <string>
#include <vector>

namespace z3 {
class context;
class solver;
}

namespace theseus::verify {

enum class ConstantStatus { Found, NoConstants, Unknown };

struct ConstantAnswer {
  ConstantStatus status = ConstantStatus::Unknown;
  // Per constant argument, one value per lane (when Found).
  std::vector<std::vector<ir::Bits>> values;
  std::string reason;
  double seconds = 0;
};

// The constant queries of one synthesis run; they share one solver context (creating a Z3
// context costs milliseconds, more than most of these queries). Example queries get a fresh
// QF_BV solver each (QF_FPBV for floating point), quantified queries share one general solver; each query runs in a push/pop
// scope (measured fastest of the combinations on the seed's vector example).
class ConstantQueries {
public:
  ConstantQueries();
  ~ConstantQueries();

  // CEGIS's synthesis step: constants such that, on every input of `examples` (values, no
  // undef), src has UB or tgt has no UB and returns src's value on every lane where src is not
  // poison.
  ConstantAnswer forExamples(const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl,
                             const std::vector<semantics::TestInput>& examples, unsigned timeoutMs);

  // Minotaur's single query: exists constants. forall inputs (values, neither poison nor undef).
  // the same condition, as one quantified formula.
  ConstantAnswer forAllInputs(const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl, unsigned timeoutMs);

  // Whether these queries can state src's outcome on `example`'s arguments or on symbolic ones:
  // false when interpreting src throws UnsupportedConstruct on both (src reads memory, which they
  // do not model, or another construct they lack), so that every query about src answers unknown
  // without asking the solver. A solver exception counts as interpretable.
  bool interprets(const ir::Function& src, const ir::DataLayout& dl, const semantics::TestInput& example);

private:
  // A context keeps every term it made: after kQueriesPerContext queries it is replaced, which
  // bounds memory and the time its destruction takes. That time grows faster than the number of
  // queries (an i64 cut's context took 3.5 s to free after 256 CEGIS queries, about 0.1 s after
  // 32) and falls outside the search's deadline. It is also replaced after a query that
  // interrupted it (a short timeout makes the watchdog's interrupt frequent; an interrupted
  // context fails its next push) or made it throw.
  static constexpr unsigned kQueriesPerContext = 32;
  void renew();
  void renewWhenFull();

  unsigned queriesInContext_ = 0;
  bool spoiled_ = false;
  std::unique_ptr<z3::context> c_;
  std::unique_ptr<z3::solver> quantifiedSolver_;
};

} // namespace theseus::verify
