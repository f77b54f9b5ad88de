#include "rules/LitText.h"

#include "ir/Printer.h"
#include "rules/CppText.h"
#include "rules/Instantiate.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <regex>
#include <sstream>

namespace theseus::rules {

namespace {

// An instance of the rule: the symbols' values at W = `width`.
struct Choice {
  unsigned width = 0;
  std::vector<ir::Bits> values;
};

// The width of symbol `k` at W = `w`.
unsigned symbolBits(const Rule& rule, unsigned k, unsigned w) { return rule.symbols[k].type.width.at(w); }

// `found` at `bits` bits when its value survives the change (zero- or sign-extended back to
// itself); nullopt when it does not fit.
std::optional<ir::Bits> resized(const ir::Bits& found, unsigned bits) {
  ir::Bits low = ir::Bits::fromWords(bits, found.words());
  std::vector<uint64_t> signWords(found.words().size() + 1, low.isNegative() ? ~0ull : 0ull);
  for (size_t i = 0; i < low.words().size(); ++i) signWords[i] = low.words()[i];
  if (ir::Bits::fromWords(found.width(), low.words()) == found) return low;
  if (ir::Bits::fromWords(found.width(), signWords) == found) return low;
  return std::nullopt;
}

// The values tried for symbol `k` at W = `w`, the found value (resized) first.
std::vector<ir::Bits> candidates(const Rule& rule, unsigned k, unsigned w) {
  unsigned bits = symbolBits(rule, k, w);
  std::vector<ir::Bits> out;
  if (auto f = resized(rule.symbols[k].found, bits)) out.push_back(*f);
  for (int64_t v : {1, 2, 3, 4, 5, 7, 8, 15, 16, 0, -1, -2, -8, 6, 12, 31, 255}) out.push_back(ir::Bits::fromSigned(bits, v));
  if (bits > 1) out.push_back(ir::Bits(bits, bits - 1));
  std::vector<ir::Bits> unique;
  for (auto& b : out)
    if (std::find(unique.begin(), unique.end(), b) == unique.end()) unique.push_back(b);
  return unique;
}

// The first choice of values at W = `w` (in the order of `candidates`, at most 400 tried) whose
// instance exists and whose precondition is `wantHolds`.
std::optional<Choice> search(const Rule& rule, unsigned w, bool wantHolds) {
  std::vector<std::vector<ir::Bits>> lists;
  for (unsigned k = 0; k < rule.symbols.size(); ++k) lists.push_back(candidates(rule, k, w));
  std::vector<size_t> index(lists.size(), 0);
  for (unsigned tried = 0; tried < 400; ++tried) {
    Choice c{w, {}};
    for (size_t k = 0; k < lists.size(); ++k) c.values.push_back(lists[k][index[k]]);
    if (preconditionHolds(rule, w, c.values) == wantHolds && concreteInstance(rule, w, c.values)) return c;
    size_t k = 0;
    while (k < index.size() && ++index[k] == lists[k].size()) index[k++] = 0;
    if (k == index.size()) break;
  }
  return std::nullopt;
}

bool proved(const Rule& rule, unsigned w) { return std::count(rule.widths.proved.begin(), rule.widths.proved.end(), w) > 0; }

// Up to two proved widths other than the found one, common widths first.
std::vector<unsigned> otherWidths(const Rule& rule) {
  std::vector<unsigned> order = {8, 16, 64, 32, 7, 13};
  for (unsigned w : rule.widths.proved) order.push_back(w);
  std::vector<unsigned> out;
  for (unsigned w : order)
    if (out.size() < 2 && w != rule.foundWidth && proved(rule, w) && std::find(out.begin(), out.end(), w) == out.end()) out.push_back(w);
  return out;
}

// Whether some value of the source has the width W (else every W gives the same instance).
bool hasWidthVariable(const Rule& rule) {
  return std::any_of(rule.source.nodes.begin(), rule.source.nodes.end(), [](const Node& n) { return n.type.width.variable; });
}

// A negative instance: a violated precondition at the found width, else an unproved width.
std::optional<Choice> negativeChoice(const Rule& rule) {
  if (!rule.precondition.empty())
    if (auto c = search(rule, rule.foundWidth, false)) return c;
  if (!hasWidthVariable(rule)) return std::nullopt;
  std::vector<unsigned> widths = rule.widths.failed;
  widths.insert(widths.end(), rule.widths.unknown.begin(), rule.widths.unknown.end());
  unsigned top = rule.widths.proved.empty() ? 1 : *std::max_element(rule.widths.proved.begin(), rule.widths.proved.end());
  for (unsigned w = 1; w <= 128; ++w)
    if (w > top && !proved(rule, w)) widths.push_back(w);
  for (unsigned w : widths)
    if (!proved(rule, w))
      if (auto c = search(rule, w, true)) return c;
  return std::nullopt;
}

// `line` with every local value (%name, not an argument of `arguments`) a FileCheck variable:
// the first occurrence defines [[V<n>:%...]], later ones use [[V<n>]].
std::string checkPattern(const std::string& line, const std::set<std::string>& arguments, std::map<std::string, std::string>& variables) {
  std::string out;
  for (size_t i = 0; i < line.size();) {
    if (line[i] != '%') { out += line[i++]; continue; }
    size_t j = i + 1;
    while (j < line.size() && (std::isalnum(static_cast<unsigned char>(line[j])) || line[j] == '_' || line[j] == '.')) ++j;
    std::string name = line.substr(i + 1, j - i - 1);
    if (name.empty() || arguments.count(name)) out += line.substr(i, j - i);
    else if (auto it = variables.find(name); it != variables.end()) out += "[[" + it->second + "]]";
    else {
      std::string v = "V" + std::to_string(variables.size() + 1);
      variables[name] = v;
      out += "[[" + v + ":%[0-9A-Za-z._]+]]";
    }
    i = j;
  }
  return out;
}

// `line` with every all-zero vector constant (`<i32 0, i32 0>`) written `zeroinitializer`, as
// LLVM prints it.
std::string zeroVectorsAsLLVMPrintsThem(const std::string& line) {
  static const std::regex zeros(R"(<(i\d+ 0, )*i\d+ 0>)");
  return std::regex_replace(line, zeros, "zeroinitializer");
}

// The CHECK lines that `f` (named `name` in the output) has the body of `shape`.
std::string checkLines(const ir::Function& shape, const std::string& name) {
  std::set<std::string> arguments;
  for (auto& a : shape.arguments()) arguments.insert(a->name());
  std::map<std::string, std::string> variables;
  std::istringstream text(ir::toString(shape));
  std::string line, out = "; CHECK-LABEL: @" + name + "(\n";
  bool first = true;
  while (std::getline(text, line)) {
    if (line.rfind("  ", 0) != 0) continue;
    out += std::string(first ? "; CHECK:" : "; CHECK-NEXT:") + " " + checkPattern(zeroVectorsAsLLVMPrintsThem(line.substr(2)), arguments, variables) + "\n";
    first = false;
  }
  return out;
}

// The values of a choice as a comment: `C1 = 8, C2 = 3`.
std::string valuesText(const Rule& rule, const Choice& c) {
  std::string out;
  for (size_t k = 0; k < c.values.size(); ++k) out += (k ? ", " : "") + rule.symbols[k].name + " = " + c.values[k].toSignedDecimal();
  return out.empty() ? "no symbols" : out;
}

} // namespace

std::string litTestText(const Rule& rule, unsigned ruleNumber) {
  std::string prefix = "rule" + std::to_string(ruleNumber);
  std::string out = "; Rule " + std::to_string(ruleNumber) + " (" + rule.name + "): " + ruleOneLine(rule) + "\n";
  out += "; Proved for " + rule.widths.condition() + ". @" + prefix + "_found and @" + prefix +
         "_w* must become the target; @" + prefix + "_negative must stay as it is.\n";
  out += "; RUN: opt-19 -load-pass-plugin=%rules_plugin '-passes=theseus-rules<only=" + std::to_string(ruleNumber) + ">' -S %s -o %t.ll\n";
  out += "; RUN: FileCheck %s --input-file=%t.ll\n";
  out += "; RUN: %theseus verify --timeout-ms 60000 %s %t.ll\n";
  std::vector<std::pair<std::string, Choice>> positives;
  std::vector<ir::Bits> found;
  for (auto& s : rule.symbols) found.push_back(s.found);
  if (proved(rule, rule.foundWidth) && preconditionHolds(rule, rule.foundWidth, found)) positives.push_back({prefix + "_found", {rule.foundWidth, found}});
  for (unsigned w : otherWidths(rule))
    if (auto c = search(rule, w, true)) positives.push_back({prefix + "_w" + std::to_string(w), *c});
  std::set<std::string> declarations;
  auto emit = [&](const std::string& name, const Choice& c, bool rewritten, const std::string& why) {
    auto pair = concreteInstance(rule, c.width, c.values);
    if (!pair) return;
    pair->src->setName(name);
    out += "\n; " + why + ": W = " + std::to_string(c.width) + ", " + valuesText(rule, c) + "\n";
    out += ir::toString(*pair->src);
    out += checkLines(rewritten ? *pair->tgt : *pair->src, name);
    std::istringstream decls(ir::intrinsicDeclarations(*pair->src));
    for (std::string line; std::getline(decls, line);)
      if (!line.empty()) declarations.insert(line);
  };
  for (auto& [name, c] : positives) emit(name, c, true, "rewritten");
  if (auto neg = negativeChoice(rule)) emit(prefix + "_negative", *neg, false, proved(rule, neg->width) ? "left alone (precondition false)" : "left alone (width not proved)");
  else out += "\n; no negative instance: no constants violate the precondition and no unproved width is well-typed\n";
  if (!declarations.empty()) out += "\n";
  for (auto& d : declarations) out += d + "\n";
  return out;
}

} // namespace theseus::rules
