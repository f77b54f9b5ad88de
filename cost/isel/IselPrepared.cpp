#include "cost/isel/IselPrepared.h"
#include "cost/isel/IselShuffle.h"

#include <algorithm>
#include <array>

namespace theseus::cost {

namespace {

// The root's key in the index: the opcode, or for a call its intrinsic after the opcodes.
unsigned rootKey(const ir::Instruction& inst) {
  if (inst.opcode() == ir::Opcode::Call) return 256 + unsigned(inst.intrinsic);
  return unsigned(inst.opcode());
}

unsigned rootKey(const TreeNode& t) {
  if (t.kind == NodeKind::Intrinsic) return 256 + unsigned(t.intrinsic);
  if (t.kind == NodeKind::X86) return 256 + unsigned(ir::Intrinsic::X86);
  if (t.kind == NodeKind::Shuffle) return unsigned(ir::Opcode::ShuffleVector);
  return unsigned(t.opcode);
}

const char* elementLetter(unsigned bits) {
  switch (bits) {
  case 8: return "B";
  case 16: return "W";
  case 32: return "D";
  case 64: return "Q";
  default: return "?";
  }
}

const char* unpackSuffix(unsigned bits) {
  switch (bits) {
  case 8: return "BW";
  case 16: return "WD";
  case 32: return "DQ";
  case 64: return "QDQ";
  default: return "?";
  }
}

// A scalar's own register width, or "_" (no opcode) for a width LLVM promotes.
std::string nativeWidth(unsigned bits) { return bits == 8 || bits == 16 || bits == 32 || bits == 64 ? std::to_string(bits) : "_"; }

bool fitsTypes(const Pattern& p, const ir::Type& cls) {
  switch (p.types) {
  case TypeClass::Any: return true;
  case TypeClass::Scalar: return cls.isInt() && cls.bits() <= 64;
  case TypeClass::Wide: return cls.isInt() && cls.bits() == 128;
  case TypeClass::Vector: return cls.isVector();
  case TypeClass::Promoted: return cls.isInt() && cls.bits() >= 2 && cls.bits() < 8;
  case TypeClass::FloatScalar: return cls.isFloat();
  case TypeClass::FloatVector: return cls.isVector() && cls.isFloatOrVector();
  }
  return false;
}

bool hasFeatures(std::string_view required, const IselTarget& target) {
  while (!required.empty()) {
    size_t comma = required.find(',');
    std::string_view one = required.substr(0, comma);
    if (std::find(target.features.begin(), target.features.end(), one) == target.features.end()) return false;
    required = comma == std::string_view::npos ? "" : required.substr(comma + 1);
  }
  return true;
}

// The letter S (float) or D (double) of a floating-point type, "_" (no opcode) for other formats.
const char* floatLetter(const ir::Type& t) {
  if (!t.isFloatOrVector()) return "_";
  return t.bits() == 32 ? "S" : t.bits() == 64 ? "D" : "_";
}

// The SSE/AVX suffix SS, SD, PS or PD of the floating-point type among `root` and `leaf`.
std::string floatSuffix(const ir::Type& root, const ir::Type& leaf) {
  const ir::Type& fp = root.isFloatOrVector() ? root : leaf;
  return std::string(fp.isVector() ? "P" : "S") + floatLetter(fp);
}

// "" when `root` or `leaf` is half or a vector of half, "_" (no opcode) otherwise: F16C's
// conversions are for half, not bfloat.
const char* halfMark(const ir::Type& root, const ir::Type& leaf) {
  return root.floatKind() == ir::FloatKind::Half || leaf.floatKind() == ir::FloatKind::Half ? "" : "_";
}

// The MC opcode name of template `name` for the types: the substitutions of IselPatterns.h.
std::string expandTemplate(std::string name, const ir::Type& root, const ir::Type& leaf, unsigned partBits, const IselTarget& target) {
  const std::pair<const char*, std::string> tokens[] = {
      {"{f}", floatSuffix(root, leaf)},               {"{d}", floatLetter(root)},
      {"{D}", floatLetter(leaf)},                     {"{q}", root.isInt() && root.bits() == 64 ? "64" : ""},
      {"{Q}", leaf.isInt() && leaf.bits() == 64 ? "64" : ""},
      {"{w}", root.bits() <= 32 ? "32" : "64"},       {"{W}", std::to_string(std::max(8u, leaf.bits()))},
      {"{v}", target.avx ? "V" : ""},                 {"{e}", elementLetter(root.bits())},
      {"{E}", elementLetter(leaf.bits())},            {"{y}", partBits == 256 ? "Y" : partBits == 512 ? "Z" : ""},
      {"{ri}", root.bits() <= 32 ? "ri" : "ri32"},    {"{Ri}", leaf.bits() == 64 ? "ri32" : "ri"},
      {"{u}", unpackSuffix(leaf.bits())},             {"{n}", nativeWidth(root.bits())},
      {"{x}", root.bits() <= 8 ? "8" : root.bits() <= 32 ? "32" : "64"},
      {"{p}", root.bits() >= 2 && root.bits() < 8 ? "_" : root.bits() <= 32 ? "32" : "64"},
      {"{z}", partBits == 512 ? "Z" : partBits == 256 ? "Z256" : "Z128"}, {"{h}", halfMark(root, leaf)}};
  for (auto& [token, text] : tokens)
    for (size_t at; (at = name.find(token)) != std::string::npos;) name.replace(at, std::string_view(token).size(), text);
  return name;
}

// Whether `target` has the feature opcodeFeatures() names for `opcode` (true when none).
bool opcodeAvailable(std::string_view opcode, const IselTarget& target) {
  for (auto& [name, feature] : opcodeFeatures())
    if (name == opcode) return hasFeatures(feature, target);
  return true;
}

} // namespace

const std::vector<PreparedPattern>& preparedPatterns() {
  static const std::vector<PreparedPattern> prepared = [] {
    std::vector<PreparedPattern> out;
    for (auto& p : iselPatterns())
      if (auto tree = parseTree(p.tree)) out.push_back({&p, *tree, tree->isLeaf});
    return out;
  }();
  return prepared;
}

const std::vector<unsigned>& patternsRootedAt(const ir::Instruction& inst) {
  static const std::vector<std::vector<unsigned>> byRoot = [] {
    std::vector<std::vector<unsigned>> table(512);
    auto& patterns = preparedPatterns();
    for (unsigned i = 0; i < patterns.size(); ++i)
      if (!patterns[i].chain) table[rootKey(patterns[i].tree)].push_back(i);
    return table;
  }();
  return byRoot[rootKey(inst)];
}

const std::vector<unsigned>& chainPatterns() {
  static const std::vector<unsigned> chains = [] {
    std::vector<unsigned> out;
    for (unsigned i = 0; i < preparedPatterns().size(); ++i)
      if (preparedPatterns()[i].chain) out.push_back(i);
    return out;
  }();
  return chains;
}

bool usableOn(const Pattern& p, const IselTarget& target) {
  if (!p.avoidOn.empty() && std::find(target.tuning.begin(), target.tuning.end(), p.avoidOn) != target.tuning.end()) return false;
  return hasFeatures(p.feature, target);
}

bool InstructionSelector::usable(size_t index) {
  if (usable_.empty())
    for (auto& p : preparedPatterns()) usable_.push_back(usableOn(*p.pattern, target_));
  return usable_[index];
}

// Whether `p` extracts one lane: its instructions run on the one register part that holds the
// lane, not once per part of the vector.
bool readsOneLane(const Pattern& p) { return p.tree.starts_with("(extractelement"); }

std::optional<PatternInstance> buildInstance(const Pattern& p, const ir::Type& root, const ir::Type& leaf, const IselTarget& target,
                                            SchedWeights& weights) {
  const ir::Type& cls = root.bits() == 1 && !leaf.isVoid() ? leaf : root;
  if (!fitsTypes(p, cls) || (p.leafBits && leaf.bits() != p.leafBits) || (p.rootBits && root.bits() != p.rootBits)) return std::nullopt;
  if (!p.avoidOn.empty() && std::find(target.tuning.begin(), target.tuning.end(), p.avoidOn) != target.tuning.end()) return std::nullopt;
  const ir::Type heldLeaf = maskRegisterType(leaf), held = maskRegisterType(cls);
  const ir::Type& widest = heldLeaf.isVector() && heldLeaf.totalBits() > held.totalBits() ? heldLeaf : held;
  unsigned partBits = std::min(std::max(128u, widest.totalBits()), target.vectorBits);
  bool ymm = widest.isVector() && partBits == 256;
  if (p.vectorBits && (!widest.isVector() || partBits != p.vectorBits)) return std::nullopt;
  if (p.wholeBits && widest.totalBits() != p.wholeBits) return std::nullopt;
  if (!hasFeatures(p.feature, target) || (ymm && !hasFeatures("avx2", target))) return std::nullopt;
  PatternInstance in;
  if (widest.isVector() && !p.wholeBits && !readsOneLane(p)) in.parts = (widest.totalBits() + partBits - 1) / partBits;
  std::string_view mc = p.mc;
  while (!mc.empty()) {
    size_t space = mc.find(' ');
    std::string name = expandTemplate(std::string(mc.substr(0, space)), maskRegisterType(root), maskRegisterType(leaf), partBits, target);
    mc = space == std::string_view::npos ? "" : mc.substr(space + 1);
    if (!opcodeAvailable(name, target)) return std::nullopt;
    const InstrWeight* w = weights.weight(name, p.address);
    if (!w) return std::nullopt;
    for (unsigned part = 0; part < in.parts; ++part) {
      in.instrs.push_back(w);
      in.twoAddress = in.twoAddress || w->twoAddress;
      in.uops += w->uops;
      in.rthroughput += w->rthroughput;
      if (part == 0) in.latency += w->latency;
    }
  }
  return in;
}

const std::optional<PatternInstance>& InstructionSelector::instance(size_t index, const ir::Type& root, const ir::Type& leaf) {
  auto typeKey = [](const ir::Type& t) { return (uint32_t(t.kind()) << 28) | (uint32_t(t.bits() & 0xffff) << 12) | uint32_t(t.lanes() & 0xfff); };
  uint64_t key = (uint64_t(typeKey(root)) << 32) | typeKey(leaf);
  if (instances_.size() <= index) instances_.resize(preparedPatterns().size());
  auto& entries = instances_[index];
  for (auto& [k, in] : entries)
    if (k == key) return *in;
  entries.emplace_back(key, std::make_unique<std::optional<PatternInstance>>(buildInstance(*preparedPatterns()[index].pattern, root, leaf, target_, weights_)));
  return *entries.back().second;
}

} // namespace theseus::cost
