#pragma once
// The options of the pass plugin. Each has a cl::opt (`opt-19 -theseus-cache-only`) and an
// environment variable (for clang-19 -fpass-plugin, whose -mllvm options are parsed before the
// plugin is loaded); an explicit cl::opt wins over the environment.
//
//   -theseus-cache=URL        THESEUS_CACHE         sqlite:PATH | PATH | redis://HOST:PORT
//   -theseus-no-cache         THESEUS_NO_CACHE=1    run without a cache
//   -theseus-cache-only       THESEUS_CACHE_ONLY=1  never synthesize (the fast compile mode)
//   -theseus-trust-cache      THESEUS_TRUST_CACHE=1 apply cached rewrites without proving again
//   -theseus-verify-whole     THESEUS_VERIFY_WHOLE=1 check changed loop-free functions whole;
//                                                   a failed check aborts the compilation
//   -theseus-depth=B          THESEUS_DEPTH
//   -theseus-max-insts=N      THESEUS_MAX_INSTS
//   -theseus-time-limit=S     THESEUS_TIME_LIMIT    seconds per cut
//   -theseus-mcpu=CPU         THESEUS_MCPU
//   -theseus-engine=E         THESEUS_ENGINE
//   -theseus-peephole-db=FILE THESEUS_PEEPHOLE_DB   the peephole-db engine's table
//   -theseus-report=PATH      THESEUS_REPORT        append one JSON report per module
//   -theseus-verbose          THESEUS_VERBOSE=1     a summary line per module on stderr
//   -theseus-timing           THESEUS_TIMING=1      the time of each phase per module on stderr
//   -theseus-no-prefilter     THESEUS_NO_PREFILTER=1 cache-only: extract and look up every cut
//   -theseus-no-snapshot      THESEUS_NO_SNAPSHOT=1 cache-only: neither read nor write the proof
//                                                   snapshot (store/ProofSnapshot.h)
//   -theseus-objective=O      THESEUS_OBJECTIVE     machine (default) or ir (driver/Driver.h)
//   -theseus-min-share=S      THESEUS_MIN_SHARE     no synthesis for cuts of blocks below share S
//                                                   (default 0.01; 0: every cut)
//   -theseus-disable          THESEUS_DISABLE=1     do nothing (in the clang pipeline)
#include "driver/Driver.h"
#include "driver/Session.h"

#include <string>

namespace theseus::plugin {

struct PluginSettings {
  driver::DriverOptions options;
  driver::PipelineSources sources;
  std::string reportPath;
  bool verbose = false;
  bool timing = false;
  // Cache-only: answer from the proof snapshot when it is valid, and rewrite it when it is not.
  bool snapshot = true;
  bool disabled = false;
};

// The settings from the cl::opts and the environment; malformed numbers fall back to the
// defaults with a warning in `warnings`. When disabled, nothing else is read (the other fields keep
// their defaults): a disabled pass costs a compile only the loading of the plugin.
PluginSettings currentSettings(std::string& warnings);

} // namespace theseus::plugin
