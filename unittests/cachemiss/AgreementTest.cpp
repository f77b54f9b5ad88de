// The model (theseus cachemiss) against the simulator (theseus cachesim) on every kernel of
// test/cachemiss/kernels: per access, compulsory and capacity misses must be equal, exactly, for
// 8-byte doubles with 64-byte lines (8 per line) and 24-byte lines (3 per line), and 4-byte
// floats with 64-byte lines (16 per line), each at several cache sizes. The simulator runs the
// module the model was extracted from (extraction only splits blocks; the instructions and
// their order are unchanged).
#include "cachemiss/Extract.h"
#include "cachemiss/Model.h"
#include "cachemiss/Simulate.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <gtest/gtest.h>

using namespace theseus::cachemiss;

namespace {

struct LineSetting {
  std::string element; // the C type of DATA
  uint64_t lineBytes;
  std::vector<uint64_t> cacheBytes;
};

const std::vector<LineSetting> kSettings = {
    {"double", 64, {128, 512, 2048}},
    {"double", 24, {96, 384}},
    {"float", 64, {256, 1024}},
};

const char* const kKernels[] = {"gemm", "2mm", "3mm", "atax", "bicg", "mvt", "gemver", "gesummv", "syrk", "syr2k",
                                "trmm", "symm", "lu", "ludcmp", "cholesky", "trisolv", "durbin", "gramschmidt",
                                "covariance", "correlation", "doitgen", "jacobi-1d", "jacobi-2d", "seidel-2d",
                                "fdtd-2d", "heat-3d", "adi", "floyd-warshall", "nussinov", "deriche"};

std::string kernelPath(const std::string& name) { return std::string(THESEUS_CACHEMISS_KERNELS) + "/" + name + ".c"; }

void expectAgreement(const CacheResult& model, const CacheResult& sim) {
  ASSERT_EQ(model.perOp.size(), sim.perOp.size());
  for (size_t i = 0; i < model.perOp.size(); ++i)
    EXPECT_EQ(model.perOp[i], sim.perOp[i]) << "access " << model.ops[i].loc.str() << " (" << model.ops[i].array << "), cache "
                                            << model.config.cacheBytes << " B, line " << model.config.lineBytes << " B";
  EXPECT_EQ(model.total, sim.total);
  EXPECT_GT(sim.total.accesses, 0u);
}

class Agreement : public testing::TestWithParam<const char*> {};

TEST_P(Agreement, ModelEqualsSimulator) {
  for (const LineSetting& setting : kSettings) {
    std::vector<std::string> defines = {"DATA=" + setting.element};
    Failure failure;
    auto loaded = loadProgram(kernelPath(GetParam()), defines, failure);
    ASSERT_TRUE(loaded) << failure.message;
    llvm::Function* f = selectFunction(*loaded->module, "", failure);
    auto program = f ? extractProgram(*f, failure) : nullptr;
    ASSERT_TRUE(program) << failure.message;
    std::string error;
    auto predicted = predictMisses(*program, setting.lineBytes, setting.cacheBytes, error);
    ASSERT_TRUE(predicted) << error;
    std::vector<CacheConfig> configs;
    for (uint64_t bytes : setting.cacheBytes) configs.push_back({bytes, setting.lineBytes});
    auto simulated = simulateMisses(std::move(*loaded), "", configs, 0, failure);
    ASSERT_TRUE(simulated) << failure.message;
    for (size_t c = 0; c < configs.size(); ++c) expectAgreement((*predicted)[c], (*simulated)[c]);
  }
}

std::string testName(const testing::TestParamInfo<const char*>& info) {
  std::string name = info.param;
  for (char& c : name)
    if (c == '-') c = '_';
  return "k" + name;
}

INSTANTIATE_TEST_SUITE_P(Kernels, Agreement, testing::ValuesIn(kKernels), testName);

// The symbolic capacity count (parametric Barvinok) on the kernels where it is fast.
class SymbolicAgreement : public testing::TestWithParam<const char*> {};

TEST_P(SymbolicAgreement, ModelEqualsSimulator) {
  const std::vector<uint64_t> caches = {128, 512};
  Failure failure;
  auto forModel = loadProgram(kernelPath(GetParam()), {}, failure);
  auto forSim = loadProgram(kernelPath(GetParam()), {}, failure);
  ASSERT_TRUE(forModel && forSim) << failure.message;
  llvm::Function* f = selectFunction(*forModel->module, "", failure);
  auto program = f ? extractProgram(*f, failure) : nullptr;
  ASSERT_TRUE(program) << failure.message;
  std::string error;
  auto predicted = predictMisses(*program, 64, caches, error, DistanceCounting::Symbolic);
  ASSERT_TRUE(predicted) << error;
  auto simulated = simulateMisses(std::move(*forSim), "", {{128, 64}, {512, 64}}, 0, failure);
  ASSERT_TRUE(simulated) << failure.message;
  for (size_t c = 0; c < caches.size(); ++c) expectAgreement((*predicted)[c], (*simulated)[c]);
}

const char* const kSymbolicKernels[] = {"gemm", "atax", "lu", "trisolv", "seidel-2d", "floyd-warshall"};

INSTANTIATE_TEST_SUITE_P(Kernels, SymbolicAgreement, testing::ValuesIn(kSymbolicKernels), testName);

} // namespace
