#include "BridgeTestSupport.h"

using namespace theseus::bridge::testing;

namespace {

// "line:col: message" of the single unsupported function of `text`.
std::string where(const std::string& text) {
  theseus::bridge::Diagnostic d = unsupportedOf(text);
  return std::to_string(d.line) + ":" + std::to_string(d.column) + ": " + d.message;
}

} // namespace

TEST(Unsupported, Load) { EXPECT_EQ(where("define i32 @f(ptr %p) {\n  %v = load i32, ptr %p\n  ret i32 %v\n}\n"), "1:15: unsupported: ptr %p"); }
TEST(Unsupported, LoadOfGlobal) { EXPECT_EQ(where("@g = global i32 0\ndefine i32 @f() {\n  %v = load i32, ptr @g, align 4\n  ret i32 %v\n}\n"), "3:3: unsupported: %v = load i32, ptr @g, align 4"); }
TEST(Unsupported, FloatInstruction) { EXPECT_EQ(where("define i32 @f(i32 %a) {\n  %x = sitofp i32 %a to float\n  %y = fptosi float %x to i32\n  ret i32 %y\n}\n"), "2:3: unsupported: %x = sitofp i32 %a to float"); }
TEST(Unsupported, FloatReturn) { EXPECT_EQ(where("define float @f() {\n  ret float 0.0\n}\n"), "1:1: unsupported: return type float"); }
TEST(Unsupported, CallOfFunction) { EXPECT_EQ(where("declare void @g()\ndefine void @f() {\n  call void @g()\n  ret void\n}\n"), "3:3: unsupported: call void @g()"); }
TEST(Unsupported, TailCallOfFunction) { EXPECT_EQ(where("declare i8 @g()\ndefine i8 @f() {\nentry:\n  %0 = tail call i8 @g()\n  ret i8 %0\n}\n"), "4:3: unsupported: %0 = tail call i8 @g()"); }
TEST(Unsupported, Loop) { EXPECT_EQ(where("define void @f() {\nentry:\n  br label %loop\nloop:\n  br label %loop\n}\n"), "5:3: unsupported: loop: br label %loop"); }
TEST(Unsupported, PointerArgument) { EXPECT_EQ(where("define i32 @f(i32 %a,\n              ptr %p) {\n  ret i32 %a\n}\n"), "1:1: unsupported: ptr %p"); }
TEST(Unsupported, PointerArgumentOnDefineLine) { EXPECT_EQ(where("define i32 @f(i32 %a, ptr %p) {\n  ret i32 %a\n}\n"), "1:23: unsupported: ptr %p"); }
TEST(Unsupported, UnknownIntrinsic) { EXPECT_EQ(where("define i32 @f(i32 %a) {\n  %r = call i32 @llvm.smul.fix.i32(i32 %a, i32 %a, i32 1)\n  ret i32 %r\n}\n"), "2:3: unsupported: %r = call i32 @llvm.smul.fix.i32(i32 %a, i32 %a, i32 1)"); }
TEST(Unsupported, ConstantExpression) { EXPECT_EQ(where("@g = global i8 0\ndefine i64 @f() {\n  %r = add i64 ptrtoint (ptr @g to i64), 1\n  ret i64 %r\n}\n"), "3:3: unsupported: %r = add i64 ptrtoint (ptr @g to i64), 1"); }
TEST(Unsupported, ReturnsTwiceAttribute) { EXPECT_EQ(where("define void @f() returns_twice {\n  unreachable\n}\n"), "1:1: unsupported: attribute returns_twice"); }
TEST(Unsupported, NoReturnIsModelled) { EXPECT_TRUE(importOrFail("define void @f() noreturn {\n  unreachable\n}\n").module->find("f")->noreturn); }
TEST(Unsupported, CallSiteNoundefArgument) { EXPECT_EQ(where("define i8 @f(i8 %a) {\n  %r = call i8 @llvm.ctpop.i8(i8 noundef %a)\n  ret i8 %r\n}\n"), "2:3: unsupported: %r = call i8 @llvm.ctpop.i8(i8 noundef %a)"); }
TEST(Unsupported, AssumeWithOperandBundle) { EXPECT_EQ(where("define void @f(i32 %a) {\n  call void @llvm.assume(i1 true) [ \"noundef\"(i32 %a) ]\n  ret void\n}\n"), "2:3: unsupported: call void @llvm.assume(i1 true) [ \"noundef\"(i32 %a) ]"); }
TEST(Unsupported, FloatCompare) { EXPECT_EQ(where("define i1 @f(double %x) {\n  ret i1 false\n}\n"), "1:14: unsupported: double %x"); }
TEST(Unsupported, ArrayType) { EXPECT_EQ(where("define [2 x i8] @f() {\n  ret [2 x i8] zeroinitializer\n}\n"), "1:1: unsupported: return type [2 x i8]"); }
TEST(Unsupported, TooWideInteger) { EXPECT_EQ(where("define i8 @f(i100000 %a) {\n  ret i8 0\n}\n"), "1:14: unsupported: i100000 %a"); }
TEST(Unsupported, OtherFunctionsStillImport) {
  auto m = importOrFail("define i8 @ok() {\n  ret i8 1\n}\ndefine float @bad() {\n  ret float 0.0\n}\n");
  EXPECT_EQ(m.module->functions().size(), 1u);
  EXPECT_EQ(m.unsupported.at("bad").str(), "test.ll:4:1: error: unsupported: return type float");
}
