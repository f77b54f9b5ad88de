#include "rules/Generalize.h"

#include "rules/FromPair.h"
#include "rules/Instances.h"
#include "rules/Instantiate.h"
#include "rules/Learner.h"
#include "rules/ConstExpr.h"
#include "verify/VerdictReport.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <sstream>
#include <thread>

namespace theseus::rules {

namespace {

using Clock = std::chrono::steady_clock;

// The wall clock of one generalization.
class Deadline {
public:
  explicit Deadline(double seconds) : start_(Clock::now()), seconds_(seconds) {}
  double elapsed() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }
  double left() const { return seconds_ - elapsed(); }
  double total() const { return seconds_; }

private:
  Clock::time_point start_;
  double seconds_;
};

const unsigned kCandidatesPerConstant = 6;
const unsigned kCombinations = 96;
const unsigned kLearnerRounds = 8;

// The grammar's expressions equal to `tc.found` at the found width and values, simplest first,
// then the literal itself.
std::vector<ConstExpr> candidatesFor(const Rule& rule, const TargetConstant& tc) {
  const Node& n = rule.target.nodes[tc.node];
  std::vector<ir::Bits> found;
  for (auto& s : rule.symbols) found.push_back(s.found);
  std::vector<ConstExpr> out;
  for (auto& e : constExprGrammar(rule.symbols, n.type.width)) {
      if (out.size() == kCandidatesPerConstant) break;
      auto v = evaluateConstExpr(e, tc.found.width(), rule.foundWidth, found, rule.symbols);
      if (v && *v == tc.found) out.push_back(e);
    }
  if (auto v = smallIntegerOf(tc.found); v && n.type.width.variable) out.push_back(ConstExpr::smallInt(*v));
  out.push_back(ConstExpr::lit(tc.found));
  return out;
}

// The instances the choice of expressions and the learner look at: the found width, and a few
// others when W varies.
std::vector<ConstantInstance> learningInstances(const Rule& rule, uint64_t seed) {
  auto out = sampleInstances(rule, rule.foundWidth, 48, seed);
  bool variable = !rule.inputs.empty() && rule.inputs[0].type.width.variable;
  for (auto& s : rule.symbols) variable = variable || s.type.width.variable;
  if (!variable) return out;
  for (unsigned w : {8u, 16u, 32u, 64u})
    if (w != rule.foundWidth && symbolicInstance(rule, w, false))
      for (auto& inst : sampleInstances(rule, w, 12, seed + w)) out.push_back(std::move(inst));
  return out;
}

// Writes `exprs[i]` as the constant of the target node of `tcs[i]`.
void setTargetConstants(Rule& rule, const std::vector<TargetConstant>& tcs, const std::vector<ConstExpr>& exprs) {
  for (size_t i = 0; i < tcs.size(); ++i) rule.target.nodes[tcs[i].node].constant = exprs[i];
}

// Picks, among the candidates' combinations (in order, simplest first), the one that passes the
// most sampled instances (trying no more once half the time is gone); leaves it in `rule` and
// returns the pass/fail of each instance.
std::vector<bool> chooseExpressions(Rule& rule, const std::vector<TargetConstant>& tcs, const std::vector<ConstantInstance>& instances,
                                    uint64_t seed, const Deadline& deadline) {
  std::vector<std::vector<ConstExpr>> cands;
  for (auto& tc : tcs) cands.push_back(candidatesFor(rule, tc));
  std::vector<size_t> pick(tcs.size(), 0), best;
  std::vector<bool> bestPass;
  size_t bestScore = 0;
  for (unsigned n = 0; n < kCombinations; ++n) {
    std::vector<ConstExpr> exprs;
    for (size_t i = 0; i < tcs.size(); ++i) exprs.push_back(cands[i][pick[i]]);
    setTargetConstants(rule, tcs, exprs);
    auto pass = passesOnSamples(rule, instances, seed);
    size_t score = size_t(std::count(pass.begin(), pass.end(), true));
    if (best.empty() || score > bestScore) best = pick, bestScore = score, bestPass = pass;
    if (score == instances.size() || deadline.left() < deadline.total() / 2) break;
    size_t i = 0;
    while (i < pick.size() && ++pick[i] == cands[i].size()) pick[i++] = 0;
    if (i == pick.size()) break;
  }
  std::vector<ConstExpr> exprs;
  for (size_t i = 0; i < tcs.size(); ++i) exprs.push_back(cands[i][best.empty() ? 0 : best[i]]);
  setTargetConstants(rule, tcs, exprs);
  return bestPass;
}

// Whether a constant of variable width is (or mentions) a literal: then W cannot vary.
bool hasVariableLiteral(const Rule& rule) {
  for (const Pattern* p : {&rule.source, &rule.target})
    for (auto& n : p->nodes)
      if (n.kind == Node::Kind::Constant && n.type.width.variable && n.verbatimLanes.empty() && n.constant.hasLiteral()) return true;
  return false;
}

// Whether any value of the rule has the width W.
bool hasVariableWidth(const Rule& rule) {
  for (const Pattern* p : {&rule.source, &rule.target})
    for (auto& n : p->nodes)
      if (n.type.width.variable) return true;
  return false;
}

// The verdict of the rule's symbolic instance at `w` (precondition included) within `timeoutMs`;
// `typed` is false, and the result empty, when the rule is ill-typed at `w`.
verify::Result prove(const Rule& rule, unsigned w, const ir::DataLayout& dl, unsigned timeoutMs, bool& typed) {
  auto pair = symbolicInstance(rule, w, true);
  typed = pair.has_value();
  if (!pair) return {};
  verify::Options options;
  options.timeoutMs = std::max(1u, timeoutMs);
  return verify::checkRefinement(*pair->src, *pair->tgt, dl, options);
}

// The symbols' values in a counterexample of a symbolic instance at `w`.
std::optional<ConstantInstance> counterexampleInstance(const Rule& rule, unsigned w, const verify::Counterexample& cex) {
  ConstantInstance inst{w, {}};
  for (auto& s : rule.symbols) {
    std::optional<ir::Bits> value;
    for (auto& in : cex.inputs)
      if (in.name == "%" + s.name && !in.lanes.empty() && in.lanes[0].kind == verify::LaneText::Kind::Value)
        value = ir::Bits::fromDecimal(s.type.width.at(w), in.lanes[0].unsignedValue);
    if (!value) return std::nullopt;
    inst.values.push_back(*value);
  }
  return inst;
}

// `r` as `theseus verify` prints it.
std::string reportText(const verify::Result& r) {
  std::ostringstream os;
  verify::printReport(os, "src", "tgt", r);
  return os.str();
}

// The constants of the target left literal, as a reason: "target constant 65155 is no expression...".
std::string literalReason(const Rule& rule, const std::vector<TargetConstant>& tcs) {
  std::string out;
  for (auto& tc : tcs)
    if (rule.target.nodes[tc.node].constant.op == ConstExpr::Op::Literal)
      out += (out.empty() ? "" : ", ") + tc.found.toSignedDecimal();
  return out.empty() ? "" : "target constant(s) " + out + " are no expressions of the grammar over the source's constants";
}

// Learns a precondition and proves the rule at its found width, a counterexample becoming a new
// negative instance each round. Returns false (with `reason`) when no precondition of the grammar
// makes the rule provable.
bool learnAndProve(Rule& rule, std::vector<ConstantInstance> positives, std::vector<ConstantInstance> negatives,
                   const std::vector<ConstantInstance>& population, const ir::DataLayout& dl, const GeneralizeOptions& opt,
                   const Deadline& deadline, Generalization& g, std::string& reason) {
  for (unsigned round = 0; round < kLearnerRounds; ++round) {
    g.learnerRounds = round + 1;
    auto pre = learnPrecondition(rule, positives, negatives, population, 3);
    if (!pre) {
      reason = "no precondition of the grammar separates the " + std::to_string(positives.size()) + " positive from the " +
               std::to_string(negatives.size()) + " negative instances";
      return false;
    }
    rule.precondition = *pre;
    bool typed = true;
    double left = deadline.left();
    auto r = prove(rule, rule.foundWidth, dl, unsigned(std::max(1.0, std::min<double>(opt.queryTimeoutMs, left * 1000))), typed);
    g.proofSeconds.push_back({rule.foundWidth, r.seconds});
    if (r.verdict == verify::Verdict::Correct) {
      g.negatives = unsigned(negatives.size());
      return true;
    }
    std::optional<ConstantInstance> cex;
    if (r.verdict == verify::Verdict::Incorrect && r.counterexample) cex = counterexampleInstance(rule, rule.foundWidth, *r.counterexample);
    if (!cex) {
      reason = "the generalized rule is " + std::string(verify::verdictName(r.verdict)) + " at its own width: " + r.reason;
      return false;
    }
    negatives.push_back(*cex);
  }
  reason = "no precondition found within " + std::to_string(kLearnerRounds) + " rounds";
  return false;
}

// The widths to sweep, the ones compilers use most first, so that a sweep cut short by its time
// limit has decided those.
std::vector<unsigned> sweepOrder(unsigned maxWidth, unsigned found) {
  std::vector<unsigned> out;
  for (unsigned w : {8u, 16u, 32u, 64u, 1u, 2u, 4u})
    if (w <= maxWidth && w != found) out.push_back(w);
  for (unsigned w = 1; w <= maxWidth; ++w)
    if (w != found && std::find(out.begin(), out.end(), w) == out.end()) out.push_back(w);
  return out;
}

// The verdict of one width of the sweep.
struct WidthVerdict {
  bool typed = true, checked = false;
  verify::Result result;
};

// Proves the rule at every other width 1..maxWidth within the time left, on two threads (each
// query has a solver context of its own).
void sweepWidths(Rule& rule, const ir::DataLayout& dl, const GeneralizeOptions& opt, const Deadline& deadline, Generalization& g) {
  rule.widths.proved = {rule.foundWidth};
  if (!hasVariableWidth(rule)) return;
  std::vector<unsigned> order = sweepOrder(opt.maxWidth, rule.foundWidth);
  std::vector<WidthVerdict> verdicts(order.size());
  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t i; (i = next++) < order.size();) {
      if (deadline.left() <= 0.05) continue;
      double left = deadline.left() * 1000;
      verdicts[i].result = prove(rule, order[i], dl, unsigned(std::min<double>(opt.queryTimeoutMs, left)), verdicts[i].typed);
      verdicts[i].checked = true;
    }
  };
  std::thread helper(work);
  work();
  helper.join();
  for (size_t i = 0; i < order.size(); ++i) {
    unsigned w = order[i];
    const verify::Result& r = verdicts[i].result;
    if (!verdicts[i].typed) rule.widths.untyped.push_back(w);
    else if (!verdicts[i].checked || r.verdict == verify::Verdict::Unknown || r.verdict == verify::Verdict::Unsupported) rule.widths.unknown.push_back(w);
    else if (r.verdict == verify::Verdict::Correct) rule.widths.proved.push_back(w);
    else rule.widths.failed.push_back(w);
    if (verdicts[i].checked && verdicts[i].typed) g.proofSeconds.push_back({w, r.seconds});
  }
  for (auto* ws : {&rule.widths.proved, &rule.widths.failed, &rule.widths.unknown, &rule.widths.untyped}) std::sort(ws->begin(), ws->end());
  if (!rule.widths.failed.empty()) {
    rule.widths.firstFailedWidth = rule.widths.failed.front();
    size_t i = size_t(std::find(order.begin(), order.end(), rule.widths.firstFailedWidth) - order.begin());
    rule.widths.firstCounterexample = reportText(verdicts[i].result);
  }
}

// How general a proved rule is, from its widths and symbols (rules/Rule.h Generality).
Generality generalityOf(const Rule& rule) {
  if (hasVariableWidth(rule) && rule.widths.widthFree()) return Generality::WidthFree;
  if (rule.widths.proved.size() > 1 || !rule.symbols.empty()) return Generality::WidthCondition;
  return Generality::ConcreteOnly;
}

// The concrete rewrite itself as a rule, proved at its width by the caller.
Generalization concreteRule(const ir::Function& src, const ir::Function& tgt, const GeneralizeOptions& opt, std::string reason) {
  Generalization g;
  g.rule = ruleTemplate(src, tgt, false).rule;
  g.rule.name = opt.name;
  g.rule.widths.proved = {g.rule.foundWidth};
  g.generality = Generality::ConcreteOnly;
  g.reason = std::move(reason);
  return g;
}

// Whether `tgt` refines `src` with every argument attribute dropped (then the rule needs none),
// proved within `vopt`'s timeout (a pair that is slow to prove without them keeps them, since every
// width's proof would be as slow).
bool holdsWithoutInputAttributes(const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl, const verify::Options& vopt) {
  bool any = false;
  for (auto& a : src.arguments()) any = any || !a->attrs.empty();
  if (!any) return true;
  auto bareSrc = src.clone("src"), bareTgt = tgt.clone("tgt");
  for (auto* f : {bareSrc.get(), bareTgt.get()})
    for (auto& a : f->arguments()) a->attrs = {};
  return verify::checkRefinement(*bareSrc, *bareTgt, dl, vopt).verdict == verify::Verdict::Correct;
}


// One attempt at a rule from template `t`: expressions for the target's constants, a learned
// precondition, a proof at the found width. On success `g.rule` is that rule; on failure
// `reason` says why.
bool attempt(const RuleTemplate& t, const ir::DataLayout& dl, const GeneralizeOptions& opt, const Deadline& deadline, Generalization& g,
             std::string& reason, std::string& literalNote) {
  Rule rule = t.rule;
  auto instances = learningInstances(rule, opt.seed);
  auto pass = chooseExpressions(rule, t.targetConstants, instances, opt.seed, deadline);
  literalNote = literalReason(rule, t.targetConstants);
  if (hasVariableLiteral(rule)) fixWidths(rule);
  std::vector<ConstantInstance> positives, negatives;
  for (size_t i = 0; i < instances.size(); ++i)
    if (instances[i].w == rule.foundWidth) (pass[i] ? positives : negatives).push_back(instances[i]);
  g.positives = unsigned(positives.size());
  g.negatives = unsigned(negatives.size());
  if (!learnAndProve(rule, positives, negatives, instances, dl, opt, deadline, g, reason)) return false;
  g.rule = std::move(rule);
  return true;
}

// The reason a proved rule is not width-free, from its widths and what fixed them.
std::string widthReason(const Rule& rule, const std::string& fixedWidthReason, const std::string& literalNote) {
  std::string why = rule.widths.failed.empty() ? "" : "fails at W = " + std::to_string(rule.widths.firstFailedWidth);
  if (!fixedWidthReason.empty()) why = fixedWidthReason;
  else if (!literalNote.empty()) why = literalNote;
  if (!rule.widths.unknown.empty()) why += (why.empty() ? "" : "; ") + std::to_string(rule.widths.unknown.size()) + " width(s) undecided";
  return "holds at " + rule.widths.condition() + (why.empty() ? "" : ": " + why);
}

} // namespace

Generalization generalize(const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl, const GeneralizeOptions& opt) {
  Deadline deadline(opt.timeLimitSeconds);
  checkSameSignature(src, tgt);
  verify::Options vopt;
  vopt.timeoutMs = unsigned(std::max(1.0, std::min(opt.queryTimeoutMs * 4.0, deadline.left() * 1000)));
  auto concrete = verify::checkRefinement(src, tgt, dl, vopt);
  if (concrete.verdict != verify::Verdict::Correct)
    throw GeneralizeError{"the concrete pair is not proved: " + std::string(verify::verdictName(concrete.verdict)) + ": " + concrete.reason + "\n" +
                              reportText(concrete),
                          verify::verdictExitCode(concrete.verdict)};
  RuleTemplate t = ruleTemplate(src, tgt, true);
  t.rule.name = opt.name;
  std::string attrNote;
  verify::Options quick;
  quick.timeoutMs = unsigned(std::max(1.0, std::min(opt.queryTimeoutMs / 4.0, deadline.left() * 1000)));
  if (holdsWithoutInputAttributes(src, tgt, dl, quick))
    for (auto& in : t.rule.inputs) in.attrs = {};
  else attrNote = "it assumes its inputs' attributes (noundef, range)";
  Generalization g;
  std::string reason, literalNote;
  bool found = attempt(t, dl, opt, deadline, g, reason, literalNote);
  if (!found && smallSymbolsAsIntegers(t)) found = attempt(t, dl, opt, deadline, g, reason, literalNote);
  if (!found) {
    auto out = concreteRule(src, tgt, opt, reason + (literalNote.empty() ? "" : "; " + literalNote));
    out.seconds = deadline.elapsed();
    out.learnerRounds = g.learnerRounds;
    out.positives = g.positives;
    out.negatives = g.negatives;
    out.proofSeconds = g.proofSeconds;
    return out;
  }
  sweepWidths(g.rule, dl, opt, deadline, g);
  g.generality = generalityOf(g.rule);
  if (g.generality != Generality::WidthFree) g.reason = widthReason(g.rule, t.fixedWidthReason, literalNote);
  if (!attrNote.empty()) g.reason += (g.reason.empty() ? "" : "; ") + attrNote;
  g.seconds = deadline.elapsed();
  return g;
}

} // namespace theseus::rules
