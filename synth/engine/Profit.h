#pragma once
// The Profit rule of the engine contract (synth/engine/Engine.h) for an engine that proves one
// program per call (massalin, cegis): the cut and the program priced under the request's model.
#include "synth/engine/Engine.h"

#include <memory>

namespace theseus::synth {

// Sets out.sourceCost to the cut's primary cost under request.cost, and appends `best` (a proved
// refinement, or null) to out.rewrites when it is cheaper than the cut, or with `keepAlways`
// whatever its cost, with its cost and its precise cost (request.precise's, when given).
void keepIfCheaper(const EngineRequest& request, std::unique_ptr<ir::Function> best, bool keepAlways, EngineResult& out);

// `engine`'s answer to `request`, or at once an answer with no rewrite when the cut already costs
// nothing under request.cost (every figure of its key 0: no function is cheaper, so a search
// could only spend its budget). A cut the model cannot price is searched.
EngineResult searchUnlessFree(Engine& engine, const EngineRequest& request);

} // namespace theseus::synth
