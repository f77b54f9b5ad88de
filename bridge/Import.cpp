#include "bridge/Import.h"

#include "bridge/FunctionImporter.h"
#include "bridge/ImportValues.h"
#include "bridge/SourceLocator.h"

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/ReplaceConstant.h>
#include <llvm/IR/ModuleSlotTracker.h>
#include <llvm/IR/Verifier.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

namespace theseus::bridge {

namespace {

// The Theseus name of `f`: its LLVM name, or when unnamed its slot number ("0" for @0), with `_`
// appended while that names another global (@"0").
std::string functionName(const llvm::Function& f) {
  if (f.hasName()) return f.getName().str();
  std::string text;
  llvm::raw_string_ostream os(text);
  f.printAsOperand(os, false);
  std::string name = os.str().substr(1);
  while (f.getParent()->getNamedValue(name)) name += "_";
  return name;
}

Diagnostic parseError(const llvm::SMDiagnostic& diag, const std::string& bufferName) {
  Diagnostic out{bufferName, 0, 0, diag.getMessage().str()};
  if (diag.getLineNo() > 0) out.line = unsigned(diag.getLineNo());
  if (diag.getLineNo() > 0 && diag.getColumnNo() >= 0) out.column = unsigned(diag.getColumnNo()) + 1;
  return out;
}

// The first line of LLVM verifier's complaint about `m`, or nullopt when `m` is valid. Broken
// debug info alone is not an error; the debug info is ignored anyway.
std::optional<std::string> verifierError(const llvm::Module& m) {
  std::string text;
  llvm::raw_string_ostream os(text);
  bool brokenDebugInfo = false;
  if (!llvm::verifyModule(m, &os, &brokenDebugInfo)) return std::nullopt;
  os.flush();
  return "invalid module: " + text.substr(0, text.find('\n'));
}

// Rewrites the constant expressions among `f`'s operands, nested ones too, into instructions
// placed before their users (LLVM's own expansion), each located where its first located user is: the memory
// semantics then give them meaning (a getelementptr, ptrtoint or sub of globals).
void expandConstantExpressions(llvm::Function& f, FunctionLocations& locations) {
  for (bool expanded = true; expanded;) {
    std::vector<llvm::Constant*> expressions;
    for (llvm::Instruction& inst : llvm::instructions(f))
      for (llvm::Value* op : inst.operands())
        if (auto* expr = llvm::dyn_cast<llvm::ConstantExpr>(op)) expressions.push_back(expr);
    expanded = !expressions.empty() && llvm::convertUsersOfConstantsToInstructions(expressions, &f, false, true);
  }
  bool placed = true;
  while (placed) {
    placed = false;
    for (llvm::Instruction& inst : llvm::instructions(f)) {
      if (locations.values.count(&inst)) continue;
      for (const llvm::User* user : inst.users()) {
        auto found = locations.values.find(user);
        if (found == locations.values.end()) continue;
        locations.values[&inst] = found->second;
        placed = true;
        break;
      }
    }
  }
}

void importDefinition(llvm::Function& f, const SourceLocator& locator, const std::string& bufferName, const ImportOptions& options,
                      ImportedModule& out) {
  std::string name = functionName(f);
  out.definitions.push_back(name);
  FunctionLocations locations = locator.locate(f);
  if (options.memory) expandConstantExpressions(f, locations);
  try {
    out.module->addFunction(FunctionImporter(f, name, locations, options.memory).run());
  } catch (const Unsupported& unsupported) {
    ir::SourceLoc loc = locations.of(unsupported.anchor);
    out.unsupported[name] = Diagnostic{bufferName, loc.line, loc.column, "unsupported: " + unsupported.construct};
  }
}

std::optional<ImportedModule> importBuffer(llvm::MemoryBufferRef buffer, const std::string& bufferName, llvm::LLVMContext& context,
                                          Diagnostic& error, const ImportOptions& options) {
  llvm::SMDiagnostic diag;
  std::unique_ptr<llvm::Module> parsed = llvm::parseIR(buffer, diag, context);
  if (!parsed) {
    error = parseError(diag, bufferName);
    return std::nullopt;
  }
  if (auto complaint = verifierError(*parsed)) {
    error = Diagnostic{bufferName, 0, 0, *complaint};
    return std::nullopt;
  }
  bool isBitcode = llvm::isBitcode(reinterpret_cast<const unsigned char*>(buffer.getBufferStart()),
                                   reinterpret_cast<const unsigned char*>(buffer.getBufferEnd()));
  SourceLocator locator(isBitcode ? std::string_view() : std::string_view(buffer.getBufferStart(), buffer.getBufferSize()));
  ImportedModule out;
  out.module = std::make_unique<ir::Module>();
  out.module->sourceName = bufferName;
  out.module->dataLayout.bigEndian = parsed->getDataLayout().isBigEndian();
  for (llvm::Function& f : *parsed)
    if (!f.isDeclaration()) importDefinition(f, locator, bufferName, options, out);
  return out;
}

} // namespace

std::string Diagnostic::str() const {
  std::string out = file;
  if (line != 0) out += ":" + std::to_string(line);
  if (line != 0 && column != 0) out += ":" + std::to_string(column);
  return out + (out.empty() ? "" : ": ") + "error: " + message;
}

std::optional<ImportedModule> importFile(const std::string& path, Diagnostic& error, const ImportOptions& options) {
  auto buffer = llvm::MemoryBuffer::getFileOrSTDIN(path);
  if (!buffer) {
    error = Diagnostic{path, 0, 0, "cannot read file: " + buffer.getError().message()};
    return std::nullopt;
  }
  llvm::LLVMContext context;
  return importBuffer((*buffer)->getMemBufferRef(), path, context, error, options);
}

std::optional<ImportedModule> importText(std::string_view text, const std::string& bufferName, Diagnostic& error,
                                         const ImportOptions& options) {
  llvm::LLVMContext context;
  return importText(text, bufferName, context, error, options);
}

std::optional<ImportedModule> importText(std::string_view text, const std::string& bufferName, llvm::LLVMContext& context,
                                         Diagnostic& error, const ImportOptions& options) {
  std::unique_ptr<llvm::MemoryBuffer> buffer = llvm::MemoryBuffer::getMemBufferCopy(llvm::StringRef(text.data(), text.size()), bufferName);
  return importBuffer(buffer->getMemBufferRef(), bufferName, context, error, options);
}

} // namespace theseus::bridge
