// The peephole-db engine over cut files (one function each, as `theseus harvest` writes them
// into REPORT/cuts/): for each cut, one engine call with the isel model; prints how many cuts
// were in the table's scope, looked up, hit, proved, refuted, not cheaper or unknown, and the
// lookup latency (fingerprinting the cut on the table's lanes and the SQLite query, the proof
// excluded) per looked-up cut: median, mean, 99th percentile and maximum of the first call on
// each cut (the table's pages cold), and the median and 99th percentile of a third call on each
// (its pages in memory).
//
// usage: lookup_bench TABLE.db CUT.ll...
#include "bridge/Import.h"
#include "cost/CostModel.h"
#include "driver/PeepholeTables.h"
#include "synth/EngineFactory.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <numeric>
#include <string>
#include <vector>

namespace {

using namespace theseus;

// The only defined function of `m`, or null when it has none or several.
const ir::Function* onlyFunction(const ir::Module& m) {
  const ir::Function* out = nullptr;
  for (auto& f : m.functions()) {
    if (f->blocks().empty()) continue;
    if (out) return nullptr;
    out = f.get();
  }
  return out;
}

// The value at fraction `p` (0..1) of `v` sorted; 0 for none.
double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, size_t(p * double(v.size())))];
}

} // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: lookup_bench TABLE.db CUT.ll...\n");
    return 4;
  }
  driver::installPeepholeTables();
  std::string error;
  auto engine = synth::createEngine("peephole-db", {{"database", std::string(argv[1])}}, error);
  if (!engine) {
    std::fprintf(stderr, "lookup_bench: %s\n", error.c_str());
    return 4;
  }
  auto model = cost::createCostModel("isel", cost::CostOptions{}, error);
  std::map<std::string, uint64_t> totals;
  std::vector<double> lookupSeconds, fingerprintSeconds;
  struct Loaded {
    std::optional<bridge::ImportedModule> module;
    const ir::Function* cut;
  };
  std::vector<Loaded> inScope;
  double proofSeconds = 0;
  uint64_t cuts = 0, unreadable = 0, unsupported = 0;
  for (int i = 2; i < argc; ++i) {
    bridge::Diagnostic diagnostic;
    auto imported = bridge::importFile(argv[i], diagnostic);
    const ir::Function* cut = imported ? onlyFunction(*imported->module) : nullptr;
    if (!cut) {
      ++unreadable;
      continue;
    }
    ++cuts;
    synth::EngineBudget budget;
    synth::EngineResult r = engine->run({*cut, imported->module->dataLayout, budget, *model, model->mcpu()});
    if (!r.unsupported.empty()) {
      ++unsupported;
      continue;
    }
    inScope.push_back({std::move(imported), cut});
    for (const char* name : {"lookups", "hits", "proved", "refuted", "not-cheaper", "other-signature"}) totals[name] += r.stats.counter(name);
    totals["unknown"] += r.stats.unknowns;
    if (r.stats.counter("lookups")) {
      lookupSeconds.push_back(r.stats.timing("lookup"));
      fingerprintSeconds.push_back(r.stats.timing("fingerprint"));
    }
    proofSeconds += r.stats.timing("proof");
  }
  std::vector<double> warmSeconds;
  for (int pass = 0; pass < 2; ++pass)
    for (const Loaded& c : inScope) {
      synth::EngineBudget budget;
      synth::EngineResult r = engine->run({*c.cut, c.module->module->dataLayout, budget, *model, model->mcpu()});
      if (pass == 1) warmSeconds.push_back(r.stats.timing("lookup"));
    }
  double mean = lookupSeconds.empty() ? 0 : std::accumulate(lookupSeconds.begin(), lookupSeconds.end(), 0.0) / double(lookupSeconds.size());
  std::printf("cuts %llu (unreadable %llu), outside the table's scope %llu, looked up %llu\n", (unsigned long long)cuts,
              (unsigned long long)unreadable, (unsigned long long)unsupported, (unsigned long long)totals["lookups"]);
  std::printf("hits %llu, proved %llu, refuted %llu, not cheaper %llu, unknown %llu\n", (unsigned long long)totals["hits"],
              (unsigned long long)totals["proved"], (unsigned long long)totals["refuted"], (unsigned long long)totals["not-cheaper"],
              (unsigned long long)totals["unknown"]);
  std::printf("lookup latency (us): median %.2f, mean %.2f, p99 %.2f, max %.2f; proofs %.3f s in all\n", percentile(lookupSeconds, 0.5) * 1e6,
              mean * 1e6, percentile(lookupSeconds, 0.99) * 1e6, percentile(lookupSeconds, 1.0) * 1e6, proofSeconds);
  std::printf("the same cuts again, after two passes over them (us): median %.2f, p99 %.2f\n", percentile(warmSeconds, 0.5) * 1e6,
              percentile(warmSeconds, 0.99) * 1e6);
  std::printf("of which fingerprinting the cut on the lanes (us): median %.2f\n", percentile(fingerprintSeconds, 0.5) * 1e6);
  return 0;
}
