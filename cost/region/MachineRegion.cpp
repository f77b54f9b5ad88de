#include "cost/region/MachineRegion.h"

#include "cost/Target.h"
#include "cost/mca/McaSimulation.h"
#include "cost/region/Segments.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Analysis/BlockFrequencyInfo.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <algorithm>
#include <cmath>

namespace theseus::cost {

namespace {

const char* const kBlockPrefix = "tb";
const char* const kSegmentPrefix = "theseus_seg_";

// Makes, for each global a copy refers to and the copy's module lacks, a declaration of the same
// name and type in the copy's module.
class DeclaringMaterializer final : public llvm::ValueMaterializer {
public:
  explicit DeclaringMaterializer(llvm::Module& m) : m_(m) {}

  llvm::Value* materialize(llvm::Value* v) override {
    auto* global = llvm::dyn_cast<llvm::GlobalValue>(v);
    if (!global || global->getParent() == &m_) return nullptr;
    if (auto* f = llvm::dyn_cast<llvm::Function>(global)) return declareFunction(*f);
    llvm::Type* type = global->getValueType();
    if (auto* fnType = llvm::dyn_cast<llvm::FunctionType>(type))
      return llvm::Function::Create(fnType, llvm::GlobalValue::ExternalLinkage, global->getAddressSpace(), global->getName(), &m_);
    auto* variable = llvm::dyn_cast<llvm::GlobalVariable>(global);
    return new llvm::GlobalVariable(m_, type, variable && variable->isConstant(), llvm::GlobalValue::ExternalLinkage, nullptr,
                                    global->getName(), nullptr, global->getThreadLocalMode(), global->getAddressSpace());
  }

private:
  // A declaration of `f` (its attributes kept: intrinsics need theirs).
  llvm::Function* declareFunction(const llvm::Function& f) {
    if (llvm::Function* existing = m_.getFunction(f.getName()); existing && existing->getFunctionType() == f.getFunctionType())
      return existing;
    llvm::Function* decl = llvm::Function::Create(f.getFunctionType(), llvm::GlobalValue::ExternalLinkage, f.getAddressSpace(), f.getName(), &m_);
    decl->copyAttributesFrom(&f);
    return decl;
  }

  llvm::Module& m_;
};

// Sets the CPU of `f` to the pricer's, as the mca model's export does.
void retarget(llvm::Function& f, const llvm::TargetMachine& tm) {
  f.removeFnAttr("target-features");
  f.removeFnAttr("tune-cpu");
  f.addFnAttr("target-cpu", tm.getTargetCPU());
  if (!tm.getTargetFeatureString().empty()) f.addFnAttr("target-features", tm.getTargetFeatureString());
}

// Names each block of `f` <kBlockPrefix><its index in layout order>.
void nameBlocks(llvm::Function& f) {
  unsigned index = 0;
  for (llvm::BasicBlock& block : f) block.setName(kBlockPrefix + std::to_string(index++));
}

// Whether `a` and `b` differ by more than one part in 10^9 of the larger.
bool differ(double a, double b) { return std::fabs(a - b) > 1e-9 * std::max({std::fabs(a), std::fabs(b), 1.0}); }

} // namespace

IsolatedFunctions::IsolatedFunctions(llvm::LLVMContext& context)
    : module_(std::make_unique<llvm::Module>("theseus-isolated", context)) {}

IsolatedFunctions::~IsolatedFunctions() = default;

llvm::Function& IsolatedFunctions::add(const llvm::Function& f, llvm::ValueToValueMapTy& map) {
  if (module_->empty()) {
    module_->setDataLayout(f.getParent()->getDataLayout());
    module_->setTargetTriple(f.getParent()->getTargetTriple());
  }
  llvm::Function* copy = llvm::Function::Create(f.getFunctionType(), llvm::GlobalValue::ExternalLinkage, f.getAddressSpace(),
                                                "theseus_isolated_" + std::to_string(added_++), module_.get());
  auto arg = copy->arg_begin();
  for (const llvm::Argument& original : f.args()) map[&original] = &*arg++;
  DeclaringMaterializer declare(*module_);
  llvm::SmallVector<llvm::ReturnInst*, 4> returns;
  llvm::CloneFunctionInto(copy, &f, map, llvm::CloneFunctionChangeType::DifferentModule, returns, "", nullptr, nullptr, &declare);
  copy->setLinkage(llvm::GlobalValue::ExternalLinkage);
  copy->setComdat(nullptr);
  copy->setPersonalityFn(nullptr);
  llvm::StripDebugInfo(*module_);
  return *copy;
}

bool cheaperMachineCode(const MachineCost& a, const MachineCost& b) {
  const double MachineCost::*figures[] = {&MachineCost::uops, &MachineCost::rthroughput, &MachineCost::instructions};
  bool smaller = false;
  for (const double MachineCost::*figure : figures) {
    if (!differ(a.*figure, b.*figure)) continue;
    if (a.*figure > b.*figure) return false;
    smaller = true;
  }
  return smaller;
}

std::vector<double> blockWeights(const llvm::Function& f, const llvm::BlockFrequencyInfo& bfi) {
  std::vector<double> weights;
  double entry = double(bfi.getEntryFreq().getFrequency());
  for (const llvm::BasicBlock& block : f) weights.push_back(entry > 0 ? double(bfi.getBlockFreq(&block).getFrequency()) / entry : 1.0);
  return weights;
}

double blockShare(const llvm::Function& f, const std::vector<double>& weights, const llvm::BasicBlock& block) {
  double total = 0, mine = 0;
  size_t index = 0;
  for (const llvm::BasicBlock& b : f) {
    double weight = index < weights.size() ? weights[index] : 1.0;
    double executed = weight * double(b.sizeWithoutDebug());
    total += executed;
    if (&b == &block) mine = executed;
    ++index;
  }
  return total > 0 ? mine / total : 0;
}

std::unique_ptr<MachineCodePricer> MachineCodePricer::create(const std::string& mcpu, std::string& error) {
  auto tm = createTargetMachine(mcpu, error);
  if (!tm) return nullptr;
  tm->Options.MCOptions.AsmVerbose = true;
  return std::unique_ptr<MachineCodePricer>(new MachineCodePricer(std::move(tm), mcpu));
}

MachineCodePricer::MachineCodePricer(std::unique_ptr<llvm::TargetMachine> tm, std::string mcpu) : tm_(std::move(tm)), mcpu_(std::move(mcpu)) {}

MachineCodePricer::~MachineCodePricer() = default;

std::optional<std::vector<MachineCost>> MachineCodePricer::price(IsolatedFunctions& isolated, const std::vector<llvm::Function*>& fs,
                                                                 const std::vector<std::vector<double>>& weights, std::string& error) {
  llvm::Module& m = isolated.module();
  m.setTargetTriple(kTargetTriple);
  m.setDataLayout(tm_->createDataLayout());
  std::vector<std::string> names;
  for (llvm::Function* f : fs) {
    names.push_back(f->getName().str());
    nameBlocks(*f);
  }
  for (llvm::Function& f : m)
    if (!f.isDeclaration()) retarget(f, *tm_);
  McaSimulator simulator(*tm_);
  llvm::SmallString<8192> assembly;
  if (!simulator.emitAssembly(m, assembly, error)) return std::nullopt;
  std::vector<AssemblySegment> segments;
  std::string labelled = labelMachineBlocks(assembly.str(), names, kBlockPrefix, kSegmentPrefix, segments);
  auto code = simulator.parseSegments(labelled, kSegmentPrefix, segments.size(), error);
  if (!code) return std::nullopt;
  std::vector<MachineCost> costs(fs.size());
  double weight = 1;
  for (size_t k = 0; k < segments.size(); ++k) {
    const AssemblySegment& segment = segments[k];
    const std::vector<double>& w = weights.at(segment.function);
    if (k == 0 || segments[k - 1].function != segment.function) weight = 1;
    if (segment.block >= 0) weight = size_t(segment.block) < w.size() ? w[segment.block] : 1.0;
    McaFigures figures;
    simulator.dropCalls((*code)[k]);
    if (!simulator.simulate((*code)[k], figures, error)) return std::nullopt;
    MachineCost& cost = costs[segment.function];
    cost.uops += weight * figures.uops;
    cost.rthroughput += weight * figures.rthroughput;
    cost.instructions += weight * figures.instructions;
  }
  return costs;
}

} // namespace theseus::cost
