// createModelWithoutMca, apart from cost/CostModelFactory.cpp so that it does not name the mca model
// (cost/CostModel.h says why).
#include "cost/CostModel.h"

#include "cost/MemoryPricing.h"
#include "cost/ir/IrWeightModel.h"
#include "cost/isel/IselModel.h"
#include "cost/tti/TtiModel.h"

namespace theseus::cost {

std::unique_ptr<CostModel> createModelWithoutMca(std::string_view name, const CostOptions& options, std::string& error) {
  if (name == "isel") return withMemoryPricing(createIselModel(options, error));
  if (name == "tti") return createTtiModel(options, error);
  if (name == "ir") return createIrWeightModel(options);
  error = "unknown cost model '" + std::string(name) + "' (isel, tti, ir; mca is not linked into this program)";
  return nullptr;
}

} // namespace theseus::cost
