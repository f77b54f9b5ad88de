#include "tools/theseus/CostCommand.h"

#include "bridge/Import.h"
#include "cost/CostModel.h"
#include "driver/RunReport.h"
#include "tools/theseus/CommandLine.h"
#include "tools/theseus/Verbs.h"

#include <llvm/Support/JSON.h>
#include <llvm/Support/raw_ostream.h>

#include <iostream>
#include <sstream>

namespace theseus::tools {

const char* const kCostHelp = R"(usage: theseus cost FILE.ll [options]

Prints each function's cost as x86-64 machine code for one CPU (never the host's implicitly).

options:
  --model isel|tti|mca   isel: DP instruction selection with the CPU's scheduling model (default)
                         tti:  LLVM's TargetTransformInfo summed over the IR instructions
                         mca:  LLVM's code generator, then llvm-mca in process
  --mcpu CPU             the CPU (default x86-64-v3): skylake, znver3, x86-64, ...
  --cost-kind KIND       tti only: throughput (default), latency, code-size, size-and-latency
  --func NAME            only this function (repeatable)
  --json                 one object per function: function, model, mcpu, cost and the model's detail

Costs compare lexicographically by their key (isel and mca: uOps, reciprocal throughput, cycles).
exit codes: 0 every function priced, 3 some function unsupported, 4 bad input
)";

namespace {

int badInput(const std::string& verb, const std::string& message) {
  std::cerr << "theseus " << verb << ": error: " << message << "\n";
  return ExitBadInput;
}

std::string number(double v) {
  std::ostringstream out;
  out << v;
  return out.str();
}

// The functions of `m` to price: all definitions, or those named by --func.
std::vector<std::string> chosen(const bridge::ImportedModule& m, const std::vector<std::string>& only) {
  if (only.empty()) return m.definitions;
  return only;
}

// The cost of `name` as one JSON object on a line: function, model, mcpu, then cost and the
// model's detail figures (six significant digits), or the error.
void printCostJson(const cost::CostModel& model, const std::string& name, const cost::CostResult& r) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::json::OStream j(os);
  j.object([&] {
    j.attribute("function", name);
    j.attribute("model", llvm::StringRef(model.name()));
    j.attribute("mcpu", model.mcpu());
    if (!r.cost) {
      j.attribute("error", r.error);
      return;
    }
    driver::jsonNumberAttribute(j, "cost", r.cost->primary);
    for (auto& [k, v] : r.cost->detail) driver::jsonNumberAttribute(j, k, v);
  });
  std::cout << text << "\n";
}

void printCost(const cost::CostModel& model, const std::string& name, const cost::CostResult& r, bool json) {
  if (json) {
    printCostJson(model, name, r);
    return;
  }
  std::cout << "@" << name << ": ";
  if (!r.cost) {
    std::cout << "unsupported: " << r.error << "\n";
    return;
  }
  std::cout << model.name() << " " << model.mcpu() << " cost " << number(r.cost->primary) << " (";
  for (size_t i = 0; i < r.cost->detail.size(); ++i) std::cout << (i ? ", " : "") << r.cost->detail[i].first << " " << number(r.cost->detail[i].second);
  std::cout << ")\n";
}

} // namespace

int runCost(const std::vector<std::string>& args) {
  CommandLine cl(args, {"model", "mcpu", "cost-kind", "func"}, {"json", "help"});
  if (cl.has("help")) {
    std::cout << kCostHelp;
    return ExitOk;
  }
  if (!cl.ok()) return badInput("cost", cl.error());
  if (cl.positional().size() != 1) return badInput("cost", "expected one file (see theseus cost --help)");
  cost::CostOptions options;
  options.mcpu = cl.value("mcpu").value_or(options.mcpu);
  options.costKind = cl.value("cost-kind").value_or(options.costKind);
  std::string modelName = cl.value("model").value_or("isel");
  if (cl.has("cost-kind") && modelName != "tti") return badInput("cost", "--cost-kind applies to --model tti only");
  std::string error;
  auto model = cost::createCostModel(modelName, options, error);
  if (!model) return badInput("cost", error);
  bridge::Diagnostic diagnostic;
  auto m = bridge::importFile(cl.positional().front(), diagnostic);
  if (!m) {
    std::cerr << diagnostic.str() << "\n";
    return ExitBadInput;
  }
  std::vector<std::string> names = chosen(*m, cl.values("func"));
  std::vector<const ir::Function*> fs;
  std::vector<std::string> priced;
  int exit = ExitOk;
  for (auto& name : names) {
    if (auto it = m->unsupported.find(name); it != m->unsupported.end()) {
      printCost(*model, name, {std::nullopt, it->second.str()}, cl.has("json"));
      exit = ExitUnsupported;
    } else if (auto* f = m->module->find(name)) {
      fs.push_back(f);
      priced.push_back(name);
    } else
      return badInput("cost", cl.positional().front() + ": no function @" + name);
  }
  auto results = model->costAll(fs);
  for (size_t i = 0; i < results.size(); ++i) {
    printCost(*model, priced[i], results[i], cl.has("json"));
    if (!results[i].cost) exit = ExitUnsupported;
  }
  return exit;
}

static const VerbRegistration kCostVerb{"cost", "each function's cost for a CPU: --model isel|tti|mca, --mcpu", runCost};

} // namespace theseus::tools
