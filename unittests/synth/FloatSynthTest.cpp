// The floating-point part of the minotaur engine: the pool's FP templates, the FP bit patterns of
// the test vectors, the NaN tolerance of the test vectors (a filter only: the proof decides), and
// a whole search whose soundness rests on the proof (a rewrite right on every test vector but
// wrong for one NaN payload is never returned).
#include "cost/CostModel.h"
#include "synth/minotaur/Examples.h"
#include "synth/minotaur/FloatValues.h"
#include "synth/minotaur/Pool.h"
#include "synth/minotaur/Synth.h"
#include "ir/Printer.h"
#include "unittests/synth/SynthTestUtil.h"

namespace theseus::synth {
namespace {

bool hasTemplate(const Pool& pool, const ir::Type& result, const std::string& name) {
  for (unsigned i : pool.producing(result))
    if (pool.templates()[i].name().rfind(name + " ", 0) == 0) return true;
  return false;
}

TEST(FloatPool, FloatCutsGetArithmeticSignOperationsComparesAndConversions) {
  auto m = testing::parse(R"(
define i1 @src(double %x, float %y) {
entry:
  %t = fptrunc double %x to float
  %c = fcmp olt float %t, %y
  ret i1 %c
}
)");
  Pool pool(*m->find("src"), {});
  ir::Type f32 = ir::Type::floatTy(ir::FloatKind::Float), f64 = ir::Type::floatTy(ir::FloatKind::Double);
  for (const char* op : {"fadd", "fsub", "fmul", "fdiv", "fneg", "fabs", "copysign", "minnum", "maxnum", "minimum", "maximum", "select",
                         "fptrunc", "sitofp", "uitofp", "bitcast"})
    EXPECT_TRUE(hasTemplate(pool, f32, op)) << op;
  EXPECT_TRUE(hasTemplate(pool, f64, "fpext"));
  EXPECT_TRUE(hasTemplate(pool, ir::Type::intTy(1), "fcmp oge"));
  EXPECT_TRUE(hasTemplate(pool, ir::Type::intTy(1), "fcmp uno"));
  EXPECT_FALSE(hasTemplate(pool, ir::Type::intTy(1), "fcmp olt")) << "olt is ogt with the operands swapped";
  EXPECT_TRUE(hasTemplate(pool, ir::Type::intTy(32), "fptosi"));
  EXPECT_TRUE(hasTemplate(pool, ir::Type::intTy(32), "bitcast")) << "a scalar float is read as an i32 by an explicit bitcast";
  EXPECT_FALSE(hasTemplate(pool, f32, "add")) << "integer operations never take a float";
  EXPECT_FALSE(hasTemplate(pool, ir::Type::intTy(1), "icmp eq i1(float")) << "icmp never compares floats";
  std::vector<std::string> inputs;
  for (const PoolInput& in : pool.inputs()) inputs.push_back(in.value->name());
  EXPECT_EQ(inputs, (std::vector<std::string>{"x", "y", "t"}));
}

TEST(FloatPool, FloatVectorsAreReadAsIntegerVectorsInTheUntypedView) {
  auto m = testing::parse("define <4 x float> @src(<4 x float> %x) {\nentry:\n  %r = fneg <4 x float> %x\n  ret <4 x float> %r\n}\n");
  Pool pool(*m->find("src"), {});
  ir::Type v4f32 = ir::Type::floatVectorTy(4, ir::FloatKind::Float), v4i32 = ir::Type::vectorTy(4, 32);
  std::vector<ir::Type> views = pool.viewsOf(v4f32);
  EXPECT_NE(std::find(views.begin(), views.end(), v4i32), views.end());
  EXPECT_EQ(pool.inputsOf(v4i32), std::vector<unsigned>{0}) << "%x read as <4 x i32>";
  EXPECT_TRUE(hasTemplate(pool, v4i32, "xor"));
  EXPECT_TRUE(hasTemplate(pool, v4f32, "shufflevector"));
  EXPECT_FALSE(hasTemplate(pool, v4f32, "vector.reduce.add"));
}

TEST(FloatValues, PatternsOfSmallIntegersAndSpecialValues) {
  using ir::FloatKind;
  EXPECT_EQ(floatOfInteger(FloatKind::Float, 1, false), ir::Bits(32, 0x3F800000));
  EXPECT_EQ(floatOfInteger(FloatKind::Float, 3, true), ir::Bits(32, 0xC0400000));
  EXPECT_EQ(floatOfInteger(FloatKind::Double, 2, false), ir::Bits(64, 0x4000000000000000ull));
  EXPECT_EQ(floatOfInteger(FloatKind::Half, 16, false), ir::Bits(16, 0x4C00));
  EXPECT_EQ(floatOfInteger(FloatKind::BFloat, 0, true), ir::Bits(16, 0x8000));
  EXPECT_EQ(floatEdgeValue(FloatKind::Float, 4), ir::Bits(32, 0x3F000000)) << "0.5";
  EXPECT_EQ(floatEdgeValue(FloatKind::Float, 5), ir::Bits(32, 0x7F800000)) << "+inf";
  EXPECT_EQ(floatEdgeValue(FloatKind::Float, 8), ir::Bits(32, 1)) << "the smallest subnormal";
  EXPECT_EQ(floatEdgeValue(FloatKind::Float, 9), ir::Bits(32, 0x7F7FFFFF)) << "the largest finite";
  EXPECT_TRUE(isFloatNaN(FloatKind::Float, floatEdgeValue(FloatKind::Float, 7)));
  EXPECT_FALSE(isFloatNaN(FloatKind::Float, floatEdgeValue(FloatKind::Float, 5)));
  EXPECT_TRUE(isFloatNaN(FloatKind::FP128, floatEdgeValue(FloatKind::FP128, 7)));
  EXPECT_EQ(floatOfInteger(FloatKind::FP128, 1, false).words()[1], 0x3FFF000000000000ull);
}

TEST(FloatExamples, TestVectorsHoldSpecialValuesAndANaNResultAcceptsAnyNaN) {
  auto m = testing::parse(R"(
define float @src(float %x) {
entry:
  %r = fadd float %x, -0.0
  ret float %r
}
define float @same(float %x) {
entry:
  ret float %x
}
define float @plus(float %x) {
entry:
  %r = fadd float %x, 0.0
  ret float %r
}
)");
  Examples examples(*m->find("src"), m->dataLayout, 1, 64);
  bool sawNaN = false, sawNegativeZero = false;
  for (const auto& in : examples.inputs()) {
    sawNaN = sawNaN || isFloatNaN(ir::FloatKind::Float, in.args[0][0].value);
    sawNegativeZero = sawNegativeZero || in.args[0][0].value == ir::Bits(32, 0x80000000);
  }
  EXPECT_TRUE(sawNaN);
  EXPECT_TRUE(sawNegativeZero);
  EXPECT_FALSE(examples.firstFailure(*m->find("same"))) << "x + -0.0 returns the preferred NaN on a NaN x; x itself is another NaN";
  EXPECT_TRUE(examples.firstFailure(*m->find("plus"))) << "-0.0 + 0.0 is +0.0";
}

// `name` of `m` synthesized with the isel model, one new instruction at most, 30 s.
SynthResult synthesizeFunction(const ir::Module& m, const std::string& name) {
  std::string error;
  auto model = cost::createCostModel("isel", cost::CostOptions{}, error);
  EXPECT_TRUE(model) << error;
  SynthOptions options;
  options.maxInsts = 1;
  options.timeLimitSeconds = 30;
  return synthesize(*m.find(name), m.dataLayout, options, *model, nullptr);
}

// x + -0.0 is x, NaNs included (an input NaN unchanged is one of the NaNs fadd may return): the
// search returns x.
TEST(FloatSynth, AddingMinusZeroIsTheIdentityAndIsFoundAndProved) {
  auto m = testing::parse("define float @src(float %x) {\nentry:\n  %r = fadd float %x, -0.0\n  ret float %r\n}\n");
  SynthResult r = synthesizeFunction(*m, "src");
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  ASSERT_EQ(r.rewrites.size(), 1u);
  EXPECT_EQ(ir::toString(*r.rewrites[0].function).find("fadd"), std::string::npos) << ir::toString(*r.rewrites[0].function);
}

// x * -0.0 (nnan) is -0.0 for a positive x and +0.0 for a negative one: no constant refines it,
// and the test vectors agree with a constant on half the inputs only; whatever is returned reads x.
TEST(FloatSynth, MultiplyingByMinusZeroIsNotAConstant) {
  auto m = testing::parse("define float @src(float %x) {\nentry:\n  %r = fmul nnan float %x, -0.0\n  ret float %r\n}\n");
  SynthResult r = synthesizeFunction(*m, "src");
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  for (const SynthRewrite& rw : r.rewrites) {
    std::string text = ir::toString(*rw.function);
    size_t body = text.find("entry:");
    EXPECT_NE(text.find("%x", body), std::string::npos) << "a rewrite must still read x (its sign): " << text;
  }
}

} // namespace
} // namespace theseus::synth
