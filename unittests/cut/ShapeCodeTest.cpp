// The exact shape code (cut/fastpath/ShapeCode.h): equal exactly for shapes sameShape calls equal,
// the same in any LLVMContext, different for the other byte order, and absent for what it does not
// cover.
#include "CutTestSupport.h"
#include "cut/fastpath/ShapeCode.h"

using namespace theseus::cut;
using theseus::cut::testing::ParsedModule;
using theseus::cut::testing::kDeclarations;
using theseus::cut::testing::shapeAt;

namespace {

// Functions whose cuts around %r differ in one thing each from @v0's (@v1 only in names).
const char* const kVariants = R"(
define i32 @v0(i32 %x, i32 %y) {
  %s = shl nuw i32 %x, 3
  %m = call i32 @llvm.umax.i32(i32 %s, i32 %y)
  %r = sub i32 %m, 5
  ret i32 %r
}
define i32 @v1(i32 %p, i32 %q) {
  %t = shl nuw i32 %p, 3
  %big = call i32 @llvm.umax.i32(i32 %t, i32 %q)
  %r = sub i32 %big, 5
  ret i32 %r
}
define i32 @v2(i32 %x, i32 %y) {
  %s = shl i32 %x, 3
  %m = call i32 @llvm.umax.i32(i32 %s, i32 %y)
  %r = sub i32 %m, 5
  ret i32 %r
}
define i32 @v3(i32 %x, i32 %y) {
  %s = shl nuw i32 %x, 3
  %m = call i32 @llvm.umax.i32(i32 %s, i32 %y)
  %r = sub i32 %m, 6
  ret i32 %r
}
define i32 @v4(i32 %x, i32 %y) {
  %s = shl nuw i32 %x, 3
  %m = call i32 @llvm.umin.i32(i32 %s, i32 %y)
  %r = sub i32 %m, 5
  ret i32 %r
}
define i32 @v5(i32 %x, i32 %y) {
  %s = shl nuw i32 %x, 3
  %m = call i32 @llvm.umax.i32(i32 %y, i32 %s)
  %r = sub i32 %m, 5
  ret i32 %r
}
define i32 @v6(i32 %x, i32 %y) {
  %s = shl nuw i32 %x, 3
  %m = tail call i32 @llvm.umax.i32(i32 %s, i32 %y)
  %r = sub i32 %m, 5
  ret i32 %r
}
define i32 @v7(i32 %x, i32 %y) {
  %c = icmp ult i32 %x, %y
  %s = select i1 %c, i32 %x, i32 %y
  %r = add i32 %s, 1
  ret i32 %r
}
define i32 @v8(i32 %x, i32 %y) {
  %c = icmp ugt i32 %x, %y
  %s = select i1 %c, i32 %x, i32 %y
  %r = add i32 %s, 1
  ret i32 %r
}
define i32 @v9(i32 %x, i32 %y) {
  %c = icmp ult i32 %y, %x
  %s = select i1 %c, i32 %x, i32 %y
  %r = add i32 %s, 1
  ret i32 %r
}
define i32 @v10(i32 %x, i32 %y) {
  %p = call i32 @llvm.ctpop.i32(i32 %x), !range !0
  %r = add i32 %p, %y
  ret i32 %r
}
define i32 @v11(i32 %x, i32 %y) {
  %p = call i32 @llvm.ctpop.i32(i32 %x), !range !1
  %r = add i32 %p, %y
  ret i32 %r
}
define i32 @v12(i32 %x, i32 %y) {
  %p = call i32 @llvm.ctpop.i32(i32 %x)
  %r = add i32 %p, %y
  ret i32 %r
}
define <4 x i32> @v13(<4 x i32> %x, <4 x i32> %y) {
  %s = shufflevector <4 x i32> %x, <4 x i32> %y, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  %r = add <4 x i32> %s, <i32 1, i32 2, i32 3, i32 4>
  ret <4 x i32> %r
}
define <4 x i32> @v14(<4 x i32> %x, <4 x i32> %y) {
  %s = shufflevector <4 x i32> %x, <4 x i32> %y, <4 x i32> <i32 0, i32 5, i32 2, i32 6>
  %r = add <4 x i32> %s, <i32 1, i32 2, i32 3, i32 4>
  ret <4 x i32> %r
}
define <4 x i32> @v15(<4 x i32> %x, <4 x i32> %y) {
  %s = shufflevector <4 x i32> %x, <4 x i32> %y, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  %r = add <4 x i32> %s, <i32 1, i32 2, i32 3, i32 5>
  ret <4 x i32> %r
}
define <4 x i32> @v16(<4 x i32> %x, <4 x i32> %y) {
  %s = shufflevector <4 x i32> %x, <4 x i32> %y, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  %r = add <4 x i32> %s, zeroinitializer
  ret <4 x i32> %r
}
define i64 @v17(i64 %x, i64 %y) {
  %s = shl nuw i64 %x, 3
  %r = sub i64 %s, 5
  ret i64 %r
}
define i64 @v18(i32 %x, i64 %y) {
  %w = zext nneg i32 %x to i64
  %r = sub i64 %w, %y
  ret i64 %r
}
define i64 @v19(i32 %x, i64 %y) {
  %w = zext i32 %x to i64
  %r = sub i64 %w, %y
  ret i64 %r
}
!0 = !{i32 0, i32 33}
!1 = !{i32 0, i32 17}
)";

constexpr int kVariantCount = 20;

// The code of the walk around %r of `function` in a fresh parse of `text`.
std::optional<std::string> codeIn(const std::string& text, const std::string& function) {
  ParsedModule m(text);
  std::optional<CutShape> shape = shapeAt(m, function);
  return shape ? exactShapeCode(*shape) : std::nullopt;
}

} // namespace

TEST(ShapeCode, CodesAreEqualExactlyWhenShapesAre) {
  ParsedModule m(kDeclarations + std::string(kVariants));
  std::vector<CutShape> shapes;
  std::vector<std::string> codes;
  for (int i = 0; i < kVariantCount; ++i) {
    std::optional<CutShape> shape = shapeAt(m, "v" + std::to_string(i));
    ASSERT_TRUE(shape) << i;
    std::optional<std::string> code = exactShapeCode(*shape);
    ASSERT_TRUE(code) << i;
    shapes.push_back(*shape);
    codes.push_back(*code);
  }
  EXPECT_EQ(codes[0], codes[1]);
  for (int i = 0; i < kVariantCount; ++i)
    for (int j = 0; j < kVariantCount; ++j) EXPECT_EQ(codes[i] == codes[j], sameShape(shapes[i], shapes[j])) << i << " " << j;
}

TEST(ShapeCode, TheCodeIsTheSameInAnotherContext) {
  std::string text = kDeclarations + std::string(kVariants);
  EXPECT_EQ(codeIn(text, "v13"), codeIn(text, "v13"));
  EXPECT_TRUE(codeIn(text, "v13"));
}

TEST(ShapeCode, TheByteOrderIsPartOfTheCode) {
  std::string text = kDeclarations + std::string(kVariants);
  std::optional<std::string> little = codeIn(text, "v0"), big = codeIn("target datalayout = \"E\"\n" + text, "v0");
  ASSERT_TRUE(little && big);
  EXPECT_NE(*little, *big);
}

TEST(ShapeCode, ACallWithCallSiteAttributesHasNoCode) {
  std::string text = kDeclarations + std::string(R"(
define i32 @a(i32 %x, i32 %y) {
  %m = call i32 @llvm.umax.i32(i32 noundef %x, i32 %y)
  %r = sub i32 %m, 5
  ret i32 %r
}
)");
  ParsedModule m(text);
  std::optional<CutShape> shape = shapeAt(m, "a");
  ASSERT_TRUE(shape);
  EXPECT_FALSE(exactShapeCode(*shape));
}
