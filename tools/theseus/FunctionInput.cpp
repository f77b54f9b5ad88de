#include "tools/theseus/FunctionInput.h"

#include <iostream>

namespace theseus::tools {

namespace {

// The function to work on: --function, the only definition, or @src; empty when ambiguous.
std::string chooseFunction(const bridge::ImportedModule& m, const CommandLine& cl) {
  if (auto f = cl.value("function")) return *f;
  if (m.definitions.size() == 1) return m.definitions.front();
  for (auto& name : m.definitions)
    if (name == "src") return name;
  return "";
}

} // namespace

std::optional<FunctionInput> readFunctionInput(const CommandLine& cl, const std::string& verb, int& exitCode) {
  exitCode = ExitBadInput;
  const std::string& path = cl.positional().front();
  bridge::Diagnostic error;
  auto imported = bridge::importFile(path, error, bridge::ImportOptions{.memory = true});
  if (!imported) {
    std::cerr << error.str() << "\n";
    return std::nullopt;
  }
  std::string name = chooseFunction(*imported, cl);
  if (name.empty()) {
    std::cerr << "theseus " << verb << ": error: " << path << ": several functions; name one with --function\n";
    return std::nullopt;
  }
  if (auto it = imported->unsupported.find(name); it != imported->unsupported.end()) {
    std::cerr << it->second.str() << "\n";
    exitCode = ExitUnsupported;
    return std::nullopt;
  }
  const ir::Function* function = imported->module->find(name);
  if (!function) {
    std::cerr << "theseus " << verb << ": error: " << path << ": no function @" << name << "\n";
    return std::nullopt;
  }
  return FunctionInput{std::move(*imported), function};
}

} // namespace theseus::tools
