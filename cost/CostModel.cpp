#include "cost/CostModel.h"

namespace theseus::cost {

std::vector<CostResult> CostModel::costAll(const std::vector<const ir::Function*>& fs) {
  std::vector<CostResult> results;
  results.reserve(fs.size());
  for (auto* f : fs) results.push_back(cost(*f));
  return results;
}

} // namespace theseus::cost
