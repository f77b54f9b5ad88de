// The reliable job queue on Redis. Keys under P = "theseus:q:NAME:":
//   P jobs         hash  id -> payload (every job pending or being processed)
//   P pending      list  ids; push LPUSHes, take pops from the right (oldest first)
//   P processing:W list  ids held by worker W
//   P leases       zset  id -> lease deadline (ms, server clock)
//   P owner        hash  id -> worker;  P attempts  hash id -> times taken
//   P failed       list  "id\tmessage";  P done, P redelivered  counters
// Every state change is one Lua script, so a job is always in exactly one of pending or one
// worker's processing list with a lease, whatever process dies when.
#include "store/JobQueue.h"
#include "store/redis/RedisConnection.h"

#include <chrono>
#include <thread>

namespace theseus::store {

namespace {

const char* const kPushScript = R"(
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('LPUSH', KEYS[2], ARGV[1])
return 1)";

const char* const kTakeScript = R"(
local id = redis.call('LMOVE', KEYS[1], KEYS[2], 'RIGHT', 'LEFT')
if not id then return false end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[3], now + tonumber(ARGV[2]), id)
redis.call('HSET', KEYS[4], id, ARGV[1])
local n = redis.call('HINCRBY', KEYS[5], id, 1)
if n > 1 then redis.call('INCR', KEYS[7]) end
return {id, redis.call('HGET', KEYS[6], id) or '', n})";

const char* const kRenewScript = R"(
if redis.call('HGET', KEYS[2], ARGV[1]) ~= ARGV[2] then return 0 end
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 0 end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
return 1)";

const char* const kAckScript = R"(
local id = ARGV[1]
if redis.call('LREM', KEYS[1], 1, id) == 1 then
  redis.call('ZREM', KEYS[3], id)
  redis.call('HDEL', KEYS[4], id)
elseif redis.call('LREM', KEYS[2], 1, id) == 0 then
  return 0
end
redis.call('HDEL', KEYS[5], id)
redis.call('HDEL', KEYS[6], id)
if ARGV[2] == '' then redis.call('INCR', KEYS[7]) else redis.call('RPUSH', KEYS[8], id .. '\t' .. ARGV[2]) end
return 1)";

const char* const kReapScript = R"(
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local requeued = 0
for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now)) do
  local w = redis.call('HGET', KEYS[2], id)
  if w then redis.call('LREM', ARGV[1] .. 'processing:' .. w, 1, id) end
  redis.call('ZREM', KEYS[1], id)
  redis.call('HDEL', KEYS[2], id)
  local n = tonumber(redis.call('HGET', KEYS[3], id) or '0')
  if n >= tonumber(ARGV[2]) then
    redis.call('HDEL', KEYS[3], id)
    redis.call('HDEL', KEYS[5], id)
    redis.call('RPUSH', KEYS[6], id .. '\t' .. 'lease expired after ' .. n .. ' attempts')
  else
    redis.call('RPUSH', KEYS[4], id)
    requeued = requeued + 1
  end
end
return requeued)";

std::string millis(double seconds) { return std::to_string(std::max<long long>(1, (long long)(seconds * 1000))); }

// Rejects ids and option names the payload format or the failed list cannot carry.
void checkJobNames(const Job& job, const std::string& id) {
  if (id.find_first_of(" \t\n") != std::string::npos) throw StoreError("job id '" + id + "' holds whitespace");
  for (auto& [name, value] : job.options)
    if (name.empty() || name.find_first_of(" \t\n") != std::string::npos)
      throw StoreError("job option name '" + name + "' is empty or holds whitespace");
}

class RedisJobQueue final : public JobQueue {
public:
  RedisJobQueue(std::unique_ptr<RedisConnection> conn, std::string name)
      : conn_(std::move(conn)), prefix_("theseus:q:" + name + ":") {}

  PushOutcome push(const Job& job) override {
    std::string id = job.id.empty() ? defaultJobId(job) : job.id;
    checkJobNames(job, id);
    Job stored = job;
    stored.id = id;
    auto r = eval(kPushScript, {key("jobs"), key("pending")}, {id, encodeJob(stored)});
    return r.asInteger() == 1 ? PushOutcome::Queued : PushOutcome::Duplicate;
  }

  std::optional<LeasedJob> take(const std::string& workerId, double leaseSeconds, double waitSeconds) override {
    auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(waitSeconds);
    for (auto pause = std::chrono::milliseconds(2);; pause = std::min(pause * 2, std::chrono::milliseconds(50))) {
      if (auto job = takeOnce(workerId, leaseSeconds)) return job;
      if (std::chrono::steady_clock::now() + pause > deadline) return std::nullopt;
      std::this_thread::sleep_for(pause);
    }
  }

  bool renew(const LeasedJob& job, double leaseSeconds) override {
    return eval(kRenewScript, {key("leases"), key("owner")}, {job.job.id, job.workerId, millis(leaseSeconds)}).asInteger() == 1;
  }

  bool ack(const LeasedJob& job, const std::string& failure) override {
    return ackId(job.job.id, job.workerId, failure);
  }

  unsigned reapExpired(unsigned maxAttempts) override {
    auto r = eval(kReapScript, {key("leases"), key("owner"), key("attempts"), key("pending"), key("jobs"), key("failed")},
                  {prefix_, std::to_string(std::max(1u, maxAttempts))});
    return unsigned(r.asInteger());
  }

  std::vector<std::pair<std::string, std::string>> failures() override {
    std::vector<std::pair<std::string, std::string>> out;
    for (auto& v : conn_->command({"LRANGE", key("failed"), "0", "-1"}).elements) {
      size_t tab = v.str.find('\t');
      out.emplace_back(v.str.substr(0, tab), tab == std::string::npos ? "" : v.str.substr(tab + 1));
    }
    return out;
  }

  QueueStats stats() override {
    QueueStats s;
    s.pending = uint64_t(conn_->command({"LLEN", key("pending")}).asInteger());
    s.processing = uint64_t(conn_->command({"ZCARD", key("leases")}).asInteger());
    s.failed = uint64_t(conn_->command({"LLEN", key("failed")}).asInteger());
    s.done = counter("done");
    s.redelivered = counter("redelivered");
    return s;
  }

  std::string url() const override { return conn_->url(); }

private:
  std::string key(const std::string& name) const { return prefix_ + name; }

  uint64_t counter(const std::string& name) {
    auto v = conn_->command({"GET", key(name)});
    return v.isNil() ? 0 : uint64_t(v.asInteger());
  }

  RedisValue eval(const char* script, const std::vector<std::string>& keys, const std::vector<std::string>& args) {
    std::vector<std::string> command{"EVAL", script, std::to_string(keys.size())};
    command.insert(command.end(), keys.begin(), keys.end());
    command.insert(command.end(), args.begin(), args.end());
    return conn_->command(command);
  }

  bool ackId(const std::string& id, const std::string& workerId, const std::string& failure) {
    auto r = eval(kAckScript,
                  {key("processing:" + workerId), key("pending"), key("leases"), key("owner"), key("attempts"), key("jobs"),
                   key("done"), key("failed")},
                  {id, failure});
    return r.asInteger() == 1;
  }

  // One non-blocking take; a payload that does not decode is failed and the next job tried.
  std::optional<LeasedJob> takeOnce(const std::string& workerId, double leaseSeconds) {
    for (;;) {
      auto r = eval(kTakeScript,
                    {key("pending"), key("processing:" + workerId), key("leases"), key("owner"), key("attempts"), key("jobs"),
                     key("redelivered")},
                    {workerId, millis(leaseSeconds)});
      if (r.isNil()) return std::nullopt;
      if (r.elements.size() != 3) throw StoreError(url() + ": malformed take reply");
      std::string error;
      auto job = decodeJob(r.elements[1].str, error);
      if (!job) {
        ackId(r.elements[0].str, workerId, "malformed payload: " + error);
        continue;
      }
      return LeasedJob{std::move(*job), workerId, unsigned(r.elements[2].asInteger())};
    }
  }

  std::unique_ptr<RedisConnection> conn_;
  std::string prefix_;
};

} // namespace

std::unique_ptr<JobQueue> openJobQueue(const std::string& url, std::string& error) {
  auto conn = RedisConnection::connect(url, error);
  if (!conn) return nullptr;
  std::string name = conn->parts().name.empty() ? "default" : conn->parts().name;
  return std::make_unique<RedisJobQueue>(std::move(conn), name);
}

} // namespace theseus::store
