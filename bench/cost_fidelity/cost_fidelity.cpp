// bench/cost_fidelity: how faithfully the fast cost models rank candidates, against llvm-mca.
// Generates random straight-line functions (scalar i32/i64 and vectors of i8/i16/i32 at 128 and
// 256 bits; operands of one instruction distinct), normalizes them with LLVM's InstCombine in
// process and keeps those of 2-6 instructions until N are kept (--raw 1: no normalization, the
// functions as generated), adds the functions of any FILE.ll given (the synth's candidates, say),
// prices each with isel, tti and mca for one CPU, and prints the Spearman rank correlation of
// isel's tuple and of tti's number with mca's tuple (uOps, block reciprocal throughput, cycles),
// isel us/function and mca ms/function (batched, one module).
// Usage: cost_fidelity [--count N] [--seed S] [--mcpu CPU] [--raw 0|1] [--dump OUT.ll] [--worst K]
//                      [--isel-rounds R] [--generator tuned|held-out] [FILE.ll ...]
// --generator held-out draws the functions from the held-out mix instead (Generators.h; 2-8
// instructions kept after InstCombine); --worst is refused with it, its disagreements are not read.
// --worst K prints the K functions whose isel rank is furthest from their mca rank, with their IR,
// isel's selection and llc-19's assembly (Worst.h);
// --isel-rounds R (> 20) only times isel over R rounds, for profiling.
#include "bridge/Import.h"
#include "Generators.h"
#include "Normalize.h"
#include "Worst.h"
#include "cost/isel/IselModel.h"
#include "cost/CostModel.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using namespace theseus;

namespace {

// The operations a random function draws from, as IR text with {T} the type, {E} the element
// type, {M} the mangled type, $x / $y operands and $k a constant of the right shape.
struct OpTemplate {
  const char* text;
  bool scalar, vector, bytes;
};

const OpTemplate kOps[] = {
    {"add {T} $x, $y", true, true, true},           {"sub {T} $x, $y", true, true, true},
    {"mul {T} $x, $y", true, true, false},          {"and {T} $x, $y", true, true, true},
    {"or {T} $x, $y", true, true, true},            {"xor {T} $x, $y", true, true, true},
    {"xor {T} $x, $m1", true, true, true},          {"add {T} $x, $k", true, false, true},
    {"shl {T} $x, $s", true, true, false},          {"lshr {T} $x, $s", true, true, false},
    {"ashr {T} $x, $s", true, true, false},         {"mul {T} $x, $mulk", true, false, true},
    {"sub {T} $z, $x", true, false, true},          {"call {T} @llvm.smin.{M}({T} $x, {T} $y)", false, true, true},
    {"call {T} @llvm.umax.{M}({T} $x, {T} $y)", false, true, true},
    {"call {T} @llvm.smax.{M}({T} $x, {T} $y)", true, true, true},
    {"call {T} @llvm.umin.{M}({T} $x, {T} $y)", true, true, true},
    {"call {T} @llvm.fshl.{M}({T} $x, {T} $x, {T} $s)", true, false, true},
    {"call {T} @llvm.usub.sat.{M}({T} $x, {T} $y)", false, true, true},
    {"call {T} @llvm.uadd.sat.{M}({T} $x, {T} $y)", false, true, true},
    {"shufflevector {T} $x, {T} $y, $unpack", false, true, true},
    {"shufflevector {T} $x, {T} poison, $perm", false, true, true},
    {"SELECT", true, true, true},
};

struct Shape {
  std::string type, elem, mangled;
  bool vector;
  unsigned bits, lanes;
};

const Shape kShapes[] = {
    {"i32", "i32", "i32", false, 32, 1},
    {"i64", "i64", "i64", false, 64, 1},
    {"<4 x i32>", "i32", "v4i32", true, 32, 4},
    {"<8 x i16>", "i16", "v8i16", true, 16, 8},
    {"<16 x i8>", "i8", "v16i8", true, 8, 16},
    {"<8 x i32>", "i32", "v8i32", true, 32, 8},
    {"<16 x i16>", "i16", "v16i16", true, 16, 16},
};

std::string constant(const Shape& s, long v) { return s.vector ? "splat (" + s.elem + " " + std::to_string(v) + ")" : std::to_string(v); }

void replaceAll(std::string& s, const std::string& from, const std::string& to) {
  for (size_t at; (at = s.find(from)) != std::string::npos;) s.replace(at, from.size(), to);
}

// A shufflevector mask over `s` whose lane i is lane(i, lanes, lanes per 128 bits).
template <typename Lane>
std::string shuffleMask(const Shape& s, Lane lane) {
  std::string out = "<" + std::to_string(s.lanes) + " x i32> <";
  unsigned k = std::min(s.lanes, 128 / s.bits);
  for (unsigned i = 0; i < s.lanes; ++i) out += (i ? ", i32 " : "i32 ") + std::to_string(lane(i, s.lanes, k));
  return out + ">";
}

// One random function of `length` instructions; the last value is returned.
std::string randomFunction(std::mt19937& rng, unsigned index, unsigned length) {
  const Shape& s = kShapes[rng() % std::size(kShapes)];
  std::vector<std::string> values = {"%a", "%b", "%c"};
  std::ostringstream body;
  for (unsigned i = 0; i < length; ++i) {
    const OpTemplate* op;
    do op = &kOps[rng() % std::size(kOps)];
    while (!(s.vector ? op->vector && (op->bytes || s.bits > 8) : op->scalar));
    auto pick = [&] { return values[values.size() - 1 - rng() % std::min<size_t>(values.size(), 3)]; };
    std::string name = "%v" + std::to_string(i);
    std::string text = op->text;
    if (text == "SELECT") {
      const char* preds[] = {"sgt", "eq", "slt", "ugt"};
      std::string l = pick(), r = l == "%c" ? "%b" : "%c";
      body << "  " << name << "c = icmp " << preds[rng() % (s.vector ? 2 : 4)] << " " << s.type << " " << l << ", " << r << "\n";
      text = "select " + (s.vector ? "<" + std::to_string(s.lanes) + " x i1>" : std::string("i1")) + " " + name + "c, {T} $x, {T} $y";
    }
    replaceAll(text, "{T}", s.type);
    replaceAll(text, "{M}", s.mangled);
    std::string x = pick(), y = pick();
    for (int tries = 0; y == x && tries < 8; ++tries) y = pick();
    if (y == x) y = x == "%a" ? "%b" : "%a";
    replaceAll(text, "$unpack", shuffleMask(s, [](unsigned i, unsigned n, unsigned k) { return i / k * k + (i % 2 ? n : 0) + i % k / 2; }));
    replaceAll(text, "$perm", shuffleMask(s, [](unsigned i, unsigned, unsigned) { return i ^ 1; }));
    replaceAll(text, "$x", x);
    replaceAll(text, "$y", y);
    replaceAll(text, "$z", constant(s, 0));
    replaceAll(text, "$m1", constant(s, -1));
    replaceAll(text, "$k", constant(s, long(rng() % 200) - 100));
    replaceAll(text, "$s", constant(s, long(1 + rng() % 3)));
    replaceAll(text, "$mulk", constant(s, long((const int[]){3, 4, 5, 8, 9, 12}[rng() % 6])));
    body << "  " << name << " = " << text << "\n";
    values.push_back(name);
  }
  std::ostringstream f;
  f << "define " << s.type << " @f" << index << "(" << s.type << " %a, " << s.type << " %b, " << s.type << " %c) {\n"
    << body.str() << "  ret " << s.type << " " << values.back() << "\n}\n\n";
  return f.str();
}

double pearson(const std::vector<double>& x, const std::vector<double>& y) {
  double mx = 0, my = 0;
  for (size_t i = 0; i < x.size(); ++i) mx += x[i], my += y[i];
  mx /= double(x.size()), my /= double(y.size());
  double sxy = 0, sxx = 0, syy = 0;
  for (size_t i = 0; i < x.size(); ++i) sxy += (x[i] - mx) * (y[i] - my), sxx += (x[i] - mx) * (x[i] - mx), syy += (y[i] - my) * (y[i] - my);
  return sxy / std::sqrt(sxx * syy);
}

double spearman(const std::vector<std::vector<double>>& a, const std::vector<std::vector<double>>& b) { return pearson(bench::ranks(a), bench::ranks(b)); }

size_t countDefinitions(const std::string& text) {
  size_t n = 0;
  for (size_t at = 0; (at = text.find("\ndefine ", at)) != std::string::npos; ++at) ++n;
  return n + (text.starts_with("define ") ? 1 : 0);
}

// A point in time: wall clock and this process's CPU time (the CPU time does not grow while other
// processes run, so it measures the model rather than the machine's load).
struct Stamp {
  std::chrono::steady_clock::time_point wall;
  double cpu;
};

double processCpuSeconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

Stamp now() { return {std::chrono::steady_clock::now(), processCpuSeconds()}; }

struct Elapsed {
  double wall, cpu;
};

Elapsed since(const Stamp& t) { return {std::chrono::duration<double>(std::chrono::steady_clock::now() - t.wall).count(), processCpuSeconds() - t.cpu}; }

} // namespace

int main(int argc, char** argv) {
  unsigned count = 1000, seed = 1, worst = 0, iselRounds = 20;
  bool raw = false;
  std::string mcpu = "x86-64-v3", dump, generator = "tuned";
  std::string commandLine;
  for (int i = 0; i < argc; ++i) commandLine += std::string(i ? " " : "") + argv[i];
  std::vector<std::string> extraFiles;
  for (int i = 1; i < argc; ++i) {
    std::string flag = argv[i];
    if (!flag.starts_with("--")) {
      extraFiles.push_back(flag);
      continue;
    }
    if (i + 1 >= argc) break;
    if (flag == "--count") count = unsigned(std::stoul(argv[i + 1]));
    else if (flag == "--seed") seed = unsigned(std::stoul(argv[i + 1]));
    else if (flag == "--mcpu") mcpu = argv[i + 1];
    else if (flag == "--dump") dump = argv[i + 1];
    else if (flag == "--isel-rounds") iselRounds = unsigned(std::stoul(argv[i + 1]));
    else if (flag == "--raw") raw = std::string(argv[i + 1]) == "1";
    else if (flag == "--worst") worst = unsigned(std::stoul(argv[i + 1]));
    else if (flag == "--generator") generator = argv[i + 1];
    ++i;
  }
  bool heldOut = generator == "held-out";
  if (!heldOut && generator != "tuned") {
    std::fprintf(stderr, "cost_fidelity: unknown generator '%s' (tuned, held-out)\n", generator.c_str());
    return 4;
  }
  if (heldOut && worst) {
    std::fprintf(stderr, "cost_fidelity: --worst is not available with --generator held-out (its disagreements are never read)\n");
    return 4;
  }
  auto generate = heldOut ? bench::heldOutFunction : randomFunction;
  unsigned minLength = 2, lengths = heldOut ? 6 : 5, maxKept = heldOut ? 8 : 6;
  std::mt19937 rng(seed);
  std::vector<std::string> texts;
  unsigned generated = 0;
  if (raw) {
    texts.emplace_back();
    for (; generated < count; ++generated) texts.back() += generate(rng, generated, minLength + rng() % lengths);
  } else
    for (unsigned kept = 0; kept < count;) {
      std::string batch;
      for (unsigned i = 0; i < count - kept; ++i, ++generated) batch += generate(rng, generated, minLength + rng() % lengths);
      std::string problem;
      texts.push_back(bench::instcombined(batch, 2, maxKept, problem));
      if (!problem.empty()) {
        std::fprintf(stderr, "generated IR does not parse: %s\n", problem.c_str());
        return 1;
      }
      kept += unsigned(countDefinitions(texts.back()));
    }
  for (size_t i = 0; i < texts.size() && !dump.empty(); ++i) std::ofstream(i ? dump + "." + std::to_string(i) : dump) << texts[i];
  bridge::Diagnostic error;
  std::vector<bridge::ImportedModule> modules;
  std::vector<const ir::Function*> fs;
  size_t fromFiles = 0;
  for (size_t i = 0; i < texts.size() + extraFiles.size(); ++i) {
    auto m = i < texts.size() ? bridge::importText(texts[i], "cost_fidelity.ll", error) : bridge::importFile(extraFiles[i - texts.size()], error);
    if (!m) {
      std::fprintf(stderr, "%s\n", error.str().c_str());
      return 1;
    }
    modules.push_back(std::move(*m));
    for (auto& name : modules.back().definitions)
      if (auto* f = modules.back().module->find(name)) {
        fs.push_back(f);
        fromFiles += i >= texts.size();
      }
  }
  cost::CostOptions options;
  options.mcpu = mcpu;
  std::string problem;
  std::unique_ptr<cost::CostModel> isel = cost::createIselModel(options, problem);
  auto tti = cost::createCostModel("tti", options, problem);
  auto mca = cost::createCostModel("mca", options, problem);
  if (!isel || !tti || !mca) {
    std::fprintf(stderr, "%s\n", problem.c_str());
    return 1;
  }
  isel->costAll(fs);
  if (iselRounds > 20) {
    auto t = now();
    for (unsigned round = 0; round < iselRounds; ++round) isel->costAll(fs);
    Elapsed e = since(t);
    std::printf("isel only, %u rounds: %.2f us/function wall, %.2f us/function CPU\n", iselRounds, e.wall * 1e6 / iselRounds / double(fs.size()),
                e.cpu * 1e6 / iselRounds / double(fs.size()));
    return 0;
  }
  auto t0 = now();
  std::vector<cost::CostResult> iselCosts;
  for (unsigned round = 0; round < iselRounds; ++round) iselCosts = isel->costAll(fs);
  Elapsed iselTime = since(t0);
  t0 = now();
  auto ttiCosts = tti->costAll(fs);
  Elapsed ttiTime = since(t0);
  t0 = now();
  auto mcaCosts = mca->costAll(fs);
  Elapsed mcaTime = since(t0);
  std::vector<bench::RankedFunction> priced;
  std::vector<std::vector<double>> iselKeys, ttiKeys, mcaKeys, mcaUops, iselUops;
  unsigned skipped = 0;
  for (size_t i = 0; i < fs.size(); ++i) {
    if (!iselCosts[i].cost || !ttiCosts[i].cost || !mcaCosts[i].cost) {
      if (worst && skipped < worst)
        std::printf("skipped @%s: %s%s%s\n", fs[i]->name().c_str(), iselCosts[i].error.c_str(), ttiCosts[i].error.c_str(), mcaCosts[i].error.c_str());
      ++skipped;
      continue;
    }
    priced.push_back({fs[i], iselCosts[i].cost->key, mcaCosts[i].cost->key});
    iselKeys.push_back(iselCosts[i].cost->key);
    ttiKeys.push_back(ttiCosts[i].cost->key);
    mcaKeys.push_back(mcaCosts[i].cost->key);
    mcaUops.push_back({mcaCosts[i].cost->key[0]});
    iselUops.push_back({iselCosts[i].cost->key[0]});
  }
  std::printf("command: %s\n", commandLine.c_str());
  if (std::ifstream load("/proc/loadavg"); load) {
    std::string one;
    load >> one;
    std::printf("machine: load average %s (wall-clock timings scale with it; CPU time does not)\n", one.c_str());
  }
  const char* mix = !generated ? "no generated functions"
                    : heldOut  ? "held-out mix: 2-8 instructions; i8..i64 scalars, i8..i64 lanes at 128/256/512 bits"
                               : "tuned mix: 2-6 instructions; i32, i64, <4 x i32>, <8 x i16>, <16 x i8>, <8 x i32>, <16 x i16>";
  std::printf("functions: %zu (%u generated, %s; %s; %zu from files), %zu priced by all three models, %u skipped\n", fs.size(), generated,
              raw ? "as generated" : "kept after InstCombine", mix, fromFiles, mcaKeys.size(), skipped);
  std::printf("Spearman vs mca (uOps, RThroughput, cycles) on %s:  isel tuple %.3f   tti %.3f\n", mcpu.c_str(), spearman(iselKeys, mcaKeys), spearman(ttiKeys, mcaKeys));
  std::printf("Spearman vs mca uOps alone:                           isel uOps  %.3f   tti %.3f\n", spearman(iselUops, mcaUops), spearman(ttiKeys, mcaUops));
  if (worst) bench::printWorst(worst, priced, *dynamic_cast<cost::IselModel*>(isel.get()), mcpu);
  double n = double(fs.size());
  std::printf("speed (CPU time): isel %.2f us/function (mean of %u rounds), tti %.3f ms/function, mca %.3f ms/function (batched, one module)\n",
              iselTime.cpu * 1e6 / iselRounds / n, iselRounds, ttiTime.cpu * 1e3 / n, mcaTime.cpu * 1e3 / n);
  std::printf("speed (wall):     isel %.2f us/function, tti %.3f ms/function, mca %.3f ms/function\n", iselTime.wall * 1e6 / iselRounds / n,
              ttiTime.wall * 1e3 / n, mcaTime.wall * 1e3 / n);
  return 0;
}
