#include "bridge/Export.h"

#include "ir/Printer.h"

#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

namespace theseus::bridge {

std::unique_ptr<llvm::Module> exportModule(const ir::Module& m, llvm::LLVMContext& context, std::string& error) {
  std::string text = ir::toString(m);
  llvm::SMDiagnostic diag;
  std::unique_ptr<llvm::Module> out = llvm::parseAssemblyString(text, diag, context);
  if (!out) {
    error = "printed IR does not parse: " + std::to_string(diag.getLineNo()) + ":" +
            std::to_string(diag.getColumnNo() + 1) + ": " + diag.getMessage().str() + "\n" + text;
    return nullptr;
  }
  llvm::raw_string_ostream os(error);
  if (llvm::verifyModule(*out, &os)) {
    os.flush();
    error = "printed IR fails LLVM's verifier: " + error + "\n" + text;
    return nullptr;
  }
  if (!m.sourceName.empty()) out->setSourceFileName(m.sourceName);
  return out;
}

} // namespace theseus::bridge
