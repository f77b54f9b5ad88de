#pragma once
// The pattern trees of IselPatterns.h parsed once, and matched against the Theseus IR.
#include "cost/IselPatterns.h"
#include "ir/Function.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace theseus::cost {

// How a leaf accepts a value.
enum class LeafClass : unsigned char { Reg, Imm, Addr, Flags, Shamt, Scale, ScaleMul, Mul359 };

struct TreeNode {
  bool isLeaf = false;
  bool isLiteral = false;
  std::string op;         // "add", "icmp.eq", "call:llvm.smin", "x86:pmadd.wd", "shuffle:even"
  std::vector<TreeNode> kids;
  std::string leaf;       // "a" for $a
  LeafClass leafClass = LeafClass::Reg;
  int64_t literal = 0;    // #N
};

// "(add $a (shl $b $s:scale))" as a tree; nullopt for a malformed tree.
std::optional<TreeNode> parseTree(std::string_view text);

// The kind in which a leaf's value is consumed.
ResultKind leafKind(LeafClass c);

// A leaf bound by a match.
struct LeafBinding {
  std::string_view name; // points into the pattern's parsed tree, which outlives every match
  const ir::Value* value;
  LeafClass leafClass;
};

struct Match {
  std::vector<LeafBinding> leaves;
  // The instructions the pattern covers besides the root.
  std::vector<const ir::Instruction*> interior;
};

// `v` as a signed 64-bit constant: a scalar constant or a splat vector; nullopt otherwise.
std::optional<int64_t> constantValue(const ir::Value* v);

// Every match of `tree` rooted at `v` (commutative operations either way round); leaves of the
// same name must bind the same value.
std::vector<Match> matchTree(const TreeNode& tree, const ir::Value* v);

} // namespace theseus::cost
