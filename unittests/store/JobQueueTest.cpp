// The job payload format and the reliable queue's single-process behaviour: push, take, ack,
// duplicates, leases that expire and are reaped, malformed payloads.
#include "StoreTestSupport.h"
#include "store/JobQueue.h"
#include "store/redis/RedisConnection.h"

#include <thread>

using namespace theseus::store;
using namespace theseus::store::testing;

namespace {

Job makeJob(unsigned n) {
  Job job;
  job.key = numberedKey(n);
  job.budget = {2, 10};
  job.origin = "test.ll:@f" + std::to_string(n);
  job.options["query-timeout-ms"] = "500";
  return job;
}

TEST(StoreJobPayload, RoundTrips) {
  Job job = makeJob(7);
  job.id = "job-7";
  std::string error;
  auto back = decodeJob(encodeJob(job), error);
  ASSERT_TRUE(back) << error;
  EXPECT_EQ(back->id, "job-7");
  EXPECT_EQ(back->key.text, job.key.text);
  EXPECT_EQ(back->key.hash, job.key.hash);
  EXPECT_EQ(back->key.costModel, "isel");
  EXPECT_EQ(back->key.mcpu, "x86-64");
  EXPECT_EQ(back->budget.maxInsts, 2u);
  EXPECT_EQ(back->budget.timeLimitSeconds, 10);
  EXPECT_EQ(back->origin, job.origin);
  EXPECT_EQ(back->options.at("query-timeout-ms"), "500");
}

TEST(StoreJobPayload, TamperedCutIsRejected) {
  std::string payload = encodeJob(makeJob(7));
  payload.replace(payload.find("ret i32 7"), 9, "ret i32 8");
  std::string error;
  EXPECT_FALSE(decodeJob(payload, error));
  EXPECT_NE(error.find("does not match"), std::string::npos) << error;
}

TEST(StoreJobPayload, TruncatedPayloadIsRejected) {
  std::string payload = encodeJob(makeJob(7));
  std::string error;
  EXPECT_FALSE(decodeJob(payload.substr(0, payload.size() / 2), error));
  EXPECT_FALSE(error.empty());
}

class StoreJobQueueTest : public ::testing::Test {
protected:
  void SetUp() override {
    THESEUS_REQUIRE_REDIS(redis_);
    queue_ = openJobQueue(redis_.url("tests"), error_);
    ASSERT_TRUE(queue_) << error_;
  }
  RedisServer redis_;
  std::unique_ptr<JobQueue> queue_;
  std::string error_;
};

TEST_F(StoreJobQueueTest, TakesOldestFirstAndAckCompletes) {
  queue_->push(makeJob(1));
  queue_->push(makeJob(2));
  auto first = queue_->take("w1", 30, 0);
  ASSERT_TRUE(first);
  EXPECT_EQ(first->job.key.text, numberedKey(1).text);
  EXPECT_EQ(first->attempts, 1u);
  EXPECT_TRUE(queue_->ack(*first));
  QueueStats s = queue_->stats();
  EXPECT_EQ(s.pending, 1u);
  EXPECT_EQ(s.processing, 0u);
  EXPECT_EQ(s.done, 1u);
}

TEST_F(StoreJobQueueTest, DuplicateOfAQueuedJobIsNotQueuedTwice) {
  EXPECT_EQ(queue_->push(makeJob(1)), PushOutcome::Queued);
  EXPECT_EQ(queue_->push(makeJob(1)), PushOutcome::Duplicate);
  EXPECT_EQ(queue_->stats().pending, 1u);
}

TEST_F(StoreJobQueueTest, EmptyQueueTakeWaitsThenReturnsNothing) {
  auto start = std::chrono::steady_clock::now();
  EXPECT_FALSE(queue_->take("w1", 30, 0.2));
  EXPECT_GE(std::chrono::steady_clock::now() - start, std::chrono::milliseconds(150));
}

TEST_F(StoreJobQueueTest, ExpiredLeaseIsReapedAndRedelivered) {
  queue_->push(makeJob(1));
  auto first = queue_->take("dead-worker", 0.2, 0);
  ASSERT_TRUE(first);
  EXPECT_EQ(queue_->reapExpired(), 0u);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(queue_->reapExpired(), 1u);
  auto again = queue_->take("w2", 30, 0);
  ASSERT_TRUE(again);
  EXPECT_EQ(again->job.id, first->job.id);
  EXPECT_EQ(again->attempts, 2u);
  EXPECT_FALSE(queue_->ack(*first)) << "the dead worker's late ack must not complete w2's job";
  EXPECT_TRUE(queue_->ack(*again));
  EXPECT_EQ(queue_->stats().redelivered, 1u);
  EXPECT_EQ(queue_->stats().done, 1u);
}

TEST_F(StoreJobQueueTest, RenewKeepsTheLease) {
  queue_->push(makeJob(1));
  auto job = queue_->take("w1", 0.3, 0);
  ASSERT_TRUE(job);
  for (int i = 0; i < 4; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    EXPECT_TRUE(queue_->renew(*job, 0.3));
  }
  EXPECT_EQ(queue_->reapExpired(), 0u);
  EXPECT_TRUE(queue_->ack(*job));
}

TEST_F(StoreJobQueueTest, JobTakenTooOftenGoesToFailed) {
  queue_->push(makeJob(1));
  for (int attempt = 0; attempt < 2; ++attempt) {
    ASSERT_TRUE(queue_->take("crashy", 0.05, 0));
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    queue_->reapExpired(2);
  }
  EXPECT_EQ(queue_->stats().pending, 0u);
  auto failures = queue_->failures();
  ASSERT_EQ(failures.size(), 1u);
  EXPECT_NE(failures[0].second.find("lease expired after 2 attempts"), std::string::npos);
}

TEST_F(StoreJobQueueTest, FailedAckIsRecordedWithItsMessage) {
  queue_->push(makeJob(1));
  auto job = queue_->take("w1", 30, 0);
  ASSERT_TRUE(job);
  EXPECT_TRUE(queue_->ack(*job, "cannot parse the cut"));
  auto failures = queue_->failures();
  ASSERT_EQ(failures.size(), 1u);
  EXPECT_EQ(failures[0].first, job->job.id);
  EXPECT_EQ(failures[0].second, "cannot parse the cut");
  EXPECT_EQ(queue_->stats().done, 0u);
}

TEST_F(StoreJobQueueTest, MalformedPayloadIsFailedAndSkipped) {
  std::string error;
  auto conn = RedisConnection::connect(redis_.url(), error);
  ASSERT_TRUE(conn) << error;
  conn->command({"HSET", "theseus:q:tests:jobs", "bogus", "not a job"});
  conn->command({"LPUSH", "theseus:q:tests:pending", "bogus"});
  queue_->push(makeJob(1));
  auto job = queue_->take("w1", 30, 0);
  ASSERT_TRUE(job);
  EXPECT_EQ(job->job.key.text, numberedKey(1).text);
  ASSERT_EQ(queue_->failures().size(), 1u);
  EXPECT_EQ(queue_->failures()[0].first, "bogus");
}

TEST_F(StoreJobQueueTest, QueuesWithDifferentNamesAreSeparate) {
  auto other = openJobQueue(redis_.url("other"), error_);
  ASSERT_TRUE(other) << error_;
  queue_->push(makeJob(1));
  EXPECT_FALSE(other->take("w1", 30, 0));
}

} // namespace
