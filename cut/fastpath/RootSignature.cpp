#include "cut/fastpath/RootSignature.h"

#include "store/RewriteCache.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace theseus::cut {

namespace {

// The lines of `text` with their two-space indentation (instructions) removed; others dropped.
std::vector<std::string_view> instructionLines(std::string_view text) {
  std::vector<std::string_view> out;
  while (!text.empty()) {
    size_t end = std::min(text.find('\n'), text.size());
    std::string_view line = text.substr(0, end);
    if (line.size() > 2 && line.substr(0, 2) == "  " && line[2] != ' ') out.push_back(line.substr(2));
    text.remove_prefix(std::min(end + 1, text.size()));
  }
  return out;
}

// The line of `lines` defining `value` ("%v3 = ..."), without its "%v3 = "; nullopt for none.
std::optional<std::string_view> definitionOf(const std::vector<std::string_view>& lines, std::string_view value) {
  std::string prefix = std::string(value) + " = ";
  for (std::string_view line : lines)
    if (line.substr(0, prefix.size()) == prefix) return line.substr(prefix.size());
  return std::nullopt;
}

// Whether `c` may continue a local name after its '%'.
bool isNameCharacter(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' || c == '-' || c == '$'; }

// The kinds of the values `body` names, in order: "a" for an argument, "v:OPCODE" for an
// instruction of `lines`.
std::string operandKinds(const std::vector<std::string_view>& lines, std::string_view body);

// The first word of `text` (up to a space).
std::string_view firstWord(std::string_view text) { return text.substr(0, std::min(text.find(' '), text.size())); }

// The icmp predicate or the called intrinsic of a root whose body (after "= ") is `body`.
std::optional<std::string_view> detailOf(std::string_view opcode, std::string_view body) {
  if (opcode == "icmp") return firstWord(body.substr(std::min(opcode.size() + 1, body.size())));
  if (opcode != "call") return std::string_view();
  size_t at = body.find('@'), open = body.find('(');
  if (at == std::string_view::npos || open == std::string_view::npos || open < at) return std::nullopt;
  return body.substr(at + 1, open - at - 1);
}

std::string operandKinds(const std::vector<std::string_view>& lines, std::string_view body) {
  std::string out;
  for (size_t at = body.find('%'); at != std::string_view::npos; at = body.find('%', at + 1)) {
    size_t end = at + 1;
    while (end < body.size() && isNameCharacter(body[end])) ++end;
    std::optional<std::string_view> definition = definitionOf(lines, body.substr(at, end - at));
    out += out.empty() ? "" : ",";
    out += definition ? "v:" + std::string(firstWord(*definition)) : std::string("a");
  }
  return out;
}

} // namespace

uint64_t rootSignaturePrefix(std::string_view opcode, std::string_view detail, std::string_view type) {
  uint64_t signature = ir::kFnvOffsetBasis;
  for (std::string_view part : {opcode, std::string_view("|"), detail, std::string_view("|"), type, std::string_view("|")})
    signature = extendRootSignature(signature, part);
  return signature;
}

uint64_t rootSignature(std::string_view opcode, std::string_view detail, std::string_view type, std::string_view operands) {
  return extendRootSignature(rootSignaturePrefix(opcode, detail, type), operands);
}

std::optional<uint64_t> rootSignatureOfCutText(const std::string& canonicalText) {
  std::vector<std::string_view> lines = instructionLines(canonicalText);
  auto ret = std::find_if(lines.begin(), lines.end(), [](std::string_view l) { return l.substr(0, 4) == "ret "; });
  if (ret == lines.end() || std::count_if(lines.begin(), lines.end(), [](std::string_view l) { return l.substr(0, 4) == "ret "; }) != 1)
    return std::nullopt;
  std::string_view typed = ret->substr(4);
  size_t space = typed.rfind(' ');
  if (space == std::string_view::npos || typed[space + 1] != '%') return std::nullopt;
  std::string_view type = typed.substr(0, space), value = typed.substr(space + 1);
  std::optional<std::string_view> body = definitionOf(lines, value);
  if (!body || body->find('"') != std::string_view::npos) return std::nullopt;
  std::string_view opcode = firstWord(*body);
  std::optional<std::string_view> detail = detailOf(opcode, *body);
  if (!detail) return std::nullopt;
  return rootSignature(opcode, *detail, type, operandKinds(lines, *body));
}

std::optional<std::vector<uint64_t>> rootSignaturesOfCutTexts(const std::vector<std::string>& canonicalTexts) {
  std::vector<uint64_t> out;
  out.reserve(canonicalTexts.size());
  for (const std::string& text : canonicalTexts) {
    std::optional<uint64_t> root = rootSignatureOfCutText(text);
    if (!root) return std::nullopt;
    out.push_back(*root);
  }
  return out;
}

} // namespace theseus::cut
