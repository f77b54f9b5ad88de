#include "cut/fastpath/KeyShapeCode.h"

#include "cut/extract/Analyses.h"
#include "cut/fastpath/ShapeCode.h"
#include "store/RewriteCache.h"

#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>

namespace theseus::cut {

namespace {

// The instruction `f` returns when `f` is one block ending in `ret` of an instruction; else null.
llvm::Instruction* returnedInstruction(llvm::Function& f) {
  if (f.size() != 1) return nullptr;
  auto* ret = llvm::dyn_cast<llvm::ReturnInst>(f.front().getTerminator());
  return ret ? llvm::dyn_cast_or_null<llvm::Instruction>(ret->getReturnValue()) : nullptr;
}

// Walk options that keep the whole of a key's cut: no depth or size bound a key's cut could reach.
CutOptions wholeCutOptions() {
  CutOptions options;
  options.depth = 1u << 16;
  options.minInstructions = 1;
  return options;
}

// The code of the walk around `root` when the cut built from it has the key `keyText`.
std::string codeIfKeyed(llvm::Instruction& root, const std::string& keyText, AnalysisSession& session) {
  FunctionAnalyses analyses = analysesOf(*root.getFunction(), session.functions());
  std::string why;
  CutOptions options = wholeCutOptions();
  std::optional<CutWalk> walk = walkCut(root, analyses, options, why);
  std::optional<CutShape> walked = walk ? shapeOf(*walk) : std::nullopt;
  std::optional<std::string> code = walked ? exactShapeCode(*walked) : std::nullopt;
  if (!code) return "";
  std::optional<Cut> built = finishCut(std::move(*walk), analyses, options, why);
  if (!built || !built->fromFirstWalk || built->hasControlFlow || !built->function || !built->ir) return "";
  std::optional<CutShape> rebuilt = shapeOfFunction(*built->function);
  if (!rebuilt || !sameShape(*walked, *rebuilt)) return "";
  if (store::canonicalCutText(*built->ir, built->dataLayout) != keyText) return "";
  return *code;
}

} // namespace

std::string shapeCodeOfKey(const std::string& keyText, llvm::LLVMContext& context) {
  llvm::SMDiagnostic diag;
  std::unique_ptr<llvm::Module> m = llvm::parseAssemblyString(keyText, diag, context);
  llvm::Function* f = m ? m->getFunction("f") : nullptr;
  llvm::Instruction* root = f ? returnedInstruction(*f) : nullptr;
  if (!root) return "";
  AnalysisSession session;
  return codeIfKeyed(*root, keyText, session);
}

} // namespace theseus::cut
