#pragma once
// The pattern trees of IselPatterns.h parsed once into matchers over the Theseus IR: each inner
// node's operation is resolved to an opcode, predicate, intrinsic, x86 row set or shuffle shape at
// parse time, so that matching compares small integers and allocates nothing.
#include "cost/isel/IselCanon.h"
#include "cost/isel/IselPatterns.h"
#include "cost/isel/IselShuffle.h"
#include "ir/Function.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace theseus::cost {

// How a leaf accepts a value.
enum class LeafClass : unsigned char { Reg, Imm, Addr, Flags, Shamt, Scale, ScaleMul, Mul359, Const, VConst, KeepLow, Pow2, Low64, FConst };

// Which instructions an inner node accepts.
enum class NodeKind : unsigned char { Opcode, Intrinsic, X86, Shuffle };

// Where the constant lane an `extractelement` node reads sits in its vector, by 128-bit chunk
// (the lanes one xmm register holds): `extractelement.low` a lane of an even chunk (the low half
// of a ymm register), `.upper` any lane of an odd chunk (the high half: AVX2 needs VEXTRACTF128 or
// VEXTRACTI128 first), `.upper0` the first lane of an odd chunk.
enum class LanePart : unsigned char { Any, Low, Upper, UpperFirst };

struct TreeNode {
  bool isLeaf = false;
  bool isLiteral = false;
  std::string op; // "add", "icmp.eq", "fcmp.oeq|une", "call:llvm.smin", "x86:pmadd.wd", "shuffle:even"
  NodeKind kind = NodeKind::Opcode;
  ir::Opcode opcode = ir::Opcode::Add;
  std::optional<ir::ICmpPred> predicate;
  uint16_t fcmpPredicates = 0; // for fcmp: bit P set for each FCmpPred P the node accepts (0: any)
  LanePart lanePart = LanePart::Any; // for extractelement: which lanes the node accepts
  ir::Intrinsic intrinsic = ir::Intrinsic::None;
  std::vector<bool> x86Rows;  // for NodeKind::X86: which rows of ir::x86Rows() the node accepts
  ShuffleShape shuffle = ShuffleShape::Even;
  std::vector<TreeNode> kids;
  std::string leaf;           // "a" for $a
  unsigned char leafId = 0;   // the same number for every leaf of one name in a tree
  LeafClass leafClass = LeafClass::Reg;
  int64_t literal = 0;        // #N
};

// "(add $a (shl $b $s:scale))" as a tree; nullopt for a malformed tree or an unknown operation.
std::optional<TreeNode> parseTree(std::string_view text);

// The kind in which a leaf's value is consumed.
ResultKind leafKind(LeafClass c);

// A leaf bound by a match.
struct LeafBinding {
  const ir::Value* value;
  unsigned char leafId;
  LeafClass leafClass;
};

inline constexpr unsigned kMaxLeaves = 4, kMaxInterior = 10;

struct Match {
  std::array<LeafBinding, kMaxLeaves> leafSlots;
  std::array<const ir::Instruction*, kMaxInterior> interiorSlots;
  unsigned char leafCount = 0, interiorCount = 0;
  const LeafBinding* begin() const { return leafSlots.data(); }
  const LeafBinding* end() const { return leafSlots.data() + leafCount; }
  // The instructions the pattern covers besides the root.
  const ir::Instruction* const* interiorBegin() const { return interiorSlots.data(); }
  const ir::Instruction* const* interiorEnd() const { return interiorSlots.data() + interiorCount; }
};

// `v` as a signed 64-bit constant: a scalar constant or a splat vector; nullopt otherwise.
std::optional<int64_t> constantValue(const ir::Value* v);

// A borrowed callback taking a Match (a function_ref without LLVM).
class MatchSink {
public:
  template <typename F>
  MatchSink(F& f) : context_(&f), call_([](void* c, const Match& m) { (*static_cast<F*>(c))(m); }) {}
  void operator()(const Match& m) const { call_(context_, m); }

private:
  void* context_;
  void (*call_)(void*, const Match&);
};

// Calls `found(match)` for every match of `tree` rooted at `v`, operands read through `canon`
// (commutative operations either way round); leaves of the same name must bind the same value.
void matchTree(const TreeNode& tree, const ir::Value* v, const CanonicalValues& canon, MatchSink found);

namespace detail {
bool fitsLeafClass(LeafClass c, const ir::Value* v);
bool opMatches(const TreeNode& t, const ir::Instruction& inst);
// Whether `t`, matched at `inst`, has two operands that may be taken either way round.
bool commutativeNode(const TreeNode& t, const ir::Instruction& inst);
} // namespace detail

} // namespace theseus::cost
