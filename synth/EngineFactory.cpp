#include "synth/EngineFactory.h"

#include "synth/cegis/CegisEngine.h"
#include "synth/massalin/MassalinEngine.h"
#include "synth/minotaur/MinotaurEngine.h"
#include "synth/stoke/StokeEngine.h"

namespace theseus::synth {

namespace {

struct EngineEntry {
  const char* name;
  std::unique_ptr<Engine> (*create)(const EngineSettings& settings, std::string& error);
};

// The engines, the default first.
constexpr EngineEntry kEngines[] = {
    {"minotaur", &createMinotaurEngine},
    {"massalin", &createMassalinEngine},
    {"stoke", static_cast<std::unique_ptr<Engine> (*)(const EngineSettings&, std::string&)>(&createStokeEngine)},
    {"cegis", &createCegisEngine},
};

} // namespace

std::unique_ptr<Engine> createEngine(std::string_view name, std::string& error) { return createEngine(name, {}, error); }

std::unique_ptr<Engine> createEngine(std::string_view name, const EngineSettings& settings, std::string& error) {
  for (const EngineEntry& e : kEngines)
    if (name == e.name) return e.create(settings, error);
  error = "unknown synthesis engine '" + std::string(name) + "' (available:";
  for (const std::string& known : engineNames()) error += " " + known;
  error += ")";
  return nullptr;
}

std::vector<std::string> engineNames() {
  std::vector<std::string> out;
  for (const EngineEntry& e : kEngines) out.push_back(e.name);
  return out;
}

} // namespace theseus::synth
