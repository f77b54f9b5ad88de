#include "bridge/Import.h"
#include "rules/AliveText.h"
#include "ir/Printer.h"
#include "rules/Generalize.h"
#include "rules/Instantiate.h"
#include "rules/RuleJson.h"
#include "tools/theseus/CommandLine.h"
#include "tools/theseus/Verbs.h"

#include <algorithm>
#include <iostream>
#include <sstream>

namespace theseus::tools {

namespace {

const char* const kGeneralizeHelp = R"(usage: theseus generalize PAIR.ll [options]

Generalizes a proved concrete rewrite @src => @tgt (one block each, same signature) into a rule
(seed 002, Algorithm 13.3.8): the source's constants become symbols C1..Ck, each target constant
an expression over them (C, -C, ~C, log2(C), W - C, 1 << C, -1 >>u C, masks, C1 op C2, ...), a
precondition is learned from positive and negative instances (isPowerOf2(C), C u< W,
(C1 & C2) == 0, ...) and proved, and the rule is proved at every width W = 1..64. Prints the rule
in the Alive DSL (a `Pre:` line when it has a precondition, the widths it holds at as a comment)
and how general it is: width-free, width-condition, or concrete-only with the reason.

options:
  --src NAME, --tgt NAME   the pair (default @src and @tgt)
  --json                   the result as one JSON object
  --time-limit S           wall-clock budget (default 10); widths not checked in time are undecided
  --timeout-ms N           per solver query (default 2000)
  --max-width N            the widths swept, 1..N (default 64)
  --name NAME              the rule's name (default: the source function's)
  --seed N                 the sampled instances' seed (default 1)
  --print-instance W       instead of the rule, print the pair proved at width W (the symbols as
                           noundef arguments, the precondition as llvm.assume): `theseus verify`
                           checks it again

exit codes: 0 a rule (of any generality), 1 the concrete pair is incorrect, 2 unknown,
3 unsupported construct, 4 bad input (file:line:col: error: ...)
)";

int badInput(const std::string& message) {
  std::cerr << "theseus generalize: error: " << message << "\n";
  return ExitBadInput;
}

void printText(const rules::Generalization& g) {
  std::cout << rules::aliveText(g.rule);
  std::cout << "; generality: " << rules::generalityName(g.generality) << "\n";
  if (!g.reason.empty()) std::cout << "; reason: " << g.reason << "\n";
  if (!g.rule.widths.failed.empty()) {
    std::cout << "; counterexample at W = " << g.rule.widths.firstFailedWidth << ":\n";
    std::string line;
    std::istringstream cex(g.rule.widths.firstCounterexample);
    while (std::getline(cex, line)) std::cout << ";   " << line << "\n";
  }
  std::cout << "; " << g.positives << " positive and " << g.negatives << " negative instances, " << g.learnerRounds
            << " learner round(s), " << g.seconds << " s\n";
}

// Prints the rule's symbolic instance at `w` as a module `theseus verify` reads.
int printInstance(const rules::Rule& rule, unsigned w) {
  auto pair = rules::symbolicInstance(rule, w, true);
  if (!pair) return badInput("the rule is ill-typed at W = " + std::to_string(w));
  ir::Module m;
  m.addFunction(std::move(pair->src));
  m.addFunction(std::move(pair->tgt));
  ir::printModule(std::cout, m);
  return ExitOk;
}

int runGeneralize(const std::vector<std::string>& args) {
  CommandLine cl(args, {"src", "tgt", "time-limit", "timeout-ms", "max-width", "name", "seed", "print-instance"}, {"json", "help"});
  if (cl.has("help")) {
    std::cout << kGeneralizeHelp;
    return ExitOk;
  }
  rules::GeneralizeOptions options;
  if (auto t = cl.unsignedValue("timeout-ms")) options.queryTimeoutMs = std::max(1u, *t);
  if (auto m = cl.unsignedValue("max-width")) options.maxWidth = std::clamp(*m, 1u, 64u);
  if (auto s = cl.unsignedValue("seed")) options.seed = *s;
  if (auto t = cl.value("time-limit")) {
    char* end = nullptr;
    options.timeLimitSeconds = std::strtod(t->c_str(), &end);
    if (end == t->c_str() || *end || options.timeLimitSeconds <= 0) return badInput("--time-limit wants a positive number of seconds");
  }
  if (!cl.ok()) return badInput(cl.error());
  if (cl.positional().size() != 1) return badInput("expected one file (see theseus generalize --help)");
  bridge::Diagnostic error;
  auto m = bridge::importFile(cl.positional()[0], error);
  if (!m) {
    std::cerr << error.str() << "\n";
    return ExitBadInput;
  }
  std::string srcName = cl.value("src").value_or("src"), tgtName = cl.value("tgt").value_or("tgt");
  for (auto& name : {srcName, tgtName}) {
    if (auto it = m->unsupported.find(name); it != m->unsupported.end()) {
      std::cerr << it->second.str() << "\n";
      return ExitUnsupported;
    }
    if (!m->module->find(name)) return badInput(cl.positional()[0] + ": no function @" + name);
  }
  options.name = cl.value("name").value_or(srcName);
  try {
    auto g = rules::generalize(*m->module->find(srcName), *m->module->find(tgtName), m->module->dataLayout, options);
    if (auto w = cl.unsignedValue("print-instance")) return printInstance(g.rule, *w);
    if (cl.has("json")) std::cout << rules::generalizationJson(g) << "\n";
    else printText(g);
    return ExitOk;
  } catch (const rules::GeneralizeError& e) {
    std::cerr << "theseus generalize: " << e.message << "\n";
    return e.exitCode;
  }
}

const VerbRegistration kGeneralize{"generalize", "a proved rewrite as a rule: symbolic constants, a learned precondition, proved widths", runGeneralize};

} // namespace

} // namespace theseus::tools
