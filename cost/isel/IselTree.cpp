#include "cost/isel/IselTree.h"

#include "ir/X86Intrinsics.h"

#include <algorithm>
#include <cctype>
#include <climits>

namespace theseus::cost {

namespace {

struct LeafClassName {
  std::string_view name;
  LeafClass leafClass;
};

const LeafClassName kLeafClasses[] = {
    {"", LeafClass::Reg},          {"imm", LeafClass::Imm},           {"addr", LeafClass::Addr},
    {"flags", LeafClass::Flags},   {"shamt", LeafClass::Shamt},       {"scale", LeafClass::Scale},
    {"scalemul", LeafClass::ScaleMul}, {"mul359", LeafClass::Mul359}, {"const", LeafClass::Const},
    {"vconst", LeafClass::VConst}, {"keeplow", LeafClass::KeepLow}, {"low64", LeafClass::Low64},
    {"pow2", LeafClass::Pow2},         {"fconst", LeafClass::FConst},
};

// Sets `n`'s accepted fcmp predicates from "oeq|une"; false for an unknown name.
bool resolveFCmpPredicates(TreeNode& n, std::string_view names) {
  while (!names.empty()) {
    size_t bar = names.find('|');
    auto p = ir::fcmpPredicateFromName(names.substr(0, bar));
    if (!p) return false;
    n.fcmpPredicates |= uint16_t(1u << unsigned(*p));
    names = bar == std::string_view::npos ? "" : names.substr(bar + 1);
  }
  return n.fcmpPredicates != 0;
}

// Sets `n`'s lane part from "low", "upper" or "upper0"; false for another name.
bool resolveLanePart(TreeNode& n, std::string_view name) {
  n.lanePart = name == "low" ? LanePart::Low : name == "upper" ? LanePart::Upper : name == "upper0" ? LanePart::UpperFirst : LanePart::Any;
  return n.lanePart != LanePart::Any;
}

// Resolves `n.op` into the fields that opMatches compares; false for an unknown operation.
bool resolveOperation(TreeNode& n) {
  std::string_view name = n.op;
  if (name.starts_with("call:")) {
    n.kind = NodeKind::Intrinsic;
    for (unsigned i = 1; i <= unsigned(ir::Intrinsic::X86); ++i)
      if (ir::intrinsicStem(ir::Intrinsic(i)) == name.substr(5)) n.intrinsic = ir::Intrinsic(i);
    return n.intrinsic != ir::Intrinsic::None;
  }
  if (name.starts_with("x86:")) {
    n.kind = NodeKind::X86;
    std::string needle = "." + std::string(name.substr(4));
    bool any = false;
    for (auto& row : ir::x86Rows()) {
      size_t at = row.name.find(needle);
      bool hit = at != std::string_view::npos && (at + needle.size() == row.name.size() || row.name[at + needle.size()] == '.');
      n.x86Rows.push_back(hit);
      any = any || hit;
    }
    return any;
  }
  if (name.starts_with("shuffle:")) {
    auto shape = shuffleShapeFromName(name.substr(8));
    if (!shape) return false;
    n.kind = NodeKind::Shuffle;
    n.shuffle = *shape;
    return true;
  }
  size_t dot = name.find('.');
  auto op = ir::opcodeFromName(name.substr(0, dot));
  if (!op) return false;
  n.opcode = *op;
  if (dot == std::string_view::npos) return true;
  if (n.opcode == ir::Opcode::FCmp) return resolveFCmpPredicates(n, name.substr(dot + 1));
  if (n.opcode == ir::Opcode::ExtractElement) return resolveLanePart(n, name.substr(dot + 1));
  n.predicate = ir::predicateFromName(name.substr(dot + 1));
  return n.predicate.has_value();
}

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
      if (!resolveOperation(n)) return std::nullopt;
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

} // namespace

namespace detail {

// A vector constant with some defined lane: a constant-pool load (poison lanes load anything).
static bool isVectorConstant(const ir::Value* v) {
  if (v->valueKind() != ir::Value::Kind::Constant || !v->type().isVector()) return false;
  auto& c = static_cast<const ir::Constant&>(*v);
  auto defined = [](const ir::ConstLane& l) { return l.kind == ir::ConstLane::Kind::Value; };
  return std::any_of(c.lanes().begin(), c.lanes().end(), defined);
}

// Whether `v` is a floating-point constant (scalar or vector) with a defined lane.
static bool isFloatConstant(const ir::Value* v) {
  if (v->valueKind() != ir::Value::Kind::Constant || !v->type().isFloatOrVector()) return false;
  auto& c = static_cast<const ir::Constant&>(*v);
  return std::any_of(c.lanes().begin(), c.lanes().end(), [](const ir::ConstLane& l) { return l.kind == ir::ConstLane::Kind::Value; });
}

// Whether `v` is an i128 constant whose low 64 bits are all ones (an AND with it keeps the low half).
static bool keepsLowHalf(const ir::Value* v) {
  if (v->valueKind() != ir::Value::Kind::Constant || !v->type().isInt() || v->type().bits() != 128) return false;
  auto& c = static_cast<const ir::Constant&>(*v);
  return c.lanes().size() == 1 && c.lanes()[0].kind == ir::ConstLane::Kind::Value && c.lanes()[0].bits.low64() == ~uint64_t(0);
}

// Whether `v` is an i128 constant whose high 64 bits are zero (a 64-bit move materializes it).
static bool highHalfZero(const ir::Value* v) {
  if (v->valueKind() != ir::Value::Kind::Constant || !v->type().isInt() || v->type().bits() != 128) return false;
  auto& c = static_cast<const ir::Constant&>(*v);
  return c.lanes().size() == 1 && c.lanes()[0].kind == ir::ConstLane::Kind::Value && c.lanes()[0].bits.words().size() == 2 && c.lanes()[0].bits.words()[1] == 0;
}

bool fitsLeafClass(LeafClass c, const ir::Value* v) {
  if (c == LeafClass::Reg || c == LeafClass::Addr || c == LeafClass::Flags) return true;
  if (c == LeafClass::VConst) return isVectorConstant(v);
  if (c == LeafClass::FConst) return isFloatConstant(v);
  if (c == LeafClass::KeepLow) return keepsLowHalf(v);
  if (c == LeafClass::Low64) return highHalfZero(v);
  auto k = constantValue(v);
  if (!k) return false;
  switch (c) {
  case LeafClass::Imm: return *k >= INT32_MIN && *k <= INT32_MAX;
  case LeafClass::Shamt: return *k >= 0 && uint64_t(*k) < v->type().bits();
  case LeafClass::Scale: return *k >= 1 && *k <= 3;
  case LeafClass::ScaleMul: return *k == 2 || *k == 4 || *k == 8;
  case LeafClass::Pow2: return !v->type().isVector() && *k > 1 && (uint64_t(*k) & (uint64_t(*k) - 1)) == 0 && uint64_t(*k) < (v->type().bits() >= 64 ? ~uint64_t(0) : uint64_t(1) << (v->type().bits() - 1));
  case LeafClass::Mul359: return *k == 3 || *k == 5 || *k == 9;
  case LeafClass::Const: return v->type().isInt();
  default: return false;
  }
}

// Whether the constant lane `extract` reads lies where `part` says (true for LanePart::Any).
static bool inLanePart(LanePart part, const ir::Instruction& extract) {
  if (part == LanePart::Any) return true;
  auto lane = constantValue(extract.operand(1));
  if (!lane || *lane < 0) return false;
  uint64_t bit = uint64_t(*lane) * extract.operand(0)->type().bits();
  bool upper = (bit / 128) % 2 == 1;
  if (part == LanePart::Low) return !upper;
  return upper && (part == LanePart::Upper || bit % 128 == 0);
}

bool opMatches(const TreeNode& t, const ir::Instruction& inst) {
  switch (t.kind) {
  case NodeKind::Intrinsic: return inst.opcode() == ir::Opcode::Call && inst.intrinsic == t.intrinsic;
  case NodeKind::X86: return inst.opcode() == ir::Opcode::Call && inst.intrinsic == ir::Intrinsic::X86 && inst.x86Row < t.x86Rows.size() && t.x86Rows[inst.x86Row];
  case NodeKind::Shuffle: return inst.opcode() == ir::Opcode::ShuffleVector && hasShuffleShape(inst, t.shuffle);
  default:
    return inst.opcode() == t.opcode && (!t.predicate || inst.predicate == *t.predicate) &&
           (!t.fcmpPredicates || (t.fcmpPredicates >> unsigned(inst.fcmpPredicate)) & 1) && inLanePart(t.lanePart, inst);
  }
}

bool commutativeNode(const TreeNode& t, const ir::Instruction& inst) {
  if (t.kids.size() != 2) return false;
  if (t.kind == NodeKind::Opcode) return ir::isCommutative(inst.opcode()) || (t.opcode == ir::Opcode::ICmp && t.predicate &&
                                                                             (*t.predicate == ir::ICmpPred::EQ || *t.predicate == ir::ICmpPred::NE));
  using I = ir::Intrinsic;
  return t.kind == NodeKind::Intrinsic && (t.intrinsic == I::SMin || t.intrinsic == I::SMax || t.intrinsic == I::UMin || t.intrinsic == I::UMax ||
                                           t.intrinsic == I::SAddSat || t.intrinsic == I::UAddSat);
}

} // namespace detail

namespace {
} // namespace

namespace {

// Numbers the leaves of `n` by name, in first-occurrence order.
void numberLeaves(TreeNode& n, std::vector<std::string>& names) {
  if (n.isLeaf && !n.isLiteral) {
    auto it = std::find(names.begin(), names.end(), n.leaf);
    n.leafId = (unsigned char)(it - names.begin());
    if (it == names.end()) names.push_back(n.leaf);
  }
  for (auto& kid : n.kids) numberLeaves(kid, names);
}

} // namespace

std::optional<TreeNode> parseTree(std::string_view text) {
  TreeParser p{text};
  auto n = p.node();
  p.skipSpace();
  if (!n || p.pos != text.size()) return std::nullopt;
  std::vector<std::string> names;
  numberLeaves(*n, names);
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
  if (c.lanes().empty()) return std::nullopt;
  const ir::ConstLane& first = c.lanes().front();
  for (auto& lane : c.lanes())
    if (lane.kind != ir::ConstLane::Kind::Value || !(lane == first)) return std::nullopt;
  unsigned bits = c.type().bits();
  if (bits > 64) return first.bits.fitsIn64() && int64_t(first.bits.low64()) >= 0 ? std::optional<int64_t>(int64_t(first.bits.low64())) : std::nullopt;
  uint64_t raw = first.bits.low64();
  if (bits < 64 && ((raw >> (bits - 1)) & 1)) raw |= ~uint64_t(0) << bits;
  return int64_t(raw);
}

namespace {

void matchInto(const TreeNode& t, const ir::Value* v, const Match& m, bool isRoot, const CanonicalValues& canon, MatchSink next);

// Matches the kids of `t` from `kid` on against the operands of `inst` (swapped: the two
// operands the other way round).
void matchKids(const TreeNode& t, const ir::Instruction& inst, size_t kid, bool swapped, const Match& m, const CanonicalValues& canon,
               MatchSink next) {
  if (kid == t.kids.size()) return next(m);
  size_t operand = swapped ? 1 - kid : kid;
  auto rest = [&](const Match& p) { matchKids(t, inst, kid + 1, swapped, p, canon, next); };
  matchInto(t.kids[kid], canon(inst.operand(unsigned(operand))), m, false, canon, MatchSink(rest));
}

void matchLeaf(const TreeNode& t, const ir::Value* v, const Match& m, MatchSink next) {
  if (t.isLiteral) {
    auto k = constantValue(v);
    if (k && *k == t.literal) next(m);
    return;
  }
  if (!detail::fitsLeafClass(t.leafClass, v)) return;
  for (auto& b : m)
    if (b.leafId == t.leafId) {
      if (b.value == v) next(m);
      return;
    }
  if (m.leafCount == kMaxLeaves) return;
  Match bound = m;
  bound.leafSlots[bound.leafCount++] = {v, t.leafId, t.leafClass};
  next(bound);
}

void matchInto(const TreeNode& t, const ir::Value* v, const Match& m, bool isRoot, const CanonicalValues& canon, MatchSink next) {
  if (t.isLeaf) return matchLeaf(t, v, m, next);
  if (v->valueKind() != ir::Value::Kind::Instruction) return;
  auto& inst = static_cast<const ir::Instruction&>(*v);
  if (!detail::opMatches(t, inst)) return;
  bool shuffle = inst.opcode() == ir::Opcode::ShuffleVector;
  if (shuffle ? t.kids.size() > 2 || (t.kids.size() == 1 && readsSecondInput(inst)) : t.kids.size() != inst.numOperands()) return;
  Match inside = m;
  if (!isRoot) {
    if (inside.interiorCount == kMaxInterior) return;
    inside.interiorSlots[inside.interiorCount++] = &inst;
  }
  matchKids(t, inst, 0, false, inside, canon, next);
  if (!detail::commutativeNode(t, inst)) return;
  bool symmetric = t.kids[0].isLeaf && t.kids[1].isLeaf && !t.kids[0].isLiteral && !t.kids[1].isLiteral && t.kids[0].leafClass == t.kids[1].leafClass;
  if (!symmetric) matchKids(t, inst, 0, true, inside, canon, next);
}

} // namespace

void matchTree(const TreeNode& tree, const ir::Value* v, const CanonicalValues& canon, MatchSink found) {
  matchInto(tree, v, Match{}, true, canon, found);
}

} // namespace theseus::cost
