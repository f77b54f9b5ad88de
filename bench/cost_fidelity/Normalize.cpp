#include "Normalize.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"

#include <vector>

namespace theseus::bench {

std::string instcombined(const std::string& text, unsigned minInstructions, unsigned maxInstructions, std::string& error) {
  llvm::LLVMContext context;
  llvm::SMDiagnostic diagnostic;
  auto m = llvm::parseAssemblyString(text, diagnostic, context);
  if (!m) {
    error = diagnostic.getMessage().str();
    return "";
  }
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassBuilder pb;
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cgam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cgam, mam);
  std::vector<llvm::Function*> outside;
  for (auto& f : *m) {
    if (f.isDeclaration()) continue;
    llvm::FunctionPassManager passes;
    passes.addPass(llvm::InstCombinePass());
    passes.run(f, fam);
    size_t size = f.getInstructionCount() - 1;
    if (size < minInstructions || size > maxInstructions) outside.push_back(&f);
  }
  for (auto* f : outside) f->eraseFromParent();
  std::string out;
  llvm::raw_string_ostream stream(out);
  m->print(stream, nullptr);
  return out;
}

} // namespace theseus::bench
