#pragma once
// The input of the verbs that work on one function of one file (synth, superopt): the file is the
// first positional argument, the function --function, else the only definition, else @src.
#include "bridge/Import.h"
#include "tools/theseus/CommandLine.h"

#include <optional>
#include <string>

namespace theseus::tools {

struct FunctionInput {
  bridge::ImportedModule imported;
  // Borrowed from imported.module.
  const ir::Function* function = nullptr;
};

// Reads the function; on failure prints the reason to stderr (a parse error as file:line:col,
// other bad input prefixed "theseus VERB: error:") and sets `exitCode` to ExitBadInput or, for a
// function with an unsupported construct, ExitUnsupported.
std::optional<FunctionInput> readFunctionInput(const CommandLine& cl, const std::string& verb, int& exitCode);

} // namespace theseus::tools
