// Time to count growing boxes, simplices and non-unimodular cones: the Barvinok engine's time
// does not depend on the size, enumeration's grows with the number of points. Prints a table
// (median of 5 runs; enumeration skipped above 2*10^6 points).
#include "poly/Count.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

using namespace theseus::poly;

namespace {

double medianMicros(const std::function<void()>& f) {
  std::vector<double> times;
  for (int r = 0; r < 5; ++r) {
    auto start = std::chrono::steady_clock::now();
    f();
    times.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count());
  }
  std::sort(times.begin(), times.end());
  return times[2];
}

struct Family {
  const char* name;
  std::string (*text)(long n);
};

std::string box(long n) {
  std::string b = std::to_string(n);
  return "{ [i,j,k] : 0 <= i <= " + b + " and 0 <= j <= " + b + " and 0 <= k <= " + b + " }";
}

std::string simplex(long n) { return "{ [i,j,k] : i >= 0 and j >= 0 and k >= 0 and i + j + k <= " + std::to_string(n) + " }"; }

std::string cone(long n) { return "{ [i,j,k] : i >= 0 and j >= 0 and k >= 0 and 3i + 5j + 7k <= " + std::to_string(n) + " }"; }

void benchFamily(isl_ctx* ctx, const Family& family) {
  for (long n : {10l, 100l, 1000l, 100000l, 10000000l}) {
    IslSet set = parseSet(ctx, family.text(n));
    Integer count = countPoints(set.get());
    double barvinok = medianMicros([&] { countPoints(set.get()); });
    std::string enumeration = "skipped";
    if (count <= 2000000) {
      double t = medianMicros([&] { countByEnumeration(set.get()); });
      enumeration = std::to_string(long(t));
    }
    std::printf("%-22s %10ld %24s %14ld %16s\n", family.name, n, count.get_str().c_str(), long(barvinok), enumeration.c_str());
  }
}

void benchParametric(isl_ctx* ctx, const char* text, const IntVector& at) {
  IslSet set = parseSet(ctx, text);
  PiecewiseQuasiPolynomial q;
  double build = medianMicros([&] { q = countParametric(set.get()); });
  double evaluate = medianMicros([&] { q.evaluate(at); });
  std::printf("%-72s build %6ld us, evaluate at 10^6 %4ld us, %zu pieces\n", text, long(build), long(evaluate), q.pieces.size());
}

} // namespace

int main() {
  IslCtx ctx = makeIslCtx();
  std::printf("%-22s %10s %24s %14s %16s\n", "family", "N", "points", "barvinok_us", "enumerate_us");
  for (const Family& f : {Family{"box [0,N]^3", box}, Family{"simplex i+j+k<=N", simplex}, Family{"cone 3i+5j+7k<=N", cone}})
    benchFamily(ctx.get(), f);
  Integer million = 1000000;
  benchParametric(ctx.get(), "[N] -> { [a,b] : 0 <= a <= b <= N }", {million});
  benchParametric(ctx.get(), "[N] -> { [i,j,k] : i >= 0 and j >= 0 and k >= 0 and 3i + 5j + 7k <= N }", {million});
  benchParametric(ctx.get(), "[N, M] -> { [i,j] : 0 <= i <= N and 0 <= j <= M and i + j <= 10 }", {million, million});
  return 0;
}
