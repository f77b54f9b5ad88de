#include "synth/peephole/TypedGroups.h"

#include "cost/CostModel.h"

#include <algorithm>
#include <limits>
#include <unordered_map>

namespace theseus::synth::peephole {

namespace {

// Whether `a` is to be kept over `b` for one key: cheaper, or as cheap and shorter.
bool better(double costA, unsigned lengthA, double costB, unsigned lengthB) { return costA < costB || (costA == costB && lengthA < lengthB); }

// The price of the one-step program `one` under `model`: its operands that are arguments become
// the arguments of a function returning its result; infinity when the model cannot price it.
double priceOneStep(const TypedProgram& one, cost::CostModel& model) {
  ir::Function signature("src", ir::Type::intTy(one.resultWidth()));
  std::vector<unsigned> argMap;
  for (const TypedOperand& o : one.steps.front().operands)
    if (o.kind == TypedOperand::Kind::Argument) {
      signature.addArgument(ir::Type::intTy(o.width), "x" + std::to_string(argMap.size()));
      argMap.push_back(unsigned(argMap.size()));
    }
  std::unique_ptr<ir::Function> f = buildTypedFunction(one, signature, argMap);
  cost::CostResult r = model.cost(*f);
  return r.cost ? r.cost->primary : std::numeric_limits<double>::infinity();
}

// Keeps, per key, the cheapest program a walk visits.
class CheapestTyped final : public TypedVisitor {
public:
  CheapestTyped(std::vector<CandidateRow>& rows, std::unordered_map<uint64_t, size_t>& index) : rows_(rows), index_(index) {}

  void start(const Signature& signature, const TypedWalk& walk) {
    signature_ = &signature;
    walk_ = &walk;
  }

  // Keeps the program when its key is new or it is better than the one kept.
  void visit(const std::vector<WalkStep>& steps, unsigned leaf, const uint64_t* lanes, uint32_t taint) override {
    double cost = 0;
    for (const WalkStep& s : steps) cost += s.price;
    uint64_t digest = signatureDigest(lanes, taint, *signature_);
    auto [it, inserted] = index_.try_emplace(digest, rows_.size());
    if (inserted) rows_.emplace_back();
    else if (!better(cost, unsigned(steps.size()), rows_[it->second].cost, rows_[it->second].length)) return;
    rows_[it->second] = {digest, cost, unsigned(steps.size()), typedProgramText(walk_->programOf(steps, leaf))};
  }

private:
  std::vector<CandidateRow>& rows_;
  std::unordered_map<uint64_t, size_t>& index_;
  const Signature* signature_ = nullptr;
  const TypedWalk* walk_ = nullptr;
};

// The typed walk's binary operators: the table's, without divisions (TypedWalkConfig::ops).
std::vector<ir::Opcode> typedOps(const std::vector<ir::Opcode>& ops) {
  std::vector<ir::Opcode> out;
  for (ir::Opcode op : ops)
    if (op != ir::Opcode::UDiv && op != ir::Opcode::SDiv && op != ir::Opcode::URem && op != ir::Opcode::SRem) out.push_back(op);
  return out;
}

} // namespace

TypedGroup typedGroupRows(const BuildOptions& options, unsigned width, unsigned arity, cost::CostModel& model,
                          const std::function<const LaneArgs&(unsigned width)>& lanesOf) {
  TypedGroup out;
  std::unordered_map<uint64_t, size_t> index;
  CheapestTyped keeper(out.rows, index);
  for (const Signature& s : typedSignatures(typedTableWidths(options), options.typedArity)) {
    if (s.result != width || s.args.size() != arity) continue;
    TypedWalkConfig config;
    config.signature = s;
    config.maxLength = options.typedLength;
    config.ops = typedOps(options.ops);
    config.preds = options.typedPredicates;
    config.constants = [&](unsigned w) { return w == 1 ? std::vector<uint64_t>{0, 1} : tableConstants(options, w); };
    config.price = [&](const TypedProgram& one) { return priceOneStep(one, model); };
    TypedWalk walk(config, signatureLanes(s, lanesOf));
    keeper.start(s, walk);
    out.programs += walk.run(keeper);
  }
  return out;
}

void mergeRows(std::vector<CandidateRow>& into, std::vector<CandidateRow> more) {
  auto byKey = [](const CandidateRow& a, const CandidateRow& b) { return int64_t(a.digest) < int64_t(b.digest); };
  std::stable_sort(into.begin(), into.end(), byKey);
  std::stable_sort(more.begin(), more.end(), byKey);
  std::vector<CandidateRow> out;
  out.reserve(into.size() + more.size());
  size_t i = 0, j = 0;
  while (i < into.size() || j < more.size()) {
    if (j == more.size() || (i < into.size() && byKey(into[i], more[j]))) {
      out.push_back(std::move(into[i++]));
    } else if (i == into.size() || byKey(more[j], into[i])) {
      out.push_back(std::move(more[j++]));
    } else {
      bool takeMore = better(more[j].cost, more[j].length, into[i].cost, into[i].length);
      out.push_back(std::move(takeMore ? more[j] : into[i]));
      ++i, ++j;
    }
  }
  into = std::move(out);
}

} // namespace theseus::synth::peephole
