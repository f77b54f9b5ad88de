#include "verify/VerdictReport.h"

#include <cstdio>
#include <sstream>

namespace theseus::verify {

namespace {

std::string laneText(const LaneText& l) {
  switch (l.kind) {
  case LaneText::Kind::Poison: return "poison";
  case LaneText::Kind::Undef: return "undef";
  default:
    if (!l.floatValue.empty()) return l.hexValue + " (" + l.floatValue + ")";
    if (l.unsignedValue == l.signedValue) return l.hexValue + " (" + l.unsignedValue + ")";
    return l.hexValue + " (" + l.unsignedValue + ", " + l.signedValue + ")";
  }
}

std::string valueText(const ValueText& v) {
  if (v.lanes.size() == 1) return laneText(v.lanes[0]);
  std::string s = "< ";
  for (size_t i = 0; i < v.lanes.size(); ++i) s += (i ? ", " : "") + laneText(v.lanes[i]);
  return s + " >";
}

void printOutcome(std::ostream& os, const char* who, bool ub, const std::optional<ValueText>& value) {
  os << who << ": ";
  if (ub) os << "UB";
  else if (value) os << value->type << " " << valueText(*value);
  else os << "returns";
  os << "\n";
}

std::string laneJson(const LaneText& l) {
  switch (l.kind) {
  case LaneText::Kind::Poison: return "{\"poison\":true}";
  case LaneText::Kind::Undef: return "{\"undef\":true}";
  default:
    return "{\"value\":\"" + l.unsignedValue + "\",\"signed\":\"" + l.signedValue + "\",\"hex\":\"" + l.hexValue + "\"" +
           (l.floatValue.empty() ? "" : ",\"float\":\"" + l.floatValue + "\"") + "}";
  }
}

std::string valueJson(const ValueText& v) {
  std::string s = "{";
  if (!v.name.empty()) s += "\"name\":" + jsonString(v.name) + ",";
  s += "\"type\":" + jsonString(v.type) + ",\"lanes\":[";
  for (size_t i = 0; i < v.lanes.size(); ++i) s += (i ? "," : "") + laneJson(v.lanes[i]);
  return s + "]}";
}

std::string outcomeJson(bool ub, const std::optional<ValueText>& value) {
  std::string s = "{\"ub\":" + std::string(ub ? "true" : "false");
  if (value) s += ",\"value\":" + valueJson(*value);
  return s + "}";
}

// For a pointer value, its block and offset (docs/memory.md): " (block 1, offset 4)".
std::string pointerText(const ValueText& v) {
  if (v.type != "ptr" || v.lanes.size() != 1 || v.lanes[0].kind != LaneText::Kind::Value) return "";
  uint64_t word = std::stoull(v.lanes[0].hexValue, nullptr, 16);
  return " (block " + std::to_string(word >> 56) + ", offset " + std::to_string(word & ((uint64_t(1) << 56) - 1)) + ")";
}

std::string counterexampleJson(const Counterexample& c) {
  std::string s = "{\"inputs\":[";
  for (size_t i = 0; i < c.inputs.size(); ++i) s += (i ? "," : "") + valueJson(c.inputs[i]);
  s += "],\"source\":" + outcomeJson(c.sourceUB, c.sourceValue);
  s += ",\"target\":" + outcomeJson(c.targetUB, c.targetValue);
  s += ",\"nondeterministic\":" + std::string(c.nondeterministic ? "true" : "false");
  if (c.memoryMismatch)
    s += ",\"memory\":{\"block\":" + std::to_string(c.memoryMismatch->block) + ",\"offset\":" + std::to_string(c.memoryMismatch->offset) +
         ",\"initial\":\"" + c.memoryMismatch->initial + "\",\"source\":\"" + c.memoryMismatch->source + "\",\"target\":\"" +
         c.memoryMismatch->target + "\"}";
  if (c.sideEffectCalls)
    s += ",\"sideeffect_calls\":{\"source\":" + std::to_string(c.sideEffectCalls->first) + ",\"target\":" + std::to_string(c.sideEffectCalls->second) + "}";
  return s + "}";
}

} // namespace

void printReport(std::ostream& os, const std::string& srcName, const std::string& tgtName, const Result& result) {
  os << "----------------------------------------\n";
  os << "@" << srcName << " => @" << tgtName << "\n";
  os << verdictName(result.verdict);
  if (!result.reason.empty()) os << ": " << result.reason;
  os << "\n";
  if (!result.counterexample) return;
  const Counterexample& c = *result.counterexample;
  os << "Example:\n";
  for (auto& in : c.inputs) os << "  " << in.type << " " << in.name << " = " << valueText(in) << pointerText(in) << "\n";
  printOutcome(os, "Source", c.sourceUB, c.sourceValue);
  printOutcome(os, "Target", c.targetUB, c.targetValue);
  if (c.memoryMismatch) {
    const MemoryByteText& m = *c.memoryMismatch;
    os << "Memory byte at block " << m.block << " offset " << m.offset << " (bits from the most significant, p = poison):\n";
    os << "  initial " << m.initial << "\n  source  " << m.source << "\n  target  " << m.target << "\n";
  }
  if (c.sideEffectCalls)
    os << "llvm.sideeffect calls: source " << c.sideEffectCalls->first << ", target " << c.sideEffectCalls->second << "\n";
  if (c.nondeterministic) os << "(undef or freeze: the values shown are one possible choice)\n";
}

std::string jsonString(const std::string& s) {
  std::string out = "\"";
  for (unsigned char ch : s) {
    if (ch == '"' || ch == '\\') {
      out += '\\';
      out += char(ch);
    } else if (ch < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", ch);
      out += buf;
    } else {
      out += char(ch);
    }
  }
  return out + "\"";
}

std::string reportJson(const std::string& file, const std::string& srcName, const std::string& tgtName, const Result& result) {
  std::ostringstream os;
  os << "{\"file\":" << jsonString(file) << ",\"src\":" << jsonString(srcName) << ",\"tgt\":" << jsonString(tgtName)
     << ",\"verdict\":\"" << verdictName(result.verdict) << "\",\"reason\":" << jsonString(result.reason)
     << ",\"seconds\":" << result.seconds << ",\"queries\":" << result.queries
     << ",\"quantified\":" << (result.quantified ? "true" : "false")
     << ",\"paired_undef_proof\":" << (result.pairedUndefProof ? "true" : "false") << ",\"undef_cases\":" << result.undefCases
     << ",\"abstract_products_proof\":" << (result.abstractProductsProof ? "true" : "false")
     << ",\"wide_products_proof\":" << (result.wideProductsProof ? "true" : "false")
     << ",\"swept_equalities\":" << result.sweptEqualities << ",\"disjunct_parts\":" << result.disjunctParts << ",\"exhaustive_inputs\":" << result.exhaustiveInputs << ",\"lifted_locations\":" << result.liftedLocations;
  if (result.counterexample) os << ",\"counterexample\":" << counterexampleJson(*result.counterexample);
  os << "}";
  return os.str();
}

} // namespace theseus::verify
