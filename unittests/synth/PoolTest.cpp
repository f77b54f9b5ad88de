#include "synth/minotaur/Pool.h"
#include "unittests/synth/SynthTestUtil.h"

#include <algorithm>

namespace theseus::synth {
namespace {

bool hasTemplate(const Pool& pool, const ir::Type& result, const std::string& name) {
  for (unsigned i : pool.producing(result))
    if (pool.templates()[i].name().rfind(name + " ", 0) == 0) return true;
  return false;
}

const char* const kCut = R"(
define i8 @src(i8 %x, i8 %y) {
entry:
  %a = add i8 %x, %y
  %c = icmp ult i8 %a, %x
  %r = select i1 %c, i8 -1, i8 %a
  ret i8 %r
}
)";

TEST(Pool, InputsAreArgumentsAndIntermediateValuesButNotTheResult) {
  auto m = testing::parse(kCut);
  Pool pool(*m->find("src"), {});
  std::vector<std::string> names;
  for (const PoolInput& in : pool.inputs()) names.push_back(in.value->name());
  EXPECT_EQ(names, (std::vector<std::string>{"x", "y", "a", "c"}));
}

TEST(Pool, TemplatesCoverBinaryOpsCompareSelectCastsAndIntrinsics) {
  auto m = testing::parse(kCut);
  Pool pool(*m->find("src"), {});
  ir::Type i8 = ir::Type::intTy(8);
  for (const char* op : {"add", "sub", "mul", "shl", "lshr", "ashr", "and", "or", "xor", "udiv", "select", "umin", "umax", "smin",
                         "smax", "uadd.sat", "usub.sat", "ctpop", "ctlz", "cttz", "abs", "bitreverse", "fshl", "fshr", "trunc"})
    EXPECT_TRUE(hasTemplate(pool, i8, op)) << op;
  EXPECT_TRUE(hasTemplate(pool, ir::Type::intTy(1), "icmp"));
  EXPECT_TRUE(hasTemplate(pool, ir::Type::intTy(16), "zext")) << "i8 is widened to i16";
  EXPECT_FALSE(hasTemplate(pool, i8, "bswap")) << "bswap needs a multiple of 16 bits";
}

TEST(Pool, OnlyKeepsTheNamedOperations) {
  auto m = testing::parse(kCut);
  PoolOptions o;
  o.only = {"add", "llvm.umax"};
  Pool pool(*m->find("src"), o);
  for (const Template& t : pool.templates()) EXPECT_TRUE(t.name().rfind("add ", 0) == 0 || t.name().rfind("umax ", 0) == 0) << t.name();
  EXPECT_TRUE(hasTemplate(pool, ir::Type::intTy(8), "umax"));
}

TEST(Pool, VectorCutsGetReinterpretationsShufflesAndX86Rows) {
  auto m = testing::parse(R"(
define <4 x i32> @src(<4 x i32> %x) {
entry:
  %r = add <4 x i32> %x, %x
  ret <4 x i32> %r
}
)");
  Pool pool(*m->find("src"), {});
  ir::Type v16i8 = ir::Type::vectorTy(16, 8), v4i32 = ir::Type::vectorTy(4, 32);
  std::vector<ir::Type> views = pool.viewsOf(v4i32);
  for (ir::Type t : {v16i8, ir::Type::vectorTy(8, 16), ir::Type::vectorTy(2, 64), ir::Type::intTy(128)})
    EXPECT_NE(std::find(views.begin(), views.end(), t), views.end()) << t.str();
  EXPECT_EQ(pool.inputsOf(v16i8), std::vector<unsigned>{0}) << "%x read as <16 x i8>";
  EXPECT_FALSE(hasTemplate(pool, v4i32, "bitcast")) << "the untyped view needs no bitcast templates";
  EXPECT_TRUE(hasTemplate(pool, v4i32, "shufflevector"));
  EXPECT_TRUE(hasTemplate(pool, v4i32, "insertelement"));
  EXPECT_TRUE(hasTemplate(pool, v16i8, "ssse3.pshuf.b.128"));
  EXPECT_TRUE(hasTemplate(pool, v16i8, "sse2.pavg.b"));
  EXPECT_TRUE(hasTemplate(pool, v4i32, "sse2.pmadd.wd"));
  EXPECT_FALSE(hasTemplate(pool, v16i8, "avx512.pavg.b.512"));
}

TEST(Pool, TypedPoolHasExplicitBitcasts) {
  auto m = testing::parse(R"(
define <4 x i32> @src(<4 x i32> %x) {
entry:
  ret <4 x i32> %x
}
)");
  PoolOptions o;
  o.untyped = false;
  Pool pool(*m->find("src"), o);
  EXPECT_TRUE(hasTemplate(pool, ir::Type::vectorTy(4, 32), "bitcast"));
  EXPECT_TRUE(hasTemplate(pool, ir::Type::vectorTy(16, 8), "bitcast"));
  EXPECT_TRUE(pool.inputsOf(ir::Type::vectorTy(16, 8)).empty());
  EXPECT_EQ(pool.viewsOf(ir::Type::vectorTy(4, 32)).size(), 1u);
}

TEST(Pool, ScalarResultsOfVectorsComeFromExtractsAndReductions) {
  auto m = testing::parse(R"(
define i32 @src(<4 x i32> %x) {
entry:
  %r = extractelement <4 x i32> %x, i32 0
  ret i32 %r
}
)");
  Pool pool(*m->find("src"), {});
  for (const char* op : {"extractelement", "vector.reduce.add", "vector.reduce.umax", "vector.reduce.xor"})
    EXPECT_TRUE(hasTemplate(pool, ir::Type::intTy(32), op)) << op;
}

// A region cut whose %v is defined in one arm of the original (marked unavailable at the root):
// neither %v nor %t, computed from it, may be read by a candidate; the rest of the cut may.
const char* const kArmInputCut = R"(
define i8 @src(i1 %c, i8 %MARK %v, i8 %b) {
entry:
  %u = xor i8 %b, 3
  br i1 %c, label %then, label %join
then:
  %t = add i8 %v, 1
  br label %join
join:
  %x = phi i8 [ %t, %then ], [ %u, %entry ]
  %r = add i8 %x, %u
  ret i8 %r
}
)";

std::vector<std::string> inputNames(const Pool& pool) {
  std::vector<std::string> names;
  for (const PoolInput& in : pool.inputs()) names.push_back(in.value->name());
  return names;
}

TEST(Pool, InputsNotAvailableAtTheRootAreNotCandidateInputs) {
  std::string marked = kArmInputCut, unmarked = kArmInputCut;
  marked.replace(marked.find("%MARK "), 6, "\"theseus-not-at-root\" ");
  unmarked.replace(unmarked.find("%MARK "), 6, "");
  auto withMark = testing::parse(marked);
  auto withoutMark = testing::parse(unmarked);
  EXPECT_EQ(inputNames(Pool(*withMark->find("src"), {})), (std::vector<std::string>{"c", "b", "u"}));
  EXPECT_EQ(inputNames(Pool(*withoutMark->find("src"), {})), (std::vector<std::string>{"c", "v", "b", "u", "t"}));
}

} // namespace
} // namespace theseus::synth
