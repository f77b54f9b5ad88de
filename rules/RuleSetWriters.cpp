// The writers of a RuleSet: rules.json, rules.opt and a self-contained rules.html.
#include "rules/AliveText.h"
#include "rules/RuleSet.h"

#include "ir/Printer.h"
#include "verify/VerdictReport.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <sstream>

namespace theseus::rules {

namespace {

using verify::jsonString;

std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", v);
  return buf;
}

std::string widthList(const std::vector<unsigned>& ws) {
  std::string out = "[";
  for (size_t i = 0; i < ws.size(); ++i) out += (i ? "," : "") + std::to_string(ws[i]);
  return out + "]";
}

std::string html(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
    case '<': out += "&lt;"; break;
    case '>': out += "&gt;"; break;
    case '&': out += "&amp;"; break;
    case '"': out += "&quot;"; break;
    default: out += c;
    }
  }
  return out;
}

void sourceJson(std::ostringstream& os, const RuleSource& s) {
  os << "{\"file\":" << jsonString(s.file) << ",\"line\":" << s.line << ",\"column\":" << s.column
     << ",\"location\":" << jsonString(s.location()) << ",\"cut\":" << jsonString(s.cutText)
     << ",\"rewrite\":" << jsonString(s.rewriteText) << "}";
}

void ruleJson(std::ostringstream& os, const RuleEntry& e) {
  const Generalization& g = e.generalization;
  const Rule& r = g.rule;
  os << "{\"name\":" << jsonString(r.name) << ",\"alive\":" << jsonString(aliveText(r))
     << ",\"generality\":" << jsonString(std::string(generalityName(g.generality))) << ",\"reason\":" << jsonString(g.reason)
     << ",\"precondition\":" << jsonString(alivePrecondition(r)) << ",\"symbols\":" << r.symbols.size()
     << ",\"found_width\":" << r.foundWidth << ",\"widths\":{\"proved\":" << widthList(r.widths.proved)
     << ",\"failed\":" << widthList(r.widths.failed) << ",\"unknown\":" << widthList(r.widths.unknown)
     << ",\"untyped\":" << widthList(r.widths.untyped) << ",\"first_failed_width\":" << r.widths.firstFailedWidth
     << ",\"first_counterexample\":" << jsonString(r.widths.firstCounterexample) << "}"
     << ",\"condition\":" << jsonString(r.widths.condition()) << ",\"positives\":" << g.positives
     << ",\"negatives\":" << g.negatives << ",\"learner_rounds\":" << g.learnerRounds << ",\"cuts_covered\":" << e.coveredCuts.size()
     << ",\"generalize_seconds\":[";
  for (size_t i = 0; i < e.generalizeSeconds.size(); ++i) os << (i ? "," : "") << number(e.generalizeSeconds[i]);
  os << "],\"proof_seconds\":[";
  for (size_t i = 0; i < g.proofSeconds.size(); ++i)
    os << (i ? "," : "") << "{\"width\":" << g.proofSeconds[i].first << ",\"seconds\":" << number(g.proofSeconds[i].second) << "}";
  std::unique_ptr<ir::Function> instance = concreteSourceInstance(r);
  std::string instanceText = instance ? ir::toString(*instance) + ir::intrinsicDeclarations(*instance) : "";
  os << "],\"instance\":" << jsonString(instanceText) << ",\"cpp\":" << jsonString(e.cppText) << ",\"sources\":[";
  for (size_t i = 0; i < e.sources.size(); ++i) {
    os << (i ? ",\n" : "\n");
    sourceJson(os, e.sources[i]);
  }
  os << "]}";
}

std::map<std::string, size_t> byGenerality(const RuleSet& set) {
  std::map<std::string, size_t> counts;
  for (Generality g : {Generality::WidthFree, Generality::WidthCondition, Generality::ConcreteOnly}) counts[std::string(generalityName(g))] = 0;
  for (const RuleEntry& e : set.rules()) ++counts[std::string(generalityName(e.generalization.generality))];
  return counts;
}

size_t sourcesTotal(const RuleSet& set) {
  size_t n = 0;
  for (const RuleEntry& e : set.rules()) n += e.sources.size();
  return n;
}

const char* const kStyle = R"(body{font-family:sans-serif;margin:2em;color:#222;max-width:70em}
table{border-collapse:collapse}td,th{padding:2px 10px;text-align:left;border-bottom:1px solid #eee}
div.rule{border:1px solid #ccc;border-radius:4px;margin:1em 0;padding:0.5em 1em}
div.rule.width-free{border-left:6px solid #2a2}div.rule.width-condition{border-left:6px solid #da2}
div.rule.concrete-only{border-left:6px solid #999}div.failed{border-left:6px solid #c33}
pre{background:#f6f6f6;padding:0.5em;overflow-x:auto;font-size:90%}
.meta{color:#555;font-size:90%}details{margin:0.3em 0})";

} // namespace

std::string rulesJson(const RuleSet& set) {
  std::ostringstream os;
  os << "{\"rewrites\":" << set.rewrites() << ",\"rewrites_generalized\":" << set.rewritesGeneralized()
     << ",\"rewrites_failed\":" << set.failures().size() << ",\"rules\":" << set.rules().size() << ",\"rules_folded\":" << set.rulesFolded() << ",\"cuts\":" << set.cutsRanked()
     << ",\"by_generality\":{";
  bool first = true;
  for (auto& [name, n] : byGenerality(set)) {
    os << (first ? "" : ",") << jsonString(name) << ":" << n;
    first = false;
  }
  os << "},\n\"rule_list\":[";
  for (size_t i = 0; i < set.rules().size(); ++i) {
    os << (i ? ",\n" : "\n");
    ruleJson(os, set.rules()[i]);
  }
  os << "],\n\"failures\":[";
  for (size_t i = 0; i < set.failures().size(); ++i) {
    const FailedRewrite& f = set.failures()[i];
    os << (i ? ",\n" : "\n") << "{\"reason\":" << jsonString(f.reason) << ",\"exit_code\":" << f.exitCode << ",\"seconds\":" << number(f.seconds)
       << ",\"source\":";
    sourceJson(os, f.source);
    os << "}";
  }
  os << "]}\n";
  return os.str();
}

std::string rulesOpt(const RuleSet& set) {
  std::string out;
  for (size_t i = 0; i < set.rules().size(); ++i) {
    std::string text = aliveText(set.rules()[i].generalization.rule);
    if (text.empty() || text.back() != '\n') text += "\n";
    out += (i ? "\n" : "") + text;
  }
  return out;
}

std::string rulesHtml(const RuleSet& set, const std::string& title) {
  std::ostringstream os;
  os << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" << html(title) << "</title><style>" << kStyle
     << "</style></head><body>\n<h1>" << html(title) << "</h1>\n<table class=\"summary\">\n";
  auto row = [&](const std::string& k, const std::string& v) { os << "<tr><td>" << html(k) << "</td><td>" << html(v) << "</td></tr>\n"; };
  row("distinct proved rewrites read", std::to_string(set.rewrites()));
  row("generalized (width-free, width-conditioned or with symbols)", std::to_string(set.rewritesGeneralized()));
  row("failed to generalize", std::to_string(set.failures().size()));
  row("rules (after merging equal and subsumed rules)", std::to_string(set.rules().size()));
  for (auto& [name, n] : byGenerality(set)) row("rules " + name, std::to_string(n));
  row("rules folded into a rule that subsumes them", std::to_string(set.rulesFolded()));
  row("rewrites behind the rules", std::to_string(sourcesTotal(set)));
  row("cuts the rules were matched against", std::to_string(set.cutsRanked()));
  os << "</table>\n<h2>Rules by cuts covered</h2>\n<table><tr><th>rule</th><th>generality</th><th>widths</th><th>cuts covered</th>"
        "<th>sources</th><th>precondition</th></tr>\n";
  for (const RuleEntry& e : set.rules()) {
    const Rule& r = e.generalization.rule;
    os << "<tr><td><a href=\"#" << html(r.name) << "\">" << html(r.name) << "</a></td><td>" << generalityName(e.generalization.generality)
       << "</td><td>" << html(r.widths.condition()) << "</td><td>" << e.coveredCuts.size() << "</td><td>" << e.sources.size()
       << "</td><td>" << html(alivePrecondition(r)) << "</td></tr>\n";
  }
  os << "</table>\n";
  for (const RuleEntry& e : set.rules()) {
    const Generalization& g = e.generalization;
    const Rule& r = g.rule;
    std::string generality(generalityName(g.generality));
    os << "<div class=\"rule " << generality << "\" id=\"" << html(r.name) << "\"><h3>" << html(r.name) << " — " << generality << ", "
       << html(r.widths.condition()) << "</h3>\n<p class=\"meta\">covers " << e.coveredCuts.size() << " cuts; " << e.sources.size()
       << " source rewrites; found at i" << r.foundWidth;
    if (!g.reason.empty()) os << "; " << html(g.reason);
    if (!r.widths.failed.empty()) os << "; fails at W = " << r.widths.firstFailedWidth;
    if (!r.widths.unknown.empty()) os << "; " << r.widths.unknown.size() << " widths unknown";
    os << "</p>\n<pre>" << html(aliveText(r)) << "</pre>\n";
    if (!e.cppText.empty()) os << "<details><summary>C++ (LLVM 19)</summary><pre>" << html(e.cppText) << "</pre></details>\n";
    for (const RuleSource& s : e.sources)
      os << "<details><summary>" << html(s.location().empty() ? "(no location)" : s.location()) << "</summary><pre>" << html(s.cutText)
         << "</pre><pre>" << html(s.rewriteText) << "</pre></details>\n";
    os << "</div>\n";
  }
  if (!set.failures().empty()) {
    os << "<h2>Rewrites not generalized</h2>\n";
    for (const FailedRewrite& f : set.failures())
      os << "<div class=\"rule failed\"><p>" << html(f.source.location().empty() ? "(no location)" : f.source.location()) << ": "
         << html(f.reason) << "</p><details><summary>cut and rewrite</summary><pre>" << html(f.source.cutText) << "</pre><pre>"
         << html(f.source.rewriteText) << "</pre></details></div>\n";
  }
  os << "</body></html>\n";
  return os.str();
}

} // namespace theseus::rules
