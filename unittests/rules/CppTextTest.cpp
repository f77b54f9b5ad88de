// The C++ a rule is written as (rules/CppText.h), read as text: the matchers, the checks and the
// builder calls each rule needs. CppPluginTest compiles and runs the same text.
#include "ir/X86Intrinsics.h"
#include "rules/CppText.h"

#include "HandRules.h"

#include <gtest/gtest.h>

namespace theseus::rules {
namespace {

using namespace test;

// Whether `part` occurs in `text`.
bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(CppRuleFunction, ShlLshrBindsTheRepeatedSymbolTwiceAndComparesThem) {
  std::string cpp = cppRuleFunction(shlLshrRule(), "shlLshr");
  EXPECT_TRUE(has(cpp, "static llvm::Value *shlLshr(llvm::Instruction &I, llvm::IRBuilderBase &B) {")) << cpp;
  EXPECT_TRUE(has(cpp, "match(&I, m_LShr(m_OneUse(m_Shl(m_Value(X), m_APInt(C1))), m_APInt(C1b)))")) << cpp;
  EXPECT_TRUE(has(cpp, "if (*C1 != *C1b) return nullptr;")) << cpp;
  EXPECT_TRUE(has(cpp, "if (C1->uge(W)) return nullptr;")) << cpp;
  EXPECT_TRUE(has(cpp, "APInt::getAllOnes(W).lshr(*C1)")) << cpp;
  EXPECT_TRUE(has(cpp, "B.CreateAnd(X, ConstantInt::get(typeOf(W, Lanes), K")) << cpp;
  EXPECT_TRUE(has(cpp, "// shl-lshr-mask: lshr(shl(%x, C1), C1) => and(%x, -1 u>> C1)")) << cpp;
  EXPECT_TRUE(has(cpp, "(W >= 1 && W <= 64)")) << cpp;
}

TEST(CppRuleFunction, PreconditionAndLog2AreCheckedOnTheApints) {
  std::string cpp = cppRuleFunction(mulPowerOf2Rule(), "mulPow2");
  EXPECT_TRUE(has(cpp, "if (!C1->isPowerOf2()) return nullptr;")) << cpp;
  EXPECT_TRUE(has(cpp, "if (C1->isZero()) return nullptr;")) << cpp;
  EXPECT_TRUE(has(cpp, "APInt(W, C1->logBase2())")) << cpp;
  EXPECT_TRUE(has(cpp, "B.CreateShl(X, ")) << cpp;
  EXPECT_TRUE(has(cpp, "precondition: isPowerOf2(C1)")) << cpp;
}

TEST(CppRuleFunction, IcmpPredicateIsBoundThenCompared) {
  std::string cpp = cppRuleFunction(xorEqRule(), "xorEq");
  EXPECT_TRUE(has(cpp, "m_ICmp(Pred4, m_OneUse(m_Xor(m_Value(X), m_APInt(C1))), m_APInt(C2))")) << cpp;
  EXPECT_TRUE(has(cpp, "if (Pred4 != ICmpInst::ICMP_EQ) return nullptr;")) << cpp;
  EXPECT_TRUE(has(cpp, "(*C1 ^ *C2)")) << cpp;
  EXPECT_TRUE(has(cpp, "B.CreateICmp(ICmpInst::ICMP_EQ, X, ")) << cpp;
}

TEST(CppRuleFunction, RequiredFlagsUseTheFlagMatchers) {
  std::string cpp = cppRuleFunction(shlNuwLshrRule(), "shlNuw");
  EXPECT_TRUE(has(cpp, "m_OneUse(m_NUWShl(m_Value(X), m_APInt(C1)))")) << cpp;
  EXPECT_TRUE(has(cpp, "return X;")) << cpp;
  Rule both = shlNuwLshrRule();
  both.source.nodes[2].flags = ir::FlagNUW | ir::FlagNSW;
  cpp = cppRuleFunction(both, "shlBoth");
  EXPECT_TRUE(has(cpp, "m_OneUse(m_CombineAnd(m_Value(N2), m_NSWShl(m_Value(X), m_APInt(C1))))")) << cpp;
  EXPECT_TRUE(has(cpp, "if (!cast<OverflowingBinaryOperator>(N2)->hasNoUnsignedWrap()) return nullptr;")) << cpp;
}

TEST(CppRuleFunction, IntrinsicsMatchByIdAndPreconditionComparesSymbols) {
  std::string cpp = cppRuleFunction(uminUltRule(), "uminUlt");
  EXPECT_TRUE(has(cpp, "m_OneUse(m_Intrinsic<Intrinsic::umin>(m_Value(X), m_APInt(C1)))")) << cpp;
  EXPECT_TRUE(has(cpp, "if (!C2->ule(*C1)) return nullptr;")) << cpp;
}

TEST(CppRuleFunction, FixedWidthsAreCheckedAndLiteralsMatchedExactly) {
  std::string cpp = cppRuleFunction(zextMaskRule(), "zextMask");
  EXPECT_TRUE(has(cpp, "m_And(m_OneUse(m_ZExt(m_Value(X))), m_SpecificInt(APInt(32, 255ULL)))")) << cpp;
  EXPECT_TRUE(has(cpp, "if (X->getType() != typeOf(8, Lanes)) return nullptr;")) << cpp;
  EXPECT_TRUE(has(cpp, "if (Ty != typeOf(32, Lanes)) return nullptr;")) << cpp;
  EXPECT_TRUE(has(cpp, "B.CreateZExt(X, typeOf(32, Lanes)")) << cpp;
  cpp = cppRuleFunction(zextTruncRule(), "zextTrunc");
  EXPECT_TRUE(has(cpp, "if (!(W >= 1 && W <= 31))")) << cpp;
  EXPECT_TRUE(has(cpp, "const unsigned W = Ty->getScalarSizeInBits();")) << cpp;
  EXPECT_TRUE(has(cpp, "m_Trunc(m_OneUse(m_CombineAnd(m_Value(N1), m_ZExt(m_Value(X)))))")) << cpp;
  EXPECT_TRUE(has(cpp, "if (N1->getType() != typeOf(32, Lanes)) return nullptr;")) << cpp;
}

TEST(CppRuleFunction, AnInputUsedTwiceIsDeferred) {
  Rule r = shlLshrRule();
  r.name = "x-minus-x";
  r.source = pattern({inputNode(0, varType()), inputNode(0, varType()), opNode(Opcode::Sub, varType(), {0, 1})});
  r.target = pattern({constantNode(ConstExpr::smallInt(0), varType())});
  std::string cpp = cppRuleFunction(r, "xMinusX");
  EXPECT_TRUE(has(cpp, "match(&I, m_Sub(m_Value(X), m_Deferred(X)))")) << cpp;
  EXPECT_TRUE(has(cpp, "return ConstantInt::get(typeOf(W, Lanes), K")) << cpp;
}

TEST(CppRuleFunction, ASharedInnerNodeIsBoundOnceAndItsUsesCounted) {
  Rule r = shlLshrRule();
  r.name = "square-of-sum";
  r.inputs.push_back({"y", varType(), {}});
  r.source = pattern({inputNode(0, varType()), inputNode(1, varType()), opNode(Opcode::Add, varType(), {0, 1}),
                      opNode(Opcode::Mul, varType(), {2, 2})});
  r.target = pattern({inputNode(0, varType()), inputNode(1, varType()), opNode(Opcode::Add, varType(), {0, 1}),
                      opNode(Opcode::Mul, varType(), {2, 2})});
  std::string cpp = cppRuleFunction(r, "square");
  EXPECT_TRUE(has(cpp, "m_Mul(m_CombineAnd(m_Value(N2), m_Add(m_Value(X), m_Value(Y))), m_Deferred(N2))")) << cpp;
  EXPECT_TRUE(has(cpp, "if (!N2->hasNUses(2)) return nullptr;")) << cpp;
}

TEST(CppRuleFunction, AConstantFirstOperandOfACommutativeOpIsMatchedSecond) {
  Rule r = mulPowerOf2Rule();
  std::swap(r.source.nodes[0], r.source.nodes[1]);
  r.source.nodes[2].operands = {0, 1};
  std::string cpp = cppRuleFunction(r, "swapped");
  EXPECT_TRUE(has(cpp, "match(&I, m_Mul(m_Value(X), m_APInt(C1)))")) << cpp;
}

TEST(CppRuleFunction, X86IntrinsicsAreMatchedAndBuiltByTheirEnumerators) {
  Rule r = uminUltRule();
  r.source.nodes[2].intrinsic = ir::Intrinsic::X86;
  r.source.nodes[2].x86Row = *ir::x86RowByName("llvm.x86.avx2.pavg.b");
  r.target = r.source;
  std::string cpp = cppRuleFunction(r, "x86");
  EXPECT_TRUE(has(cpp, "m_Intrinsic<Intrinsic::x86_avx2_pavg_b>(")) << cpp;
  EXPECT_TRUE(has(cpp, "B.CreateIntrinsic(Intrinsic::x86_avx2_pavg_b, {}, {")) << cpp;
}

TEST(CppRuleFunction, StructCallsAndAttributesAreRefusedWithAReason) {
  Rule r = uminUltRule();
  r.source.nodes[2].intrinsic = ir::Intrinsic::UAddO;
  std::string reason;
  EXPECT_EQ(cppRuleFunction(r, "overflow", reason), "");
  EXPECT_TRUE(has(reason, "llvm.uadd.with.overflow")) << reason;
  Rule ranged = shlLshrRule();
  ranged.inputs[0].attrs.range = std::make_pair(ir::Bits(32, 0), ir::Bits(32, 10));
  reason.clear();
  EXPECT_EQ(cppRuleFunction(ranged, "ranged", reason), "");
  EXPECT_TRUE(has(reason, "attribute")) << reason;
}

TEST(CppRuleFunction, InputNamesThatCouldClashWithTheWritersOwnBecomeInN) {
  Rule r = addAsDisjointOrRule();
  r.inputs[0].name = "c1";
  r.inputs[1].name = "ty";
  std::string cpp = cppRuleFunction(r, "clash");
  EXPECT_TRUE(has(cpp, "m_Shl(m_Value(In0), m_APInt(C1))")) << cpp;
  EXPECT_TRUE(has(cpp, "m_And(m_Value(In1), m_APInt(C2))")) << cpp;
}

TEST(CppRuleFunction, NoundefInputsAreCheckedWithValueTracking) {
  Rule r = shlLshrRule();
  r.inputs[0].attrs.noundef = true;
  EXPECT_TRUE(has(cppRuleFunction(r, "noundef"), "if (!isGuaranteedNotToBeUndefOrPoison(X)) return nullptr;"));
}

TEST(CppRuleFunction, WidthAsAValueIsGuardedToFit) {
  Rule r = ruleSkeleton("width-fits", 1, fixedType(8), 8, {3});
  r.inputs[0].type = fixedType(8);
  r.source = pattern({inputNode(0, fixedType(8)), constantNode(ConstExpr::sym(0), fixedType(8)), opNode(Opcode::Shl, fixedType(8), {0, 1})});
  r.target = pattern({inputNode(0, fixedType(8)),
                      constantNode(ConstExpr::binary(Op::Sub, ConstExpr::width(), ConstExpr::sym(0)), fixedType(8)),
                      opNode(Opcode::Shl, fixedType(8), {0, 1})});
  r.widths.proved = {8};
  std::string cpp = cppRuleFunction(r, "widthFits");
  EXPECT_TRUE(has(cpp, "if (!isUIntN(8, W)) return nullptr;")) << cpp;
  EXPECT_TRUE(has(cpp, "(APInt(8, W) - *C1)")) << cpp;
}

TEST(CppRuleFunction, NonSplatVectorLiteralsAreComparedWithTheConstantTheyBuild) {
  std::string cpp = cppRuleFunction(vectorAddRule(), "vectorAdd");
  EXPECT_TRUE(has(cpp, "Constant *Lit1 = ConstantVector::get({ConstantInt::get(typeOf(8, 0), APInt(8, 1ULL)), "
                       "ConstantInt::get(typeOf(8, 0), APInt(8, 2ULL))});")) << cpp;
  EXPECT_TRUE(has(cpp, "match(&I, m_Add(m_Value(X), m_Specific(Lit1)))")) << cpp;
  EXPECT_TRUE(has(cpp, "if (Ty != typeOf(8, 2)) return nullptr;")) << cpp;
  EXPECT_TRUE(has(cpp, "B.CreateSub(X, ConstantVector::get({ConstantInt::get(typeOf(8, 0), APInt(8, 255ULL))")) << cpp;
}

TEST(CppRuleFunction, ASymbolOfAnotherWidthIsResizedToTheExpressionsWidth) {
  std::string cpp = cppRuleFunction(zextAndNarrowRule(), "zextAndNarrow");
  EXPECT_TRUE(has(cpp, "if (C1->getBitWidth() != 64) return nullptr;")) << cpp;
  EXPECT_TRUE(has(cpp, "APInt K1 = C1->zextOrTrunc(W);")) << cpp;
  EXPECT_TRUE(has(cpp, "// zext-and-narrow: and(zext(%x) to i64, C1) => zext(and(%x, zextOrTrunc(C1))) to i64")) << cpp;
}

TEST(CppRuleFunction, ASmallIntegerInTheSourceIsComparedAtTheWidth) {
  std::string cpp = cppRuleFunction(andAllOnesRule(), "andAllOnes");
  EXPECT_TRUE(has(cpp, "match(&I, m_And(m_Value(X), m_APInt(S1)))")) << cpp;
  EXPECT_TRUE(has(cpp, "if (S1->getBitWidth() != W) return nullptr;")) << cpp;
  EXPECT_TRUE(has(cpp, "if (*S1 != APInt::getAllOnes(W)) return nullptr;")) << cpp;
  Rule three = andAllOnesRule();
  three.source.nodes[1].constant = ConstExpr::smallInt(3);
  EXPECT_TRUE(has(cppRuleFunction(three, "andThree"), "if (*S1 != APInt(W, 3)) return nullptr;"));
}

TEST(CppRulesFile, HoldsEveryRuleTheTableAndThePlugin) {
  std::vector<Rule> rules = handRules();
  Rule overflow = uminUltRule();
  overflow.name = "overflow-rule";
  overflow.source.nodes[2].intrinsic = ir::Intrinsic::UAddO;
  rules.push_back(overflow);
  std::vector<std::string> skipped;
  std::string file = cppRulesFile(rules, &skipped);
  ASSERT_EQ(skipped.size(), 1u);
  EXPECT_TRUE(has(skipped[0], "overflow-rule: ")) << skipped[0];
  EXPECT_TRUE(has(file, "#include \"llvm/IR/PatternMatch.h\""));
  EXPECT_TRUE(has(file, "using namespace llvm::PatternMatch;"));
  EXPECT_TRUE(has(file, "{7, \"zext-i32-trunc\", theseusRule7},"));
  EXPECT_FALSE(has(file, "theseusRule20"));
  EXPECT_TRUE(has(file, "#ifdef THESEUS_RULES_PLUGIN"));
  EXPECT_TRUE(has(file, "\"theseus-rules\""));
  EXPECT_TRUE(has(file, "THESEUS_RULES_LOG"));
}

} // namespace
} // namespace theseus::rules
