// The concrete evaluator and the Z3 encoding, both instances of the one semantics, agree on every
// input (each lane every value and poison) for every operation at widths 1-8 and on <2 x i4>.
#include "AgreementHarness.h"

#include <gtest/gtest.h>

using namespace theseus;
using ir::Opcode;
using ir::Type;

namespace {

const ir::DataLayout kLittle{}, kBig{true};

void expectAgreement(const ir::Function& f, const ir::DataLayout& dl = kLittle, size_t limit = 70000) {
  auto r = agreement::compareEvaluatorWithSMT(f, dl, limit);
  EXPECT_EQ(r.mismatches, 0u) << r.firstMismatch;
  EXPECT_GT(r.inputs, 0u);
}

std::unique_ptr<ir::Function> binary(Opcode op, uint8_t flags, const Type& t) {
  return agreement::singleInstruction(op, t, {t, t}, [&](ir::Instruction& i) { i.flags = flags; });
}

std::unique_ptr<ir::Function> call(ir::Intrinsic id, const Type& ret, const std::vector<Type>& args, std::optional<bool> immFlag = {}) {
  std::vector<Type> all = args;
  return agreement::makeFunction(all, ret, [&](ir::Function& f, ir::Block& b) {
    auto inst = std::make_unique<ir::Instruction>(Opcode::Call, ret, "r");
    inst->intrinsic = id;
    for (auto& a : f.arguments()) inst->addOperand(a.get());
    if (immFlag) inst->addOperand(f.constantInt(Type::intTy(1), *immFlag));
    return b.append(std::move(inst));
  });
}

struct FlaggedOp {
  Opcode op;
  uint8_t flags;
};

const FlaggedOp kBinaryOps[] = {
    {Opcode::Add, 0}, {Opcode::Add, ir::FlagNUW}, {Opcode::Add, ir::FlagNSW}, {Opcode::Add, ir::FlagNUW | ir::FlagNSW},
    {Opcode::Sub, 0}, {Opcode::Sub, ir::FlagNUW}, {Opcode::Sub, ir::FlagNSW}, {Opcode::Sub, ir::FlagNUW | ir::FlagNSW},
    {Opcode::Mul, 0}, {Opcode::Mul, ir::FlagNUW}, {Opcode::Mul, ir::FlagNSW}, {Opcode::Mul, ir::FlagNUW | ir::FlagNSW},
    {Opcode::Shl, 0}, {Opcode::Shl, ir::FlagNUW}, {Opcode::Shl, ir::FlagNSW}, {Opcode::Shl, ir::FlagNUW | ir::FlagNSW},
    {Opcode::UDiv, 0}, {Opcode::UDiv, ir::FlagExact}, {Opcode::SDiv, 0}, {Opcode::SDiv, ir::FlagExact},
    {Opcode::URem, 0}, {Opcode::SRem, 0}, {Opcode::LShr, 0}, {Opcode::LShr, ir::FlagExact},
    {Opcode::AShr, 0}, {Opcode::AShr, ir::FlagExact}, {Opcode::And, 0}, {Opcode::Or, 0},
    {Opcode::Or, ir::FlagDisjoint}, {Opcode::Xor, 0},
};

class EveryWidth : public ::testing::TestWithParam<unsigned> {};
INSTANTIATE_TEST_SUITE_P(Widths1to8, EveryWidth, ::testing::Range(1u, 9u));

TEST_P(EveryWidth, BinaryOperatorsWithEveryFlag) {
  for (auto [op, flags] : kBinaryOps) expectAgreement(*binary(op, flags, Type::intTy(GetParam())));
}

TEST_P(EveryWidth, EveryICmpPredicate) {
  for (int p = 0; p <= int(ir::ICmpPred::SLE); ++p)
    expectAgreement(*agreement::singleInstruction(Opcode::ICmp, Type::intTy(1), {Type::intTy(GetParam()), Type::intTy(GetParam())},
                                                [&](ir::Instruction& i) { i.predicate = ir::ICmpPred(p); }));
}

TEST_P(EveryWidth, Select) {
  unsigned w = GetParam();
  expectAgreement(*agreement::singleInstruction(Opcode::Select, Type::intTy(w), {Type::intTy(1), Type::intTy(w), Type::intTy(w)}), kLittle, 200000);
}

TEST_P(EveryWidth, CastsWithFlags) {
  unsigned w = GetParam();
  for (unsigned to = 1; to <= 9; ++to) {
    if (to > w) {
      expectAgreement(*agreement::singleInstruction(Opcode::ZExt, Type::intTy(to), {Type::intTy(w)}));
      expectAgreement(*agreement::singleInstruction(Opcode::ZExt, Type::intTy(to), {Type::intTy(w)}, [](ir::Instruction& i) { i.flags = ir::FlagNNeg; }));
      expectAgreement(*agreement::singleInstruction(Opcode::SExt, Type::intTy(to), {Type::intTy(w)}));
    } else if (to < w) {
      for (uint8_t flags : {0, 1, 2, 3})
        expectAgreement(*agreement::singleInstruction(Opcode::Trunc, Type::intTy(to), {Type::intTy(w)}, [&](ir::Instruction& i) { i.flags = flags; }));
    }
  }
}

TEST_P(EveryWidth, Freeze) { expectAgreement(*agreement::singleInstruction(Opcode::Freeze, Type::intTy(GetParam()), {Type::intTy(GetParam())})); }

TEST_P(EveryWidth, BinaryIntrinsics) {
  Type t = Type::intTy(GetParam());
  for (auto id : {ir::Intrinsic::UMin, ir::Intrinsic::UMax, ir::Intrinsic::SMin, ir::Intrinsic::SMax, ir::Intrinsic::UAddSat,
                  ir::Intrinsic::USubSat, ir::Intrinsic::SAddSat, ir::Intrinsic::SSubSat, ir::Intrinsic::UShlSat, ir::Intrinsic::SShlSat})
    expectAgreement(*call(id, t, {t, t}));
}

TEST_P(EveryWidth, ThreeWayCompare) {
  Type t = Type::intTy(GetParam());
  for (auto id : {ir::Intrinsic::SCmp, ir::Intrinsic::UCmp})
    for (unsigned rw : {2u, 8u}) expectAgreement(*call(id, Type::intTy(rw), {t, t}));
}

TEST_P(EveryWidth, WithOverflow) {
  Type t = Type::intTy(GetParam());
  for (auto id : {ir::Intrinsic::SAddO, ir::Intrinsic::UAddO, ir::Intrinsic::SSubO, ir::Intrinsic::USubO, ir::Intrinsic::SMulO, ir::Intrinsic::UMulO})
    expectAgreement(*call(id, Type::structTy({t, Type::intTy(1)}), {t, t}));
}

TEST_P(EveryWidth, UnaryIntrinsics) {
  Type t = Type::intTy(GetParam());
  for (bool flag : {false, true})
    for (auto id : {ir::Intrinsic::Abs, ir::Intrinsic::Ctlz, ir::Intrinsic::Cttz}) expectAgreement(*call(id, t, {t}, flag));
  for (auto id : {ir::Intrinsic::Ctpop, ir::Intrinsic::BitReverse}) expectAgreement(*call(id, t, {t}));
}

TEST_P(EveryWidth, FunnelShifts) {
  Type t = Type::intTy(GetParam());
  for (auto id : {ir::Intrinsic::FShl, ir::Intrinsic::FShr}) expectAgreement(*call(id, t, {t, t, t}), kLittle, 40000);
}

TEST(WideLanes, ByteSwapOfI16) { expectAgreement(*call(ir::Intrinsic::BSwap, Type::intTy(16), {Type::intTy(16)})); }

const Type kV2i4 = Type::vectorTy(2, 4);

TEST(Vector2xI4, BinaryOperatorsLaneByLane) {
  for (auto [op, flags] : kBinaryOps) expectAgreement(*binary(op, flags, kV2i4), kLittle, 20000);
}

TEST(Vector2xI4, Reductions) {
  for (int id = int(ir::Intrinsic::ReduceAdd); id <= int(ir::Intrinsic::ReduceUMin); ++id)
    expectAgreement(*call(ir::Intrinsic(id), Type::intTy(4), {kV2i4}));
}

TEST(Vector2xI4, BitcastsBothEndiannesses) {
  for (auto* dl : {&kLittle, &kBig}) {
    expectAgreement(*agreement::singleInstruction(Opcode::BitCast, Type::intTy(8), {kV2i4}), *dl);
    expectAgreement(*agreement::singleInstruction(Opcode::BitCast, kV2i4, {Type::intTy(8)}), *dl);
    expectAgreement(*agreement::singleInstruction(Opcode::BitCast, Type::vectorTy(4, 2), {kV2i4}), *dl);
    expectAgreement(*agreement::singleInstruction(Opcode::BitCast, kV2i4, {Type::vectorTy(4, 2)}), *dl);
  }
}

TEST(Vector2xI4, ExtractAndInsertElementWithAnyIndex) {
  expectAgreement(*agreement::singleInstruction(Opcode::ExtractElement, Type::intTy(4), {kV2i4, Type::intTy(2)}));
  expectAgreement(*agreement::singleInstruction(Opcode::InsertElement, kV2i4, {kV2i4, Type::intTy(4), Type::intTy(2)}), kLittle, 100000);
}

TEST(Vector2xI4, ShuffleWithPoisonMaskLanes) {
  expectAgreement(*agreement::singleInstruction(Opcode::ShuffleVector, Type::vectorTy(3, 4), {kV2i4, kV2i4},
                                              [](ir::Instruction& i) { i.mask = {3, -1, 0}; }),
                  kLittle, 100000);
}

TEST(Vector2xI4, SelectWithVectorCondition) {
  expectAgreement(*agreement::singleInstruction(Opcode::Select, kV2i4, {Type::vectorTy(2, 1), kV2i4, kV2i4}), kLittle, 50000);
}

} // namespace
