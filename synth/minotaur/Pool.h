#pragma once
// Phase 1 of Minotaur's Algorithm 4 (seed 000): the instruction pool. The pool holds the cut's SSA
// values (arguments and intermediate results, of every block of a region cut), the types candidates may compute in (integers,
// floating-point formats, vectors of either), and one template per operation and result type; an operand slot of a template is later filled with an
// input of its type, a symbolic constant, or a hole (a sub-expression still to be chosen).
#include "ir/Function.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace theseus::synth {

// One operation with fixed operand and result types.
struct Template {
  ir::Opcode op = ir::Opcode::Add;
  ir::Intrinsic intrinsic = ir::Intrinsic::None;
  uint16_t x86Row = 0;
  ir::ICmpPred predicate = ir::ICmpPred::EQ;
  ir::FCmpPred fcmpPredicate = ir::FCmpPred::False;
  uint8_t flags = ir::FlagNone;
  ir::Type result = ir::Type::voidTy();
  std::vector<ir::Type> operands;
  bool commutative = false;
  // A trailing `i1 false` immediate operand (abs, ctlz, cttz) that is not a slot.
  bool falseImmediate = false;
  // shufflevector: the last slot is the mask, always a symbolic <n x i32> constant.
  bool symbolicMask = false;
  // "add i8(i8,i8)", "icmp ult i1(i32,i32)": the name --ops matches, flags, result and operands.
  std::string name() const;
};

// An SSA value of the cut a candidate may read: an argument or an instruction result.
struct PoolInput {
  const ir::Value* value;
  ir::Type type;
};

struct PoolOptions {
  // Operation names to keep (opcode, intrinsic stem without "llvm.", or x86 row name); empty: all.
  std::vector<std::string> only;
  // Binary operations also with their nuw/nsw/exact/disjoint variants.
  bool flags = false;
  // x86 rows whose feature the CPU has (x86-64-v3: up to avx2).
  bool x86 = true;
  // Scalar types also at twice their width (zext, mul, lshr, trunc for division by constants).
  bool widen = true;
  // Minotaur's untyped view: a slot or hole may take a value of another type of the same size
  // (vectors of 16 bits and more), reinterpreted by a bitcast that is not counted as a new
  // instruction; no explicit bitcast templates then.
  bool untyped = true;
};

class Pool {
public:
  // The pool of `cut`, a loop-free function: its inputs are the arguments and the values of
  // every block (the returned root, phis, arguments not available at the root, and what is
  // computed from a phi, an alloca or such an argument left out);
  // a cut of several blocks also gets a select of i1.
  Pool(const ir::Function& cut, const PoolOptions& options);

  const std::vector<PoolInput>& inputs() const { return inputs_; }
  // Inputs the pool made that are no value of the cut: for each case of a region cut's switch,
  // `icmp eq` of the switch's condition and the case value (the i1 a select needs to do the
  // job of a phi joining that case's path). Their operands are the cut's values and constants;
  // a candidate reading one copies it after the cut's instructions.
  const std::vector<std::unique_ptr<ir::Instruction>>& caseConditions() const { return caseConditions_; }
  const std::vector<ir::Type>& types() const { return types_; }
  const std::vector<Template>& templates() const { return templates_; }
  // Indices of the templates producing `t`.
  const std::vector<unsigned>& producing(const ir::Type& t) const;
  // Indices of the inputs of type `t`, and, in the untyped view, of its reinterpretations.
  std::vector<unsigned> inputsOf(const ir::Type& t) const;
  // `t` and, in the untyped view, the pool's types of the same size it may be reinterpreted as.
  std::vector<ir::Type> viewsOf(const ir::Type& t) const;
  const PoolOptions& options() const { return options_; }

private:
  void collectInputs(const ir::Function& cut);
  void addCaseConditions(const ir::Function& cut);
  void collectTypes(const ir::Function& cut);
  void addType(const ir::Type& t);
  void addTemplatesFor(const ir::Type& t);
  void addBinaryTemplates(const ir::Type& t);
  void addIntrinsicTemplates(const ir::Type& t);
  void addCastTemplates(const ir::Type& t);
  void addVectorTemplates(const ir::Type& t);
  void addX86Templates(const ir::Type& t);
  void addLoadTemplates();
  void addBooleanSelect();
  // synth/minotaur/FloatTemplates.cpp: the floating-point operations producing `t`.
  void addFloatTypes(const ir::Type& t);
  void addFloatTemplates(const ir::Type& t);
  void addFloatCompareTemplates(const ir::Type& t);
  void addFloatToIntTemplates(const ir::Type& t);
  void add(Template t);
  bool kept(const Template& t) const;

  PoolOptions options_;
  std::vector<PoolInput> inputs_;
  std::vector<std::unique_ptr<ir::Instruction>> caseConditions_;
  std::vector<ir::Type> types_;
  std::vector<Template> templates_;
  std::vector<std::vector<unsigned>> producing_;
  std::vector<unsigned> none_;
};

// Whether `a` and `b` are both scalars or both vectors of the same lane count (a cast or a lane-wise
// template can relate them).
inline bool sameShape(const ir::Type& a, const ir::Type& b) { return a.isVector() == b.isVector() && a.lanes() == b.lanes(); }

} // namespace theseus::synth
