#include "cachemiss/CacheResult.h"

namespace theseus::cachemiss {

void summarize(CacheResult& result) {
  result.perNest.assign(result.nests.size(), Counts{});
  result.outsideLoops = {};
  result.total = {};
  for (size_t i = 0; i < result.ops.size(); ++i) {
    int nest = result.ops[i].nest;
    (nest >= 0 ? result.perNest[nest] : result.outsideLoops) += result.perOp[i];
    result.total += result.perOp[i];
  }
}

namespace {

const char* kAlignmentNote = "arrays are assumed to start on a cache-line boundary";

void textRow(std::ostream& os, const std::string& label, const Counts& c) {
  os << "  " << label << ": accesses " << c.accesses << ", compulsory " << c.compulsory << ", capacity " << c.capacity
     << ", misses " << c.misses() << "\n";
}

std::string jsonString(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if ((unsigned char)c < 0x20) {
      out += ' ';
      continue;
    }
    out += c;
  }
  return out + "\"";
}

std::string jsonCounts(const Counts& c) {
  return "\"accesses\": " + std::to_string(c.accesses) + ", \"compulsory\": " + std::to_string(c.compulsory) +
         ", \"capacity\": " + std::to_string(c.capacity) + ", \"misses\": " + std::to_string(c.misses());
}

} // namespace

void printText(std::ostream& os, const CacheResult& r) {
  os << r.tool << ": @" << r.functionName << ", fully associative LRU cache of " << r.config.cacheBytes << " bytes, "
     << r.config.lineBytes << "-byte lines (" << r.config.lines() << " lines); " << kAlignmentNote << "\n";
  os << "per access:\n";
  for (size_t i = 0; i < r.ops.size(); ++i) {
    const MemoryOpInfo& op = r.ops[i];
    textRow(os, op.loc.str() + " " + (op.isWrite ? "store " : "load ") + op.array, r.perOp[i]);
  }
  os << "per loop nest:\n";
  for (size_t n = 0; n < r.nests.size(); ++n) textRow(os, "nest " + std::to_string(n) + " at " + r.nests[n].loc.str(), r.perNest[n]);
  if (r.outsideLoops.accesses) textRow(os, "outside loops", r.outsideLoops);
  os << "total:\n";
  textRow(os, "total", r.total);
}

void printJson(std::ostream& os, const CacheResult& r) {
  os << "{\"tool\": " << jsonString(r.tool) << ", \"function\": " << jsonString(r.functionName)
     << ", \"cache_size\": " << r.config.cacheBytes << ", \"line_size\": " << r.config.lineBytes
     << ", \"lines\": " << r.config.lines() << ", \"assumption\": " << jsonString(kAlignmentNote) << ",\n \"accesses\": [";
  for (size_t i = 0; i < r.ops.size(); ++i) {
    const MemoryOpInfo& op = r.ops[i];
    os << (i ? ",\n  " : "\n  ") << "{\"index\": " << op.index << ", \"location\": " << jsonString(op.loc.str())
       << ", \"kind\": " << (op.isWrite ? "\"store\"" : "\"load\"") << ", \"array\": " << jsonString(op.array)
       << ", \"nest\": " << op.nest << ", " << jsonCounts(r.perOp[i]) << "}";
  }
  os << "],\n \"nests\": [";
  for (size_t n = 0; n < r.nests.size(); ++n)
    os << (n ? ",\n  " : "\n  ") << "{\"index\": " << n << ", \"location\": " << jsonString(r.nests[n].loc.str()) << ", "
       << jsonCounts(r.perNest[n]) << "}";
  os << "],\n \"outside_loops\": {" << jsonCounts(r.outsideLoops) << "},\n \"total\": {" << jsonCounts(r.total) << "}}\n";
}

} // namespace theseus::cachemiss

namespace theseus::cachemiss {

std::optional<CacheConfig> makeCacheConfig(uint64_t cacheBytes, uint64_t lineBytes, std::string& error) {
  if (lineBytes == 0 || cacheBytes < lineBytes || cacheBytes % lineBytes != 0) {
    error = "--cache-size must be a positive multiple of --line-size (got " + std::to_string(cacheBytes) + " and " +
            std::to_string(lineBytes) + ")";
    return std::nullopt;
  }
  return CacheConfig{cacheBytes, lineBytes};
}

} // namespace theseus::cachemiss
