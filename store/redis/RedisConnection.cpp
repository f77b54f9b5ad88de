#include "store/redis/RedisConnection.h"

#include "store/redis/HiredisLibrary.h"
#include "store/RewriteCache.h"

#include <charconv>

namespace theseus::store {

namespace {

constexpr timeval kConnectTimeout{5, 0};
constexpr timeval kCommandTimeout{10, 0};

RedisValue copyReply(const redisReply* r, const std::string& where) {
  RedisValue v;
  switch (r->type) {
  case REDIS_REPLY_NIL:
    return v;
  case REDIS_REPLY_INTEGER:
    v.kind = RedisValue::Integer;
    v.integer = r->integer;
    return v;
  case REDIS_REPLY_STRING:
  case REDIS_REPLY_STATUS:
    v.kind = r->type == REDIS_REPLY_STRING ? RedisValue::String : RedisValue::Status;
    v.str.assign(r->str, r->len);
    return v;
  case REDIS_REPLY_ARRAY:
    v.kind = RedisValue::Array;
    for (size_t i = 0; i < r->elements; ++i) v.elements.push_back(copyReply(r->element[i], where));
    return v;
  case REDIS_REPLY_ERROR:
    throw StoreError(where + ": " + std::string(r->str, r->len));
  }
  throw StoreError(where + ": unexpected reply type " + std::to_string(r->type));
}

redisContext* connectContext(const RedisUrl& u, std::string& error) {
  if (!loadHiredis(error)) return nullptr;
  redisContext* ctx = hiredis().redisConnectWithTimeout(u.host.c_str(), u.port, kConnectTimeout);
  if (!ctx || ctx->err) {
    error = ctx ? ctx->errstr : "out of memory";
    if (ctx) hiredis().redisFree(ctx);
    return nullptr;
  }
  hiredis().redisSetTimeout(ctx, kCommandTimeout);
  return ctx;
}

} // namespace

long long RedisValue::asInteger() const {
  if (kind == Integer) return integer;
  long long out = 0;
  if (kind == String) {
    auto [end, ec] = std::from_chars(str.data(), str.data() + str.size(), out);
    if (ec == std::errc() && end == str.data() + str.size()) return out;
  }
  throw StoreError("redis: expected an integer reply, got '" + str + "'");
}

bool parseRedisUrl(const std::string& url, RedisUrl& out, std::string& error) {
  const std::string scheme = "redis://";
  if (url.rfind(scheme, 0) != 0) {
    error = url + ": expected redis://HOST:PORT";
    return false;
  }
  std::string rest = url.substr(scheme.size());
  size_t slash = rest.find('/');
  if (slash != std::string::npos) {
    out.name = rest.substr(slash + 1);
    rest = rest.substr(0, slash);
  }
  size_t colon = rest.rfind(':');
  out.host = rest.substr(0, colon);
  if (colon != std::string::npos) {
    std::string port = rest.substr(colon + 1);
    auto [end, ec] = std::from_chars(port.data(), port.data() + port.size(), out.port);
    if (ec != std::errc() || end != port.data() + port.size() || out.port <= 0 || out.port > 65535) {
      error = url + ": bad port '" + port + "'";
      return false;
    }
  }
  if (out.host.empty()) {
    error = url + ": no host";
    return false;
  }
  return true;
}

std::unique_ptr<RedisConnection> RedisConnection::connect(const std::string& url, std::string& error) {
  RedisUrl parts;
  if (!parseRedisUrl(url, parts, error)) return nullptr;
  std::string why;
  redisContext* ctx = connectContext(parts, why);
  if (!ctx) {
    error = url + ": cannot connect: " + why;
    return nullptr;
  }
  std::unique_ptr<RedisConnection> c(new RedisConnection(url, parts, ctx));
  try {
    c->command({"PING"});
  } catch (const StoreError& e) {
    error = e.what();
    return nullptr;
  }
  return c;
}

RedisConnection::RedisConnection(std::string url, RedisUrl parts, redisContext* ctx)
    : url_(std::move(url)), parts_(std::move(parts)), ctx_(ctx) {}

RedisConnection::~RedisConnection() {
  if (ctx_) hiredis().redisFree(ctx_);
}

void RedisConnection::reconnectLocked() {
  if (ctx_) hiredis().redisFree(ctx_);
  std::string why;
  ctx_ = connectContext(parts_, why);
  if (!ctx_) throw StoreError(url_ + ": cannot reconnect: " + why);
}

RedisValue RedisConnection::command(const std::vector<std::string>& args) {
  std::lock_guard lock(mutex_);
  if (!ctx_ || ctx_->err) reconnectLocked();
  std::vector<const char*> argv;
  std::vector<size_t> lengths;
  for (auto& a : args) {
    argv.push_back(a.data());
    lengths.push_back(a.size());
  }
  auto* reply = static_cast<redisReply*>(hiredis().redisCommandArgv(ctx_, int(args.size()), argv.data(), lengths.data()));
  if (!reply) throw StoreError(url_ + ": " + args.front() + ": " + (ctx_->err ? ctx_->errstr : "no reply"));
  std::unique_ptr<redisReply, void (*)(void*)> owned(reply, hiredis().freeReplyObject);
  return copyReply(reply, url_ + ": " + args.front());
}

} // namespace theseus::store
