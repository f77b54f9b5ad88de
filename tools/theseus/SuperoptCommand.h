#pragma once
// `theseus superopt`: the shortest proved straight-line refinement of a function.
#include <string>
#include <vector>

namespace theseus::tools {

int runSuperopt(const std::vector<std::string>& args);

} // namespace theseus::tools
