// theseus worker: takes synthesis jobs from a shared Redis queue and writes their results to the
// rewrite cache (store/Worker.h). The job handler lives here because store/ may not see synth/:
// it runs one engine of synth/EngineFactory.h (--engine, default the pipeline's: the portfolio).
#include "bridge/Import.h"
#include "cost/CostModel.h"
#include "driver/PeepholeTables.h"
#include "ir/Printer.h"
#include "store/JobQueue.h"
#include "store/RewriteCache.h"
#include "store/Worker.h"
#include "synth/EngineFactory.h"
#include "synth/engine/Profit.h"
#include "tools/theseus/CommandLine.h"
#include "tools/theseus/OptCommand.h"
#include "tools/theseus/Verbs.h"

#include <csignal>
#include <iostream>
#include <map>

namespace theseus::tools {

namespace {

const char* const kWorkerHelp = R"(usage: theseus worker --queue redis://HOST:PORT[/NAME] [--cache URL] [options]
       theseus worker --queue URL --push FILE.ll [--max-insts N] [--cost-model M] [--mcpu CPU]
       theseus worker --queue URL --status

Takes synthesis jobs from a shared queue (filled by `theseus harvest --queue` or by --push), runs
each one and writes its result to the rewrite cache: a proved rewrite with both costs, or "none
within budget". Any number of workers on any machines may share one queue and one cache. A worker
killed mid-job loses no job: its lease expires and another worker takes the job again.

A job is run by one synthesis engine (--engine; as `theseus opt --engine E` runs a cut) within the
job's budget, pricing with the job's cost model and CPU; only a proved rewrite that is cheaper
than the cut is cached as a rewrite. A search that ends with solver `unknown`s and no proof caches
nothing.

options:
  --queue URL           the queue (required): redis://HOST:PORT, or redis://HOST:PORT/NAME
  --engine E            the synthesis engine: portfolio (default, as harvest's own workers run
                        a cut), minotaur, massalin, stoke, cegis or peephole-db
  --peephole-db FILE    the table of the peephole-db engine (theseus peephole-db build); the
                        portfolio consults it first
  --engine-setting NAME=VALUE  a setting of the engine, as its guide lists them (repeatable)
  --cache URL           the rewrite cache: sqlite:PATH, PATH or redis://HOST:PORT
                        (default $XDG_CACHE_HOME/theseus/rewrites.db, else ~/.cache/theseus/rewrites.db)
  --once                exit when the queue is empty (nothing pending, nothing being processed)
  --max-jobs N          exit after N jobs
  --lease-seconds N     the lease of a taken job, renewed while it runs (default 60)
  --id ID               the worker's name in the queue (default host:pid)
  --no-cache-lookup     run every job even when the cache already answers it
  --quiet               no line per job
  --status              print the queue's and the cache's counts, poison reports and integrity
                        (PRAGMA quick_check, or every Redis entry parsed) and exit
  --push FILE.ll        queue every function of FILE.ll as one job (the whole function is the cut)
    --max-insts N       the pushed jobs' budget (default 2) ...
    --time-limit S      ... and wall-clock limit in seconds (default 60)
    --cost-model M      isel, tti or mca (default isel)
    --mcpu CPU          (default x86-64-v3)
    --query-timeout-ms N  per solver query (default 10000)

exit codes: 0 done, 2 the queue or cache failed while working (or --status found damage), 4 bad
options, an unreachable queue or cache, an unreadable file
)";

std::atomic<bool> gStop{false};

void requestStop(int) { gStop.store(true); }

int badInput(const std::string& message) {
  std::cerr << "theseus worker: error: " << message << "\n";
  return ExitBadInput;
}

// Runs a job with one engine and prices the result; one cost model per (model, CPU).
class EngineJobRunner {
public:
  explicit EngineJobRunner(synth::Engine& engine) : engine_(engine) {}

  store::JobResult operator()(const store::Job& job) {
    bridge::Diagnostic error;
    auto m = bridge::importText(job.key.text, job.origin.empty() ? "job " + job.id : job.origin, error, bridge::ImportOptions{.memory = true});
    if (!m) return failed("the cut does not parse: " + error.str());
    if (auto it = m->unsupported.find("f"); it != m->unsupported.end()) return unsupported(it->second.str());
    const ir::Function* cut = m->module->find("f");
    if (!cut) return failed("the cut defines no @f");
    cost::CostModel* model = modelFor(job.key);
    if (!model) return failed(modelError_);
    synth::EngineResult r = synth::searchUnlessFree(engine_, {*cut, m->module->dataLayout, budgetFor(job), *model, job.key.mcpu});
    if (!r.unsupported.empty()) return unsupported(r.unsupported);
    return priced(*cut, r, *model, job.budget);
  }

private:
  static store::JobResult failed(std::string why) { return {store::JobOutcome::Failed, {}, std::move(why)}; }
  static store::JobResult unsupported(std::string why) { return {store::JobOutcome::Unsupported, {}, std::move(why)}; }

  // The job's budget and its query timeout (job option query-timeout-ms, at least 1).
  static synth::EngineBudget budgetFor(const store::Job& job) {
    synth::EngineBudget budget;
    budget.maxInsts = job.budget.maxInsts;
    budget.seconds = job.budget.timeLimitSeconds;
    if (auto it = job.options.find("query-timeout-ms"); it != job.options.end())
      budget.queryTimeoutMs = unsigned(std::max(1l, std::strtol(it->second.c_str(), nullptr, 10)));
    return budget;
  }

  cost::CostModel* modelFor(const store::RewriteKey& key) {
    auto& slot = models_[{key.costModel, key.mcpu}];
    if (!slot) {
      cost::CostOptions options;
      if (!key.mcpu.empty()) options.mcpu = key.mcpu;
      slot = cost::createCostModel(key.costModel, options, modelError_);
    }
    return slot.get();
  }

  // The job's result: the engine's cheapest proved rewrite, else none (or inconclusive after
  // solver unknowns).
  static store::JobResult priced(const ir::Function& cut, const synth::EngineResult& r, cost::CostModel& model,
                                 const store::Budget& budget) {
    store::JobResult out;
    out.entry.budget = budget;
    out.entry.proofSeconds = r.stats.seconds;
    auto source = model.cost(cut);
    if (!source.cost) return failed("cannot price the cut: " + source.error);
    out.entry.sourceCost = out.entry.rewriteCost = source.cost->primary;
    if (r.rewrites.empty()) {
      if (r.stats.unknowns > 0)
        return {store::JobOutcome::Inconclusive, {}, std::to_string(r.stats.unknowns) + " solver unknowns, no proof"};
      out.outcome = store::JobOutcome::NoneWithinBudget;
      return out;
    }
    const synth::EngineRewrite& best = r.rewrites.front();
    out.outcome = store::JobOutcome::Rewrite;
    out.entry.rewriteCost = best.cost;
    out.entry.rewriteText = ir::toString(*best.function) + ir::intrinsicDeclarations(*best.function);
    return out;
  }

  synth::Engine& engine_;
  std::map<std::pair<std::string, std::string>, std::unique_ptr<cost::CostModel>> models_;
  std::string modelError_;
};

int pushFile(store::JobQueue& queue, const std::string& path, CommandLine& cl) {
  store::Budget budget{2, 60};
  if (auto n = cl.unsignedValue("max-insts")) budget.maxInsts = *n;
  if (auto s = cl.unsignedValue("time-limit")) budget.timeLimitSeconds = *s;
  auto timeout = cl.unsignedValue("query-timeout-ms");
  if (!cl.ok()) return badInput(cl.error());
  bridge::Diagnostic error;
  auto m = bridge::importFile(path, error, bridge::ImportOptions{.memory = true});
  if (!m) {
    std::cerr << error.str() << "\n";
    return ExitBadInput;
  }
  for (const std::string& name : m->definitions) {
    if (auto it = m->unsupported.find(name); it != m->unsupported.end()) {
      std::cout << "skipped @" << name << ": " << it->second.str() << "\n";
      continue;
    }
    store::Job job;
    job.key = store::makeRewriteKey(*m->module->find(name), m->module->dataLayout, cl.value("cost-model").value_or("isel"),
                                    cl.value("mcpu").value_or("x86-64-v3"));
    job.budget = budget;
    job.origin = path + ":@" + name;
    job.options["query-timeout-ms"] = std::to_string(timeout.value_or(10000));
    bool queued = queue.push(job) == store::PushOutcome::Queued;
    std::cout << (queued ? "queued @" : "already queued @") << name << " as " << store::defaultJobId(job) << "\n";
  }
  return ExitOk;
}

int printStatus(store::JobQueue& queue, store::RewriteStore* cache) {
  store::QueueStats q = queue.stats();
  std::cout << "queue " << queue.url() << ": pending " << q.pending << ", processing " << q.processing << ", done " << q.done
            << ", failed " << q.failed << ", redelivered " << q.redelivered << "\n";
  for (auto& [id, why] : queue.failures()) std::cout << "  failed " << id << ": " << why << "\n";
  if (!cache) return ExitOk;
  store::StoreStats c = cache->stats();
  std::cout << "cache " << cache->url() << ": entries " << c.entries << " (rewrites " << c.rewrites << ", none within budget "
            << c.nones << "), poison reports " << c.poisonReports << "\n";
  for (const store::PoisonReport& p : cache->poisonReports())
    std::cout << "  poisoned " << p.key.costModel << "/" << p.key.mcpu << " cut " << std::hex << p.key.hash << std::dec << " by '"
              << p.producer << "': " << p.reason << "\n";
  std::string damage = cache->checkIntegrity();
  std::cout << "cache integrity: " << (damage.empty() ? "ok" : damage) << "\n";
  return damage.empty() ? ExitOk : ExitUnknown;
}

void printSummary(const store::WorkerStats& s) {
  std::cout << "; jobs " << s.jobs << ": rewrites " << s.rewrites << ", none within budget " << s.nones << ", cache hits "
            << s.cacheHits << ", unsupported " << s.unsupported << ", inconclusive " << s.inconclusive << ", failed " << s.failed
            << ", lost leases " << s.lostLeases << ", re-queued expired " << s.reaped << "\n";
}

store::WorkerOptions workerOptions(CommandLine& cl) {
  store::WorkerOptions options;
  options.once = cl.has("once");
  if (auto n = cl.unsignedValue("max-jobs")) options.maxJobs = *n;
  if (auto s = cl.unsignedValue("lease-seconds")) options.leaseSeconds = std::max(1u, *s);
  if (auto id = cl.value("id")) options.workerId = *id;
  options.consultCache = !cl.has("no-cache-lookup");
  options.waitSeconds = 0.25;
  options.stop = &gStop;
  return options;
}

// The engine of --engine (default synth::defaultPipelineEngine()) with the table of --peephole-db and the settings of
// --engine-setting; null with `error`.
std::unique_ptr<synth::Engine> engineOf(const CommandLine& cl, std::string& error) {
  synth::EngineSettings settings;
  if (auto table = cl.value("peephole-db")) settings.push_back({"database", *table});
  if (!engineSettingsFrom(cl, settings, error)) return nullptr;
  driver::installPeepholeTables();
  return synth::createEngine(cl.value("engine").value_or(synth::defaultPipelineEngine()), settings, error);
}

} // namespace

int runWorkerVerb(const std::vector<std::string>& args) {
  CommandLine cl(args,
                 {"queue", "cache", "engine", "max-jobs", "lease-seconds", "id", "push", "max-insts", "time-limit", "cost-model", "mcpu",
                  "query-timeout-ms", "peephole-db", "engine-setting"},
                 {"once", "no-cache-lookup", "quiet", "status", "help"});
  if (cl.has("help")) {
    std::cout << kWorkerHelp;
    return ExitOk;
  }
  if (!cl.ok()) return badInput(cl.error());
  if (!cl.positional().empty()) return badInput("unexpected argument '" + cl.positional().front() + "'");
  auto queueUrl = cl.value("queue");
  if (!queueUrl) return badInput("--queue redis://HOST:PORT is required");
  std::string error;
  std::unique_ptr<synth::Engine> engine = engineOf(cl, error);
  if (!engine) return badInput(error);
  auto queue = store::openJobQueue(*queueUrl, error);
  if (!queue) return badInput(error);
  try {
    if (auto file = cl.value("push")) return pushFile(*queue, *file, cl);
    std::unique_ptr<store::RewriteStore> cache = store::openRewriteStore(cl.value("cache").value_or(""), error);
    if (!cache) return badInput(error);
    if (cl.has("status")) return printStatus(*queue, cache.get());
    store::WorkerOptions options = workerOptions(cl);
    if (!cl.ok()) return badInput(cl.error());
    std::signal(SIGTERM, requestStop);
    std::signal(SIGINT, requestStop);
    EngineJobRunner runner(*engine);
    store::JobHandler handler = [&runner](const store::Job& job) { return runner(job); };
    store::WorkerStats stats = store::runWorker(*queue, *cache, handler, options, cl.has("quiet") ? nullptr : &std::cout);
    printSummary(stats);
    return ExitOk;
  } catch (const store::StoreError& e) {
    std::cerr << "theseus worker: error: " << e.what() << "\n";
    return ExitUnknown;
  }
}

static const VerbRegistration kWorkerVerb{"worker", "take synthesis jobs from a shared queue into the rewrite cache", runWorkerVerb};

} // namespace theseus::tools
