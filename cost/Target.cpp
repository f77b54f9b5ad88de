#include "cost/Target.h"

#include "bridge/Export.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Triple.h"

#include <mutex>

namespace theseus::cost {

void initializeX86Target() {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeX86TargetInfo();
    LLVMInitializeX86Target();
    LLVMInitializeX86TargetMC();
    LLVMInitializeX86AsmPrinter();
    LLVMInitializeX86AsmParser();
  });
}

const llvm::Target* lookupX86Target(std::string& error) {
  initializeX86Target();
  return llvm::TargetRegistry::lookupTarget(kTargetTriple, error);
}

bool isKnownCpu(const llvm::Target& target, const std::string& mcpu) {
  std::unique_ptr<llvm::MCSubtargetInfo> probe(target.createMCSubtargetInfo(kTargetTriple, "", ""));
  return probe && probe->isCPUStringValid(mcpu);
}

std::unique_ptr<llvm::TargetMachine> createTargetMachine(const std::string& mcpu, std::string& error) {
  const llvm::Target* target = lookupX86Target(error);
  if (!target) return nullptr;
  if (!isKnownCpu(*target, mcpu)) {
    error = "unknown CPU '" + mcpu + "' for " + kTargetTriple;
    return nullptr;
  }
  llvm::TargetOptions options;
  std::unique_ptr<llvm::TargetMachine> tm(target->createTargetMachine(kTargetTriple, mcpu, "", options, llvm::Reloc::PIC_,
                                                                       std::nullopt, llvm::CodeGenOptLevel::Default));
  if (!tm) error = "LLVM could not create a target machine for " + mcpu;
  return tm;
}

std::unique_ptr<llvm::Module> exportForTarget(const std::vector<const ir::Function*>& fs, llvm::TargetMachine& tm,
                                              llvm::LLVMContext& context, std::string& error) {
  ir::Module copy;
  for (auto* f : fs) copy.addFunction(f->clone(f->name()));
  auto m = bridge::exportModule(copy, context, error);
  if (!m) return nullptr;
  m->setTargetTriple(kTargetTriple);
  m->setDataLayout(tm.createDataLayout());
  for (auto& f : *m) {
    if (f.isDeclaration()) continue;
    f.addFnAttr("target-cpu", tm.getTargetCPU());
    if (!tm.getTargetFeatureString().empty()) f.addFnAttr("target-features", tm.getTargetFeatureString());
    f.addFnAttr(llvm::Attribute::NoUnwind);
  }
  return m;
}

} // namespace theseus::cost
