#include "driver/Corpus.h"

#include <llvm/ADT/SmallString.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/Program.h>

#include <algorithm>
#include <functional>
#include <fstream>
#include <sstream>

namespace theseus::driver {

namespace {

bool isCorpusFile(const std::string& path) {
  llvm::StringRef ext = llvm::sys::path::extension(path);
  return ext == ".c" || ext == ".ll" || ext == ".bc";
}

void searchDirectory(const std::string& dir, std::vector<std::string>& out, std::string& error) {
  std::error_code ec;
  std::vector<std::string> found;
  for (llvm::sys::fs::recursive_directory_iterator it(dir, ec), end; it != end && !ec; it.increment(ec))
    if (it->type() == llvm::sys::fs::file_type::regular_file && isCorpusFile(it->path())) found.push_back(it->path());
  if (ec) error = dir + ": error: " + ec.message();
  std::sort(found.begin(), found.end());
  out.insert(out.end(), found.begin(), found.end());
}

std::string readAll(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

} // namespace

std::vector<std::string> collectInputs(const std::vector<std::string>& paths, std::string& error) {
  std::vector<std::string> out;
  for (const std::string& path : paths) {
    if (llvm::sys::fs::is_directory(path)) {
      searchDirectory(path, out, error);
    } else if (!llvm::sys::fs::exists(path)) {
      error = path + ": error: no such file or directory";
    } else if (!isCorpusFile(path)) {
      error = path + ": error: not a .c, .ll or .bc file";
    } else {
      out.push_back(path);
    }
    if (!error.empty()) return {};
  }
  return out;
}

std::string compileIfSource(const std::string& path, const std::string& outDir, const std::string& march, std::string& error) {
  if (llvm::sys::path::extension(path) != ".c") return path;
  llvm::ErrorOr<std::string> clang = llvm::sys::findProgramByName("clang-19");
  if (!clang) {
    error = "clang-19 not found on PATH";
    return "";
  }
  std::string stem = llvm::sys::path::stem(path).str();
  std::string out = outDir + "/" + stem + "." + std::to_string(std::hash<std::string>()(path) % 100000) + ".bc";
  std::string errors = out + ".stderr";
  std::string marchArg = "-march=" + march;
  std::vector<llvm::StringRef> args{*clang, "-O3", "-emit-llvm", "-g", marchArg, "-c", path, "-o", out};
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, std::nullopt, llvm::StringRef(errors)};
  int status = llvm::sys::ExecuteAndWait(*clang, args, std::nullopt, redirects, 300);
  if (status != 0) {
    error = path + ": error: clang-19 failed:\n" + readAll(errors);
    return "";
  }
  llvm::sys::fs::remove(errors);
  return out;
}

std::string selfExecutable() {
  static int anchor = 0;
  return llvm::sys::fs::getMainExecutable(nullptr, &anchor);
}

} // namespace theseus::driver
