// The stable shape hash (cut/fastpath/Shape.h) is stored in proof snapshots and compared with the
// hash of a later run's walk, so its value for a given cut must never change: these pin it for cuts
// with every kind of constant (scalars, wide integers, constant data vectors, vectors with undef or
// poison lanes, zero vectors, splats), calls, extractvalue, shuffles and predicates.
#include "cut/fastpath/Shape.h"

#include <gtest/gtest.h>
#include <llvm/IR/LLVMContext.h>

#include <string>
#include <utility>

using namespace theseus::cut;

namespace {

// A cut text in the form a cache key holds: @f's returned value is the root.
std::string cutOf(const std::string& signature, const std::string& body) {
  return "declare i32 @llvm.umax.i32(i32, i32)\ndeclare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)\n"
         "define " + signature + " {\n" + body + "}\n";
}

const std::pair<std::string, uint64_t> kPinned[] = {
    {cutOf("i32 @f(i32 %a0, i32 %a1)", "  %v0 = add nuw i32 %a0, 7\n  %v1 = xor i32 %v0, %a1\n  ret i32 %v1\n"), 3151452309493785811ull},
    {cutOf("i128 @f(i128 %a0)", "  %v0 = mul i128 %a0, 170141183460469231731687303715884105727\n  %v1 = lshr i128 %v0, 3\n  ret i128 %v1\n"), 318864389426615586ull},
    {cutOf("<8 x i16> @f(<8 x i16> %a0)", "  %v0 = add <8 x i16> %a0, <i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7, i16 -1>\n  %v1 = mul <8 x i16> %v0, splat (i16 3)\n  ret <8 x i16> %v1\n"), 3865557777428342984ull},
    {cutOf("<16 x i8> @f(<16 x i8> %a0)", "  %v0 = sub <16 x i8> zeroinitializer, %a0\n  %v1 = and <16 x i8> %v0, <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 -128>\n  ret <16 x i8> %v1\n"), 16805786875831952887ull},
    {cutOf("<4 x i32> @f(<4 x i32> %a0)", "  %v0 = or <4 x i32> %a0, <i32 1, i32 poison, i32 3, i32 undef>\n  %v1 = shufflevector <4 x i32> %v0, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 poison, i32 0>\n  ret <4 x i32> %v1\n"), 10930462884628404791ull},
    {cutOf("<2 x i64> @f(<2 x i64> %a0)", "  %v0 = icmp ult <2 x i64> %a0, <i64 -1, i64 4294967296>\n  %v1 = sext <2 x i1> %v0 to <2 x i64>\n  %v2 = add <2 x i64> %v1, undef\n  ret <2 x i64> %v2\n"), 7400203915641754299ull},
    {cutOf("<4 x i32> @f(<4 x i32> %a0)", "  %v0 = icmp eq <4 x i32> %a0, zeroinitializer\n  %v1 = select <4 x i1> %v0, <4 x i32> poison, <4 x i32> <i32 9, i32 9, i32 9, i32 9>\n  ret <4 x i32> %v1\n"), 629711639159835565ull},
    {cutOf("i32 @f(i32 %a0, i32 %a1)", "  %v0 = call i32 @llvm.umax.i32(i32 %a0, i32 100)\n  %v1 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %v0, i32 %a1)\n  %v2 = extractvalue { i32, i1 } %v1, 0\n  ret i32 %v2\n"), 943341302414396339ull},
    {cutOf("i1 @f(i64 %a0, i8 %a1)", "  %v0 = trunc i64 %a0 to i8\n  %v1 = icmp sgt i8 %v0, %a1\n  %v2 = and i1 %v1, true\n  ret i1 %v2\n"), 9803185937785240141ull},
};

TEST(StableShapeHash, TheHashOfEachPinnedCutNeverChanges) {
  llvm::LLVMContext context;
  for (const auto& [text, pinned] : kPinned) {
    std::optional<uint64_t> hash = stableShapeHashOfCutText(text, context);
    ASSERT_TRUE(hash) << text;
    EXPECT_EQ(*hash, pinned) << text;
  }
}

} // namespace
