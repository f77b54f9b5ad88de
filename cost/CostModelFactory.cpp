#include "cost/CostModel.h"

#include "cost/IselWithCodegenFallback.h"
#include "cost/mca/McaModel.h"

namespace theseus::cost {

const std::vector<std::string_view>& costModelNames() {
  static const std::vector<std::string_view> names = {"isel", "tti", "mca", "ir"};
  return names;
}

std::unique_ptr<CostModel> createCostModel(std::string_view name, const CostOptions& options, std::string& error) {
  if (name == "mca") return createMcaModel(options, error);
  if (name == "isel") return createIselWithCodegenFallback(options, error);
  if (name == "isel" || name == "tti" || name == "ir") return createModelWithoutMca(name, options, error);
  error = "unknown cost model '" + std::string(name) + "' (isel, tti, mca, ir)";
  return nullptr;
}

} // namespace theseus::cost
