// The cost interface and the isel model's required behaviours (issue 5): seed 004's cost sets,
// LEA by CPU, i128 legalization, DAG sharing, pmaddwd generic = intrinsic; tti and mca price.
#include "bridge/Import.h"
#include "cost/CostModel.h"
#include "IselTestSupport.h"
#include "cost/isel/IselModel.h"

#include <gtest/gtest.h>

using namespace theseus;

namespace {

using test_support::isel;
using test_support::load;
using test_support::opcodes;

const char* const kSeed = "define i64 @f(i64 %x, i64 %y) {\n  %m = mul i64 %x, 4\n  %r = add i64 %m, %y\n  ret i64 %r\n}\n";

TEST(CostModel, FactoryKnowsThreeModelsAndRejectsOthers) {
  std::string error;
  cost::CostOptions options;
  EXPECT_EQ(options.mcpu, "x86-64-v3");
  for (auto name : cost::costModelNames()) EXPECT_TRUE(cost::createCostModel(name, options, error)) << name << ": " << error;
  EXPECT_FALSE(cost::createCostModel("host", options, error));
  options.mcpu = "not-a-cpu";
  EXPECT_FALSE(cost::createCostModel("isel", options, error));
  EXPECT_NE(error.find("not-a-cpu"), std::string::npos);
}

TEST(Isel, SeedCostSetsFlipBetweenShlAddAndLea) {
  auto m = load(kSeed);
  for (auto [lea, expected] : {std::pair{3.0, std::vector<std::string>{"SHL64ri", "ADD64rr"}}, std::pair{1.0, std::vector<std::string>{"LEA64r"}}}) {
    auto model = isel("x86-64-v3");
    for (auto [name, uops] : {std::pair{"IMUL64rri32", 3.0}, {"SHL64ri", 1.0}, {"ADD64rr", 1.0}, {"MOV64rr", 0.0}}) model->weights().overrideUops(name, uops);
    model->weights().overrideUops("LEA64r", lea);
    auto selected = opcodes(*model, m, "f");
    std::erase(selected, "MOV64rr");
    EXPECT_EQ(selected, expected) << "LEA weight " << lea;
  }
}

TEST(Isel, ThreeOperandLeaOnZnver3ButLeaPlusAddOnSkylake) {
  auto m = load("define i64 @f(i64 %a, i64 %b) {\n  %s = shl i64 %b, 3\n  %t = add i64 %a, %s\n  %r = add i64 %t, 16\n  ret i64 %r\n}\n");
  EXPECT_EQ(opcodes(*isel("znver3"), m, "f"), (std::vector<std::string>{"LEA64r"}));
  EXPECT_EQ(opcodes(*isel("skylake"), m, "f"), (std::vector<std::string>{"LEA64r", "ADD64ri32"}));
}

TEST(Isel, WideAddIsAddAdcAndWideSubIsSubSbb) {
  auto m = load("define i128 @add(i128 %a, i128 %b) {\n  %r = add i128 %a, %b\n  ret i128 %r\n}\n"
                "define i128 @sub(i128 %a, i128 %b) {\n  %r = sub i128 %a, %b\n  ret i128 %r\n}\n");
  auto model = isel("x86-64-v3");
  auto add = opcodes(*model, m, "add"), sub = opcodes(*model, m, "sub");
  std::erase(add, "MOV64rr");
  std::erase(sub, "MOV64rr");
  EXPECT_EQ(add, (std::vector<std::string>{"ADD64rr", "ADC64rr"}));
  EXPECT_EQ(sub, (std::vector<std::string>{"SUB64rr", "SBB64rr"}));
}

TEST(Isel, SharedValueIsComputedAndPaidOnce) {
  auto m = load("define i32 @f(i32 %a, i32 %b) {\n  %x = mul i32 %a, %b\n  %y = add i32 %x, 7\n  %z = xor i32 %x, %y\n  ret i32 %z\n}\n");
  auto selected = opcodes(*isel("x86-64-v3"), m, "f");
  EXPECT_EQ(std::count(selected.begin(), selected.end(), "IMUL32rr"), 1);
}

TEST(Isel, IdenticalInstructionsAreOneNode) {
  auto m = load("define i32 @f(i32 %a, i32 %b) {\n  %x = mul i32 %a, %b\n  %y = mul i32 %b, %a\n  %s = select i1 true, i32 %x, i32 %x\n"
                "  %r = add i32 %s, %y\n  ret i32 %r\n}\n");
  auto selected = opcodes(*isel("x86-64-v3"), m, "f");
  EXPECT_EQ(std::count(selected.begin(), selected.end(), "IMUL32rr"), 1);
  EXPECT_EQ(std::count(selected.begin(), selected.end(), "CMOV32rr"), 0);
}

TEST(Isel, SharedIndexIsDuplicatedIntoBothAddresses) {
  auto m = load("define i64 @f(i64 %a, i64 %b, i64 %c) {\n  %s = shl i64 %b, 3\n  %x = add i64 %a, %s\n  %y = add i64 %c, %s\n"
                "  %r = xor i64 %x, %y\n  ret i64 %r\n}\n");
  EXPECT_EQ(opcodes(*isel("x86-64-v3"), m, "f"), (std::vector<std::string>{"LEA64r", "LEA64r", "XOR64rr"}));
}

TEST(Isel, IntrinsicWithoutItsCpuFeatureIsUnsupported) {
  auto m = load("define <8 x i32> @f(<8 x i32> %a, <8 x i32> %b) {\n"
                "  %r = call <8 x i32> @llvm.x86.avx2.psllv.d.256(<8 x i32> %a, <8 x i32> %b)\n  ret <8 x i32> %r\n}\n"
                "declare <8 x i32> @llvm.x86.avx2.psllv.d.256(<8 x i32>, <8 x i32>)\n");
  auto baseline = isel("x86-64")->cost(*m.module->find("f"));
  EXPECT_FALSE(baseline.cost);
  EXPECT_NE(baseline.error.find("avx2"), std::string::npos) << baseline.error;
  EXPECT_TRUE(isel("x86-64-v3")->cost(*m.module->find("f")).cost);
}

TEST(Isel, PmaddwdGenericAndIntrinsicCostTheSame) {
  auto m = load(R"(
define <4 x i32> @intrinsic(<8 x i16> %a, <8 x i16> %b) {
  %r = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %a, <8 x i16> %b)
  ret <4 x i32> %r
}
define <4 x i32> @generic(<8 x i16> %a, <8 x i16> %b) {
  %a32 = sext <8 x i16> %a to <8 x i32>
  %b32 = sext <8 x i16> %b to <8 x i32>
  %m = mul nsw <8 x i32> %a32, %b32
  %e = shufflevector <8 x i32> %m, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %o = shufflevector <8 x i32> %m, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %r = add <4 x i32> %e, %o
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16>, <8 x i16>)
)");
  auto model = isel("x86-64-v3");
  auto a = model->cost(*m.module->find("intrinsic")), b = model->cost(*m.module->find("generic"));
  ASSERT_TRUE(a.cost && b.cost) << a.error << b.error;
  EXPECT_EQ(*a.cost, *b.cost);
}

TEST(CostModel, TtiAndMcaPriceABatch) {
  auto m = load(kSeed + std::string("define i64 @g(i64 %x) {\n  %r = add i64 %x, 1\n  ret i64 %r\n}\n"));
  std::vector<const ir::Function*> fs = {m.module->find("f"), m.module->find("g")};
  std::string error;
  for (auto name : {"tti", "mca"}) {
    auto model = cost::createCostModel(name, cost::CostOptions{}, error);
    ASSERT_TRUE(model) << error;
    auto results = model->costAll(fs);
    ASSERT_EQ(results.size(), 2u);
    for (auto& r : results) ASSERT_TRUE(r.cost) << name << ": " << r.error;
    EXPECT_GT(results[0].cost->primary, 0) << name;
    if (std::string(name) == "mca") EXPECT_EQ(results[0].cost->key.size(), 3u);
  }
}

} // namespace
