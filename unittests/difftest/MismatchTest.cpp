// The comparison of the differential tester must catch a wrong concrete result: a JIT result
// with one bit flipped is reported by the evaluator comparison and refuted by the SMT query.
#include "difftest/DiffTest.h"
#include "difftest/HostFeatures.h"
#include "difftest/HostJit.h"
#include "difftest/Oracle.h"

#include <gtest/gtest.h>

using namespace theseus;
using namespace theseus::difftest;

namespace {

IntrinsicShape psrlW() { return shapeOfRow(ir::x86Rows()[*ir::x86RowByName("llvm.x86.sse2.psrl.w")]); }

Case shiftCase() {
  Case c;
  c.args.push_back({0x8000, 0x7fff, 0xffff, 1, 0, 0x5555, 0xaaaa, 0x1234});
  c.args.push_back({3, 0, 0, 0, 0, 0, 0, 0});
  return c;
}

LaneVector expectedShift() { return {0x1000, 0x0fff, 0x1fff, 0, 0, 0x0aaa, 0x1555, 0x0246}; }

std::unique_ptr<Oracle> oracleOf(const IntrinsicShape& shape) {
  std::string error;
  auto oracle = Oracle::forIntrinsic(shape, {}, error);
  EXPECT_TRUE(oracle) << error;
  return oracle;
}

} // namespace

TEST(DiffTestMismatch, RightResultAgreesWithEvaluatorAndSmt) {
  auto oracle = oracleOf(psrlW());
  auto evaluated = oracle->evaluate({shiftCase()});
  verify::Result smt = oracle->prove(shiftCase(), expectedShift(), 10000);
  EXPECT_EQ(smt.verdict, verify::Verdict::Correct) << smt.reason;
  EXPECT_FALSE(mismatchReport(oracle->shape(), shiftCase(), expectedShift(), evaluated.at(0), &smt));
}

TEST(DiffTestMismatch, WrongResultIsReportedWithInputsAndAllThreeResults) {
  auto oracle = oracleOf(psrlW());
  LaneVector wrong = expectedShift();
  wrong[5] ^= 1;
  auto evaluated = oracle->evaluate({shiftCase()});
  verify::Result smt = oracle->prove(shiftCase(), wrong, 10000);
  EXPECT_EQ(smt.verdict, verify::Verdict::Incorrect);
  auto report = mismatchReport(oracle->shape(), shiftCase(), wrong, evaluated.at(0), &smt);
  ASSERT_TRUE(report);
  EXPECT_NE(report->find("mismatch: llvm.x86.sse2.psrl.w"), std::string::npos) << *report;
  EXPECT_NE(report->find("input 0: <8 x i16> <i16 -32768, i16 32767"), std::string::npos) << *report;
  EXPECT_NE(report->find("jit:       [0x1000 0xfff 0x1fff 0x0 0x0 0xaab"), std::string::npos) << *report;
  EXPECT_NE(report->find("evaluator: [0x1000 0xfff 0x1fff 0x0 0x0 0xaaa"), std::string::npos) << *report;
  EXPECT_NE(report->find("smt:       incorrect"), std::string::npos) << *report;
}

TEST(DiffTestMismatch, EvaluatorDisagreementAloneIsAMismatch) {
  auto oracle = oracleOf(psrlW());
  LaneVector wrong = expectedShift();
  wrong[0] = 0;
  auto evaluated = oracle->evaluate({shiftCase()});
  auto report = mismatchReport(oracle->shape(), shiftCase(), wrong, evaluated.at(0), nullptr);
  ASSERT_TRUE(report);
  EXPECT_NE(report->find("smt:       not checked"), std::string::npos) << *report;
}

TEST(DiffTestMismatch, JitRunsTheIntrinsicOnTheHost) {
  IntrinsicShape shape = psrlW();
  std::string error;
  auto runners = HostJit::instance().compileIntrinsic(shape, {{}}, error);
  ASSERT_EQ(runners.size(), 1u) << error;
  Case c = shiftCase();
  std::vector<uint64_t> in(c.args[0]);
  in.insert(in.end(), c.args[1].begin(), c.args[1].end());
  LaneVector out(8);
  runners[0](in.data(), out.data());
  EXPECT_EQ(out, expectedShift());
}

TEST(DiffTestMismatch, ImmediateParametersComeFromLlvm) {
  ir::Type v = ir::Type::vectorTy(8, 16);
  auto info = llvmIntrinsicInfo("llvm.x86.sse41.mpsadbw", ir::Type::vectorTy(8, 16), {ir::Type::vectorTy(16, 8), ir::Type::vectorTy(16, 8), ir::Type::intTy(8)});
  ASSERT_TRUE(info.known);
  EXPECT_EQ(info.immediate, (std::vector<bool>{false, false, true}));
  auto wrongSignature = llvmIntrinsicInfo("llvm.x86.sse2.psrl.w", v, {v, ir::Type::intTy(32)});
  EXPECT_FALSE(wrongSignature.signatureProblem.empty());
}

TEST(DiffTestHost, MissingFeatureNamesTheFirstOneTheHostLacks) {
  HostFeatures host{{"sse2", "avx2", "avx512f"}};
  EXPECT_FALSE(missingFeature(host, "avx2"));
  EXPECT_EQ(missingFeature(host, "avx512f, avx512vnni"), std::string("avx512vnni"));
  EXPECT_EQ(missingFeature(host, "avx512bw,avx512vl"), std::string("avx512bw"));
  EXPECT_TRUE(hostFeatures().has("sse2"));
}

TEST(DiffTestHost, RowsTheHostCannotRunAreSkippedNotPassed) {
  IntrinsicShape shape = psrlW();
  shape.feature = "sse2,imaginaryfeature";
  DiffTestOutcome o = testIntrinsic(shape, DiffTestOptions{});
  EXPECT_EQ(o.status, DiffTestOutcome::Status::Skipped);
  EXPECT_EQ(o.note, "host lacks imaginaryfeature");
  EXPECT_EQ(o.cases, 0u);
}
