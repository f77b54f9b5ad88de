// The compact form of a rewrite text (cut/fastpath/CompactRewrite.h): it builds exactly the module
// the text parses to, it is made only for texts it can say and that pass LLVM's verifier, and bytes
// that are not a form build nothing (a hit with such bytes is never applied).
#include "LlvmText.h"

#include "cut/apply/ParsedRewrites.h"
#include "cut/fastpath/CompactRewrite.h"

#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/SourceMgr.h>

#include <gtest/gtest.h>

using namespace theseus;
using namespace theseus::cut;
using theseus::testing::llvmText;

namespace {

const char* const kSayable[] = {
    "define i1 @tgt(i32 %a0) {\nentry:\n  %a0.fr = freeze i32 %a0\n  %t1 = mul i32 %a0.fr, 268435457\n  %t2 = icmp eq i32 %a0.fr, %t1\n  ret i1 %t2\n}\n",
    "define <8 x i32> @tgt(<8 x i8> %a0, <8 x i8> %a1) {\nentry:\n  %v0 = zext nneg <8 x i8> %a0 to <8 x i32>\n  %v1 = zext <8 x i8> %a1 to <8 x i32>\n"
    "  %v3 = sub nsw <8 x i32> %v0, %v1\n  %t1 = call <8 x i32> @llvm.abs.v8i32(<8 x i32> %v3, i1 false)\n  ret <8 x i32> %t1\n}\n\n"
    "declare <8 x i32> @llvm.abs.v8i32(<8 x i32>, i1)\n",
    "define i8 @tgt(i32 %a0, i8 %a1) {\n  %t = trunc nuw nsw i32 %a0 to i8\n  %o = or disjoint i8 %t, %a1\n  %s = lshr exact i8 %o, 1\n"
    "  %c = icmp ult i8 %s, 7\n  %r = select i1 %c, i8 %s, i8 -1\n  ret i8 %r\n}\n",
    "define <4 x float> @tgt(<4 x float> %a0, float %a1) {\n  %i = insertelement <4 x float> %a0, float %a1, i64 2\n"
    "  %s = shufflevector <4 x float> %i, <4 x float> poison, <4 x i32> <i32 3, i32 poison, i32 1, i32 0>\n"
    "  %f = fadd nnan ninf <4 x float> %s, <float 1.0, float 2.5, float undef, float 0.0>\n  %n = fneg fast <4 x float> %f\n"
    "  %e = extractelement <4 x float> %n, i32 0\n  %c = fcmp olt float %e, 0x3FF0000000000000\n"
    "  %z = select i1 %c, <4 x float> zeroinitializer, <4 x float> %n\n  ret <4 x float> %z\n}\n",
    "define i128 @tgt(i128 %a0, i16 %a1) {\n  %m = mul nuw i128 %a0, 340282366920938463463374607431768211455\n  %x = sext i16 %a1 to i128\n"
    "  %r = tail call i128 @llvm.umax.i128(i128 %m, i128 %x)\n  ret i128 %r\n}\ndeclare i128 @llvm.umax.i128(i128, i128)\n",
};

std::unique_ptr<llvm::Module> parse(const std::string& text, llvm::LLVMContext& context) {
  llvm::SMDiagnostic diag;
  return llvm::parseAssemblyString(text, diag, context);
}

} // namespace

TEST(CompactRewrite, BuildsExactlyTheModuleItsTextParsesTo) {
  for (const char* text : kSayable) {
    std::string compact = compactFormOfRewrite(text);
    ASSERT_FALSE(compact.empty()) << text;
    EXPECT_LT(compact.size(), std::string(text).size()) << text;
    llvm::LLVMContext context;
    std::string error;
    std::unique_ptr<llvm::Module> built = buildCompactRewrite(compact, context, error);
    ASSERT_TRUE(built) << error;
    std::unique_ptr<llvm::Module> parsed = parse(text, context);
    ASSERT_TRUE(parsed);
    EXPECT_EQ(llvmText(*built), llvmText(*parsed));
  }
}

TEST(CompactRewrite, ATextItCannotSayOrThatIsNotValidHasNoForm) {
  const char* const unsayable[] = {
      "define i32 @tgt(ptr %p) {\n  %v = load i32, ptr %p\n  ret i32 %v\n}\n",
      "define i32 @tgt(i32 %a) {\n  %v = add i32 %a, 1, !foo !0\n  ret i32 %v\n}\n!0 = !{}\n",
      "define i32 @tgt(i1 %c, i32 %a) {\nentry:\n  br i1 %c, label %x, label %y\nx:\n  ret i32 %a\ny:\n  ret i32 0\n}\n",
      "@g = global i32 0\ndefine i64 @tgt() {\n  ret i64 ptrtoint (ptr @g to i64)\n}\n",
      "define i32 @tgt(i32 %a) {\n  %v = call i32 @llvm.abs.i32(i32 %a, i1 immarg false)\n  ret i32 %v\n}\ndeclare i32 @llvm.abs.i32(i32, i1 immarg)\n",
      "define i32 @tgt(i32 %a) {\n  ret i32 %nope\n}\n",
      "define i32 @tgt(i32 %a) {\n  %v = add i32 %v, 1\n  ret i32 %v\n}\n",
      "define i32 @a(i32 %x) {\n  ret i32 %x\n}\ndefine i32 @b(i32 %x) {\n  ret i32 %x\n}\n",
  };
  for (const char* text : unsayable) EXPECT_EQ(compactFormOfRewrite(text), "") << text;
}

TEST(CompactRewrite, BytesThatAreNotAFormBuildNothing) {
  std::string compact = compactFormOfRewrite(kSayable[1]);
  ASSERT_FALSE(compact.empty());
  llvm::LLVMContext context;
  std::string error;
  for (size_t n = 0; n < compact.size(); ++n) {
    EXPECT_FALSE(buildCompactRewrite(compact.substr(0, n), context, error)) << n;
    EXPECT_EQ(error, "the compact rewrite is malformed");
  }
  EXPECT_FALSE(buildCompactRewrite(compact + '\0', context, error));
  EXPECT_FALSE(buildCompactRewrite(std::string(64, '\xff'), context, error));
}

TEST(CompactRewrite, EveryOneBitChangeOfAFormBuildsNothingOrAValidModule) {
  llvm::LLVMContext context;
  std::string error;
  size_t built = 0;
  for (const char* text : kSayable) {
    std::string form = compactFormOfRewrite(text);
    for (size_t bit = 0; bit < form.size() * 8; ++bit) {
      std::string changed = form;
      changed[bit / 8] = char(changed[bit / 8] ^ (1 << (bit % 8)));
      std::unique_ptr<llvm::Module> m = buildCompactRewrite(changed, context, error);
      if (!m) continue;
      ++built;
      std::string why;
      llvm::raw_string_ostream os(why);
      EXPECT_FALSE(llvm::verifyModule(*m, &os)) << text << "bit " << bit << ": " << os.str();
    }
  }
  EXPECT_GT(built, 0u);
}

TEST(CompactRewrite, AHitBuildsItsFunctionFromTheFormUnnamedInAContextThatDiscardsNames) {
  const std::string text = kSayable[0];
  llvm::LLVMContext context;
  context.setDiscardValueNames(true);
  ParsedRewrites rewrites;
  std::string error;
  const llvm::Function* built = rewrites.function(text, compactFormOfRewrite(text), context, error);
  ASSERT_TRUE(built) << error;
  EXPECT_EQ(built->getName(), "tgt");
  EXPECT_FALSE(built->front().front().hasName());
  EXPECT_EQ(rewrites.function(text, context, error), built);
  llvm::LLVMContext naming;
  ParsedRewrites parsed, fromForm;
  EXPECT_EQ(llvmText(*fromForm.function(text, compactFormOfRewrite(text), naming, error)), llvmText(*parsed.function(text, naming, error)));
}

TEST(CompactRewrite, AFormThatDoesNotBuildGivesNoFunction) {
  llvm::LLVMContext context;
  ParsedRewrites rewrites;
  std::string error;
  std::string form = compactFormOfRewrite(kSayable[0]);
  ASSERT_TRUE(isCurrentCompactForm(form));
  EXPECT_FALSE(rewrites.function(kSayable[0], form.substr(0, form.size() - 1), context, error));
  EXPECT_EQ(error, "the compact rewrite is malformed");
}

TEST(CompactRewrite, AFormOfAnotherLlvmVersionIsNotReadAndTheTextIsParsed) {
  std::string form = compactFormOfRewrite(kSayable[1]);
  form[2] = char(form[2] + 1);
  EXPECT_FALSE(isCurrentCompactForm(form));
  llvm::LLVMContext context;
  std::string error;
  EXPECT_FALSE(buildCompactRewrite(form, context, error));
  ParsedRewrites rewrites, parsed;
  const llvm::Function* function = rewrites.function(kSayable[1], form, context, error);
  ASSERT_TRUE(function) << error;
  EXPECT_EQ(llvmText(*function), llvmText(*parsed.function(kSayable[1], context, error)));
}
