#pragma once
// Proved rewrite texts (LLVM syntax: one `define` and its intrinsic declarations, as the store
// keeps them) parsed once each into an LLVM function of the context they are applied in. The
// function is exactly what the text says: the prover imported that same text through bridge/,
// which parses it with LLVM's parser too, so applying this function applies what was proved.
#include <memory>
#include <string>
#include <unordered_map>

namespace llvm {
class Function;
class LLVMContext;
class Module;
} // namespace llvm

namespace theseus::cut {

class ParsedRewrites {
public:
  ParsedRewrites();
  ~ParsedRewrites();
  ParsedRewrites(const ParsedRewrites&) = delete;
  ParsedRewrites& operator=(const ParsedRewrites&) = delete;

  // The one defined function of `text`, parsed (and verified) in `context` on the first request
  // for this text and kept, in a side module of its own that this object owns (never added to a
  // user's module), until this object dies or is asked for a function of another context. Null
  // with `error` when the text does not parse, fails LLVM's verifier or does not define exactly
  // one function. Names are read even in a context that discards them (clang's), which would
  // otherwise refuse named values.
  const llvm::Function* function(const std::string& text, llvm::LLVMContext& context, std::string& error);

private:
  struct Parsed;
  static std::unique_ptr<Parsed> parse(const std::string& text, llvm::LLVMContext& context);
  llvm::LLVMContext* context_ = nullptr;
  std::unordered_map<std::string, std::unique_ptr<Parsed>> byText_;
};

} // namespace theseus::cut
