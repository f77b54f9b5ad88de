#pragma once
// Finding LLVM constructs in the .ll text they came from. LLVM's in-memory IR keeps no line
// numbers, so definitions are found by their printed names (`@f`, `%x =`) and unnamed
// instructions by their opcode at the start of a line, in order.
#include "ir/Function.h"

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace llvm {
class Function;
class Value;
} // namespace llvm

namespace theseus::bridge {

// Where the parts of one function are in the source; all unknown for bitcode.
struct FunctionLocations {
  ir::SourceLoc define;
  std::unordered_map<const llvm::Value*, ir::SourceLoc> values;
  // The location of `v` (an instruction, argument or the function), else the define line.
  ir::SourceLoc of(const llvm::Value* v) const;
};

class SourceLocator {
public:
  // `text` is the .ll source, or empty when there is none (bitcode).
  explicit SourceLocator(std::string_view text);

  FunctionLocations locate(const llvm::Function& f) const;

private:
  // The lines of `f`'s body (after the define line, up to its closing brace).
  std::pair<unsigned, unsigned> bodyLines(unsigned defineLine) const;
  std::unordered_map<std::string, ir::SourceLoc> definitionsIn(unsigned first, unsigned last) const;
  unsigned findOpcodeLine(std::string_view opcode, unsigned from, unsigned last) const;

  std::vector<std::string_view> lines_;
  // `@name` of each define line -> its 0-based line index.
  std::unordered_map<std::string, unsigned> defines_;
};

} // namespace theseus::bridge
