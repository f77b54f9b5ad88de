// Figures for the rewrite cache and the job queue (bench/store/README in docs/store.md):
//   store_bench cache [N]            put / lookup-hit / lookup-miss rates of SQLite and Redis
//   store_bench workers [N] [ROUNDS] jobs/s draining N jobs with 1, 2 and 4 worker processes
// Redis parts use $THESEUS_REDIS_URL (scripts/with-redis.sh sets it) and are skipped without it.
#include "store/JobQueue.h"
#include "store/RewriteCache.h"
#include "store/Worker.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace theseus::store;
using Clock = std::chrono::steady_clock;

namespace {

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

RewriteKey benchKey(unsigned n) {
  return makeRewriteKey("define i32 @f(i32 %a0) {\nbb0:\n  %v0 = add i32 %a0, " + std::to_string(n) + "\n  ret i32 %v0\n}\n", "isel",
                        "x86-64-v3");
}

RewriteEntry benchEntry(unsigned n) {
  RewriteEntry e;
  e.status = EntryStatus::Rewrite;
  e.budget = {2, 60};
  e.rewriteText = "define i32 @tgt(i32 %a0) {\n  ret i32 " + std::to_string(n) + "\n}\n";
  e.sourceCost = 2;
  e.rewriteCost = 1;
  e.producer = "bench";
  return e;
}

std::string scratchDir() {
  std::string pattern = (std::filesystem::temp_directory_path() / "theseus-store-bench-XXXXXX").string();
  return mkdtemp(pattern.data());
}

void benchCache(const std::string& url, unsigned n) {
  std::string error;
  auto store = openRewriteStore(url, error);
  if (!store) {
    std::printf("cache %s: cannot open: %s\n", url.c_str(), error.c_str());
    return;
  }
  auto start = Clock::now();
  for (unsigned i = 0; i < n; ++i) store->put(benchKey(i), benchEntry(i));
  double put = secondsSince(start);
  start = Clock::now();
  for (unsigned i = 0; i < n; ++i)
    if (!store->lookup(benchKey(i), Budget{2, 60})) std::printf("cache %s: entry %u missing\n", url.c_str(), i);
  double hit = secondsSince(start);
  start = Clock::now();
  for (unsigned i = 0; i < n; ++i)
    if (store->lookup(benchKey(n + i), Budget{2, 60})) std::printf("cache %s: unexpected hit %u\n", url.c_str(), i);
  double miss = secondsSince(start);
  std::printf("cache %-8s N=%u  put %9.0f/s  lookup-hit %9.0f/s  lookup-miss %9.0f/s\n", url.substr(0, url.find(':')).c_str(), n,
              n / put, n / hit, n / miss);
}

// A deterministic job: `rounds` passes of FNV-1a over the cut text; "none within budget".
JobHandler hashingHandler(unsigned rounds) {
  return [rounds](const Job& job) {
    uint64_t h = 0;
    for (unsigned r = 0; r < rounds; ++r) h ^= fnv1a(job.key.text + std::to_string(r));
    JobResult result;
    result.outcome = JobOutcome::NoneWithinBudget;
    result.entry.budget = job.budget;
    result.entry.sourceCost = result.entry.rewriteCost = double(h % 7);
    return result;
  };
}

pid_t forkWorker(const std::string& queueUrl, const std::string& cacheUrl, unsigned rounds) {
  pid_t pid = fork();
  if (pid != 0) return pid;
  std::string error;
  auto queue = openJobQueue(queueUrl, error);
  auto cache = openRewriteStore(cacheUrl, error);
  if (!queue || !cache) _exit(2);
  WorkerOptions options;
  options.once = true;
  options.waitSeconds = 0.05;
  runWorker(*queue, *cache, hashingHandler(rounds), options, nullptr);
  _exit(0);
}

// CPU seconds (user + system) of the waited-for children so far.
double childCpuSeconds() {
  rusage u{};
  getrusage(RUSAGE_CHILDREN, &u);
  return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

void benchWorkers(const std::string& redisUrl, unsigned n, unsigned rounds) {
  double load[1] = {0};
  getloadavg(load, 1);
  std::printf("workers: N=%u jobs of %u hashing rounds, %ld cores online, load average %.2f\n", n, rounds,
              sysconf(_SC_NPROCESSORS_ONLN), load[0]);
  std::string dir = scratchDir();
  for (unsigned k : {1u, 2u, 4u}) {
    std::string queueUrl = redisUrl + "/bench-" + std::to_string(k) + "-" + std::to_string(getpid());
    std::string error;
    auto queue = openJobQueue(queueUrl, error);
    if (!queue) {
      std::printf("workers: %s\n", error.c_str());
      return;
    }
    for (unsigned i = 0; i < n; ++i) {
      Job job;
      job.key = benchKey(i);
      job.budget = {2, 60};
      queue->push(job);
    }
    std::string cacheUrl = "sqlite:" + dir + "/cache-" + std::to_string(k) + ".db";
    double cpuBefore = childCpuSeconds();
    auto start = Clock::now();
    std::vector<pid_t> pids;
    for (unsigned w = 0; w < k; ++w) pids.push_back(forkWorker(queueUrl, cacheUrl, rounds));
    for (pid_t pid : pids) waitpid(pid, nullptr, 0);
    double wall = secondsSince(start);
    QueueStats s = queue->stats();
    double cpu = childCpuSeconds() - cpuBefore;
    std::printf("workers %u: %u jobs in %.2f s = %.0f jobs/s; workers' CPU %.2f s = %.2f ms/job (done %llu, redelivered %llu)\n", k,
                n, wall, n / wall, cpu, 1000 * cpu / n, (unsigned long long)s.done, (unsigned long long)s.redelivered);
  }
  std::filesystem::remove_all(dir);
}

unsigned argOr(int argc, char** argv, int i, unsigned fallback) { return argc > i ? unsigned(std::atoi(argv[i])) : fallback; }

} // namespace

int main(int argc, char** argv) {
  std::string mode = argc > 1 ? argv[1] : "all";
  const char* redis = std::getenv("THESEUS_REDIS_URL");
  if (mode == "cache" || mode == "all") {
    unsigned n = argOr(argc, argv, 2, 5000);
    std::string dir = scratchDir();
    benchCache("sqlite:" + dir + "/rewrites.db", n);
    if (redis) benchCache(redis, n);
    else std::printf("cache redis: skipped (THESEUS_REDIS_URL unset; run under scripts/with-redis.sh)\n");
    std::filesystem::remove_all(dir);
  }
  if (mode == "workers" || mode == "all") {
    if (!redis) {
      std::printf("workers: skipped (THESEUS_REDIS_URL unset; run under scripts/with-redis.sh)\n");
      return 0;
    }
    benchWorkers(redis, argOr(argc, argv, 2, 400), argOr(argc, argv, 3, 2000));
  }
  return 0;
}
