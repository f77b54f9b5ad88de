#include "cost/CostModel.h"

#include "cost/IselModel.h"
#include "cost/McaModel.h"
#include "cost/TtiModel.h"

namespace theseus::cost {

std::vector<CostResult> CostModel::costAll(const std::vector<const ir::Function*>& fs) {
  std::vector<CostResult> results;
  results.reserve(fs.size());
  for (auto* f : fs) results.push_back(cost(*f));
  return results;
}

const std::vector<std::string_view>& costModelNames() {
  static const std::vector<std::string_view> names = {"isel", "tti", "mca"};
  return names;
}

std::unique_ptr<CostModel> createCostModel(std::string_view name, const CostOptions& options, std::string& error) {
  if (name == "isel") return createIselModel(options, error);
  if (name == "tti") return createTtiModel(options, error);
  if (name == "mca") return createMcaModel(options, error);
  error = "unknown cost model '" + std::string(name) + "' (isel, tti, mca)";
  return nullptr;
}

} // namespace theseus::cost
