// The isel constant folder (cost/isel/IselFold.h) against the concrete evaluator (semantics/Evaluator.h),
// the semantics `theseus verify` and the test vectors use, at 8, 16, 32 and 64 bits: a constant
// the folder claims is the evaluator's value; a poison it claims is poison or UB in the evaluator;
// a fold of an operation reading poison is one of the values that poison may take (so the
// evaluator's result is poison or UB); the folds of an operation on one value twice and of
// complementary compares hold for every value; a lane index beyond the vector is poison.
#include "OperandValues.h"
#include "cost/isel/IselFold.h"
#include "semantics/Evaluator.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

using namespace theseus;
using ir::Opcode;
using ir::Type;
using K = cost::Folded::Kind;

namespace {

constexpr unsigned kWidths[] = {8, 16, 32, 64};

// A binary operation the folder folds: an opcode, the predicate of an icmp, the intrinsic of a call.
struct FoldedOperation {
  Opcode op;
  ir::ICmpPred pred = ir::ICmpPred::EQ;
  ir::Intrinsic intrinsic = ir::Intrinsic::None;
};

std::vector<FoldedOperation> everyFoldedOperation() {
  std::vector<FoldedOperation> out;
  for (Opcode op : {Opcode::Add, Opcode::Sub, Opcode::Mul, Opcode::And, Opcode::Or, Opcode::Xor, Opcode::Shl, Opcode::LShr, Opcode::AShr,
                    Opcode::UDiv, Opcode::URem, Opcode::SDiv, Opcode::SRem})
    out.push_back({op});
  for (int p = 0; p <= int(ir::ICmpPred::SLE); ++p) out.push_back({Opcode::ICmp, ir::ICmpPred(p)});
  for (ir::Intrinsic id : {ir::Intrinsic::UMin, ir::Intrinsic::UMax, ir::Intrinsic::SMin, ir::Intrinsic::SMax})
    out.push_back({Opcode::Call, ir::ICmpPred::EQ, id});
  return out;
}

std::string nameOf(const FoldedOperation& o, unsigned w) {
  std::string name = o.op == Opcode::Call ? std::string(ir::intrinsicStem(o.intrinsic)) : std::string(ir::opcodeName(o.op));
  if (o.op == Opcode::ICmp) name += " " + std::string(ir::predicateName(o.pred));
  return name + " i" + std::to_string(w);
}

// `o` over `a` and `b` of width `w`, owned by the caller and in no block.
std::unique_ptr<ir::Instruction> instructionOf(const FoldedOperation& o, unsigned w, ir::Value* a, ir::Value* b) {
  auto inst = std::make_unique<ir::Instruction>(o.op, o.op == Opcode::ICmp ? Type::intTy(1) : Type::intTy(w), "r");
  inst->predicate = o.pred;
  inst->intrinsic = o.intrinsic;
  inst->addOperand(a);
  inst->addOperand(b);
  return inst;
}

// @f(args...) whose entry block `build` fills, returning the value it returns.
template <class Build> std::unique_ptr<ir::Function> functionOf(const Type& ret, const std::vector<Type>& args, Build build) {
  auto f = std::make_unique<ir::Function>("f", ret);
  for (unsigned i = 0; i < args.size(); ++i) f->addArgument(args[i], "a" + std::to_string(i));
  ir::Block* entry = f->addBlock("entry");
  auto terminator = std::make_unique<ir::Instruction>(Opcode::Ret, Type::voidTy());
  terminator->addOperand(build(*f, *entry));
  entry->append(std::move(terminator));
  return f;
}

semantics::ConcreteLane lane(unsigned w, uint64_t v, bool poison = false) { return {ir::Bits(w, v), poison}; }

// The evaluator's results of @f(iW %a, iW %b) returning `o a, b` on `pairs`, operands poison where asked.
std::vector<semantics::TestOutput> evaluatorOutputs(const FoldedOperation& o, unsigned w, const theseus::testing::OperandPairs& pairs, bool aPoison,
                                                    bool bPoison) {
  Type t = Type::intTy(w);
  auto f = functionOf(o.op == Opcode::ICmp ? Type::intTy(1) : t, {t, t}, [&](ir::Function& fn, ir::Block& b) {
    return b.append(instructionOf(o, w, fn.arguments()[0].get(), fn.arguments()[1].get()));
  });
  std::vector<semantics::TestInput> inputs;
  for (auto [a, b] : pairs) inputs.push_back({{{lane(w, a, aPoison)}, {lane(w, b, bPoison)}}});
  return semantics::evaluate(*f, ir::DataLayout{}, inputs);
}

bool undefined(const semantics::TestOutput& o) { return o.ub || o.ret.front().poison; }

// Whether the folder's answer for constant operands is the evaluator's: the same constant, or
// poison where the evaluator has poison or UB (SelectionDAG's undef).
bool agrees(const cost::Folded& folded, const semantics::TestOutput& expected) {
  if (folded.kind == K::Constant) return !undefined(expected) && folded.value == expected.ret.front().value.low64();
  return folded.kind == K::Poison && undefined(expected);
}

// How many of `pairs` the folder gets wrong for `o` on constant operands of width `w`.
unsigned constantFoldMismatches(const FoldedOperation& o, unsigned w, const theseus::testing::OperandPairs& pairs) {
  auto expected = evaluatorOutputs(o, w, pairs, false, false);
  ir::Function constants("constants", Type::voidTy());
  unsigned mismatches = 0;
  for (size_t i = 0; i < pairs.size(); ++i) {
    ir::Value* a = constants.constantInt(Type::intTy(w), pairs[i].first);
    ir::Value* b = constants.constantInt(Type::intTy(w), pairs[i].second);
    const ir::Value* ops[2] = {a, b};
    auto inst = instructionOf(o, w, a, b);
    mismatches += !agrees(cost::foldInstruction(*inst, ops, 2), expected[i]);
  }
  return mismatches;
}

TEST(IselFoldAgreement, ConstantOperandsFoldToTheEvaluatorsValue) {
  for (unsigned w : kWidths) {
    auto pairs = theseus::testing::edgeAndRandomPairs(w, 40, 0xf01d0000u + w);
    for (const FoldedOperation& o : everyFoldedOperation()) EXPECT_EQ(constantFoldMismatches(o, w, pairs), 0u) << nameOf(o, w);
  }
}

// How many of `values` (as the other operand) the folder folds for `o` with operand a, b or both
// poison while the evaluator has a defined result, or does not fold at all.
unsigned poisonFoldMismatches(const FoldedOperation& o, unsigned w, const std::vector<uint64_t>& values) {
  theseus::testing::OperandPairs pairs;
  for (uint64_t v : values) pairs.push_back({v, v});
  ir::Function constants("constants", Type::voidTy());
  Type t = Type::intTy(w);
  unsigned mismatches = 0;
  for (auto [aPoison, bPoison] : {std::pair{true, false}, std::pair{false, true}, std::pair{true, true}}) {
    auto expected = evaluatorOutputs(o, w, pairs, aPoison, bPoison);
    for (size_t i = 0; i < pairs.size(); ++i) {
      ir::Value* a = aPoison ? constants.poison(t) : constants.constantInt(t, values[i]);
      ir::Value* b = bPoison ? constants.poison(t) : constants.constantInt(t, values[i]);
      const ir::Value* ops[2] = {a, b};
      auto inst = instructionOf(o, w, a, b);
      mismatches += cost::foldInstruction(*inst, ops, 2).kind == K::None || !undefined(expected[i]);
    }
  }
  return mismatches;
}

TEST(IselFoldAgreement, AFoldOfAnOperationReadingPoisonIsAValueThePoisonMayTake) {
  for (unsigned w : kWidths) {
    std::vector<uint64_t> values = theseus::testing::edgeValues(w);
    for (const FoldedOperation& o : everyFoldedOperation()) EXPECT_EQ(poisonFoldMismatches(o, w, values), 0u) << nameOf(o, w);
  }
}

// A unary instruction the folder folds when its operand is poison: `op` to `to` bits.
struct UnaryOnPoison {
  Opcode op;
  unsigned to;
};

TEST(IselFoldAgreement, AnExtensionTruncationOrBitcastOfPoisonIsPoison) {
  for (unsigned w : kWidths)
    for (UnaryOnPoison u : {UnaryOnPoison{Opcode::ZExt, 2 * w}, UnaryOnPoison{Opcode::SExt, 2 * w}, UnaryOnPoison{Opcode::Trunc, w / 2},
                            UnaryOnPoison{Opcode::BitCast, w}}) {
      Type from = Type::intTy(w), to = Type::intTy(u.to);
      ir::Value* poisonOperand = nullptr;
      auto f = functionOf(to, {}, [&](ir::Function& fn, ir::Block& b) {
        poisonOperand = fn.poison(from);
        auto inst = std::make_unique<ir::Instruction>(u.op, to, "r");
        inst->addOperand(poisonOperand);
        return b.append(std::move(inst));
      });
      const ir::Value* ops[1] = {poisonOperand};
      auto& inst = *f->entry()->instructions().front();
      auto expected = semantics::evaluate(*f, ir::DataLayout{}, {semantics::TestInput{}});
      EXPECT_EQ(cost::foldInstruction(inst, ops, 1).kind, K::Poison) << ir::opcodeName(u.op) << " i" << w;
      EXPECT_TRUE(undefined(expected.front())) << ir::opcodeName(u.op) << " i" << w;
    }
}

} // namespace

namespace {

// An operation on a value x and a second operand made from it: x itself, or ~x (xor x, -1) when
// `secondIsNot`.
struct SameValueFold {
  FoldedOperation operation;
  bool secondIsNot;
};

// x - x, x ^ x, usub.sat(x, x), ssub.sat(x, x), x & ~x, ~x & x, x | ~x, x ^ ~x, x + ~x, uadd.sat(x, ~x).
std::vector<SameValueFold> everySameValueFold() {
  std::vector<SameValueFold> out = {{{Opcode::Sub}, false}, {{Opcode::Xor}, false},
                                    {{Opcode::Call, ir::ICmpPred::EQ, ir::Intrinsic::USubSat}, false},
                                    {{Opcode::Call, ir::ICmpPred::EQ, ir::Intrinsic::SSubSat}, false}};
  for (FoldedOperation o : {FoldedOperation{Opcode::And}, FoldedOperation{Opcode::Or}, FoldedOperation{Opcode::Xor}, FoldedOperation{Opcode::Add},
                            FoldedOperation{Opcode::Call, ir::ICmpPred::EQ, ir::Intrinsic::UAddSat}})
    out.push_back({o, true});
  return out;
}

// The function @f(iW %a0) returning `op x, second` (`second` is x or xor x, -1), and that instruction.
std::pair<std::unique_ptr<ir::Function>, ir::Instruction*> sameValueFunction(const SameValueFold& s, unsigned w) {
  Type t = Type::intTy(w);
  ir::Instruction* root = nullptr;
  auto f = functionOf(t, {t}, [&](ir::Function& fn, ir::Block& b) {
    ir::Value* x = fn.arguments()[0].get();
    ir::Value* second = x;
    if (s.secondIsNot) {
      auto inverted = std::make_unique<ir::Instruction>(Opcode::Xor, t, "n");
      inverted->addOperand(x);
      inverted->addOperand(fn.constantInt(t, ~uint64_t(0)));
      second = b.append(std::move(inverted));
    }
    root = b.append(instructionOf(s.operation, w, x, second));
    return root;
  });
  return {std::move(f), root};
}

// The evaluator's results of `f` (one iW argument) on `values`.
std::vector<semantics::TestOutput> evaluateOn(const ir::Function& f, unsigned w, const std::vector<uint64_t>& values) {
  std::vector<semantics::TestInput> inputs;
  for (uint64_t v : values) inputs.push_back({{{lane(w, v)}}});
  return semantics::evaluate(f, ir::DataLayout{}, inputs);
}

TEST(IselFoldAgreement, AnOperationOnOneValueTwiceFoldsToItsValueOnEveryInput) {
  for (unsigned w : kWidths) {
    std::vector<uint64_t> values = theseus::testing::edgeValues(w), random = theseus::testing::randomValues(w, 64, 0xf01d1000u + w);
    values.insert(values.end(), random.begin(), random.end());
    for (const SameValueFold& s : everySameValueFold()) {
      auto [f, root] = sameValueFunction(s, w);
      const ir::Value* ops[2] = {root->operand(0), root->operand(1)};
      cost::Folded folded = cost::foldInstruction(*root, ops, 2);
      std::string name = nameOf(s.operation, w) + (s.secondIsNot ? " x, ~x" : " x, x");
      ASSERT_EQ(folded.kind, K::Constant) << name;
      unsigned mismatches = 0;
      for (const semantics::TestOutput& o : evaluateOn(*f, w, values)) mismatches += undefined(o) || o.ret.front().value.low64() != folded.value;
      EXPECT_EQ(mismatches, 0u) << name;
    }
  }
}

// Every and/or of two compares of the same operands that the folder folds (complementary
// predicates: and is false, or is true) has that value on every input; exactly one second
// predicate per first one folds.
TEST(IselFoldAgreement, ComplementaryComparesAndedAreFalseAndOredAreTrueOnEveryInput) {
  for (unsigned w : kWidths) {
    Type t = Type::intTy(w), i1 = Type::intTy(1);
    auto pairs = theseus::testing::edgeAndRandomPairs(w, 16, 0xf01d2000u + w);
    std::vector<semantics::TestInput> inputs;
    for (auto [x, y] : pairs) inputs.push_back({{{lane(w, x)}, {lane(w, y)}}});
    for (Opcode logic : {Opcode::And, Opcode::Or})
      for (int p = 0; p <= int(ir::ICmpPred::SLE); ++p) {
        unsigned folds = 0;
        for (int q = 0; q <= int(ir::ICmpPred::SLE); ++q) {
          ir::Instruction* root = nullptr;
          auto f = functionOf(i1, {t, t}, [&](ir::Function& fn, ir::Block& b) {
            ir::Value* a = fn.arguments()[0].get();
            ir::Value* c = fn.arguments()[1].get();
            ir::Value* first = b.append(instructionOf({Opcode::ICmp, ir::ICmpPred(p)}, w, a, c));
            ir::Value* second = b.append(instructionOf({Opcode::ICmp, ir::ICmpPred(q)}, w, a, c));
            root = b.append(instructionOf({logic}, 1, first, second));
            return root;
          });
          const ir::Value* ops[2] = {root->operand(0), root->operand(1)};
          cost::Folded folded = cost::foldInstruction(*root, ops, 2);
          if (folded.kind == K::None) continue;
          ++folds;
          std::string name = std::string(ir::opcodeName(logic)) + " of icmp " + std::string(ir::predicateName(ir::ICmpPred(p))) + ", " +
                             std::string(ir::predicateName(ir::ICmpPred(q))) + " i" + std::to_string(w);
          ASSERT_EQ(folded.kind, K::Constant) << name;
          unsigned mismatches = 0;
          for (const semantics::TestOutput& o : semantics::evaluate(*f, ir::DataLayout{}, inputs))
            mismatches += undefined(o) || o.ret.front().value.low64() != folded.value;
          EXPECT_EQ(mismatches, 0u) << name;
        }
        EXPECT_EQ(folds, 1u) << ir::opcodeName(logic) << " of icmp " << ir::predicateName(ir::ICmpPred(p)) << " i" << w;
      }
  }
}

TEST(IselFoldAgreement, ALaneIndexBeyondTheVectorIsPoison) {
  for (unsigned w : kWidths) {
    Type element = Type::intTy(w), vector = Type::vectorTy(4, w), index = Type::intTy(32);
    for (uint64_t beyond : {4ull, 5ull, 31ull, 0xffffffffull})
      for (Opcode op : {Opcode::ExtractElement, Opcode::InsertElement}) {
        ir::Instruction* root = nullptr;
        auto f = functionOf(op == Opcode::ExtractElement ? element : vector, {vector, element}, [&](ir::Function& fn, ir::Block& b) {
          auto inst = std::make_unique<ir::Instruction>(op, op == Opcode::ExtractElement ? element : vector, "r");
          inst->addOperand(fn.arguments()[0].get());
          if (op == Opcode::InsertElement) inst->addOperand(fn.arguments()[1].get());
          inst->addOperand(fn.constantInt(index, beyond));
          root = b.append(std::move(inst));
          return root;
        });
        std::vector<const ir::Value*> ops(root->operands().begin(), root->operands().end());
        std::string name = std::string(ir::opcodeName(op)) + " index " + std::to_string(beyond) + " i" + std::to_string(w);
        EXPECT_EQ(cost::foldInstruction(*root, ops.data(), unsigned(ops.size())).kind, K::Poison) << name;
        semantics::TestInput input{{{lane(w, 1), lane(w, 2), lane(w, 3), lane(w, 4)}, {lane(w, 5)}}};
        auto out = semantics::evaluate(*f, ir::DataLayout{}, {input}).front();
        bool everyLanePoison = std::all_of(out.ret.begin(), out.ret.end(), [](const semantics::ConcreteLane& l) { return l.poison; });
        EXPECT_TRUE(out.ub || everyLanePoison) << name;
      }
  }
}

} // namespace
