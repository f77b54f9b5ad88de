// Cuts with memory (cut/extract/MemoryWalk.h): which loads a cut keeps (those reading memory the
// cut describes: pointer inputs, describable allocas with their stores) and which become inputs.
#include "CutTestSupport.h"

#include "ir/Printer.h"

#include <gmock/gmock.h>

using namespace theseus::cut;
using namespace theseus::cut::testing;
using ::testing::ElementsAre;
using ::testing::UnorderedElementsAre;

TEST(CutWithMemory, LoadsThroughAPointerInputAreKept) {
  ParsedModule m(R"(
define i16 @f(ptr %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 1
  %a = load i8, ptr %p
  %b = load i8, ptr %q
  %x = zext i8 %a to i16
  %y = zext i8 %b to i16
  %s = shl i16 %y, 8
  %r = or i16 %s, %x
  ret i16 %r
}
)");
  std::string why;
  auto cut = m.cutOf("f", "r", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_THAT(inputNames(*cut), ElementsAre("p"));
  EXPECT_EQ(cut->instructionCount, 7u);
  CutOptions without;
  without.keepLoads = false;
  auto old = m.cutOf("f", "r", without, why);
  ASSERT_TRUE(old) << why;
  EXPECT_THAT(inputNames(*old), UnorderedElementsAre("a", "b"));
}

TEST(CutWithMemory, ALoadBeforeAWriteIsAnInput) {
  ParsedModule m(R"(
declare void @g(ptr)
define i32 @f(ptr %p, ptr %o, i32 %x) {
  %a = load i32, ptr %p
  call void @g(ptr %p)
  %b = load i32, ptr %p
  store i32 %x, ptr %o
  %r = sub i32 %a, %b
  ret i32 %r
}
)");
  std::string why;
  auto cut = m.cutOf("f", "r", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_THAT(inputNames(*cut), UnorderedElementsAre("a", "b"));
}

TEST(CutWithMemory, ADescribableAllocaIsKeptWithItsStores) {
  ParsedModule m(R"(
define i8 @f(i32 %x, i32 %y) {
  %m = alloca i32, align 4
  store i32 %x, ptr %m
  store i32 %y, ptr %m
  %b = load i8, ptr %m
  %r = add i8 %b, 1
  ret i8 %r
}
)");
  std::string why;
  auto cut = m.cutOf("f", "r", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_THAT(inputNames(*cut), UnorderedElementsAre("x", "y"));
  std::string text = cutText(*cut);
  EXPECT_NE(text.find("store i32 %x"), std::string::npos) << text;
  EXPECT_NE(text.find("store i32 %y"), std::string::npos) << text;
  EXPECT_NE(text.find("alloca i32"), std::string::npos) << text;
}

TEST(CutWithMemory, AnEscapingAllocaIsNotDescribed) {
  ParsedModule m(R"(
declare void @g(ptr)
define i8 @f(i32 %x) {
  %m = alloca i32, align 4
  call void @g(ptr %m)
  store i32 %x, ptr %m
  %b = load i8, ptr %m
  %r = add i8 %b, 1
  ret i8 %r
}
)");
  std::string why;
  auto cut = m.cutOf("f", "r", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  std::string text = cutText(*cut);
  EXPECT_EQ(text.find("alloca"), std::string::npos) << text;
  EXPECT_EQ(text.find("store"), std::string::npos) << text;
}

// The alloca is then a pointer input: a block of arbitrary bytes, of which its bytes are one case.
TEST(CutWithMemory, AnAllocaAccessedInAnotherBlockIsNotDescribed) {
  ParsedModule m(R"(
define i8 @f(i32 %x, i1 %c) {
entry:
  %m = alloca i32, align 4
  store i32 %x, ptr %m
  br i1 %c, label %then, label %join
then:
  store i32 0, ptr %m
  br label %join
join:
  %b = load i8, ptr %m
  %r = add i8 %b, 1
  ret i8 %r
}
)");
  std::string why;
  auto cut = m.cutOf("f", "r", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  EXPECT_THAT(inputNames(*cut), ElementsAre("m"));
  EXPECT_EQ(cutText(*cut).find("store"), std::string::npos);
}
