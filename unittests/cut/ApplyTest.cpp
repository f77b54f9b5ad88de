// Rewrite application: the rewrite text replaces the root with its arguments bound to the cut's
// inputs, dead code is removed, the function after refines the function before (checked by
// verify/), and a rewrite using an input that does not dominate the root is refused without
// changing anything.
#include "ApplyTestSupport.h"
#include "CutTestSupport.h"
#include "LlvmText.h"

#include "cut/apply/Apply.h"
#include "cut/apply/ParsedRewrites.h"

#include <llvm/IR/Dominators.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>

using namespace theseus;
using namespace theseus::cut;
using namespace theseus::cut::testing;

namespace {

// Applies `rewriteText` at `cut` (a cut of @f of `m`), the text parsed in the module's context.
ApplyOutcome applyText(ParsedModule& m, const Cut& cut, const std::string& rewriteText, std::string& error) {
  ParsedRewrites parsed;
  const llvm::Function* rewrite = parsed.function(rewriteText, m.context, error);
  EXPECT_TRUE(rewrite) << error;
  if (!rewrite) return {};
  llvm::DominatorTree dt(*m.module->getFunction("f"));
  return applyRewrite(cut, *rewrite, dt, nullptr, error);
}

// Applies at %d of @f of `m` (its cut at the default options) the rewrite that is the two-operand
// i32 intrinsic llvm.`name`.i32 of the cut's inputs %x and %y, declared by the rewrite text.
ApplyResult applyIntrinsicOfXAndY(ParsedModule& m, const std::string& name, std::string& error) {
  std::string why;
  auto cut = m.cutOf("f", "d", CutOptions{}, why);
  EXPECT_TRUE(cut) << why;
  if (!cut) return ApplyResult::Unchanged;
  std::string intrinsic = "@llvm." + name + ".i32";
  std::string text = "define i32 @tgt" + parameters(*cut) + " {\n  %s = call i32 " + intrinsic + "(i32 " + input(*cut, "x") + ", i32 " +
                     input(*cut, "y") + ")\n  ret i32 %s\n}\ndeclare i32 " + intrinsic + "(i32, i32)\n";
  return applyText(m, *cut, text, error).result;
}

} // namespace

TEST(Apply, RewriteReplacesTheRootAndDeadCodeGoes) {
  ParsedModule m(R"(
define i32 @f(i32 %x, i32 %y) {
  %a = xor i32 %x, %y
  %b = and i32 %x, %y
  %c = shl i32 %b, 1
  %d = add i32 %a, %c
  ret i32 %d
}
)");
  std::unique_ptr<ir::Module> before = importedModule(*m.module);
  ASSERT_TRUE(before);
  std::string why, error;
  auto cut = m.cutOf("f", "d", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  std::string text = "define i32 @tgt" + parameters(*cut) + " {\n  %s = add i32 " + input(*cut, "x") + ", " + input(*cut, "y") + "\n  ret i32 %s\n}\n";
  ASSERT_EQ(applyText(m, *cut, text, error).result, ApplyResult::Applied) << error;
  llvm::Function& f = *m.module->getFunction("f");
  EXPECT_FALSE(llvm::verifyFunction(f, &llvm::errs()));
  EXPECT_EQ(f.getEntryBlock().size(), 2u) << theseus::testing::llvmText(f);
  EXPECT_NE(theseus::testing::llvmText(f).find("%d = add i32 %x, %y"), std::string::npos) << theseus::testing::llvmText(f);
  EXPECT_EQ(m.module->getFunction("theseus.rewrite.helper"), nullptr);
  verify::Result refined = refinementOf(*before, *m.module);
  EXPECT_EQ(refined.verdict, verify::Verdict::Correct) << refined.reason;
}

TEST(Apply, InputThatDoesNotDominateTheRootIsRefused) {
  ParsedModule m(R"(
define i32 @f(i1 %c, i32 %x, i32 %y) {
entry:
  br i1 %c, label %then, label %join
then:
  %v = mul i32 %x, %y
  br label %join
join:
  %p = phi i32 [ %v, %then ], [ %x, %entry ]
  %r = add i32 %p, 1
  ret i32 %r
}
)");
  std::string why, error;
  CutOptions options;
  options.depth = 1;
  auto cut = m.cutOf("f", "r", options, why);
  ASSERT_TRUE(cut) << why;
  ASSERT_TRUE(cut->hasControlFlow);
  std::string before = theseus::testing::llvmText(*m.module->getFunction("f"));
  std::string text = "define i32 @tgt" + parameters(*cut) + " {\n  ret i32 " + input(*cut, "v") + "\n}\n";
  EXPECT_EQ(applyText(m, *cut, text, error).result, ApplyResult::Unchanged);
  EXPECT_NE(error.find("does not dominate"), std::string::npos) << error;
  EXPECT_EQ(theseus::testing::llvmText(*m.module->getFunction("f")), before);
}

TEST(Apply, IntrinsicTheModuleDeclaresIsReusedNotDeclaredAgain) {
  ParsedModule m(R"(
declare i32 @llvm.umax.i32(i32, i32)

define i32 @f(i32 %x, i32 %y) {
  %c = icmp ugt i32 %x, %y
  %d = select i1 %c, i32 %x, i32 %y
  ret i32 %d
}

define i32 @g(i32 %x) {
  %m = call i32 @llvm.umax.i32(i32 %x, i32 7)
  ret i32 %m
}
)");
  std::unique_ptr<ir::Module> before = importedModule(*m.module);
  ASSERT_TRUE(before);
  std::string error;
  ASSERT_EQ(applyIntrinsicOfXAndY(m, "umax", error), ApplyResult::Applied) << error;
  EXPECT_FALSE(llvm::verifyModule(*m.module, &llvm::errs()));
  unsigned umaxDeclarations = 0;
  for (llvm::Function& declared : *m.module) umaxDeclarations += declared.getName().starts_with("llvm.umax") ? 1 : 0;
  EXPECT_EQ(umaxDeclarations, 1u);
  llvm::Function& f = *m.module->getFunction("f");
  EXPECT_NE(theseus::testing::llvmText(f).find("%d = call i32 @llvm.umax.i32("), std::string::npos) << theseus::testing::llvmText(f);
  EXPECT_EQ(m.module->getFunction("theseus.rewrite.helper"), nullptr);
  verify::Result refined = refinementOf(*before, *m.module);
  EXPECT_EQ(refined.verdict, verify::Verdict::Correct) << refined.reason;
}

TEST(Apply, IntrinsicTheModuleLacksIsDeclared) {
  ParsedModule m("define i32 @f(i32 %x, i32 %y) {\n  %c = icmp ult i32 %x, %y\n  %d = select i1 %c, i32 %x, i32 %y\n  ret i32 %d\n}\n");
  std::unique_ptr<ir::Module> before = importedModule(*m.module);
  ASSERT_TRUE(before);
  std::string error;
  ASSERT_EQ(applyIntrinsicOfXAndY(m, "umin", error), ApplyResult::Applied) << error;
  EXPECT_FALSE(llvm::verifyModule(*m.module, &llvm::errs()));
  llvm::Function* umin = m.module->getFunction("llvm.umin.i32");
  ASSERT_NE(umin, nullptr);
  EXPECT_TRUE(umin->isIntrinsic());
  verify::Result refined = refinementOf(*before, *m.module);
  EXPECT_EQ(refined.verdict, verify::Verdict::Correct) << refined.reason;
}

// A rewrite that writes memory is never applied (its writes would be extra: cut/apply/Apply.cpp),
// even when its value is right; one that only reads the cut's pointer input is.
TEST(Apply, RewriteThatWritesMemoryIsRefusedOneThatReadsIsApplied) {
  const char* const kLoads = R"(
define i32 @f(ptr %p) {
  %a = load i32, ptr %p
  %b = load i32, ptr %p
  %r = add i32 %a, %b
  ret i32 %r
}
)";
  ParsedModule m(kLoads);
  std::string why, error;
  auto cut = m.cutOf("f", "r", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  std::string before = theseus::testing::llvmText(*m.module->getFunction("f"));
  std::string writes = "define i32 @tgt(ptr %p) {\n  %a = load i32, ptr %p\n  store i32 %a, ptr %p\n  %r = shl i32 %a, 1\n  ret i32 %r\n}\n";
  EXPECT_EQ(applyText(m, *cut, writes, error).result, ApplyResult::Unchanged);
  EXPECT_NE(error.find("writes memory"), std::string::npos) << error;
  EXPECT_EQ(theseus::testing::llvmText(*m.module->getFunction("f")), before);
  ParsedModule again(kLoads);
  auto cut2 = again.cutOf("f", "r", CutOptions{}, why);
  ASSERT_TRUE(cut2) << why;
  std::unique_ptr<ir::Module> original = importedModule(*again.module);
  ASSERT_TRUE(original);
  std::string reads = "define i32 @tgt(ptr %p) {\n  %a = load i32, ptr %p\n  %r = shl i32 %a, 1\n  ret i32 %r\n}\n";
  ASSERT_EQ(applyText(again, *cut2, reads, error).result, ApplyResult::Applied) << error;
  std::string after = theseus::testing::llvmText(*again.module->getFunction("f"));
  EXPECT_EQ(after.find("%b = load"), std::string::npos) << after;
  verify::Result refined = refinementOf(*original, *again.module);
  EXPECT_EQ(refined.verdict, verify::Verdict::Correct) << refined.reason;
}

TEST(Apply, BranchFreeRewriteOfARegionCutIsClonedBeforeTheRoot) {
  ParsedModule m(R"(
define i32 @f(i32 %x, i32 %y) {
entry:
  %c = icmp ult i32 %x, %y
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %p = phi i32 [ %x, %then ], [ %y, %entry ]
  %r = add i32 %p, 1
  ret i32 %r
}
)");
  std::unique_ptr<ir::Module> before = importedModule(*m.module);
  ASSERT_TRUE(before);
  std::string why, error;
  auto cut = m.cutOf("f", "r", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  ASSERT_TRUE(cut->hasControlFlow);
  std::string text = "define i32 @tgt" + parameters(*cut) + " {\n  %m = call i32 @llvm.umin.i32(i32 " + input(*cut, "x") + ", i32 " +
                     input(*cut, "y") + ")\n  %s = add i32 %m, 1\n  ret i32 %s\n}\ndeclare i32 @llvm.umin.i32(i32, i32)\n";
  ApplyOutcome out = applyText(m, *cut, text, error);
  ASSERT_EQ(out.result, ApplyResult::Applied) << error;
  EXPECT_TRUE(out.analysesValid) << "the blocks and edges stay; only the phi became dead";
  llvm::Function& f = *m.module->getFunction("f");
  EXPECT_FALSE(llvm::verifyFunction(f, &llvm::errs()));
  std::string after = theseus::testing::llvmText(f);
  EXPECT_EQ(after.find("phi"), std::string::npos) << after;
  EXPECT_NE(after.find("br i1 %c"), std::string::npos) << "the branch stays for SimplifyCFG: " << after;
  verify::Result refined = refinementOf(*before, *m.module);
  EXPECT_EQ(refined.verdict, verify::Verdict::Correct) << refined.reason;
}
