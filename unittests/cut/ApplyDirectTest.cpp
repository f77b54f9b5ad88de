// Applying a rewrite text directly (cut/ParsedRewrites.h, the clone path of cut/Apply.h): the
// same function as the old export-and-inline path, declarations resolved or refused, and the
// function's analyses still valid after an application. The rewrites need not refine their cuts:
// these tests are about application, which the caller does only after a proof.
#include "LlvmText.h"
#include "CutTestSupport.h"

#include "bridge/Import.h"
#include "cut/Apply.h"
#include "cut/ParsedRewrites.h"

#include <llvm/Analysis/MemorySSA.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>

#include <functional>

using namespace theseus;
using namespace theseus::cut;
using namespace theseus::cut::testing;

namespace {

// The cut's signature as `(type %a0, type %a1, ...)`, its inputs named a<i> in order.
std::string parameters(const Cut& cut) {
  std::string out = "(", sep;
  for (size_t i = 0; i < cut.inputs.size(); ++i, sep = ", ") {
    std::string type;
    llvm::raw_string_ostream os(type);
    cut.inputs[i]->getType()->print(os);
    out += sep + os.str() + " %a" + std::to_string(i);
  }
  return out + ")";
}

// The index of the cut input named `name`.
std::string input(const Cut& cut, const std::string& name) {
  for (size_t i = 0; i < cut.inputs.size(); ++i)
    if (cut.inputs[i]->getName() == name) return "%a" + std::to_string(i);
  ADD_FAILURE() << "no input %" << name;
  return "%none";
}

struct Case {
  const char* name;
  std::string module;
  std::string root;
  std::string returnType;
  // The rewrite's body given the cut (its inputs named by `input`).
  std::function<std::string(const Cut&)> body;
  std::string declarations;

  std::string rewriteText(const Cut& cut) const {
    return "define " + returnType + " @tgt" + parameters(cut) + " {\n" + body(cut) + "}\n" + declarations;
  }
};

// The module after applying the case's rewrite at the cut of its root in @f through the old path:
// imported into the Theseus IR, exported, inlined.
std::string appliedByInlining(const Case& c) {
  ParsedModule m(c.module);
  std::string why, error;
  auto cut = m.cutOf("f", c.root, CutOptions{}, why);
  EXPECT_TRUE(cut) << why;
  if (!cut) return "";
  bridge::Diagnostic diagnostic;
  auto imported = bridge::importText(c.rewriteText(*cut), "rewrite", diagnostic);
  EXPECT_TRUE(imported && imported->unsupported.empty()) << diagnostic.str();
  if (!imported || !imported->unsupported.empty()) return "";
  llvm::DominatorTree dt(*m.module->getFunction("f"));
  EXPECT_EQ(applyRewrite(*cut, *imported->module->functions().front(), dt, error), ApplyResult::Applied) << error;
  return theseus::testing::llvmText(*m.module);
}

// The same through the direct path: the text parsed in the module's context and cloned.
std::string appliedDirectly(const Case& c) {
  ParsedModule m(c.module);
  std::string why, error;
  auto cut = m.cutOf("f", c.root, CutOptions{}, why);
  EXPECT_TRUE(cut) << why;
  if (!cut) return "";
  ParsedRewrites parsed;
  const llvm::Function* rewrite = parsed.function(c.rewriteText(*cut), m.context, error);
  EXPECT_TRUE(rewrite) << error;
  if (!rewrite) return "";
  llvm::DominatorTree dt(*m.module->getFunction("f"));
  ApplyOutcome applied = applyRewrite(*cut, *rewrite, dt, nullptr, error);
  EXPECT_EQ(applied.result, ApplyResult::Applied) << error;
  EXPECT_TRUE(applied.analysesValid);
  EXPECT_FALSE(llvm::verifyModule(*m.module, &llvm::errs()));
  return theseus::testing::llvmText(*m.module);
}


} // namespace

TEST(ApplyDirect, GivesTheFunctionTheInlinePathGave) {
  std::vector<Case> cases = {
      {"flags", "define i32 @f(i32 %x, i32 %y) {\n  %a = xor i32 %x, %y\n  %b = and i32 %x, %y\n  %c = shl i32 %b, 1\n  %d = add i32 %a, %c\n  ret i32 %d\n}\n",
       "d", "i32",
       [](const Cut& c) {
         return "  %s = add nuw nsw i32 " + input(c, "x") + ", " + input(c, "y") + "\n  %t = lshr exact i32 %s, 1\n  %u = or disjoint i32 %t, 1\n" +
                "  %v = trunc nuw i32 %u to i16\n  %w = zext nneg i16 %v to i32\n  ret i32 %w\n";
       },
       ""},
      {"intrinsics", "declare i32 @llvm.umax.i32(i32, i32)\ndefine i32 @f(i32 %x, i32 %y) {\n  %c = icmp ugt i32 %x, %y\n  %d = select i1 %c, i32 %x, i32 %y\n"
                     "  %e = add i32 %d, 1\n  ret i32 %e\n}\n",
       "e", "i32",
       [](const Cut& c) {
         return "  %m = call i32 @llvm.umax.i32(i32 " + input(c, "x") + ", i32 " + input(c, "y") + ")\n  %p = call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %m)\n" +
                "  %e = add nsw i32 %m, %p\n  ret i32 %e\n";
       },
       "declare i32 @llvm.umax.i32(i32, i32)\ndeclare i32 @llvm.ctpop.i32(i32)\n"},
      {"vectors", "define <4 x i32> @f(<4 x i32> %x, <4 x i32> %y) {\n  %a = mul <4 x i32> %x, <i32 2, i32 2, i32 2, i32 2>\n  %b = add <4 x i32> %a, %y\n"
                  "  %c = shufflevector <4 x i32> %b, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>\n  ret <4 x i32> %c\n}\n",
       "c", "<4 x i32>",
       [](const Cut& c) {
         return "  %s = shl nuw <4 x i32> " + input(c, "x") + ", <i32 1, i32 1, i32 1, i32 1>\n  %t = add <4 x i32> %s, " + input(c, "y") +
                "\n  %w = xor <4 x i32> %t, <i32 1, i32 2, i32 3, i32 4>\n" +
                "  %r = shufflevector <4 x i32> %w, <4 x i32> %t, <4 x i32> <i32 3, i32 6, i32 1, i32 poison>\n  ret <4 x i32> %r\n";
       },
       ""},
      {"simplified in place", "define i32 @f(i32 noundef %x, i32 %y) {\n  %a = xor i32 %x, %y\n  %b = xor i32 %a, %y\n  %c = mul i32 %b, 3\n  ret i32 %c\n}\n",
       "c", "i32", [](const Cut& c) { return "  %f = freeze i32 " + input(c, "x") + "\n  %m = mul i32 %f, 3\n  ret i32 %m\n"; }, ""},
  };
  for (const Case& c : cases) {
    std::string inlined = appliedByInlining(c);
    EXPECT_EQ(appliedDirectly(c), inlined) << c.name;
    EXPECT_FALSE(inlined.empty()) << c.name;
  }
}

TEST(ApplyDirect, ATextIsParsedOnceAndReadInAContextThatDiscardsNames) {
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

TEST(ApplyDirect, ATextThatIsNotOneValidFunctionIsRefused) {
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

TEST(ApplyDirect, ADeclarationWhoseNameTheModuleGivesAnotherTypeIsRefused) {
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

TEST(ApplyDirect, ACallThatMayTouchMemorySaysTheAnalysesAreStale) {
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

TEST(ApplyDirect, ARewriteOfManyBlocksIsInlined) {
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

TEST(ApplyDirect, ARewriteWithAMetadataOperandIsRefusedAndNothingChanges) {
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
