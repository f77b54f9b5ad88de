#include "bridge/SourceLocator.h"

#include <llvm/IR/Function.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/ModuleSlotTracker.h>
#include <llvm/Support/raw_ostream.h>

namespace theseus::bridge {

namespace {

bool isIdentifierChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '$' ||
         c == '.' || c == '_';
}

// The token starting with the sigil at `line[at]`: `%x`, `%12`, `@"a b"`.
std::string_view sigilToken(std::string_view line, size_t at) {
  size_t end = at + 1;
  if (end < line.size() && line[end] == '"') {
    size_t close = line.find('"', end + 1);
    end = close == std::string_view::npos ? line.size() : close + 1;
  } else {
    while (end < line.size() && isIdentifierChar(line[end])) ++end;
  }
  return line.substr(at, end - at);
}

size_t firstNonSpace(std::string_view line) {
  size_t at = line.find_first_not_of(" \t");
  return at == std::string_view::npos ? line.size() : at;
}

bool startsWithWord(std::string_view text, std::string_view word) {
  return text.substr(0, word.size()) == word && (text.size() == word.size() || !isIdentifierChar(text[word.size()]));
}

// The instruction text after any call marker: `tail call` starts with `call`.
std::string_view withoutTailMarker(std::string_view text) {
  for (std::string_view marker : {"tail ", "musttail ", "notail "})
    if (text.substr(0, marker.size()) == marker) return text.substr(firstNonSpace(text.substr(marker.size())) + marker.size());
  return text;
}

std::string operandName(const llvm::Value& v, llvm::ModuleSlotTracker& slots) {
  std::string text;
  llvm::raw_string_ostream os(text);
  v.printAsOperand(os, false, slots);
  return os.str();
}

// The column where the parameter whose name is at `nameColumn` of `header` starts (its type).
size_t parameterStart(std::string_view header, size_t nameColumn) {
  size_t separator = header.find_last_of(",(", nameColumn);
  if (separator == std::string_view::npos) return nameColumn;
  size_t start = header.find_first_not_of(" \t", separator + 1);
  return start == std::string_view::npos || start > nameColumn ? nameColumn : start;
}

ir::SourceLoc at(unsigned lineIndex, size_t column) { return {lineIndex + 1, unsigned(column + 1)}; }

} // namespace

ir::SourceLoc FunctionLocations::of(const llvm::Value* v) const {
  auto found = values.find(v);
  return found == values.end() ? define : found->second;
}

SourceLocator::SourceLocator(std::string_view text) {
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    lines_.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  for (unsigned i = 0; i < lines_.size(); ++i) {
    std::string_view line = lines_[i].substr(firstNonSpace(lines_[i]));
    size_t sigil = line.find('@');
    if (startsWithWord(line, "define") && sigil != std::string_view::npos)
      defines_.emplace(std::string(sigilToken(line, sigil)), i);
  }
}

std::pair<unsigned, unsigned> SourceLocator::bodyLines(unsigned defineLine) const {
  unsigned last = defineLine + 1;
  while (last < lines_.size() && lines_[last].substr(firstNonSpace(lines_[last]), 1) != "}") ++last;
  return {defineLine + 1, last};
}

std::unordered_map<std::string, ir::SourceLoc> SourceLocator::definitionsIn(unsigned first, unsigned last) const {
  std::unordered_map<std::string, ir::SourceLoc> out;
  for (unsigned i = first; i < last && i < lines_.size(); ++i) {
    std::string_view line = lines_[i];
    size_t column = firstNonSpace(line);
    if (column >= line.size() || line[column] != '%') continue;
    std::string_view token = sigilToken(line, column);
    std::string_view rest = line.substr(column + token.size());
    if (rest.substr(firstNonSpace(rest), 1) == "=") out.emplace(std::string(token), at(i, column));
  }
  return out;
}

unsigned SourceLocator::findOpcodeLine(std::string_view opcode, unsigned from, unsigned last) const {
  for (unsigned i = from; i < last && i < lines_.size(); ++i) {
    std::string_view line = withoutTailMarker(lines_[i].substr(firstNonSpace(lines_[i])));
    if (startsWithWord(line, opcode)) return i;
  }
  return unsigned(-1);
}

FunctionLocations SourceLocator::locate(const llvm::Function& f) const {
  FunctionLocations out;
  llvm::ModuleSlotTracker slots(f.getParent(), false);
  slots.incorporateFunction(f);
  auto define = defines_.find(operandName(f, slots));
  if (define == defines_.end()) return out;
  unsigned defineLine = define->second;
  std::string_view header = lines_[defineLine];
  out.define = at(defineLine, firstNonSpace(header));
  for (const llvm::Argument& arg : f.args()) {
    size_t column = header.find(operandName(arg, slots));
    if (column != std::string_view::npos) out.values[&arg] = at(defineLine, parameterStart(header, column));
  }
  auto [first, last] = bodyLines(defineLine);
  auto named = definitionsIn(first, last);
  unsigned cursor = first;
  for (const llvm::Instruction& inst : llvm::instructions(f)) {
    auto found = inst.getType()->isVoidTy() ? named.end() : named.find(operandName(inst, slots));
    if (found != named.end()) {
      out.values[&inst] = found->second;
      cursor = found->second.line;
      continue;
    }
    unsigned line = findOpcodeLine(inst.getOpcodeName(), cursor, last);
    if (line == unsigned(-1)) continue;
    out.values[&inst] = at(line, firstNonSpace(lines_[line]));
    cursor = line + 1;
  }
  return out;
}

} // namespace theseus::bridge
