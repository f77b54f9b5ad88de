// The isel pattern table as data: every tree parses, every pattern instantiates into existing MC
// opcodes for some CPU and type, and CPU features gate patterns (no AVX2 rule without AVX2).
#include "IselTestSupport.h"
#include "cost/isel/IselModel.h"
#include "cost/isel/IselPrepared.h"
#include "bridge/Import.h"
#include "ir/X86Intrinsics.h"

#include <gtest/gtest.h>

using namespace theseus;

namespace {

using test_support::isel;

// Root and first-leaf types a pattern of `types` may meet.
std::vector<std::pair<ir::Type, ir::Type>> candidateTypes(cost::TypeClass types) {
  using ir::Type;
  std::vector<std::pair<Type, Type>> out;
  auto widths = [&](Type root) {
    for (unsigned leafBits : {1u, 8u, 16u, 32u, 64u, 128u}) out.push_back({root, root.withBits(leafBits)});
  };
  if (types == cost::TypeClass::Scalar || types == cost::TypeClass::Any)
    for (unsigned bits : {1u, 8u, 16u, 32u, 64u}) widths(Type::intTy(bits));
  if (types == cost::TypeClass::Scalar)
    for (auto leaf : {Type::vectorTy(16, 8), Type::vectorTy(32, 8)}) out.push_back({Type::intTy(32), leaf});
  if (types == cost::TypeClass::Scalar)
    for (unsigned bits : {8u, 16u, 32u, 64u})
      for (unsigned total : {128u, 256u, 512u}) out.push_back({Type::intTy(bits), Type::vectorTy(total / bits, bits)});
  if (types == cost::TypeClass::Wide) widths(Type::intTy(128));
  if (types == cost::TypeClass::Promoted)
    for (unsigned bits : {4u, 7u}) widths(Type::intTy(bits));
  if (types == cost::TypeClass::Vector || types == cost::TypeClass::Any)
    for (unsigned total : {128u, 256u})
      for (unsigned bits : {8u, 16u, 32u, 64u}) widths(Type::vectorTy(total / bits, bits));
  using ir::FloatKind;
  if (types == cost::TypeClass::Scalar)
    for (FloatKind k : {FloatKind::Float, FloatKind::Double})
      for (unsigned bits : {32u, 64u}) out.push_back({Type::intTy(bits), Type::floatTy(k)});
  Type half = Type::floatTy(FloatKind::Half), single = Type::floatTy(FloatKind::Float);
  Type halves = Type::floatVectorTy(8, FloatKind::Half), singles = Type::floatVectorTy(8, FloatKind::Float);
  if (types == cost::TypeClass::Any)
    for (FloatKind k : {FloatKind::Float, FloatKind::Double})
      for (Type t : {Type::floatTy(k), Type::floatVectorTy(4, k), Type::floatVectorTy(8, k)}) out.push_back({t, t});
  if (types == cost::TypeClass::FloatScalar || types == cost::TypeClass::Any) out.insert(out.end(), {{half, half}, {half, single}, {single, half}});
  if (types == cost::TypeClass::FloatVector || types == cost::TypeClass::Any)
    out.insert(out.end(), {{halves, halves}, {halves, singles}, {singles, halves}, {Type::floatVectorTy(2, FloatKind::Double), Type::floatVectorTy(2, FloatKind::Double)}});
  if (types == cost::TypeClass::FloatScalar)
    for (FloatKind k : {FloatKind::Float, FloatKind::Double})
      for (unsigned total : {128u, 256u, 512u}) out.push_back({Type::floatTy(k), Type::floatVectorTy(total / (k == FloatKind::Float ? 32 : 64), k)});
  if (types == cost::TypeClass::FloatScalar)
    for (FloatKind k : {FloatKind::Float, FloatKind::Double})
      for (Type leaf : {Type::floatTy(FloatKind::Float), Type::floatTy(FloatKind::Double), Type::intTy(32), Type::intTy(64)})
        out.push_back({Type::floatTy(k), leaf}), out.push_back({Type::intTy(1), Type::floatTy(k)});
  for (unsigned lanes : {4u, 8u})
    for (FloatKind k : {FloatKind::Float, FloatKind::Double}) {
      Type fp = Type::floatVectorTy(lanes, k), ints = Type::vectorTy(lanes, k == FloatKind::Float ? 32 : 64);
      if (types == cost::TypeClass::FloatVector)
        for (Type leaf : {fp, ints, Type::floatVectorTy(lanes, FloatKind::Float), Type::floatVectorTy(lanes, FloatKind::Double)})
          out.push_back({fp, leaf}), out.push_back({Type::vectorTy(lanes, 1), fp});
      if (types == cost::TypeClass::Vector) out.push_back({ints, fp});
    }
  return out;
}

TEST(IselPatterns, EveryTreeParses) { EXPECT_EQ(cost::preparedPatterns().size(), cost::iselPatterns().size()); }

TEST(IselPatterns, EveryPatternInstantiatesForSomeCpuAndType) {
  std::vector<std::unique_ptr<cost::IselModel>> models;
  for (auto cpu : {"x86-64", "x86-64-v2", "x86-64-v3", "znver3", "skylake", "icelake-server"}) models.push_back(isel(cpu));
  for (auto& p : cost::preparedPatterns()) {
    if (p.pattern->wholeBits) continue; // one exact type each: IselTypes.EveryLlcRowInstantiatesOnItsCpuAndType
    bool some = false;
    for (auto& m : models)
      for (auto& [root, leaf] : candidateTypes(p.pattern->types))
        some = some || cost::buildInstance(*p.pattern, root, leaf, m->selector().target(), m->weights()).has_value();
    EXPECT_TRUE(some) << p.pattern->name << ": no CPU and type gives existing MC opcodes for '" << p.pattern->mc << "'";
  }
}

TEST(IselPatterns, FeaturesGatePatternsPerCpu) {
  auto baseline = isel("x86-64"), v3 = isel("x86-64-v3");
  auto find = [](std::string_view name) {
    for (auto& p : cost::iselPatterns())
      if (p.name == name) return &p;
    return static_cast<const cost::Pattern*>(nullptr);
  };
  ir::Type v8i32 = ir::Type::vectorTy(8, 32), i32 = ir::Type::intTy(32);
  for (auto name : {"psllv", "vpbroadcast"}) {
    ASSERT_TRUE(find(name)) << name;
    EXPECT_FALSE(cost::buildInstance(*find(name), v8i32, v8i32, baseline->selector().target(), baseline->weights())) << name;
    EXPECT_TRUE(cost::buildInstance(*find(name), v8i32, v8i32, v3->selector().target(), v3->weights())) << name;
  }
  for (auto name : {"andn", "shlx", "lzcnt", "popcnt"}) {
    ASSERT_TRUE(find(name)) << name;
    EXPECT_FALSE(cost::buildInstance(*find(name), i32, i32, baseline->selector().target(), baseline->weights())) << name;
    EXPECT_TRUE(cost::buildInstance(*find(name), i32, i32, v3->selector().target(), v3->weights())) << name;
  }
}

} // namespace

namespace {

// A function calling x86 row `index` on its vector and floating-point arguments (integer scalar
// parameters get the constant 1, a rounding control 4, the current direction).
std::string callOfRow(size_t index) {
  auto& row = ir::x86Rows()[index];
  std::string params, args;
  for (size_t k = 0; k < row.params.size(); ++k) {
    bool scalar = !row.params[k].isVector() && !row.params[k].isFloatOrVector();
    std::string constant = int(k) == row.roundingOperand ? " 4" : " 1";
    if (!scalar) params += std::string(params.empty() ? "" : ", ") + row.params[k].str() + " %p" + std::to_string(k);
    args += (k ? ", " : "") + row.params[k].str() + (scalar ? constant : " %p" + std::to_string(k));
  }
  std::string result = row.result.str();
  return "define " + result + " @f(" + params + ") {\n  %r = call " + result + " @" + std::string(row.name) + "(" + args + ")\n  ret " + result +
         " %r\n}\n";
}

TEST(IselPatterns, EveryX86RowSelectsOnACpuWithItsFeatureButTheFloatFamilies) {
  auto avx512 = isel("sapphirerapids"), vnniInt = isel("arrowlake-s");
  for (size_t i = 0; i < ir::x86Rows().size(); ++i) {
    bridge::Diagnostic error;
    auto m = bridge::importText(callOfRow(i), "row.ll", error);
    ASSERT_TRUE(m) << ir::x86Rows()[i].name << ": " << error.str();
    const ir::Function& f = *m->module->find("f");
    auto a = avx512->cost(f), b = vnniInt->cost(f);
    const ir::X86Row& row = ir::x86Rows()[i];
    if (row.family >= ir::X86Family::FMinMax) {
      // The cost models do not take floating-point arithmetic yet (docs/fp.md): a row of the FP
      // families is refused with a reason.
      EXPECT_FALSE(a.cost) << row.name;
      EXPECT_FALSE(a.error.empty()) << row.name;
      continue;
    }
    bool floating = row.result.isFloatOrVector();
    for (auto& p : row.params) floating = floating || p.isFloatOrVector();
    if (floating) {
      // An FP permute: priced like its integer form where a pattern names it, else refused.
      EXPECT_TRUE(a.cost || a.error.find("no pattern covers") != std::string::npos) << row.name << ": " << a.error;
      continue;
    }
    EXPECT_TRUE(a.cost || b.cost) << row.name << ": " << a.error << " / " << b.error;
  }
}

} // namespace
