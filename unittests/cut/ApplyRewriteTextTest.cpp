// Applying a rewrite text (cut/apply/ParsedRewrites.h, cut/apply/Apply.h): the text's
// instructions, flags and attributes reach the function, which then refines the function before
// (checked by verify/); declarations are resolved or refused, and the function's analyses are
// still valid after an application. Outside GivesAFunctionThatRefinesTheOriginalAndKeepsTheText
// the rewrites need not refine their cuts: those tests are about application, which the caller
// does only after a proof.
#include "ApplyTestSupport.h"
#include "CutTestSupport.h"
#include "LlvmText.h"

#include "cut/apply/Apply.h"
#include "cut/apply/ParsedRewrites.h"

#include <llvm/Analysis/MemorySSA.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>

#include <functional>
#include <vector>

using namespace theseus;
using namespace theseus::cut;
using namespace theseus::cut::testing;

namespace {

struct Case {
  const char* name;
  std::string module;
  std::string root;
  std::string returnType;
  // The rewrite's body given the cut (its inputs named by `input`).
  std::function<std::string(const Cut&)> body;
  std::string declarations;
  // Texts the applied module must contain: what the rewrite's text says, as cloned.
  std::vector<std::string> expected;

  std::string rewriteText(const Cut& cut) const {
    return "define " + returnType + " @tgt" + parameters(cut) + " {\n" + body(cut) + "}\n" + declarations;
  }
};

// The module after applying the case's rewrite at the cut of its root in @f: the text parsed in
// the module's context and applied; "" (with a test failure) when it was not applied, or when @f
// after does not refine @f before.
std::string applied(const Case& c) {
  ParsedModule m(c.module);
  std::unique_ptr<ir::Module> before = importedModule(*m.module);
  std::string why, error;
  auto cut = m.cutOf("f", c.root, CutOptions{}, why);
  EXPECT_TRUE(before && cut) << why;
  if (!before || !cut) return "";
  ParsedRewrites parsed;
  const llvm::Function* rewrite = parsed.function(c.rewriteText(*cut), m.context, error);
  EXPECT_TRUE(rewrite) << error;
  if (!rewrite) return "";
  llvm::DominatorTree dt(*m.module->getFunction("f"));
  ApplyOutcome outcome = applyRewrite(*cut, *rewrite, dt, nullptr, error);
  EXPECT_EQ(outcome.result, ApplyResult::Applied) << error;
  EXPECT_TRUE(outcome.analysesValid);
  EXPECT_FALSE(llvm::verifyModule(*m.module, &llvm::errs()));
  verify::Result refined = refinementOf(*before, *m.module);
  EXPECT_EQ(refined.verdict, verify::Verdict::Correct) << c.name << ": " << refined.reason;
  if (outcome.result != ApplyResult::Applied || refined.verdict != verify::Verdict::Correct) return "";
  return theseus::testing::llvmText(*m.module);
}

} // namespace

TEST(ApplyRewriteText, GivesAFunctionThatRefinesTheOriginalAndKeepsTheText) {
  std::vector<Case> cases = {
      {"flags", "define i32 @f(i32 noundef %x, i32 noundef %y) {\n  %a = xor i32 %x, %y\n  %b = and i32 %x, %y\n  %c = shl i32 %b, 1\n  %d = add i32 %a, %c\n  ret i32 %d\n}\n",
       "d", "i32",
       [](const Cut& c) {
         return "  %o = xor i32 " + input(c, "x") + ", " + input(c, "y") + "\n  %n = and i32 " + input(c, "x") + ", " + input(c, "y") +
                "\n  %u = or disjoint i32 %o, %n\n  %s = add i32 %u, %n\n  %h = lshr i32 %s, 17\n  %t = trunc nuw i32 %h to i16\n" +
                "  %z = zext nneg i16 %t to i32\n  %b = shl nuw i32 %z, 17\n  %e = and i32 %s, 131070\n  %q = lshr exact i32 %e, 1\n" +
                "  %w = add nuw i32 %q, %q\n  %one = and i32 %s, 1\n  %l = or disjoint i32 %w, %one\n  %r = or disjoint i32 %b, %l\n  ret i32 %r\n";
       },
       "",
       {"or disjoint i32 %o.i, %n.i", "trunc nuw i32", "zext nneg i16", "shl nuw i32 %z.i, 17", "lshr exact i32 %e.i, 1", "add nuw i32 %q.i, %q.i",
        "%d = or disjoint i32 %b.i, %l.i"}},
      {"intrinsics", "declare i32 @llvm.ctpop.i32(i32)\ndefine i32 @f(i32 %x, i32 %y) {\n  %c = icmp ugt i32 %x, %y\n  %d = select i1 %c, i32 %x, i32 %y\n"
                     "  %p = call i32 @llvm.ctpop.i32(i32 %d)\n  %e = add i32 %p, 1\n  ret i32 %e\n}\n",
       "e", "i32",
       [](const Cut& c) {
         return "  %m = call i32 @llvm.umax.i32(i32 " + input(c, "x") + ", i32 " + input(c, "y") + ")\n  %p = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %m)\n" +
                "  %e = add nuw nsw i32 %p, 1\n  ret i32 %e\n";
       },
       "declare i32 @llvm.umax.i32(i32, i32)\ndeclare i32 @llvm.ctpop.i32(i32)\n",
       {"call i32 @llvm.umax.i32(i32 %x, i32 %y)", "call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %m.i)", "%e = add nuw nsw i32 %p.i, 1",
        "declare i32 @llvm.umax.i32(i32, i32)"}},
      {"vectors", "define <4 x i32> @f(<4 x i32> %x, <4 x i32> %y) {\n  %a = mul <4 x i32> %x, <i32 2, i32 2, i32 2, i32 2>\n  %b = add <4 x i32> %a, %y\n"
                  "  %c = shufflevector <4 x i32> %b, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 poison>\n  ret <4 x i32> %c\n}\n",
       "c", "<4 x i32>",
       [](const Cut& c) {
         return "  %s = shl <4 x i32> " + input(c, "x") + ", <i32 1, i32 1, i32 1, i32 1>\n  %t = add <4 x i32> %s, " + input(c, "y") +
                "\n  %u = add <4 x i32> %s, " + input(c, "y") +
                "\n  %r = shufflevector <4 x i32> %t, <4 x i32> %u, <4 x i32> <i32 3, i32 6, i32 1, i32 poison>\n  ret <4 x i32> %r\n";
       },
       "",
       {"shl <4 x i32> %x, <i32 1, i32 1, i32 1, i32 1>", "%c = shufflevector <4 x i32> %t.i, <4 x i32> %u.i, <4 x i32> <i32 3, i32 6, i32 1, i32 poison>"}},
      {"simplified in place", "define i32 @f(i32 noundef %x, i32 %y) {\n  %a = xor i32 %x, %y\n  %b = xor i32 %a, %y\n  %c = mul i32 %b, 3\n  ret i32 %c\n}\n",
       "c", "i32", [](const Cut& c) { return "  %f = freeze i32 " + input(c, "x") + "\n  %m = mul i32 %f, 3\n  ret i32 %m\n"; }, "",
       {"%c = mul i32 %x, 3"}},
  };
  for (const Case& c : cases) {
    std::string text = applied(c);
    ASSERT_FALSE(text.empty()) << c.name;
    for (const std::string& fragment : c.expected) EXPECT_NE(text.find(fragment), std::string::npos) << c.name << ": no " << fragment << " in\n" << text;
  }
}

TEST(ApplyRewriteText, ATextIsParsedOnceAndReadInAContextThatDiscardsNames) {
  llvm::LLVMContext context;
  context.setDiscardValueNames(true);
  ParsedRewrites parsed;
  std::string error;
  const std::string text = "define i8 @tgt(i8 %a0) {\n  %s = add i8 %a0, 1\n  ret i8 %s\n}\n";
  const llvm::Function* first = parsed.function(text, context, error);
  ASSERT_TRUE(first) << error;
  EXPECT_EQ(parsed.function(text, context, error), first);
  EXPECT_TRUE(context.shouldDiscardValueNames());
  EXPECT_EQ(first->front().front().getName(), "s");
}

TEST(ApplyRewriteText, ATextThatIsNotOneValidFunctionIsRefused) {
  llvm::LLVMContext context;
  ParsedRewrites parsed;
  std::string error;
  EXPECT_FALSE(parsed.function("define i8 @tgt(i8 %a0) {\n  ret i8 %nope\n}\n", context, error));
  EXPECT_NE(error.find("does not parse"), std::string::npos) << error;
  EXPECT_FALSE(parsed.function("define i8 @a(i8 %x) {\n  ret i8 %x\n}\ndefine i8 @b(i8 %x) {\n  ret i8 %x\n}\n", context, error));
  EXPECT_NE(error.find("exactly one function"), std::string::npos) << error;
  EXPECT_FALSE(parsed.function("define i8 @tgt(i8 %a0) {\n  %s = add i8 %s, 1\n  ret i8 %s\n}\n", context, error));
  EXPECT_NE(error.find("verifier"), std::string::npos) << error;
}

TEST(ApplyRewriteText, ADeclarationWhoseNameTheModuleGivesAnotherTypeIsRefused) {
  ParsedModule m("@h = global i32 0\ndefine i32 @f(i32 %x, i32 %y) {\n  %a = add i32 %x, %y\n  %b = mul i32 %a, %a\n  ret i32 %b\n}\n");
  std::string why, error;
  auto cut = m.cutOf("f", "b", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  ParsedRewrites parsed;
  const llvm::Function* rewrite = parsed.function(
      "define i32 @tgt" + parameters(*cut) + " {\n  %c = call i32 @h(i32 %a0)\n  ret i32 %c\n}\ndeclare i32 @h(i32)\n", m.context, error);
  ASSERT_TRUE(rewrite) << error;
  std::string before = theseus::testing::llvmText(*m.module);
  llvm::DominatorTree dt(*m.module->getFunction("f"));
  EXPECT_EQ(applyRewrite(*cut, *rewrite, dt, nullptr, error).result, ApplyResult::Unchanged);
  EXPECT_NE(error.find("@h is declared with another type"), std::string::npos) << error;
  EXPECT_EQ(theseus::testing::llvmText(*m.module), before);
}

TEST(ApplyRewriteText, ACallThatMayTouchMemorySaysTheAnalysesAreStale) {
  ParsedModule m("define i32 @f(i32 %x, i32 %y) {\n  %a = add i32 %x, %y\n  %b = mul i32 %a, %a\n  ret i32 %b\n}\n");
  std::string why, error;
  auto cut = m.cutOf("f", "b", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  ParsedRewrites parsed;
  const llvm::Function* rewrite =
      parsed.function("define i32 @tgt" + parameters(*cut) + " {\n  %c = call i32 @h(i32 %a0)\n  ret i32 %c\n}\ndeclare i32 @h(i32)\n", m.context, error);
  ASSERT_TRUE(rewrite) << error;
  llvm::DominatorTree dt(*m.module->getFunction("f"));
  ApplyOutcome applied = applyRewrite(*cut, *rewrite, dt, nullptr, error);
  EXPECT_EQ(applied.result, ApplyResult::Applied) << error;
  EXPECT_FALSE(applied.analysesValid);
  ASSERT_NE(m.module->getFunction("h"), nullptr);
  EXPECT_FALSE(llvm::verifyModule(*m.module, &llvm::errs()));
}

TEST(ApplyRewriteText, ARewriteOfManyBlocksIsInlined) {
  ParsedModule m("define i32 @f(i32 %x, i32 %y) {\n  %c = icmp ult i32 %x, %y\n  %d = select i1 %c, i32 %x, i32 %y\n  %e = add i32 %d, 1\n  ret i32 %e\n}\n");
  std::string why, error;
  auto cut = m.cutOf("f", "e", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  ParsedRewrites parsed;
  const llvm::Function* rewrite = parsed.function("define i32 @tgt" + parameters(*cut) + " {\nentry:\n  %c = icmp ult i32 " + input(*cut, "x") +
                                                      ", " + input(*cut, "y") + "\n  br i1 %c, label %l, label %r\nl:\n  br label %j\nr:\n  br label %j\nj:\n" +
                                                      "  %p = phi i32 [ " + input(*cut, "x") + ", %l ], [ " + input(*cut, "y") + ", %r ]\n" +
                                                      "  %q = add i32 %p, 1\n  ret i32 %q\n}\n",
                                                  m.context, error);
  ASSERT_TRUE(rewrite) << error;
  llvm::Function& f = *m.module->getFunction("f");
  llvm::DominatorTree dt(f);
  ApplyOutcome applied = applyRewrite(*cut, *rewrite, dt, nullptr, error);
  EXPECT_EQ(applied.result, ApplyResult::Applied) << error;
  EXPECT_FALSE(applied.analysesValid);
  EXPECT_GT(f.size(), 1u);
  EXPECT_EQ(m.module->getFunction("theseus.rewrite.helper"), nullptr);
  EXPECT_FALSE(llvm::verifyModule(*m.module, &llvm::errs()));
}

TEST(ApplyRewriteText, ARewriteWithAMetadataOperandIsRefusedAndNothingChanges) {
  ParsedModule m("define i32 @f(i32 %x, i32 %y) {\n  %a = add i32 %x, %y\n  %b = mul i32 %a, %a\n  ret i32 %b\n}\n");
  std::string why, error;
  auto cut = m.cutOf("f", "b", CutOptions{}, why);
  ASSERT_TRUE(cut) << why;
  ParsedRewrites parsed;
  const llvm::Function* rewrite = parsed.function(
      "define i32 @tgt" + parameters(*cut) + " {\n  call void @llvm.experimental.noalias.scope.decl(metadata !0)\n  %c = add i32 %a0, 1\n  ret i32 %c\n}\n"
      "declare void @llvm.experimental.noalias.scope.decl(metadata)\n!0 = !{!1}\n!1 = distinct !{!1, !2, !\"scope\"}\n!2 = distinct !{!2, !\"domain\"}\n",
      m.context, error);
  ASSERT_TRUE(rewrite) << error;
  std::string before = theseus::testing::llvmText(*m.module);
  llvm::DominatorTree dt(*m.module->getFunction("f"));
  EXPECT_EQ(applyRewrite(*cut, *rewrite, dt, nullptr, error).result, ApplyResult::Unchanged);
  EXPECT_NE(error.find("metadata as an operand"), std::string::npos) << error;
  EXPECT_EQ(theseus::testing::llvmText(*m.module), before);
}
