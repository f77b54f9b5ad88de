#include "BridgeTestSupport.h"

using namespace theseus::bridge::testing;

namespace {

// "line:col: message" of the single unsupported function of `text`.
std::string where(const std::string& text) {
  theseus::bridge::Diagnostic d = unsupportedOf(text);
  return std::to_string(d.line) + ":" + std::to_string(d.column) + ": " + d.message;
}

// A function the importer refuses, named after what it shows, and where and why it is refused.
struct UnsupportedCase {
  const char* name;
  const char* text;
  const char* where;
};

const UnsupportedCase kUnsupportedCases[] = {
    {"Load", "define i32 @f(ptr %p) {\n  %v = load i32, ptr %p\n  ret i32 %v\n}\n", "1:15: unsupported: ptr %p"},
    {"LoadOfGlobal", "@g = global i32 0\ndefine i32 @f() {\n  %v = load i32, ptr @g, align 4\n  ret i32 %v\n}\n", "3:3: unsupported: %v = load i32, ptr @g, align 4"},
    {"FloatInstruction", "define i32 @f(i32 %a) {\n  %x = sitofp i32 %a to x86_fp80\n  %y = fptosi x86_fp80 %x to i32\n  ret i32 %y\n}\n", "2:3: unsupported: %x = sitofp i32 %a to x86_fp80"},
    {"FloatReturn", "define x86_fp80 @f() {\n  ret x86_fp80 0xK00000000000000000000\n}\n", "1:1: unsupported: return type x86_fp80"},
    {"ApproximatingFastMath", "define float @f(float %a) {\n  %r = fadd reassoc float %a, %a\n  ret float %r\n}\n", "2:3: unsupported: fast-math flags reassoc allow approximate results, which no proof may rely on: %r = fadd reassoc float %a, %a"},
    {"CallOfFunction", "declare void @g()\ndefine void @f() {\n  call void @g()\n  ret void\n}\n", "3:3: unsupported: call void @g()"},
    {"TailCallOfFunction", "declare i8 @g()\ndefine i8 @f() {\nentry:\n  %0 = tail call i8 @g()\n  ret i8 %0\n}\n", "4:3: unsupported: %0 = tail call i8 @g()"},
    {"Loop", "define void @f() {\nentry:\n  br label %loop\nloop:\n  br label %loop\n}\n", "5:3: unsupported: loop: br label %loop"},
    {"PointerArgument", "define i32 @f(i32 %a,\n              ptr %p) {\n  ret i32 %a\n}\n", "1:1: unsupported: ptr %p"},
    {"PointerArgumentOnDefineLine", "define i32 @f(i32 %a, ptr %p) {\n  ret i32 %a\n}\n", "1:23: unsupported: ptr %p"},
    {"UnknownIntrinsic", "define i32 @f(i32 %a) {\n  %r = call i32 @llvm.smul.fix.i32(i32 %a, i32 %a, i32 1)\n  ret i32 %r\n}\n", "2:3: unsupported: %r = call i32 @llvm.smul.fix.i32(i32 %a, i32 %a, i32 1)"},
    {"ConstantExpression", "@g = global i8 0\ndefine i64 @f() {\n  %r = add i64 ptrtoint (ptr @g to i64), 1\n  ret i64 %r\n}\n", "3:3: unsupported: %r = add i64 ptrtoint (ptr @g to i64), 1"},
    {"ReturnsTwiceAttribute", "define void @f() returns_twice {\n  unreachable\n}\n", "1:1: unsupported: attribute returns_twice"},
    {"CallSiteNoundefArgument", "define i8 @f(i8 %a) {\n  %r = call i8 @llvm.ctpop.i8(i8 noundef %a)\n  ret i8 %r\n}\n", "2:3: unsupported: %r = call i8 @llvm.ctpop.i8(i8 noundef %a)"},
    {"AssumeWithOperandBundle", "define void @f(i32 %a) {\n  call void @llvm.assume(i1 true) [ \"noundef\"(i32 %a) ]\n  ret void\n}\n", "2:3: unsupported: llvm.assume operand bundles outside the refinement checker: call void @llvm.assume(i1 true) [ \"noundef\"(i32 %a) ]"},
    {"FloatCompare", "define i1 @f(x86_fp80 %x) {\n  ret i1 false\n}\n", "1:14: unsupported: x86_fp80 %x"},
    {"ArrayType", "define [2 x i8] @f() {\n  ret [2 x i8] zeroinitializer\n}\n", "1:1: unsupported: return type [2 x i8]"},
    {"TooWideInteger", "define i8 @f(i100000 %a) {\n  ret i8 0\n}\n", "1:14: unsupported: i100000 %a"},
};

class UnsupportedWhere : public ::testing::TestWithParam<UnsupportedCase> {};

TEST_P(UnsupportedWhere, IsReportedAtTheConstructWithItsReason) { EXPECT_EQ(where(GetParam().text), GetParam().where); }

INSTANTIATE_TEST_SUITE_P(Unsupported, UnsupportedWhere, ::testing::ValuesIn(kUnsupportedCases),
                         [](const ::testing::TestParamInfo<UnsupportedCase>& info) { return std::string(info.param.name); });

} // namespace

TEST(Unsupported, NoReturnIsModelled) { EXPECT_TRUE(importOrFail("define void @f() noreturn {\n  unreachable\n}\n").module->find("f")->noreturn); }
TEST(Unsupported, OtherFunctionsStillImport) {
  auto m = importOrFail("define i8 @ok() {\n  ret i8 1\n}\ndefine x86_fp80 @bad() {\n  ret x86_fp80 0xK00000000000000000000\n}\n");
  EXPECT_EQ(m.module->functions().size(), 1u);
  EXPECT_EQ(m.unsupported.at("bad").str(), "test.ll:4:1: error: unsupported: return type x86_fp80");
}
