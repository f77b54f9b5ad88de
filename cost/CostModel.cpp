#include "cost/CostModel.h"

#include "cost/IselModel.h"
#include "cost/TtiModel.h"

namespace theseus::cost {

std::vector<CostResult> CostModel::costAll(const std::vector<const ir::Function*>& fs) {
  std::vector<CostResult> results;
  results.reserve(fs.size());
  for (auto* f : fs) results.push_back(cost(*f));
  return results;
}

std::unique_ptr<CostModel> createIselOrTtiModel(std::string_view name, const CostOptions& options, std::string& error) {
  if (name == "isel") return createIselModel(options, error);
  if (name == "tti") return createTtiModel(options, error);
  error = "unknown cost model '" + std::string(name) + "' (isel, tti; mca is not linked into this program)";
  return nullptr;
}

} // namespace theseus::cost
