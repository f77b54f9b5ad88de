#pragma once
// Proved rewrite texts (LLVM syntax: one `define` and its intrinsic declarations, as the store
// keeps them) parsed once each into an LLVM function of the context they are applied in. The
// function is exactly what the text says: the prover imported that same text through bridge/,
// which parses it with LLVM's parser too, so applying this function applies what was proved. A
// text the proof snapshot keeps with its compact form is built from that form instead (the same
// function, an order of magnitude cheaper; cut/fastpath/CompactRewrite.h says why it is the same).
#include <memory>
#include <string>
#include <string_view>
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
  const llvm::Function* function(const std::string& text, llvm::LLVMContext& context, std::string& error) {
    return function(text, {}, context, error);
  }
  // The same, built from `compact` when it is a form of this build (cut/fastpath/CompactRewrite.h,
  // isCurrentCompactForm; otherwise the text is parsed) and the text was not asked for before: the
  // text's compact form (cut/fastpath/CompactRewrite.h) as the proof snapshot keeps it beside the
  // text, neither parsed nor verified here (its writer checked that it builds exactly the function
  // the text parses to, which passed the verifier). Null with `error` when the bytes do not build a
  // module of exactly one defined function.
  const llvm::Function* function(const std::string& text, std::string_view compact, llvm::LLVMContext& context, std::string& error);

private:
  struct Parsed;
  static std::unique_ptr<Parsed> parse(const std::string& text, llvm::LLVMContext& context);
  static std::unique_ptr<Parsed> build(std::string_view compact, llvm::LLVMContext& context);
  llvm::LLVMContext* context_ = nullptr;
  std::unordered_map<std::string, std::unique_ptr<Parsed>> byText_;
};

} // namespace theseus::cut
