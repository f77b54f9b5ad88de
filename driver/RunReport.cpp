#include "driver/RunReport.h"

#include <cstdio>
#include <sstream>

namespace theseus::driver {

namespace {

std::string number(double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.6g", value);
  return buffer;
}

std::string htmlEscape(const std::string& text) {
  std::string out;
  for (char ch : text) {
    switch (ch) {
    case '<': out += "&lt;"; break;
    case '>': out += "&gt;"; break;
    case '&': out += "&amp;"; break;
    case '"': out += "&quot;"; break;
    default: out += ch;
    }
  }
  return out;
}

std::string location(const CutRecord& r) {
  if (r.file.empty()) return "@" + r.function;
  return r.file + ":" + std::to_string(r.line) + ":" + std::to_string(r.column) + " (@" + r.function + ")";
}

void writeCutJson(std::ostream& os, const CutRecord& r) {
  os << "{\"function\":\"" << jsonEscape(r.function) << "\",\"root\":\"" << jsonEscape(r.root) << "\",\"file\":\"" << jsonEscape(r.file)
     << "\",\"line\":" << r.line << ",\"column\":" << r.column << ",\"outcome\":\"" << cutOutcomeName(r.outcome)
     << "\",\"cache_hit\":" << (r.cacheHit ? "true" : "false") << ",\"cut_instructions\":" << r.cutInstructions << ",\"inputs\":" << r.inputs
     << ",\"control_flow\":" << (r.hasControlFlow ? "true" : "false") << ",\"source_cost\":" << number(r.sourceCost)
     << ",\"rewrite_cost\":" << number(r.rewriteCost) << ",\"seconds\":" << number(r.seconds) << ",\"detail\":\"" << jsonEscape(r.detail)
     << "\",\"cut\":\"" << jsonEscape(r.cutText) << "\",\"rewrite\":\"" << jsonEscape(r.rewriteText) << "\"}";
}

const char* const kStyle = R"(body{font-family:sans-serif;margin:2em;color:#222}
table.summary td{padding:0 1em 0 0}
div.cut{border:1px solid #ccc;border-radius:4px;margin:1em 0;padding:0.5em 1em}
div.applied{border-left:6px solid #2a2}
pre{background:#f6f6f6;padding:0.5em;overflow-x:auto;font-size:90%}
.pair{display:flex;gap:1em}.pair>div{flex:1;min-width:0}
.meta{color:#555;font-size:90%})";

} // namespace

std::string jsonEscape(const std::string& text) {
  std::string out;
  for (unsigned char ch : text) {
    if (ch == '"' || ch == '\\') {
      out += '\\';
      out += char(ch);
    } else if (ch == '\n') {
      out += "\\n";
    } else if (ch < 0x20) {
      char buffer[8];
      std::snprintf(buffer, sizeof buffer, "\\u%04x", ch);
      out += buffer;
    } else {
      out += char(ch);
    }
  }
  return out;
}

std::string cutsJson(const std::vector<CutRecord>& cuts) {
  std::ostringstream os;
  os << "[";
  for (size_t i = 0; i < cuts.size(); ++i) {
    if (i) os << ",\n";
    writeCutJson(os, cuts[i]);
  }
  os << "]";
  return os.str();
}

std::string reportJson(const DriverReport& report, const std::string& input) {
  std::ostringstream os;
  os << "{\"input\":\"" << jsonEscape(input) << "\",\"candidates\":" << report.candidates << ",\"cuts\":" << report.cuts.size()
     << ",\"applied\":" << report.applied << ",\"cache_hits\":" << report.cacheHits << ",\"cache_misses\":" << report.cacheMisses
     << ",\"synthesized\":" << report.synthesized << ",\"seconds\":" << number(report.seconds) << ",\"whole\":[";
  for (size_t i = 0; i < report.whole.size(); ++i) {
    const WholeCheck& w = report.whole[i];
    os << (i ? "," : "") << "{\"function\":\"" << jsonEscape(w.function) << "\",\"verdict\":\"" << w.verdict << "\",\"reason\":\""
       << jsonEscape(w.reason) << "\",\"seconds\":" << number(w.seconds) << "}";
  }
  os << "],\"records\":" << cutsJson(report.cuts) << "}\n";
  return os.str();
}

std::string reportHtml(const std::string& title, const std::vector<std::pair<std::string, std::string>>& summary,
                       const std::vector<CutRecord>& cuts) {
  std::ostringstream os;
  os << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" << htmlEscape(title) << "</title><style>" << kStyle
     << "</style></head><body>\n<h1>" << htmlEscape(title) << "</h1>\n<table class=\"summary\">";
  for (auto& [name, value] : summary) os << "<tr><td>" << htmlEscape(name) << "</td><td>" << htmlEscape(value) << "</td></tr>";
  os << "</table>\n";
  for (const CutRecord& r : cuts) {
    bool rewritten = !r.rewriteText.empty();
    os << "<div class=\"cut" << (r.outcome == CutOutcome::Applied ? " applied" : "") << "\"><h3>" << htmlEscape(location(r)) << "</h3>"
       << "<p class=\"meta\">root <code>" << htmlEscape(r.root) << "</code> &middot; " << cutOutcomeName(r.outcome)
       << (r.cacheHit ? " (cache hit)" : "") << " &middot; " << r.cutInstructions << " instructions, " << r.inputs << " inputs";
    if (rewritten) os << " &middot; cost " << number(r.sourceCost) << " &rarr; " << number(r.rewriteCost);
    os << " &middot; " << number(r.seconds) << " s";
    if (!r.detail.empty()) os << " &middot; " << htmlEscape(r.detail);
    os << "</p><div class=\"pair\"><div><b>cut</b><pre>" << htmlEscape(r.cutText) << "</pre></div>";
    if (rewritten) os << "<div><b>proved rewrite</b><pre>" << htmlEscape(r.rewriteText) << "</pre></div>";
    os << "</div></div>\n";
  }
  os << "</body></html>\n";
  return os.str();
}

} // namespace theseus::driver
