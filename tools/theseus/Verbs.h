#pragma once
// The verb registry of `theseus`. Each verb registers itself from its own *Command.cpp with a
// static VerbRegistration, so adding a verb touches no shared file:
//
//   static const VerbRegistration kSynth{"synth", "cheaper proved refinements of a cut", runSynth};
//
// `main` dispatches on the first argument and lists the registered verbs in `theseus --help`.
#include <string>
#include <vector>

namespace theseus::tools {

// A verb's entry point: its arguments after the verb; returns the process exit code.
using VerbMain = int (*)(const std::vector<std::string>& args);

struct Verb {
  std::string name;
  std::string summary;
  VerbMain run;
};

// Every registered verb, sorted by name.
std::vector<Verb> registeredVerbs();

// Registers a verb when constructed (at static initialization).
struct VerbRegistration {
  VerbRegistration(std::string name, std::string summary, VerbMain run);
};

} // namespace theseus::tools
