// The shape of a cut read from its walk (cut/fastpath/Shape.h): equal for copies that differ in
// names only, unequal as soon as the cut module buildCut would make differs, and equal to the shape
// of the function buildCut makes from the same walk.
#include "CutTestSupport.h"
#include "cut/fastpath/Shape.h"
#include "ir/Printer.h"

using namespace theseus::cut;
using theseus::cut::testing::ParsedModule;
using theseus::cut::testing::kDeclarations;
using theseus::cut::testing::shapeAt;

namespace {

// Whether the cuts around %r of @a and @b in `functions` have the same shape.
bool sameShapes(const std::string& functions) {
  ParsedModule m(kDeclarations + functions);
  std::optional<CutShape> a = shapeAt(m, "a"), b = shapeAt(m, "b");
  EXPECT_TRUE(a && b);
  return a && b && sameShape(*a, *b);
}

} // namespace

TEST(CutShape, RenamedCopiesHaveTheSameShapeHashAndKeyText) {
  ParsedModule m(std::string(kDeclarations) + R"(
define i32 @a(i32 %x, i32 %y) {
  %s = shl nuw i32 %x, 3
  %m = call i32 @llvm.umax.i32(i32 %s, i32 %y)
  %r = sub i32 %m, 5
  ret i32 %r
}
define i32 @b(i32 %p, i32 %q) {
  %unrelated = mul i32 %q, %q
  %t = shl nuw i32 %p, 3
  %big = call i32 @llvm.umax.i32(i32 %t, i32 %q)
  %r = sub i32 %big, 5
  ret i32 %r
}
)");
  std::optional<CutShape> a = shapeAt(m, "a"), b = shapeAt(m, "b");
  ASSERT_TRUE(a && b);
  EXPECT_TRUE(sameShape(*a, *b));
  EXPECT_EQ(a->bucket, b->bucket);
  EXPECT_EQ(stableShapeHash(*a), stableShapeHash(*b));
  std::string why;
  std::optional<Cut> ca = m.cutOf("a", "r", CutOptions{}, why), cb = m.cutOf("b", "r", CutOptions{}, why);
  ASSERT_TRUE(ca && cb) << why;
  EXPECT_EQ(theseus::ir::canonicalText(*ca->ir), theseus::ir::canonicalText(*cb->ir));
}

TEST(CutShape, TheBuiltFunctionHasTheWalksShape) {
  ParsedModule m(std::string(kDeclarations) + R"(
define i32 @a(i32 %x, i32 %y, ptr %p) {
  %s = shl nuw i32 %x, 3
  store i32 %s, ptr %p
  %l = load i32, ptr %p
  %m = call i32 @llvm.umax.i32(i32 %l, i32 %y)
  %r = sub i32 %m, %x
  ret i32 %r
}
)");
  std::optional<CutShape> walked = shapeAt(m, "a");
  std::string why;
  std::optional<Cut> c = m.cutOf("a", "r", CutOptions{}, why);
  ASSERT_TRUE(walked && c) << why;
  EXPECT_TRUE(c->fromFirstWalk);
  std::optional<CutShape> built = shapeOfFunction(*c->function);
  ASSERT_TRUE(built);
  EXPECT_TRUE(sameShape(*walked, *built));
  EXPECT_EQ(stableShapeHash(*walked), stableShapeHash(*built));
}

TEST(CutShape, ANuwFlagTellsShapesApart) {
  EXPECT_FALSE(sameShapes(R"(
define i32 @a(i32 %x) {
  %s = shl nuw i32 %x, 3
  %r = add i32 %s, %x
  ret i32 %r
}
define i32 @b(i32 %x) {
  %s = shl i32 %x, 3
  %r = add i32 %s, %x
  ret i32 %r
}
)"));
}

TEST(CutShape, AnIcmpPredicateTellsShapesApart) {
  EXPECT_FALSE(sameShapes(R"(
define i1 @a(i32 %x, i32 %y) {
  %s = add i32 %x, %y
  %r = icmp ult i32 %s, %x
  ret i1 %r
}
define i1 @b(i32 %x, i32 %y) {
  %s = add i32 %x, %y
  %r = icmp ugt i32 %s, %x
  ret i1 %r
}
)"));
}

TEST(CutShape, AShuffleMaskTellsShapesApart) {
  EXPECT_FALSE(sameShapes(R"(
define <4 x i32> @a(<4 x i32> %x, <4 x i32> %y) {
  %s = add <4 x i32> %x, %y
  %r = shufflevector <4 x i32> %s, <4 x i32> %x, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  ret <4 x i32> %r
}
define <4 x i32> @b(<4 x i32> %x, <4 x i32> %y) {
  %s = add <4 x i32> %x, %y
  %r = shufflevector <4 x i32> %s, <4 x i32> %x, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  ret <4 x i32> %r
}
)"));
}

TEST(CutShape, AConstantTellsShapesApart) {
  EXPECT_FALSE(sameShapes(R"(
define i32 @a(i32 %x) {
  %s = add i32 %x, 7
  %r = xor i32 %s, %x
  ret i32 %r
}
define i32 @b(i32 %x) {
  %s = add i32 %x, 8
  %r = xor i32 %s, %x
  ret i32 %r
}
)"));
}

TEST(CutShape, ACalleeTellsShapesApart) {
  EXPECT_FALSE(sameShapes(R"(
define i32 @a(i32 %x, i32 %y) {
  %s = call i32 @llvm.umax.i32(i32 %x, i32 %y)
  %r = xor i32 %s, %x
  ret i32 %r
}
define i32 @b(i32 %x, i32 %y) {
  %s = call i32 @llvm.umin.i32(i32 %x, i32 %y)
  %r = xor i32 %s, %x
  ret i32 %r
}
)"));
}

TEST(CutShape, RangeMetadataTellsShapesApart) {
  EXPECT_FALSE(sameShapes(R"(
define i32 @a(i32 %x) {
  %s = call i32 @llvm.ctpop.i32(i32 %x), !range !0
  %r = xor i32 %s, %x
  ret i32 %r
}
define i32 @b(i32 %x) {
  %s = call i32 @llvm.ctpop.i32(i32 %x)
  %r = xor i32 %s, %x
  ret i32 %r
}
!0 = !{i32 0, i32 33}
)"));
}

TEST(CutShape, OperandOrderTellsShapesApart) {
  EXPECT_FALSE(sameShapes(R"(
define i32 @a(i32 %x) {
  %s = shl i32 %x, 3
  %r = sub i32 %s, %x
  ret i32 %r
}
define i32 @b(i32 %x) {
  %s = shl i32 %x, 3
  %r = sub i32 %x, %s
  ret i32 %r
}
)"));
}

TEST(CutShape, ASharedInputIsNotTwoInputs) {
  EXPECT_FALSE(sameShapes(R"(
define i32 @a(i32 %x, i32 %y) {
  %s = shl i32 %x, 3
  %r = sub i32 %s, %x
  ret i32 %r
}
define i32 @b(i32 %x, i32 %y) {
  %s = shl i32 %x, 3
  %r = sub i32 %s, %y
  ret i32 %r
}
)"));
}

TEST(CutShape, AForwardedLoadIsNotAnInput) {
  EXPECT_FALSE(sameShapes(R"(
define i32 @a(i32 %x, ptr %p) {
  %s = shl i32 %x, 3
  store i32 %s, ptr %p
  %l = load i32, ptr %p
  %r = sub i32 %l, %x
  ret i32 %r
}
define i32 @b(i32 %x, ptr %p) {
  %s = shl i32 %x, 3
  %l = load i32, ptr %p
  %r = sub i32 %l, %x
  ret i32 %r
}
)"));
}

TEST(CutShape, ControlFlowHasNoShape) {
  ParsedModule m(std::string(kDeclarations) + R"(
define i32 @a(i1 %c, i32 %x) {
entry:
  br i1 %c, label %then, label %join
then:
  %t = shl i32 %x, 1
  br label %join
join:
  %p = phi i32 [ %t, %then ], [ %x, %entry ]
  %r = add i32 %p, 1
  ret i32 %r
}
)");
  EXPECT_FALSE(shapeAt(m, "a"));
}
