#include "store/redis/RedisStore.h"

#include "store/EntryRules.h"
#include "store/redis/RedisConnection.h"
#include "store/Record.h"

#include <charconv>
#include <cstdio>
#include <map>
#include <optional>
#include <type_traits>

namespace theseus::store {

namespace {

const char* const kStatsKey = "theseus:rw-stats";
const char* const kPoisonKey = "theseus:rw-poison";
const char* const kPoisonTag = "theseus-poison 1";
constexpr int kMaxTransactionAttempts = 1000;

std::string hex(uint64_t v) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.17g", v);
  return buf;
}

std::string slotKey(const RewriteKey& key) {
  return "theseus:rw:" + hex(fnv1a(key.costModel + '\0' + key.mcpu)) + ":" + hex(key.hash);
}

// The hash of one CPU's machine verdicts: field "<region>:<rewrite>" (hex), value "before after gain".
std::string verdictsKey(const std::string& mcpu) { return "theseus:mv:" + hex(fnv1a(mcpu)); }

// The verdict a field and value of verdictsKey describe; nullopt when they do not parse.
std::optional<MachineVerdict> verdictOf(const std::string& mcpu, const std::string& field, const std::string& value) {
  MachineVerdict v{mcpu};
  unsigned long long region = 0, rewrite = 0;
  int gain = 0;
  if (std::sscanf(field.c_str(), "%16llx:%16llx", &region, &rewrite) != 2) return std::nullopt;
  if (std::sscanf(value.c_str(), "%lg %lg %d", &v.before, &v.after, &gain) != 3) return std::nullopt;
  v.region = region;
  v.rewrite = rewrite;
  v.gain = gain != 0;
  return v;
}

using HashFields = std::map<std::string, std::string>;

HashFields toHashFields(const RedisValue& reply) {
  HashFields out;
  for (size_t i = 0; i + 1 < reply.elements.size(); i += 2) out[reply.elements[i].str] = reply.elements[i + 1].str;
  return out;
}

// The field `name` of a stored entry; throws StoreError naming the slot when it is missing.
const std::string& required(const HashFields& h, const std::string& name, const std::string& where) {
  auto it = h.find(name);
  if (it == h.end()) throw StoreError(where + ": malformed entry (no field '" + name + "')");
  return it->second;
}

template <typename T> T parsed(const HashFields& h, const std::string& name, const std::string& where) {
  const std::string& text = required(h, name, where);
  T out{};
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  if (ec != std::errc() || end != text.data() + text.size())
    throw StoreError(where + ": malformed entry (field '" + name + "' is '" + text + "')");
  return out;
}

RewriteEntry entryFromHash(const HashFields& h, const std::string& where) {
  RewriteEntry e;
  auto status = statusFromCode(parsed<long long>(h, "status", where));
  if (!status) throw StoreError(where + ": malformed entry (status '" + required(h, "status", where) + "')");
  e.status = *status;
  e.budget.maxInsts = parsed<unsigned>(h, "max_insts", where);
  e.budget.timeLimitSeconds = parsed<double>(h, "time_limit", where);
  e.rewriteText = required(h, "rewrite", where);
  e.sourceCost = parsed<double>(h, "source_cost", where);
  e.rewriteCost = parsed<double>(h, "rewrite_cost", where);
  e.proofSeconds = parsed<double>(h, "proof_seconds", where);
  e.createdAt = parsed<int64_t>(h, "created_at", where);
  e.producer = required(h, "producer", where);
  return e;
}

bool sameKey(const HashFields& h, const RewriteKey& key, const std::string& where) {
  return required(h, "cut", where) == key.text && required(h, "cost_model", where) == key.costModel &&
         required(h, "mcpu", where) == key.mcpu;
}

std::vector<std::string> hsetCommand(const std::string& slot, const RewriteKey& key, const RewriteEntry& e) {
  return {"HSET", slot, "cut", key.text, "cost_model", key.costModel, "mcpu", key.mcpu,
          "status", std::to_string(statusCode(e.status)), "max_insts", std::to_string(e.budget.maxInsts),
          "time_limit", number(e.budget.timeLimitSeconds), "rewrite", e.rewriteText, "source_cost", number(e.sourceCost),
          "rewrite_cost", number(e.rewriteCost), "proof_seconds", number(e.proofSeconds),
          "created_at", std::to_string(e.createdAt ? e.createdAt : unixNow()), "producer", e.producer};
}

const char* kindField(EntryStatus s) { return s == EntryStatus::Rewrite ? "rewrites" : "nones"; }

PoisonReport reportFromRecord(const std::string& payload) {
  std::string error;
  auto fields = decodeRecord(payload, kPoisonTag, error);
  if (!fields) throw StoreError(std::string(kPoisonKey) + ": malformed report: " + error);
  auto get = [&](const char* name) { return fieldValue(*fields, name).value_or(""); };
  PoisonReport p;
  p.key = makeRewriteKey(get("cut"), get("cost_model"), get("mcpu"));
  p.rewriteText = get("rewrite");
  p.producer = get("producer");
  p.reason = get("reason");
  p.reportedAt = std::atoll(get("reported_at").c_str());
  return p;
}

class RedisRewriteStore final : public RewriteStore {
public:
  explicit RedisRewriteStore(std::unique_ptr<RedisConnection> conn) : conn_(std::move(conn)) {}

  std::optional<RewriteEntry> lookup(const RewriteKey& key, const Budget& budget) override {
    std::string slot = slotKey(key);
    HashFields h = toHashFields(conn_->command({"HGETALL", slot}));
    std::optional<RewriteEntry> found = answer(h, key, budget, where(slot));
    ++(found ? session_.hits : session_.misses);
    return found;
  }

  PutOutcome put(const RewriteKey& key, const RewriteEntry& entry) override {
    std::string slot = slotKey(key);
    for (int attempt = 0; attempt < kMaxTransactionAttempts; ++attempt)
      if (auto outcome = cleanOnThrow([&] { return tryPut(slot, key, entry); })) {
        ++session_.puts;
        return *outcome;
      }
    throw StoreError(where(slot) + ": put kept conflicting with other writers");
  }

  bool markPoisoned(const RewriteKey& key, const std::string& rewriteText, const std::string& reason) override {
    std::string slot = slotKey(key);
    for (int attempt = 0; attempt < kMaxTransactionAttempts; ++attempt)
      if (auto removed = cleanOnThrow([&] { return tryPoison(slot, key, rewriteText, reason); })) {
        ++session_.poisoned;
        return *removed;
      }
    throw StoreError(where(slot) + ": poison report kept conflicting with other writers");
  }

  std::vector<PoisonReport> poisonReports() override {
    std::vector<PoisonReport> out;
    for (auto& v : conn_->command({"LRANGE", kPoisonKey, "0", "-1"}).elements) out.push_back(reportFromRecord(v.str));
    return out;
  }

  StoreStats stats() override {
    StoreStats s = session_;
    HashFields h = toHashFields(conn_->command({"HGETALL", kStatsKey}));
    auto count = [&](const char* name) { return h.count(name) ? uint64_t(std::atoll(h[name].c_str())) : 0; };
    s.rewrites = count("rewrites");
    s.nones = count("nones");
    s.entries = s.rewrites + s.nones;
    s.poisonReports = uint64_t(conn_->command({"LLEN", kPoisonKey}).asInteger());
    return s;
  }

  std::string checkIntegrity() override {
    std::string cursor = "0";
    do {
      RedisValue page = conn_->command({"SCAN", cursor, "MATCH", "theseus:rw:*", "COUNT", "500"});
      if (page.elements.size() != 2) return "malformed SCAN reply";
      cursor = page.elements[0].str;
      for (auto& slot : page.elements[1].elements)
        if (auto problem = slotProblem(slot.str); !problem.empty()) return problem;
    } while (cursor != "0");
    return "";
  }

  std::optional<MachineVerdict> machineVerdict(const std::string& mcpu, uint64_t region, uint64_t rewrite) override {
    RedisValue value = conn_->command({"HGET", verdictsKey(mcpu), hex(region) + ":" + hex(rewrite)});
    if (value.isNil()) return std::nullopt;
    return verdictOf(mcpu, hex(region) + ":" + hex(rewrite), value.str);
  }

  void putMachineVerdict(const MachineVerdict& v) override {
    conn_->command({"HSET", verdictsKey(v.mcpu), hex(v.region) + ":" + hex(v.rewrite),
                    number(v.before) + " " + number(v.after) + " " + (v.gain ? "1" : "0")});
  }

  std::optional<std::vector<MachineVerdict>> machineVerdicts(const std::string& mcpu) override {
    std::vector<MachineVerdict> out;
    HashFields h = toHashFields(conn_->command({"HGETALL", verdictsKey(mcpu)}));
    for (const auto& [field, value] : h)
      if (std::optional<MachineVerdict> v = verdictOf(mcpu, field, value)) out.push_back(*v);
    return out;
  }

  std::string url() const override { return conn_->url(); }

private:
  // Why the entry `slot` does not parse, or "".
  std::string slotProblem(const std::string& slot) {
    try {
      HashFields h = toHashFields(conn_->command({"HGETALL", slot}));
      if (h.empty()) return "";
      (void)entryFromHash(h, where(slot));
      RewriteKey key = makeRewriteKey(required(h, "cut", where(slot)), required(h, "cost_model", where(slot)),
                                      required(h, "mcpu", where(slot)));
      if (slotKey(key) != slot) return where(slot) + ": the stored key does not hash to this slot";
    } catch (const StoreError& e) {
      return e.what();
    }
    return "";
  }

  std::string where(const std::string& slot) const { return conn_->url() + " " + slot; }

  std::optional<RewriteEntry> answer(const HashFields& h, const RewriteKey& key, const Budget& budget, const std::string& at) {
    if (h.empty()) return std::nullopt;
    if (!sameKey(h, key, at)) {
      ++session_.collisions;
      return std::nullopt;
    }
    RewriteEntry e = entryFromHash(h, at);
    if (!entryAnswers(e, budget)) return std::nullopt;
    return e;
  }

  // Runs one transaction attempt; when it throws, the connection leaves MULTI and WATCH first.
  template <typename Attempt> std::invoke_result_t<Attempt> cleanOnThrow(Attempt attempt) {
    auto hold = conn_->exclusive();
    try {
      return attempt();
    } catch (...) {
      for (const char* reset : {"DISCARD", "UNWATCH"}) {
        try {
          conn_->command({reset});
        } catch (const StoreError&) {
        }
      }
      throw;
    }
  }

  // One WATCH/MULTI/EXEC attempt; nullopt when another writer changed the slot meanwhile.
  std::optional<PutOutcome> tryPut(const std::string& slot, const RewriteKey& key, const RewriteEntry& entry) {
    auto hold = conn_->exclusive();
    conn_->command({"WATCH", slot});
    HashFields h = toHashFields(conn_->command({"HGETALL", slot}));
    std::optional<RewriteEntry> stored;
    if (!h.empty()) stored = entryFromHash(h, where(slot));
    PutOutcome outcome = mergeOutcome(stored, stored && sameKey(h, key, where(slot)), entry);
    if (outcome == PutOutcome::Kept) {
      conn_->command({"UNWATCH"});
      return outcome;
    }
    conn_->command({"MULTI"});
    conn_->command({"DEL", slot});
    conn_->command(hsetCommand(slot, key, entry));
    if (stored) conn_->command({"HINCRBY", kStatsKey, kindField(stored->status), "-1"});
    conn_->command({"HINCRBY", kStatsKey, kindField(entry.status), "1"});
    if (conn_->command({"EXEC"}).isNil()) return std::nullopt;
    return outcome;
  }

  std::optional<bool> tryPoison(const std::string& slot, const RewriteKey& key, const std::string& rewriteText,
                                const std::string& reason) {
    auto hold = conn_->exclusive();
    conn_->command({"WATCH", slot});
    HashFields h = toHashFields(conn_->command({"HGETALL", slot}));
    std::optional<RewriteEntry> stored;
    if (!h.empty() && sameKey(h, key, where(slot))) stored = entryFromHash(h, where(slot));
    bool matches = stored && stored->status == EntryStatus::Rewrite && stored->rewriteText == rewriteText;
    Fields report{{"cut", key.text}, {"cost_model", key.costModel}, {"mcpu", key.mcpu}, {"rewrite", rewriteText},
                  {"producer", matches ? stored->producer : ""}, {"reason", reason}, {"reported_at", std::to_string(unixNow())}};
    conn_->command({"MULTI"});
    if (matches) {
      conn_->command({"DEL", slot});
      conn_->command({"HINCRBY", kStatsKey, "rewrites", "-1"});
    }
    conn_->command({"RPUSH", kPoisonKey, encodeRecord(kPoisonTag, report)});
    if (conn_->command({"EXEC"}).isNil()) return std::nullopt;
    return matches;
  }

  std::unique_ptr<RedisConnection> conn_;
  StoreStats session_;
};

} // namespace

std::unique_ptr<RewriteStore> openRedisStore(const std::string& url, std::string& error) {
  auto conn = RedisConnection::connect(url, error);
  if (!conn) return nullptr;
  return std::make_unique<RedisRewriteStore>(std::move(conn));
}

} // namespace theseus::store
