#include "AgreementHarness.h"

#include "semantics/Evaluator.h"
#include "semantics/Interpreter.h"
#include "verify/Z3Domain.h"

#include <random>
#include <sstream>

namespace theseus::agreement {

namespace {

using semantics::ConcreteLane;
using semantics::TestInput;

// The choices of one lane: values 0 .. 2^w - 1, then poison. A floating-point lane also lists
// its format's special patterns among the edge values.
struct LaneSpace {
  unsigned width;
  ir::FloatKind floatKind = ir::FloatKind::None;
  uint64_t size() const { return (uint64_t(1) << width) + 1; }
  ConcreteLane at(uint64_t i) const {
    if (i + 1 == size()) return {ir::Bits(width, 0), true};
    return {ir::Bits(width, i), false};
  }
};

struct InputSpace {
  std::vector<std::pair<unsigned, unsigned>> laneOwner; // (argument, lane)
  std::vector<LaneSpace> lanes;
  std::vector<unsigned> argLaneCounts;

  explicit InputSpace(const ir::Function& f) {
    for (auto& a : f.arguments()) {
      auto widths = a->type().flatLaneWidths();
      argLaneCounts.push_back(unsigned(widths.size()));
      for (unsigned l = 0; l < widths.size(); ++l) {
        laneOwner.push_back({a->index(), l});
        lanes.push_back({widths[l], a->type().isStruct() ? ir::FloatKind::None : a->type().floatKind()});
      }
    }
  }

  double total() const {
    double t = 1;
    for (auto& l : lanes) t *= double(l.size());
    return t;
  }

  TestInput build(const std::vector<uint64_t>& choice) const {
    TestInput in;
    for (unsigned n : argLaneCounts) in.args.emplace_back(n);
    for (size_t i = 0; i < lanes.size(); ++i) in.args[laneOwner[i].first][laneOwner[i].second] = lanes[i].at(choice[i]);
    return in;
  }
};

std::vector<TestInput> exhaustiveInputs(const InputSpace& space) {
  std::vector<TestInput> out;
  std::vector<uint64_t> choice(space.lanes.size(), 0);
  while (true) {
    out.push_back(space.build(choice));
    size_t i = 0;
    while (i < choice.size() && ++choice[i] == space.lanes[i].size()) choice[i++] = 0;
    if (i == choice.size()) break;
  }
  return out;
}

// A format's special patterns: +-0, the smallest subnormal, the largest subnormal, the smallest
// normal, 1.0, 1.5, the largest finite, +-inf, a quiet and a signaling NaN.
std::vector<uint64_t> floatEdgeChoices(ir::FloatKind kind) {
  ir::FloatFormat f = ir::floatFormat(kind);
  unsigned fb = f.fractionBits();
  uint64_t sign = uint64_t(1) << (f.width() - 1), inf = ir::lowMask(f.exponentBits) << fb, one = uint64_t(f.bias()) << fb;
  std::vector<uint64_t> positive{0, 1, (uint64_t(1) << fb) - 1, uint64_t(1) << fb, one, one | (uint64_t(1) << (fb - 1)), inf - 1, inf,
                                 inf | (uint64_t(1) << (fb - 1)), inf | 1};
  std::vector<uint64_t> out = positive;
  for (uint64_t v : positive) out.push_back(v | sign);
  return out;
}

std::vector<uint64_t> edgeChoices(const LaneSpace& l) {
  uint64_t w = l.width, max = ir::lowMask(unsigned(w)), smin = uint64_t(1) << (w - 1);
  std::vector<uint64_t> out{0, 1 & max, max, smin, smin - 1, l.size() - 1};
  if (l.floatKind != ir::FloatKind::None && l.width <= 64) {
    std::vector<uint64_t> special = floatEdgeChoices(l.floatKind);
    out.insert(out.end(), special.begin(), special.end());
  }
  return out;
}

std::vector<TestInput> sampledInputs(const InputSpace& space, size_t limit) {
  std::vector<TestInput> out;
  std::vector<std::vector<uint64_t>> edges;
  for (auto& l : space.lanes) edges.push_back(edgeChoices(l));
  std::vector<size_t> idx(space.lanes.size(), 0);
  while (true) {
    std::vector<uint64_t> choice;
    for (size_t i = 0; i < idx.size(); ++i) choice.push_back(edges[i][idx[i]]);
    out.push_back(space.build(choice));
    size_t i = 0;
    while (i < idx.size() && ++idx[i] == edges[i].size()) idx[i++] = 0;
    if (i == idx.size()) break;
  }
  std::mt19937_64 rng(12345);
  while (out.size() < limit) {
    std::vector<uint64_t> choice;
    for (auto& l : space.lanes) choice.push_back(rng() % l.size());
    out.push_back(space.build(choice));
  }
  return out;
}

std::string describe(const TestInput& in) {
  std::ostringstream os;
  for (auto& arg : in.args)
    for (auto& lane : arg) os << (lane.poison ? std::string("poison") : lane.value.toUnsignedDecimal()) << " ";
  return os.str();
}

// The Z3 side: the function's formulas over input constants, evaluated per input in a model.
class SymbolicRun {
public:
  SymbolicRun(const ir::Function& f, const ir::DataLayout& dl) : d_(c_) {
    std::vector<semantics::ArgumentInput<verify::Z3Domain>> args;
    for (auto& a : f.arguments()) {
      semantics::ArgumentInput<verify::Z3Domain> in;
      for (unsigned w : a->type().flatLaneWidths()) {
        std::string n = "a" + std::to_string(values_.size());
        values_.push_back(c_.bv_const(n.c_str(), w));
        poisons_.push_back(c_.bool_const((n + "p").c_str()));
        in.lanes.push_back({values_.back(), poisons_.back()});
      }
      args.push_back(std::move(in));
    }
    outcome_.emplace(semantics::interpret(d_, f, dl, args));
  }

  semantics::TestOutput evaluate(const TestInput& in) {
    z3::model m(c_);
    size_t k = 0;
    for (auto& arg : in.args)
      for (auto& lane : arg) {
        z3::func_decl v = values_[k].decl(), p = poisons_[k].decl();
        z3::expr value = c_.bv_val(lane.value.toUnsignedDecimal().c_str(), lane.value.width());
        z3::expr poison = c_.bool_val(lane.poison);
        m.add_const_interp(v, value);
        m.add_const_interp(p, poison);
        ++k;
      }
    semantics::TestOutput out;
    out.ub = m.eval(outcome_->ub, true).is_true();
    for (auto& lane : outcome_->ret) {
      z3::expr v = m.eval(lane.value, true);
      unsigned w = v.get_sort().bv_size();
      out.ret.push_back({*ir::Bits::fromDecimal(w, v.get_decimal_string(0)), m.eval(lane.poison, true).is_true()});
    }
    return out;
  }

private:
  z3::context c_;
  verify::Z3Domain d_;
  std::vector<z3::expr> values_, poisons_;
  std::optional<semantics::Outcome<verify::Z3Domain>> outcome_;
};

bool agree(const semantics::TestOutput& a, const semantics::TestOutput& b) {
  if (a.ub != b.ub) return false;
  if (a.ub) return true;
  for (size_t i = 0; i < a.ret.size(); ++i) {
    if (a.ret[i].poison != b.ret[i].poison) return false;
    if (!a.ret[i].poison && a.ret[i].value != b.ret[i].value) return false;
  }
  return true;
}

std::string show(const semantics::TestOutput& o) {
  if (o.ub) return "UB";
  std::string s;
  for (auto& l : o.ret) s += (l.poison ? std::string("poison") : l.value.toUnsignedDecimal()) + " ";
  return s;
}

} // namespace

AgreementReport compareEvaluatorWithSMT(const ir::Function& f, const ir::DataLayout& dl, size_t limit) {
  InputSpace space(f);
  AgreementReport report;
  report.exhaustive = space.total() <= double(limit);
  std::vector<TestInput> inputs = report.exhaustive ? exhaustiveInputs(space) : sampledInputs(space, limit);
  report.inputs = inputs.size();
  std::vector<semantics::TestOutput> concrete = semantics::evaluate(f, dl, inputs);
  SymbolicRun symbolic(f, dl);
  for (size_t i = 0; i < inputs.size(); ++i) {
    semantics::TestOutput s = symbolic.evaluate(inputs[i]);
    if (agree(concrete[i], s)) continue;
    if (report.mismatches++ == 0)
      report.firstMismatch = "inputs " + describe(inputs[i]) + ": evaluator " + show(concrete[i]) + "vs SMT " + show(s);
  }
  return report;
}

std::unique_ptr<ir::Function> makeFunction(const std::vector<ir::Type>& args, const ir::Type& ret,
                                           const std::function<ir::Value*(ir::Function&, ir::Block&)>& build) {
  auto f = std::make_unique<ir::Function>("f", ret);
  for (size_t i = 0; i < args.size(); ++i) f->addArgument(args[i], "a" + std::to_string(i));
  ir::Block* entry = f->addBlock("entry");
  ir::Value* result = build(*f, *entry);
  auto r = std::make_unique<ir::Instruction>(ir::Opcode::Ret, ir::Type::voidTy());
  r->addOperand(result);
  entry->append(std::move(r));
  return f;
}

std::unique_ptr<ir::Function> singleInstruction(ir::Opcode op, const ir::Type& result, const std::vector<ir::Type>& args,
                                                const std::function<void(ir::Instruction&)>& configure) {
  return makeFunction(args, result, [&](ir::Function& f, ir::Block& b) {
    auto inst = std::make_unique<ir::Instruction>(op, result, "r");
    for (auto& a : f.arguments()) inst->addOperand(a.get());
    if (configure) configure(*inst);
    return b.append(std::move(inst));
  });
}

} // namespace theseus::agreement
