// Loads from pointer arguments lifted into arguments (verify/LoadLifting.h): the lifted pair's
// signature and body, the options it is checked under, and each condition that keeps a pair with
// its memory, where a lifted `correct` would not carry over.
#include "verify/LoadLifting.h"

#include "bridge/Import.h"
#include "semantics/Evaluator.h"

#include <gtest/gtest.h>

namespace theseus::verify {
namespace {

std::unique_ptr<ir::Module> parse(const std::string& text) {
  bridge::Diagnostic error;
  auto imported = bridge::importText(text, "test.ll", error, {.memory = true});
  if (!imported) ADD_FAILURE() << error.str();
  if (imported && !imported->unsupported.empty()) ADD_FAILURE() << imported->unsupported.begin()->second.str();
  return imported ? std::move(imported->module) : nullptr;
}

class LoadLiftingTest : public ::testing::Test {
protected:
  Options options;

  // The lifted pair of @src and @tgt in `text`, when they qualify.
  std::optional<LiftedPair> lift(const std::string& text) {
    module_ = parse(text);
    return liftLeafLoads(*module_->find("src"), *module_->find("tgt"), options);
  }

private:
  std::unique_ptr<ir::Module> module_;
};

constexpr const char* kSum = R"(
define i32 @src(ptr %p, i32 %k, ptr %q) {
  %a = load i32, ptr %p, align 4
  %b = load i16, ptr %q, align 2
  %z = zext i16 %b to i32
  %s = add i32 %a, %z
  %t = add i32 %s, %k
  ret i32 %t
}
define i32 @tgt(ptr %p, i32 %k, ptr %q) {
  %a = load i32, ptr %p, align 4
  %t = add i32 %a, %k
  ret i32 %t
}
)";

TEST_F(LoadLiftingTest, LiftsEachLocationIntoAnArgumentAfterTheKeptOnes) {
  auto pair = lift(kSum);
  ASSERT_TRUE(pair);
  EXPECT_EQ(pair->locations, 2u);
  ASSERT_EQ(pair->src->arguments().size(), 3u);
  EXPECT_EQ(pair->src->arguments()[0]->name(), "k");
  EXPECT_TRUE(pair->src->arguments()[1]->type() == ir::Type::intTy(32));
  EXPECT_TRUE(pair->src->arguments()[2]->type() == ir::Type::intTy(16));
  ASSERT_EQ(pair->tgt->arguments().size(), 3u);
  EXPECT_TRUE(pair->tgt->arguments()[2]->type() == ir::Type::intTy(16));
  EXPECT_FALSE(semantics::usesMemory(*pair->src));
  EXPECT_FALSE(semantics::usesMemory(*pair->tgt));
  EXPECT_TRUE(pair->options.undefInputs) << "the kept %k may be undef, so every argument may";
}

TEST_F(LoadLiftingTest, LoadedValuesAreNeverUndefWhenNoKeptArgumentMayBe) {
  const char* text = R"(
define i32 @src(ptr %p, i32 noundef %k) {
  %a = load i32, ptr %p, align 4
  %t = add i32 %a, %k
  ret i32 %t
}
define i32 @tgt(ptr %p, i32 noundef %k) {
  %a = load i32, ptr %p, align 4
  %t = add i32 %k, %a
  ret i32 %t
}
)";
  auto pair = lift(text);
  ASSERT_TRUE(pair);
  EXPECT_FALSE(pair->options.undefInputs);
  EXPECT_TRUE(pair->options.poisonInputs);
  options.poisonInputs = false;
  pair = lift(text);
  ASSERT_TRUE(pair);
  EXPECT_TRUE(pair->options.poisonInputs) << "memory's bytes may be poison whatever the arguments";
}

TEST_F(LoadLiftingTest, KeepsMemoryWhenAPointerHasAnotherUse) {
  EXPECT_FALSE(lift(R"(
define i32 @src(ptr %p) {
  %a = load i32, ptr %p, align 4
  ret i32 %a
}
define i32 @tgt(ptr %p) {
  %q = getelementptr i8, ptr %p, i64 0
  %a = load i32, ptr %q, align 4
  ret i32 %a
}
)"));
  EXPECT_FALSE(lift(R"(
define i32 @src(ptr %p) {
  %a = load i32, ptr %p, align 4
  store i32 0, ptr %p, align 4
  ret i32 %a
}
define i32 @tgt(ptr %p) {
  %a = load i32, ptr %p, align 4
  store i32 0, ptr %p, align 4
  ret i32 %a
}
)"));
}

TEST_F(LoadLiftingTest, KeepsMemoryWhenTargetLoadsWhatSourceMayNot) {
  const char* stricter = R"(
define i32 @src(ptr %p) {
  %a = load i32, ptr %p, align 1
  ret i32 %a
}
define i32 @tgt(ptr %p) {
  %a = load i32, ptr %p, align 4
  ret i32 %a
}
)";
  EXPECT_FALSE(lift(stricter)) << "tgt's alignment is stricter";
  const char* onePath = R"(
define i32 @src(ptr %p, i1 %c) {
entry:
  br i1 %c, label %read, label %done
read:
  %v = load i32, ptr %p, align 4
  br label %done
done:
  %r = phi i32 [ %v, %read ], [ 0, %entry ]
  ret i32 %r
}
define i32 @tgt(ptr %p, i1 %c) {
entry:
  %v = load i32, ptr %p, align 4
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}
)";
  EXPECT_FALSE(lift(onePath)) << "src reads only on one path";
  const char* otherType = R"(
define i32 @src(ptr %p) {
  %a = load i32, ptr %p, align 4
  ret i32 %a
}
define i32 @tgt(ptr %p) {
  %a = load i64, ptr %p, align 4
  %t = trunc i64 %a to i32
  ret i32 %t
}
)";
  EXPECT_FALSE(lift(otherType)) << "tgt reads a location src does not";
}

TEST_F(LoadLiftingTest, KeepsMemoryWhenTargetsAttributesDiffer) {
  EXPECT_FALSE(lift(R"(
define i32 @src(ptr %p) {
  %a = load i32, ptr %p, align 4
  ret i32 %a
}
define i32 @tgt(ptr %p) {
  %a = load i32, ptr %p, align 4, !range !0
  ret i32 %a
}
!0 = !{i32 0, i32 10}
)")) << "!range only on tgt's load";
  EXPECT_FALSE(lift(R"(
define i32 @src(ptr %p) {
  %a = load i32, ptr %p, align 4
  ret i32 %a
}
define i32 @tgt(ptr nonnull %p) {
  %a = load i32, ptr %p, align 4
  ret i32 %a
}
)")) << "a parameter attribute only on tgt";
  EXPECT_FALSE(lift(R"(
define i32 @src(ptr %p) {
  %a = load i32, ptr %p, align 4
  ret i32 %a
}
define i32 @tgt(ptr %p) memory(none) {
  %a = load i32, ptr %p, align 4
  ret i32 %a
}
)")) << "tgt may not read its arguments' memory";
}

TEST_F(LoadLiftingTest, CarriesSourcesRangeToBothSides) {
  auto pair = lift(R"(
define i1 @src(ptr %p) {
  %v = load i8, ptr %p, align 1, !range !0
  %c = icmp ult i8 %v, 10
  ret i1 %c
}
define i1 @tgt(ptr %p) {
  %v = load i8, ptr %p, align 1
  %c = icmp ult i8 %v, 10
  ret i1 %c
}
!0 = !{i8 0, i8 10}
)");
  ASSERT_TRUE(pair);
  ASSERT_EQ(pair->tgt->arguments().size(), 1u);
  EXPECT_TRUE(pair->src->arguments()[0]->attrs.range.has_value());
  EXPECT_TRUE(pair->tgt->arguments()[0]->attrs.range.has_value());
}

TEST_F(LoadLiftingTest, LeavesPairsWithoutMemoryAndUBExploitationChecksAlone) {
  EXPECT_FALSE(lift("define i32 @src(i32 %x) {\n  ret i32 %x\n}\ndefine i32 @tgt(i32 %x) {\n  ret i32 %x\n}\n"));
  options.disallowUBExploitation = true;
  EXPECT_FALSE(lift(kSum));
}

} // namespace
} // namespace theseus::verify
