#include "RulesBuild.h"

#include <llvm/ADT/SmallString.h>
#include <llvm/ADT/StringExtras.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Program.h>

#include <optional>
#include <vector>

namespace theseus {

namespace {

// The path of the program `name` on PATH or in LLVM 19's bin directory; "" when neither has it.
std::string findTool(const std::string& name) {
  if (auto onPath = llvm::sys::findProgramByName(name)) return *onPath;
  if (auto inLlvm = llvm::sys::findProgramByName(name, {"/usr/lib/llvm-19/bin"})) return *inLlvm;
  return "";
}

// Runs `program` with `args` (args[0] the program's name), its standard output and error into
// temporary files; returns its exit code (-1 when it could not run) and their contents.
int runCapturing(const std::string& program, const std::vector<std::string>& args, std::string& out, std::string& err) {
  llvm::SmallString<128> outPath, errPath;
  if (llvm::sys::fs::createTemporaryFile("theseus-rules-build", "out", outPath) ||
      llvm::sys::fs::createTemporaryFile("theseus-rules-build", "err", errPath)) {
    err = "cannot create a temporary file";
    return -1;
  }
  std::vector<llvm::StringRef> argRefs(args.begin(), args.end());
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, llvm::StringRef(outPath), llvm::StringRef(errPath)};
  std::string message;
  int code = llvm::sys::ExecuteAndWait(program, argRefs, std::nullopt, redirects, 0, 0, &message);
  if (auto buffer = llvm::MemoryBuffer::getFile(outPath)) out = (*buffer)->getBuffer().str();
  if (auto buffer = llvm::MemoryBuffer::getFile(errPath)) err = (*buffer)->getBuffer().str();
  if (code < 0 && !message.empty()) err += message;
  llvm::sys::fs::remove(outPath);
  llvm::sys::fs::remove(errPath);
  return code;
}

} // namespace

bool buildRulesPlugin(const std::string& cppPath, const std::string& soPath, std::string& error) {
  std::string compiler = findTool("clang++-19"), config = findTool("llvm-config-19");
  if (compiler.empty() || config.empty()) {
    error = std::string("cannot find ") + (compiler.empty() ? "clang++-19" : "llvm-config-19") + " on PATH or in /usr/lib/llvm-19/bin";
    return false;
  }
  std::string flags, configErr;
  if (runCapturing(config, {config, "--cxxflags"}, flags, configErr) != 0) {
    error = "llvm-config-19 --cxxflags failed: " + configErr;
    return false;
  }
  std::vector<std::string> args = {compiler, "-std=c++17", "-O2", "-shared", "-fPIC", "-DTHESEUS_RULES_PLUGIN"};
  llvm::SmallVector<llvm::StringRef> configFlags;
  llvm::SplitString(flags, configFlags);
  for (llvm::StringRef flag : configFlags) args.push_back(flag.str());
  args.insert(args.end(), {cppPath, "-o", soPath});
  std::string out, err;
  int code = runCapturing(compiler, args, out, err);
  if (code != 0) {
    error = "clang++-19 failed (exit " + std::to_string(code) + ") on " + cppPath + ":\n" + err;
    return false;
  }
  return true;
}

} // namespace theseus
