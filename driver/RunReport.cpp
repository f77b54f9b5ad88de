#include "driver/RunReport.h"

#include <llvm/Support/JSON.h>
#include <llvm/Support/raw_ostream.h>

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

void writeCutJson(llvm::raw_ostream& os, const CutRecord& r) {
  llvm::json::OStream j(os);
  j.object([&] {
    j.attribute("function", r.function);
    j.attribute("root", r.root);
    j.attribute("file", r.file);
    j.attribute("line", r.line);
    j.attribute("column", r.column);
    j.attribute("outcome", llvm::StringRef(cutOutcomeName(r.outcome)));
    j.attribute("cache_hit", r.cacheHit);
    j.attribute("cut_instructions", r.cutInstructions);
    j.attribute("inputs", r.inputs);
    j.attribute("control_flow", r.hasControlFlow);
    jsonNumberAttribute(j, "source_cost", r.sourceCost);
    jsonNumberAttribute(j, "rewrite_cost", r.rewriteCost);
    jsonNumberAttribute(j, "seconds", r.seconds);
    if (r.blockShare >= 0) jsonNumberAttribute(j, "block_share", r.blockShare);
    if (r.irSourceCost >= 0 && r.irRewriteCost >= 0) {
      jsonNumberAttribute(j, "ir_source_cost", r.irSourceCost);
      jsonNumberAttribute(j, "ir_rewrite_cost", r.irRewriteCost);
    }
    if (!r.machineVerdict.empty()) {
      j.attribute("machine_verdict", r.machineVerdict);
      if (r.machineBefore >= 0) jsonNumberAttribute(j, "machine_before", r.machineBefore);
      if (r.machineAfter >= 0) jsonNumberAttribute(j, "machine_after", r.machineAfter);
    }
    j.attribute("detail", r.detail);
    j.attribute("cut", r.cutText);
    j.attribute("rewrite", r.rewriteText);
  });
}

const char* const kStyle = R"(body{font-family:sans-serif;margin:2em;color:#222}
table.summary td{padding:0 1em 0 0}
div.cut{border:1px solid #ccc;border-radius:4px;margin:1em 0;padding:0.5em 1em}
div.applied{border-left:6px solid #2a2}
pre{background:#f6f6f6;padding:0.5em;overflow-x:auto;font-size:90%}
.pair{display:flex;gap:1em}.pair>div{flex:1;min-width:0}
.meta{color:#555;font-size:90%})";

} // namespace

void jsonNumberAttribute(llvm::json::OStream& j, llvm::StringRef key, double value) {
  j.attributeBegin(key);
  j.rawValue(number(value));
  j.attributeEnd();
}

std::string cutsJson(const std::vector<CutRecord>& cuts) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "[";
  for (size_t i = 0; i < cuts.size(); ++i) {
    if (i) os << ",\n";
    writeCutJson(os, cuts[i]);
  }
  os << "]";
  return text;
}

std::string reportJson(const DriverReport& report, const std::string& input) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::json::OStream j(os);
  j.object([&] {
    j.attribute("input", input);
    j.attribute("candidates", report.candidates);
    j.attribute("cuts", uint64_t(report.cuts.size()));
    j.attribute("applied", report.applied);
    j.attribute("cache_hits", report.cacheHits);
    j.attribute("cache_misses", report.cacheMisses);
    j.attribute("synthesized", report.synthesized);
    j.attribute("no_machine_gain", report.noMachineGain);
    j.attribute("cold", report.cold);
    jsonNumberAttribute(j, "seconds", report.seconds);
    j.attributeArray("whole", [&] {
      for (const WholeCheck& w : report.whole)
        j.object([&] {
          j.attribute("function", w.function);
          j.attribute("verdict", w.verdict);
          j.attribute("reason", w.reason);
          jsonNumberAttribute(j, "seconds", w.seconds);
        });
    });
    j.attributeBegin("records");
    j.rawValue(cutsJson(report.cuts));
    j.attributeEnd();
  });
  os << "\n";
  return text;
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
    if (r.irSourceCost >= 0 && r.irRewriteCost >= 0) os << " &middot; ir " << number(r.irSourceCost) << " &rarr; " << number(r.irRewriteCost);
    if (r.blockShare >= 0) os << " &middot; block share " << number(r.blockShare * 100) << "%";
    if (r.machineBefore >= 0 && r.machineAfter >= 0)
      os << " &middot; machine uops (weighted) " << number(r.machineBefore) << " &rarr; " << number(r.machineAfter);
    if (!r.machineVerdict.empty()) os << " (" << htmlEscape(r.machineVerdict) << ")";
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
