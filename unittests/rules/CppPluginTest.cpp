// The rules plugin end to end: the hand rules written as one C++ file (cppRulesFile), compiled
// once for the suite by buildRulesPlugin, run by opt-19 on instances that must be rewritten and
// on instances that must not, every rewrite proved by `theseus verify` (input against output,
// and each application the plugin logged through THESEUS_RULES_LOG).
#include "HandRules.h"
#include "PluginTestSupport.h"

namespace theseus::rules {
namespace {

using namespace test;

class CppPlugin : public ::testing::Test {
protected:
  static BuiltPlugin& suite() {
    static BuiltPlugin built{fs::path(THESEUS_TEST_WORK_DIR) / "hand", handRules(), ""};
    return built;
  }
  static void SetUpTestSuite() { suite().build(); }
  void SetUp() override { ASSERT_EQ(suite().error, "") << "the plugin did not build"; }

  std::string applyRules(const std::string& name, const std::string& ir) { return suite().apply(name, ir); }
  fs::path logOf(const std::string& name) { return suite().logOf(name); }
  void expectProvedApplications(const std::string& name, unsigned applications) { suite().expectProvedApplications(name, applications); }
  void expectNothingLogged(const std::string& name) { suite().expectNothingLogged(name); }
};

TEST_F(CppPlugin, ShlLshrBecomesAMaskAtSeveralWidthsAndOnSplatVectors) {
  std::string out = applyRules("shl-lshr", R"(
define i32 @f32(i32 %x) {
  %s = shl i32 %x, 8
  %r = lshr i32 %s, 8
  ret i32 %r
}
define i7 @f7(i7 %x) {
  %s = shl i7 %x, 3
  %r = lshr i7 %s, 3
  ret i7 %r
}
define <4 x i16> @v(<4 x i16> %x) {
  %s = shl <4 x i16> %x, <i16 4, i16 4, i16 4, i16 4>
  %r = lshr <4 x i16> %s, <i16 4, i16 4, i16 4, i16 4>
  ret <4 x i16> %r
}
)");
  EXPECT_EQ(countOf(out, "shl "), 0u) << out;
  EXPECT_NE(out.find("and i32 %x, 16777215"), std::string::npos) << out;
  EXPECT_NE(out.find("and i7 %x, 15"), std::string::npos) << out;
  EXPECT_NE(out.find("and <4 x i16> %x, "), std::string::npos) << out;
  expectProvedApplications("shl-lshr", 3);
}

TEST_F(CppPlugin, ShlLshrIsLeftAloneWhenTheAmountsDifferOrTheShiftHasAnotherUse) {
  std::string out = applyRules("shl-lshr-negative", R"(
define i32 @amounts(i32 %x) {
  %s = shl i32 %x, 8
  %r = lshr i32 %s, 4
  ret i32 %r
}
define i32 @shared(i32 %x) {
  %s = shl i32 %x, 8
  %r = lshr i32 %s, 8
  %u = add i32 %r, %s
  ret i32 %u
}
)");
  EXPECT_EQ(countOf(out, "shl i32"), 2u) << out;
  expectNothingLogged("shl-lshr-negative");
}

TEST_F(CppPlugin, AFlagTheSourceRequiresSelectsTheRule) {
  std::string out = applyRules("shl-nuw", R"(
define i32 @nuw(i32 %x) {
  %s = shl nuw i32 %x, 3
  %r = lshr i32 %s, 3
  ret i32 %r
}
define i32 @plain(i32 %x) {
  %s = shl i32 %x, 3
  %r = lshr i32 %s, 3
  ret i32 %r
}
)");
  EXPECT_NE(out.find("ret i32 %x"), std::string::npos) << out;
  EXPECT_NE(out.find("and i32 %x, 536870911"), std::string::npos) << out;
  std::string log = readFile(logOf("shl-nuw"));
  EXPECT_NE(log.find("rule shl-nuw-lshr in @nuw"), std::string::npos) << log;
  EXPECT_NE(log.find("rule shl-lshr-mask in @plain"), std::string::npos) << log;
  expectProvedApplications("shl-nuw", 2);
}

TEST_F(CppPlugin, OnlyNAppliesRuleNAlone) {
  std::string out = suite().apply("only", R"(
define i32 @nuw(i32 %x) {
  %s = shl nuw i32 %x, 3
  %r = lshr i32 %s, 3
  ret i32 %r
}
)", "theseus-rules<only=2>");
  EXPECT_NE(out.find("and i32 %x, 536870911"), std::string::npos) << out;
  EXPECT_NE(readFile(logOf("only")).find("rule shl-lshr-mask in @nuw"), std::string::npos);
  expectProvedApplications("only", 1);
  std::string output;
  EXPECT_NE(runShell("opt-19 -load-pass-plugin=" + suite().plugin().string() + " '-passes=theseus-rules<only=x>' -disable-output " +
                         (suite().work / "only.in.ll").string(), output), 0) << output;
}

TEST_F(CppPlugin, MulByAPowerOfTwoBecomesAShiftOnlyUnderThePrecondition) {
  std::string out = applyRules("mul-pow2", R"(
define i32 @pow2(i32 %x) {
  %r = mul i32 %x, 16
  ret i32 %r
}
define i64 @pow2wide(i64 %x) {
  %r = mul i64 %x, 1099511627776
  ret i64 %r
}
define i32 @notpow2(i32 %x) {
  %r = mul i32 %x, 12
  ret i32 %r
}
)");
  EXPECT_NE(out.find("shl i32 %x, 4"), std::string::npos) << out;
  EXPECT_NE(out.find("shl i64 %x, 40"), std::string::npos) << out;
  EXPECT_NE(out.find("mul i32 %x, 12"), std::string::npos) << out;
  expectProvedApplications("mul-pow2", 2);
}

TEST_F(CppPlugin, IcmpOfXorFoldsTheConstants) {
  std::string out = applyRules("xor-eq", R"(
define i1 @eq(i8 %x) {
  %t = xor i8 %x, 15
  %r = icmp eq i8 %t, 3
  ret i1 %r
}
define i1 @ne(i8 %x) {
  %t = xor i8 %x, 15
  %r = icmp ne i8 %t, 3
  ret i1 %r
}
)");
  EXPECT_NE(out.find("icmp eq i8 %x, 12"), std::string::npos) << out;
  EXPECT_NE(out.find("icmp ne i8 %t, 3"), std::string::npos) << out;
  expectProvedApplications("xor-eq", 1);
}

TEST_F(CppPlugin, UminUnderTheBoundDropsTheUminOnlyWhenThePreconditionHolds) {
  std::string out = applyRules("umin-ult", R"(
define i1 @holds(i32 %x) {
  %m = call i32 @llvm.umin.i32(i32 %x, i32 100)
  %r = icmp ult i32 %m, 10
  ret i1 %r
}
define i1 @fails(i32 %x) {
  %m = call i32 @llvm.umin.i32(i32 %x, i32 10)
  %r = icmp ult i32 %m, 100
  ret i1 %r
}
declare i32 @llvm.umin.i32(i32, i32)
)");
  EXPECT_NE(out.find("icmp ult i32 %x, 10"), std::string::npos) << out;
  EXPECT_NE(out.find("icmp ult i32 %m, 100"), std::string::npos) << out;
  expectProvedApplications("umin-ult", 1);
}

TEST_F(CppPlugin, FixedWidthRulesApplyOnlyAtTheirWidths) {
  std::string out = applyRules("zext", R"(
define i32 @mask(i8 %x) {
  %z = zext i8 %x to i32
  %r = and i32 %z, 255
  ret i32 %r
}
define i16 @maskwide(i8 %x) {
  %z = zext i8 %x to i16
  %r = and i16 %z, 255
  ret i16 %r
}
define i16 @trunc(i16 %x) {
  %z = zext i16 %x to i32
  %r = trunc i32 %z to i16
  ret i16 %r
}
define i16 @truncwide(i16 %x) {
  %z = zext i16 %x to i64
  %r = trunc i64 %z to i16
  ret i16 %r
}
)");
  EXPECT_EQ(countOf(out, "and i32"), 0u) << out;
  EXPECT_EQ(countOf(out, "and i16 %z, 255"), 1u) << out;
  EXPECT_NE(out.find("ret i16 %x"), std::string::npos) << out;
  EXPECT_EQ(countOf(out, "trunc i64 %z to i16"), 1u) << out;
  expectProvedApplications("zext", 2);
}

TEST_F(CppPlugin, NonSplatVectorConstantsMatchLaneByLane) {
  std::string out = applyRules("vector-add", R"(
define <2 x i8> @lanes(<2 x i8> %x) {
  %r = add <2 x i8> %x, <i8 1, i8 2>
  ret <2 x i8> %r
}
define <2 x i8> @swapped(<2 x i8> %x) {
  %r = add <2 x i8> %x, <i8 2, i8 1>
  ret <2 x i8> %r
}
define <2 x i16> @wider(<2 x i16> %x) {
  %r = add <2 x i16> %x, <i16 1, i16 2>
  ret <2 x i16> %r
}
)");
  EXPECT_NE(out.find("sub <2 x i8> %x, <i8 -1, i8 -2>"), std::string::npos) << out;
  EXPECT_NE(out.find("add <2 x i8> %x, <i8 2, i8 1>"), std::string::npos) << out;
  EXPECT_NE(out.find("add <2 x i16> %x, <i16 1, i16 2>"), std::string::npos) << out;
  expectProvedApplications("vector-add", 1);
}

TEST_F(CppPlugin, SelectFreezeAndTruncRulesRewriteAndProve) {
  std::string out = applyRules("select-freeze-trunc", R"(
define i32 @select(i32 %x) {
  %c = icmp eq i32 %x, 42
  %r = select i1 %c, i32 42, i32 %x
  ret i32 %r
}
define i32 @selectother(i32 %x) {
  %c = icmp eq i32 %x, 42
  %r = select i1 %c, i32 41, i32 %x
  ret i32 %r
}
define i32 @freeze(i32 %x) {
  %a = freeze i32 %x
  %b = freeze i32 %a
  ret i32 %b
}
define i32 @trunc(i32 %x) {
  %t = trunc nsw i32 %x to i8
  %r = sext i8 %t to i32
  ret i32 %r
}
define i32 @truncplain(i32 %x) {
  %t = trunc i32 %x to i8
  %r = sext i8 %t to i32
  ret i32 %r
}
)");
  EXPECT_EQ(countOf(out, "ret i32 %x"), 2u) << out;
  EXPECT_NE(out.find("select i1 %c, i32 41, i32 %x"), std::string::npos) << out;
  EXPECT_EQ(countOf(out, "= freeze "), 1u) << out;
  EXPECT_NE(out.find("trunc i32 %x to i8"), std::string::npos) << out;
  expectProvedApplications("select-freeze-trunc", 3);
}

TEST_F(CppPlugin, IntrinsicFlagsDisjointOrAndExactDivisionRewriteAndProve) {
  std::string out = applyRules("abs-or-udiv", R"(
define i32 @abs(i32 %x) {
  %r = call i32 @llvm.abs.i32(i32 %x, i1 true)
  ret i32 %r
}
define i32 @pack(i32 %x, i32 %y) {
  %s = shl i32 %x, 8
  %m = and i32 %y, 255
  %r = add i32 %s, %m
  ret i32 %r
}
define i32 @overlap(i32 %x, i32 %y) {
  %s = shl i32 %x, 8
  %m = and i32 %y, 511
  %r = add i32 %s, %m
  ret i32 %r
}
define i32 @udiv(i32 %x) {
  %r = udiv exact i32 %x, 16
  ret i32 %r
}
define i32 @udivinexact(i32 %x) {
  %r = udiv i32 %x, 16
  ret i32 %r
}
declare i32 @llvm.abs.i32(i32, i1)
)");
  EXPECT_NE(out.find("call i32 @llvm.abs.i32(i32 %x, i1 false)"), std::string::npos) << out;
  EXPECT_NE(out.find("or disjoint i32"), std::string::npos) << out;
  EXPECT_NE(out.find("add i32 %s, %m"), std::string::npos) << out;
  EXPECT_NE(out.find("lshr exact i32 %x, 4"), std::string::npos) << out;
  EXPECT_NE(out.find("udiv i32 %x, 16"), std::string::npos) << out;
  expectProvedApplications("abs-or-udiv", 3);
}

TEST_F(CppPlugin, VectorElementShuffleAndScmpRulesRewriteAndProve) {
  std::string out = applyRules("vector-scmp", R"(
define i32 @extract(<4 x i32> %v, i32 %x) {
  %i = insertelement <4 x i32> %v, i32 %x, i64 1
  %r = extractelement <4 x i32> %i, i64 1
  ret i32 %r
}
define i32 @extractother(<4 x i32> %v, i32 %x) {
  %i = insertelement <4 x i32> %v, i32 %x, i64 1
  %r = extractelement <4 x i32> %i, i64 2
  ret i32 %r
}
define <4 x i16> @shuffle(<4 x i16> %v) {
  %a = shufflevector <4 x i16> %v, <4 x i16> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %b = shufflevector <4 x i16> %a, <4 x i16> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  ret <4 x i16> %b
}
define i8 @scmp(i32 %x, i32 %y) {
  %gt = icmp sgt i32 %x, %y
  %g = zext i1 %gt to i8
  %lt = icmp slt i32 %x, %y
  %l = zext i1 %lt to i8
  %r = sub i8 %g, %l
  ret i8 %r
}
define i8 @negscmp(i32 %x, i32 %y) {
  %gt = icmp sgt i32 %x, %y
  %g = zext i1 %gt to i8
  %lt = icmp slt i32 %x, %y
  %l = zext i1 %lt to i8
  %r = sub i8 %l, %g
  ret i8 %r
}
)");
  EXPECT_NE(out.find("ret i32 %x"), std::string::npos) << out;
  EXPECT_NE(out.find("extractelement <4 x i32> %i, i64 2"), std::string::npos) << out;
  EXPECT_NE(out.find("ret <4 x i16> %v"), std::string::npos) << out;
  EXPECT_NE(out.find("call i8 @llvm.scmp.i8.i32(i32 %x, i32 %y)"), std::string::npos) << out;
  EXPECT_NE(out.find("sub i8 %l, %g"), std::string::npos) << out;
  expectProvedApplications("vector-scmp", 3);
}

TEST_F(CppPlugin, ASymbolOfAnotherWidthIsTruncatedIntoTheNarrowOperation) {
  std::string out = applyRules("zext-and-narrow", R"(
define i64 @narrow(i32 %x) {
  %z = zext i32 %x to i64
  %r = and i64 %z, 4294967551
  ret i64 %r
}
define i64 @full(i64 %x) {
  %z = zext i64 %x to i128
  %t = trunc i128 %z to i64
  %r = and i64 %t, 255
  ret i64 %r
}
)");
  EXPECT_NE(out.find("and i32 %x, 255"), std::string::npos) << out;
  EXPECT_NE(out.find("and i64 %t, 255"), std::string::npos) << out;
  expectProvedApplications("zext-and-narrow", 1);
}

TEST_F(CppPlugin, ASmallIntegerOfTheSourceMatchesAtEveryWidth) {
  std::string out = applyRules("and-all-ones", R"(
define i32 @ones(i32 %x) {
  %r = and i32 %x, -1
  ret i32 %r
}
define <2 x i5> @lanes(<2 x i5> %x) {
  %r = and <2 x i5> %x, <i5 -1, i5 -1>
  ret <2 x i5> %r
}
define i32 @notones(i32 %x) {
  %r = and i32 %x, -2
  ret i32 %r
}
)");
  EXPECT_NE(out.find("ret i32 %x"), std::string::npos) << out;
  EXPECT_NE(out.find("ret <2 x i5> %x"), std::string::npos) << out;
  EXPECT_NE(out.find("and i32 %x, -2"), std::string::npos) << out;
  expectProvedApplications("and-all-ones", 2);
}

TEST_F(CppPlugin, TheLitTestOfEveryRulePasses) { suite().expectLitTestsPass(); }

} // namespace
} // namespace theseus::rules
