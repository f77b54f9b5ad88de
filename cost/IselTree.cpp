#include "cost/IselTree.h"

#include "ir/X86Intrinsics.h"

#include <cctype>

namespace theseus::cost {

namespace {

struct LeafClassName {
  std::string_view name;
  LeafClass leafClass;
};

const LeafClassName kLeafClasses[] = {
    {"", LeafClass::Reg},          {"imm", LeafClass::Imm},           {"addr", LeafClass::Addr},
    {"flags", LeafClass::Flags},   {"shamt", LeafClass::Shamt},       {"scale", LeafClass::Scale},
    {"scalemul", LeafClass::ScaleMul}, {"mul359", LeafClass::Mul359},
};

struct TreeParser {
  std::string_view text;
  size_t pos = 0;

  void skipSpace() {
    while (pos < text.size() && std::isspace(static_cast<unsigned char>(text[pos]))) ++pos;
  }
  std::string word() {
    size_t start = pos;
    while (pos < text.size() && !std::isspace(static_cast<unsigned char>(text[pos])) && text[pos] != '(' && text[pos] != ')') ++pos;
    return std::string(text.substr(start, pos - start));
  }
  std::optional<TreeNode> node() {
    skipSpace();
    if (pos >= text.size()) return std::nullopt;
    TreeNode n;
    if (text[pos] == '(') {
      ++pos;
      skipSpace();
      n.op = word();
      for (skipSpace(); pos < text.size() && text[pos] != ')'; skipSpace()) {
        auto kid = node();
        if (!kid) return std::nullopt;
        n.kids.push_back(std::move(*kid));
      }
      if (pos >= text.size()) return std::nullopt;
      ++pos;
      return n;
    }
    std::string w = word();
    n.isLeaf = true;
    if (!w.empty() && w[0] == '#') {
      n.isLiteral = true;
      n.literal = std::stoll(w.substr(1));
      return n;
    }
    if (w.empty() || w[0] != '$') return std::nullopt;
    size_t colon = w.find(':');
    n.leaf = w.substr(1, colon == std::string::npos ? std::string::npos : colon - 1);
    std::string cls = colon == std::string::npos ? "" : w.substr(colon + 1);
    for (auto& c : kLeafClasses)
      if (c.name == cls) {
        n.leafClass = c.leafClass;
        return n;
      }
    return std::nullopt;
  }
};

bool fitsLeafClass(LeafClass c, const ir::Value* v) {
  if (c == LeafClass::Reg || c == LeafClass::Addr || c == LeafClass::Flags) return true;
  auto k = constantValue(v);
  if (!k) return false;
  switch (c) {
  case LeafClass::Imm: return *k >= INT32_MIN && *k <= INT32_MAX;
  case LeafClass::Shamt: return *k >= 0 && uint64_t(*k) < v->type().bits();
  case LeafClass::Scale: return *k >= 1 && *k <= 3;
  case LeafClass::ScaleMul: return *k == 2 || *k == 4 || *k == 8;
  case LeafClass::Mul359: return *k == 3 || *k == 5 || *k == 9;
  default: return false;
  }
}

bool opMatches(const std::string& op, const ir::Instruction& inst) {
  std::string_view name = op;
  if (name.starts_with("call:")) return inst.opcode() == ir::Opcode::Call && inst.intrinsic != ir::Intrinsic::None &&
                                        inst.intrinsic != ir::Intrinsic::X86 && ir::intrinsicStem(inst.intrinsic) == name.substr(5);
  if (name.starts_with("x86:")) {
    if (inst.opcode() != ir::Opcode::Call || inst.intrinsic != ir::Intrinsic::X86) return false;
    std::string_view row = ir::x86Rows()[inst.x86Row].name;
    std::string needle = "." + std::string(name.substr(4));
    size_t at = row.find(needle);
    return at != std::string_view::npos && (at + needle.size() == row.size() || row[at + needle.size()] == '.');
  }
  if (name.starts_with("shuffle:")) {
    if (inst.opcode() != ir::Opcode::ShuffleVector) return false;
    int first = name == "shuffle:even" ? 0 : 1;
    for (size_t i = 0; i < inst.mask.size(); ++i)
      if (inst.mask[i] != int(2 * i) + first) return false;
    return true;
  }
  size_t dot = name.find('.');
  if (ir::opcodeName(inst.opcode()) != name.substr(0, dot)) return false;
  return dot == std::string_view::npos || ir::predicateName(inst.predicate) == name.substr(dot + 1);
}

// Every way `t` matches `v` extending `m` (both orders of a commutative operation).
void matchInto(const TreeNode& t, const ir::Value* v, const Match& m, bool isRoot, std::vector<Match>& out);

void matchKids(const TreeNode& t, const ir::Instruction& inst, size_t kid, bool swapped, const Match& m, std::vector<Match>& out) {
  if (kid == t.kids.size()) {
    out.push_back(m);
    return;
  }
  size_t operand = swapped ? 1 - kid : kid;
  std::vector<Match> partial;
  matchInto(t.kids[kid], inst.operand(unsigned(operand)), m, false, partial);
  for (auto& p : partial) matchKids(t, inst, kid + 1, swapped, p, out);
}

void matchInto(const TreeNode& t, const ir::Value* v, const Match& m, bool isRoot, std::vector<Match>& out) {
  if (t.isLiteral) {
    auto k = constantValue(v);
    if (k && *k == t.literal) out.push_back(m);
    return;
  }
  if (t.isLeaf) {
    if (!fitsLeafClass(t.leafClass, v)) return;
    for (auto& b : m.leaves)
      if (b.name == t.leaf) {
        if (b.value == v) out.push_back(m);
        return;
      }
    Match bound = m;
    bound.leaves.push_back({t.leaf, v, t.leafClass});
    out.push_back(std::move(bound));
    return;
  }
  if (v->valueKind() != ir::Value::Kind::Instruction) return;
  auto& inst = static_cast<const ir::Instruction&>(*v);
  if (!opMatches(t.op, inst)) return;
  bool shuffle = inst.opcode() == ir::Opcode::ShuffleVector;
  if (shuffle ? t.kids.size() != 1 : t.kids.size() != inst.numOperands()) return;
  Match inside = m;
  if (!isRoot) inside.interior.push_back(&inst);
  matchKids(t, inst, 0, false, inside, out);
  if (t.kids.size() == 2 && ir::isCommutative(inst.opcode())) matchKids(t, inst, 0, true, inside, out);
}

} // namespace

std::optional<TreeNode> parseTree(std::string_view text) {
  TreeParser p{text};
  auto n = p.node();
  p.skipSpace();
  if (!n || p.pos != text.size()) return std::nullopt;
  return n;
}

ResultKind leafKind(LeafClass c) {
  switch (c) {
  case LeafClass::Reg: return ResultKind::Reg;
  case LeafClass::Addr: return ResultKind::Addr;
  case LeafClass::Flags: return ResultKind::Flags;
  default: return ResultKind::Imm;
  }
}

std::optional<int64_t> constantValue(const ir::Value* v) {
  if (v->valueKind() != ir::Value::Kind::Constant) return std::nullopt;
  auto& c = static_cast<const ir::Constant&>(*v);
  if (c.lanes().empty() || c.type().bits() > 64) return std::nullopt;
  const ir::ConstLane& first = c.lanes().front();
  for (auto& lane : c.lanes())
    if (lane.kind != ir::ConstLane::Kind::Value || !(lane == first)) return std::nullopt;
  unsigned bits = c.type().bits();
  uint64_t raw = first.bits.low64();
  if (bits < 64 && ((raw >> (bits - 1)) & 1)) raw |= ~uint64_t(0) << bits;
  return int64_t(raw);
}

std::vector<Match> matchTree(const TreeNode& tree, const ir::Value* v) {
  std::vector<Match> out;
  matchInto(tree, v, Match{}, true, out);
  return out;
}

} // namespace theseus::cost
