// Refinement decided by running both functions on every input (verify/ExhaustiveCheck.h): which
// pairs qualify and how many inputs they have; that a refinement holds on every one; and that a
// pair wrong on a single input of 65,536 is found, as are tgt's extra poison and UB.
#include "verify/ExhaustiveCheck.h"

#include "bridge/Import.h"

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

class ExhaustiveCheckTest : public ::testing::Test {
protected:
  Options options;

  // The number of inputs of @src/@tgt in `text`, when they qualify.
  std::optional<uint64_t> count(const std::string& text) {
    module_ = parse(text);
    return exhaustiveInputCount(*module_->find("src"), *module_->find("tgt"), options);
  }

  ExhaustiveVerdict check(const std::string& text) {
    module_ = parse(text);
    const ir::Function& src = *module_->find("src");
    const ir::Function& tgt = *module_->find("tgt");
    EXPECT_TRUE(exhaustiveInputCount(src, tgt, options).has_value());
    return checkOnEveryInput(src, tgt, module_->dataLayout, options, Deadline(60000)).verdict;
  }

private:
  std::unique_ptr<ir::Module> module_;
};

const char* kSumOfAndOr = R"(
define i8 @src(i8 %x, i8 %y) {
  %a = and i8 %x, %y
  %o = or i8 %x, %y
  %r = add i8 %a, %o
  ret i8 %r
}
define i8 @tgt(i8 %x, i8 %y) {
  %r = add i8 %x, %y
  ret i8 %r
})";

TEST_F(ExhaustiveCheckTest, CountsValuesAndPoisonOfEachLane) {
  EXPECT_EQ(count(kSumOfAndOr), 257u * 257u);
  options.poisonInputs = false;
  EXPECT_EQ(count(kSumOfAndOr), 256u * 256u);
}

TEST_F(ExhaustiveCheckTest, NoundefParametersAreNeverPoison) {
  EXPECT_EQ(count(R"(
define i8 @src(i8 noundef %x, i4 %y) {
  %z = zext i4 %y to i8
  %r = add i8 %x, %z
  ret i8 %r
}
define i8 @tgt(i8 noundef %x, i4 %y) {
  %z = zext i4 %y to i8
  %r = add i8 %z, %x
  ret i8 %r
})"),
            256u * 17u);
}

TEST_F(ExhaustiveCheckTest, RefusesWhatOneRunPerInputCannotDecide) {
  EXPECT_FALSE(count(R"(
define i32 @src(i32 %x, i32 %y) {
  %r = add i32 %x, %y
  ret i32 %r
}
define i32 @tgt(i32 %x, i32 %y) {
  %r = add i32 %y, %x
  ret i32 %r
})")) << "too many inputs";
  EXPECT_FALSE(count(R"(
define i8 @src(i8 %x) {
  %f = freeze i8 %x
  ret i8 %f
}
define i8 @tgt(i8 %x) {
  ret i8 %x
})")) << "src chooses a value";
  EXPECT_FALSE(count(R"(
define i8 @src(i8 %x) {
  %r = shl i8 %x, 1
  ret i8 %r
}
define i8 @tgt(i8 %x) {
  %r = add i8 %x, %x
  ret i8 %r
})")) << "tgt reads a maybe-undef argument twice";
  EXPECT_FALSE(count(R"(
define i8 @src(ptr %p) {
  %v = load i8, ptr %p
  ret i8 %v
}
define i8 @tgt(ptr %p) {
  %v = load i8, ptr %p
  ret i8 %v
})")) << "memory";
  options.disallowUBExploitation = true;
  EXPECT_FALSE(count(kSumOfAndOr)) << "--disallow-ub-exploitation";
}

TEST_F(ExhaustiveCheckTest, ProvesARefinementThatHoldsOnEveryInput) { EXPECT_EQ(check(kSumOfAndOr), ExhaustiveVerdict::Refines); }

TEST_F(ExhaustiveCheckTest, FindsTheOneInputOf65536WhereTgtDiffers) {
  EXPECT_EQ(check(R"(
define i8 @src(i8 noundef %x, i8 noundef %y) {
  ret i8 %x
}
define i8 @tgt(i8 noundef %x, i8 noundef %y) {
  %a = icmp eq i8 %x, 77
  %b = icmp eq i8 %y, -56
  %c = and i1 %a, %b
  %r = select i1 %c, i8 0, i8 %x
  ret i8 %r
})"),
            ExhaustiveVerdict::Violated);
}

TEST_F(ExhaustiveCheckTest, TgtMayBeLessPoisonousButNotMore) {
  const char* pair = R"(
define i8 @src(i8 %x, i8 %y) {
  %r = add nsw i8 %x, %y
  ret i8 %r
}
define i8 @tgt(i8 %x, i8 %y) {
  %r = add i8 %x, %y
  ret i8 %r
})";
  EXPECT_EQ(check(pair), ExhaustiveVerdict::Refines);
  EXPECT_EQ(check(R"(
define i8 @src(i8 %x, i8 %y) {
  %r = add i8 %x, %y
  ret i8 %r
}
define i8 @tgt(i8 %x, i8 %y) {
  %r = add nsw i8 %x, %y
  ret i8 %r
})"),
            ExhaustiveVerdict::Violated);
}

TEST_F(ExhaustiveCheckTest, TgtMayNotAddUBButSrcUBExcusesAnything) {
  EXPECT_EQ(check(R"(
define i8 @src(i8 noundef %x, i8 noundef %y) {
  %r = udiv i8 %x, %y
  ret i8 %r
}
define i8 @tgt(i8 noundef %x, i8 noundef %y) {
  %r = udiv i8 %x, %y
  %z = icmp eq i8 %y, 0
  %s = select i1 %z, i8 7, i8 %r
  ret i8 %s
})"),
            ExhaustiveVerdict::Refines);
  EXPECT_EQ(check(R"(
define i8 @src(i8 noundef %x, i8 noundef %y) {
  %z = icmp eq i8 %y, 0
  %d = select i1 %z, i8 1, i8 %y
  %r = udiv i8 %x, %d
  ret i8 %r
}
define i8 @tgt(i8 noundef %x, i8 noundef %y) {
  %r = udiv i8 %x, %y
  ret i8 %r
})"),
            ExhaustiveVerdict::Violated);
}

} // namespace
} // namespace theseus::verify
