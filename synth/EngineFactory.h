#pragma once
// Every search engine by its one name. Adding an engine: a folder under synth/ with an Engine
// (synth/engine/Engine.h) and its constructor from settings (synth/engine/EngineSettings.h), one
// row in the table of EngineFactory.cpp (with the settings a portfolio may pass on to it and its
// share of a portfolio's time), and its library in synth/CMakeLists.txt.
#include "synth/engine/Engine.h"
#include "synth/engine/EngineSettings.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace theseus::synth {

// The engine named `name` with its default settings; null with `error` (the known names
// listed) for an unknown name.
std::unique_ptr<Engine> createEngine(std::string_view name, std::string& error);

// The engine named `name` with `settings` (the ones its header lists); null with `error` for an
// unknown name, or a setting the engine does not read or rejects.
// When the environment sets THESEUS_LOAD_LIFTING, every engine is wrapped so that a cut whose
// memory is only loads from its pointer arguments is searched with them lifted into arguments
// (synth/engine/LoadLiftedEngine.h). Off by default: on the corpus's cold harvest it found fewer
// rewrites than the engines searching the cut itself (docs/verify.md).
std::unique_ptr<Engine> createEngine(std::string_view name, const EngineSettings& settings, std::string& error);

// The names createEngine accepts, the default of `theseus synth` first.
std::vector<std::string> engineNames();

// The engine `opt`, `harvest` (its workers) and the plugin run when none is named: the portfolio,
// which on the benchmarks of docs/portfolio.md finds what each engine alone finds.
std::string defaultPipelineEngine();

} // namespace theseus::synth
