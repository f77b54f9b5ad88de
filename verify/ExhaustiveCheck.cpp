#include "verify/ExhaustiveCheck.h"

#include "semantics/Evaluator.h"
#include "verify/Encoding.h"

#include <utility>

namespace theseus::verify {

namespace {

// How many inputs are evaluated in one call of the evaluator.
constexpr uint64_t kInputsPerChunk = 4096;

// One argument lane: its width and whether it may be poison.
struct LaneDomain {
  unsigned bits;
  bool poison;
  uint64_t size() const { return (uint64_t(1) << bits) + (poison ? 1 : 0); }
};

// Whether `a` holds nothing beyond noundef, zeroext and signext (no range, returned or pointer
// attribute, whose meaning a run of the evaluator does not check).
bool onlyPlainAttributes(const ir::ValueAttrs& a) { return !a.returned && !a.range && !a.hasPointerAttrs(); }

// Whether the call `inst` can only compute a value or make the run UB.
bool callWithoutOtherEffects(const ir::Instruction& inst) {
  using I = ir::Intrinsic;
  return inst.intrinsic != I::None && inst.intrinsic != I::Trap && inst.intrinsic != I::SideEffect && !ir::isMemoryIntrinsic(inst.intrinsic) &&
         !ir::isAssumeBundle(inst.intrinsic);
}

// Whether `f`'s only observables are its returned integer lanes and UB, with no floating point.
bool observesOnlyIntegerResultAndUB(const ir::Function& f) {
  if (!f.returnType().isIntOrVector() || !onlyPlainAttributes(f.returnAttrs) || f.returnAttrs.noundef) return false;
  if (semantics::usesMemory(f)) return false;
  for (auto& b : f.blocks())
    for (auto& inst : b->instructions()) {
      if (inst->type().isFloatOrVector() || (inst->opcode() == ir::Opcode::Call && !callWithoutOtherEffects(*inst))) return false;
      for (const ir::Value* op : inst->operands())
        if (op->type().isFloatOrVector()) return false;
    }
  return true;
}

// The instructions of `f`, every block's.
unsigned instructionCount(const ir::Function& f) {
  unsigned n = 0;
  for (auto& b : f.blocks()) n += unsigned(b->instructions().size());
  return n;
}

// The lanes of src's arguments with their domains, or nullopt when an argument is not an integer
// or its attributes differ from tgt's or are more than noundef, zeroext and signext.
std::optional<std::vector<LaneDomain>> laneDomains(const ir::Function& src, const ir::Function& tgt, const Options& options) {
  std::vector<LaneDomain> lanes;
  for (size_t i = 0; i < src.arguments().size(); ++i) {
    const ir::Argument& s = *src.arguments()[i];
    const ir::Argument& t = *tgt.arguments()[i];
    if (!s.type().isIntOrVector() || !onlyPlainAttributes(s.attrs) || !onlyPlainAttributes(t.attrs) || s.attrs.noundef != t.attrs.noundef)
      return std::nullopt;
    for (unsigned bits : s.type().flatLaneWidths()) lanes.push_back({bits, options.poisonInputs && !s.attrs.noundef});
  }
  return lanes;
}

// The input number `index` of the mixed-radix count over `lanes` (the last lane counts fastest;
// a lane's largest digit is poison when it may be).
semantics::TestInput inputAt(uint64_t index, const ir::Function& src, const std::vector<LaneDomain>& lanes) {
  std::vector<semantics::ConcreteLane> flat(lanes.size());
  for (size_t k = lanes.size(); k-- > 0;) {
    uint64_t digit = index % lanes[k].size();
    index /= lanes[k].size();
    bool poison = lanes[k].poison && digit == (uint64_t(1) << lanes[k].bits);
    flat[k] = {ir::Bits(lanes[k].bits, poison ? 0 : digit), poison};
  }
  semantics::TestInput input;
  size_t next = 0;
  for (auto& a : src.arguments()) {
    semantics::ConcreteValue v(flat.begin() + next, flat.begin() + next + a->type().flatLaneWidths().size());
    next += v.size();
    input.args.push_back(std::move(v));
  }
  return input;
}

// Whether tgt refines src on each of `inputs`; nullopt when the evaluator cannot run one of them.
std::optional<bool> refinesOnEach(const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl,
                                  const std::vector<semantics::TestInput>& inputs) {
  try {
    std::vector<semantics::TestOutput> s = semantics::evaluate(src, dl, inputs);
    std::vector<semantics::TestOutput> t = semantics::evaluate(tgt, dl, inputs);
    for (size_t k = 0; k < inputs.size(); ++k)
      if (!refinesOnOneInput(s[k], t[k])) return false;
    return true;
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

} // namespace

bool refinesOnOneInput(const semantics::TestOutput& s, const semantics::TestOutput& t) {
  if (s.ub) return true;
  if (t.ub || s.ret.size() != t.ret.size()) return false;
  for (size_t k = 0; k < s.ret.size(); ++k)
    if (!s.ret[k].poison && (t.ret[k].poison || !(t.ret[k].value == s.ret[k].value))) return false;
  return true;
}

// The lanes of the inputs and how many inputs there are, under the conditions of
// exhaustiveInputCount; nullopt when they do not hold.
std::optional<std::pair<std::vector<LaneDomain>, uint64_t>> inputSpace(const ir::Function& src, const ir::Function& tgt, const Options& options) {
  if (options.disallowUBExploitation || src.arguments().size() != tgt.arguments().size()) return std::nullopt;
  if (isNondeterministic(src) || isNondeterministic(tgt)) return std::nullopt;
  if (!observesOnlyIntegerResultAndUB(src) || !observesOnlyIntegerResultAndUB(tgt)) return std::nullopt;
  if (!semantics::evaluatorSupports(src) || !semantics::evaluatorSupports(tgt)) return std::nullopt;
  if (options.undefInputs)
    for (bool needed : argumentsNeedingUndef(src, tgt))
      if (needed) return std::nullopt;
  std::optional<std::vector<LaneDomain>> lanes = laneDomains(src, tgt, options);
  if (!lanes) return std::nullopt;
  uint64_t perInput = std::max(1u, instructionCount(src) + instructionCount(tgt));
  uint64_t inputs = 1;
  for (const LaneDomain& l : *lanes) {
    if (l.bits >= 32 || inputs > kMaxExhaustiveInputs / l.size()) return std::nullopt;
    inputs *= l.size();
  }
  if (inputs > kMaxEvaluatedOperations / perInput) return std::nullopt;
  return std::make_pair(std::move(*lanes), inputs);
}

std::optional<uint64_t> exhaustiveInputCount(const ir::Function& src, const ir::Function& tgt, const Options& options) {
  auto space = inputSpace(src, tgt, options);
  return space ? std::optional<uint64_t>(space->second) : std::nullopt;
}

ExhaustiveOutcome checkOnEveryInput(const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl, const Options& options,
                                    const Deadline& deadline) {
  auto space = inputSpace(src, tgt, options);
  if (!space) return {};
  const auto& [lanes, total] = *space;
  for (uint64_t start = 0; start < total; start += kInputsPerChunk) {
    if (deadline.passed()) return {ExhaustiveVerdict::Undecided, total};
    std::vector<semantics::TestInput> inputs;
    for (uint64_t i = start; i < std::min(total, start + kInputsPerChunk); ++i) inputs.push_back(inputAt(i, src, lanes));
    std::optional<bool> refines = refinesOnEach(src, tgt, dl, inputs);
    if (!refines) return {ExhaustiveVerdict::Undecided, total};
    if (!*refines) return {ExhaustiveVerdict::Violated, total};
  }
  return {ExhaustiveVerdict::Refines, total};
}

} // namespace theseus::verify
