#include "cachemiss/Extract.h"
#include "cachemiss/Model.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <gtest/gtest.h>

#include <fstream>

#include <unistd.h>

using namespace theseus::cachemiss;

namespace {

std::string writeTemp(const std::string& name, const std::string& text) {
  std::string path = testing::TempDir() + std::to_string(getpid()) + "_" + name;
  std::ofstream(path) << text;
  return path;
}

// Loads and extracts `source` (a C file's text); the failure when extraction fails.
std::unique_ptr<Program> extract(const std::string& name, const std::string& source, Failure& failure,
                                 std::optional<LoadedModule>& keep) {
  keep = loadProgram(writeTemp(name, source), {}, failure);
  if (!keep) return nullptr;
  llvm::Function* f = selectFunction(*keep->module, "", failure);
  return f ? extractProgram(*f, failure) : nullptr;
}

// Loads and extracts `source` expecting no program; the failure that says why.
Failure refusalOf(const std::string& name, const std::string& source) {
  Failure failure;
  std::optional<LoadedModule> m;
  EXPECT_EQ(extract(name, source, failure, m), nullptr);
  return failure;
}

} // namespace

TEST(Extract, NonAffineSubscriptIsUnsupportedWithLocation) {
  Failure failure = refusalOf("cm_nonaffine.c", "double A[100];\nvoid kernel(void) {\n  for (int i = 0; i < 10; i++)\n    A[i * i] = 1;\n}\n");
  EXPECT_EQ(failure.exitCode, 3);
  EXPECT_NE(failure.message.find("cm_nonaffine.c:4:"), std::string::npos) << failure.message;
}

TEST(Extract, DataDependentBoundIsUnsupported) {
  Failure failure = refusalOf("cm_datadep.c", "int n[1]; double A[100];\nvoid kernel(void) {\n  for (int i = 0; i < n[0]; i++)\n    A[i] = 1;\n}\n");
  EXPECT_EQ(failure.exitCode, 3);
  EXPECT_NE(failure.message.find("cm_datadep.c:"), std::string::npos) << failure.message;
}

TEST(Extract, DecreasingLoopCountsLikeIncreasing) {
  Failure failure;
  std::optional<LoadedModule> m1, m2;
  auto down = extract("cm_down.c", "double A[64];\nvoid kernel(void) {\n  for (int i = 63; i >= 0; i--)\n    A[i] += 1;\n}\n", failure, m1);
  auto up = extract("cm_up.c", "double A[64];\nvoid kernel(void) {\n  for (int i = 0; i < 64; i++)\n    A[i] += 1;\n}\n", failure, m2);
  ASSERT_TRUE(down && up) << failure.message;
  std::string error;
  auto a = predictMisses(*down, CacheConfig{1024, 64}, error);
  auto b = predictMisses(*up, CacheConfig{1024, 64}, error);
  ASSERT_TRUE(a && b) << error;
  EXPECT_EQ(a->total, (Counts{128, 8, 0}));
  EXPECT_EQ(b->total, a->total);
}

TEST(Extract, BadCIsBadInput) {
  Failure failure = refusalOf("cm_bad.c", "void kernel(void) { this is not C; }\n");
  EXPECT_EQ(failure.exitCode, 4);
  EXPECT_NE(failure.message.find("cm_bad.c:1:"), std::string::npos) << failure.message;
}
