// The import of llvm.assume's operand bundles, llvm.assert and llvm.thread.pointer
// (bridge/FunctionImporterAssume.cpp, docs/memory.md): only the refinement checker's import
// (ImportOptions::memory) takes them; a declared function named after a bundle row never is one.
#include "BridgeTestSupport.h"

using namespace theseus;
using namespace theseus::bridge::testing;

namespace {

// The import of `text` with memory (the refinement checker's options).
bridge::ImportedModule importWithMemory(const std::string& text) {
  bridge::Diagnostic error;
  auto imported = bridge::importText(text, "test.ll", error, {.memory = true});
  if (!imported) {
    ADD_FAILURE() << error.str();
    return bridge::ImportedModule{std::make_unique<ir::Module>(), {}, {}};
  }
  return std::move(*imported);
}

// The intrinsics the single function of `m` calls, in order.
std::vector<ir::Intrinsic> calledIntrinsics(const bridge::ImportedModule& m) {
  std::vector<ir::Intrinsic> out;
  for (auto& inst : onlyFunction(m).entry()->instructions())
    if (inst->opcode() == ir::Opcode::Call) out.push_back(inst->intrinsic);
  return out;
}

// The message of the single unsupported function of `m`.
std::string unsupportedMessage(const bridge::ImportedModule& m) {
  if (m.unsupported.size() != 1) {
    ADD_FAILURE() << "expected one unsupported function, got " << m.unsupported.size();
    return "";
  }
  return m.unsupported.begin()->second.message;
}

const char* const kAlignBundles = "declare void @llvm.assume(i1)\n"
                                  "define void @f(ptr %p, i32 %x) {\n"
                                  "  call void @llvm.assume(i1 true) [\"align\"(ptr %p, i32 32, i32 28), \"noundef\"(i32 %x), \"cold\"()]\n"
                                  "  ret void\n}\n";
const char* const kAssert = "declare void @llvm.assert(i1)\n"
                            "define void @f(i1 %c) {\n  call void @llvm.assert(i1 %c)\n  ret void\n}\n";

} // namespace

TEST(AssumeImport, BundlesBecomeRowCallsBeforeTheAssume) {
  auto m = importWithMemory(kAlignBundles);
  EXPECT_EQ(calledIntrinsics(m), (std::vector<ir::Intrinsic>{ir::Intrinsic::AssumeAlign, ir::Intrinsic::AssumeNoundef, ir::Intrinsic::Assume}));
  EXPECT_EQ(onlyFunction(m).entry()->instructions()[0]->numOperands(), 3u);
}

TEST(AssumeImport, BundlesOutsideTheCheckerAreUnsupported) {
  const char* text = "declare void @llvm.assume(i1)\ndefine void @f(i32 %x) {\n"
                     "  call void @llvm.assume(i1 true) [\"noundef\"(i32 %x)]\n  ret void\n}\n";
  EXPECT_NE(unsupportedOf(text).message.find("operand bundles outside the refinement checker"), std::string::npos);
}

TEST(AssumeImport, OtherBundleIsNamed) {
  auto m = importWithMemory("declare void @llvm.assume(i1)\ndefine void @f(ptr %p) {\n"
                            "  call void @llvm.assume(i1 true) [\"dereferenceable\"(ptr %p, i64 4)]\n  ret void\n}\n");
  EXPECT_NE(unsupportedMessage(m).find("bundle \"dereferenceable\""), std::string::npos);
}

TEST(AssumeImport, AssertInTheChecker) { EXPECT_EQ(calledIntrinsics(importWithMemory(kAssert)), (std::vector<ir::Intrinsic>{ir::Intrinsic::Assert})); }

TEST(AssumeImport, AssertOutsideTheCheckerIsUnsupported) {
  EXPECT_NE(unsupportedOf(kAssert).message.find("llvm.assert"), std::string::npos);
}

TEST(AssumeImport, AssertOfAnotherTypeIsUnsupported) {
  auto m = importWithMemory("declare void @llvm.assert(i8)\ndefine void @f(i8 %c) {\n  call void @llvm.assert(i8 %c)\n  ret void\n}\n");
  EXPECT_NE(unsupportedMessage(m).find("void (i1)"), std::string::npos);
}

TEST(AssumeImport, DeclaredFunctionNamedAfterABundleRowIsUnsupported) {
  const char* text = "declare void @llvm.assume.noundef(i32)\ndefine void @f(i32 %x) {\n"
                     "  call void @llvm.assume.noundef(i32 %x)\n  ret void\n}\n";
  auto m = importWithMemory(text);
  EXPECT_EQ(m.unsupported.size(), 1u);
  if (!m.unsupported.empty()) EXPECT_EQ(m.unsupported.begin()->second.line, 3u);
  EXPECT_EQ(unsupportedOf(text).line, 3u);
}

TEST(AssumeImport, ThreadPointerOnlyInTheChecker) {
  const char* text = "declare ptr @llvm.thread.pointer()\ndefine i1 @f() {\n  %t = call ptr @llvm.thread.pointer()\n"
                     "  %c = icmp eq ptr %t, null\n  ret i1 %c\n}\n";
  EXPECT_EQ(calledIntrinsics(importWithMemory(text)), (std::vector<ir::Intrinsic>{ir::Intrinsic::ThreadPointer}));
  EXPECT_EQ(unsupportedOf(text).line, 3u);
}
