// theseus rules: every proved rewrite of a harvest (its report.json) or of a rewrite cache,
// generalized into rules (rules/Generalize.h), merged and ranked as a set (rules/RuleSet.h), and
// written as DIR/rules.opt (Alive), DIR/rules.json and a self-contained DIR/rules.html.
#include "bridge/Import.h"
#include "rules/Generalize.h"
#include "rules/RuleSet.h"
#include "store/RewriteCache.h"
#include "verify/VerdictReport.h"
#include "tools/theseus/CommandLine.h"
#include "tools/theseus/Verbs.h"

#include "rules/CppText.h"
#include "rules/LitText.h"
#include "tools/theseus/RulesBuild.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/JSON.h>
#include <llvm/Support/MemoryBuffer.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <set>
#include <thread>

namespace theseus::tools {

namespace {

const char* const kRulesHelp = R"(usage: theseus rules (--cache URL | --report report.json) -o DIR [options]

Reads every proved rewrite of a harvest report (with the source location of its cut) or of a
rewrite cache, generalizes each distinct one into a rule with symbolic constants, a learned
precondition and the widths 1..64 it is proved at (rules::generalize), merges rules with equal
Alive text, folds rules another subsumes into its sources, ranks them by the cuts of the input
they match, and writes DIR/rules.opt (Alive DSL), DIR/rules.json, DIR/rules.html, DIR/rules.cpp
(every rule with a C++ form as an LLVM 19 matcher, and the pass plugin theseus-rules) and
DIR/tests/rule-N.ll (a lit test of rule N in the plugin). A rewrite that cannot be generalized
is listed with its reason in rules.json and rules.html.

options:
  --report FILE        a harvest's report.json (or `theseus opt --report`'s): its proved records
  --cache URL          a rewrite cache (sqlite:PATH, PATH, redis://HOST:PORT): its Rewrite entries
  -o DIR               the output folder (created)
  --jobs N             generalize N rewrites at a time, in threads (default 1)
  --time-limit S       seconds per rewrite's generalization (default 10)
  --query-timeout-ms N per solver query (default 2000)
  --max-width N        the widths checked are 1..N (default 64)
  --cost-model M       with --cache: the cost model of the cache keys (default isel)
  --mcpu CPU           with --cache: the CPU of the cache keys (default x86-64-v3)
  --build              also build DIR/TheseusRules.so from DIR/rules.cpp (clang++-19, LLVM 19)

exit codes: 0 written (whatever generalized), 4 bad input (unreadable or malformed report,
unopenable cache, bad option)
)";

using Clock = std::chrono::steady_clock;

int badInput(const std::string& message) {
  std::cerr << "theseus rules: error: " << message << "\n";
  return ExitBadInput;
}

// A proved rewrite as read, and the cuts (every distinct one of the input) to rank rules by.
struct Input {
  std::vector<rules::RuleSource> rewrites;
  std::vector<std::string> cutTexts;
};

std::optional<Input> readReport(const std::string& path, std::string& error) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer) {
    error = path + ": " + buffer.getError().message();
    return std::nullopt;
  }
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse((*buffer)->getBuffer());
  if (!parsed) {
    error = path + ": malformed JSON: " + llvm::toString(parsed.takeError());
    return std::nullopt;
  }
  const llvm::json::Object* top = parsed->getAsObject();
  const llvm::json::Array* records = top ? top->getArray("cuts") : nullptr;
  if (top && !records) records = top->getArray("records");
  if (!records) {
    error = path + ": not a harvest or opt report (no \"cuts\" or \"records\" array)";
    return std::nullopt;
  }
  Input in;
  std::set<std::pair<std::string, std::string>> seen;
  std::set<std::string> cuts;
  for (size_t i = 0; i < records->size(); ++i) {
    const llvm::json::Object* r = (*records)[i].getAsObject();
    auto cut = r ? r->getString("cut") : std::nullopt;
    auto outcome = r ? r->getString("outcome") : std::nullopt;
    if (!cut || !outcome) {
      error = path + ": record " + std::to_string(i) + " has no \"cut\" or \"outcome\" string";
      return std::nullopt;
    }
    if (cuts.insert(cut->str()).second) in.cutTexts.push_back(cut->str());
    if (*outcome != "proved" && *outcome != "applied" && *outcome != "no-gain-after-isel") continue;
    auto rewrite = r->getString("rewrite");
    if (!rewrite || rewrite->empty()) continue;
    if (!seen.insert({cut->str(), rewrite->str()}).second) continue;
    rules::RuleSource s;
    s.cutText = cut->str();
    s.rewriteText = rewrite->str();
    if (auto file = r->getString("file")) s.file = file->str();
    s.line = unsigned(r->getInteger("line").value_or(0));
    s.column = unsigned(r->getInteger("column").value_or(0));
    in.rewrites.push_back(std::move(s));
  }
  return in;
}

std::optional<Input> readCache(const std::string& url, const std::string& costModel, const std::string& mcpu, std::string& error) {
  std::unique_ptr<store::RewriteStore> cache = store::openRewriteStore(url, error);
  if (!cache) return std::nullopt;
  auto texts = cache->rewriteTexts(costModel, mcpu);
  if (!texts) {
    error = cache->url() + ": this store cannot list its rewrites";
    return std::nullopt;
  }
  Input in;
  for (auto& [key, rewrite] : *texts) {
    in.cutTexts.push_back(key);
    in.rewrites.push_back({key, rewrite, "", 0, 0});
  }
  return in;
}

// One imported text: its module (owning the function) and the function, or why it did not import.
struct Imported {
  std::optional<bridge::ImportedModule> module;
  const ir::Function* function = nullptr;
  std::string error;
};

Imported importOne(const std::string& text, const std::string& name, llvm::LLVMContext& context) {
  Imported out;
  bridge::Diagnostic diag;
  out.module = bridge::importText(text, name, context, diag);
  if (!out.module) {
    out.error = diag.str();
    return out;
  }
  if (out.module->definitions.size() != 1) {
    out.error = name + ": defines " + std::to_string(out.module->definitions.size()) + " functions, not one";
    return out;
  }
  const std::string& fn = out.module->definitions.front();
  auto unsupported = out.module->unsupported.find(fn);
  if (unsupported != out.module->unsupported.end()) {
    out.error = unsupported->second.str();
    return out;
  }
  out.function = out.module->module->find(fn);
  if (!out.function) out.error = name + ": @" + fn + " did not import";
  return out;
}

// The outcome of generalizing one rewrite.
struct Outcome {
  std::optional<rules::Generalization> generalization;
  std::string error;
  int exitCode = 3;
  double seconds = 0;
};

Outcome generalizeOne(const rules::RuleSource& s, const rules::GeneralizeOptions& options, llvm::LLVMContext& context) {
  Outcome out;
  Imported cut = importOne(s.cutText, "cut", context), rewrite = importOne(s.rewriteText, "rewrite", context);
  if (!cut.function || !rewrite.function) {
    out.error = "import: " + (cut.function ? rewrite.error : cut.error);
    return out;
  }
  try {
    out.generalization = rules::generalize(*cut.function, *rewrite.function, cut.module->module->dataLayout, options);
  } catch (const rules::GeneralizeError& e) {
    out.error = e.message;
    out.exitCode = e.exitCode;
  } catch (const std::exception& e) {
    out.error = std::string("generalize: ") + e.what();
  }
  return out;
}

bool writeFile(const std::string& path, const std::string& text, std::string& error) {
  std::ofstream f(path);
  f << text;
  if (!f) error = "cannot write " + path;
  return bool(f);
}

} // namespace

// Writes DIR/rules.cpp (every rule with a C++ form, in rank order; each rule's entry keeps its
// function text), DIR/tests/rule-N.ll (a lit test per such rule) and DIR/tests/lit.cfg.py (which
// runs them against DIR/TheseusRules.so with this theseus binary, or the `theseus` on PATH when
// the running binary's path cannot be read: it was replaced while running). False with `error`
// when a file cannot be written.
bool writeCpp(rules::RuleSet& set, const std::string& dir, std::string& error) {
  std::vector<rules::Rule> ranked;
  for (rules::RuleEntry& e : set.rules()) {
    std::string reason;
    e.cppText = rules::cppRuleFunction(e.generalization.rule, "theseusRule" + std::to_string(ranked.size() + 1), reason);
    ranked.push_back(e.generalization.rule);
  }
  std::vector<std::string> skipped;
  if (!writeFile(dir + "/rules.cpp", rules::cppRulesFile(ranked, &skipped), error)) return false;
  for (const std::string& line : skipped) std::cerr << "rules: no C++ for " << line << "\n";
  if (llvm::sys::fs::create_directories(dir + "/tests")) {
    error = "cannot create " + dir + "/tests";
    return false;
  }
  for (size_t i = 0; i < ranked.size(); ++i)
    if (!set.rules()[i].cppText.empty() && !writeFile(dir + "/tests/rule-" + std::to_string(i + 1) + ".ll", rules::litTestText(ranked[i], unsigned(i + 1)), error))
      return false;
  std::string self = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  if (self.empty()) self = "theseus";
  std::string cfg = "# The lit tests of the rules in ../rules.cpp, run against ../TheseusRules.so (theseus rules --build).\n"
                    "import os\nimport lit.formats\n"
                    "config.name = 'TheseusRules'\nconfig.test_format = lit.formats.ShTest(True)\nconfig.suffixes = ['.ll']\n"
                    "config.test_source_root = os.path.dirname(__file__)\n"
                    "config.environment['PATH'] = os.pathsep.join(['/usr/lib/llvm-19/bin', config.environment.get('PATH', '')])\n"
                    "config.substitutions.append(('%rules_plugin', os.path.join(os.path.dirname(__file__), '..', 'TheseusRules.so')))\n"
                    "config.substitutions.append(('%theseus', " + verify::jsonString(self) + "))\n";
  return writeFile(dir + "/tests/lit.cfg.py", cfg, error);
}

int runRules(const std::vector<std::string>& args) {
  CommandLine cl(args, {"cache", "report", "o", "jobs", "time-limit", "query-timeout-ms", "max-width", "cost-model", "mcpu"}, {"build", "help"});
  if (cl.has("help")) {
    std::cout << kRulesHelp;
    return ExitOk;
  }
  std::optional<unsigned> jobs = cl.unsignedValue("jobs"), queryMs = cl.unsignedValue("query-timeout-ms"),
                          maxWidth = cl.unsignedValue("max-width");
  if (!cl.ok()) return badInput(cl.error());
  if (!cl.positional().empty()) return badInput("unexpected argument '" + cl.positional().front() + "' (see theseus rules --help)");
  if (cl.has("cache") == cl.has("report")) return badInput("expected exactly one of --cache URL and --report FILE");
  std::optional<std::string> dir = cl.value("o");
  if (!dir || dir->empty()) return badInput("expected -o DIR");
  rules::GeneralizeOptions options;
  if (auto limit = cl.value("time-limit")) {
    char* end = nullptr;
    options.timeLimitSeconds = std::strtod(limit->c_str(), &end);
    if (limit->empty() || *end || options.timeLimitSeconds <= 0) return badInput("--time-limit expects a positive number of seconds");
  }
  if (queryMs) options.queryTimeoutMs = *queryMs;
  if (maxWidth) {
    if (*maxWidth < 1 || *maxWidth > 64) return badInput("--max-width expects 1..64");
    options.maxWidth = *maxWidth;
  }

  std::string error;
  std::optional<Input> in = cl.has("report") ? readReport(*cl.value("report"), error)
                                             : readCache(*cl.value("cache"), cl.value("cost-model").value_or("isel"),
                                                         cl.value("mcpu").value_or("x86-64-v3"), error);
  if (!in) return badInput(error);
  if (llvm::sys::fs::create_directories(*dir)) return badInput("cannot create " + *dir);

  auto start = Clock::now();
  size_t n = in->rewrites.size();
  std::vector<Outcome> outcomes(n);
  std::atomic<size_t> next{0}, done{0};
  std::mutex printing;
  auto work = [&] {
    llvm::LLVMContext context;
    for (size_t i; (i = next++) < n;) {
      auto started = Clock::now();
      outcomes[i] = generalizeOne(in->rewrites[i], options, context);
      outcomes[i].seconds = std::chrono::duration<double>(Clock::now() - started).count();
      std::lock_guard<std::mutex> lock(printing);
      const Outcome& o = outcomes[i];
      std::cerr << "rules: [" << ++done << "/" << n << "] " << in->rewrites[i].location() << (in->rewrites[i].file.empty() ? "" : " ")
                << (o.generalization ? std::string(rules::generalityName(o.generalization->generality)) + ", " +
                                           o.generalization->rule.widths.condition()
                                     : "not generalized: " + o.error)
                << "\n";
    }
  };
  unsigned threads = std::max(1u, std::min<unsigned>(jobs.value_or(1), unsigned(std::max<size_t>(n, 1))));
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  double generalizeSeconds = std::chrono::duration<double>(Clock::now() - start).count();

  rules::RuleSet set;
  for (size_t i = 0; i < n; ++i) {
    if (outcomes[i].generalization) set.add(std::move(*outcomes[i].generalization), in->rewrites[i]);
    else set.addFailure(in->rewrites[i], outcomes[i].error, outcomes[i].exitCode, outcomes[i].seconds);
  }
  size_t folded = set.foldSubsumed();
  llvm::LLVMContext context;
  std::vector<Imported> cuts;
  cuts.reserve(in->cutTexts.size());
  std::vector<const ir::Function*> cutFunctions;
  for (const std::string& text : in->cutTexts) {
    cuts.push_back(importOne(text, "cut", context));
    if (cuts.back().function && cuts.back().function->blocks().size() == 1) cutFunctions.push_back(cuts.back().function);
  }
  set.rank(cutFunctions);

  if (!writeCpp(set, *dir, error)) return badInput(error);
  std::string title = "Theseus rules from " + (cl.has("report") ? *cl.value("report") : *cl.value("cache"));
  if (!writeFile(*dir + "/rules.opt", rules::rulesOpt(set), error) || !writeFile(*dir + "/rules.json", rules::rulesJson(set), error) ||
      !writeFile(*dir + "/rules.html", rules::rulesHtml(set, title), error))
    return badInput(error);
  std::map<std::string, size_t> by;
  for (const rules::RuleEntry& e : set.rules()) ++by[std::string(rules::generalityName(e.generalization.generality))];
  std::cout << "rules: " << set.rewrites() << " proved rewrites, " << set.rewritesGeneralized() << " generalized, "
            << set.failures().size() << " not generalized; " << set.rules().size() << " rules (" << by["width-free"] << " width-free, "
            << by["width-condition"] << " width-condition, " << by["concrete-only"] << " concrete-only), " << folded
            << " subsumed rules folded; ranked over " << cutFunctions.size() << " cuts; " << generalizeSeconds << " s generalizing\n"
            << *dir << "/rules.html\n";
  if (cl.has("build")) {
    if (!buildRulesPlugin(*dir + "/rules.cpp", *dir + "/TheseusRules.so", error)) return badInput("--build: " + error);
    std::cout << *dir << "/TheseusRules.so\n";
  }
  return ExitOk;
}

static const VerbRegistration kRules{"rules", "generalize proved rewrites into a ranked set of rules (Alive, JSON, HTML)", runRules};

} // namespace theseus::tools
