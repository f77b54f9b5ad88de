#include "cost/IselWithCodegenFallback.h"

#include "cost/MemoryPricing.h"
#include "cost/isel/IselModel.h"
#include "cost/mca/McaModel.h"

namespace theseus::cost {

namespace {

// Whether `t` is an integer isel does not represent: a vector of lanes wider than 64 bits or a
// scalar wider than 128 (llc passes such values through memory and splits every lane).
bool beyondIselIntegers(const ir::Type& t) {
  if (!t.isIntOrVector()) return false;
  return t.isVector() ? t.bits() > 64 : t.bits() > 128;
}

// Whether a value of `f` (an argument or an instruction's result) has such a type.
bool hasIntegerBeyondIsel(const ir::Function& f) {
  for (const auto& arg : f.arguments())
    if (beyondIselIntegers(arg->type())) return true;
  for (const auto& block : f.blocks())
    for (const auto& inst : block->instructions())
      if (beyondIselIntegers(inst->type())) return true;
  return false;
}

class IselWithCodegenFallback final : public CostModel {
public:
  IselWithCodegenFallback(std::unique_ptr<CostModel> isel, CostOptions options) : isel_(std::move(isel)), options_(std::move(options)) {}

  std::string_view name() const override { return isel_->name(); }
  const std::string& mcpu() const override { return isel_->mcpu(); }

  CostResult cost(const ir::Function& f) override {
    CostResult result = isel_->cost(f);
    if (result.cost || !iselRefusalHasFallback(result.error) || !hasIntegerBeyondIsel(f)) return result;
    return priceByCodegen(f, result.error);
  }

private:
  // `f` priced by the mca model, marked as a fallback; isel's refusal `iselError` joined with
  // mca's error when that fails too.
  CostResult priceByCodegen(const ir::Function& f, const std::string& iselError) {
    if (!mca_ && !mcaError_.empty()) return CostResult{std::nullopt, iselError + "; codegen fallback: " + mcaError_};
    if (!mca_) mca_ = createMcaModel(options_, mcaError_, McaCalls::Refuse);
    if (!mca_) return CostResult{std::nullopt, iselError + "; codegen fallback: " + mcaError_};
    CostResult priced = mca_->cost(f);
    if (!priced.cost) return CostResult{std::nullopt, iselError + "; codegen fallback: " + priced.error};
    priced.cost->detail.emplace_back("codegen fallback", 1);
    return priced;
  }

  std::unique_ptr<CostModel> isel_;
  CostOptions options_;
  std::unique_ptr<CostModel> mca_;
  std::string mcaError_;
};

} // namespace

bool iselRefusalHasFallback(const std::string& error) { return error.rfind("isel: no pattern covers", 0) == 0; }

std::unique_ptr<CostModel> createIselWithCodegenFallback(const CostOptions& options, std::string& error) {
  std::unique_ptr<CostModel> isel = createIselModel(options, error);
  if (!isel) return nullptr;
  return withMemoryPricing(std::make_unique<IselWithCodegenFallback>(std::move(isel), options));
}

} // namespace theseus::cost
