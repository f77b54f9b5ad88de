// The worker loop against a private redis-server: several processes drain a queue with each job
// done exactly once; a worker killed by kill -9 mid-job loses no job (it is redelivered after its
// lease expires); cache hits skip the handler; handler failures go to the failed list.
#include "StoreTestSupport.h"
#include "store/Worker.h"

#include <csignal>
#include <fcntl.h>
#include <fstream>
#include <map>
#include <sstream>
#include <unistd.h>

using namespace theseus::store;
using namespace theseus::store::testing;

namespace {

// The number of instructions of the cut: its indented lines.
unsigned instructionCount(const std::string& text) {
  unsigned n = 0;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) n += line.rfind("  ", 0) == 0;
  return n;
}

// A deterministic handler: the search "finds nothing" and prices the source by its instructions.
// Each completed job appends "id\n" to `record` (one write, O_APPEND, so lines never interleave).
JobHandler countingHandler(const std::string& record) {
  return [record](const Job& job) {
    JobResult r;
    r.outcome = JobOutcome::NoneWithinBudget;
    r.entry.budget = job.budget;
    r.entry.sourceCost = r.entry.rewriteCost = instructionCount(job.key.text);
    std::string line = job.id + "\n";
    int fd = open(record.c_str(), O_WRONLY | O_APPEND | O_CREAT, 0644);
    (void)!write(fd, line.data(), line.size());
    close(fd);
    return r;
  };
}

Job numberedJob(unsigned n, const std::string& origin = "") {
  Job job;
  job.key = numberedKey(n);
  job.budget = {1, 5};
  job.origin = origin;
  return job;
}

std::map<std::string, int> recordedCounts(const std::string& record) {
  std::map<std::string, int> counts;
  std::ifstream in(record);
  for (std::string id; std::getline(in, id);) ++counts[id];
  return counts;
}

class StoreWorkerTest : public ::testing::Test {
protected:
  void SetUp() override {
    THESEUS_REQUIRE_REDIS(redis_);
    queue_ = openJobQueue(redis_.url(), error_);
    ASSERT_TRUE(queue_) << error_;
  }

  // Forks a worker process running `handler` with `options`; it exits 0 when runWorker returns.
  pid_t forkWorker(const JobHandler& handler, WorkerOptions options) {
    pid_t pid = fork();
    if (pid != 0) return pid;
    std::string error;
    auto queue = openJobQueue(redis_.url(), error);
    auto cache = openRewriteStore(cachePath(), error);
    if (!queue || !cache) _exit(2);
    try {
      runWorker(*queue, *cache, handler, options, nullptr);
    } catch (const StoreError&) {
      _exit(3);
    }
    _exit(0);
  }

  // Runs `handler` in this process, once over the queue, with `cache` as the store.
  WorkerStats drainOnce(RewriteStore& cache, const JobHandler& handler) {
    WorkerOptions options;
    options.once = true;
    options.waitSeconds = 0.05;
    return runWorker(*queue_, cache, handler, options, nullptr);
  }

  // Runs `handler` on one queued job and checks the job is done and nothing is cached; the worker's stats.
  WorkerStats runOneJobExpectingDoneButNotCached(const JobHandler& handler) {
    queue_->push(numberedJob(1));
    auto cache = openRewriteStore(cachePath(), error_);
    WorkerStats s = drainOnce(*cache, handler);
    EXPECT_EQ(queue_->stats().done, 1u);
    EXPECT_EQ(cache->stats().entries, 0u);
    return s;
  }

  std::string cachePath() const { return "sqlite:" + dir_.file("rewrites.db"); }
  std::string record() const { return dir_.file("record.txt"); }

  TempDir dir_;
  RedisServer redis_;
  std::unique_ptr<JobQueue> queue_;
  std::string error_;
};

TEST_F(StoreWorkerTest, SeveralWorkersDoEachJobExactlyOnce) {
  constexpr unsigned kJobs = 60;
  for (unsigned i = 0; i < kJobs; ++i) queue_->push(numberedJob(i));
  WorkerOptions options;
  options.once = true;
  options.waitSeconds = 0.05;
  std::vector<pid_t> workers;
  for (int w = 0; w < 3; ++w) workers.push_back(forkWorker(countingHandler(record()), options));
  for (pid_t pid : workers) EXPECT_EQ(waitChild(pid), 0);
  auto counts = recordedCounts(record());
  EXPECT_EQ(counts.size(), kJobs);
  for (auto& [id, n] : counts) EXPECT_EQ(n, 1) << "job " << id;
  QueueStats s = queue_->stats();
  EXPECT_EQ(s.done, kJobs);
  EXPECT_EQ(s.pending + s.processing + s.failed + s.redelivered, 0u);
  auto cache = openRewriteStore(cachePath(), error_);
  EXPECT_EQ(cache->stats().nones, kJobs);
}

TEST_F(StoreWorkerTest, WorkerKilledMidJobLosesNoJob) {
  queue_->push(numberedJob(0, "victim"));
  for (unsigned i = 1; i < 10; ++i) queue_->push(numberedJob(i));
  int started[2];
  ASSERT_EQ(pipe(started), 0);
  JobHandler hang = [&](const Job&) -> JobResult {
    char byte = 1;
    (void)!write(started[1], &byte, 1);
    for (;;) pause();
  };
  WorkerOptions options;
  options.leaseSeconds = 1;
  options.waitSeconds = 0.05;
  pid_t victim = forkWorker(hang, options);
  char byte = 0;
  ASSERT_EQ(read(started[0], &byte, 1), 1);
  kill(victim, SIGKILL);
  EXPECT_EQ(waitChild(victim), 128 + SIGKILL);
  EXPECT_EQ(queue_->stats().processing, 1u);

  options.once = true;
  pid_t a = forkWorker(countingHandler(record()), options);
  pid_t b = forkWorker(countingHandler(record()), options);
  EXPECT_EQ(waitChild(a, 30), 0);
  EXPECT_EQ(waitChild(b, 30), 0);
  auto counts = recordedCounts(record());
  EXPECT_EQ(counts.size(), 10u);
  for (auto& [id, n] : counts) EXPECT_EQ(n, 1) << "job " << id;
  QueueStats s = queue_->stats();
  EXPECT_EQ(s.done, 10u);
  EXPECT_EQ(s.redelivered, 1u);
  EXPECT_EQ(s.pending + s.processing + s.failed, 0u);
}

TEST_F(StoreWorkerTest, LongJobKeepsItsLeaseWhileRunning) {
  queue_->push(numberedJob(1));
  JobHandler slow = [this](const Job& job) {
    usleep(1500 * 1000);
    return countingHandler(record())(job);
  };
  WorkerOptions options;
  options.leaseSeconds = 0.5;
  options.once = true;
  options.waitSeconds = 0.05;
  pid_t worker = forkWorker(slow, options);
  unsigned reaped = 0;
  for (int i = 0; i < 15; ++i) {
    usleep(100 * 1000);
    reaped += queue_->reapExpired();
  }
  EXPECT_EQ(waitChild(worker), 0);
  EXPECT_EQ(reaped, 0u) << "the heartbeat must renew the lease of a running job";
  EXPECT_EQ(queue_->stats().redelivered, 0u);
  EXPECT_EQ(queue_->stats().done, 1u);
}

TEST_F(StoreWorkerTest, CachedJobSkipsTheHandler) {
  Job job = numberedJob(1);
  auto cache = openRewriteStore(cachePath(), error_);
  ASSERT_TRUE(cache) << error_;
  cache->put(job.key, noneEntry(3, 60));
  queue_->push(job);
  bool called = false;
  JobHandler handler = [&](const Job&) {
    called = true;
    return JobResult{};
  };
  WorkerStats s = drainOnce(*cache, handler);
  EXPECT_FALSE(called);
  EXPECT_EQ(s.cacheHits, 1u);
  EXPECT_EQ(queue_->stats().done, 1u);
}

TEST_F(StoreWorkerTest, ThrowingHandlerFailsTheJobWithItsMessage) {
  queue_->push(numberedJob(1));
  auto cache = openRewriteStore(cachePath(), error_);
  JobHandler handler = [](const Job&) -> JobResult { throw std::runtime_error("cannot import the cut"); };
  WorkerStats s = drainOnce(*cache, handler);
  EXPECT_EQ(s.failed, 1u);
  auto failures = queue_->failures();
  ASSERT_EQ(failures.size(), 1u);
  EXPECT_NE(failures[0].second.find("cannot import the cut"), std::string::npos);
  EXPECT_EQ(cache->stats().entries, 0u);
}

TEST_F(StoreWorkerTest, UnsupportedIsDoneButNotCached) {
  WorkerStats s = runOneJobExpectingDoneButNotCached([](const Job&) { return JobResult{JobOutcome::Unsupported, {}, "loads"}; });
  EXPECT_EQ(s.unsupported, 1u);
}

TEST_F(StoreWorkerTest, InconclusiveIsDoneButNotCached) {
  WorkerStats s = runOneJobExpectingDoneButNotCached([](const Job&) { return JobResult{JobOutcome::Inconclusive, {}, "3 solver unknowns"}; });
  EXPECT_EQ(s.inconclusive, 1u);
}

TEST_F(StoreWorkerTest, RewriteResultIsCachedWithItsCosts) {
  queue_->push(numberedJob(1));
  auto cache = openRewriteStore(cachePath(), error_);
  JobHandler handler = [](const Job& job) {
    JobResult r;
    r.outcome = JobOutcome::Rewrite;
    r.entry = rewriteEntry(2);
    r.entry.budget = job.budget;
    return r;
  };
  WorkerOptions options;
  options.once = true;
  options.maxJobs = 1;
  runWorker(*queue_, *cache, handler, options, nullptr);
  auto hit = cache->lookup(numberedKey(1), Budget{});
  ASSERT_TRUE(hit);
  EXPECT_EQ(hit->status, EntryStatus::Rewrite);
  EXPECT_EQ(hit->rewriteCost, 2);
}

} // namespace
