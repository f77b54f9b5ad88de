// Rewrite application: the rewrite is inlined at the root with its arguments bound to the cut's
// inputs, dead code is removed, and a rewrite using an input that does not dominate the root is
// refused without changing anything.
#include "LlvmText.h"
#include "CutTestSupport.h"

#include "bridge/Import.h"
#include "cut/Apply.h"

#include <llvm/IR/Dominators.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>

using namespace theseus;
using namespace theseus::cut;
using namespace theseus::cut::testing;

namespace {

// The one function of `text`, in the Theseus IR (kept alive by `holder`).
const ir::Function& parseRewrite(const std::string& text, std::unique_ptr<ir::Module>& holder) {
  bridge::Diagnostic error;
  auto imported = bridge::importText(text, "rewrite", error);
  EXPECT_TRUE(imported) << error.str();
  holder = std::move(imported->module);
  return *holder->functions().front();
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
  std::string why;
  auto cut = m.cutOf("f", "d", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  std::unique_ptr<ir::Module> holder;
  std::string args = cutText(*cut).substr(cutText(*cut).find('('));
  args = args.substr(0, args.find(')') + 1);
  const ir::Function& rewrite = parseRewrite("define i32 @tgt" + args + " {\n  %s = add i32 %x, %y\n  ret i32 %s\n}\n", holder);
  llvm::Function& f = *m.module->getFunction("f");
  llvm::DominatorTree dt(f);
  std::string error;
  ASSERT_EQ(applyRewrite(*cut, rewrite, dt, error), ApplyResult::Applied) << error;
  EXPECT_FALSE(llvm::verifyFunction(f, &llvm::errs()));
  EXPECT_EQ(f.getEntryBlock().size(), 2u) << theseus::testing::llvmText(f);
  EXPECT_NE(theseus::testing::llvmText(f).find("%d = add i32 %x, %y"), std::string::npos) << theseus::testing::llvmText(f);
  EXPECT_EQ(m.module->getFunction("theseus.rewrite.helper"), nullptr);
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
  std::string why;
  CutOptions options;
  options.depth = 1;
  auto cut = m.cutOf("f", "r", options, why);
  ASSERT_TRUE(cut) << why;
  ASSERT_TRUE(cut->hasControlFlow);
  size_t v = 0;
  while (v < cut->inputs.size() && cut->inputs[v]->getName() != "v") ++v;
  ASSERT_LT(v, cut->inputs.size()) << cutText(*cut);
  std::string params, sep;
  for (size_t i = 0; i < cut->inputs.size(); ++i, sep = ", ")
    params += sep + (cut->inputs[i]->getType()->isIntegerTy(1) ? "i1" : "i32") + " %a" + std::to_string(i);
  std::unique_ptr<ir::Module> holder;
  const ir::Function& rewrite = parseRewrite("define i32 @tgt(" + params + ") {\n  ret i32 %a" + std::to_string(v) + "\n}\n", holder);
  llvm::Function& f = *m.module->getFunction("f");
  std::string before = theseus::testing::llvmText(f);
  llvm::DominatorTree dt(f);
  std::string error;
  EXPECT_EQ(applyRewrite(*cut, rewrite, dt, error), ApplyResult::Unchanged);
  EXPECT_NE(error.find("does not dominate"), std::string::npos) << error;
  EXPECT_EQ(theseus::testing::llvmText(f), before);
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
  std::string why;
  auto cut = m.cutOf("f", "d", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  std::unique_ptr<ir::Module> holder;
  const ir::Function& rewrite = parseRewrite(
      "define i32 @tgt(i32 %x, i32 %y) {\n  %s = call i32 @llvm.umax.i32(i32 %x, i32 %y)\n  ret i32 %s\n}\n"
      "declare i32 @llvm.umax.i32(i32, i32)\n",
      holder);
  llvm::Function& f = *m.module->getFunction("f");
  llvm::DominatorTree dt(f);
  std::string error;
  ASSERT_EQ(applyRewrite(*cut, rewrite, dt, error), ApplyResult::Applied) << error;
  EXPECT_FALSE(llvm::verifyModule(*m.module, &llvm::errs()));
  unsigned umaxDeclarations = 0;
  for (llvm::Function& declared : *m.module) umaxDeclarations += declared.getName().starts_with("llvm.umax") ? 1 : 0;
  EXPECT_EQ(umaxDeclarations, 1u);
  EXPECT_NE(theseus::testing::llvmText(f).find("%d = call i32 @llvm.umax.i32("), std::string::npos) << theseus::testing::llvmText(f);
  EXPECT_EQ(m.module->getFunction("theseus.rewrite.helper"), nullptr);
}

TEST(Apply, IntrinsicTheModuleLacksIsDeclared) {
  ParsedModule m("define i32 @f(i32 %x, i32 %y) {\n  %c = icmp ult i32 %x, %y\n  %d = select i1 %c, i32 %x, i32 %y\n  ret i32 %d\n}\n");
  std::string why;
  auto cut = m.cutOf("f", "d", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  std::unique_ptr<ir::Module> holder;
  const ir::Function& rewrite = parseRewrite(
      "define i32 @tgt(i32 %x, i32 %y) {\n  %s = call i32 @llvm.umin.i32(i32 %x, i32 %y)\n  ret i32 %s\n}\n"
      "declare i32 @llvm.umin.i32(i32, i32)\n",
      holder);
  llvm::Function& f = *m.module->getFunction("f");
  llvm::DominatorTree dt(f);
  std::string error;
  ASSERT_EQ(applyRewrite(*cut, rewrite, dt, error), ApplyResult::Applied) << error;
  EXPECT_FALSE(llvm::verifyModule(*m.module, &llvm::errs()));
  llvm::Function* umin = m.module->getFunction("llvm.umin.i32");
  ASSERT_NE(umin, nullptr);
  EXPECT_TRUE(umin->isIntrinsic());
}
