#include "tools/theseus/CostCommand.h"

#include "bridge/Import.h"
#include "cost/isel/IselModel.h"
#include "cost/isel/IselTree.h"
#include "tools/theseus/CommandLine.h"
#include "tools/theseus/Verbs.h"

#include <llvm/Support/JSON.h>
#include <llvm/Support/raw_ostream.h>

#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <map>

namespace theseus::tools {

const char* const kIselHelp = R"(usage: theseus isel FILE.ll [--mcpu CPU] [--func NAME]
       theseus isel --patterns

Prints the x86-64 instructions the isel cost model selects for each function, in dependence
order, each with its pattern, the IR values it reads and writes, and its weight from the CPU's
scheduling model (uops, latency, reciprocal throughput). The return is not priced.

options:
  --mcpu CPU    the CPU (default x86-64-v3)
  --func NAME   only this function (repeatable)
  --weights OPCODE=UOPS,...   replace the scheduling model's figures of these MC opcodes by a
                uOp count alone (seed 004's hand-made cost sets)
  --patterns    print every pattern as JSON (name, tree, result, types, mc, why, meaning), one a line

exit codes: 0 every function selected, 3 some value has no pattern, 4 bad input
)";

namespace {

// The printed name of `v`: %name, a constant's value, or %tN for an unnamed value.
std::string valueName(const ir::Value* v, std::map<const ir::Value*, std::string>& anonymous) {
  if (v->valueKind() == ir::Value::Kind::Constant) {
    auto k = cost::constantValue(v);
    return k ? std::to_string(*k) : "<const>";
  }
  if (!v->name().empty()) return "%" + v->name();
  auto [it, added] = anonymous.emplace(v, "%t" + std::to_string(anonymous.size()));
  return it->second;
}

// One function's selection as text.
void printSelection(const std::string& name, const std::string& mcpu, const cost::Selection& s) {
  std::cout << "@" << name << " (" << mcpu << "): ";
  if (!s.error.empty()) {
    std::cout << "unsupported: " << s.error << "\n";
    return;
  }
  std::cout << s.instrs.size() << " instructions, uops " << s.uops << ", rthroughput " << s.rthroughput << ", latency " << s.latency << "\n";
  std::map<const ir::Value*, std::string> anonymous;
  for (auto& i : s.instrs) {
    std::string operands;
    for (unsigned k = 0; k < i.inputCount; ++k) operands += (k ? ", " : "") + valueName(i.inputs[k], anonymous);
    std::string text = valueName(i.result, anonymous) + " = " + std::string(i.pattern->name) + "(" + operands + ")";
    std::cout << "  " << std::left << std::setw(16) << i.weight->opcode << std::setw(28) << text << " uops " << i.weight->uops << " lat "
              << i.weight->latency << " rthru " << i.weight->rthroughput << "  ; " << i.pattern->why << "\n";
  }
}

// The pattern table as JSON lines, for the test that proves every pattern's meaning.
void printPatterns() {
  const char* kinds[] = {"reg", "imm", "addr", "flags"};
  const char* types[] = {"scalar", "wide", "vector", "any", "promoted", "float-scalar", "float-vector"};
  for (auto& p : cost::iselPatterns()) {
    std::string line;
    llvm::raw_string_ostream os(line);
    llvm::json::OStream j(os);
    j.object([&] {
      j.attribute("name", llvm::StringRef(p.name));
      j.attribute("tree", llvm::StringRef(p.tree));
      j.attribute("result", kinds[int(p.result)]);
      j.attribute("types", types[int(p.types)]);
      j.attribute("mc", llvm::StringRef(p.mc));
      j.attribute("priority", p.priority);
      j.attribute("leafBits", p.leafBits);
      j.attribute("rootBits", p.rootBits);
      j.attribute("feature", llvm::StringRef(p.feature));
      j.attribute("why", llvm::StringRef(p.why));
      j.attribute("meaning", llvm::StringRef(p.meaning));
    });
    std::cout << line << "\n";
  }
}

// Applies `--weights IMUL64rri32=3,LEA64r=1`; false with `error` on a malformed entry.
bool applyWeights(cost::IselModel& model, const std::string& text, std::string& error) {
  size_t start = 0;
  while (start < text.size()) {
    size_t comma = text.find(',', start);
    std::string entry = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    size_t eq = entry.find('=');
    char* end = nullptr;
    double uops = eq == std::string::npos ? 0 : std::strtod(entry.c_str() + eq + 1, &end);
    if (eq == std::string::npos || eq == 0 || !end || *end) {
      error = "--weights expects OPCODE=UOPS,..., not '" + entry + "'";
      return false;
    }
    model.weights().overrideUops(entry.substr(0, eq), uops);
    start = comma == std::string::npos ? text.size() : comma + 1;
  }
  return true;
}

} // namespace

int runIsel(const std::vector<std::string>& args) {
  CommandLine cl(args, {"mcpu", "func", "weights"}, {"help", "patterns"});
  if (cl.has("help")) {
    std::cout << kIselHelp;
    return ExitOk;
  }
  if (cl.has("patterns") && cl.ok()) {
    printPatterns();
    return ExitOk;
  }
  auto bad = [](const std::string& message) {
    std::cerr << "theseus isel: error: " << message << "\n";
    return int(ExitBadInput);
  };
  if (!cl.ok()) return bad(cl.error());
  if (cl.positional().size() != 1) return bad("expected one file (see theseus isel --help)");
  cost::CostOptions options;
  options.mcpu = cl.value("mcpu").value_or(options.mcpu);
  std::string error;
  auto model = cost::createIselModel(options, error);
  if (!model) return bad(error);
  if (!applyWeights(*model, cl.value("weights").value_or(""), error)) return bad(error);
  bridge::Diagnostic diagnostic;
  auto m = bridge::importFile(cl.positional().front(), diagnostic);
  if (!m) {
    std::cerr << diagnostic.str() << "\n";
    return ExitBadInput;
  }
  auto names = cl.values("func").empty() ? m->definitions : cl.values("func");
  int exit = ExitOk;
  for (auto& name : names) {
    if (auto it = m->unsupported.find(name); it != m->unsupported.end()) {
      std::cout << "@" << name << " (" << options.mcpu << "): unsupported: " << it->second.str() << "\n";
      exit = ExitUnsupported;
      continue;
    }
    auto* f = m->module->find(name);
    if (!f) return bad(cl.positional().front() + ": no function @" + name);
    cost::Selection s = model->select(*f);
    printSelection(name, options.mcpu, s);
    if (!s.error.empty()) exit = ExitUnsupported;
  }
  return exit;
}

static const VerbRegistration kIselVerb{"isel", "the x86-64 instructions the isel cost model selects", runIsel};

} // namespace theseus::tools
