#include "rules/RuleSet.h"

#include "rules/AliveText.h"
#include "rules/Instantiate.h"
#include "rules/Match.h"

#include <algorithm>
#include <numeric>
#include <sstream>

namespace theseus::rules {

std::string RuleSource::location() const {
  if (file.empty()) return "";
  if (line == 0) return file;
  return file + ":" + std::to_string(line) + ":" + std::to_string(column);
}

bool isGeneralized(const Generalization& g) { return g.generality != Generality::ConcreteOnly || !g.rule.symbols.empty(); }

std::string aliveKey(const Rule& rule) {
  std::istringstream in(aliveText(rule));
  std::string line, out;
  while (std::getline(in, line))
    if (line.rfind("Name:", 0) != 0) out += line + "\n";
  return out;
}

std::unique_ptr<ir::Function> concreteSourceInstance(const Rule& rule) {
  std::vector<ir::Bits> values;
  for (const Symbol& s : rule.symbols) values.push_back(s.found);
  std::optional<InstancePair> pair = concreteInstance(rule, rule.foundWidth, values);
  if (!pair) return nullptr;
  return std::move(pair->src);
}

namespace {

bool provedWithin(const WidthReport& inner, const WidthReport& outer) {
  return std::all_of(inner.proved.begin(), inner.proved.end(),
                     [&](unsigned w) { return std::find(outer.proved.begin(), outer.proved.end(), w) != outer.proved.end(); });
}

int generalityRank(Generality g) {
  switch (g) {
  case Generality::WidthFree: return 0;
  case Generality::WidthCondition: return 1;
  case Generality::ConcreteOnly: return 2;
  }
  return 3;
}

// The order of preference between rules that subsume each other: more general first.
bool preferred(const RuleEntry& a, const RuleEntry& b) {
  auto key = [](const RuleEntry& e) {
    const Rule& r = e.generalization.rule;
    return std::make_tuple(generalityRank(e.generalization.generality), -int(r.widths.proved.size()), r.precondition.size(),
                           r.source.nodes.size(), e.aliveKey.size());
  };
  auto ka = key(a), kb = key(b);
  if (ka != kb) return ka < kb;
  return a.aliveKey < b.aliveKey;
}

void absorb(RuleEntry& into, RuleEntry& from) {
  for (RuleSource& s : from.sources) into.sources.push_back(std::move(s));
  into.generalizeSeconds.insert(into.generalizeSeconds.end(), from.generalizeSeconds.begin(), from.generalizeSeconds.end());
}

} // namespace

bool subsumes(const RuleEntry& general, const RuleEntry& specific) {
  const Rule& g = general.generalization.rule;
  const Rule& s = specific.generalization.rule;
  if (!provedWithin(s.widths, g.widths)) return false;
  std::unique_ptr<ir::Function> instance = concreteSourceInstance(s);
  return instance && ruleMatches(g, *instance);
}

void RuleSet::add(Generalization g, RuleSource source) {
  ++rewrites_;
  if (isGeneralized(g)) ++rewritesGeneralized_;
  std::string key = aliveKey(g.rule);
  auto same = std::find_if(rules_.begin(), rules_.end(), [&](const RuleEntry& e) { return e.aliveKey == key; });
  if (same != rules_.end()) {
    same->sources.push_back(std::move(source));
    same->generalizeSeconds.push_back(g.seconds);
    return;
  }
  RuleEntry e;
  e.generalizeSeconds.push_back(g.seconds);
  e.generalization = std::move(g);
  e.aliveKey = std::move(key);
  e.sources.push_back(std::move(source));
  rules_.push_back(std::move(e));
}

void RuleSet::addFailure(RuleSource source, std::string reason, int exitCode, double seconds) {
  ++rewrites_;
  failures_.push_back({std::move(source), std::move(reason), exitCode, seconds});
}

namespace {

using Subsumes = std::vector<std::vector<bool>>;

// by[j][i]: rule j subsumes rule i (fires on i's concrete source instance at widths within j's).
Subsumes subsumptionMatrix(const std::vector<RuleEntry>& rules) {
  size_t n = rules.size();
  Subsumes by(n, std::vector<bool>(n, false));
  for (size_t i = 0; i < n; ++i) {
    std::unique_ptr<ir::Function> instance = concreteSourceInstance(rules[i].generalization.rule);
    if (!instance) continue;
    for (size_t j = 0; j < n; ++j)
      if (j != i && provedWithin(rules[i].generalization.rule.widths, rules[j].generalization.rule.widths))
        by[j][i] = ruleMatches(rules[j].generalization.rule, *instance);
  }
  return by;
}

// Visits the rules in `order` (most general first): a rule is folded into the first kept rule
// that subsumes it, else kept. Returns the kept rules; `foldedInto` gets each folded rule's target.
std::vector<size_t> keepMostGeneral(const std::vector<size_t>& order, const Subsumes& by, std::vector<long>& foldedInto) {
  std::vector<size_t> kept;
  for (size_t i : order) {
    auto target = std::find_if(kept.begin(), kept.end(), [&](size_t k) { return by[k][i]; });
    if (target != kept.end()) foldedInto[i] = long(*target);
    else kept.push_back(i);
  }
  return kept;
}

// Folds a kept rule into a kept, unfolded rule visited after it that subsumes it without being
// subsumed by it (less preferred but broader); only into rules not folded themselves, so the
// chains of `foldedInto` end.
void foldIntoBroaderRules(const std::vector<size_t>& kept, const Subsumes& by, std::vector<long>& foldedInto) {
  for (size_t a = 0; a < kept.size(); ++a)
    for (size_t b = 0; b < kept.size(); ++b) {
      size_t i = kept[a], j = kept[b];
      if (i != j && foldedInto[i] < 0 && foldedInto[j] < 0 && by[j][i] && !by[i][j]) foldedInto[i] = long(j);
    }
}

} // namespace

size_t RuleSet::foldSubsumed() {
  size_t n = rules_.size();
  Subsumes by = subsumptionMatrix(rules_);
  std::vector<size_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return preferred(rules_[a], rules_[b]); });
  std::vector<long> foldedInto(n, -1);
  foldIntoBroaderRules(keepMostGeneral(order, by, foldedInto), by, foldedInto);
  auto root = [&](size_t i) {
    while (foldedInto[i] >= 0) i = size_t(foldedInto[i]);
    return i;
  };
  size_t folded = 0;
  for (size_t i : order)
    if (foldedInto[i] >= 0) {
      absorb(rules_[root(i)], rules_[i]);
      ++folded;
    }
  std::vector<RuleEntry> out;
  for (size_t i = 0; i < n; ++i)
    if (foldedInto[i] < 0) out.push_back(std::move(rules_[i]));
  rules_ = std::move(out);
  rulesFolded_ += folded;
  return folded;
}

void RuleSet::rank(const std::vector<const ir::Function*>& cuts) {
  cutsRanked_ = cuts.size();
  for (RuleEntry& e : rules_) {
    e.coveredCuts.clear();
    for (size_t c = 0; c < cuts.size(); ++c)
      if (ruleMatches(e.generalization.rule, *cuts[c])) e.coveredCuts.push_back(c);
  }
  std::stable_sort(rules_.begin(), rules_.end(), [](const RuleEntry& a, const RuleEntry& b) {
    if (a.coveredCuts.size() != b.coveredCuts.size()) return a.coveredCuts.size() > b.coveredCuts.size();
    int ga = generalityRank(a.generalization.generality), gb = generalityRank(b.generalization.generality);
    if (ga != gb) return ga < gb;
    if (a.sources.size() != b.sources.size()) return a.sources.size() > b.sources.size();
    return a.aliveKey < b.aliveKey;
  });
  for (size_t i = 0; i < rules_.size(); ++i) rules_[i].generalization.rule.name = "rule-" + std::to_string(i + 1);
}

} // namespace theseus::rules
