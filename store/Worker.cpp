#include "store/Worker.h"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <sstream>
#include <thread>
#include <unistd.h>

namespace theseus::store {

namespace {

using Clock = std::chrono::steady_clock;

// Renews a job's lease every third of its length until destroyed. A failed renewal is not an error
// here: the job may then be redelivered and run twice (delivery is at least once), and the ack
// reports the lost lease.
class LeaseHeartbeat {
public:
  LeaseHeartbeat(JobQueue& queue, const LeasedJob& job, double leaseSeconds)
      : thread_([this, &queue, &job, leaseSeconds] { beat(queue, job, leaseSeconds); }) {}
  ~LeaseHeartbeat() {
    {
      std::lock_guard lock(mutex_);
      done_ = true;
    }
    wake_.notify_all();
    thread_.join();
  }

private:
  void beat(JobQueue& queue, const LeasedJob& job, double leaseSeconds) {
    auto period = std::chrono::duration<double>(leaseSeconds / 3);
    std::unique_lock lock(mutex_);
    while (!wake_.wait_for(lock, period, [this] { return done_; })) {
      try {
        queue.renew(job, leaseSeconds);
      } catch (const StoreError&) {
      }
    }
  }

  std::mutex mutex_;
  std::condition_variable wake_;
  bool done_ = false;
  std::thread thread_;
};

JobResult runHandler(const JobHandler& handler, const Job& job) {
  try {
    return handler(job);
  } catch (const std::exception& e) {
    return JobResult{JobOutcome::Failed, {}, std::string("handler threw: ") + e.what()};
  } catch (...) {
    return JobResult{JobOutcome::Failed, {}, "handler threw"};
  }
}

const char* outcomeName(JobOutcome o) {
  switch (o) {
  case JobOutcome::Rewrite:
    return "rewrite";
  case JobOutcome::NoneWithinBudget:
    return "none within budget";
  case JobOutcome::Unsupported:
    return "unsupported";
  case JobOutcome::Inconclusive:
    return "inconclusive";
  case JobOutcome::Failed:
    return "failed";
  }
  return "?";
}

std::string costText(double cost) {
  std::ostringstream os;
  os << cost;
  return os.str();
}

class WorkerLoop {
public:
  WorkerLoop(JobQueue& queue, RewriteStore& cache, const JobHandler& handler, const WorkerOptions& options, std::ostream* log)
      : queue_(queue), cache_(cache), handler_(handler), options_(options), log_(log) {
    if (options_.workerId.empty()) options_.workerId = defaultWorkerId();
  }

  WorkerStats run() {
    while (!stopRequested() && (options_.maxJobs == 0 || stats_.jobs < options_.maxJobs)) {
      reapWhenDue();
      auto job = queue_.take(options_.workerId, options_.leaseSeconds, options_.waitSeconds);
      if (job) {
        runJob(*job);
        continue;
      }
      if (options_.once && queueDrained()) break;
    }
    return stats_;
  }

private:
  bool stopRequested() const { return options_.stop && options_.stop->load(); }

  bool queueDrained() {
    QueueStats s = queue_.stats();
    return s.pending == 0 && s.processing == 0;
  }

  void reapWhenDue() {
    auto interval = std::chrono::duration<double>(std::min(1.0, options_.leaseSeconds / 2));
    if (Clock::now() - lastReap_ < interval) return;
    lastReap_ = Clock::now();
    stats_.reaped += queue_.reapExpired(options_.maxAttempts);
  }

  void runJob(const LeasedJob& leased) {
    ++stats_.jobs;
    const Job& job = leased.job;
    if (options_.consultCache) {
      if (auto hit = cache_.lookup(job.key, job.budget)) {
        ++stats_.cacheHits;
        finish(leased, "", std::string("cache hit (") + (hit->status == EntryStatus::Rewrite ? "rewrite" : "none") + ")");
        return;
      }
    }
    JobResult result;
    {
      LeaseHeartbeat heartbeat(queue_, leased, options_.leaseSeconds);
      result = runHandler(handler_, job);
    }
    record(leased, result);
  }

  void record(const LeasedJob& leased, JobResult& result) {
    std::string note = outcomeName(result.outcome);
    if (result.outcome == JobOutcome::Rewrite || result.outcome == JobOutcome::NoneWithinBudget) {
      result.entry.status = result.outcome == JobOutcome::Rewrite ? EntryStatus::Rewrite : EntryStatus::NoneWithinBudget;
      if (result.entry.producer.empty()) result.entry.producer = "worker " + options_.workerId;
      cache_.put(leased.job.key, result.entry);
      ++(result.outcome == JobOutcome::Rewrite ? stats_.rewrites : stats_.nones);
      if (result.outcome == JobOutcome::Rewrite)
        note += " (cost " + costText(result.entry.sourceCost) + " -> " + costText(result.entry.rewriteCost) + ")";
    } else if (result.outcome == JobOutcome::Unsupported || result.outcome == JobOutcome::Inconclusive) {
      ++(result.outcome == JobOutcome::Unsupported ? stats_.unsupported : stats_.inconclusive);
      note += ": " + result.message;
    } else {
      ++stats_.failed;
      note += ": " + result.message;
    }
    finish(leased, result.outcome == JobOutcome::Failed ? result.message : "", note);
  }

  void finish(const LeasedJob& leased, const std::string& failure, const std::string& note) {
    bool held = queue_.ack(leased, failure.empty() ? "" : failure);
    if (!held) ++stats_.lostLeases;
    if (!log_) return;
    *log_ << "job " << leased.job.id;
    if (!leased.job.origin.empty()) *log_ << " " << leased.job.origin;
    if (leased.attempts > 1) *log_ << " (attempt " << leased.attempts << ")";
    *log_ << ": " << note << (held ? "" : " [lease lost: another worker completes it]") << "\n";
  }

  JobQueue& queue_;
  RewriteStore& cache_;
  const JobHandler& handler_;
  WorkerOptions options_;
  std::ostream* log_;
  WorkerStats stats_;
  Clock::time_point lastReap_{};
};

} // namespace

std::string defaultWorkerId() {
  char host[256] = {};
  gethostname(host, sizeof host - 1);
  return std::string(host) + ":" + std::to_string(getpid());
}

WorkerStats runWorker(JobQueue& queue, RewriteStore& cache, const JobHandler& handler, const WorkerOptions& options,
                      std::ostream* log) {
  return WorkerLoop(queue, cache, handler, options, log).run();
}

} // namespace theseus::store
