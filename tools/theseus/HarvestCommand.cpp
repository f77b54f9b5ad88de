// theseus harvest: the cuts of a corpus (.c through clang-19, .ll, .bc), deduplicated by their
// canonical form, synthesized in parallel worker processes (`theseus synth-cut`) into the rewrite
// cache, and reported as JSON and a self-contained HTML page. With --queue, the cuts are only
// queued for `theseus worker`s.
#include "driver/Corpus.h"
#include "driver/CutCollector.h"
#include "driver/HarvestPricing.h"
#include "driver/ProcessPool.h"
#include "driver/RunReport.h"
#include "driver/Session.h"
#include "store/JobQueue.h"
#include "store/RewriteCache.h"
#include "synth/EngineFactory.h"
#include "tools/theseus/HarvestFront.h"
#include "tools/theseus/OptCommand.h"
#include "tools/theseus/Verbs.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/JSON.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <unistd.h>

namespace theseus::tools {

namespace {

const char* const kHarvestHelp = R"(usage: theseus harvest DIR|FILE... [-j N] [--cache URL] [--report-dir D] [--queue redis://...] [options]

Extracts the cuts of every integer and floating-point instruction of a corpus (.c files are
compiled with `clang-19 -O3 -emit-llvm -g -march=M`; .ll and .bc are read as they are; directories
are searched recursively), keeps one cut per canonical form, skips those the cache already answers, and
synthesizes the rest in N worker processes (`theseus synth-cut`), which prove and cache their
rewrites. Cuts are synthesized hottest first (by their block's estimated share of its function's
executed instructions); a cut below --min-share (default 0.01 here) is cold and not synthesized,
and one below 10% gets a time limit scaled down with its share (at least a quarter). Under
--objective machine (the default), each proved rewrite is then priced where it occurs, as a
compile would meet it, and the verdicts are stored in the cache. Writes D/report.json and D/report.html (source location, cut, proved rewrite, costs
before and after, proof time) and prints the HTML report's path. Progress goes to stderr (a bar
on a terminal, plain lines otherwise).

options:
  -j N                 worker processes (default: the number of CPUs)
  --report-dir D       where the report, the cut files and the compiled bitcode go (default harvest-report)
  --march M            -march for .c files (default x86-64-v3)
  --queue URL          only queue the cuts (redis://HOST:PORT[/NAME]) for `theseus worker`s
  --peephole-db FILE   the peephole table, asked first in this process for every cut: a proved
                       hit is cached without a worker; a cut that is the cheapest program of its
                       class in the table is searched with --minimal-share of the time limit
                       (default 0.25; 0: not searched). With --engine peephole-db the table's
                       answer is final. The workers get the table when their engine takes one
                       (portfolio, peephole-db). Default: D/peephole.db,
                       built with the default options of `theseus peephole-db build` when absent
                       (about 2 s); `none`: no table
  --minimal-share S    see --peephole-db
)";

const char* const kHarvestTail = R"(
exit codes: 0 harvested (whatever was found), 4 bad input (unknown file kind, a .c file that does not
compile, a module that does not parse, an unopenable cache or queue)
)";

using Clock = std::chrono::steady_clock;

int badInput(const std::string& message) {
  std::cerr << "theseus harvest: error: " << message << "\n";
  return ExitBadInput;
}

double since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// Progress on stderr: a redrawn bar on a terminal, one plain line per finished cut otherwise.
class Progress {
public:
  Progress(size_t total) : total_(total), tty_(isatty(2)), start_(Clock::now()) {}
  void finished(const driver::CutRecord& r) {
    ++done_;
    if (r.outcome == driver::CutOutcome::Proved) ++proved_;
    if (tty_) return draw();
    std::cerr << "harvest: [" << done_ << "/" << total_ << "] " << (r.file.empty() ? "" : r.file + ":" + std::to_string(r.line) + " ")
              << "@" << r.function << ": " << driver::cutOutcomeName(r.outcome) << "\n";
  }
  void tick() {
    if (tty_) draw();
  }
  void end() {
    if (tty_) std::cerr << "\n";
  }

private:
  void draw() {
    const unsigned width = 30;
    unsigned filled = total_ ? unsigned(width * done_ / total_) : width;
    std::string bar(filled, '#');
    bar.resize(width, '.');
    char line[160];
    std::snprintf(line, sizeof line, "\r[%s] %zu/%zu cuts, %zu proved, %.0f s ", bar.c_str(), done_, total_, proved_, since(start_));
    std::cerr << line << std::flush;
  }
  size_t total_, done_ = 0, proved_ = 0;
  bool tty_;
  Clock::time_point start_;
};

// The arguments of the worker process synthesizing the cut at `cutPath` under `options`.
std::vector<std::string> childArguments(const std::string& cutPath, const CommandLine& cl, const driver::DriverOptions& options,
                                        const std::string& cacheUrl) {
  std::vector<std::string> args{"synth-cut", cutPath, "--cache", cacheUrl, "--max-insts", std::to_string(options.budget.maxInsts),
                                "--time-limit", std::to_string(options.budget.seconds), "--query-timeout-ms",
                                std::to_string(options.budget.queryTimeoutMs), "--mcpu", options.mcpu};
  if (auto engine = cl.value("engine")) args.insert(args.end(), {"--engine", *engine});
  std::string engine = cl.value("engine").value_or(synth::defaultPipelineEngine());
  bool takesTable = engine == "portfolio" || engine == "peephole-db";
  if (auto table = cl.value("peephole-db"); table && *table != "none" && takesTable) args.insert(args.end(), {"--peephole-db", *table});
  for (const std::string& setting : cl.values("engine-setting")) args.insert(args.end(), {"--engine-setting", setting});
  return args;
}

// The outcome of a worker process from its exit code (and the cache it wrote); true when the
// worker ended normally without caching anything (its search proved nothing and met solver
// unknowns), so that the record has no source cost yet.
bool recordChild(const driver::ChildResult& child, store::RewriteStore& cache, const driver::HarvestedCut& c,
                 const driver::DriverOptions& options, driver::CutRecord& r) {
  r.seconds = child.seconds;
  if (child.timedOut) {
    r.outcome = driver::CutOutcome::Failed;
    r.detail = "worker killed after its time limit";
  } else if (child.exitCode == ExitUnsupported) {
    r.outcome = driver::CutOutcome::Unsupported;
    r.detail = child.errors.substr(0, child.errors.find('\n'));
  } else if (child.exitCode == ExitOk || child.exitCode == ExitUnknown) {
    bool cached = fillFromCache(cache, c, options, r);
    if (!cached) r.outcome = driver::CutOutcome::NoRewrite;
    if (!child.errors.empty()) r.detail = child.errors.substr(0, child.errors.find('\n'));
    return !cached;
  } else if (child.exitCode == 127) {
    r.outcome = driver::CutOutcome::Failed;
    r.detail = "the worker process could not be started (exec failed; was the theseus binary replaced?)";
  } else {
    r.outcome = driver::CutOutcome::Failed;
    r.detail = "worker exited " + std::to_string(child.exitCode) + ": " + child.errors.substr(0, child.errors.find('\n'));
  }
  return false;
}

struct Summary {
  size_t files = 0;
  // Cuts the peephole table proved in this process, and cuts it showed minimal (searched with
  // --minimal-share of the time limit).
  size_t tableProved = 0, tableMinimal = 0;
  double seconds = 0;
  double synthesisSeconds = 0;
  size_t synthesized = 0;
  size_t cacheHits = 0;
  size_t queued = 0;
  size_t cold = 0;
  // Distinct proved rewrites that gained in machine code at some place, and the pricing's time.
  size_t machineGains = 0;
  double machineSeconds = 0;
};

// The ir model's prices of each proved rewrite's cut and rewrite (the ir column).
void addIrPrices(const driver::CutCollector& collector, std::vector<driver::CutRecord>& records) {
  for (size_t i = 0; i < records.size(); ++i) {
    if (records[i].outcome != driver::CutOutcome::Proved) continue;
    if (auto prices = driver::irPrices(collector.cuts()[i].canonicalText, records[i].rewriteText)) {
      records[i].irSourceCost = prices->first;
      records[i].irRewriteCost = prices->second;
    }
  }
}

// Notes each proved rewrite's machine verdicts over its places in its record (a rewrite that
// gained nowhere it was priced becomes NoMachineGain); returns how many gained somewhere.
size_t addMachineTallies(const driver::CutCollector& collector, const driver::DriverOptions& options,
                         const std::map<uint64_t, driver::MachineTally>& tallies, std::vector<driver::CutRecord>& records) {
  size_t gained = 0;
  for (size_t i = 0; i < records.size(); ++i) {
    driver::CutRecord& r = records[i];
    if (r.outcome != driver::CutOutcome::Proved) continue;
    auto it = tallies.find(keyOf(collector.cuts()[i], options).hash);
    if (it == tallies.end()) continue;
    const driver::MachineTally& t = it->second;
    unsigned priced = t.gains + t.noGains;
    r.machineVerdict = "gain at " + std::to_string(t.gains) + " of " + std::to_string(priced) + " places priced";
    if (t.notPriced) r.machineVerdict += "; " + std::to_string(t.notPriced) + " " + t.firstWhyNot;
    if (priced) {
      r.machineBefore = t.before;
      r.machineAfter = t.after;
    }
    if (priced && !t.gains) r.outcome = driver::CutOutcome::NoMachineGain;
    gained += t.gains > 0;
  }
  return gained;
}

void writeReports(const std::string& dir, const driver::CutCollector& collector, std::vector<driver::CutRecord> records, const Summary& s,
                  const std::string& cacheUrl) {
  std::stable_sort(records.begin(), records.end(), [](const driver::CutRecord& a, const driver::CutRecord& b) {
    bool pa = a.outcome == driver::CutOutcome::Proved, pb = b.outcome == driver::CutOutcome::Proved;
    if (pa != pb) return pa;
    return (a.sourceCost - a.rewriteCost) > (b.sourceCost - b.rewriteCost);
  });
  size_t proved = std::count_if(records.begin(), records.end(), [](auto& r) {
    return r.outcome == driver::CutOutcome::Proved || r.outcome == driver::CutOutcome::NoMachineGain;
  });
  double rate = s.synthesisSeconds > 0 ? double(s.synthesized) / s.synthesisSeconds : 0;
  std::vector<std::pair<std::string, std::string>> summary{
      {"files", std::to_string(s.files)},
      {"functions", std::to_string(collector.functions())},
      {"candidate instructions", std::to_string(collector.candidates())},
      {"cuts extracted", std::to_string(collector.extracted())},
      {"distinct cuts", std::to_string(records.size())},
      {"answered by the cache", std::to_string(s.cacheHits)},
      {"synthesized", std::to_string(s.synthesized)},
      {"queued", std::to_string(s.queued)},
      {"proved by the peephole table", std::to_string(s.tableProved)},
      {"minimal in the peephole table", std::to_string(s.tableMinimal)},
      {"distinct proved rewrites", std::to_string(proved)},
      {"cold cuts (not synthesized)", std::to_string(s.cold)},
      {"proved rewrites with a machine-code gain", std::to_string(s.machineGains)},
      {"machine pricing seconds", std::to_string(s.machineSeconds)},
      {"synthesis throughput (cuts/s)", std::to_string(rate)},
      {"wall-clock seconds", std::to_string(s.seconds)},
      {"cache", cacheUrl}};
  std::error_code openError;
  llvm::raw_fd_ostream json(dir + "/report.json", openError);
  llvm::json::OStream j(json);
  j.object([&] {
    for (auto& [name, value] : summary) j.attribute(name, value);
    j.attributeBegin("cuts");
    j.rawValue(driver::cutsJson(records));
    j.attributeEnd();
  });
  json << "\n";
  std::ofstream html(dir + "/report.html");
  html << driver::reportHtml("Theseus harvest", summary, records);
}

} // namespace

int runHarvest(const std::vector<std::string>& args) {
  std::set<std::string> valued = pipelineValuedOptions();
  valued.insert({"j", "report-dir", "march", "queue", "minimal-share"});
  std::set<std::string> flags = pipelineFlagOptions();
  flags.insert("help");
  CommandLine cl(args, valued, flags);
  if (cl.has("help")) {
    std::cout << kHarvestHelp << kPipelineOptionsHelp << kHarvestTail;
    return ExitOk;
  }
  auto start = Clock::now();
  std::string error;
  std::optional<unsigned> jobs = cl.unsignedValue("j");
  std::optional<driver::DriverOptions> options = pipelineOptions(cl, error);
  if (!options) return badInput(error);
  if (!cl.ok()) return badInput(cl.error());
  if (cl.has("no-cache")) return badInput("harvest fills a cache; drop --no-cache");
  if (cl.positional().empty()) return badInput("expected directories or files (see theseus harvest --help)");
  std::string reportDir = cl.value("report-dir").value_or("harvest-report");
  for (const char* sub : {"", "/cuts", "/bitcode"})
    if (llvm::sys::fs::create_directories(reportDir + sub)) return badInput("cannot create " + reportDir + sub);
  std::vector<std::string> inputs = driver::collectInputs(cl.positional(), error);
  if (!error.empty()) return badInput(error);
  std::string cacheUrl = cl.value("cache").value_or("sqlite:" + store::defaultCachePath());
  std::unique_ptr<store::RewriteStore> cache = store::openRewriteStore(cacheUrl, error);
  if (!cache) return badInput(error);

  if (!cl.value("min-share")) options->minBlockShare = 0.01;
  driver::CutCollector collector(*options);
  std::vector<std::string> modules;
  for (const std::string& input : inputs) {
    std::string bitcode = driver::compileIfSource(input, reportDir + "/bitcode", cl.value("march").value_or("x86-64-v3"), error);
    if (bitcode.empty()) return badInput(error);
    modules.push_back(bitcode);
    llvm::LLVMContext context;
    std::unique_ptr<llvm::Module> m = driver::readModule(bitcode, context, error);
    if (!m) return badInput(error);
    collector.addModule(*m);
  }
  Summary summary;
  summary.files = inputs.size();
  std::vector<driver::CutRecord> records;
  std::vector<size_t> pending;
  for (const driver::HarvestedCut& c : collector.cuts()) {
    records.push_back(c.record);
    records.back().detail = c.occurrences > 1 ? std::to_string(c.occurrences) + " occurrences" : "";
    try {
      if (fillFromCache(*cache, c, optionsForShare(*options, c.record.blockShare), records.back())) {
        records.back().cacheHit = true;
        ++summary.cacheHits;
        continue;
      }
    } catch (const store::StoreError& e) {
      return badInput(e.what());
    }
    if (c.record.blockShare >= 0 && c.record.blockShare < options->minBlockShare) {
      records.back().outcome = driver::CutOutcome::Cold;
      records.back().detail = driver::coldBlockDetail(c.record.blockShare) + (c.occurrences > 1 ? "; " + records.back().detail : "");
      ++summary.cold;
      continue;
    }
    pending.push_back(records.size() - 1);
  }
  std::stable_sort(pending.begin(), pending.end(), [&](size_t a, size_t b) { return records[a].blockShare > records[b].blockShare; });
  for (size_t i : pending) std::ofstream(cutPath(reportDir, i)) << collector.cuts()[i].canonicalText;
  Progress progress(pending.size());
  std::vector<double> scale(records.size(), 1.0);
  TableFront front;
  if (!askTableFirst(cl, reportDir, collector, *cache, *options, records, scale, pending, [&](const driver::CutRecord& r) { progress.finished(r); },
                     front, error))
    return badInput(error);
  summary.cacheHits += front.cacheHits;
  summary.tableProved = front.proved;
  summary.tableMinimal = front.minimal;
  std::cerr << "harvest: " << inputs.size() << " files, " << collector.extracted() << " cuts, " << records.size() << " distinct, "
            << summary.cacheHits << " answered by the cache, " << summary.cold << " cold, " << pending.size() << " to synthesize\n";

  if (auto queueUrl = cl.value("queue")) {
    std::unique_ptr<store::JobQueue> queue = store::openJobQueue(*queueUrl, error);
    if (!queue) return badInput(error);
    for (size_t i : pending) {
      store::Job job;
      job.key = keyOf(collector.cuts()[i], *options);
      job.budget = budgetOf(*options);
      job.origin = records[i].file + ":" + std::to_string(records[i].line) + ":@" + records[i].function;
      job.options["query-timeout-ms"] = std::to_string(options->budget.queryTimeoutMs);
      if (queue->push(job) == store::PushOutcome::Queued) ++summary.queued;
      records[i].detail = "queued";
    }
  } else {
    std::vector<std::vector<std::string>> jobArgs;
    std::vector<size_t> unpriced;
    for (size_t n = 0; n < pending.size(); ++n) {
      std::string path = cutPath(reportDir, pending[n]);
      driver::DriverOptions jobOptions = optionsForShare(*options, records[pending[n]].blockShare);
      jobOptions.budget.seconds *= scale[pending[n]];
      jobArgs.push_back(childArguments(path, cl, jobOptions, cacheUrl));
    }
    auto synthStart = Clock::now();
    unsigned parallel = jobs.value_or(std::max(1u, unsigned(sysconf(_SC_NPROCESSORS_ONLN))));
    driver::runProcessPool(
        driver::selfExecutable(), jobArgs, parallel, options->budget.seconds * 3 + 30, reportDir + "/cuts",
        [&](size_t n, const driver::ChildResult& child) {
          size_t i = pending[n];
          driver::DriverOptions jobOptions = optionsForShare(*options, records[i].blockShare);
          jobOptions.budget.seconds *= scale[i];
          if (recordChild(child, *cache, collector.cuts()[i], jobOptions, records[i])) unpriced.push_back(i);
          progress.finished(records[i]);
        },
        [&] { progress.tick(); });
    progress.end();
    summary.synthesized = pending.size() + front.answered;
    summary.synthesisSeconds = since(synthStart);
    if (!driver::addSourcePrices(collector, *options, records, unpriced, error))
      std::cerr << "theseus harvest: warning: the sources of cuts whose search met unknowns are not priced: " << error << "\n";
  }
  addIrPrices(collector, records);
  if (!cl.value("queue") && options->objective == driver::Objective::Machine) {
    auto machineStart = Clock::now();
    std::optional<std::map<uint64_t, driver::MachineTally>> tallies = driver::measureMachineGains(modules, *options, *cache, error);
    if (!tallies) return badInput(error);
    summary.machineGains = addMachineTallies(collector, *options, *tallies, records);
    summary.machineSeconds = since(machineStart);
  }
  summary.seconds = since(start);
  writeReports(reportDir, collector, records, summary, cacheUrl);
  std::cout << reportDir << "/report.html\n";
  return ExitOk;
}

static const VerbRegistration kHarvestVerb{"harvest", "extract, deduplicate and synthesize the cuts of a corpus into the cache, with a report",
                                           runHarvest};

} // namespace theseus::tools
