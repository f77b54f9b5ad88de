#include "cut/apply/ParsedRewrites.h"

#include "cut/fastpath/CompactRewrite.h"

#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

namespace theseus::cut {

struct ParsedRewrites::Parsed {
  std::unique_ptr<llvm::Module> module;
  const llvm::Function* function = nullptr;
  std::string error;
};

namespace {

// `text` parsed in `context` with value names kept for the parse.
std::unique_ptr<llvm::Module> parseKeepingNames(const std::string& text, llvm::LLVMContext& context, std::string& error) {
  bool discards = context.shouldDiscardValueNames();
  context.setDiscardValueNames(false);
  llvm::SMDiagnostic diag;
  std::unique_ptr<llvm::Module> m = llvm::parseAssemblyString(text, diag, context);
  context.setDiscardValueNames(discards);
  if (!m)
    error = "the rewrite text does not parse: " + std::to_string(diag.getLineNo()) + ":" + std::to_string(diag.getColumnNo() + 1) + ": " +
            diag.getMessage().str();
  return m;
}

// The only definition of `m`, or null.
const llvm::Function* onlyDefinition(const llvm::Module& m) {
  const llvm::Function* found = nullptr;
  for (const llvm::Function& f : m) {
    if (f.isDeclaration()) continue;
    if (found) return nullptr;
    found = &f;
  }
  return found;
}

} // namespace

ParsedRewrites::ParsedRewrites() = default;
ParsedRewrites::~ParsedRewrites() = default;

// The parsed module of `text` and its function, or the error that stops it.
std::unique_ptr<ParsedRewrites::Parsed> ParsedRewrites::parse(const std::string& text, llvm::LLVMContext& context) {
  auto out = std::make_unique<ParsedRewrites::Parsed>();
  out->module = parseKeepingNames(text, context, out->error);
  if (!out->module) return out;
  llvm::raw_string_ostream os(out->error);
  if (llvm::verifyModule(*out->module, &os)) {
    os.flush();
    out->error = "the rewrite text fails LLVM's verifier: " + out->error;
    return out;
  }
  out->function = onlyDefinition(*out->module);
  if (!out->function) out->error = "the rewrite text does not define exactly one function";
  return out;
}

// The module built from `compact` and its function, or the error that stops it.
std::unique_ptr<ParsedRewrites::Parsed> ParsedRewrites::build(std::string_view compact, llvm::LLVMContext& context) {
  auto out = std::make_unique<ParsedRewrites::Parsed>();
  out->module = buildCompactRewrite(compact, context, out->error);
  if (!out->module) return out;
  out->function = onlyDefinition(*out->module);
  if (!out->function) out->error = "the compact rewrite does not define exactly one function";
  return out;
}

const llvm::Function* ParsedRewrites::function(const std::string& text, std::string_view compact, llvm::LLVMContext& context,
                                               std::string& error) {
  if (context_ != &context) {
    byText_.clear();
    context_ = &context;
  }
  std::unique_ptr<Parsed>& parsed = byText_[text];
  if (!parsed) parsed = isCurrentCompactForm(compact) ? build(compact, context) : parse(text, context);
  if (!parsed->function) error = parsed->error;
  return parsed->function;
}

} // namespace theseus::cut
