#include "synth/peephole/PeepholeEngine.h"

#include "cost/CostModel.h"
#include "semantics/Evaluator.h"
#include "semantics/Interpreter.h"
#include "semantics/WordOps.h"
#include "synth/engine/IntegerFragment.h"
#include "synth/peephole/Fingerprint.h"
#include "synth/peephole/ProgramText.h"
#include "verify/Refinement.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <sstream>

namespace theseus::synth {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// What the table's meta says it holds: its widths, its arity and the lanes of each (width, arity).
struct TableShape {
  std::vector<unsigned> widths;
  unsigned maxArity = 0;
  std::map<std::pair<unsigned, unsigned>, peephole::LaneArgs> lanes;
};

// The shape `reader`'s meta gives; nullopt with `error` when it is missing or malformed.
std::optional<TableShape> readShape(peephole::TableReader& reader, std::string& error) {
  TableShape shape;
  std::optional<std::string> widths = reader.meta("widths"), arity = reader.meta("max-arity");
  if (!widths || !arity) return error = "the table has no widths or arity", std::nullopt;
  try {
    std::stringstream in(*widths);
    for (std::string w; std::getline(in, w, ',');) shape.widths.push_back(unsigned(std::stoul(w)));
    shape.maxArity = unsigned(std::stoul(*arity));
  } catch (const std::exception&) {
    return error = "the table's widths or arity are malformed", std::nullopt;
  }
  for (unsigned w : shape.widths)
    for (unsigned a = 1; a <= shape.maxArity; ++a) {
      std::optional<std::string> text = reader.meta(peephole::lanesMetaName(w, a));
      std::optional<peephole::LaneArgs> lanes = text ? peephole::parseLanesText(*text, a) : std::nullopt;
      if (!lanes) return error = "the table's lanes of i" + std::to_string(w) + " with " + std::to_string(a) + " arguments are missing or malformed", std::nullopt;
      shape.lanes[{w, a}] = std::move(*lanes);
    }
  return shape;
}

// The arguments `cut` reads, by index, in order of first use.
std::vector<unsigned> argumentsByFirstUse(const ir::Function& cut) {
  std::vector<unsigned> out;
  for (auto& inst : cut.entry()->instructions())
    for (ir::Value* v : inst->operands())
      for (unsigned i = 0; i < cut.arguments().size(); ++i)
        if (v == cut.arguments()[i].get() && std::find(out.begin(), out.end(), i) == out.end()) out.push_back(i);
  return out;
}

// The figures of one call.
struct LookupFigures {
  uint64_t lookups = 0, hits = 0, proved = 0, refuted = 0, notCheaper = 0;
  double lookupSeconds = 0, fingerprintSeconds = 0, proofSeconds = 0;
};

// The engine's statistics: the proof counters, `f` as named counters and timings.
EngineStats engineStats(const LookupFigures& f, const SearchCounters& proofs) {
  EngineStats out;
  static_cast<SearchCounters&>(out) = proofs;
  out.candidates = f.hits;
  out.counters = {{"lookups", f.lookups}, {"hits", f.hits}, {"proved", f.proved}, {"refuted", f.refuted}, {"not-cheaper", f.notCheaper}};
  out.timings = {{"lookup", f.lookupSeconds}, {"fingerprint", f.fingerprintSeconds}, {"proof", f.proofSeconds}};
  return out;
}

class PeepholeEngine final : public Engine {
public:
  PeepholeEngine(std::unique_ptr<peephole::TableReader> reader, TableShape shape) : reader_(std::move(reader)), shape_(std::move(shape)) {}

  std::string_view name() const override { return "peephole-db"; }

  // Engine::run: scope, lookup, profit, proof (synth/peephole/PeepholeEngine.h).
  EngineResult run(const EngineRequest& request) override {
    Clock::time_point start = Clock::now();
    EngineResult out;
    LookupFigures figures;
    SearchCounters proofs;
    out.unsupported = scopeProblem(request.cut);
    if (out.unsupported.empty() && countInstructions(request.cut) > 0) {
      try {
        lookUpAndProve(request, start, figures, proofs, out);
      } catch (const semantics::UnsupportedConstruct& e) {
        out.unsupported = e.what();
      } catch (const std::runtime_error& e) {
        out.unsupported = std::string("the peephole database failed: ") + e.what();
      }
    }
    out.stats = engineStats(figures, proofs);
    out.stats.seconds = secondsSince(start);
    return out;
  }

private:
  // Why the table cannot answer for `cut`, or the empty string.
  std::string scopeProblem(const ir::Function& cut) const {
    std::string reason = integerFragmentUnsupportedReason(cut);
    if (!reason.empty()) return reason;
    unsigned width = cut.returnType().bits();
    if (std::find(shape_.widths.begin(), shape_.widths.end(), width) == shape_.widths.end())
      return "the peephole database has no i" + std::to_string(width) + " programs";
    size_t reads = argumentsByFirstUse(cut).size();
    if (reads > shape_.maxArity)
      return "the cut reads " + std::to_string(reads) + " arguments; the peephole database has programs of at most " + std::to_string(shape_.maxArity);
    return "";
  }

  // The fingerprint of `cut` on the lanes of (width, argMap.size()), argument i of the lanes
  // being cut argument argMap[i] (the others 0).
  uint64_t fingerprintOf(const ir::Function& cut, const ir::DataLayout& dl, const std::vector<unsigned>& argMap) {
    unsigned width = cut.returnType().bits();
    std::vector<semantics::TestOutput> outputs = semantics::evaluate(cut, dl, laneInputs(width, unsigned(cut.arguments().size()), argMap));
    uint64_t values[peephole::kLanes];
    uint32_t taint = 0;
    for (unsigned t = 0; t < peephole::kLanes; ++t) {
      const semantics::ConcreteLane& ret = outputs[t].ret.front();
      bool bad = outputs[t].ub || ret.poison;
      taint |= uint32_t(bad) << t;
      values[t] = bad ? 0 : ret.value.low64() & semantics::word::lowMask<uint64_t>(width);
    }
    return peephole::fingerprintDigest(values, taint, width);
  }

  // The table's lanes of (width, argMap.size()) as inputs of a cut of `arguments` iN arguments,
  // lane argument i going to cut argument argMap[i] and the others 0; built once per such shape.
  const std::vector<semantics::TestInput>& laneInputs(unsigned width, unsigned arguments, const std::vector<unsigned>& argMap) {
    std::vector<unsigned> key{width, arguments};
    key.insert(key.end(), argMap.begin(), argMap.end());
    auto [it, inserted] = inputsByShape_.try_emplace(std::move(key));
    if (!inserted) return it->second;
    const peephole::LaneArgs& lanes = shape_.lanes.at({width, unsigned(argMap.size())});
    std::vector<semantics::TestInput>& inputs = it->second;
    inputs.resize(peephole::kLanes);
    for (unsigned t = 0; t < peephole::kLanes; ++t) {
      for (unsigned a = 0; a < arguments; ++a) inputs[t].args.push_back({semantics::ConcreteLane{ir::Bits(width, 0), false}});
      for (size_t i = 0; i < argMap.size(); ++i) inputs[t].args[argMap[i]].front().value = ir::Bits(width, lanes[t][i]);
    }
    return inputs;
  }

  // Looks `request.cut` (in scope, at least one instruction) up and, for a hit cheaper than it,
  // proves it; a proved hit goes to out.rewrites. Throws what the table or the evaluator throws.
  void lookUpAndProve(const EngineRequest& request, Clock::time_point start, LookupFigures& figures, SearchCounters& proofs, EngineResult& out) {
    const ir::Function& cut = request.cut;
    unsigned width = cut.returnType().bits();
    std::vector<unsigned> argMap = argumentsByFirstUse(cut);
    if (argMap.empty()) argMap.push_back(0);
    cost::CostResult before = request.cost.cost(cut);
    if (before.cost) out.sourceCost = before.cost->primary;
    Clock::time_point lookupStart = Clock::now();
    uint64_t fingerprint = fingerprintOf(cut, request.dl, argMap);
    figures.fingerprintSeconds = secondsSince(lookupStart);
    std::optional<peephole::TableRow> row = reader_->lookup(width, unsigned(argMap.size()), fingerprint);
    figures.lookupSeconds = secondsSince(lookupStart);
    ++figures.lookups;
    if (!row) return;
    ++figures.hits;
    std::string error;
    std::optional<peephole::Program> program = peephole::parseProgram(row->program, width, unsigned(argMap.size()), error);
    if (!program) throw std::runtime_error("row '" + row->program + "': " + error);
    std::unique_ptr<ir::Function> candidate = peephole::buildFunction(*program, cut, argMap);
    cost::CostResult after = request.cost.cost(*candidate);
    if (!before.cost || !after.cost || !(*after.cost < *before.cost)) {
      ++figures.notCheaper;
      return;
    }
    std::optional<unsigned> timeoutMs = queryTimeoutMs(request.budget, start);
    if (!timeoutMs) {
      proofs.timedOut = true;
      return;
    }
    Clock::time_point proofStart = Clock::now();
    verify::Options options;
    options.timeoutMs = *timeoutMs;
    ++proofs.smtQueries;
    verify::Result r = verify::checkRefinement(cut, *candidate, request.dl, options);
    figures.proofSeconds = secondsSince(proofStart);
    if (r.verdict == verify::Verdict::Incorrect) {
      ++figures.refuted;
      ++proofs.counterexamples;
      return;
    }
    if (r.verdict != verify::Verdict::Correct) {
      ++proofs.unknowns;
      return;
    }
    ++figures.proved;
    keepRewrite(request, std::move(candidate), after.cost->primary, figures.proofSeconds, secondsSince(start), out);
  }

  // The query timeout: the budget's, cut to what is left of budget.seconds; nullopt when none is left.
  static std::optional<unsigned> queryTimeoutMs(const EngineBudget& budget, Clock::time_point start) {
    if (budget.seconds <= 0) return budget.queryTimeoutMs;
    double left = budget.seconds - secondsSince(start);
    if (left <= 0) return std::nullopt;
    return unsigned(std::max(1.0, std::min(double(budget.queryTimeoutMs), left * 1000)));
  }

  // Adds `proved` (cost `cost` under request.cost) to out.rewrites, priced by request.precise too.
  static void keepRewrite(const EngineRequest& request, std::unique_ptr<ir::Function> proved, double cost, double proofSeconds, double foundSeconds,
                          EngineResult& out) {
    EngineRewrite rewrite;
    rewrite.cost = rewrite.preciseCost = cost;
    if (request.precise)
      if (cost::CostResult precise = request.precise->cost(*proved); precise.cost) rewrite.preciseCost = precise.cost->primary;
    rewrite.proofSeconds = proofSeconds;
    rewrite.foundSeconds = foundSeconds;
    rewrite.function = std::move(proved);
    out.rewrites.push_back(std::move(rewrite));
  }

  std::unique_ptr<peephole::TableReader> reader_;
  TableShape shape_;
  // The lane inputs by (width, cut arguments, argument map); a cache that changes no answer.
  std::map<std::vector<unsigned>, std::vector<semantics::TestInput>> inputsByShape_;
};

} // namespace

std::unique_ptr<Engine> createPeepholeEngine(std::unique_ptr<peephole::TableReader> reader, std::string& error) {
  std::optional<TableShape> shape;
  try {
    shape = readShape(*reader, error);
  } catch (const std::runtime_error& e) {
    error = e.what();
  }
  if (!shape) return nullptr;
  return std::make_unique<PeepholeEngine>(std::move(reader), std::move(*shape));
}

std::unique_ptr<Engine> createPeepholeEngine(const EngineSettings& settings, std::string& error) {
  EngineSettingsReader settingsReader("peephole-db", settings);
  std::optional<std::string> database = settingsReader.read<std::string>("database");
  error = settingsReader.error();
  if (!error.empty()) return nullptr;
  if (!database) return error = "engine peephole-db: the setting 'database' (the table file) is required", nullptr;
  peephole::TableOpener opener = peephole::installedTableOpener();
  if (!opener) return error = "engine peephole-db: this program cannot open peephole databases", nullptr;
  std::unique_ptr<peephole::TableReader> reader = opener(*database, error);
  if (!reader) return nullptr;
  std::unique_ptr<Engine> engine = createPeepholeEngine(std::move(reader), error);
  if (!engine) error = *database + ": " + error;
  return engine;
}

} // namespace theseus::synth
