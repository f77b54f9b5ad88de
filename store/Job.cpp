// The job payload format of the distributed queue.
#include "store/JobQueue.h"
#include "store/Record.h"

#include <charconv>
#include <cstdio>

namespace theseus::store {

namespace {

const char* const kJobTag = "theseus-job 1";
const std::string kOptionPrefix = "option.";

std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.17g", v);
  return buf;
}

template <typename T> bool parseNumber(const std::string& text, T& out) {
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size();
}

// Fills `job` from the decoded fields; false with `error` naming the bad field.
bool fillJob(const Fields& fields, Job& job, std::string& error) {
  std::string hash, maxInsts, timeLimit, text;
  for (auto& [name, value] : fields) {
    if (name == "id") job.id = value;
    else if (name == "hash") hash = value;
    else if (name == "cost-model") job.key.costModel = value;
    else if (name == "mcpu") job.key.mcpu = value;
    else if (name == "cut") text = value;
    else if (name == "max-insts") maxInsts = value;
    else if (name == "time-limit") timeLimit = value;
    else if (name == "origin") job.origin = value;
    else if (name.rfind(kOptionPrefix, 0) == 0) job.options[name.substr(kOptionPrefix.size())] = value;
    else return error = "unknown field '" + name + "'", false;
  }
  if (job.id.empty() || text.empty()) return error = "missing id or cut", false;
  if (!parseNumber(maxInsts, job.budget.maxInsts)) return error = "bad max-insts '" + maxInsts + "'", false;
  if (!parseNumber(timeLimit, job.budget.timeLimitSeconds)) return error = "bad time-limit '" + timeLimit + "'", false;
  job.key = makeRewriteKey(text, job.key.costModel, job.key.mcpu);
  char expected[17];
  std::snprintf(expected, sizeof expected, "%016llx", static_cast<unsigned long long>(job.key.hash));
  if (hash != expected) return error = "hash " + hash + " does not match the cut (" + expected + ")", false;
  return true;
}

} // namespace

std::string defaultJobId(const Job& job) {
  std::string identity = job.key.costModel + '\0' + job.key.mcpu + '\0' + std::to_string(job.key.hash) + '\0' +
                         std::to_string(job.budget.maxInsts) + '\0' + number(job.budget.timeLimitSeconds) + '\0' + job.key.text;
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(fnv1a(identity)));
  return buf;
}

std::string encodeJob(const Job& job) {
  char hash[17];
  std::snprintf(hash, sizeof hash, "%016llx", static_cast<unsigned long long>(job.key.hash));
  Fields fields{{"id", job.id.empty() ? defaultJobId(job) : job.id},
                {"hash", hash},
                {"cost-model", job.key.costModel},
                {"mcpu", job.key.mcpu},
                {"cut", job.key.text},
                {"max-insts", std::to_string(job.budget.maxInsts)},
                {"time-limit", number(job.budget.timeLimitSeconds)},
                {"origin", job.origin}};
  for (auto& [name, value] : job.options) fields.emplace_back(kOptionPrefix + name, value);
  return encodeRecord(kJobTag, fields);
}

std::optional<Job> decodeJob(const std::string& payload, std::string& error) {
  auto fields = decodeRecord(payload, kJobTag, error);
  if (!fields) return std::nullopt;
  Job job;
  if (!fillJob(*fields, job, error)) return std::nullopt;
  return job;
}

} // namespace theseus::store
