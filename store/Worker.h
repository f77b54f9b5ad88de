#pragma once
// The worker loop of `theseus worker`: take a job, answer it from the cache or run the handler,
// write the result to the cache, ack. The handler (synthesis + verification) is supplied by the
// caller, so store/ depends on neither; while it runs, a heartbeat renews the job's lease.
#include "store/JobQueue.h"
#include "store/RewriteCache.h"

#include <atomic>
#include <functional>
#include <ostream>
#include <string>

namespace theseus::store {

enum class JobOutcome {
  // A proved rewrite cheaper than the source: entry is a Rewrite.
  Rewrite,
  // The search finished its budget without a proved cheaper rewrite: entry is NoneWithinBudget.
  NoneWithinBudget,
  // The cut is outside what the handler supports; nothing is cached.
  Unsupported,
  // The search ended without a proof either way (solver timeouts or `unknown`); nothing is cached,
  // the job is done.
  Inconclusive,
  // The handler could not run the job (bad IR, internal error); the job goes to the failed list.
  Failed,
};

struct JobResult {
  JobOutcome outcome = JobOutcome::Failed;
  // Written to the cache under the job's key for Rewrite and NoneWithinBudget.
  RewriteEntry entry;
  // Why, for Unsupported and Failed.
  std::string message;
};

// Runs one job. It must only report Rewrite for a proved rewrite. May throw; a throw is Failed.
using JobHandler = std::function<JobResult(const Job&)>;

struct WorkerOptions {
  // Names the worker's processing list; unique per live worker (default: host:pid).
  std::string workerId;
  double leaseSeconds = 60;
  // How long one take waits for a job.
  double waitSeconds = 1;
  // Return when the queue is empty (no job pending or being processed by others).
  bool once = false;
  // Return after this many jobs (0: no limit).
  uint64_t maxJobs = 0;
  // Answer a job from the cache when it already holds an entry for its key and budget.
  bool consultCache = true;
  unsigned maxAttempts = 5;
  // Set (e.g. by a signal handler) to stop after the current job.
  const std::atomic<bool>* stop = nullptr;
};

struct WorkerStats {
  uint64_t jobs = 0;
  uint64_t rewrites = 0;
  uint64_t nones = 0;
  uint64_t cacheHits = 0;
  uint64_t unsupported = 0;
  uint64_t inconclusive = 0;
  uint64_t failed = 0;
  // Jobs whose lease was lost before the ack (another worker completes them).
  uint64_t lostLeases = 0;
  uint64_t reaped = 0;
};

// host:pid of this process.
std::string defaultWorkerId();

// Takes and runs jobs from `queue` until options say to stop; writes results to `cache`. Both are
// borrowed. One line per job goes to `log` when not null. Store errors propagate as StoreError.
WorkerStats runWorker(JobQueue& queue, RewriteStore& cache, const JobHandler& handler, const WorkerOptions& options,
                      std::ostream* log);

} // namespace theseus::store
