#pragma once
// The SMT encoding of a src/tgt pair: shared input variables, both functions interpreted by the
// one generic semantics in the Z3 domain, and the formulas the checks ask about.
#include "ir/Function.h"
#include "semantics/Interpreter.h"
#include "verify/Z3Domain.h"
#include "verify/memory/Z3Memory.h"

#include <memory>
#include <optional>

namespace theseus::verify {

// The solver variables of one argument lane.
struct InputLane {
  z3::expr value;
  z3::expr poison;
  std::optional<z3::expr> undef; // present when this lane may be undef
};

// A return lane compared as value sets: tgt's and src's values over fresh undef rereadings.
struct LaneComparison {
  z3::expr target, source;
  std::vector<z3::expr> targetRereads, sourceRereads;
};

struct InputVariables {
  const ir::Argument* argument;
  std::vector<InputLane> lanes;
};

class Encoding {
public:
  // Interprets `src` and `tgt` over shared inputs. With `inputsMayBeUndefined` false, inputs are
  // never poison or undef and the initial memory holds no poison (Alive2's
  // -disallow-ub-exploitation). With `undefInputs` false, inputs may
  // be poison but never undef. Building the formulas here and in refinementViolation() throws
  // TimeLimitReached once `deadline` (when given) passes.
  Encoding(z3::context& c, const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl, bool inputsMayBeUndefined,
           bool undefInputs = true, const Deadline* deadline = nullptr, bool poisonInputs = true);

  z3::context& context() { return c_; }

  // Satisfiable iff tgt does not refine src. Only src's choices and the undefs that decide its UB
  // or poison are quantified at the run level; an undef used only in values is reread inside. A run's choices (freeze, and the undef readings that
  // decide UB and poison) are behaviours; a returned lane built from undef is the set of its
  // values over fresh readings. So: some input and tgt run such that every src run is not UB and
  // either tgt is UB or some lane is poison only in tgt or has a value set not inside src's:
  //   exists in, tgtRun. forall srcRun. !srcUB && (tgtUB || exists i. !srcPoison_i &&
  //     (tgtPoison_i || exists tgtReread. forall srcReread. tgt_i != src_i))
  z3::expr refinementViolation();

  // refinementViolation() in prenex form, "exists X. forall S. body" (S: src's rereads of every
  // lane; tgt's rereads left free, so existential), when src has no run-level quantifier; valid
  // after refinementViolation(). Equivalent to it: each lane's "exists R. forall S" has its own
  // fresh R and S, so R moves out of the positive disjunction, and "forall S_i" of disjoint S_i
  // moves out of "A_i and (B_i or forall S_i. C_i)" and of the disjunction over lanes. Z3's MBQI
  // handles one universal block far better than one per lane under a disjunction.
  std::optional<z3::expr> prenexViolation() const;
  // A quantifier-free weakening of refinementViolation(), valid after it: each src undef reading
  // is replaced by a tgt reading of the same argument lane (in order), the others left free. Unsatisfiable
  // only if refinementViolation() is (any witness of it satisfies this), so it proves refinement
  // cheaply when undef inputs pair up; when satisfiable it says nothing.
  z3::expr pairedViolation();
  // Whether refinementViolation() quantifies anything.
  bool hasQuantifiers() const;
  // Whether src's choices are few enough bits to be expanded rather than quantified.
  bool sourceChoicesExpanded() const;

  z3::expr sourceUB() const { return src_.ub; }
  // The part of sourceUB() Alive2 calls non-guardable (semantics::Outcome); without the memory
  // assumptions.
  z3::expr sourceNonGuardableUB() const { return src_.nonGuardableUB; }
  z3::expr sourceReturnsPoison() const;
  z3::expr targetReturnsPoison() const;
  // Whether src has UB or returns a poison lane: what decides which src undefs are run-level.
  z3::expr sourceUBOrPoison() const;
  // Whether two runs of src on the same input may return different values (undef in the result).
  z3::expr sourceReturnsTwoValues();
  z3::expr targetReturnsTwoValues();

  // The signed overflow predicates of both functions' nsw operations (verify/OverflowFacts.h).
  const OverflowFacts& overflowFacts() const { return d_.overflowFacts(); }

  bool quantified() const { return !srcSink_.undefs.empty() || !srcSink_.choices.empty(); }
  bool targetHasNondet() const { return !tgtSink_.undefs.empty() || !tgtSink_.choices.empty(); }

  const std::vector<InputVariables>& inputs() const { return inputs_; }
  // The undef flags of the input lanes that may be undef, in argument and lane order.
  std::vector<z3::expr> undefFlags() const;
  const semantics::Outcome<Z3Domain>& source() const { return src_; }
  const semantics::Outcome<Z3Domain>& target() const { return tgt_; }
  const ir::Function& sourceFunction() const { return srcF_; }
  // Whether the functions themselves make nondeterministic choices (undef constants, freeze).
  const bool sourceFunctionIsNondeterministic;
  const bool targetFunctionIsNondeterministic;
  // What the memory model assumes (pointer arguments into non-local blocks, local blocks'
  // alignment); already part of sourceUB(), which is the UB of src or a false assumption.
  const z3::expr& memoryAssumptions() const { return memoryAssumptions_; }
  // Whether a function uses memory; then the final non-local bytes are compared too.
  bool usesMemory() const { return usesMemory_; }
  // The pointer word the final-memory comparison reads (a free variable; meaningful in a model of
  // a violation whose memory differs), and whether the bytes there differ.
  const z3::expr& comparedAddress() const { return comparedAddress_; }
  const z3::expr& finalMemoryMismatch() const { return memoryMismatch_; }
  // Whether src and tgt, both returning, ran a different number of llvm.sideeffect calls that
  // may write memory (the memory of their own each writes, Alive2's inaccessible block, differs).
  const z3::expr& sideEffectMismatch() const { return sideEffectMismatch_; }
  // The number of such calls a run made (16 bits).
  z3::expr sideEffectCount(const semantics::Outcome<Z3Domain>& run) const;
  const SharedMemory* sharedMemory() const { return sharedMemory_.get(); }
  const Z3Memory* sourceMemory() const { return srcMem_.get(); }
  const Z3Memory* targetMemory() const { return tgtMem_.get(); }
  // Per return lane, the comparison refinementViolation() built (empty before it is called).
  const std::vector<LaneComparison>& laneComparisons() const { return lanes_; }
  // The formula the last refinementViolation() returned, as stated (before any rewriting: loads
  // merged, array reads resolved, split at a disjunction), when it has no quantifier; nullopt
  // before it is called or when it quantifies. A sat model of any query solved after it must
  // satisfy it (QuerySolver's finishSolve confirms that).
  const std::optional<z3::expr>& statedViolation() const { return statedViolation_; }

private:
  std::vector<semantics::ArgumentInput<Z3Domain>> argumentInputs() const;
  // Sets up the shared memory and one memory per run when either function uses pointers; the
  // initial bytes may be poison only with `poisonInMemory`.
  void makeMemory(bool poisonInMemory);
  // The pointer words both runs take as inputs (pointer arguments' lanes, the thread pointer),
  // each assumed null or into a non-local block (SharedMemory::addInputPointer).
  std::vector<z3::expr> pointerInputs() const;
  // After both runs: the assumptions folded into src's UB, returned pointers made comparable,
  // the final-memory mismatch.
  void finishMemory();
  // With `poisonInputs` false (Alive2's -disable-poison-input), arguments are never poison.
  // Throws TimeLimitReached once `deadline` (when given) has passed, checked every
  // kLanesBetweenDeadlineChecks lanes of an argument.
  void makeInputs(bool inputsMayBeUndefined, bool undefInputs, bool poisonInputs, const Deadline* deadline);
  static constexpr size_t kLanesBetweenDeadlineChecks = 256;
  // Whether the value set of return lane `lane` in tgt (over rereadings of its undefs) is not
  // contained in src's.
  z3::expr laneValueMismatch(size_t lane, const std::vector<z3::expr>& runLevel);
  // src's one-bit undef readings (the conditions of selects and branches) that its final memory,
  // whether it traps or its side effects observe: a run's choice, which its return value must see
  // the same. Wider readings observed in memory are stored values, whose bytes LLVM's memory would
  // hold as undef (each load rereading them), which this model stores as one reading; the return
  // value rereads those, as Alive2 compares the return value and the memory each on its own.
  std::vector<z3::expr> decisionsObservedBeyondValues() const;
  // `value` (of src) with each of src's undef readings that is not in `kept` replaced by a fresh
  // rereading (appended to `fresh`): the readings in `kept` are also observed elsewhere (in the
  // final memory, whether src traps, its side effects) and so must be the same reading there.
  z3::expr rereadExcept(const z3::expr& value, const std::vector<z3::expr>& kept, std::vector<z3::expr>& fresh);
  // `value` simplified when it reads an undef of `sink` (so that the undefs a simplification
  // removes are not quantified), else `value` itself: simplifying every lane of a wide vector
  // costs more than the rest of its encoding.
  z3::expr simplifiedIfReadsUndef(const z3::expr& value, const NondetSink& sink) const;
  // Substitutes the k-th of `srcVars` of each origin with the k-th of `tgtVars` of that origin
  // (the last one when tgt has fewer): readings in the same order pair up.
  z3::expr pairReadings(const z3::expr& e, const std::vector<z3::expr>& srcVars, const std::vector<z3::expr>& tgtVars) const;

  z3::context& c_;
  Z3Domain d_;
  const ir::Function& srcF_;
  const ir::Function& tgtF_;
  const ir::DataLayout& dl_;
  std::vector<InputVariables> inputs_;
  NondetSink srcSink_, tgtSink_;
  std::vector<LaneComparison> lanes_;
  bool hasRunLevelQuantifier_ = false;
  std::optional<z3::expr> statedViolation_;
  semantics::Outcome<Z3Domain> src_, tgt_;
  bool usesMemory_ = false;
  std::unique_ptr<SharedMemory> sharedMemory_;
  std::unique_ptr<Z3Memory> srcMem_, tgtMem_;
  z3::expr memoryAssumptions_, comparedAddress_, memoryMismatch_;
  // Whether one run ends in llvm.trap where the other does not (Alive2's return domains).
  z3::expr returnDomainMismatch_;
  z3::expr sideEffectMismatch_;
};

// The arguments whose undef-ness must be modelled; the others are checked as values and poison
// only, which is exact when (1) src declares the argument noundef, or (2) tgt reads it at most
// once, has no attribute on it, has no UB that depends on undef-ness (branches, noundef
// results), and src has no freeze. Under (2), a tgt run with the argument undef reads one value
// v, so its behaviour is that of the run on v, and src on undef can read v at every use; src
// without freeze keeps every such set of values. Everything else is modelled.
// Whether an operand of `f` is a constant with an undef lane.
bool hasUndefConstant(const ir::Function& f);
// Whether `f` itself chooses values: undef constants or freeze.
bool isNondeterministic(const ir::Function& f);

std::vector<bool> argumentsNeedingUndef(const ir::Function& src, const ir::Function& tgt);

} // namespace theseus::verify
