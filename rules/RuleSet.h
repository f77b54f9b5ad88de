#pragma once
// A set of generalized rules with the concrete rewrites (cuts) they came from: rules with equal
// Alive text are one rule, a rule another subsumes is folded into that other's sources, and the
// rules are ranked by the cuts of the input they cover. Writers: rules.json, rules.html,
// rules.opt. No LLVM: the caller imports cut and rewrite texts and hands in Theseus IR.
#include "rules/Generalize.h"
#include "rules/Rule.h"

#include <memory>
#include <string>
#include <vector>

namespace theseus::rules {

// One concrete rewrite as the harvest or the cache recorded it: the cut, its proved rewrite, and
// where the cut's root is in the program (file empty and line 0 when unknown).
struct RuleSource {
  std::string cutText, rewriteText, file;
  unsigned line = 0, column = 0;
  // "file:line:col", "file" or "" as known.
  std::string location() const;
};

// A rule of the set: its generalization (of the first rewrite that gave it), the rewrites whose
// generalization is this rule or one it subsumes, and the cuts of the input it covers.
struct RuleEntry {
  Generalization generalization;
  // aliveText(rule) without its Name: line: the identity of the rule in the set.
  std::string aliveKey;
  std::vector<RuleSource> sources;
  // Seconds of every generalization that gave this rule or a rule folded into it.
  std::vector<double> generalizeSeconds;
  // Indices (into the cuts given to rank()) of the cuts ruleMatches fires on.
  std::vector<size_t> coveredCuts;
  // The rule's C++ (an LLVM 19 matcher), when a writer for it is available; else empty.
  std::string cppText;
};

// A proved rewrite whose generalization ended in an error: listed, never dropped.
struct FailedRewrite {
  RuleSource source;
  std::string reason;
  int exitCode = 3;
  double seconds = 0;
};

class RuleSet {
public:
  // Adds the generalization `g` of the rewrite `source`: merged into the rule with equal Alive
  // text (Name: ignored) when there is one, a new rule otherwise.
  void add(Generalization g, RuleSource source);
  // Records a rewrite that could not be generalized.
  void addFailure(RuleSource source, std::string reason, int exitCode, double seconds = 0);
  // Folds every rule another subsumes into that other's sources: B subsumes A when B's
  // ruleMatches fires on A's concrete source instance (A's symbols at their found values, at A's
  // found width) and A's proved widths are among B's. Of two rules that subsume each other the
  // one earlier in (generality, more proved widths, smaller source, shorter text) is kept.
  // Returns the number of rules folded.
  size_t foldSubsumed();
  // Computes each rule's covered cuts (ruleMatches over `cuts`) and orders the rules: more cuts
  // covered first, then width-free before width-conditioned before concrete-only, then more
  // sources, then the Alive text.
  void rank(const std::vector<const ir::Function*>& cuts);

  std::vector<RuleEntry>& rules() { return rules_; }
  const std::vector<RuleEntry>& rules() const { return rules_; }
  const std::vector<FailedRewrite>& failures() const { return failures_; }
  // Distinct rewrites added (by add or addFailure), and those whose rule is width-free,
  // width-conditioned or has symbols.
  size_t rewrites() const { return rewrites_; }
  size_t rewritesGeneralized() const { return rewritesGeneralized_; }
  size_t cutsRanked() const { return cutsRanked_; }

private:
  std::vector<RuleEntry> rules_;
  std::vector<FailedRewrite> failures_;
  size_t rewrites_ = 0, rewritesGeneralized_ = 0, cutsRanked_ = 0;
};

// Whether a generalization counts as generalized: width-free, width-conditioned, or with symbols.
bool isGeneralized(const Generalization& g);
// aliveText(rule) with its Name: line removed.
std::string aliveKey(const Rule& rule);
// The rule's source at its found width with its symbols at their found values; null when the
// rule has no such instance.
std::unique_ptr<ir::Function> concreteSourceInstance(const Rule& rule);
// Whether `general` subsumes `specific` (see RuleSet::foldSubsumed).
bool subsumes(const RuleEntry& general, const RuleEntry& specific);

// rules.json: the counts, then per rule its Alive text, name, generality, reason, precondition,
// widths, condition, its concrete source instance as LLVM text (`instance`), sources and proof
// times, then the failures.
std::string rulesJson(const RuleSet& set);
// rules.opt: every rule's Alive text, blank-line separated, in rank order.
std::string rulesOpt(const RuleSet& set);
// rules.html: self-contained; a summary table, then each rule with its Alive text, its C++ when
// known, and its sources; then the failures. `title` heads the page.
std::string rulesHtml(const RuleSet& set, const std::string& title);

} // namespace theseus::rules
