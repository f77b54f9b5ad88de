// .ll -> Theseus IR -> printed text -> LLVM's parser -> Theseus IR gives the same canonical text.
#include "BridgeTestSupport.h"

#include "bridge/Export.h"
#include "ir/Printer.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

using namespace theseus;
using namespace theseus::bridge::testing;

namespace {

class RoundTrip : public ::testing::TestWithParam<const char*> {};

const char* const kTrickyFunctions[] = {
    "define <4 x i32> @f(<4 x i32> %v, <4 x i32> %w) {\n  %s = shufflevector <4 x i32> %v, <4 x i32> %w, <8 x i32> <i32 0, i32 poison, i32 7, i32 1, i32 poison, i32 2, i32 3, i32 4>\n"
    "  %l = shufflevector <8 x i32> %s, <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>\n  %r = add nuw <4 x i32> %l, <i32 1, i32 poison, i32 undef, i32 -1>\n  ret <4 x i32> %r\n}\n",
    "define { i32, i1 } @f(i32 %a, i32 %b) {\n  %o = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %a, i32 %b)\n  %v = extractvalue { i32, i1 } %o, 0\n"
    "  %s = insertvalue { i32, i1 } { i32 poison, i1 false }, i32 %v, 0\n  ret { i32, i1 } %s\n}\n",
    "define i8 @f(i8 %x, i1 %c) {\nentry:\n  switch i8 %x, label %d [\n    i8 1, label %one\n    i8 -2, label %one\n  ]\none:\n  %p = phi i8 [ 5, %entry ], [ 5, %entry ]\n"
    "  br i1 %c, label %d, label %e\nd:\n  %q = phi i8 [ %x, %entry ], [ %p, %one ]\n  ret i8 %q\ne:\n  unreachable\n}\n",
    "define i32 @f(i32 %a, i32 %b, <4 x i32> %v, i1 %c) {\n  %1 = call i32 @llvm.umin.i32(i32 %a, i32 %b)\n  %2 = call i32 @llvm.umax.i32(i32 %1, i32 %b)\n"
    "  %3 = call i32 @llvm.smin.i32(i32 %2, i32 %b)\n  %4 = call i32 @llvm.smax.i32(i32 %3, i32 %b)\n  %5 = call i32 @llvm.abs.i32(i32 %4, i1 true)\n"
    "  %6 = call i32 @llvm.ctpop.i32(i32 %5)\n  %7 = call i32 @llvm.ctlz.i32(i32 %6, i1 false)\n  %8 = call i32 @llvm.cttz.i32(i32 %7, i1 true)\n"
    "  %9 = call i32 @llvm.bswap.i32(i32 %8)\n  %10 = call i32 @llvm.bitreverse.i32(i32 %9)\n  %11 = call i32 @llvm.fshl.i32(i32 %10, i32 %a, i32 %b)\n"
    "  %12 = call i32 @llvm.fshr.i32(i32 %11, i32 %a, i32 %b)\n  %13 = call i32 @llvm.sadd.sat.i32(i32 %12, i32 %b)\n  %14 = call i32 @llvm.uadd.sat.i32(i32 %13, i32 %b)\n"
    "  %15 = call i32 @llvm.ssub.sat.i32(i32 %14, i32 %b)\n  %16 = call i32 @llvm.usub.sat.i32(i32 %15, i32 %b)\n  %17 = call i32 @llvm.sshl.sat.i32(i32 %16, i32 %b)\n"
    "  %18 = call i32 @llvm.ushl.sat.i32(i32 %17, i32 %b)\n  %19 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %18, i32 %b)\n"
    "  %20 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %18, i32 %b)\n  %21 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %18, i32 %b)\n"
    "  %22 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %18, i32 %b)\n  %23 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %18, i32 %b)\n"
    "  %24 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)\n  %25 = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %v)\n"
    "  %26 = call i32 @llvm.vector.reduce.and.v4i32(<4 x i32> %v)\n  %27 = call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %v)\n"
    "  %28 = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %v)\n  %29 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %v)\n"
    "  %30 = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %v)\n  %31 = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %v)\n"
    "  %32 = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %v)\n  %33 = call i8 @llvm.scmp.i8.i32(i32 %a, i32 %b)\n  %34 = call <4 x i2> @llvm.ucmp.v4i2.v4i32(<4 x i32> %v, <4 x i32> %v)\n"
    "  call void @llvm.assume(i1 %c)\n  ret i32 %32\n}\n",
    "define noundef range(i16 -3, 100) i16 @f(i16 noundef signext %a, i16 zeroext returned range(i16 1, 0) %b) {\n"
    "  %r = call noundef range(i16 0, 17) i16 @llvm.ctpop.i16(i16 %a)\n  %m = call i16 @llvm.ctlz.i16(i16 %a, i1 false), !range !0\n  ret i16 %b\n}\n!0 = !{i16 0, i16 17}\n",
    "target datalayout = \"E\"\ndefine <2 x i1> @f(<2 x i64> %v, i1000 %w) {\n  %t = trunc nuw nsw <2 x i64> %v to <2 x i8>\n  %z = zext nneg <2 x i8> %t to <2 x i16>\n"
    "  %b = bitcast <2 x i16> %z to i32\n  %x = sext i32 %b to i1000\n  %y = xor i1000 %x, -123456789012345678901234567890123456789\n  %f = freeze i1000 %y\n"
    "  %e = extractelement <2 x i64> %v, i1000 %f\n  %i = insertelement <2 x i64> undef, i64 %e, i32 1\n  %c = icmp sle <2 x i64> %i, zeroinitializer\n"
    "  %s = select <2 x i1> %c, <2 x i1> <i1 true, i1 poison>, <2 x i1> %c\n  ret <2 x i1> %s\n}\n",
    "define i8 @0(i8 %0) {\n  %2 = udiv exact i8 %0, 3\n  %3 = or disjoint i8 %2, 64\n  %\"odd name\" = ashr exact i8 %3, 1\n  br label %4\n4:\n  ret i8 %\"odd name\"\n}\n",
    "define void @f(i8 %x) {\nentry:\n  br label %c\nb:\n  ret void\nc:\n  br label %b\n}\n",
};

} // namespace

TEST_P(RoundTrip, SameCanonicalTextAfterPrintingAndReparsing) {
  bridge::ImportedModule first = importOrFail(GetParam());
  ASSERT_TRUE(first.unsupported.empty()) << first.unsupported.begin()->second.str();
  std::string printed = ir::toString(*first.module);
  bridge::ImportedModule second = importOrFail(printed);
  ASSERT_TRUE(second.unsupported.empty()) << printed;
  ASSERT_EQ(second.module->functions().size(), first.module->functions().size());
  EXPECT_EQ(second.module->dataLayout.bigEndian, first.module->dataLayout.bigEndian);
  for (size_t i = 0; i < first.module->functions().size(); ++i)
    EXPECT_EQ(ir::canonicalText(*second.module->functions()[i]), ir::canonicalText(*first.module->functions()[i])) << printed;
}

TEST_P(RoundTrip, ExportPassesLLVMVerifier) {
  bridge::ImportedModule imported = importOrFail(GetParam());
  llvm::LLVMContext context;
  std::string error;
  EXPECT_TRUE(bridge::exportModule(*imported.module, context, error)) << error;
}

INSTANTIATE_TEST_SUITE_P(Tricky, RoundTrip, ::testing::ValuesIn(kTrickyFunctions));
