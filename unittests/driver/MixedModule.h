#pragma once
// A module for the prefilter agreement tests (root signatures, shape hashes).
#include "cut/extract/Cut.h"

#include <gtest/gtest.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>

#include <memory>
#include <vector>

namespace theseus::driver::testing {

// Scalars, vectors, constants on either side, icmp predicates, select, casts, intrinsics (generic
// and x86), shuffles, a load forwarded from a store, a loop with a phi, a global's address.
inline const char* const kMix = R"(
@g = global i32 0
declare i32 @llvm.umax.i32(i32, i32)
declare <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16>, <8 x i16>)
declare i32 @llvm.ctpop.i32(i32)

define i32 @scalars(i32 %x, i32 %y, i8 %b, ptr %p) {
  %a = add nsw i32 %x, 7
  %s = sub i32 3, %a
  %m = mul i32 %s, %y
  %c = icmp ult i32 %m, 100
  %z = zext i8 %b to i32
  %sel = select i1 %c, i32 %z, i32 -1
  %u = call i32 @llvm.umax.i32(i32 %sel, i32 %x)
  %pc = call i32 @llvm.ctpop.i32(i32 %u)
  %sh = shl i32 %pc, 2
  store i32 %sh, ptr %p
  %l = load i32, ptr %p
  %f = xor i32 %l, %x
  %t = trunc i32 %f to i8
  %e = sext i8 %t to i32
  %o = or disjoint i32 %e, 256
  %gp = ptrtoint ptr @g to i32
  %q = and i32 %o, %gp
  ret i32 %q
}

define <8 x i16> @vectors(<8 x i16> %a, <8 x i16> %b, <16 x i8> %c) {
  %h = call <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16> %a, <8 x i16> %b)
  %s = shufflevector <8 x i16> %h, <8 x i16> %a, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>
  %k = icmp sgt <8 x i16> %s, zeroinitializer
  %m = select <8 x i1> %k, <8 x i16> %s, <8 x i16> <i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7, i16 8>
  %n = lshr <8 x i16> %m, splat (i16 3)
  %e = extractelement <16 x i8> %c, i64 2
  %w = zext i8 %e to i16
  %i = insertelement <8 x i16> %n, i16 %w, i64 0
  ret <8 x i16> %i
}

define i32 @loop(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %sum, %body ]
  %done = icmp eq i32 %i, %n
  br i1 %done, label %exit, label %body
body:
  %sq = mul nuw i32 %i, %i
  %sum = add i32 %acc, %sq
  %next = add nuw i32 %i, 1
  br label %head
exit:
  %r = xor i32 %acc, -1
  ret i32 %r
}
)";

// kMix parsed in `context`; null, with a test failure, when it does not parse.
inline std::unique_ptr<llvm::Module> parsedMix(llvm::LLVMContext& context) {
  llvm::SMDiagnostic diag;
  std::unique_ptr<llvm::Module> m = llvm::parseAssemblyString(kMix, diag, context);
  EXPECT_TRUE(m) << diag.getMessage().str();
  return m;
}

// A cut candidate and the options of one depth the agreement tests walk it at.
struct CandidateAtDepth {
  llvm::Instruction* root;
  cut::CutOptions options;
};

// Every cut candidate of `m` in order, each at depth 1 and then at depth 4.
inline std::vector<CandidateAtDepth> candidatesAtDepthsOneAndFour(llvm::Module& m) {
  std::vector<CandidateAtDepth> out;
  for (llvm::Function& f : m)
    for (llvm::Instruction& inst : llvm::instructions(f)) {
      if (!cut::isCandidate(inst)) continue;
      for (unsigned depth : {1u, 4u}) {
        cut::CutOptions options;
        options.depth = depth;
        out.push_back({&inst, options});
      }
    }
  return out;
}

} // namespace theseus::driver::testing
