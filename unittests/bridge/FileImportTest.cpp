// importFile on .ll and .bc files, and exportModule rejecting malformed IR.
#include "BridgeTestSupport.h"

#include "bridge/Export.h"

#include <llvm/AsmParser/Parser.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include <cstdio>
#include <fstream>

using namespace theseus;

namespace {

const char* const kSource = "define i8 @f(i8 %a) {\n  %r = add i8 %a, 1\n  ret i8 %r\n}\ndefine x86_fp80 @g() {\n  ret x86_fp80 0xK00000000000000000000\n}\n";

// A fresh temporary path ending in `suffix`.
std::string temporaryPath(const std::string& suffix) {
  return ::testing::TempDir() + "theseus_bridge_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + suffix;
}

std::string writeBitcode(const std::string& text) {
  llvm::LLVMContext context;
  llvm::SMDiagnostic diag;
  std::unique_ptr<llvm::Module> m = llvm::parseAssemblyString(text, diag, context);
  std::string path = temporaryPath(".bc");
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  llvm::WriteBitcodeToFile(*m, os);
  return path;
}

} // namespace

TEST(FileImport, TextFile) {
  std::string path = temporaryPath(".ll");
  std::ofstream(path) << kSource;
  bridge::Diagnostic error;
  auto m = bridge::importFile(path, error);
  ASSERT_TRUE(m) << error.str();
  EXPECT_EQ(m->unsupported.at("g").str(), path + ":5:1: error: unsupported: return type x86_fp80");
  std::remove(path.c_str());
}

TEST(FileImport, BitcodeFileRecognisedByMagic) {
  std::string path = writeBitcode(kSource);
  bridge::Diagnostic error;
  auto m = bridge::importFile(path, error);
  ASSERT_TRUE(m) << error.str();
  EXPECT_EQ(m->module->functions().size(), 1u);
  EXPECT_EQ(m->unsupported.at("g").line, 0u);
  std::remove(path.c_str());
}

TEST(Export, RejectsMalformedIR) {
  ir::Module m;
  ir::Function* f = m.addFunction(std::make_unique<ir::Function>("f", ir::Type::intTy(8)));
  f->addBlock("entry")->append(std::make_unique<ir::Instruction>(ir::Opcode::Ret, ir::Type::voidTy()));
  llvm::LLVMContext context;
  std::string error;
  EXPECT_FALSE(bridge::exportModule(m, context, error));
  EXPECT_NE(error.find("printed IR"), std::string::npos);
}
