#pragma once
// Parsing LLVM IR text and extracting the cut of a named instruction, for the cut tests.
#include "cut/extract/Analyses.h"
#include "cut/extract/Cut.h"
#include "cut/fastpath/Shape.h"

#include <gtest/gtest.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>

#include <memory>
#include <string>

namespace theseus::cut::testing {

// Declarations of the intrinsics the shape tests' functions call.
inline const char* const kDeclarations = R"(
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.ctpop.i32(i32)
)";

// A parsed module with its analyses; members are destroyed analyses first.
struct ParsedModule {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module;
  std::unique_ptr<AnalysisSession> session;

  explicit ParsedModule(const std::string& text) {
    llvm::SMDiagnostic diag;
    module = llvm::parseAssemblyString(text, diag, context);
    if (!module) ADD_FAILURE() << "test IR does not parse: " << diag.getMessage().str();
    session = std::make_unique<AnalysisSession>();
  }
  ~ParsedModule() { session.reset(); }

  llvm::Instruction* instruction(const std::string& function, const std::string& name) {
    for (llvm::Instruction& inst : llvm::instructions(*module->getFunction(function)))
      if (inst.getName() == name) return &inst;
    ADD_FAILURE() << "no %" << name << " in @" << function;
    return nullptr;
  }

  std::optional<Cut> cutOf(const std::string& function, const std::string& name, CutOptions options, std::string& why) {
    llvm::Instruction* root = instruction(function, name);
    FunctionAnalyses analyses = analysesOf(*root->getFunction(), session->functions());
    return extractCut(*root, analyses, options, why);
  }
};

// The shape of the walk around %r of `function` in `m`, or nullopt (no walk, or no shape).
inline std::optional<CutShape> shapeAt(ParsedModule& m, const std::string& function) {
  llvm::Instruction* root = m.instruction(function, "r");
  std::string why;
  std::optional<CutWalk> walk = walkCut(*root, analysesOf(*root->getFunction(), m.session->functions()), CutOptions{}, why);
  return walk ? shapeOf(*walk) : std::nullopt;
}

// The names of the original values behind the cut's inputs.
inline std::vector<std::string> inputNames(const Cut& cut) {
  std::vector<std::string> out;
  for (const llvm::Value* v : cut.inputs) out.push_back(v->getName().str());
  return out;
}

} // namespace theseus::cut::testing
