#pragma once
// The SMT encoding of a src/tgt pair: shared input variables, both functions interpreted by the
// one generic semantics in the Z3 domain, and the formulas the checks ask about.
#include "ir/Function.h"
#include "semantics/Interpreter.h"
#include "verify/Z3Domain.h"

#include <optional>

namespace theseus::verify {

// The solver variables of one argument lane.
struct InputLane {
  z3::expr value;
  z3::expr poison;
  std::optional<z3::expr> undef; // present when this lane may be undef
};

struct InputVariables {
  const ir::Argument* argument;
  std::vector<InputLane> lanes;
};

class Encoding {
public:
  // Interprets `src` and `tgt` over shared inputs. With `inputsMayBeUndefined` false, inputs are
  // never poison or undef (Alive2's -disallow-ub-exploitation).
  Encoding(z3::context& c, const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl, bool inputsMayBeUndefined);

  z3::context& context() { return c_; }

  // Satisfiable iff tgt does not refine src: some input and tgt choice for which no src choice
  // allows tgt's behaviour. Quantifies over src's choices when it has any.
  z3::expr refinementViolation();

  z3::expr sourceUB() const { return src_.ub; }
  z3::expr sourceReturnsPoison() const;
  // Whether two runs of src on the same input may return different values (undef in the result).
  z3::expr sourceReturnsTwoValues();

  bool quantified() const { return !srcNondet_.empty(); }
  bool targetHasNondet() const { return !tgtNondet_.empty(); }

  const std::vector<InputVariables>& inputs() const { return inputs_; }
  const semantics::Outcome<Z3Domain>& source() const { return src_; }
  const semantics::Outcome<Z3Domain>& target() const { return tgt_; }
  const ir::Function& sourceFunction() const { return srcF_; }

private:
  std::vector<semantics::ArgumentInput<Z3Domain>> argumentInputs() const;
  void makeInputs(bool inputsMayBeUndefined);
  z3::expr allowedBySource() const;

  z3::context& c_;
  Z3Domain d_;
  const ir::Function& srcF_;
  const ir::Function& tgtF_;
  const ir::DataLayout& dl_;
  std::vector<InputVariables> inputs_;
  std::vector<z3::expr> srcNondet_, tgtNondet_, srcAgainNondet_;
  semantics::Outcome<Z3Domain> src_, tgt_;
};

// The arguments of `tgt` whose undef-ness must be modelled: those tgt reads more than once, or
// with an attribute that acts on undef, and that src does not declare noundef. An argument tgt
// reads at most once can take each of its values as a plain value instead (src, whose uses of an
// undef input may all pick that value, then allows at least as much).
std::vector<bool> argumentsNeedingUndef(const ir::Function& src, const ir::Function& tgt);

} // namespace theseus::verify
