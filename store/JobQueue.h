#pragma once
// Distributed synthesis work (issue 6): `theseus harvest --queue redis://…` pushes cuts, any number
// of `theseus worker` processes take them and write their results to the shared rewrite cache.
// The queue is reliable: a job is moved atomically from `pending` to the taker's `processing` list
// together with a lease (a deadline); a worker that dies mid-job (kill -9) never acks, its lease
// expires and reapExpired puts the job back at the head of `pending`. Delivery is at least once.
#include "store/RewriteCache.h"

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace theseus::store {

// One unit of work: synthesize a rewrite of the cut `key.text` (its canonical module text, a valid
// LLVM IR module defining @f) under key.costModel / key.mcpu within `budget`.
struct Job {
  // Unique in the queue; push derives it from the key and budget when empty, so the same cut
  // queued twice while the first is pending or running is queued once.
  std::string id;
  RewriteKey key;
  Budget budget;
  // Where the cut came from, for messages: "file.ll:@fn:%inst".
  std::string origin;
  // Extra handler options, e.g. {"query-timeout-ms", "10000"}.
  std::map<std::string, std::string> options;
};

// The job as one self-delimiting text payload (length-prefixed fields, version tag "theseus-job 1").
std::string encodeJob(const Job& job);
// The job of `payload`, or nullopt with `error` set when the payload is malformed.
std::optional<Job> decodeJob(const std::string& payload, std::string& error);
// The id push gives a job without one: hex FNV-1a of the key and budget.
std::string defaultJobId(const Job& job);

// A job taken by a worker, held under a lease until ack (or until the lease expires).
struct LeasedJob {
  Job job;
  std::string workerId;
  // How many times the job has been taken, this time included (> 1: redelivered).
  unsigned attempts = 0;
};

enum class PushOutcome { Queued, Duplicate };

struct QueueStats {
  uint64_t pending = 0;
  uint64_t processing = 0;
  uint64_t done = 0;
  uint64_t failed = 0;
  uint64_t redelivered = 0;
};

// A reliable job queue. Every method may throw StoreError (server unreachable, malformed reply).
class JobQueue {
public:
  virtual ~JobQueue() = default;

  // Queues `job` (at the tail); Duplicate when a job with its id is pending or being processed.
  virtual PushOutcome push(const Job& job) = 0;

  // Takes the oldest pending job for `workerId` under a lease of `leaseSeconds`, waiting up to
  // `waitSeconds` for one; nullopt when none came. A job whose payload does not decode is moved to
  // the failed list (and the next one is tried).
  virtual std::optional<LeasedJob> take(const std::string& workerId, double leaseSeconds, double waitSeconds) = 0;

  // Extends the lease of a job still held; false when the lease was lost (expired and reaped).
  virtual bool renew(const LeasedJob& job, double leaseSeconds) = 0;

  // Completes a job: removes it from the worker's processing list (or from pending, when its lease
  // expired and it was re-queued but not yet taken again). `failure`, when not empty, records the
  // job in the failed list with that message instead of counting it done. Returns false when the
  // job had already been taken again by another worker (that worker will complete it).
  virtual bool ack(const LeasedJob& job, const std::string& failure = "") = 0;

  // Re-queues every job whose lease has expired, at the head of pending; a job already taken
  // `maxAttempts` times goes to the failed list instead. Returns how many were re-queued.
  virtual unsigned reapExpired(unsigned maxAttempts = 5) = 0;

  // The failed jobs' ids with their messages, oldest first.
  virtual std::vector<std::pair<std::string, std::string>> failures() = 0;

  virtual QueueStats stats() = 0;

  virtual std::string url() const = 0;
};

// Opens the queue of "redis://HOST:PORT" or "redis://HOST:PORT/NAME" (keys are prefixed with
// "theseus:q:NAME:", NAME defaults to "default"). Returns null and sets `error` when the URL is
// malformed or the server does not answer.
std::unique_ptr<JobQueue> openJobQueue(const std::string& url, std::string& error);

} // namespace theseus::store
