// Every legal LLVM integer type is priced (issue 24): one case per type class the hand-written rules
// did not cover, each checked against the MC opcodes llc-19 -O2 emits for it (written out here, as
// llc-19 -asm-show-inst printed them; `python3 cost/isel/lowered_from_llc.py check` re-reads llc for
// every generated row), and the llc-derived rows instantiate on the CPU and type they were read for.
#include "IselTestSupport.h"
#include "cost/isel/IselPrepared.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace theseus;

namespace {

using test_support::isel;
using test_support::load;

// The MC opcodes selected for the only function of `text` on `mcpu`.
std::vector<std::string> selected(const std::string& text, const std::string& mcpu = "x86-64-v3") {
  return test_support::selectedOpcodes(text, mcpu);
}

using Ops = std::vector<std::string>;

TEST(IselTypes, VectorTruncationsAreLlcsPackSequences) {
  EXPECT_EQ(selected("define <8 x i16> @f(<8 x i32> %a) {\n  %r = trunc <8 x i32> %a to <8 x i16>\n  ret <8 x i16> %r\n}\n"),
            (Ops{"VPSHUFBYrm", "VPERMQYri"}));
  EXPECT_EQ(selected("define <32 x i8> @f(<32 x i16> %a) {\n  %r = trunc <32 x i16> %a to <32 x i8>\n  ret <32 x i8> %r\n}\n"),
            (Ops{"VPBROADCASTWYrm", "VPANDYrr", "VPANDYrr", "VPACKUSWBYrr", "VPERMQYri"}));
}

TEST(IselTypes, ByteVectorsOf256And512BitsArePriced) {
  auto ops = selected("define <64 x i8> @f(<64 x i8> %a, <64 x i8> %b) {\n  %r = call <64 x i8> @llvm.umin.v64i8(<64 x i8> %a, <64 x i8> %b)\n"
                      "  ret <64 x i8> %r\n}\ndeclare <64 x i8> @llvm.umin.v64i8(<64 x i8>, <64 x i8>)\n");
  EXPECT_EQ(ops, (Ops{"VPMINUBYrr", "VPMINUBYrr"}));
  auto ashr = selected("define <32 x i8> @f(<32 x i8> %a, <32 x i8> %b) {\n  %r = ashr <32 x i8> %a, %b\n  ret <32 x i8> %r\n}\n");
  EXPECT_GT(ashr.size(), 10u) << "no byte shift on AVX2: llc expands it";
}

TEST(IselTypes, ReductionsAreLogStepsOfShufflesAndOps) {
  auto ops = selected("define i32 @f(<8 x i32> %a) {\n  %r = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %a)\n  ret i32 %r\n}\n"
                      "declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>)\n");
  EXPECT_EQ(ops, (Ops{"VEXTRACTI128rr", "VPADDDrr", "VPSHUFDri", "VPADDDrr", "VPSHUFDri", "VPADDDrr", "VMOVPDI2DIrr"}));
}

TEST(IselTypes, SixteenDwordVectorsSplitIntoTwoYmm) {
  auto ops = selected("define <16 x i32> @f(<16 x i32> %a, <16 x i32> %b) {\n  %r = mul <16 x i32> %a, %b\n  ret <16 x i32> %r\n}\n");
  EXPECT_EQ(ops, (Ops{"VPMULLDYrr", "VPMULLDYrr"}));
  auto div = selected("define <4 x i32> @f(<4 x i32> %a, <4 x i32> %b) {\n  %r = udiv <4 x i32> %a, %b\n  ret <4 x i32> %r\n}\n");
  EXPECT_EQ(std::count(div.begin(), div.end(), "DIV32r"), 4) << "a vector division is scalarized, one DIV per lane";
}

TEST(IselTypes, I1VectorsExtendAndReduce) {
  auto ops = selected("define i1 @f(<16 x i1> %a) {\n  %r = call i1 @llvm.vector.reduce.or.v16i1(<16 x i1> %a)\n  ret i1 %r\n}\n"
                      "declare i1 @llvm.vector.reduce.or.v16i1(<16 x i1>)\n");
  EXPECT_FALSE(ops.empty());
  auto z = selected("define <8 x i8> @f(<8 x i1> %a) {\n  %r = zext <8 x i1> %a to <8 x i8>\n  ret <8 x i8> %r\n}\n");
  EXPECT_FALSE(z.empty());
}

TEST(IselTypes, OddWidthsArePromoted) {
  auto ops = selected("define i24 @f(i24 %a, i24 %b) {\n  %r = call i24 @llvm.smin.i24(i24 %a, i24 %b)\n  ret i24 %r\n}\ndeclare i24 @llvm.smin.i24(i24, i24)\n");
  EXPECT_TRUE(std::find(ops.begin(), ops.end(), "CMOV32rr") != ops.end()) << ::testing::PrintToString(ops);
  EXPECT_FALSE(selected("define i64 @f(i12 %a) {\n  %r = sext i12 %a to i64\n  ret i64 %r\n}\n").empty());
}

TEST(IselTypes, FullProductOfTwoU64IsOneMulx) {
  EXPECT_EQ(selected("define i128 @f(i64 %a, i64 %b) {\n  %x = zext i64 %a to i128\n  %y = zext i64 %b to i128\n  %r = mul i128 %x, %y\n  ret i128 %r\n}\n"),
            (Ops{"MOV64rr", "MULX64rr"}));
  EXPECT_EQ(selected("define i128 @f(i64 %a) {\n  %x = zext i64 %a to i128\n  %r = mul i128 %x, 11400714785074694791\n  ret i128 %r\n}\n", "x86-64"),
            (Ops{"MOV64ri", "MOV64rr", "MUL64r"}));
  EXPECT_EQ(selected("define i128 @f(i128 %a) {\n  %r = lshr i128 %a, 64\n  ret i128 %r\n}\n"), (Ops{"XOR32rr"}));
}

TEST(IselTypes, ConstantsWithPoisonLanesAreConstantPoolLoads) {
  auto ops = selected("define <16 x i8> @f(<16 x i8> %a) {\n  %r = xor <16 x i8> %a, <i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128,"
                      " i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison>\n  ret <16 x i8> %r\n}\n");
  EXPECT_EQ(ops, (Ops{"VMOVDQArm", "VPXORrr"}));
}

TEST(IselTypes, ShufflesAcrossSeveralRegistersArePricedPerPart) {
  std::string mask;
  for (int i = 0; i < 32; ++i) mask += (i ? ", i32 " : "i32 ") + std::to_string(3 * i);
  auto ops = selected("define <32 x i8> @f(<96 x i8> %a) {\n  %r = shufflevector <96 x i8> %a, <96 x i8> poison, <32 x i32> <" + mask +
                      ">\n  ret <32 x i8> %r\n}\n");
  EXPECT_EQ(ops.size(), 12u) << "three ymm parts, each a lane swap, two PSHUFB and a blend (an approximation)";
  auto m = load("define <32 x i8> @f(<96 x i8> %a) {\n  %r = shufflevector <96 x i8> %a, <96 x i8> poison, <32 x i32> <" + mask + ">\n  ret <32 x i8> %r\n}\n");
  EXPECT_EQ(isel("x86-64-v2")->select(*m.module->find("f")).instrs.size(), 6u) << "SSSE3: one PSHUFB per xmm part of the 768-bit input";
  EXPECT_EQ(isel("x86-64")->select(*m.module->find("f")).instrs.size(), 60u) << "SSE2 has no PSHUFB: ten unpack/shuffle/pack steps per xmm part";
}

TEST(IselTypes, PairSwapsWithoutPshufbAreShiftsOrWordShuffles) {
  std::string bytes, words;
  for (int i = 0; i < 16; ++i) bytes += (i ? ", i32 " : "i32 ") + std::to_string(i ^ 1);
  for (int i = 0; i < 8; ++i) words += (i ? ", i32 " : "i32 ") + std::to_string(i ^ 1);
  EXPECT_EQ(selected("define <16 x i8> @f(<16 x i8> %a) {\n  %r = shufflevector <16 x i8> %a, <16 x i8> poison, <16 x i32> <" + bytes +
                     ">\n  ret <16 x i8> %r\n}\n", "x86-64"),
            (Ops{"MOVDQArr", "PSRLWri", "PSLLWri", "PORrr"}));
  EXPECT_EQ(selected("define <8 x i16> @f(<8 x i16> %a) {\n  %r = shufflevector <8 x i16> %a, <8 x i16> poison, <8 x i32> <" + words +
                     ">\n  ret <8 x i16> %r\n}\n", "x86-64"),
            (Ops{"PSHUFLWri", "PSHUFHWri"}));
}

TEST(IselTypes, NarrowVectorsAreWidened) {
  EXPECT_FALSE(selected("define <2 x i16> @f(<2 x i16> %a, <2 x i16> %b) {\n  %r = shl <2 x i16> %a, %b\n  ret <2 x i16> %r\n}\n").empty());
  EXPECT_FALSE(selected("define <4 x i8> @f(<4 x i8> %a, <4 x i8> %b) {\n  %r = mul <4 x i8> %a, %b\n  ret <4 x i8> %r\n}\n").empty());
}

TEST(IselTypes, WhatStaysUnpricedIsRefusedNamingTheOperation) {
  auto m = load("define i64 @f(i256 %a, i256 %b) {\n  %s = lshr i256 %a, %b\n  %r = trunc i256 %s to i64\n  ret i64 %r\n}\n");
  cost::Selection s = isel("x86-64-v3")->select(*m.module->find("f"));
  EXPECT_EQ(s.error, "isel: no pattern covers %s = lshr i256 (i256, i256)");
  auto model = isel("x86-64-v3");
  cost::CostResult r = model->cost(*m.module->find("f"));
  EXPECT_FALSE(r.cost.has_value()) << "an unpriced function has no cost, never a made-up one";
}

// `llc.CPU.OP__TYPE` rows: the type of the name and the root the row's bits make of it.
std::pair<ir::Type, ir::Type> typesOfRow(const cost::Pattern& p) {
  std::string name(p.name);
  std::string mangled = name.substr(name.rfind("__") + 2);
  ir::Type leaf = mangled[0] == 'v' ? ir::Type::vectorTy(unsigned(std::stoul(mangled.substr(1))), unsigned(std::stoul(mangled.substr(mangled.find('i') + 1))))
                                    : ir::Type::intTy(unsigned(std::stoul(mangled.substr(1))));
  bool vectorRoot = leaf.isVector() && p.types == cost::TypeClass::Vector;
  return {vectorRoot ? leaf.withBits(p.rootBits) : ir::Type::intTy(p.rootBits), leaf};
}

TEST(IselTypes, EveryLlcRowInstantiatesOnItsCpuAndType) {
  auto v4 = isel("x86-64-v4"), v3 = isel("x86-64-v3"), baseline = isel("x86-64");
  unsigned rows = 0;
  for (auto& p : cost::iselPatterns()) {
    if (!p.name.starts_with("llc.")) continue;
    ++rows;
    auto& model = p.name.starts_with("llc.x86-64-v4.") ? *v4 : p.name.starts_with("llc.x86-64-v3.") ? *v3 : *baseline;
    auto [root, leaf] = typesOfRow(p);
    EXPECT_TRUE(cost::buildInstance(p, root, leaf, model.selector().target(), model.weights()).has_value())
        << p.name << ": " << root.str() << " from " << leaf.str();
  }
  EXPECT_GT(rows, 500u);
}

} // namespace
