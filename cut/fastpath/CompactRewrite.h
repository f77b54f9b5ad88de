#pragma once
// A compact form of a proved rewrite text: the module that LLVM's parser builds from the text,
// written as a list of types, constants and instructions that a reader builds back with LLVM's
// constructors, an order of magnitude cheaper than parsing (and verifying) the text in each
// compile that applies it.
//
// Why applying the built function applies what was proved: the form is made only by
// compactFormOfRewrite, which parses the text, runs LLVM's verifier on it, writes the form, builds
// it back in the same context and compares the two modules as LLVM prints them (every type,
// value, flag, name, attribute and metadata the IR holds is printed); it returns the form only
// when the prints are identical. Building is deterministic: the same bytes build the same module
// in any context. So a form that passed at writing time builds, at compile time, the very
// function the text parses to, which passed the verifier. The proof snapshot (store/
// ProofSnapshot.h) keeps the form beside its text under its checksum, in a private file.
//
// Only one-block functions of the common instructions are written (binary and unary operators,
// comparisons, casts, select, freeze, vector element and shuffle operations, calls of declared
// functions, return) with integer, floating-point, pointer and fixed-vector types and simple
// constants; anything else has no compact form and is parsed from its text as before.
#include <memory>
#include <string>
#include <string_view>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace theseus::cut {

// The compact form of `text` (one `define` and its declarations), or "" when the text does not
// parse, fails LLVM's verifier, does not define exactly one function, uses something the form
// cannot say, or does not build back to a module that prints exactly as the parsed one.
std::string compactFormOfRewrite(const std::string& text);

// Whether `compact` starts with this build's version tag (the form writes LLVM's own numbers for
// opcodes and the like, so a form written by a build of another LLVM version is not read; its
// text is parsed instead).
bool isCurrentCompactForm(std::string_view compact);

// The module of `compact` built in `context`, or null with `error` when the bytes are not a compact
// form. A context that discards value names (clang's) leaves the values unnamed, as it leaves
// every value it creates: names have no meaning in the IR, and what an application names after
// them is discarded by that context too. Not verified: see above for why none is needed for a
// form compactFormOfRewrite made.
std::unique_ptr<llvm::Module> buildCompactRewrite(std::string_view compact, llvm::LLVMContext& context, std::string& error);

} // namespace theseus::cut
