// Reduced-bit-width synthesis in the cegis engine (synth/cegis/Narrowing.h, the narrow phase of
// synth/cegis/Cegis.h): the constant map and its refusals, the narrowing of a source, a widened
// program that is wrong at the source's width refuted and never returned, and Hacker's Delight
// programs found through the narrow phase and proved at 32 bits.
#include "EngineTestSupport.h"
#include "ir/Printer.h"
#include "synth/EngineFactory.h"
#include "synth/cegis/Cegis.h"
#include "synth/cegis/Library.h"
#include "synth/cegis/Narrowing.h"
#include "verify/Refinement.h"

#include <gtest/gtest.h>

#include <sstream>

namespace theseus::synth {
namespace {

using namespace theseus::synth::engine_test;

// Hacker's Delight P20's source (bench/superopt/hd/p20.ll): cttz and assume, constants 0 and 2.
const char* const kP20 = R"(
define i32 @f(i32 noundef %x) {
  %nonzero = icmp ne i32 %x, 0
  call void @llvm.assume(i1 %nonzero)
  %neg = sub i32 0, %x
  %s = and i32 %x, %neg
  %r = add i32 %x, %s
  %o = xor i32 %x, %r
  %o2 = lshr i32 %o, 2
  %t = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  %o3 = lshr i32 %o2, %t
  %res = or i32 %r, %o3
  ret i32 %res
}
declare i32 @llvm.cttz.i32(i32, i1)
declare void @llvm.assume(i1)
)";

// ctpop(x) >> 3: at 8 bits 1 exactly when x is all-ones, so `zext (icmp eq x, -1)` and its
// like fit it there; at 32 bits ctpop(x) >> 3 is 0 to 4, and no such program is right.
const char* const kPopcountOverEight = R"(
define i32 @f(i32 noundef %x) {
  %c = call i32 @llvm.ctpop.i32(i32 %x)
  %r = lshr i32 %c, 3
  ret i32 %r
}
declare i32 @llvm.ctpop.i32(i32)
)";

std::string printed(const ir::Function& f) {
  std::ostringstream os;
  ir::printFunction(os, f);
  return os.str();
}

bool proved(const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl) {
  return verify::checkRefinement(src, tgt, dl, verify::Options{}).verdict == verify::Verdict::Correct;
}

TEST(Narrowing, MapsConstantsByTheRuleBothWays) {
  using cegis::mapConstant;
  EXPECT_EQ(mapConstant(31, 32, 8), std::optional<uint64_t>(7));
  EXPECT_EQ(mapConstant(0x80000000u, 32, 8), std::optional<uint64_t>(0x80));
  EXPECT_EQ(mapConstant(0x7FFFFFFFu, 32, 8), std::optional<uint64_t>(0x7F));
  EXPECT_EQ(mapConstant(0xFFFFFFFFu, 32, 8), std::optional<uint64_t>(0xFF));
  EXPECT_EQ(mapConstant(0xFFFFFFFAu, 32, 8), std::optional<uint64_t>(0xFA));
  EXPECT_EQ(mapConstant(0, 32, 8), std::optional<uint64_t>(0));
  EXPECT_EQ(mapConstant(6, 32, 8), std::optional<uint64_t>(6));
  EXPECT_EQ(mapConstant(63, 64, 16), std::optional<uint64_t>(15));
  EXPECT_EQ(mapConstant(7, 8, 32), std::optional<uint64_t>(31));
  EXPECT_EQ(mapConstant(0x80, 8, 32), std::optional<uint64_t>(0x80000000u));
  EXPECT_EQ(mapConstant(0xFE, 8, 32), std::optional<uint64_t>(0xFFFFFFFEu));
  for (uint64_t unmapped : {7ull, 8ull, 100ull, 0xFFFFFFF9ull, 0x40000000ull, 30ull})
    EXPECT_FALSE(mapConstant(unmapped, 32, 8)) << unmapped;
  EXPECT_FALSE(mapConstant(37, 8, 32));
  EXPECT_FALSE(mapConstant(0x40, 8, 32));
  for (uint64_t v = 0; v < 256; ++v)
    if (std::optional<uint64_t> wide = mapConstant(v, 8, 32)) EXPECT_EQ(mapConstant(*wide, 32, 8), std::optional<uint64_t>(v)) << v;
}

TEST(Narrowing, NarrowsWidthGenericSourcesAndRefusesTheOthers) {
  Parsed p20 = parse(kP20);
  ASSERT_TRUE(p20.cut);
  std::unique_ptr<ir::Function> narrow = cegis::narrowSource(*p20.cut, 8);
  ASSERT_TRUE(narrow);
  std::string text = printed(*narrow);
  EXPECT_NE(text.find("define i8 @f(i8 noundef %x)"), std::string::npos) << text;
  EXPECT_NE(text.find("lshr i8 %o, 2"), std::string::npos) << text;
  EXPECT_NE(text.find("call i8 @llvm.cttz.i8(i8 %x, i1 true)"), std::string::npos) << text;
  EXPECT_NE(text.find("icmp ne i8 %x, 0"), std::string::npos) << text;
  EXPECT_FALSE(cegis::narrowSource(*p20.cut, 32));
  EXPECT_FALSE(cegis::narrowSource(*p20.cut, 3));
  Parsed average = parse("define i32 @f(i32 %x, i32 %y) {\n  %a = zext i32 %x to i64\n  %b = zext i32 %y to i64\n"
                         "  %s = add i64 %a, %b\n  %h = lshr i64 %s, 1\n  %r = trunc i64 %h to i32\n  ret i32 %r\n}\n");
  ASSERT_TRUE(average.cut);
  std::unique_ptr<ir::Function> narrowAverage = cegis::narrowSource(*average.cut, 8);
  ASSERT_TRUE(narrowAverage);
  EXPECT_NE(printed(*narrowAverage).find("lshr i16 %s, 1"), std::string::npos) << printed(*narrowAverage);
  for (const char* refused : {"define i32 @f(i32 %x) {\n  %r = add i32 %x, 1000\n  ret i32 %r\n}\n",
                              "define i32 @f(i32 %x) {\n  %r = and i32 %x, 7\n  ret i32 %r\n}\n",
                              "define i32 @f(i32 range(i32 0, 10) %x) {\n  %r = add i32 %x, 1\n  ret i32 %r\n}\n",
                              "define i32 @f(i32 %x) {\n  %r = call i32 @llvm.bswap.i32(i32 %x)\n  ret i32 %r\n}\n"
                              "declare i32 @llvm.bswap.i32(i32)\n",
                              "define i32 @f(i32 %x) {\n  %w = zext i32 %x to i48\n  %r = trunc i48 %w to i32\n  ret i32 %r\n}\n"}) {
    Parsed p = parse(refused);
    ASSERT_TRUE(p.cut) << refused;
    EXPECT_FALSE(cegis::narrowSource(*p.cut, 8)) << refused;
  }
}

TEST(CegisNarrow, AWidenedProgramWrongAtTheSourceWidthIsRefutedAndNotReturned) {
  Parsed p = parse(kPopcountOverEight);
  ASSERT_TRUE(p.cut);
  cegis::CegisOptions options;
  options.ops = cegis::defaultOps();
  for (const verify::ComponentOp& op : cegis::opsNamed("icmp")) options.ops.push_back(op);
  options.constants = std::vector<int64_t>{1, -1, 31, 3};
  cegis::CegisResult r = cegis::search(*p.cut, p.module->dataLayout, options, cegis::CegisLimits{2, 120, 10000});
  ASSERT_TRUE(r.unsupported.empty()) << r.unsupported;
  EXPECT_GE(r.stats.narrowProved, 1u);
  EXPECT_EQ(r.stats.narrowRefuted, r.stats.narrowProved);
  if (r.best) EXPECT_TRUE(proved(*p.cut, *r.best, p.module->dataLayout)) << printed(*r.best);
  EXPECT_FALSE(r.best);
  options.narrowWidth = 0;
  cegis::CegisResult off = cegis::search(*p.cut, p.module->dataLayout, options, cegis::CegisLimits{2, 120, 10000});
  EXPECT_EQ(off.stats.narrowProved, 0u);
  EXPECT_FALSE(off.best);
}

TEST(CegisNarrow, FindsHackersDelightProgramsThroughTheNarrowPhase) {
  Parsed p = parse(kP1);
  ASSERT_TRUE(p.cut);
  cegis::CegisOptions options;
  options.ops = cegis::defaultOps();
  cegis::CegisResult r = cegis::search(*p.cut, p.module->dataLayout, options, cegis::CegisLimits{3, 60, 10000});
  ASSERT_TRUE(r.best);
  EXPECT_EQ(r.length, 2u);
  EXPECT_GE(r.stats.narrowProved, 1u);
  EXPECT_FALSE(r.optimal);
  EXPECT_TRUE(proved(*p.cut, *r.best, p.module->dataLayout)) << printed(*r.best);
  EXPECT_NE(printed(*r.best).find("i32"), std::string::npos);
  Parsed average = parse("define i32 @f(i32 noundef %x, i32 noundef %y) {\n  %a = zext i32 %x to i64\n"
                         "  %b = zext i32 %y to i64\n  %s = add i64 %a, %b\n  %h = lshr i64 %s, 1\n"
                         "  %r = trunc i64 %h to i32\n  ret i32 %r\n}\n");
  ASSERT_TRUE(average.cut);
  options.ops.clear();
  for (const char* name : {"and", "xor", "lshr", "add"}) options.ops.push_back(cegis::opsNamed(name).front());
  cegis::CegisResult avg = cegis::search(*average.cut, average.module->dataLayout, options, cegis::CegisLimits{4, 120, 10000});
  ASSERT_TRUE(avg.best);
  EXPECT_EQ(avg.length, 4u);
  EXPECT_GE(avg.stats.narrowProved, 1u);
  EXPECT_TRUE(proved(*average.cut, *avg.best, average.module->dataLayout)) << printed(*avg.best);
}

TEST(CegisNarrow, TheNarrowSettingTakesAWidthOrZero) {
  std::string error;
  EXPECT_TRUE(createEngine("cegis", {{"narrow", int64_t(0)}}, error)) << error;
  EXPECT_TRUE(createEngine("cegis", {{"narrow", int64_t(16)}}, error)) << error;
  EXPECT_FALSE(createEngine("cegis", {{"narrow", int64_t(3)}}, error));
  EXPECT_NE(error.find("a width from 4 to 63, or 0 for none"), std::string::npos) << error;
  EXPECT_FALSE(createEngine("cegis", {{"narrow", true}}, error));
}

} // namespace
} // namespace theseus::synth
