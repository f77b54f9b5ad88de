#pragma once
// The refinement checker: does @tgt refine @src under LLVM 19's semantics of UB, poison and undef?
//
// For all inputs (each argument lane a value, poison, or — unless noundef — undef) and all of
// tgt's nondeterministic choices, there must be a choice of src's such that: src has UB, or tgt
// has no UB and every return lane where src is not poison is, in tgt, not poison and equal.
// Undef is resolved afresh at each use; freeze picks one value.
#include "ir/Function.h"
#include "semantics/MemoryImage.h"

#include <optional>
#include <string>
#include <vector>

namespace theseus::verify {

enum class Verdict { Correct, Incorrect, Unknown, Unsupported };
std::string_view verdictName(Verdict v);
// The exit code of `theseus verify` for a verdict: 0 correct, 1 incorrect, 2 unknown, 3 unsupported.
int verdictExitCode(Verdict v);

struct Options {
  // The time limit of the whole check (encoding, every query, the counterexample): past it the
  // verdict is `unknown`.
  unsigned timeoutMs = 10000;
  // Alive2's -disallow-ub-exploitation: where src has UB, tgt must have UB too... (see README).
  bool disallowUBExploitation = false;
  // Whether arguments may be undef (Alive2's -disable-undef-input turns it off); poison stays.
  bool undefInputs = true;
  // Whether arguments may be poison (Alive2's -disable-poison-input turns it off); memory's
  // initial bytes may still be poison.
  bool poisonInputs = true;
};

// One lane of a value in a counterexample.
struct LaneText {
  enum class Kind { Value, Poison, Undef } kind = Kind::Value;
  std::string unsignedValue; // decimal, when kind == Value
  std::string signedValue;
  std::string hexValue;
  // For a floating-point lane, its value: 1.5, -0.0, +inf, NaN, sNaN (empty for integers).
  std::string floatValue;
};

struct ValueText {
  std::string name; // "%x", or empty for a return value
  std::string type;
  std::vector<LaneText> lanes;
};

// A byte of memory in a counterexample: where (block id and offset) and its value in src's and
// tgt's final memory, as 8 characters from the most significant bit: 0, 1, or p for a poison bit.
struct MemoryByteText {
  uint64_t block = 0;
  uint64_t offset = 0;
  std::string initial, source, target;
};

struct Counterexample {
  std::vector<ValueText> inputs;
  // The non-local byte whose final value differs, when memory does (Alive2's "Mismatch in memory").
  std::optional<MemoryByteText> memoryMismatch;
  // The numbers of llvm.sideeffect calls src and tgt ran, when they differ (Alive2 reports it as
  // "Mismatch in memory": each call writes memory of its own).
  std::optional<std::pair<uint64_t, uint64_t>> sideEffectCalls;
  // For functions that use memory: the non-local blocks of the model (at most 4096 bytes each;
  // absent when one is larger) and the addresses of src's allocas, so that the counterexample
  // is a concrete test input of src (semantics::TestInput::memory).
  std::optional<semantics::MemoryImage> memoryImage;
  bool sourceUB = false;
  bool targetUB = false;
  std::optional<ValueText> sourceValue; // absent for void functions and when src has UB
  std::optional<ValueText> targetValue;
  // True when src or tgt made nondeterministic choices (undef, freeze); the values shown are one
  // choice.
  bool nondeterministic = false;
};

struct Result {
  Verdict verdict = Verdict::Unknown;
  // Why: "Value mismatch", "Target is more poisonous than source", the solver's reason for
  // unknown, or the unsupported construct.
  std::string reason;
  std::optional<Counterexample> counterexample;
  double seconds = 0;
  unsigned queries = 0;
  // Whether the refinement query quantifies src's choices or undef readings.
  bool quantified = false;
  // Whether `correct` was proved by pairing src's undef readings with tgt's (no quantifier).
  bool pairedUndefProof = false;
  // Whether `correct` was proved with products abstracted as an uninterpreted function.
  bool abstractProductsProof = false;
  // Whether `correct` was proved with nsw operations over exact wide products (verify/WideProducts.h).
  bool wideProductsProof = false;
  // How many equalities under src's definedness were proved and merged (verify/EquivalenceSweep.h).
  unsigned sweptEqualities = 0;
  // How many cases of the inputs' undef flags the query was split into (0: not split).
  unsigned undefCases = 0;
  // How many disjuncts a memory query was decided by, one at a time (verify/DisjunctSplit.h; 0:
  // not split).
  unsigned disjunctParts = 0;
  // How many inputs `correct` was proved on by running src and tgt on each one (every input they
  // have, verify/ExhaustiveCheck.h; 0: proved by the solver).
  uint64_t exhaustiveInputs = 0;
  // How many loaded locations became arguments for the proof (verify/LoadLifting.h; 0: the pair
  // was checked with its memory).
  unsigned liftedLocations = 0;
};

// Checks that `tgt` refines `src`. Never returns Correct unless the solver proved it.
Result checkRefinement(const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl, const Options& options);

} // namespace theseus::verify
