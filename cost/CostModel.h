#pragma once
// One cost interface for every model. A CostModel prices one ir::Function as machine code for
// one x86-64 CPU and returns a Cost; two Costs of the same model and CPU compare with `<`
// (lower is cheaper). Costs of different models or CPUs are not comparable.
//
// Models (createCostModel by name):
//   isel  DP instruction selection over result kinds with weights from the CPU's MCSchedModel;
//         microseconds per function, for pruning candidates. createCostModel's isel prices what
//         isel has no pattern for by mca instead (cost/IselWithCodegenFallback.h);
//         createModelWithoutMca's does not (it refuses those functions). Both price a function
//         with memory operations in register form (cost/MemoryPricing.h).
//   tti   LLVM's TargetTransformInfo, summed per IR instruction (--cost-kind).
//   mca   LLVM's code generator, then the llvm-mca library in process; milliseconds per function,
//         for the final choice among proved rewrites.
//   ir    IR instructions weighted by a small table (cost/ir/IrWeightModel.h): what
//         `--objective ir` prices, whatever the code generator makes of the instructions.
// The CPU is always named (default x86-64-v3); the host CPU is never used implicitly.
#include "ir/Function.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace theseus::cost {

// A comparable cost: `key` is compared lexicographically (its first element is `primary`);
// `detail` names the model's own figures (uOps, cycles, ...) for reports.
struct Cost {
  double primary = 0;
  std::vector<double> key;
  std::vector<std::pair<std::string, double>> detail;
  bool operator<(const Cost& other) const { return key < other.key; }
  bool operator==(const Cost& other) const { return key == other.key; }
};

// The figures a model needs: the CPU and, for tti, the TTI cost kind
// ("throughput" | "latency" | "code-size" | "size-and-latency").
struct CostOptions {
  std::string mcpu = "x86-64-v3";
  std::string costKind = "throughput";
};

// What pricing one function gives: a Cost, or the reason it could not be priced.
struct CostResult {
  std::optional<Cost> cost;
  std::string error;
};

class CostModel {
public:
  virtual ~CostModel() = default;
  // "isel", "tti" or "mca".
  virtual std::string_view name() const = 0;
  // The CPU the model prices for.
  virtual const std::string& mcpu() const = 0;
  // Prices `f`, which must be a well-formed function of its module (its x86 intrinsics known).
  virtual CostResult cost(const ir::Function& f) = 0;
  // Prices many functions at once; a model may batch them (mca codegens one module). The default
  // prices them one by one. The result has one entry per function, in order.
  virtual std::vector<CostResult> costAll(const std::vector<const ir::Function*>& fs);
};

// The model named `name` for `options`; null with `error` set for an unknown model, an unknown
// CPU or an unknown cost kind.
std::unique_ptr<CostModel> createCostModel(std::string_view name, const CostOptions& options, std::string& error);

// The model names createCostModel accepts.
const std::vector<std::string_view>& costModelNames();

// A function that creates a cost model by name (createCostModel or createModelWithoutMca).
using CostModelFactory = std::unique_ptr<CostModel> (*)(std::string_view name, const CostOptions& options, std::string& error);

// As createCostModel for "isel", "tti" and "ir"; any other name (also "mca") is an error. It lives
// in a translation unit that does not name the mca model, so a program that creates models only
// through it (the pass plugin) does not link the mca cost model's class and its vtable.
std::unique_ptr<CostModel> createModelWithoutMca(std::string_view name, const CostOptions& options, std::string& error);

} // namespace theseus::cost
