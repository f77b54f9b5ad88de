// The symbolic capacity count (parametric Barvinok on last touches, residue classes of the time
// dimensions, poly::countAtLeast) against the enumeration backend, per access, on kernels whose
// rows do not align with cache lines (so the reuse distances have periodic and non-affine
// pieces), with 8-, 3- and 16-element lines; and the residue classes of cachemiss/Rasterize.h.
#include "cachemiss/Extract.h"
#include "cachemiss/Model.h"
#include "cachemiss/Rasterize.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <gtest/gtest.h>

using namespace theseus::cachemiss;

namespace {

struct Case {
  const char* kernel;
  std::vector<std::string> defines;
};

void PrintTo(const Case& c, std::ostream* os) {
  *os << c.kernel;
  for (const std::string& d : c.defines) *os << " " << d;
}

std::unique_ptr<Program> extract(const Case& c, Failure& failure) {
  auto loaded = loadProgram(std::string(THESEUS_CACHEMISS_KERNELS) + "/" + c.kernel + ".c", c.defines, failure);
  llvm::Function* f = loaded ? selectFunction(*loaded->module, "", failure) : nullptr;
  return f ? extractProgram(*f, failure) : nullptr;
}

void expectSameCounts(const Program& program, uint64_t lineBytes, const std::vector<uint64_t>& caches) {
  std::string error;
  auto symbolic = predictMisses(program, lineBytes, caches, error, DistanceCounting::Symbolic);
  ASSERT_TRUE(symbolic) << error;
  auto enumerated = predictMisses(program, lineBytes, caches, error, DistanceCounting::Enumeration);
  ASSERT_TRUE(enumerated) << error;
  for (size_t c = 0; c < caches.size(); ++c) {
    for (size_t op = 0; op < program.ops.size(); ++op)
      EXPECT_EQ((*symbolic)[c].perOp[op], (*enumerated)[c].perOp[op])
          << "access " << program.ops[op].loc.str() << ", cache " << caches[c] << " B, line " << lineBytes << " B";
  }
  EXPECT_GT((*enumerated)[0].total.capacity, 0u) << "the smallest cache should take capacity misses";
}

class SymbolicEqualsEnumeration : public testing::TestWithParam<Case> {};

TEST_P(SymbolicEqualsEnumeration, PerAccess) {
  Failure failure;
  auto program = extract(GetParam(), failure);
  ASSERT_TRUE(program) << failure.message;
  expectSameCounts(*program, 64, {256, 1024});
  expectSameCounts(*program, 24, {96, 384});
}

const Case kCases[] = {
    {"gemm", {"N=12"}},        {"gemm", {"N=20"}},  {"atax", {"N=12", "M=10"}},       {"mvt", {"N=12"}},
    {"syrk", {"N=12", "M=6"}}, {"trisolv", {"N=20"}}, {"gemm", {"N=12", "DATA=float"}},
};

std::string caseName(const testing::TestParamInfo<Case>& info) {
  std::string name = info.param.kernel;
  for (const std::string& d : info.param.defines) name += "_" + d;
  for (char& c : name)
    if (!isalnum((unsigned char)c)) c = '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Kernels, SymbolicEqualsEnumeration, testing::ValuesIn(kCases), caseName);

// The raster periods of the relation written `relation`, with at most `maxClasses` residue classes.
std::vector<unsigned> periodsOf(const char* relation, unsigned maxClasses) {
  IslContext ctx;
  return rasterPeriods(isl::map(ctx.get(), relation), maxClasses);
}

TEST(Rasterize, PeriodsComeFromDivisionsOfTheTimeAlone) { EXPECT_EQ(periodsOf("{ T[j, k] -> U[x] : 0 <= j < 100 and 0 <= k < 100 and 0 <= x <= (j + 4k) mod 8 }", 256), (std::vector<unsigned>{8, 2})); }

TEST(Rasterize, NoDivisionsNoClasses) { EXPECT_EQ(periodsOf("{ T[j, k] -> U[x] : 0 <= j < 100 and 0 <= k < 100 and j <= x <= k }", 256), (std::vector<unsigned>{1, 1})); }

TEST(Rasterize, DivisionsBeyondTheClassBudgetAreLeftAlone) { EXPECT_EQ(periodsOf("{ T[j, k] -> U[x] : 0 <= j < 100 and 0 <= k < 100 and 0 <= x <= (j + 4k) mod 8 }", 15), (std::vector<unsigned>{1, 1})); }

TEST(Rasterize, ClassesPartitionTheTimePoints) {
  IslContext ctx;
  isl::set times(ctx.get(), "{ T[j, k] : 0 <= j < 13 and 0 <= k < 7 }");
  auto classes = residueClasses(times.get_space(), {8, 2});
  ASSERT_EQ(classes.size(), 16u);
  isl::set covered = isl::set::empty(times.get_space());
  uint64_t points = 0;
  for (const isl::multi_aff& c : classes) {
    isl::set image = times.preimage(c).apply(isl::map::from_multi_aff(c));
    EXPECT_TRUE(image.intersect(covered).is_empty());
    covered = covered.unite(image);
    points += uint64_t(image.n_basic_set().release() >= 0);
  }
  EXPECT_TRUE(covered.is_equal(times));
  EXPECT_EQ(points, 16u);
}

} // namespace
