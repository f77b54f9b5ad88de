#include "synth/peephole/PeepholeEngine.h"

#include "cost/CostModel.h"
#include "semantics/Evaluator.h"
#include "semantics/Interpreter.h"
#include "semantics/WordOps.h"
#include "synth/engine/IntegerFragment.h"
#include "synth/peephole/Fingerprint.h"
#include "synth/peephole/ProgramText.h"
#include "synth/peephole/TypedEnumeration.h"
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
  // The typed part's widths and arity (none when the table has no typed part).
  std::vector<unsigned> typedWidths;
  unsigned typedArity = 0;
  std::map<std::pair<unsigned, unsigned>, peephole::LaneArgs> lanes;
};

// The widths `text` lists ("8,16,32"); throws std::exception when malformed.
std::vector<unsigned> widthList(const std::string& text) {
  std::vector<unsigned> out;
  std::stringstream in(text);
  for (std::string w; std::getline(in, w, ',');) out.push_back(unsigned(std::stoul(w)));
  return out;
}

// The shape `reader`'s meta gives; nullopt with `error` when it is missing or malformed.
std::optional<TableShape> readShape(peephole::TableReader& reader, std::string& error) {
  TableShape shape;
  std::optional<std::string> widths = reader.meta("widths"), arity = reader.meta("max-arity");
  if (!widths || !arity) return error = "the table has no widths or arity", std::nullopt;
  std::optional<std::string> typedWidths = reader.meta("typed-widths"), typedArity = reader.meta("typed-max-arity");
  try {
    shape.widths = widthList(*widths);
    shape.maxArity = unsigned(std::stoul(*arity));
    if (typedWidths && typedArity) {
      shape.typedWidths = widthList(*typedWidths);
      shape.typedArity = unsigned(std::stoul(*typedArity));
    }
  } catch (const std::exception&) {
    return error = "the table's widths or arity are malformed", std::nullopt;
  }
  for (unsigned w : shape.typedWidths)
    for (unsigned a = 1; a <= shape.typedArity; ++a) {
      std::optional<std::string> text = reader.meta(peephole::lanesMetaName(w, a));
      std::optional<peephole::LaneArgs> lanes = text ? peephole::parseLanesText(*text, a) : std::nullopt;
      if (!lanes) return error = "the table's lanes of i" + std::to_string(w) + " with " + std::to_string(a) + " arguments are missing or malformed", std::nullopt;
      shape.lanes[{w, a}] = std::move(*lanes);
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
  uint64_t lookups = 0, hits = 0, proved = 0, refuted = 0, notCheaper = 0, otherSignature = 0;
  double lookupSeconds = 0, fingerprintSeconds = 0, proofSeconds = 0;
};

// The engine's statistics: the proof counters, `f` as named counters and timings.
EngineStats engineStats(const LookupFigures& f, const SearchCounters& proofs) {
  EngineStats out;
  static_cast<SearchCounters&>(out) = proofs;
  out.candidates = f.hits;
  out.counters = {{"lookups", f.lookups}, {"hits", f.hits}, {"proved", f.proved}, {"refuted", f.refuted}, {"not-cheaper", f.notCheaper}, {"other-signature", f.otherSignature}};
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
  // The signature the table is asked under for `cut`: its result width and the widths of the
  // arguments it reads, in order of first use (argMap).
  static peephole::Signature signatureOf(const ir::Function& cut, const std::vector<unsigned>& argMap) {
    peephole::Signature s{cut.returnType().bits(), {}};
    for (unsigned i : argMap) s.args.push_back(cut.arguments()[i]->type().bits());
    return s;
  }

  // Whether the untyped part (uniform signatures over the table's widths) holds `s`.
  bool untypedHolds(const peephole::Signature& s) const {
    return s.uniform() && s.args.size() <= shape_.maxArity && std::find(shape_.widths.begin(), shape_.widths.end(), s.result) != shape_.widths.end();
  }

  // Whether the typed part holds `s`: its widths among the typed widths, at most two distinct.
  bool typedHolds(const peephole::Signature& s) const {
    if (s.args.size() > shape_.typedArity) return false;
    auto has = [&](unsigned w) { return std::find(shape_.typedWidths.begin(), shape_.typedWidths.end(), w) != shape_.typedWidths.end(); };
    std::vector<unsigned> distinct{s.result};
    for (unsigned w : s.args)
      if (std::find(distinct.begin(), distinct.end(), w) == distinct.end()) distinct.push_back(w);
    return distinct.size() <= 2 && std::all_of(distinct.begin(), distinct.end(), has);
  }

  // Why the table cannot answer for `cut`, or the empty string (Engine::scopeProblem).
  std::string scopeProblem(const ir::Function& cut) const override {
    if (cut.blocks().size() != 1) return "the source has more than one block";
    if (!cut.returnType().isInt() || cut.returnType().bits() > 64) return "the source must return an integer of at most 64 bits";
    if (cut.arguments().empty()) return "the source has no arguments";
    for (auto& a : cut.arguments())
      if (!a->type().isInt() || a->type().bits() > 64) return "argument %" + a->name() + " is not an integer of at most 64 bits";
    if (!semantics::evaluatorSupports(cut)) return "the source is outside the concrete evaluator";
    std::vector<unsigned> argMap = argumentsByFirstUse(cut);
    if (argMap.empty()) argMap.push_back(0);
    peephole::Signature s = signatureOf(cut, argMap);
    if (untypedHolds(s) || typedHolds(s)) return "";
    return "the peephole database has no programs of signature " + peephole::signatureName(s);
  }

  // The key of `cut` on the table's lanes of signature `s` (argument i of the lanes being cut
  // argument argMap[i], the others 0).
  uint64_t fingerprintOf(const ir::Function& cut, const ir::DataLayout& dl, const std::vector<unsigned>& argMap, const peephole::Signature& s) {
    unsigned width = s.result;
    std::vector<semantics::TestOutput> outputs = semantics::evaluate(cut, dl, laneInputs(cut, argMap, s));
    uint64_t values[peephole::kLanes];
    uint32_t taint = 0;
    for (unsigned t = 0; t < peephole::kLanes; ++t) {
      const semantics::ConcreteLane& ret = outputs[t].ret.front();
      bool bad = outputs[t].ub || ret.poison;
      taint |= uint32_t(bad) << t;
      values[t] = bad ? 0 : ret.value.low64() & semantics::word::lowMask<uint64_t>(width);
    }
    return peephole::signatureDigest(values, taint, s);
  }

  // The table's lanes of `s` as inputs of `cut`, lane argument i going to cut argument argMap[i]
  // and the others 0; built once per (cut argument widths, argument map).
  const std::vector<semantics::TestInput>& laneInputs(const ir::Function& cut, const std::vector<unsigned>& argMap, const peephole::Signature& s) {
    std::vector<unsigned> key;
    for (auto& a : cut.arguments()) key.push_back(a->type().bits());
    key.push_back(~0u);
    key.insert(key.end(), argMap.begin(), argMap.end());
    auto [it, inserted] = inputsByShape_.try_emplace(std::move(key));
    if (!inserted) return it->second;
    unsigned arity = unsigned(argMap.size());
    peephole::LaneArgs lanes = peephole::signatureLanes(s, [&](unsigned w) -> const peephole::LaneArgs& { return shape_.lanes.at({w, arity}); });
    std::vector<semantics::TestInput>& inputs = it->second;
    inputs.resize(peephole::kLanes);
    for (unsigned t = 0; t < peephole::kLanes; ++t) {
      for (auto& a : cut.arguments()) inputs[t].args.push_back({semantics::ConcreteLane{ir::Bits(a->type().bits(), 0), false}});
      for (size_t i = 0; i < argMap.size(); ++i) inputs[t].args[argMap[i]].front().value = ir::Bits(s.args[i], lanes[t][i]);
    }
    return inputs;
  }

  // The function of `row`'s program for `cut` (signature `s`, arguments argMap); null when the
  // program is of another signature (a key shared by two signatures). Throws on a malformed row.
  static std::unique_ptr<ir::Function> candidateOf(const peephole::TableRow& row, const ir::Function& cut, const std::vector<unsigned>& argMap,
                                                   const peephole::Signature& s) {
    std::string error;
    if (peephole::isTypedProgramText(row.program)) {
      std::optional<peephole::TypedProgram> typed = peephole::parseTypedProgram(row.program, s.args, error);
      if (!typed && error.find("is not an i") != std::string::npos) return nullptr;
      if (!typed) throw std::runtime_error("row '" + row.program + "': " + error);
      if (typed->resultWidth() != s.result) return nullptr;
      return peephole::buildTypedFunction(*typed, cut, argMap);
    }
    if (!s.uniform()) return nullptr;
    std::optional<peephole::Program> program = peephole::parseProgram(row.program, s.result, unsigned(argMap.size()), error);
    if (!program) throw std::runtime_error("row '" + row.program + "': " + error);
    return peephole::buildFunction(*program, cut, argMap);
  }

  // Looks `request.cut` (in scope, at least one instruction) up and, for a hit cheaper than it,
  // proves it; a proved hit goes to out.rewrites. Throws what the table or the evaluator throws.
  void lookUpAndProve(const EngineRequest& request, Clock::time_point start, LookupFigures& figures, SearchCounters& proofs, EngineResult& out) {
    const ir::Function& cut = request.cut;
    std::vector<unsigned> argMap = argumentsByFirstUse(cut);
    if (argMap.empty()) argMap.push_back(0);
    peephole::Signature signature = signatureOf(cut, argMap);
    cost::CostResult before = request.cost.cost(cut);
    if (before.cost) out.sourceCost = before.cost->primary;
    Clock::time_point lookupStart = Clock::now();
    uint64_t fingerprint = fingerprintOf(cut, request.dl, argMap, signature);
    figures.fingerprintSeconds = secondsSince(lookupStart);
    std::optional<peephole::TableRow> row = reader_->lookup(signature.result, unsigned(argMap.size()), fingerprint);
    figures.lookupSeconds = secondsSince(lookupStart);
    ++figures.lookups;
    if (!row) return;
    ++figures.hits;
    std::unique_ptr<ir::Function> candidate = candidateOf(*row, cut, argMap, signature);
    if (!candidate) {
      ++figures.otherSignature;
      return;
    }
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
