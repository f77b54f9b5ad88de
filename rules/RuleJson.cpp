#include "rules/RuleJson.h"

#include "rules/AliveText.h"
#include "verify/VerdictReport.h"

#include <sstream>

namespace theseus::rules {

namespace {

std::string list(const std::vector<unsigned>& xs) {
  std::string s = "[";
  for (size_t i = 0; i < xs.size(); ++i) s += (i ? "," : "") + std::to_string(xs[i]);
  return s + "]";
}

std::string widthText(const Width& w) { return w.variable ? "W" : std::to_string(w.bits); }

} // namespace

std::string generalizationJson(const Generalization& g) {
  using verify::jsonString;
  const Rule& r = g.rule;
  std::ostringstream os;
  os << "{\"name\":" << jsonString(r.name) << ",\"generality\":" << jsonString(std::string(generalityName(g.generality)))
     << ",\"reason\":" << jsonString(g.reason) << ",\"alive\":" << jsonString(aliveText(r))
     << ",\"precondition\":" << jsonString(alivePrecondition(r)) << ",\"found_width\":" << r.foundWidth << ",\"symbols\":[";
  for (size_t i = 0; i < r.symbols.size(); ++i)
    os << (i ? "," : "") << "{\"name\":" << jsonString(r.symbols[i].name) << ",\"width\":" << jsonString(widthText(r.symbols[i].type.width))
       << ",\"found\":" << jsonString(r.symbols[i].found.toSignedDecimal()) << "}";
  os << "],\"widths\":{\"proved\":" << list(r.widths.proved) << ",\"failed\":" << list(r.widths.failed) << ",\"unknown\":" << list(r.widths.unknown)
     << ",\"untyped\":" << list(r.widths.untyped) << ",\"condition\":" << jsonString(r.widths.condition())
     << ",\"first_failed_width\":" << r.widths.firstFailedWidth << ",\"counterexample\":" << jsonString(r.widths.firstCounterexample) << "}";
  os << ",\"positives\":" << g.positives << ",\"negatives\":" << g.negatives << ",\"learner_rounds\":" << g.learnerRounds
     << ",\"seconds\":" << g.seconds << ",\"proof_seconds\":[";
  for (size_t i = 0; i < g.proofSeconds.size(); ++i) os << (i ? "," : "") << "[" << g.proofSeconds[i].first << "," << g.proofSeconds[i].second << "]";
  os << "]}";
  return os.str();
}

} // namespace theseus::rules
