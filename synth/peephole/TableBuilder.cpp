#include "synth/peephole/TableBuilder.h"

#include "cost/CostModel.h"
#include "semantics/WordOps.h"
#include "synth/massalin/FingerprintTable.h"
#include "synth/massalin/Massalin.h"
#include "synth/peephole/Fingerprint.h"
#include "synth/peephole/ProgramText.h"
#include "synth/peephole/TypedGroups.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <map>
#include <set>

namespace theseus::synth::peephole {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// The price of `op A, B` for every operand shape: shape 0 an argument, shape 1 + k constant k.
class InstructionPrices {
public:
  InstructionPrices(size_t ops, size_t constants) : shapes_(constants + 1), prices_(ops * shapes_ * shapes_, 0) {}

  double& at(size_t op, size_t a, size_t b) { return prices_[(op * shapes_ + a) * shapes_ + b]; }
  double at(size_t op, size_t a, size_t b) const { return prices_[(op * shapes_ + a) * shapes_ + b]; }
  size_t shapes() const { return shapes_; }

private:
  size_t shapes_;
  std::vector<double> prices_;
};

// The one-instruction function `op A, B` at `width`: an argument where a shape is 0, else the
// constant of that shape.
std::unique_ptr<ir::Function> instructionFunction(ir::Opcode op, size_t a, size_t b, unsigned width, const std::vector<uint64_t>& constants) {
  Program p;
  auto operand = [&](size_t shape, uint64_t arg) {
    return shape == 0 ? ProgramOperand{ProgramOperand::Kind::Argument, arg} : ProgramOperand{ProgramOperand::Kind::Constant, constants[shape - 1]};
  };
  p.steps.push_back({op, operand(a, 0), operand(b, 1)});
  ir::Function signature("src", ir::Type::intTy(width));
  signature.addArgument(ir::Type::intTy(width), "x0");
  signature.addArgument(ir::Type::intTy(width), "x1");
  return buildFunction(p, signature, {0, 1});
}

// Prices every instruction shape of `ops` at `width`; nullopt with `error` when one cannot be.
std::optional<InstructionPrices> priceInstructions(const std::vector<ir::Opcode>& ops, unsigned width, const std::vector<uint64_t>& constants,
                                                   cost::CostModel& model, std::string& error) {
  InstructionPrices prices(ops.size(), constants.size());
  for (size_t op = 0; op < ops.size(); ++op)
    for (size_t a = 0; a < prices.shapes(); ++a)
      for (size_t b = 0; b < prices.shapes(); ++b) {
        if (a && b) continue;
        auto f = instructionFunction(ops[op], a, b, width, constants);
        cost::CostResult r = model.cost(*f);
        if (!r.cost) return error = "cannot price " + std::string(ir::opcodeName(ops[op])) + " at i" + std::to_string(width) + ": " + r.error, std::nullopt;
        prices.at(op, a, b) = r.cost->primary;
      }
  return prices;
}

// The cheapest program seen for one fingerprint, in enumeration terms.
struct KeptProgram {
  uint64_t digest = 0;
  double cost = 0;
  uint8_t length = 0;
  uint8_t leaf = 0;
  std::array<uint8_t, 3 * kMaxTableLength> steps{};
};

// The visitor of one (width, arity): fingerprints each program and keeps the cheapest per key.
class CheapestPerFingerprint final : public massalin::ProgramVisitor {
public:
  CheapestPerFingerprint(const massalin::EnumerationConfig& config, const InstructionPrices& prices)
      : config_(config), prices_(prices), leafCount_(config.argCount + unsigned(config.constants.size())) {}

  // Keeps the program if its fingerprint is new or it is cheaper than the one kept for it.
  void visit(const std::vector<massalin::Step>& steps, unsigned leaf, const uint64_t* lanes, uint32_t taint) override {
    ++programs;
    double cost = 0;
    for (const massalin::Step& s : steps) cost += prices_.at(opIndex(s.op), shape(s.a), shape(s.b));
    uint64_t digest = fingerprintDigest(lanes, taint, config_.width);
    auto [index, inserted] = keys_.insertOrFind(&digest);
    if (!inserted && !(cost < kept[index].cost)) return;
    if (inserted) kept.emplace_back();
    KeptProgram& k = kept[index];
    k.digest = digest;
    k.cost = cost;
    k.length = uint8_t(steps.size());
    k.leaf = uint8_t(leaf);
    for (size_t i = 0; i < steps.size(); ++i) {
      k.steps[3 * i] = uint8_t(opIndex(steps[i].op));
      k.steps[3 * i + 1] = uint8_t(steps[i].a);
      k.steps[3 * i + 2] = uint8_t(steps[i].b);
    }
  }

  // The steps of `k` back in enumeration terms.
  std::vector<massalin::Step> stepsOf(const KeptProgram& k) const {
    std::vector<massalin::Step> out;
    for (unsigned i = 0; i < k.length; ++i) out.push_back({config_.ops[k.steps[3 * i]], k.steps[3 * i + 1], k.steps[3 * i + 2]});
    return out;
  }

  uint64_t programs = 0;
  std::vector<KeptProgram> kept;

private:
  // The price shape of pool entry `pool`: 1 + k for constant k, else 0.
  size_t shape(unsigned pool) const { return pool >= config_.argCount && pool < leafCount_ ? pool - config_.argCount + 1 : 0; }
  // The index in config_.ops of `op`, which is one of them.
  size_t opIndex(const StepOp& op) const {
    size_t i = 0;
    while (config_.ops[i].op != op.op) ++i;
    return i;
  }

  const massalin::EnumerationConfig& config_;
  const InstructionPrices& prices_;
  unsigned leafCount_;
  massalin::FingerprintTable keys_{sizeof(uint64_t)};
};

// `items` joined by commas.
std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& s : items) out += (out.empty() ? "" : ",") + s;
  return out;
}

// The meta values every table has: how it was built and its constant sets (the lanes are written
// per group).
void writeMeta(const BuildOptions& options, cost::CostModel& model, TableWriter& writer) {
  std::vector<std::string> ops, widths;
  for (ir::Opcode op : options.ops) ops.push_back(std::string(ir::opcodeName(op)));
  for (unsigned w : options.widths) widths.push_back(std::to_string(w));
  writer.meta("ops", joined(ops));
  writer.meta("widths", joined(widths));
  writer.meta("max-length", std::to_string(options.maxLength));
  writer.meta("max-arity", std::to_string(options.maxArity));
  if (options.typedLength > 0) {
    std::vector<std::string> typedWidths;
    for (unsigned w : typedTableWidths(options)) typedWidths.push_back(std::to_string(w));
    writer.meta("typed-widths", joined(typedWidths));
    writer.meta("typed-max-length", std::to_string(options.typedLength));
    writer.meta("typed-max-arity", std::to_string(options.typedArity));
  }
  writer.meta("seed", std::to_string(options.seed));
  writer.meta("cost-model", std::string(model.name()) + " " + model.mcpu() + ", per instruction by operand shape");
  for (unsigned w : options.widths) {
    std::vector<std::string> constants;
    for (uint64_t c : tableConstants(options, w)) constants.push_back(programText(Program{{}, {ProgramOperand::Kind::Constant, c}}, w));
    writer.meta("constants." + std::to_string(w), joined(constants));
  }
}

// The untyped rows of one (width, arity) (every program massalin::enumerateAll walks, the
// cheapest per fingerprint), and how many programs were walked.
std::vector<CandidateRow> untypedRows(const BuildOptions& options, unsigned width, unsigned arity, const LaneArgs& lanes,
                                      const InstructionPrices& prices, uint64_t& programs) {
  massalin::EnumerationConfig config;
  config.width = width;
  config.argCount = arity;
  config.constants = tableConstants(options, width);
  for (ir::Opcode op : options.ops) config.ops.push_back({op, ir::ICmpPred::EQ, ir::Opcode::ZExt});
  config.maxLength = options.maxLength;
  CheapestPerFingerprint keeper(config, prices);
  massalin::enumerateAll(config, lanes, keeper);
  programs = keeper.programs;
  std::vector<CandidateRow> rows;
  rows.reserve(keeper.kept.size());
  for (const KeptProgram& k : keeper.kept)
    rows.push_back({k.digest, k.cost, k.length, programText(programFromSteps(keeper.stepsOf(k), k.leaf, arity, config.constants), width)});
  return rows;
}

// The lanes of every (width, arity) a build uses, created and written to the meta on first use.
class BuildLanes {
public:
  BuildLanes(uint64_t seed, TableWriter& writer) : seed_(seed), writer_(writer) {}
  const LaneArgs& of(unsigned width, unsigned arity) {
    auto [it, inserted] = lanes_.try_emplace({width, arity});
    if (inserted) {
      it->second = tableLanes(width, arity, seed_);
      writer_.meta(lanesMetaName(width, arity), lanesText(it->second));
    }
    return it->second;
  }

private:
  uint64_t seed_;
  TableWriter& writer_;
  std::map<std::pair<unsigned, unsigned>, LaneArgs> lanes_;
};

// Enumerates and writes one (width, arity): the untyped programs when `prices` is given, then
// the typed part's of that result and arity; its figures.
GroupFigures buildGroup(const BuildOptions& options, unsigned width, unsigned arity, const InstructionPrices* prices, cost::CostModel& model,
                        BuildLanes& lanes, TableWriter& writer) {
  Clock::time_point start = Clock::now();
  GroupFigures figures{width, arity};
  std::vector<CandidateRow> rows;
  if (prices) rows = untypedRows(options, width, arity, lanes.of(width, arity), *prices, figures.programs);
  std::vector<unsigned> typedWidths = typedTableWidths(options);
  if (arity <= options.typedArity && std::find(typedWidths.begin(), typedWidths.end(), width) != typedWidths.end()) {
    TypedGroup typed = typedGroupRows(options, width, arity, model, [&](unsigned w) -> const LaneArgs& { return lanes.of(w, arity); });
    figures.typedPrograms = typed.programs;
    figures.programs += typed.programs;
    mergeRows(rows, std::move(typed.rows));
  } else {
    mergeRows(rows, {});
  }
  for (const CandidateRow& r : rows) writer.row({width, arity, r.digest, r.program, r.cost, r.length});
  figures.rows = rows.size();
  figures.seconds = secondsSince(start);
  return figures;
}

} // namespace

std::vector<ir::Opcode> defaultTableOps() { return massalin::defaultOps(); }

std::vector<unsigned> typedTableWidths(const BuildOptions& options) {
  if (options.typedLength == 0) return {};
  if (options.typedWidths) return *options.typedWidths;
  std::set<unsigned> widths(options.widths.begin(), options.widths.end());
  widths.insert(1);
  return {widths.begin(), widths.end()};
}

std::vector<uint64_t> tableConstants(const BuildOptions& options, unsigned width) {
  uint64_t m = semantics::word::lowMask<uint64_t>(width);
  std::vector<uint64_t> raw;
  if (options.constants)
    for (int64_t c : *options.constants) raw.push_back(uint64_t(c));
  else
    raw = {0, 1, 2, ~uint64_t(0), uint64_t(width - 1), uint64_t(1) << (width - 1)};
  std::vector<uint64_t> out;
  for (uint64_t c : raw)
    if (std::find(out.begin(), out.end(), c & m) == out.end()) out.push_back(c & m);
  return out;
}

std::string buildOptionsProblem(const BuildOptions& options) {
  if (options.ops.empty()) return "no operations";
  for (ir::Opcode op : options.ops)
    if (!kernelSupports(op)) return "operation " + std::string(ir::opcodeName(op)) + " is not enumerable";
  if (options.maxLength > kMaxTableLength) return "the longest program is at most " + std::to_string(kMaxTableLength) + " instructions";
  if (options.maxArity < 1 || options.maxArity > kMaxTableArity) return "the arity is 1 to " + std::to_string(kMaxTableArity);
  if (options.widths.empty()) return "no widths";
  if (options.typedLength > kMaxTypedLength) return "the longest typed program is at most " + std::to_string(kMaxTypedLength) + " instructions";
  if (options.typedLength > 0 && (options.typedArity < 1 || options.typedArity > kMaxTableArity))
    return "the typed arity is 1 to " + std::to_string(kMaxTableArity);
  if (options.typedLength > 0 && typedTableWidths(options).empty()) return "no typed widths";
  for (unsigned w : typedTableWidths(options))
    if (w < 1 || w > 64) return "typed width " + std::to_string(w) + " is not 1 to 64";
  for (unsigned w : options.widths)
    if (w < 1 || w > 64) return "width " + std::to_string(w) + " is not 1 to 64";
  return "";
}

std::optional<BuildFigures> buildTable(const BuildOptions& options, cost::CostModel& model, TableWriter& writer, std::string& error) {
  error = buildOptionsProblem(options);
  if (!error.empty()) return std::nullopt;
  Clock::time_point start = Clock::now();
  writeMeta(options, model, writer);
  BuildFigures out;
  BuildLanes lanes(options.seed, writer);
  std::set<unsigned> widths(options.widths.begin(), options.widths.end());
  for (unsigned w : typedTableWidths(options)) widths.insert(w);
  for (unsigned width : widths) {
    bool untyped = std::find(options.widths.begin(), options.widths.end(), width) != options.widths.end();
    std::optional<InstructionPrices> prices;
    if (untyped) prices = priceInstructions(options.ops, width, tableConstants(options, width), model, error);
    if (untyped && !prices) return std::nullopt;
    unsigned arities = std::max(untyped ? options.maxArity : 0, options.typedLength > 0 ? options.typedArity : 0);
    for (unsigned arity = 1; arity <= arities; ++arity) {
      out.groups.push_back(buildGroup(options, width, arity, untyped && arity <= options.maxArity ? &*prices : nullptr, model, lanes, writer));
      out.programs += out.groups.back().programs;
      out.rows += out.groups.back().rows;
    }
  }
  writer.commit();
  out.seconds = secondsSince(start);
  return out;
}

} // namespace theseus::synth::peephole
