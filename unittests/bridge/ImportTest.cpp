#include "BridgeTestSupport.h"

#include "ir/Printer.h"

using namespace theseus;
using namespace theseus::bridge::testing;

namespace {

// `body` inside `define i32 @f(i32 %a, i32 %b, <4 x i32> %v, i1 %c) { ... }`.
std::string inF(const std::string& body, const std::string& ret = "ret i32 0") {
  return "define i32 @f(i32 %a, i32 %b, <4 x i32> %v, i1 %c) {\n" + body + "\n  " + ret + "\n}\n";
}

std::string constantOperand(const ir::Instruction& inst, unsigned i) {
  return ir::constantText(static_cast<const ir::Constant&>(*inst.operand(i)));
}

} // namespace

TEST(Import, AddFlags) { EXPECT_EQ(importR(inF("%r = add nuw nsw i32 %a, %b")).flags, ir::FlagNUW | ir::FlagNSW); }
TEST(Import, ShlNuw) { EXPECT_EQ(importR(inF("%r = shl nuw i32 %a, %b")).flags, ir::FlagNUW); }
TEST(Import, SDivExact) { EXPECT_EQ(importR(inF("%r = sdiv exact i32 %a, %b")).flags, ir::FlagExact); }
TEST(Import, LShrExact) { EXPECT_EQ(importR(inF("%r = lshr exact i32 %a, %b")).flags, ir::FlagExact); }
TEST(Import, OrDisjoint) { EXPECT_EQ(importR(inF("%r = or disjoint i32 %a, %b")).flags, ir::FlagDisjoint); }
TEST(Import, ZExtNNeg) { EXPECT_EQ(importR(inF("%r = zext nneg i32 %a to i64")).flags, ir::FlagNNeg); }
TEST(Import, TruncNuwNsw) { EXPECT_EQ(importR(inF("%r = trunc nuw nsw i32 %a to i8")).flags, ir::FlagNUW | ir::FlagNSW); }
TEST(Import, EveryBinaryOpcode) {
  for (const char* op : {"add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor"})
    EXPECT_EQ(ir::opcodeName(importR(inF(std::string("%r = ") + op + " i32 %a, %b")).opcode()), op);
}
TEST(Import, ICmpPredicate) { EXPECT_EQ(importR(inF("%r = icmp uge i32 %a, %b")).predicate, ir::ICmpPred::UGE); }
TEST(Import, SelectOperands) { EXPECT_EQ(importR(inF("%r = select i1 %c, i32 %a, i32 %b")).numOperands(), 3u); }
TEST(Import, SExtType) { EXPECT_EQ(importR(inF("%r = sext i32 %a to i64")).type(), ir::Type::intTy(64)); }
TEST(Import, BitCastVectorToInt) { EXPECT_EQ(importR(inF("%r = bitcast <4 x i32> %v to i128")).opcode(), ir::Opcode::BitCast); }
TEST(Import, Freeze) { EXPECT_EQ(importR(inF("%r = freeze i32 %a")).opcode(), ir::Opcode::Freeze); }
TEST(Import, ExtractElement) { EXPECT_EQ(importR(inF("%r = extractelement <4 x i32> %v, i64 1")).opcode(), ir::Opcode::ExtractElement); }
TEST(Import, InsertElementVariableIndex) { EXPECT_EQ(importR(inF("%r = insertelement <4 x i32> %v, i32 %a, i32 %b")).numOperands(), 3u); }
TEST(Import, ShuffleMaskWithPoison) { EXPECT_EQ(importR(inF("%r = shufflevector <4 x i32> %v, <4 x i32> poison, <2 x i32> <i32 3, i32 poison>")).mask, (std::vector<int>{3, -1})); }
TEST(Import, ExtractValueIndices) { EXPECT_EQ(importR(inF("%s = call {i32, i1} @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)\n%r = extractvalue {i32, i1} %s, 1")).indices, (std::vector<unsigned>{1})); }
TEST(Import, InsertValueIndices) { EXPECT_EQ(importR(inF("%r = insertvalue {i32, {i8, i1}} poison, i1 %c, 1, 1")).indices, (std::vector<unsigned>{1, 1})); }

TEST(Import, IntrinsicUMinVector) { EXPECT_EQ(importR(inF("%r = call <4 x i32> @llvm.umin.v4i32(<4 x i32> %v, <4 x i32> %v)")).intrinsic, ir::Intrinsic::UMin); }
TEST(Import, IntrinsicSCmp) { EXPECT_EQ(importR(inF("%r = call i8 @llvm.scmp.i8.i32(i32 %a, i32 %b)")).intrinsic, ir::Intrinsic::SCmp); }
TEST(Import, IntrinsicWithOverflowReturnsStruct) { EXPECT_EQ(importR(inF("%r = call {i32, i1} @llvm.smul.with.overflow.i32(i32 %a, i32 %b)")).type().str(), "{ i32, i1 }"); }
TEST(Import, IntrinsicReduce) { EXPECT_EQ(importR(inF("%r = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %v)")).intrinsic, ir::Intrinsic::ReduceUMax); }
TEST(Import, IntrinsicAbsKeepsFlagOperand) { EXPECT_EQ(constantOperand(importR(inF("%r = call i32 @llvm.abs.i32(i32 %a, i1 true)")), 1), "true"); }
TEST(Import, IntrinsicAssume) {
  auto m = importOrFail(inF("call void @llvm.assume(i1 %c)"));
  EXPECT_EQ(onlyFunction(m).entry()->instructions()[0]->intrinsic, ir::Intrinsic::Assume);
}
TEST(Import, CallReturnRangeAttribute) { EXPECT_EQ(importR(inF("%r = call range(i32 1, 5) i32 @llvm.ctpop.i32(i32 %a)")).returnAttrs.range->second, ir::Bits(32, 5)); }
TEST(Import, CallRangeMetadata) { EXPECT_EQ(importR(inF("%r = call i32 @llvm.ctpop.i32(i32 %a), !range !0") + "!0 = !{i32 0, i32 33}\n").returnAttrs.range->second, ir::Bits(32, 33)); }
TEST(Import, CallNoundefMetadata) { EXPECT_TRUE(importR(inF("%r = call i32 @llvm.ctpop.i32(i32 %a), !noundef !0") + "!0 = !{}\n").returnAttrs.noundef); }

TEST(Import, ParameterAttributes) {
  auto m = importOrFail("define i8 @f(i8 noundef zeroext %a, i8 signext returned range(i8 -1, 5) %b) {\n  ret i8 %b\n}\n");
  const ir::Function& f = onlyFunction(m);
  EXPECT_TRUE(f.arguments()[0]->attrs.noundef && f.arguments()[0]->attrs.zeroext);
  EXPECT_TRUE(f.arguments()[1]->attrs.signext && f.arguments()[1]->attrs.returned);
  EXPECT_EQ(f.arguments()[1]->attrs.range->first.toSignedDecimal(), "-1");
}
TEST(Import, ReturnAttributes) {
  auto m = importOrFail("define noundef range(i8 0, 3) i8 @f(i8 %a) {\n  ret i8 0\n}\n");
  EXPECT_TRUE(onlyFunction(m).returnAttrs.noundef && onlyFunction(m).returnAttrs.range);
}
TEST(Import, HarmlessAttributesIgnored) {
  auto m = importOrFail("define i8 @f(i8 inreg %a) #0 {\n  ret i8 %a\n}\nattributes #0 = { nounwind willreturn \"frame-pointer\"=\"all\" }\n");
  EXPECT_TRUE(onlyFunction(m).arguments()[0]->attrs.empty());
}

TEST(Import, VectorConstantWithPoisonLane) { EXPECT_EQ(constantOperand(importR(inF("%r = add <4 x i32> %v, <i32 1, i32 poison, i32 undef, i32 -1>")), 1), "<i32 1, i32 poison, i32 undef, i32 -1>"); }
TEST(Import, SplatConstant) { EXPECT_EQ(constantOperand(importR(inF("%r = add <4 x i32> %v, splat (i32 7)")), 1), "<i32 7, i32 7, i32 7, i32 7>"); }
TEST(Import, ZeroInitializerStruct) { EXPECT_EQ(constantOperand(importR(inF("%r = insertvalue {i32, <2 x i1>} zeroinitializer, i32 %a, 0")), 0), "{ i32 0, <2 x i1> <i1 false, i1 false> }"); }
TEST(Import, StructConstant) { EXPECT_EQ(constantOperand(importR(inF("%r = insertvalue {i32, i1} {i32 -4, i1 poison}, i32 %a, 0")), 0), "{ i32 -4, i1 poison }"); }
TEST(Import, UndefConstant) { EXPECT_EQ(constantOperand(importR(inF("%r = add i32 %a, undef")), 1), "undef"); }
TEST(Import, WideConstant) { EXPECT_EQ(constantOperand(importR(inF("%x = zext i32 %a to i1000\n%r = add i1000 %x, -123456789012345678901234567890")), 1), "-123456789012345678901234567890"); }

TEST(Import, BigEndianDataLayout) { EXPECT_TRUE(importOrFail("target datalayout = \"E-m:e-i64:64\"\n" + inF("")).module->dataLayout.bigEndian); }
TEST(Import, LittleEndianByDefault) { EXPECT_FALSE(importOrFail(inF("")).module->dataLayout.bigEndian); }

TEST(Import, SwitchOperandsAndSuccessors) {
  auto m = importOrFail("define i8 @f(i8 %x) {\nentry:\n  switch i8 %x, label %d [\n    i8 1, label %one\n    i8 -2, label %d\n  ]\none:\n  ret i8 1\nd:\n  ret i8 0\n}\n");
  const ir::Instruction* sw = onlyFunction(m).entry()->terminator();
  EXPECT_EQ(sw->numOperands(), 3u);
  EXPECT_EQ(sw->blocks[0]->name(), "d");
}
TEST(Import, PhiIncomingBlocks) {
  auto m = importOrFail("define i8 @f(i1 %c) {\nentry:\n  br i1 %c, label %t, label %e\nt:\n  br label %e\ne:\n  %r = phi i8 [ 1, %entry ], [ 2, %t ]\n  ret i8 %r\n}\n");
  EXPECT_EQ(named(onlyFunction(m), "r").blocks[1]->name(), "t");
}
TEST(Import, BlocksReorderedTopologically) {
  auto m = importOrFail("define i8 @f() {\nentry:\n  br label %b\nc:\n  ret i8 0\nb:\n  br label %c\n}\n");
  EXPECT_EQ(onlyFunction(m).blocks()[1]->name(), "b");
}
TEST(Import, UnreachableBlocksLeftOut) {
  auto m = importOrFail("define i8 @f() {\nentry:\n  ret i8 0\ndead:\n  %x = add i8 %x, 1\n  br label %dead\n}\n");
  EXPECT_EQ(onlyFunction(m).blocks().size(), 1u);
}
TEST(Import, DefinitionsExcludeDeclarations) {
  auto m = importOrFail("declare i8 @g(i8)\n" + inF(""));
  EXPECT_EQ(m.definitions, std::vector<std::string>{"f"});
}
TEST(Import, UnnamedFunctionNamedBySlot) { EXPECT_EQ(onlyFunction(importOrFail("define i8 @0() {\n  ret i8 0\n}\n")).name(), "0"); }
TEST(Import, InstructionLocation) {
  const ir::Instruction& r = importR(inF("    %r = add i32 %a, %b"));
  EXPECT_EQ(r.loc.line, 2u);
  EXPECT_EQ(r.loc.column, 5u);
}
TEST(Import, FunctionLocation) { EXPECT_EQ(onlyFunction(importOrFail("\n\n" + inF(""))).loc.line, 3u); }

TEST(Import, ParseErrorHasLineAndColumn) {
  bridge::Diagnostic error;
  EXPECT_FALSE(bridge::importText("define i32 @f() {\n  ret i32 %nope\n}\n", "bad.ll", error));
  EXPECT_EQ(error.str(), "bad.ll:2:11: error: use of undefined value '%nope'");
}
TEST(Import, VerifierErrorReported) {
  bridge::Diagnostic error;
  EXPECT_FALSE(bridge::importText("define i32 @f(i32 %a) {\n  %x = add i32 %y, 1\n  %y = add i32 %a, 1\n  ret i32 %x\n}\n", "bad.ll", error));
  EXPECT_EQ(error.message.substr(0, 15), "invalid module:");
}
TEST(Import, MissingFileReported) {
  bridge::Diagnostic error;
  EXPECT_FALSE(bridge::importFile("/nonexistent/x.ll", error));
}
TEST(Import, UnnamedFunctionDoesNotClashWithNamedOne) {
  auto m = importOrFail("define i8 @0() {\n  ret i8 0\n}\ndefine i8 @\"0\"() {\n  ret i8 1\n}\n");
  EXPECT_EQ(m.definitions, (std::vector<std::string>{"0_", "0"}));
}
