#pragma once
// One connection to a Redis server (hiredis), shared by the Redis rewrite store and the job queue.
// Commands are serialized by a mutex, so one connection may serve a worker and its lease heartbeat.
#include <memory>
#include <mutex>
#include <string>
#include <vector>

struct redisContext;

namespace theseus::store {

// The parts of "redis://HOST:PORT[/NAME]".
struct RedisUrl {
  std::string host;
  int port = 6379;
  std::string name;
};
// The parts of `url`, or nullopt-like failure: returns false and sets `error`.
bool parseRedisUrl(const std::string& url, RedisUrl& out, std::string& error);

// A reply, copied out of hiredis. Error replies are thrown as StoreError, never returned.
struct RedisValue {
  enum Kind { Nil, String, Integer, Array, Status } kind = Nil;
  std::string str;
  long long integer = 0;
  std::vector<RedisValue> elements;

  bool isNil() const { return kind == Nil; }
  // The integer of an Integer reply or the number in a String reply; throws StoreError otherwise.
  long long asInteger() const;
};

class RedisConnection {
public:
  // Connects to `url` (must parse) with a 5 s connect and 10 s command timeout; null and `error`
  // set when the server does not answer PING.
  static std::unique_ptr<RedisConnection> connect(const std::string& url, std::string& error);
  ~RedisConnection();
  RedisConnection(const RedisConnection&) = delete;
  RedisConnection& operator=(const RedisConnection&) = delete;

  // Runs one command; throws StoreError on an I/O failure (the next command reconnects) or an
  // error reply.
  RedisValue command(const std::vector<std::string>& args);
  // Holds the connection for this thread until the lock is released, so that a WATCH ... EXEC
  // sequence of commands is not interleaved with another thread's.
  std::unique_lock<std::recursive_mutex> exclusive() { return std::unique_lock(mutex_); }

  const std::string& url() const { return url_; }
  const RedisUrl& parts() const { return parts_; }

private:
  RedisConnection(std::string url, RedisUrl parts, redisContext* ctx);
  void reconnectLocked();

  std::string url_;
  RedisUrl parts_;
  redisContext* ctx_;
  std::recursive_mutex mutex_;
};

} // namespace theseus::store
