#include "PrinterTestSupport.h"

using namespace theseus::ir;
using theseus::ir::testing::PrinterTest;

namespace {

Instruction* withFlags(Instruction* inst, uint8_t flags) {
  inst->flags = flags;
  return inst;
}

} // namespace

TEST_F(PrinterTest, AddNuwNsw) { EXPECT_EQ(line(withFlags(add(Opcode::Add, i32, {a, b}), FlagNUW | FlagNSW)), "%r = add nuw nsw i32 %a, %b"); }
TEST_F(PrinterTest, Sub) { EXPECT_EQ(line(add(Opcode::Sub, i32, {a, int32(-3)})), "%r = sub i32 %a, -3"); }
TEST_F(PrinterTest, MulNsw) { EXPECT_EQ(line(withFlags(add(Opcode::Mul, i32, {a, b}), FlagNSW)), "%r = mul nsw i32 %a, %b"); }
TEST_F(PrinterTest, UDivExact) { EXPECT_EQ(line(withFlags(add(Opcode::UDiv, i32, {a, b}), FlagExact)), "%r = udiv exact i32 %a, %b"); }
TEST_F(PrinterTest, SDiv) { EXPECT_EQ(line(add(Opcode::SDiv, i32, {a, b})), "%r = sdiv i32 %a, %b"); }
TEST_F(PrinterTest, URem) { EXPECT_EQ(line(add(Opcode::URem, i32, {a, b})), "%r = urem i32 %a, %b"); }
TEST_F(PrinterTest, SRem) { EXPECT_EQ(line(add(Opcode::SRem, i32, {a, b})), "%r = srem i32 %a, %b"); }
TEST_F(PrinterTest, ShlNuw) { EXPECT_EQ(line(withFlags(add(Opcode::Shl, i32, {a, int32(2)}), FlagNUW)), "%r = shl nuw i32 %a, 2"); }
TEST_F(PrinterTest, LShrExact) { EXPECT_EQ(line(withFlags(add(Opcode::LShr, i32, {a, b}), FlagExact)), "%r = lshr exact i32 %a, %b"); }
TEST_F(PrinterTest, AShr) { EXPECT_EQ(line(add(Opcode::AShr, i32, {a, b})), "%r = ashr i32 %a, %b"); }
TEST_F(PrinterTest, And) { EXPECT_EQ(line(add(Opcode::And, i32, {a, b})), "%r = and i32 %a, %b"); }
TEST_F(PrinterTest, OrDisjoint) { EXPECT_EQ(line(withFlags(add(Opcode::Or, i32, {a, b}), FlagDisjoint)), "%r = or disjoint i32 %a, %b"); }
TEST_F(PrinterTest, Xor) { EXPECT_EQ(line(add(Opcode::Xor, i32, {a, int32(-1)})), "%r = xor i32 %a, -1"); }
TEST_F(PrinterTest, VectorAdd) { EXPECT_EQ(line(add(Opcode::Add, v4, {v, v})), "%r = add <4 x i32> %v, %v"); }

TEST_F(PrinterTest, ICmp) {
  Instruction* cmp = add(Opcode::ICmp, i1, {a, b});
  cmp->predicate = ICmpPred::SLT;
  EXPECT_EQ(line(cmp), "%r = icmp slt i32 %a, %b");
}
TEST_F(PrinterTest, Select) { EXPECT_EQ(line(add(Opcode::Select, i32, {c, a, b})), "%r = select i1 %c, i32 %a, i32 %b"); }
TEST_F(PrinterTest, ZExtNNeg) { EXPECT_EQ(line(withFlags(add(Opcode::ZExt, Type::intTy(64), {a}), FlagNNeg)), "%r = zext nneg i32 %a to i64"); }
TEST_F(PrinterTest, SExt) { EXPECT_EQ(line(add(Opcode::SExt, Type::intTy(64), {a})), "%r = sext i32 %a to i64"); }
TEST_F(PrinterTest, TruncNuwNsw) { EXPECT_EQ(line(withFlags(add(Opcode::Trunc, i8, {a}), FlagNUW | FlagNSW)), "%r = trunc nuw nsw i32 %a to i8"); }
TEST_F(PrinterTest, BitCast) { EXPECT_EQ(line(add(Opcode::BitCast, Type::intTy(128), {v})), "%r = bitcast <4 x i32> %v to i128"); }
TEST_F(PrinterTest, Freeze) { EXPECT_EQ(line(add(Opcode::Freeze, i32, {a})), "%r = freeze i32 %a"); }
TEST_F(PrinterTest, ExtractElement) { EXPECT_EQ(line(add(Opcode::ExtractElement, i32, {v, int32(1)})), "%r = extractelement <4 x i32> %v, i32 1"); }
TEST_F(PrinterTest, InsertElement) { EXPECT_EQ(line(add(Opcode::InsertElement, v4, {v, a, b})), "%r = insertelement <4 x i32> %v, i32 %a, i32 %b"); }

TEST_F(PrinterTest, ShuffleVectorWithPoisonLane) {
  Instruction* shuffle = add(Opcode::ShuffleVector, Type::vectorTy(2, 32), {v, f.poison(v4)});
  shuffle->mask = {3, -1};
  EXPECT_EQ(line(shuffle), "%r = shufflevector <4 x i32> %v, <4 x i32> poison, <2 x i32> <i32 3, i32 poison>");
}
TEST_F(PrinterTest, ExtractValue) {
  Instruction* extract = add(Opcode::ExtractValue, i1, {s});
  extract->indices = {1};
  EXPECT_EQ(line(extract), "%r = extractvalue { i32, i1 } %s, 1");
}
TEST_F(PrinterTest, InsertValue) {
  Instruction* insert = add(Opcode::InsertValue, pair, {s, a});
  insert->indices = {0};
  EXPECT_EQ(line(insert), "%r = insertvalue { i32, i1 } %s, i32 %a, 0");
}

TEST_F(PrinterTest, CallUMinVector) { EXPECT_EQ(line(call(Intrinsic::UMin, v4, {v, v})), "%r = call <4 x i32> @llvm.umin.v4i32(<4 x i32> %v, <4 x i32> %v)"); }
TEST_F(PrinterTest, CallSCmp) { EXPECT_EQ(line(call(Intrinsic::SCmp, i8, {a, b})), "%r = call i8 @llvm.scmp.i8.i32(i32 %a, i32 %b)"); }
TEST_F(PrinterTest, CallSAddWithOverflow) { EXPECT_EQ(line(call(Intrinsic::SAddO, pair, {a, b})), "%r = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)"); }
TEST_F(PrinterTest, CallReduceAdd) { EXPECT_EQ(line(call(Intrinsic::ReduceAdd, i32, {v})), "%r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)"); }
TEST_F(PrinterTest, CallAbs) { EXPECT_EQ(line(call(Intrinsic::Abs, i32, {a, f.constantInt(i1, 1)})), "%r = call i32 @llvm.abs.i32(i32 %a, i1 true)"); }
TEST_F(PrinterTest, CallCtlz) { EXPECT_EQ(line(call(Intrinsic::Ctlz, i32, {a, f.constantInt(i1, 0)})), "%r = call i32 @llvm.ctlz.i32(i32 %a, i1 false)"); }
TEST_F(PrinterTest, CallAssumeHasNoName) { EXPECT_EQ(line(call(Intrinsic::Assume, Type::voidTy(), {c})), "call void @llvm.assume(i1 %c)"); }
TEST_F(PrinterTest, CallReturnAttrs) {
  Instruction* inst = call(Intrinsic::UMax, i32, {a, b});
  inst->returnAttrs.noundef = true;
  inst->returnAttrs.range.emplace(Bits(32, 0), Bits(32, 10));
  EXPECT_EQ(line(inst), "%r = call noundef range(i32 0, 10) i32 @llvm.umax.i32(i32 %a, i32 %b)");
}

TEST_F(PrinterTest, RetValue) { EXPECT_EQ(line(add(Opcode::Ret, Type::voidTy(), {a})), "ret i32 %a"); }
TEST_F(PrinterTest, Unreachable) { EXPECT_EQ(line(add(Opcode::Unreachable, Type::voidTy(), {})), "unreachable"); }
