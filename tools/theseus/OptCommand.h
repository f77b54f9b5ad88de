#pragma once
// `theseus opt`: superoptimizes an LLVM module with the driver (cut -> cache -> synthesis -> proof
// -> apply). The pipeline options are shared with `theseus harvest`.
#include "driver/Driver.h"
#include "driver/Session.h"
#include "tools/theseus/CommandLine.h"

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace theseus::tools {

// The options of the pipeline (valued, then flags), and their help text.
std::set<std::string> pipelineValuedOptions();
std::set<std::string> pipelineFlagOptions();
extern const char* const kPipelineOptionsHelp;

// The pipeline options from `cl`; nullopt with `error` for a malformed value.
std::optional<driver::DriverOptions> pipelineOptions(CommandLine& cl, std::string& error);
// The sources of the pipeline from `cl`. Precondition: pipelineOptions accepted `cl`.
driver::PipelineSources pipelineSources(const CommandLine& cl);

// Appends the engine settings of every --engine-setting NAME=VALUE of `cl` to `settings`; false
// with `error` for a malformed one.
bool engineSettingsFrom(const CommandLine& cl, synth::EngineSettings& settings, std::string& error);

int runOpt(const std::vector<std::string>& args);

} // namespace theseus::tools
