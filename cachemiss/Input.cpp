#include "cachemiss/Input.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Program.h>
#include <llvm/Support/SourceMgr.h>

namespace theseus::cachemiss {

namespace {

bool endsWith(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// The clang-19 binary, or empty.
std::string findClang() {
  for (const char* name : {"clang-19", "/usr/lib/llvm-19/bin/clang"}) {
    auto found = llvm::sys::findProgramByName(name);
    if (found) return *found;
  }
  return "";
}

// Compiles the C file `path` to bitcode at `output`; false with `failure` set on error.
bool compileC(const std::string& path, const std::vector<std::string>& defines, const std::string& output, Failure& failure) {
  std::string clang = findClang();
  if (clang.empty()) {
    failure = {4, "error: clang-19 not found"};
    return false;
  }
  std::vector<std::string> args = {clang, "-O0", "-Xclang", "-disable-O0-optnone", "-g", "-fno-math-errno",
                                    "-fno-discard-value-names", "-emit-llvm", "-c", "-o", output};
  for (auto& d : defines) args.push_back("-D" + d);
  args.push_back(path);
  std::vector<llvm::StringRef> refs(args.begin(), args.end());
  llvm::SmallString<128> errorFile;
  llvm::sys::fs::createTemporaryFile("theseus-cachemiss", "txt", errorFile);
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, std::nullopt, llvm::StringRef(errorFile)};
  std::string execError;
  int rc = llvm::sys::ExecuteAndWait(clang, refs, std::nullopt, redirects, 120, 0, &execError);
  auto diagnostics = llvm::MemoryBuffer::getFile(errorFile);
  llvm::sys::fs::remove(errorFile);
  if (rc == 0) return true;
  std::string text = diagnostics ? (*diagnostics)->getBuffer().str() : execError;
  while (!text.empty() && text.back() == '\n') text.pop_back();
  failure = {4, text.empty() ? path + ": error: clang-19 failed" : text};
  return false;
}

} // namespace

void runCleanupPipeline(llvm::Module& m) {
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassBuilder pb;
  pb.registerModuleAnalyses(mam);
  pb.registerCGSCCAnalyses(cam);
  pb.registerFunctionAnalyses(fam);
  pb.registerLoopAnalyses(lam);
  pb.crossRegisterProxies(lam, fam, cam, mam);
  llvm::ModulePassManager mpm;
  auto err = pb.parsePassPipeline(
      mpm, "function(sroa,mem2reg,early-cse,simplifycfg,instcombine,loop-simplify,lcssa,loop(loop-rotate,indvars))");
  if (err) llvm::report_fatal_error(std::move(err));
  mpm.run(m, mam);
}

std::optional<LoadedModule> loadProgram(const std::string& path, const std::vector<std::string>& defines, Failure& failure) {
  if (!llvm::sys::fs::exists(path)) {
    failure = {4, path + ": error: no such file"};
    return std::nullopt;
  }
  std::string irPath = path;
  llvm::SmallString<128> temp;
  if (endsWith(path, ".c")) {
    llvm::sys::fs::createTemporaryFile("theseus-cachemiss", "bc", temp);
    irPath = temp.str().str();
    if (!compileC(path, defines, irPath, failure)) {
      llvm::sys::fs::remove(temp);
      return std::nullopt;
    }
  }
  LoadedModule loaded;
  loaded.context = std::make_unique<llvm::LLVMContext>();
  llvm::SMDiagnostic diag;
  loaded.module = llvm::parseIRFile(irPath, diag, *loaded.context);
  if (!temp.empty()) llvm::sys::fs::remove(temp);
  if (!loaded.module) {
    failure = {4, path + ":" + std::to_string(diag.getLineNo()) + ":" + std::to_string(diag.getColumnNo() + 1) +
                      ": error: " + diag.getMessage().str()};
    return std::nullopt;
  }
  std::string problems;
  llvm::raw_string_ostream os(problems);
  if (llvm::verifyModule(*loaded.module, &os)) {
    failure = {4, path + ": error: invalid IR: " + problems};
    return std::nullopt;
  }
  runCleanupPipeline(*loaded.module);
  return loaded;
}

} // namespace theseus::cachemiss
